import { Ct as useCSSVarCls, G as useInternalMessage, J as PurePanel, K as useMessage, X as style_default, Y as getMessageIcon, _n as ConfigContext, a as AppConfigContext, at as NotificationList, ct as warnContext, ot as ConfigProvider, q as wrapPromiseFn, st as globalConfig, wn as render, yn as useComponentConfig } from "./AntdScope-aAs2EmpL.js";
import * as React$1 from "react";
import React, { useContext } from "react";
import { clsx } from "clsx";
import _toConsumableArray from "@babel/runtime/helpers/esm/toConsumableArray";
// node_modules/antd/es/message/PureList.js
/** @private Internal Component. Do not use in your production. */
var PureList = (props) => {
	const { items, classNames, style } = props;
	const { getPrefixCls } = useComponentConfig("message");
	const prefixCls = getPrefixCls("message");
	const rootCls = useCSSVarCls(prefixCls);
	const [hashId, cssVarCls] = style_default(prefixCls, rootCls);
	const noticePrefixCls = `${prefixCls}-notice`;
	const configList = items.map((item) => {
		const { content, duration, key, type } = item;
		const typeIconCls = type ? `${noticePrefixCls}-icon-${type}` : void 0;
		return {
			key,
			duration,
			icon: getMessageIcon(type),
			title: content,
			className: `${noticePrefixCls}-${type}`,
			classNames: {
				wrapper: `${prefixCls}-${type}`,
				icon: typeIconCls
			}
		};
	});
	return /*#__PURE__*/ React$1.createElement(NotificationList, {
		prefixCls,
		placement: "top",
		configList,
		className: clsx(hashId, cssVarCls, rootCls),
		classNames: {
			...classNames,
			wrapper: classNames?.wrapper,
			title: classNames?.title
		},
		style,
		stack: false
	});
};
// node_modules/antd/es/message/index.js
var message = null;
var act = (callback) => callback();
var taskQueue = [];
var defaultGlobalConfig = {};
function getGlobalContext() {
	const { getContainer, duration, rtl, maxCount, top, stack } = defaultGlobalConfig;
	const mergedContainer = getContainer?.() || document.body;
	return {
		getContainer: () => mergedContainer,
		duration,
		rtl,
		maxCount,
		top,
		stack
	};
}
var GlobalHolder = /*#__PURE__*/ React.forwardRef((props, ref) => {
	const { messageConfig, sync } = props;
	const { getPrefixCls } = useContext(ConfigContext);
	const prefixCls = defaultGlobalConfig.prefixCls || getPrefixCls("message");
	const appConfig = useContext(AppConfigContext);
	const [api, holder] = useInternalMessage({
		...messageConfig,
		prefixCls,
		...appConfig.message
	});
	React.useImperativeHandle(ref, () => {
		const instance = { ...api };
		Object.keys(instance).forEach((method) => {
			instance[method] = (...args) => {
				sync();
				return api[method].apply(api, args);
			};
		});
		return {
			instance,
			sync
		};
	});
	return holder;
});
var GlobalHolderWrapper = /*#__PURE__*/ React.forwardRef((_, ref) => {
	const [messageConfig, setMessageConfig] = React.useState(getGlobalContext);
	const sync = () => {
		setMessageConfig(getGlobalContext);
	};
	React.useEffect(sync, []);
	const global = globalConfig();
	const rootPrefixCls = global.getRootPrefixCls();
	const rootIconPrefixCls = global.getIconPrefixCls();
	const theme = global.getTheme();
	const dom = /*#__PURE__*/ React.createElement(GlobalHolder, {
		ref,
		sync,
		messageConfig
	});
	return /*#__PURE__*/ React.createElement(ConfigProvider, {
		prefixCls: rootPrefixCls,
		iconPrefixCls: rootIconPrefixCls,
		theme
	}, global.holderRender ? global.holderRender(dom) : dom);
});
var flushMessageQueue = () => {
	if (!message) {
		const holderFragment = document.createDocumentFragment();
		const newMessage = { fragment: holderFragment };
		message = newMessage;
		act(() => {
			render(/*#__PURE__*/ React.createElement(GlobalHolderWrapper, { ref: (node) => {
				const { instance, sync } = node || {};
				Promise.resolve().then(() => {
					if (!newMessage.instance && instance) {
						newMessage.instance = instance;
						newMessage.sync = sync;
						flushMessageQueue();
					}
				});
			} }), holderFragment);
		});
		return;
	}
	if (!message.instance) return;
	taskQueue.forEach((task) => {
		const { type, skipped } = task;
		if (!skipped) switch (type) {
			case "open":
				act(() => {
					const closeFn = message.instance.open({
						...defaultGlobalConfig,
						...task.config
					});
					closeFn?.then(task.resolve);
					task.setCloseFn(closeFn);
				});
				break;
			case "destroy":
				act(() => {
					message?.instance.destroy(task.key);
				});
				break;
			default: act(() => {
				var _message$instance;
				const closeFn = (_message$instance = message.instance)[type].apply(_message$instance, _toConsumableArray(task.args));
				closeFn?.then(task.resolve);
				task.setCloseFn(closeFn);
			});
		}
	});
	taskQueue = [];
};
function setMessageGlobalConfig(config) {
	defaultGlobalConfig = {
		...defaultGlobalConfig,
		...config
	};
	act(() => {
		message?.sync?.();
	});
}
function open(config) {
	const result = wrapPromiseFn((resolve) => {
		let closeFn;
		const task = {
			type: "open",
			config,
			resolve,
			setCloseFn: (fn) => {
				closeFn = fn;
			}
		};
		taskQueue.push(task);
		return () => {
			if (closeFn) act(() => {
				closeFn();
			});
			else task.skipped = true;
		};
	});
	flushMessageQueue();
	return result;
}
function typeOpen(type, args) {
	const global = globalConfig();
	if (process.env.NODE_ENV !== "production" && !global.holderRender) warnContext("message");
	const result = wrapPromiseFn((resolve) => {
		let closeFn;
		const task = {
			type,
			args,
			resolve,
			setCloseFn: (fn) => {
				closeFn = fn;
			}
		};
		taskQueue.push(task);
		return () => {
			if (closeFn) act(() => {
				closeFn();
			});
			else task.skipped = true;
		};
	});
	flushMessageQueue();
	return result;
}
var destroy = (key) => {
	taskQueue.push({
		type: "destroy",
		key
	});
	flushMessageQueue();
};
var methods = [
	"success",
	"info",
	"warning",
	"error",
	"loading"
];
var staticMethods = {
	open,
	destroy,
	config: setMessageGlobalConfig,
	useMessage,
	_InternalPanelDoNotUseOrYouWillBeFired: PurePanel,
	_InternalListDoNotUseOrYouWillBeFired: PureList
};
methods.forEach((type) => {
	staticMethods[type] = (...args) => typeOpen(type, args);
});
if (process.env.NODE_ENV === "test");
if (process.env.NODE_ENV === "test");
export { staticMethods as t };
