import { a as __require, n as __esmMin, r as __exportAll, s as __toESM, t as __commonJSMin } from "./rolldown-runtime-CBuJxodT.js";
import * as React$1 from "react";
import React, { createContext, forwardRef, isValidElement, useContext, useEffect, useId, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState, version } from "react";
import { jsx } from "react/jsx-runtime";
import isMobile from "is-mobile";
import { ForwardRef, isMemo } from "react-is";
import { createRoot } from "react-dom/client";
import { createPortal, flushSync } from "react-dom";
import { clsx } from "clsx";
import _toConsumableArray from "@babel/runtime/helpers/esm/toConsumableArray";
import { compile, middleware, prefixer, serialize, stringify } from "stylis";
import _typeof from "@babel/runtime/helpers/esm/typeof";
import _slicedToArray from "@babel/runtime/helpers/esm/slicedToArray";
import _defineProperty from "@babel/runtime/helpers/esm/defineProperty";
import _objectSpread from "@babel/runtime/helpers/esm/objectSpread2";
import _classCallCheck from "@babel/runtime/helpers/esm/classCallCheck";
import _createClass from "@babel/runtime/helpers/esm/createClass";
import _assertThisInitialized from "@babel/runtime/helpers/esm/assertThisInitialized";
import _inherits from "@babel/runtime/helpers/esm/inherits";
import _createSuper from "@babel/runtime/helpers/esm/createSuper";
// node_modules/@rc-component/util/es/hooks/useEvent.js
var useEvent = (callback) => {
	const fnRef = React$1.useRef(callback);
	fnRef.current = callback;
	return React$1.useCallback((...args) => fnRef.current?.(...args), []);
};
// node_modules/@rc-component/util/es/Dom/canUseDom.js
function canUseDom$1() {
	return !!(typeof window !== "undefined" && window.document && window.document.createElement);
}
// node_modules/@rc-component/util/es/hooks/useLayoutEffect.js
/**
* Wrap `React.useLayoutEffect` which will not throw warning message in test env
*/
var useInternalLayoutEffect = process.env.NODE_ENV !== "test" && canUseDom$1() ? React$1.useLayoutEffect : React$1.useEffect;
var useLayoutEffect$1 = (callback, deps) => {
	const firstMountRef = React$1.useRef(true);
	useInternalLayoutEffect(() => {
		return callback(firstMountRef.current);
	}, deps);
	useInternalLayoutEffect(() => {
		firstMountRef.current = false;
		return () => {
			firstMountRef.current = true;
		};
	}, []);
};
var useLayoutUpdateEffect = (callback, deps) => {
	useLayoutEffect$1((firstMount) => {
		if (!firstMount) return callback();
	}, deps);
};
// node_modules/@rc-component/util/es/hooks/useState.js
/**
* Same as React.useState but `setState` accept `ignoreDestroy` param to not to setState after destroyed.
* We do not make this auto is to avoid real memory leak.
* Developer should confirm it's safe to ignore themselves.
*/
var useSafeState = (defaultValue) => {
	const destroyRef = React$1.useRef(false);
	const [value, setValue] = React$1.useState(defaultValue);
	React$1.useEffect(() => {
		destroyRef.current = false;
		return () => {
			destroyRef.current = true;
		};
	}, []);
	function safeSetState(updater, ignoreDestroy) {
		if (ignoreDestroy && destroyRef.current) return;
		setValue(updater);
	}
	return [value, safeSetState];
};
// node_modules/@rc-component/util/es/hooks/useControlledState.js
/**
* Similar to `useState` but will use props value if provided.
* From React 18, we do not need safe `useState` since it will not throw for unmounted update.
* This hooks remove the `onChange` & `postState` logic since we only need basic merged state logic.
*/
function useControlledState(defaultStateValue, value) {
	const [innerValue, setInnerValue] = useState(defaultStateValue);
	const mergedValue = value !== void 0 ? value : innerValue;
	useLayoutEffect$1((mount) => {
		if (!mount) setInnerValue(value);
	}, [value]);
	return [mergedValue, setInnerValue];
}
// node_modules/@rc-component/util/es/raf.js
var raf = (callback) => +setTimeout(callback, 16);
var caf = (num) => clearTimeout(num);
if (typeof window !== "undefined" && "requestAnimationFrame" in window) {
	raf = (callback) => window.requestAnimationFrame(callback);
	caf = (handle) => window.cancelAnimationFrame(handle);
}
var rafUUID = 0;
var rafIds = /* @__PURE__ */ new Map();
function cleanup(id) {
	rafIds.delete(id);
}
var wrapperRaf = (callback, times = 1) => {
	rafUUID += 1;
	const id = rafUUID;
	function callRef(leftTimes) {
		if (leftTimes === 0) {
			cleanup(id);
			callback();
		} else {
			const realId = raf(() => {
				callRef(leftTimes - 1);
			});
			rafIds.set(id, realId);
		}
	}
	callRef(times);
	return id;
};
wrapperRaf.cancel = (id) => {
	const realId = rafIds.get(id);
	cleanup(id);
	return caf(realId);
};
if (process.env.NODE_ENV !== "production") wrapperRaf.ids = () => rafIds;
// node_modules/@rc-component/util/es/hooks/useDelayState.js
/**
* Similar to `useState`, but updates on the next frame by default.
* Pending updates are always replaced by the latest one.
*/
function useDelayState(defaultValue) {
	const [value, setValue] = React$1.useState(defaultValue);
	const delayRef = React$1.useRef(null);
	const cancelPending = useEvent(() => {
		if (delayRef.current) {
			const [isRaf, delay] = delayRef.current;
			if (isRaf) wrapperRaf.cancel(delay);
			else clearTimeout(delay);
			delayRef.current = null;
		}
	});
	React$1.useEffect(() => cancelPending, [cancelPending]);
	return [value, useEvent((nextValue, immediatelyOrDelay) => {
		const delayConfig = immediatelyOrDelay || { frame: 1 };
		cancelPending();
		if (delayConfig === true) setValue(nextValue);
		else if ("ms" in delayConfig) delayRef.current = [false, setTimeout(() => setValue(nextValue), delayConfig.ms)];
		else delayRef.current = [true, wrapperRaf(() => setValue(nextValue), delayConfig.frame)];
	})];
}
// node_modules/@rc-component/util/es/hooks/useId.js
function getUseId() {
	return { ...React$1 }.useId;
}
var uuid$3 = 0;
/**
* Generate a valid HTML id from prefix and key.
* Sanitizes the key by replacing invalid characters with hyphens.
* @param prefix - The prefix for the id
* @param key - The key from React element, may contain spaces or invalid characters
* @returns A valid HTML id string
*/
function getId(prefix, key) {
	return `${prefix}-${String(key).replace(/[^a-zA-Z0-9_.:-]/g, "-")}`;
}
var useOriginId = getUseId();
var useId_default = useOriginId ? function useId(id) {
	const reactId = useOriginId();
	if (id) return id;
	if (process.env.NODE_ENV === "test") return "test-id";
	return reactId;
} : function useCompatId(id) {
	const [innerId, setInnerId] = React$1.useState("ssr-id");
	React$1.useEffect(() => {
		const nextId = uuid$3;
		uuid$3 += 1;
		setInnerId(`rc_unique_${nextId}`);
	}, []);
	if (id) return id;
	if (process.env.NODE_ENV === "test") return "test-id";
	return innerId;
};
// node_modules/@rc-component/util/es/hooks/useMemo.js
function useMemo$1(getValue, condition, shouldUpdate) {
	const cacheRef = React$1.useRef({});
	if (!("value" in cacheRef.current) || shouldUpdate(cacheRef.current.condition, condition)) {
		cacheRef.current.value = getValue();
		cacheRef.current.condition = condition;
	}
	return cacheRef.current.value;
}
// node_modules/@rc-component/util/es/isMobile.js
var cached$1;
var getIsMobile = () => {
	if (typeof cached$1 === "undefined") cached$1 = isMobile();
	return cached$1;
};
// node_modules/@rc-component/util/es/hooks/useSyncState.js
/**
* Same as React.useState but will always get latest state.
* This is useful when React merge multiple state updates into one.
* e.g. onTransitionEnd trigger multiple event at once will be merged state update in React.
*/
function useSyncState(defaultValue) {
	const [, forceUpdate] = React$1.useReducer((x) => x + 1, 0);
	const currentValueRef = React$1.useRef(defaultValue);
	return [useEvent(() => {
		return currentValueRef.current;
	}), useEvent((updater) => {
		currentValueRef.current = typeof updater === "function" ? updater(currentValueRef.current) : updater;
		forceUpdate();
	})];
}
// node_modules/@rc-component/util/es/React/isFragment.js
var REACT_ELEMENT_TYPE_18 = Symbol.for("react.element");
var REACT_ELEMENT_TYPE_19 = Symbol.for("react.transitional.element");
var REACT_FRAGMENT_TYPE = Symbol.for("react.fragment");
/**
* Compatible with React 18 or 19 to check if node is a Fragment.
*/
function isFragment$1(object) {
	return object && typeof object === "object" && (object.$$typeof === REACT_ELEMENT_TYPE_18 || object.$$typeof === REACT_ELEMENT_TYPE_19) && object.type === REACT_FRAGMENT_TYPE;
}
// node_modules/@rc-component/util/es/ref.js
var ReactMajorVersion = Number(version?.split(".")[0]);
var fillRef = (ref, node) => {
	if (typeof ref === "function") ref(node);
	else if (typeof ref === "object" && ref && "current" in ref) ref.current = node;
};
/**
* Merge refs into one ref function to support ref passing.
*/
var composeRef = (...refs) => {
	const refList = refs.filter(Boolean);
	if (refList.length <= 1) return refList[0];
	return (node) => {
		refs.forEach((ref) => {
			fillRef(ref, node);
		});
	};
};
var useComposeRef = (...refs) => {
	return useMemo$1(() => composeRef(...refs), refs, (prev, next) => prev.length !== next.length || prev.every((ref, i) => ref !== next[i]));
};
var supportRef = (nodeOrComponent) => {
	if (!nodeOrComponent) return false;
	if (isReactElement(nodeOrComponent) && ReactMajorVersion >= 19) return true;
	const type = isMemo(nodeOrComponent) ? nodeOrComponent.type.type : nodeOrComponent.type;
	if (typeof type === "function" && !type.prototype?.render && type.$$typeof !== ForwardRef) return false;
	if (typeof nodeOrComponent === "function" && !nodeOrComponent.prototype?.render && nodeOrComponent.$$typeof !== ForwardRef) return false;
	return true;
};
function isReactElement(node) {
	return /*#__PURE__*/ isValidElement(node) && !isFragment$1(node);
}
var supportNodeRef = (node) => {
	return isReactElement(node) && supportRef(node);
};
/**
* In React 19. `ref` is not a property from node.
* But a property from `props.ref`.
* To check if `props.ref` exist or fallback to `ref`.
*/
var getNodeRef = (node) => {
	if (node && isReactElement(node)) {
		const ele = node;
		return ele.props.propertyIsEnumerable("ref") ? ele.props.ref : ele.ref;
	}
	return null;
};
// node_modules/@rc-component/util/es/Dom/contains.js
function contains$1(root, n) {
	if (!root) return false;
	if (root.contains) return root.contains(n);
	let node = n;
	while (node) {
		if (node === root) return true;
		node = node.parentNode;
	}
	return false;
}
// node_modules/@rc-component/util/es/Dom/dynamicCSS.js
var APPEND_ORDER$1 = "data-rc-order";
var APPEND_PRIORITY$1 = "data-rc-priority";
var MARK_KEY$1 = `rc-util-key`;
var containerCache$1 = /* @__PURE__ */ new Map();
function getMark$1({ mark } = {}) {
	if (mark) return mark.startsWith("data-") ? mark : `data-${mark}`;
	return MARK_KEY$1;
}
function getContainer$1(option) {
	if (option.attachTo) return option.attachTo;
	return document.querySelector("head") || document.body;
}
function getOrder$1(prepend) {
	if (prepend === "queue") return "prependQueue";
	return prepend ? "prepend" : "append";
}
/**
* Find style which inject by rc-util
*/
function findStyles$1(container) {
	if (!container) return [];
	return Array.from((containerCache$1.get(container) || container).children).filter((node) => node.tagName === "STYLE");
}
function injectCSS$1(css, option = {}) {
	if (!canUseDom$1()) return null;
	const { csp, prepend, priority = 0 } = option;
	const mergedOrder = getOrder$1(prepend);
	const isPrependQueue = mergedOrder === "prependQueue";
	const styleNode = document.createElement("style");
	styleNode.setAttribute(APPEND_ORDER$1, mergedOrder);
	if (isPrependQueue && priority) styleNode.setAttribute(APPEND_PRIORITY$1, `${priority}`);
	if (csp?.nonce) styleNode.nonce = csp?.nonce;
	styleNode.innerHTML = css;
	const container = getContainer$1(option);
	if (!container) return null;
	const { firstChild } = container;
	if (prepend) {
		if (isPrependQueue) {
			const existStyle = (option.styles || findStyles$1(container)).filter((node) => {
				if (!["prepend", "prependQueue"].includes(node.getAttribute(APPEND_ORDER$1))) return false;
				const nodePriority = Number(node.getAttribute(APPEND_PRIORITY$1) || 0);
				return priority >= nodePriority;
			});
			if (existStyle.length) {
				container.insertBefore(styleNode, existStyle[existStyle.length - 1].nextSibling);
				return styleNode;
			}
		}
		container.insertBefore(styleNode, firstChild);
	} else container.appendChild(styleNode);
	return styleNode;
}
function findExistNode$1(key, option = {}) {
	let { styles } = option;
	styles ||= findStyles$1(getContainer$1(option));
	return styles.find((node) => node.getAttribute(getMark$1(option)) === key);
}
function removeCSS(key, option = {}) {
	const existNode = findExistNode$1(key, option);
	if (existNode) getContainer$1(option)?.removeChild(existNode);
}
/**
* qiankun will inject `appendChild` to insert into other
*/
function syncRealContainer$1(container, option) {
	const cachedRealContainer = containerCache$1.get(container);
	if (!cachedRealContainer || !contains$1(document, cachedRealContainer)) {
		const placeholderStyle = injectCSS$1("", option);
		if (!placeholderStyle) return;
		const { parentNode } = placeholderStyle;
		containerCache$1.set(container, parentNode);
		container.removeChild(placeholderStyle);
	}
}
function updateCSS$1(css, key, originOption = {}) {
	const container = getContainer$1(originOption);
	if (!container) return null;
	const styles = findStyles$1(container);
	const option = {
		...originOption,
		styles
	};
	syncRealContainer$1(container, option);
	const existNode = findExistNode$1(key, option);
	if (existNode) {
		if (option.csp?.nonce && existNode.nonce !== option.csp?.nonce) existNode.nonce = option.csp?.nonce;
		if (existNode.innerHTML !== css) existNode.innerHTML = css;
		return existNode;
	}
	const newNode = injectCSS$1(css, option);
	if (!newNode) return null;
	newNode.setAttribute(getMark$1(option), key);
	return newNode;
}
// node_modules/@rc-component/util/es/Dom/findDOMNode.js
function isDOM(node) {
	return node instanceof HTMLElement || node instanceof SVGElement;
}
/**
* Retrieves a DOM node via a ref, and does not invoke `findDOMNode`.
*/
function getDOM(node) {
	if (node && typeof node === "object" && isDOM(node.nativeElement)) return node.nativeElement;
	if (isDOM(node)) return node;
	return null;
}
// node_modules/@rc-component/util/es/Dom/isVisible.js
var isVisible_default = ((element) => {
	if (!element) return false;
	if (element instanceof Element) {
		if (element.offsetParent) return true;
		if (element.getBBox) {
			const { width, height } = element.getBBox();
			if (width || height) return true;
		}
		if (element.getBoundingClientRect) {
			const { width, height } = element.getBoundingClientRect();
			if (width || height) return true;
		}
	}
	return false;
});
// node_modules/@rc-component/util/es/Dom/focus.js
function focusable(node, includePositive = false) {
	if (isVisible_default(node)) {
		const nodeName = node.nodeName.toLowerCase();
		const isFocusableElement = [
			"input",
			"select",
			"textarea",
			"button"
		].includes(nodeName) || node.isContentEditable || nodeName === "a" && !!node.getAttribute("href");
		const tabIndexAttr = node.getAttribute("tabindex");
		const tabIndexNum = Number(tabIndexAttr);
		let tabIndex = null;
		if (tabIndexAttr && !Number.isNaN(tabIndexNum)) tabIndex = tabIndexNum;
		else if (isFocusableElement && tabIndex === null) tabIndex = 0;
		if (isFocusableElement && node.disabled) tabIndex = null;
		return tabIndex !== null && (tabIndex >= 0 || includePositive && tabIndex < 0);
	}
	return false;
}
function getFocusNodeList(node, includePositive = false) {
	const res = [...node.querySelectorAll("*")].filter((child) => {
		return focusable(child, includePositive);
	});
	if (focusable(node, includePositive)) res.unshift(node);
	return res;
}
/**
* Focus element and set cursor position for input/textarea elements.
*/
function triggerFocus(element, option) {
	if (!element) return;
	element.focus(option);
	const { cursor } = option || {};
	if (cursor && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
		const len = element.value.length;
		switch (cursor) {
			case "start":
				element.setSelectionRange(0, 0);
				break;
			case "end":
				element.setSelectionRange(len, len);
				break;
			default: element.setSelectionRange(0, len);
		}
	}
}
var lastFocusElement = null;
var focusElements = [];
var idToElementMap = /* @__PURE__ */ new Map();
var ignoredElementMap = /* @__PURE__ */ new Map();
function getLastElement() {
	return focusElements[focusElements.length - 1];
}
function isIgnoredElement(element) {
	const lastElement = getLastElement();
	if (element && lastElement) {
		let lockId;
		for (const [id, ele] of idToElementMap.entries()) if (ele === lastElement) {
			lockId = id;
			break;
		}
		const ignoredEle = ignoredElementMap.get(lockId);
		return !!ignoredEle && (ignoredEle === element || ignoredEle.contains(element));
	}
	return false;
}
function hasFocus(element) {
	const { activeElement } = document;
	return element === activeElement || element.contains(activeElement);
}
function syncFocus() {
	const lastElement = getLastElement();
	const { activeElement } = document;
	if (isIgnoredElement(activeElement)) return;
	if (lastElement && !hasFocus(lastElement)) {
		const focusableList = getFocusNodeList(lastElement);
		(focusableList.includes(lastFocusElement) ? lastFocusElement : focusableList[0])?.focus({ preventScroll: true });
	} else lastFocusElement = activeElement;
}
function onWindowKeyDown(e) {
	if (e.key === "Tab") {
		const { activeElement } = document;
		const focusableList = getFocusNodeList(getLastElement());
		const last = focusableList[focusableList.length - 1];
		if (e.shiftKey && activeElement === focusableList[0]) lastFocusElement = last;
		else if (!e.shiftKey && activeElement === last) lastFocusElement = focusableList[0];
	}
}
/**
* Lock focus in the element.
* It will force back to the first focusable element when focus leaves the element.
* @param id - A stable ID for this lock instance
*/
function lockFocus(element, id) {
	if (element) {
		idToElementMap.set(id, element);
		focusElements = focusElements.filter((ele) => ele !== element);
		focusElements.push(element);
		window.addEventListener("focusin", syncFocus);
		window.addEventListener("keydown", onWindowKeyDown, true);
		syncFocus();
	}
	return () => {
		lastFocusElement = null;
		focusElements = focusElements.filter((ele) => ele !== element);
		idToElementMap.delete(id);
		ignoredElementMap.delete(id);
		if (focusElements.length === 0) {
			window.removeEventListener("focusin", syncFocus);
			window.removeEventListener("keydown", onWindowKeyDown, true);
		}
	};
}
/**
* Retry an effect until it reports ready.
* When `ready` is `false`, it will schedule one more effect cycle and call `func` again
* with the next `retryTimes`.
*/
function useRetryEffect(func, deps) {
	const retryTimesRef = useRef(0);
	const [retryMark, setRetryMark] = useState(0);
	useEffect(() => {
		retryTimesRef.current = 0;
	}, deps);
	useEffect(() => {
		const [clearFn, ready] = func(retryTimesRef.current);
		if (!ready) {
			retryTimesRef.current += 1;
			setRetryMark((count) => count + 1);
		}
		return clearFn;
	}, [...deps, retryMark]);
}
/**
* Lock focus within an element.
* When locked, focus will be restricted to focusable elements within the specified element.
* If multiple elements are locked, only the last locked element will be effective.
* @returns A function to mark an element as ignored, which will temporarily allow focus on that element even if it's outside the locked area.
*/
function useLockFocus(lock, getElement) {
	const id = useId_default();
	const getElementRef = useRef(getElement);
	getElementRef.current = getElement;
	const lockEffect = (retryTimes) => {
		if (!lock) return [void 0, true];
		const element = getElementRef.current();
		if (element) return [lockFocus(element, id), true];
		return [void 0, retryTimes >= 1];
	};
	useRetryEffect(lockEffect, [id, lock]);
	const ignoreElement = (ele) => {
		if (ele) ignoredElementMap.set(id, ele);
	};
	return [ignoreElement];
}
// node_modules/@rc-component/util/es/Dom/shadow.js
function getRoot$1(ele) {
	return ele?.getRootNode?.();
}
/**
* Check if is in shadowRoot
*/
function inShadow(ele) {
	return getRoot$1(ele) instanceof ShadowRoot;
}
/**
* Return shadowRoot if possible
*/
function getShadowRoot$1(ele) {
	return inShadow(ele) ? getRoot$1(ele) : null;
}
// node_modules/@rc-component/util/es/getScrollBarSize.js
var cached;
function measureScrollbarSize(ele) {
	const randomId = `rc-scrollbar-measure-${Math.random().toString(36).substring(7)}`;
	const measureEle = document.createElement("div");
	measureEle.id = randomId;
	const measureStyle = measureEle.style;
	measureStyle.position = "absolute";
	measureStyle.left = "0";
	measureStyle.top = "0";
	measureStyle.width = "100px";
	measureStyle.height = "100px";
	measureStyle.overflow = "scroll";
	let fallbackWidth;
	let fallbackHeight;
	if (ele) {
		const targetStyle = getComputedStyle(ele);
		measureStyle.scrollbarColor = targetStyle.scrollbarColor;
		measureStyle.scrollbarWidth = targetStyle.scrollbarWidth;
		const webkitScrollbarStyle = getComputedStyle(ele, "::-webkit-scrollbar");
		const width = parseInt(webkitScrollbarStyle.width, 10);
		const height = parseInt(webkitScrollbarStyle.height, 10);
		try {
			updateCSS$1(`
#${randomId}::-webkit-scrollbar {
${width ? `width: ${webkitScrollbarStyle.width};` : ""}
${height ? `height: ${webkitScrollbarStyle.height};` : ""}
}`, randomId);
		} catch (e) {
			console.error(e);
			fallbackWidth = width;
			fallbackHeight = height;
		}
	}
	document.body.appendChild(measureEle);
	const scrollWidth = ele && fallbackWidth && !Number.isNaN(fallbackWidth) ? fallbackWidth : measureEle.offsetWidth - measureEle.clientWidth;
	const scrollHeight = ele && fallbackHeight && !Number.isNaN(fallbackHeight) ? fallbackHeight : measureEle.offsetHeight - measureEle.clientHeight;
	document.body.removeChild(measureEle);
	removeCSS(randomId);
	return {
		width: scrollWidth,
		height: scrollHeight
	};
}
function getScrollBarSize(fresh) {
	if (typeof document === "undefined") return 0;
	if (fresh || cached === void 0) cached = measureScrollbarSize();
	return cached.width;
}
function getTargetScrollBarSize(target) {
	if (typeof document === "undefined" || !target || !(target instanceof Element)) return {
		width: 0,
		height: 0
	};
	return measureScrollbarSize(target);
}
// node_modules/@rc-component/util/es/warning.js
var warned$1 = {};
var preWarningFns = [];
/**
* Pre warning enable you to parse content before console.error.
* Modify to null will prevent warning.
*/
var preMessage = (fn) => {
	preWarningFns.push(fn);
};
/**
* Warning if condition not match.
* @param valid Condition
* @param message Warning message
* @example
* ```js
* warning(false, 'some error'); // print some error
* warning(true, 'some error'); // print nothing
* warning(1 === 2, 'some error'); // print some error
* ```
*/
function warning$3(valid, message) {
	if (process.env.NODE_ENV !== "production" && !valid && console !== void 0) {
		const finalMessage = preWarningFns.reduce((msg, preMessageFn) => preMessageFn(msg ?? "", "warning"), message);
		if (finalMessage) console.error(`Warning: ${finalMessage}`);
	}
}
/** @see Similar to {@link warning} */
function note(valid, message) {
	if (process.env.NODE_ENV !== "production" && !valid && console !== void 0) {
		const finalMessage = preWarningFns.reduce((msg, preMessageFn) => preMessageFn(msg ?? "", "note"), message);
		if (finalMessage) console.warn(`Note: ${finalMessage}`);
	}
}
function resetWarned$1() {
	warned$1 = {};
}
function call(method, valid, message) {
	if (!valid && !warned$1[message]) {
		method(false, message);
		warned$1[message] = true;
	}
}
/** @see Same as {@link warning}, but only warn once for the same message */
function warningOnce$1(valid, message) {
	call(warning$3, valid, message);
}
/** @see Same as {@link warning}, but only warn once for the same message */
function noteOnce(valid, message) {
	call(note, valid, message);
}
warningOnce$1.preMessage = preMessage;
warningOnce$1.resetWarned = resetWarned$1;
warningOnce$1.noteOnce = noteOnce;
// node_modules/@rc-component/util/es/isEqual.js
/**
* Deeply compares two object literals.
* @param obj1 object 1
* @param obj2 object 2
* @param shallow shallow compare
* @returns
*/
function isEqual(obj1, obj2, shallow = false) {
	const refSet = /* @__PURE__ */ new Set();
	function deepEqual(a, b, level = 1) {
		const circular = refSet.has(a);
		warningOnce$1(!circular, "Warning: There may be circular references");
		if (circular) return false;
		if (a === b) return true;
		if (shallow && level > 1) return false;
		refSet.add(a);
		const newLevel = level + 1;
		if (Array.isArray(a)) {
			if (!Array.isArray(b) || a.length !== b.length) return false;
			for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i], newLevel)) return false;
			return true;
		}
		if (a && b && typeof a === "object" && typeof b === "object") {
			const keys = Object.keys(a);
			if (keys.length !== Object.keys(b).length) return false;
			return keys.every((key) => deepEqual(a[key], b[key], newLevel));
		}
		return false;
	}
	return deepEqual(obj1, obj2);
}
// node_modules/@rc-component/util/es/is.js
/**
* Check if a value is neither `null` nor `undefined`.
*/
function isNonNullable$1(value) {
	return value !== void 0 && value !== null;
}
/**
* Check whether a value should be treated as renderable content.
*
* Returns `false` only for `null`, `undefined`, `false`, and `''`; all other
* values, including `0` and `true`, are treated as renderable.
*
* This is a compatibility-oriented presence check, not a complete React node
* validator.
*/
function isReactRenderable(value) {
	return isNonNullable$1(value) && value !== false && value !== "";
}
// node_modules/@rc-component/util/es/omit.js
function omit(obj, fields) {
	const clone = Object.assign({}, obj);
	if (Array.isArray(fields)) fields.forEach((key) => {
		delete clone[key];
	});
	return clone;
}
// node_modules/@rc-component/util/es/pickAttrs.js
var propList = `accept acceptCharset accessKey action allowFullScreen allowTransparency
    alt async autoComplete autoFocus autoPlay capture cellPadding cellSpacing challenge
    charSet checked classID className colSpan cols content contentEditable contextMenu
    controls coords crossOrigin data dateTime default defer dir disabled download draggable
    encType form formAction formEncType formMethod formNoValidate formTarget frameBorder
    headers height hidden high href hrefLang htmlFor httpEquiv icon id inputMode integrity
    is keyParams keyType kind label lang list loop low manifest marginHeight marginWidth max maxLength media
    mediaGroup method min minLength multiple muted name noValidate nonce open
    optimum pattern placeholder poster preload radioGroup readOnly rel required
    reversed role rowSpan rows sandbox scope scoped scrolling seamless selected
    shape size sizes span spellCheck src srcDoc srcLang srcSet start step style
    summary tabIndex target title type useMap value width wmode wrap onCopy onCut onPaste onCompositionEnd onCompositionStart onCompositionUpdate onKeyDown
    onKeyPress onKeyUp onFocus onBlur onChange onInput onSubmit onClick onContextMenu onDoubleClick
    onDrag onDragEnd onDragEnter onDragExit onDragLeave onDragOver onDragStart onDrop onMouseDown
    onMouseEnter onMouseLeave onMouseMove onMouseOut onMouseOver onMouseUp onSelect onTouchCancel
    onTouchEnd onTouchMove onTouchStart onScroll onWheel onAbort onCanPlay onCanPlayThrough
    onDurationChange onEmptied onEncrypted onEnded onError onLoadedData onLoadedMetadata
    onLoadStart onPause onPlay onPlaying onProgress onRateChange onSeeked onSeeking onStalled onSuspend onTimeUpdate onVolumeChange onWaiting onLoad
    onPointerDown onPointerMove onPointerUp onPointerCancel onPointerEnter onPointerLeave onPointerOver onPointerOut onGotPointerCapture onLostPointerCapture
    onAnimationStart onAnimationEnd onAnimationIteration
    onTransitionEnd onTransitionRun onTransitionStart onTransitionCancel
    onBeforeInput onReset onInvalid
    onAuxClick onToggle onBeforeToggle onCancel onClose onResize onScrollEnd`.split(/[\s\n]+/);
var ariaPrefix = "aria-";
var dataPrefix = "data-";
function match(key, prefix) {
	return key.indexOf(prefix) === 0;
}
/**
* Picker props from exist props with filter
* @param props Passed props
* @param ariaOnly boolean | { aria?: boolean; data?: boolean; attr?: boolean; } filter config
*/
function pickAttrs(props, ariaOnly = false) {
	let mergedConfig;
	if (ariaOnly === false) mergedConfig = {
		aria: true,
		data: true,
		attr: true
	};
	else if (ariaOnly === true) mergedConfig = { aria: true };
	else mergedConfig = { ...ariaOnly };
	const attrs = {};
	Object.keys(props).forEach((key) => {
		if (mergedConfig.aria && (key === "role" || match(key, ariaPrefix)) || mergedConfig.data && match(key, dataPrefix) || mergedConfig.attr && propList.includes(key)) attrs[key] = props[key];
	});
	return attrs;
}
// node_modules/@rc-component/util/es/Children/toArray.js
function toArray$2(children, option = {}) {
	let ret = [];
	React.Children.forEach(children, (child) => {
		if ((child === void 0 || child === null) && !option.keepEmpty) return;
		if (Array.isArray(child)) ret = ret.concat(toArray$2(child));
		else if (isFragment$1(child) && child.props) ret = ret.concat(toArray$2(child.props.children, option));
		else ret.push(child);
	});
	return ret;
}
// node_modules/@rc-component/util/es/mergeProps.js
/**
* Merges multiple props objects into one. Unlike `Object.assign()` or `{ ...a, ...b }`, it skips
* properties whose value is explicitly set to `undefined`.
*/
function mergeProps(...items) {
	const ret = {};
	for (const item of items) if (item) {
		for (const key of Object.keys(item)) if (item[key] !== void 0) ret[key] = item[key];
	}
	return ret;
}
// node_modules/@rc-component/util/es/utils/get.js
function get(entity, path) {
	let current = entity;
	for (let i = 0; i < path.length; i += 1) {
		if (current === null || current === void 0) return;
		current = current[path[i]];
	}
	return current;
}
// node_modules/@rc-component/util/es/utils/set.js
function internalSet(entity, paths, value, removeIfUndefined) {
	if (!paths.length) return value;
	const [path, ...restPath] = paths;
	let clone;
	if (!entity && typeof path === "number") clone = [];
	else if (Array.isArray(entity)) clone = [...entity];
	else clone = { ...entity };
	if (removeIfUndefined && value === void 0 && restPath.length === 1) {
		const origin = clone[path];
		if (origin && typeof origin === "object") {
			const child = Array.isArray(origin) ? [...origin] : { ...origin };
			delete child[restPath[0]];
			clone[path] = child;
		}
	} else clone[path] = internalSet(clone[path], restPath, value, removeIfUndefined);
	return clone;
}
function set(entity, paths, value, removeIfUndefined = false) {
	if (paths.length && removeIfUndefined && value === void 0 && !get(entity, paths.slice(0, -1))) return entity;
	return internalSet(entity, paths, value, removeIfUndefined);
}
function isObject(obj) {
	return typeof obj === "object" && obj !== null && Object.getPrototypeOf(obj) === Object.prototype;
}
function createEmpty(source) {
	return Array.isArray(source) ? [] : {};
}
var keys = typeof Reflect === "undefined" ? Object.keys : Reflect.ownKeys;
/**
* Merge multiple objects. Support custom merge logic.
* @param sources object sources
* @param config.prepareArray Customize array prepare function.
* It will return empty [] by default.
* So when match array, it will auto be override with next array in sources.
*/
function mergeWith(sources, config = {}) {
	const { prepareArray } = config;
	const finalPrepareArray = prepareArray || (() => []);
	let clone = createEmpty(sources[0]);
	sources.forEach((src) => {
		function internalMerge(path, parentLoopSet) {
			const loopSet = new Set(parentLoopSet);
			const value = get(src, path);
			const isArr = Array.isArray(value);
			if (isArr || isObject(value)) {
				if (!loopSet.has(value)) {
					loopSet.add(value);
					const originValue = get(clone, path);
					if (isArr) clone = set(clone, path, finalPrepareArray(originValue, value));
					else if (!originValue || typeof originValue !== "object") clone = set(clone, path, createEmpty(value));
					keys(value).forEach((key) => {
						if (Object.getOwnPropertyDescriptor(value, key).enumerable) internalMerge([...path, key], loopSet);
					});
				}
			} else clone = set(clone, path, value);
		}
		internalMerge([]);
	});
	return clone;
}
/**
* Merge multiple objects into a new single object.
* Arrays will be replaced by default.
*/
function merge$1(...sources) {
	return mergeWith(sources);
}
// node_modules/@rc-component/util/es/React/render.js
var MARK = "__rc_react_root__";
function render(node, container) {
	const root = container[MARK] || createRoot(container);
	root.render(node);
	container[MARK] = root;
}
async function unmount(container) {
	return Promise.resolve().then(() => {
		container[MARK]?.unmount();
		delete container[MARK];
	});
}
// node_modules/antd/es/_util/warning.js
function noop$1() {}
var { resetWarned: rcResetWarned } = warningOnce$1;
var deprecatedWarnList = null;
function resetWarned() {
	deprecatedWarnList = null;
	rcResetWarned();
}
var _warning = noop$1;
if (process.env.NODE_ENV !== "production") _warning = (valid, component, message) => {
	warningOnce$1(valid, `[antd: ${component}] ${message}`);
	if (process.env.NODE_ENV === "test") resetWarned();
};
var warning$2 = _warning;
var WarningContext = /*#__PURE__*/ React$1.createContext({});
/**
* This is a hook only used in development.
* We should always wrap this in `if (process.env.NODE_ENV !== 'production')` condition.
*/
var useDevWarning = process.env.NODE_ENV !== "production" ? (component) => {
	const { strict } = React$1.useContext(WarningContext);
	const typeWarning = (valid, type, message) => {
		if (!valid) {
			if (strict === false && type === "deprecated") {
				const existWarning = deprecatedWarnList;
				if (!deprecatedWarnList) deprecatedWarnList = {};
				deprecatedWarnList[component] = deprecatedWarnList[component] || [];
				if (!deprecatedWarnList[component].includes(message || "")) deprecatedWarnList[component].push(message || "");
				if (!existWarning) console.warn("[antd] There exists deprecated usage in your code:", deprecatedWarnList);
			} else process.env.NODE_ENV !== "production" && warning$2(valid, component, message);
		}
	};
	typeWarning.deprecated = (valid, oldProp, newProp, message = "") => {
		typeWarning(valid, "deprecated", `\`${oldProp}\` is deprecated. Please use \`${newProp}\` instead.${message ? ` ${message}` : ""}`);
	};
	return typeWarning;
} : () => {
	const noopWarning = () => {};
	noopWarning.deprecated = noop$1;
	return noopWarning;
};
var devUseWarning = useDevWarning;
// node_modules/@rc-component/resize-observer/es/Collection.js
var CollectionContext = /*#__PURE__*/ React$1.createContext(null);
/**
* Collect all the resize event from children ResizeObserver
*/
function Collection({ children, onBatchResize }) {
	const resizeIdRef = React$1.useRef(0);
	const resizeInfosRef = React$1.useRef([]);
	const onCollectionResize = React$1.useContext(CollectionContext);
	const onResize = React$1.useCallback((size, element, data) => {
		resizeIdRef.current += 1;
		const currentId = resizeIdRef.current;
		resizeInfosRef.current.push({
			size,
			element,
			data
		});
		Promise.resolve().then(() => {
			if (currentId === resizeIdRef.current) {
				onBatchResize?.(resizeInfosRef.current);
				resizeInfosRef.current = [];
			}
		});
		onCollectionResize?.(size, element, data);
	}, [onBatchResize, onCollectionResize]);
	return /*#__PURE__*/ React$1.createElement(CollectionContext.Provider, { value: onResize }, children);
}
// node_modules/@rc-component/resize-observer/es/utils/observerUtil.js
var elementListeners = /* @__PURE__ */ new Map();
function onResize(entities) {
	entities.forEach((entity) => {
		const { target } = entity;
		elementListeners.get(target)?.forEach((listener) => listener(target));
	});
}
var observer;
function ensureResizeObserver() {
	if (!observer) observer = new ResizeObserver(onResize);
	return observer;
}
process.env.NODE_ENV;
process.env.NODE_ENV;
function observe(element, callback) {
	if (!elementListeners.has(element)) {
		elementListeners.set(element, /* @__PURE__ */ new Set());
		ensureResizeObserver().observe(element);
	}
	elementListeners.get(element).add(callback);
}
function unobserve(element, callback) {
	if (elementListeners.has(element)) {
		elementListeners.get(element).delete(callback);
		if (!elementListeners.get(element).size) {
			ensureResizeObserver().unobserve(element);
			elementListeners.delete(element);
		}
	}
}
// node_modules/@rc-component/resize-observer/es/useResizeObserver.js
function useResizeObserver(enabled, getTarget, onDelayResize, onSyncResize) {
	const sizeRef = React$1.useRef({
		width: -1,
		height: -1,
		offsetWidth: -1,
		offsetHeight: -1
	});
	const onInternalResize = useEvent((target) => {
		const { width, height } = target.getBoundingClientRect();
		const { offsetWidth, offsetHeight } = target;
		/**
		* Resize observer trigger when content size changed.
		* In most case we just care about element size,
		* let's use `boundary` instead of `contentRect` here to avoid shaking.
		*/
		const fixedWidth = Math.floor(width);
		const fixedHeight = Math.floor(height);
		if (sizeRef.current.width !== fixedWidth || sizeRef.current.height !== fixedHeight || sizeRef.current.offsetWidth !== offsetWidth || sizeRef.current.offsetHeight !== offsetHeight) {
			const size = {
				width: fixedWidth,
				height: fixedHeight,
				offsetWidth,
				offsetHeight
			};
			sizeRef.current = size;
			const mergedOffsetWidth = offsetWidth === Math.round(width) ? width : offsetWidth;
			const mergedOffsetHeight = offsetHeight === Math.round(height) ? height : offsetHeight;
			const sizeInfo = {
				...size,
				offsetWidth: mergedOffsetWidth,
				offsetHeight: mergedOffsetHeight
			};
			onSyncResize?.(sizeInfo, target);
			Promise.resolve().then(() => {
				onDelayResize?.(sizeInfo, target);
			});
		}
	});
	const isFuncTarget = typeof getTarget === "function";
	const funcTargetIdRef = React$1.useRef(0);
	React$1.useEffect(() => {
		const target = isFuncTarget ? getTarget() : getTarget;
		if (target && enabled) observe(target, onInternalResize);
		else if (enabled && isFuncTarget) funcTargetIdRef.current += 1;
		return () => {
			if (target) unobserve(target, onInternalResize);
		};
	}, [enabled, isFuncTarget ? funcTargetIdRef.current : getTarget]);
}
// node_modules/@rc-component/resize-observer/es/SingleObserver/index.js
function SingleObserver(props, ref) {
	const { children, disabled, onResize, data } = props;
	const elementRef = React$1.useRef(null);
	const onCollectionResize = React$1.useContext(CollectionContext);
	const isRenderProps = typeof children === "function";
	const mergedChildren = isRenderProps ? children(elementRef) : children;
	const canRef = !isRenderProps && /*#__PURE__*/ React$1.isValidElement(mergedChildren) && supportRef(mergedChildren);
	const mergedRef = useComposeRef(canRef ? getNodeRef(mergedChildren) : null, elementRef);
	const getDomElement = () => {
		return getDOM(elementRef.current);
	};
	React$1.useImperativeHandle(ref, () => getDomElement());
	useResizeObserver(!disabled, getDomElement, onResize, (sizeInfo, target) => {
		onCollectionResize?.(sizeInfo, target, data);
	});
	return canRef ? /*#__PURE__*/ React$1.cloneElement(mergedChildren, { ref: mergedRef }) : mergedChildren;
}
var RefSingleObserver = /*#__PURE__*/ React$1.forwardRef(SingleObserver);
if (process.env.NODE_ENV !== "production") RefSingleObserver.displayName = "SingleObserver";
// node_modules/@rc-component/resize-observer/es/index.js
function _extends$22() {
	_extends$22 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$22.apply(this, arguments);
}
var INTERNAL_PREFIX_KEY = "rc-observer-key";
function ResizeObserver$1(props, ref) {
	const { children } = props;
	const childNodes = typeof children === "function" ? [children] : toArray$2(children);
	if (process.env.NODE_ENV !== "production") {
		if (childNodes.length > 1) warning$3(false, "Find more than one child node with `children` in ResizeObserver. Please use ResizeObserver.Collection instead.");
		else if (childNodes.length === 0) warning$3(false, "`children` of ResizeObserver is empty. Nothing is in observe.");
	}
	return childNodes.map((child, index) => {
		const key = child?.key || `${INTERNAL_PREFIX_KEY}-${index}`;
		return /*#__PURE__*/ React$1.createElement(RefSingleObserver, _extends$22({}, props, {
			key,
			ref: index === 0 ? ref : void 0
		}), child);
	});
}
var RefResizeObserver = /*#__PURE__*/ React$1.forwardRef(ResizeObserver$1);
if (process.env.NODE_ENV !== "production") RefResizeObserver.displayName = "ResizeObserver";
RefResizeObserver.Collection = Collection;
var defaultIconPrefixCls = "anticon";
var Variants = [
	"outlined",
	"borderless",
	"filled",
	"underlined"
];
var defaultGetPrefixCls = (suffixCls, customizePrefixCls) => {
	if (customizePrefixCls) return customizePrefixCls;
	return suffixCls ? `ant-${suffixCls}` : "ant";
};
var ConfigContext = /*#__PURE__*/ React$1.createContext({
	getPrefixCls: defaultGetPrefixCls,
	iconPrefixCls: defaultIconPrefixCls
});
var { Consumer: ConfigConsumer } = ConfigContext;
var EMPTY_OBJECT = {};
/**
* Get ConfigProvider configured component props.
* This help to reduce bundle size for saving `?.` operator.
* Do not use as `useMemo` deps since we do not cache the object here.
*
* NOTE: not refactor this with `useMemo` since memo will cost another memory space,
* which will waste both compare calculation & memory.
*/
function useComponentConfig(propName) {
	const context = React$1.useContext(ConfigContext);
	const { getPrefixCls, direction, getPopupContainer, renderEmpty } = context;
	return {
		classNames: EMPTY_OBJECT,
		styles: EMPTY_OBJECT,
		...context[propName],
		getPrefixCls,
		direction,
		getPopupContainer,
		renderEmpty
	};
}
// node_modules/@emotion/hash/dist/hash.esm.js
function murmur2(str) {
	var h = 0;
	var k, i = 0, len = str.length;
	for (; len >= 4; ++i, len -= 4) {
		k = str.charCodeAt(i) & 255 | (str.charCodeAt(++i) & 255) << 8 | (str.charCodeAt(++i) & 255) << 16 | (str.charCodeAt(++i) & 255) << 24;
		k = (k & 65535) * 1540483477 + ((k >>> 16) * 59797 << 16);
		k ^= k >>> 24;
		h = (k & 65535) * 1540483477 + ((k >>> 16) * 59797 << 16) ^ (h & 65535) * 1540483477 + ((h >>> 16) * 59797 << 16);
	}
	switch (len) {
		case 3: h ^= (str.charCodeAt(i + 2) & 255) << 16;
		case 2: h ^= (str.charCodeAt(i + 1) & 255) << 8;
		case 1:
			h ^= str.charCodeAt(i) & 255;
			h = (h & 65535) * 1540483477 + ((h >>> 16) * 59797 << 16);
	}
	h ^= h >>> 13;
	h = (h & 65535) * 1540483477 + ((h >>> 16) * 59797 << 16);
	return ((h ^ h >>> 15) >>> 0).toString(36);
}
// node_modules/@ant-design/cssinjs/es/Cache.js
var SPLIT$1 = "%";
/** Connect key with `SPLIT` */
function pathKey(keys) {
	return keys.join(SPLIT$1);
}
/** Record update id for extract static style order. */
var updateId = 0;
var Entity = class {
	instanceId;
	constructor(instanceId) {
		this.instanceId = instanceId;
	}
	/** @private Internal cache map. Do not access this directly */
	cache = /* @__PURE__ */ new Map();
	/** @private Record update times for each key */
	updateTimes = /* @__PURE__ */ new Map();
	extracted = /* @__PURE__ */ new Set();
	get(keys) {
		return this.opGet(pathKey(keys));
	}
	/** A fast get cache with `get` concat. */
	opGet(keyPathStr) {
		return this.cache.get(keyPathStr) || null;
	}
	update(keys, valueFn) {
		return this.opUpdate(pathKey(keys), valueFn);
	}
	/** A fast get cache with `get` concat. */
	opUpdate(keyPathStr, valueFn) {
		const nextValue = valueFn(this.cache.get(keyPathStr));
		if (nextValue === null) {
			this.cache.delete(keyPathStr);
			this.updateTimes.delete(keyPathStr);
		} else {
			this.cache.set(keyPathStr, nextValue);
			this.updateTimes.set(keyPathStr, updateId);
			updateId += 1;
		}
	}
};
// node_modules/@ant-design/cssinjs/es/StyleContext.js
var ATTR_TOKEN = "data-token-hash";
var ATTR_MARK = "data-css-hash";
var ATTR_CACHE_PATH = "data-cache-path";
var CSS_IN_JS_INSTANCE = "__cssinjs_instance__";
function createCache() {
	const cssinjsInstanceId = Math.random().toString(12).slice(2);
	if (typeof document !== "undefined" && document.head && document.body) {
		const styles = document.body.querySelectorAll(`style[data-css-hash]`) || [];
		const { firstChild } = document.head;
		Array.from(styles).forEach((style) => {
			style[CSS_IN_JS_INSTANCE] ||= cssinjsInstanceId;
			if (style["__cssinjs_instance__"] === cssinjsInstanceId) document.head.insertBefore(style, firstChild);
		});
		const styleHash = {};
		Array.from(document.querySelectorAll(`style[${ATTR_MARK}]`)).forEach((style) => {
			const hash = style.getAttribute(ATTR_MARK);
			if (styleHash[hash]) {
				if (style["__cssinjs_instance__"] === cssinjsInstanceId) style.parentNode?.removeChild(style);
			} else styleHash[hash] = true;
		});
	}
	return new Entity(cssinjsInstanceId);
}
var StyleContext = /*#__PURE__*/ React$1.createContext({
	hashPriority: "low",
	cache: createCache(),
	defaultCache: true,
	autoPrefix: false
});
// node_modules/@ant-design/cssinjs/es/theme/ThemeCache.js
function sameDerivativeOption(left, right) {
	if (left.length !== right.length) return false;
	for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) return false;
	return true;
}
var ThemeCache = class ThemeCache {
	static MAX_CACHE_SIZE = 20;
	static MAX_CACHE_OFFSET = 5;
	cache;
	keys;
	cacheCallTimes;
	constructor() {
		this.cache = /* @__PURE__ */ new Map();
		this.keys = [];
		this.cacheCallTimes = 0;
	}
	size() {
		return this.keys.length;
	}
	internalGet(derivativeOption, updateCallTimes = false) {
		let cache = { map: this.cache };
		derivativeOption.forEach((derivative) => {
			if (!cache) cache = void 0;
			else cache = cache?.map?.get(derivative);
		});
		if (cache?.value && updateCallTimes) cache.value[1] = this.cacheCallTimes++;
		return cache?.value;
	}
	get(derivativeOption) {
		return this.internalGet(derivativeOption, true)?.[0];
	}
	has(derivativeOption) {
		return !!this.internalGet(derivativeOption);
	}
	set(derivativeOption, value) {
		if (!this.has(derivativeOption)) {
			if (this.size() + 1 > ThemeCache.MAX_CACHE_SIZE + ThemeCache.MAX_CACHE_OFFSET) {
				const [targetKey] = this.keys.reduce((result, key) => {
					const [, callTimes] = result;
					if (this.internalGet(key)[1] < callTimes) return [key, this.internalGet(key)[1]];
					return result;
				}, [this.keys[0], this.cacheCallTimes]);
				this.delete(targetKey);
			}
			this.keys.push(derivativeOption);
		}
		let cache = this.cache;
		derivativeOption.forEach((derivative, index) => {
			if (index === derivativeOption.length - 1) cache.set(derivative, { value: [value, this.cacheCallTimes++] });
			else {
				const cacheValue = cache.get(derivative);
				if (!cacheValue) cache.set(derivative, { map: /* @__PURE__ */ new Map() });
				else if (!cacheValue.map) cacheValue.map = /* @__PURE__ */ new Map();
				cache = cache.get(derivative).map;
			}
		});
	}
	deleteByPath(currentCache, derivatives) {
		const cache = currentCache.get(derivatives[0]);
		if (derivatives.length === 1) {
			if (!cache.map) currentCache.delete(derivatives[0]);
			else currentCache.set(derivatives[0], { map: cache.map });
			return cache.value?.[0];
		}
		const result = this.deleteByPath(cache.map, derivatives.slice(1));
		if ((!cache.map || cache.map.size === 0) && !cache.value) currentCache.delete(derivatives[0]);
		return result;
	}
	delete(derivativeOption) {
		if (this.has(derivativeOption)) {
			this.keys = this.keys.filter((item) => !sameDerivativeOption(item, derivativeOption));
			return this.deleteByPath(this.cache, derivativeOption);
		}
	}
};
// node_modules/@ant-design/cssinjs/es/theme/Theme.js
var uuid$2 = 0;
/**
* Theme with algorithms to derive tokens from design tokens.
* Use `createTheme` first which will help to manage the theme instance cache.
*/
var Theme = class {
	derivatives;
	id;
	constructor(derivatives) {
		this.derivatives = Array.isArray(derivatives) ? derivatives : [derivatives];
		this.id = uuid$2;
		if (derivatives.length === 0) warning$3(derivatives.length > 0, "[Ant Design CSS-in-JS] Theme should have at least one derivative function.");
		uuid$2 += 1;
	}
	getDerivativeToken(token) {
		return this.derivatives.reduce((result, derivative) => derivative(token, result), void 0);
	}
};
// node_modules/@ant-design/cssinjs/es/theme/createTheme.js
var cacheThemes = new ThemeCache();
/**
* Same as new Theme, but will always return same one if `derivative` not changed.
*/
function createTheme(derivatives) {
	const derivativeArr = Array.isArray(derivatives) ? derivatives : [derivatives];
	if (!cacheThemes.has(derivativeArr)) cacheThemes.set(derivativeArr, new Theme(derivativeArr));
	return cacheThemes.get(derivativeArr);
}
// node_modules/@ant-design/cssinjs/es/util/index.js
var resultCache = /* @__PURE__ */ new WeakMap();
var RESULT_VALUE = {};
function memoResult(callback, deps) {
	let current = resultCache;
	for (let i = 0; i < deps.length; i += 1) {
		const dep = deps[i];
		if (!current.has(dep)) current.set(dep, /* @__PURE__ */ new WeakMap());
		current = current.get(dep);
	}
	if (!current.has(RESULT_VALUE)) current.set(RESULT_VALUE, callback());
	return current.get(RESULT_VALUE);
}
var flattenTokenCache = /* @__PURE__ */ new WeakMap();
/**
* Flatten token to string, this will auto cache the result when token not change
*/
function flattenToken(token) {
	let str = flattenTokenCache.get(token) || "";
	if (!str) {
		Object.keys(token).forEach((key) => {
			const value = token[key];
			str += key;
			if (value instanceof Theme) str += value.id;
			else if (value && typeof value === "object") str += flattenToken(value);
			else str += value;
		});
		str = murmur2(str);
		flattenTokenCache.set(token, str);
	}
	return str;
}
/**
* Convert derivative token to key string
*/
function token2key(token, salt) {
	return murmur2(`${salt}_${flattenToken(token)}`);
}
`random-${Date.now()}-${Math.random()}`.replace(/\./g, "");
var isClientSide = canUseDom$1();
function unit$1(num) {
	if (typeof num === "number") return `${num}px`;
	return num;
}
function where(options) {
	const { hashCls, hashPriority = "low" } = options || {};
	if (!hashCls) return "";
	const hashSelector = `.${hashCls}`;
	return hashPriority === "low" ? `:where(${hashSelector})` : hashSelector;
}
var isNonNullable = (val) => {
	return val !== void 0 && val !== null;
};
/**
* Get nonce value and inject it into CSS config if available.
*/
function injectCSPNonce(config, nonce) {
	const nonceStr = typeof nonce === "function" ? nonce() : nonce;
	if (nonceStr) return {
		...config,
		csp: {
			...config.csp,
			nonce: nonceStr
		}
	};
	return config;
}
// node_modules/@ant-design/cssinjs/es/util/css-variables.js
var token2CSSVar = (token, prefix = "") => {
	return `--${prefix ? `${prefix}-` : ""}${token}`.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/([A-Z]+)([A-Z][a-z0-9]+)/g, "$1-$2").replace(/([a-z])([A-Z0-9])/g, "$1-$2").toLowerCase();
};
var serializeCSSVar = (cssVars, hashId, options) => {
	const { hashCls, hashPriority = "low", scope } = options || {};
	if (!Object.keys(cssVars).length) return "";
	const baseSelector = `${where({
		hashCls,
		hashPriority
	})}.${hashId}`;
	const scopes = [scope].flat().filter(Boolean);
	return `${scopes.length ? scopes.map((s) => `${baseSelector}.${s}`).join(", ") : baseSelector}{${Object.entries(cssVars).map(([key, value]) => `${key}:${value};`).join("")}}`;
};
var transformToken = (token, themeKey, config) => {
	const { hashCls, hashPriority = "low", prefix, unitless, ignore, preserve } = config || {};
	const cssVars = {};
	const result = {};
	Object.entries(token).forEach(([key, value]) => {
		if (preserve?.[key]) result[key] = value;
		else if ((typeof value === "string" || typeof value === "number") && !ignore?.[key]) {
			const cssVar = token2CSSVar(key, prefix);
			cssVars[cssVar] = typeof value === "number" && !unitless?.[key] ? `${value}px` : String(value);
			result[key] = `var(${cssVar})`;
		}
	});
	return [result, serializeCSSVar(cssVars, themeKey, {
		scope: config?.scope,
		hashCls,
		hashPriority
	})];
};
// node_modules/@ant-design/cssinjs/es/hooks/useHMR.js
function useProdHMR() {
	return false;
}
var webpackHMR = false;
function useDevHMR() {
	return webpackHMR;
}
var useHMR_default = process.env.NODE_ENV === "production" ? useProdHMR : useDevHMR;
if (process.env.NODE_ENV !== "production" && typeof module !== "undefined" && module && module.hot && typeof window !== "undefined") {
	const win = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : null;
	if (win && typeof win.webpackHotUpdate === "function") {
		const originWebpackHotUpdate = win.webpackHotUpdate;
		win.webpackHotUpdate = (...args) => {
			webpackHMR = true;
			setTimeout(() => {
				webpackHMR = false;
			}, 0);
			return originWebpackHotUpdate(...args);
		};
	}
}
// node_modules/@ant-design/cssinjs/es/hooks/useGlobalCache.js
var effectMap = /* @__PURE__ */ new Map();
function useGlobalCache(prefix, keyPath, cacheFn, onCacheRemove, onCacheEffect) {
	const { cache: globalCache } = React$1.useContext(StyleContext);
	const fullPathStr = pathKey([prefix, ...keyPath]);
	const HMRUpdate = useHMR_default();
	const buildCache = (updater) => {
		globalCache.opUpdate(fullPathStr, (prevCache) => {
			const [times = 0, cache] = prevCache || [void 0, void 0];
			let tmpCache = cache;
			if (process.env.NODE_ENV !== "production" && cache && HMRUpdate) {
				onCacheRemove?.(tmpCache, HMRUpdate);
				tmpCache = null;
			}
			const data = [times, tmpCache || cacheFn()];
			return updater ? updater(data) : data;
		});
	};
	React$1.useMemo(() => {
		buildCache();
	}, [fullPathStr]);
	let cacheEntity = globalCache.opGet(fullPathStr);
	if (process.env.NODE_ENV !== "production" && !cacheEntity) {
		buildCache();
		cacheEntity = globalCache.opGet(fullPathStr);
	}
	const cacheContent = cacheEntity[1];
	useInsertionEffect(() => {
		buildCache(([times, cache]) => [times + 1, cache]);
		if (!effectMap.has(fullPathStr)) {
			onCacheEffect?.(cacheContent);
			effectMap.set(fullPathStr, true);
			Promise.resolve().then(() => {
				effectMap.delete(fullPathStr);
			});
		}
		return () => {
			globalCache.opUpdate(fullPathStr, (prevCache) => {
				const [times = 0, cache] = prevCache || [];
				if (times - 1 === 0) {
					onCacheRemove?.(cache, false);
					effectMap.delete(fullPathStr);
					return null;
				}
				return [times - 1, cache];
			});
		};
	}, [fullPathStr]);
	return cacheContent;
}
// node_modules/@ant-design/cssinjs/es/hooks/useCacheToken.js
var EMPTY_OVERRIDE = {};
var hashPrefix = process.env.NODE_ENV !== "production" ? "css-dev-only-do-not-override" : "css";
var tokenKeys = /* @__PURE__ */ new Map();
function recordCleanToken(tokenKey) {
	tokenKeys.set(tokenKey, (tokenKeys.get(tokenKey) || 0) + 1);
}
function removeStyleTags(key, instanceId) {
	if (typeof document !== "undefined") document.querySelectorAll(`style[${ATTR_TOKEN}="${key}"]`).forEach((style) => {
		if (style["__cssinjs_instance__"] === instanceId) style.parentNode?.removeChild(style);
	});
}
var TOKEN_THRESHOLD = -1;
function cleanTokenStyle(tokenKey, instanceId) {
	tokenKeys.set(tokenKey, (tokenKeys.get(tokenKey) || 0) - 1);
	const cleanableKeyList = /* @__PURE__ */ new Set();
	tokenKeys.forEach((value, key) => {
		if (value <= 0) cleanableKeyList.add(key);
	});
	if (tokenKeys.size - cleanableKeyList.size > TOKEN_THRESHOLD) cleanableKeyList.forEach((key) => {
		removeStyleTags(key, instanceId);
		tokenKeys.delete(key);
	});
}
var getComputedToken$1 = (originToken, overrideToken, theme, format) => {
	let mergedDerivativeToken = {
		...theme.getDerivativeToken(originToken),
		...overrideToken
	};
	if (format) mergedDerivativeToken = format(mergedDerivativeToken);
	return mergedDerivativeToken;
};
var TOKEN_PREFIX = "token";
/**
* Cache theme derivative token as global shared one
* @param theme Theme entity
* @param tokens List of tokens, used for cache. Please do not dynamic generate object directly
* @param option Additional config
* @returns Call Theme.getDerivativeToken(tokenObject) to get token
*/
function useCacheToken(theme, tokens, option) {
	const { cache: { instanceId }, container, hashPriority } = useContext(StyleContext);
	const { salt = "", override = EMPTY_OVERRIDE, formatToken, getComputedToken: compute, cssVar, nonce } = option;
	const mergedToken = memoResult(() => Object.assign({}, ...tokens), tokens);
	const tokenStr = flattenToken(mergedToken);
	const overrideTokenStr = flattenToken(override);
	const cssVarStr = flattenToken(cssVar);
	return useGlobalCache(TOKEN_PREFIX, [
		salt,
		theme.id,
		tokenStr,
		overrideTokenStr,
		cssVarStr
	], () => {
		const mergedDerivativeToken = compute ? compute(mergedToken, override, theme) : getComputedToken$1(mergedToken, override, theme, formatToken);
		const actualToken = { ...mergedDerivativeToken };
		const mergedSalt = `${salt}_${cssVar.prefix}`;
		const hashId = murmur2(mergedSalt);
		const hashCls = `${hashPrefix}-${hashId}`;
		actualToken._tokenKey = token2key(actualToken, mergedSalt);
		const [tokenWithCssVar, cssVarsStr] = transformToken(mergedDerivativeToken, cssVar.key, {
			prefix: cssVar.prefix,
			ignore: cssVar.ignore,
			unitless: cssVar.unitless,
			preserve: cssVar.preserve,
			hashPriority,
			hashCls: cssVar.hashed ? hashCls : void 0
		});
		tokenWithCssVar._hashId = hashId;
		recordCleanToken(cssVar.key);
		return [
			tokenWithCssVar,
			hashCls,
			actualToken,
			cssVarsStr,
			cssVar.key
		];
	}, ([, , , , themeKey]) => {
		cleanTokenStyle(themeKey, instanceId);
	}, ([, , , cssVarsStr, themeKey]) => {
		if (!cssVarsStr) return;
		let mergedCSSConfig = {
			mark: ATTR_MARK,
			prepend: "queue",
			attachTo: container,
			priority: -999
		};
		mergedCSSConfig = injectCSPNonce(mergedCSSConfig, nonce);
		const style = updateCSS$1(cssVarsStr, murmur2(`css-var-${themeKey}`), mergedCSSConfig);
		style[CSS_IN_JS_INSTANCE] = instanceId;
		style.setAttribute(ATTR_TOKEN, themeKey);
	});
}
// node_modules/@emotion/unitless/dist/unitless.esm.js
var unitlessKeys = {
	animationIterationCount: 1,
	borderImageOutset: 1,
	borderImageSlice: 1,
	borderImageWidth: 1,
	boxFlex: 1,
	boxFlexGroup: 1,
	boxOrdinalGroup: 1,
	columnCount: 1,
	columns: 1,
	flex: 1,
	flexGrow: 1,
	flexPositive: 1,
	flexShrink: 1,
	flexNegative: 1,
	flexOrder: 1,
	gridRow: 1,
	gridRowEnd: 1,
	gridRowSpan: 1,
	gridRowStart: 1,
	gridColumn: 1,
	gridColumnEnd: 1,
	gridColumnSpan: 1,
	gridColumnStart: 1,
	msGridRow: 1,
	msGridRowSpan: 1,
	msGridColumn: 1,
	msGridColumnSpan: 1,
	fontWeight: 1,
	lineHeight: 1,
	opacity: 1,
	order: 1,
	orphans: 1,
	tabSize: 1,
	widows: 1,
	zIndex: 1,
	zoom: 1,
	WebkitLineClamp: 1,
	fillOpacity: 1,
	floodOpacity: 1,
	stopOpacity: 1,
	strokeDasharray: 1,
	strokeDashoffset: 1,
	strokeMiterlimit: 1,
	strokeOpacity: 1,
	strokeWidth: 1
};
// node_modules/@ant-design/cssinjs/es/linters/utils.js
function lintWarning(message, info) {
	const { path, parentSelectors } = info;
	warningOnce$1(false, `[Ant Design CSS-in-JS] ${path ? `Error in ${path}: ` : ""}${message}${parentSelectors.length ? ` Selector: ${parentSelectors.join(" | ")}` : ""}`);
}
// node_modules/@ant-design/cssinjs/es/linters/contentQuotesLinter.js
var linter$1 = (key, value, info) => {
	if (key === "content") {
		if (typeof value !== "string" || [
			"normal",
			"none",
			"initial",
			"inherit",
			"unset"
		].indexOf(value) === -1 && !/(attr|counters?|url|(((repeating-)?(linear|radial))|conic)-gradient)\(|(no-)?(open|close)-quote/.test(value) && !value.startsWith("var(") && (value.charAt(0) !== value.charAt(value.length - 1) || value.charAt(0) !== "\"" && value.charAt(0) !== "'")) lintWarning(`You seem to be using a value for 'content' without quotes, try replacing it with \`content: '"${value}"'\`.`, info);
	}
};
// node_modules/@ant-design/cssinjs/es/linters/hashedAnimationLinter.js
var linter = (key, value, info) => {
	if (key === "animation") {
		if (info.hashId && value !== "none") lintWarning(`You seem to be using hashed animation '${value}', in which case 'animationName' with Keyframe as value is recommended.`, info);
	}
};
// node_modules/@ant-design/cssinjs/es/util/cacheMapUtil.js
var ATTR_CACHE_MAP = "data-ant-cssinjs-cache-path";
/**
* This marks style from the css file.
* Which means not exist in `<style />` tag.
*/
var CSS_FILE_STYLE = "_FILE_STYLE__";
var cachePathMap;
var fromCSSFile = true;
function prepare() {
	if (!cachePathMap) {
		cachePathMap = {};
		if (canUseDom$1()) {
			const div = document.createElement("div");
			div.className = ATTR_CACHE_MAP;
			div.style.position = "fixed";
			div.style.visibility = "hidden";
			div.style.top = "-9999px";
			document.body.appendChild(div);
			let content = getComputedStyle(div).content || "";
			content = content.replace(/^"/, "").replace(/"$/, "");
			content.split(";").forEach((item) => {
				const [path, hash] = item.split(":");
				cachePathMap[path] = hash;
			});
			const inlineMapStyle = document.querySelector(`style[${ATTR_CACHE_MAP}]`);
			if (inlineMapStyle) {
				fromCSSFile = false;
				inlineMapStyle.parentNode?.removeChild(inlineMapStyle);
			}
			document.body.removeChild(div);
		}
	}
}
function existPath(path) {
	prepare();
	return !!cachePathMap[path];
}
function getStyleAndHash(path) {
	const hash = cachePathMap[path];
	let styleStr = null;
	if (hash && canUseDom$1()) {
		if (fromCSSFile) styleStr = CSS_FILE_STYLE;
		else {
			const style = document.querySelector(`style[${ATTR_MARK}="${cachePathMap[path]}"]`);
			if (style) styleStr = style.innerHTML;
			else delete cachePathMap[path];
		}
	}
	return [styleStr, hash];
}
// node_modules/@ant-design/cssinjs/es/hooks/useStyleRegister.js
var SKIP_CHECK = "_skip_check_";
var MULTI_VALUE = "_multi_value_";
function normalizeStyle(styleStr, autoPrefix) {
	return (autoPrefix ? serialize(compile(styleStr), middleware([prefixer, stringify])) : serialize(compile(styleStr), stringify)).replace(/\{%%%\:[^;];}/g, ";");
}
function isCompoundCSSProperty(value) {
	return typeof value === "object" && value && (SKIP_CHECK in value || MULTI_VALUE in value);
}
function injectSelectorHash(key, hashId, hashPriority = "high") {
	if (!hashId) return key;
	const hashSelector = where({
		hashCls: hashId,
		hashPriority
	});
	return key.split(",").map((k) => {
		const fullPath = k.trim().split(/\s+/);
		let firstPath = fullPath[0] || "";
		const htmlElement = firstPath.match(/^\w+/)?.[0] || "";
		firstPath = `${htmlElement}${hashSelector}${firstPath.slice(htmlElement.length)}`;
		return [firstPath, ...fullPath.slice(1)].join(" ");
	}).join(",");
}
var parseStyle = (interpolation, config = {}, { root, injectHash, parentSelectors } = {
	root: true,
	parentSelectors: []
}) => {
	const { hashId, layer, path, hashPriority, transformers = [], linters = [] } = config;
	let styleStr = "";
	let effectStyle = {};
	function parseKeyframes(keyframes) {
		const animationName = keyframes.getName(hashId);
		if (!effectStyle[animationName]) {
			const [parsedStr] = parseStyle(keyframes.style, config, {
				root: false,
				parentSelectors
			});
			effectStyle[animationName] = `@keyframes ${keyframes.getName(hashId)}${parsedStr}`;
		}
	}
	function flattenList(list, fullList = []) {
		list.forEach((item) => {
			if (Array.isArray(item)) flattenList(item, fullList);
			else if (item) fullList.push(item);
		});
		return fullList;
	}
	flattenList(Array.isArray(interpolation) ? interpolation : [interpolation]).forEach((originStyle) => {
		const style = typeof originStyle === "string" && !root ? {} : originStyle;
		if (typeof style === "string") styleStr += `${style}\n`;
		else if (style._keyframe) parseKeyframes(style);
		else {
			const mergedStyle = transformers.reduce((prev, trans) => trans?.visit?.(prev) || prev, style);
			Object.keys(mergedStyle).forEach((key) => {
				const value = mergedStyle[key];
				if (typeof value === "object" && value && (key !== "animationName" || !value._keyframe) && !isCompoundCSSProperty(value)) {
					let subInjectHash = false;
					let mergedKey = key.trim();
					let nextRoot = false;
					if ((root || injectHash) && hashId) {
						if (mergedKey.startsWith("@")) subInjectHash = true;
						else if (mergedKey === "&") mergedKey = injectSelectorHash("", hashId, hashPriority);
						else mergedKey = injectSelectorHash(key, hashId, hashPriority);
					} else if (root && !hashId && (mergedKey === "&" || mergedKey === "")) {
						mergedKey = "";
						nextRoot = true;
					}
					const [parsedStr, childEffectStyle] = parseStyle(value, config, {
						root: nextRoot,
						injectHash: subInjectHash,
						parentSelectors: [...parentSelectors, mergedKey]
					});
					effectStyle = {
						...effectStyle,
						...childEffectStyle
					};
					styleStr += `${mergedKey}${parsedStr}`;
				} else {
					function appendStyle(cssKey, cssValue) {
						if (process.env.NODE_ENV !== "production" && (typeof value !== "object" || !value?.[SKIP_CHECK])) [
							linter$1,
							linter,
							...linters
						].forEach((linter) => linter(cssKey, cssValue, {
							path,
							hashId,
							parentSelectors
						}));
						const styleName = cssKey.replace(/[A-Z]/g, (match) => `-${match.toLowerCase()}`);
						let formatValue = cssValue;
						if (!unitlessKeys[cssKey] && typeof formatValue === "number" && formatValue !== 0) formatValue = `${formatValue}px`;
						if (cssKey === "animationName" && cssValue?._keyframe) {
							parseKeyframes(cssValue);
							formatValue = cssValue.getName(hashId);
						}
						styleStr += `${styleName}:${formatValue};`;
					}
					const actualValue = value?.value ?? value;
					if (typeof value === "object" && value?.[MULTI_VALUE] && Array.isArray(actualValue)) actualValue.forEach((item) => {
						appendStyle(key, item);
					});
					else if (isNonNullable(actualValue)) appendStyle(key, actualValue);
				}
			});
		}
	});
	if (!root) styleStr = `{${styleStr}}`;
	else if (layer) {
		if (styleStr) styleStr = `@layer ${layer.name} {${styleStr}}`;
		if (layer.dependencies) effectStyle[`@layer ${layer.name}`] = layer.dependencies.map((deps) => `@layer ${deps}, ${layer.name};`).join("\n");
	}
	return [styleStr, effectStyle];
};
function uniqueHash(path, styleStr) {
	return murmur2(`${path.join("%")}${styleStr}`);
}
var STYLE_PREFIX = "style";
/**
* Register a style to the global style sheet.
*/
function useStyleRegister(info, styleFn) {
	const { path, hashId, layer, nonce, clientOnly, order = 0 } = info;
	const { mock, hashPriority, container, transformers, linters, cache, layer: enableLayer, autoPrefix } = React$1.useContext(StyleContext);
	const fullPath = [hashId || ""];
	if (enableLayer) fullPath.push("layer");
	fullPath.push(...path);
	let isMergedClientSide = isClientSide;
	if (process.env.NODE_ENV !== "production" && mock !== void 0) isMergedClientSide = mock === "client";
	useGlobalCache(STYLE_PREFIX, fullPath, () => {
		const cachePath = fullPath.join("|");
		if (existPath(cachePath)) {
			const [inlineCacheStyleStr, styleHash] = getStyleAndHash(cachePath);
			if (inlineCacheStyleStr) return [
				inlineCacheStyleStr,
				styleHash,
				{},
				clientOnly,
				order
			];
		}
		const [parsedStyle, effectStyle] = parseStyle(styleFn(), {
			hashId,
			hashPriority,
			layer: enableLayer ? layer : void 0,
			path: path.join("-"),
			transformers,
			linters
		});
		const styleStr = normalizeStyle(parsedStyle, autoPrefix || false);
		return [
			styleStr,
			uniqueHash(fullPath, styleStr),
			effectStyle,
			clientOnly,
			order
		];
	}, (cacheValue, fromHMR) => {
		const [, styleId] = cacheValue;
		if (fromHMR && isClientSide) removeCSS(styleId, {
			mark: ATTR_MARK,
			attachTo: container
		});
	}, (cacheValue) => {
		const [styleStr, styleId, effectStyle, , priority] = cacheValue;
		if (isMergedClientSide && styleStr !== "_FILE_STYLE__") {
			let mergedCSSConfig = {
				mark: ATTR_MARK,
				prepend: enableLayer ? false : "queue",
				attachTo: container,
				priority
			};
			mergedCSSConfig = injectCSPNonce(mergedCSSConfig, nonce);
			const effectLayerKeys = [];
			const effectRestKeys = [];
			Object.keys(effectStyle).forEach((key) => {
				if (key.startsWith("@layer")) effectLayerKeys.push(key);
				else effectRestKeys.push(key);
			});
			effectLayerKeys.forEach((effectKey) => {
				updateCSS$1(normalizeStyle(effectStyle[effectKey], autoPrefix || false), `_layer-${effectKey}`, {
					...mergedCSSConfig,
					prepend: true
				});
			});
			const style = updateCSS$1(styleStr, styleId, mergedCSSConfig);
			style[CSS_IN_JS_INSTANCE] = cache.instanceId;
			if (process.env.NODE_ENV !== "production") style.setAttribute(ATTR_CACHE_PATH, fullPath.join("|"));
			effectRestKeys.forEach((effectKey) => {
				updateCSS$1(normalizeStyle(effectStyle[effectKey], autoPrefix || false), `_effect-${effectKey}`, mergedCSSConfig);
			});
		}
	});
}
// node_modules/@ant-design/cssinjs/es/hooks/useCSSVarRegister.js
var CSS_VAR_PREFIX = "cssVar";
var useCSSVarRegister = (config, fn) => {
	const { key, prefix, unitless, ignore, token, hashId, scope, nonce } = config;
	const { cache: { instanceId }, container, hashPriority } = useContext(StyleContext);
	const { _tokenKey: tokenKey } = token;
	const scopeKey = Array.isArray(scope) ? scope.join("@@") : scope;
	const stylePath = [
		...config.path,
		key,
		scopeKey,
		tokenKey
	];
	return useGlobalCache(CSS_VAR_PREFIX, stylePath, () => {
		const [mergedToken, cssVarsStr] = transformToken(fn(), key, {
			prefix,
			unitless,
			ignore,
			scope,
			hashPriority,
			hashCls: hashId
		});
		return [
			mergedToken,
			cssVarsStr,
			uniqueHash(stylePath, cssVarsStr),
			key
		];
	}, ([, , styleId]) => {
		if (isClientSide) removeCSS(styleId, {
			mark: ATTR_MARK,
			attachTo: container
		});
	}, ([, cssVarsStr, styleId]) => {
		if (!cssVarsStr) return;
		let mergedCSSConfig = {
			mark: ATTR_MARK,
			prepend: "queue",
			attachTo: container,
			priority: -999
		};
		mergedCSSConfig = injectCSPNonce(mergedCSSConfig, nonce);
		const style = updateCSS$1(cssVarsStr, styleId, mergedCSSConfig);
		style[CSS_IN_JS_INSTANCE] = instanceId;
		style.setAttribute(ATTR_TOKEN, key);
	});
};
// node_modules/@ant-design/cssinjs/es/Keyframes.js
var Keyframe = class {
	name;
	style;
	constructor(name, style) {
		this.name = name;
		this.style = style;
	}
	getName(hashId = "") {
		return hashId ? `${hashId}-${this.name}` : this.name;
	}
	_keyframe = true;
};
// node_modules/@ant-design/cssinjs/es/transformers/legacyLogicalProperties.js
function noSplit(list) {
	list.notSplit = true;
	return list;
}
noSplit(["borderTop", "borderBottom"]), noSplit(["borderTop"]), noSplit(["borderBottom"]), noSplit(["borderLeft", "borderRight"]), noSplit(["borderLeft"]), noSplit(["borderRight"]);
// node_modules/@ant-design/cssinjs-utils/es/util/calc/calculator.js
var AbstractCalculator = /*#__PURE__*/ _createClass(function AbstractCalculator() {
	_classCallCheck(this, AbstractCalculator);
});
// node_modules/@ant-design/cssinjs-utils/es/util/calc/CSSCalculator.js
var CALC_UNIT = "CALC_UNIT";
var regexp$1 = new RegExp(CALC_UNIT, "g");
function unit(value) {
	if (typeof value === "number") return "".concat(value).concat(CALC_UNIT);
	return value;
}
var CSSCalculator = /*#__PURE__*/ function(_AbstractCalculator) {
	_inherits(CSSCalculator, _AbstractCalculator);
	var _super = _createSuper(CSSCalculator);
	function CSSCalculator(num, unitlessCssVar) {
		var _this;
		_classCallCheck(this, CSSCalculator);
		_this = _super.call(this);
		_defineProperty(_assertThisInitialized(_this), "result", "");
		_defineProperty(_assertThisInitialized(_this), "unitlessCssVar", void 0);
		_defineProperty(_assertThisInitialized(_this), "lowPriority", void 0);
		var numType = _typeof(num);
		_this.unitlessCssVar = unitlessCssVar;
		if (num instanceof CSSCalculator) _this.result = "(".concat(num.result, ")");
		else if (numType === "number") _this.result = unit(num);
		else if (numType === "string") _this.result = num;
		return _this;
	}
	_createClass(CSSCalculator, [
		{
			key: "add",
			value: function add(num) {
				if (num instanceof CSSCalculator) this.result = "".concat(this.result, " + ").concat(num.getResult());
				else if (typeof num === "number" || typeof num === "string") this.result = "".concat(this.result, " + ").concat(unit(num));
				this.lowPriority = true;
				return this;
			}
		},
		{
			key: "sub",
			value: function sub(num) {
				if (num instanceof CSSCalculator) this.result = "".concat(this.result, " - ").concat(num.getResult());
				else if (typeof num === "number" || typeof num === "string") this.result = "".concat(this.result, " - ").concat(unit(num));
				this.lowPriority = true;
				return this;
			}
		},
		{
			key: "mul",
			value: function mul(num) {
				if (this.lowPriority) this.result = "(".concat(this.result, ")");
				if (num instanceof CSSCalculator) this.result = "".concat(this.result, " * ").concat(num.getResult(true));
				else if (typeof num === "number" || typeof num === "string") this.result = "".concat(this.result, " * ").concat(num);
				this.lowPriority = false;
				return this;
			}
		},
		{
			key: "div",
			value: function div(num) {
				if (this.lowPriority) this.result = "(".concat(this.result, ")");
				if (num instanceof CSSCalculator) this.result = "".concat(this.result, " / ").concat(num.getResult(true));
				else if (typeof num === "number" || typeof num === "string") this.result = "".concat(this.result, " / ").concat(num);
				this.lowPriority = false;
				return this;
			}
		},
		{
			key: "getResult",
			value: function getResult(force) {
				return this.lowPriority || force ? "(".concat(this.result, ")") : this.result;
			}
		},
		{
			key: "equal",
			value: function equal(options) {
				var _this2 = this;
				var cssUnit = (options || {}).unit;
				var mergedUnit = true;
				if (typeof cssUnit === "boolean") mergedUnit = cssUnit;
				else if (Array.from(this.unitlessCssVar).some(function(cssVar) {
					return _this2.result.includes(cssVar);
				})) mergedUnit = false;
				this.result = this.result.replace(regexp$1, mergedUnit ? "px" : "");
				if (typeof this.lowPriority !== "undefined") return "calc(".concat(this.result, ")");
				return this.result;
			}
		}
	]);
	return CSSCalculator;
}(AbstractCalculator);
// node_modules/@ant-design/cssinjs-utils/es/util/calc/NumCalculator.js
var NumCalculator = /*#__PURE__*/ function(_AbstractCalculator) {
	_inherits(NumCalculator, _AbstractCalculator);
	var _super = _createSuper(NumCalculator);
	function NumCalculator(num) {
		var _this;
		_classCallCheck(this, NumCalculator);
		_this = _super.call(this);
		_defineProperty(_assertThisInitialized(_this), "result", 0);
		if (num instanceof NumCalculator) _this.result = num.result;
		else if (typeof num === "number") _this.result = num;
		return _this;
	}
	_createClass(NumCalculator, [
		{
			key: "add",
			value: function add(num) {
				if (num instanceof NumCalculator) this.result += num.result;
				else if (typeof num === "number") this.result += num;
				return this;
			}
		},
		{
			key: "sub",
			value: function sub(num) {
				if (num instanceof NumCalculator) this.result -= num.result;
				else if (typeof num === "number") this.result -= num;
				return this;
			}
		},
		{
			key: "mul",
			value: function mul(num) {
				if (num instanceof NumCalculator) this.result *= num.result;
				else if (typeof num === "number") this.result *= num;
				return this;
			}
		},
		{
			key: "div",
			value: function div(num) {
				if (num instanceof NumCalculator) this.result /= num.result;
				else if (typeof num === "number") this.result /= num;
				return this;
			}
		},
		{
			key: "equal",
			value: function equal() {
				return this.result;
			}
		}
	]);
	return NumCalculator;
}(AbstractCalculator);
// node_modules/@ant-design/cssinjs-utils/es/util/calc/index.js
var genCalc = function genCalc(type, unitlessCssVar) {
	var Calculator = type === "css" ? CSSCalculator : NumCalculator;
	return function(num) {
		return new Calculator(num, unitlessCssVar);
	};
};
// node_modules/@ant-design/cssinjs-utils/es/util/getCompVarPrefix.js
var getCompVarPrefix = function getCompVarPrefix(component, prefix) {
	return "".concat([prefix, component.replace(/([A-Z]+)([A-Z][a-z]+)/g, "$1-$2").replace(/([a-z])([A-Z])/g, "$1-$2")].filter(Boolean).join("-"));
};
// node_modules/@ant-design/cssinjs-utils/es/util/getComponentToken.js
function getComponentToken(component, token, defaultToken, options) {
	var customToken = _objectSpread({}, token[component]);
	if (options !== null && options !== void 0 && options.deprecatedTokens) options.deprecatedTokens.forEach(function(_ref) {
		var _ref2 = _slicedToArray(_ref, 2), oldTokenKey = _ref2[0], newTokenKey = _ref2[1];
		if (process.env.NODE_ENV !== "production") warningOnce$1(!(customToken !== null && customToken !== void 0 && customToken[oldTokenKey]), "Component Token `".concat(String(oldTokenKey), "` of ").concat(String(component), " is deprecated. Please use `").concat(String(newTokenKey), "` instead."));
		if (customToken !== null && customToken !== void 0 && customToken[oldTokenKey] || customToken !== null && customToken !== void 0 && customToken[newTokenKey]) {
			var _customToken$newToken;
			(_customToken$newToken = customToken[newTokenKey]) !== null && _customToken$newToken !== void 0 || (customToken[newTokenKey] = customToken === null || customToken === void 0 ? void 0 : customToken[oldTokenKey]);
		}
	});
	var mergedToken = _objectSpread(_objectSpread({}, defaultToken), customToken);
	Object.keys(mergedToken).forEach(function(key) {
		if (mergedToken[key] === token[key]) delete mergedToken[key];
	});
	return mergedToken;
}
// node_modules/@ant-design/cssinjs-utils/es/util/statistic.js
var enableStatistic = process.env.NODE_ENV !== "production" || typeof CSSINJS_STATISTIC !== "undefined";
var recording = true;
/**
* This function will do as `Object.assign` in production. But will use Object.defineProperty:get to
* pass all value access in development. To support statistic field usage with alias token.
*/
function merge() {
	for (var _len = arguments.length, objs = new Array(_len), _key = 0; _key < _len; _key++) objs[_key] = arguments[_key];
	/* istanbul ignore next */
	if (!enableStatistic) return Object.assign.apply(Object, [{}].concat(objs));
	recording = false;
	var ret = {};
	objs.forEach(function(obj) {
		if (_typeof(obj) !== "object") return;
		Object.keys(obj).forEach(function(key) {
			Object.defineProperty(ret, key, {
				configurable: true,
				enumerable: true,
				get: function get() {
					return obj[key];
				}
			});
		});
	});
	recording = true;
	return ret;
}
/** @internal Internal Usage. Not use in your production. */
var statistic = {};
/* istanbul ignore next */
function noop() {}
/** Statistic token usage case. Should use `merge` function if you do not want spread record. */
var statisticToken = function statisticToken(token) {
	var tokenKeys;
	var proxy = token;
	var flush = noop;
	if (enableStatistic && typeof Proxy !== "undefined") {
		tokenKeys = /* @__PURE__ */ new Set();
		proxy = new Proxy(token, { get: function get(obj, prop) {
			if (recording) {
				var _tokenKeys;
				(_tokenKeys = tokenKeys) === null || _tokenKeys === void 0 || _tokenKeys.add(prop);
			}
			return obj[prop];
		} });
		flush = function flush(componentName, componentToken) {
			var _statistic$componentN;
			statistic[componentName] = {
				global: Array.from(tokenKeys),
				component: _objectSpread(_objectSpread({}, (_statistic$componentN = statistic[componentName]) === null || _statistic$componentN === void 0 ? void 0 : _statistic$componentN.component), componentToken)
			};
		};
	}
	return {
		token: proxy,
		keys: tokenKeys,
		flush
	};
};
// node_modules/@ant-design/cssinjs-utils/es/util/getDefaultComponentToken.js
function getDefaultComponentToken(component, token, getDefaultToken) {
	if (typeof getDefaultToken === "function") {
		var _token$component;
		return getDefaultToken(merge(token, (_token$component = token[component]) !== null && _token$component !== void 0 ? _token$component : {}));
	}
	return getDefaultToken !== null && getDefaultToken !== void 0 ? getDefaultToken : {};
}
// node_modules/@ant-design/cssinjs-utils/es/util/maxmin.js
function genMaxMin(type) {
	if (type === "js") return {
		max: Math.max,
		min: Math.min
	};
	return {
		max: function max() {
			for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) args[_key] = arguments[_key];
			return "max(".concat(args.map(function(value) {
				return unit$1(value);
			}).join(","), ")");
		},
		min: function min() {
			for (var _len2 = arguments.length, args = new Array(_len2), _key2 = 0; _key2 < _len2; _key2++) args[_key2] = arguments[_key2];
			return "min(".concat(args.map(function(value) {
				return unit$1(value);
			}).join(","), ")");
		}
	};
}
// node_modules/@ant-design/cssinjs-utils/es/_util/hooks/useUniqueMemo.js
var BEAT_LIMIT = 6e5;
var uniqueMap = new (/* @__PURE__ */ function() {
	function ArrayKeyMap() {
		_classCallCheck(this, ArrayKeyMap);
		_defineProperty(this, "map", /* @__PURE__ */ new Map());
		_defineProperty(this, "objectIDMap", /* @__PURE__ */ new WeakMap());
		_defineProperty(this, "nextID", 0);
		_defineProperty(this, "lastAccessBeat", /* @__PURE__ */ new Map());
		_defineProperty(this, "accessBeat", 0);
	}
	_createClass(ArrayKeyMap, [
		{
			key: "set",
			value: function set(keys, value) {
				this.clear();
				var compositeKey = this.getCompositeKey(keys);
				this.map.set(compositeKey, value);
				this.lastAccessBeat.set(compositeKey, Date.now());
			}
		},
		{
			key: "get",
			value: function get(keys) {
				var compositeKey = this.getCompositeKey(keys);
				var cache = this.map.get(compositeKey);
				this.lastAccessBeat.set(compositeKey, Date.now());
				this.accessBeat += 1;
				return cache;
			}
		},
		{
			key: "getCompositeKey",
			value: function getCompositeKey(keys) {
				var _this = this;
				return keys.map(function(key) {
					if (key && _typeof(key) === "object") return "obj_".concat(_this.getObjectID(key));
					return "".concat(_typeof(key), "_").concat(key);
				}).join("|");
			}
		},
		{
			key: "getObjectID",
			value: function getObjectID(obj) {
				if (this.objectIDMap.has(obj)) return this.objectIDMap.get(obj);
				var id = this.nextID;
				this.objectIDMap.set(obj, id);
				this.nextID += 1;
				return id;
			}
		},
		{
			key: "clear",
			value: function clear() {
				var _this2 = this;
				if (this.accessBeat > 1e4) {
					var now = Date.now();
					this.lastAccessBeat.forEach(function(beat, key) {
						if (now - beat > BEAT_LIMIT) {
							_this2.map.delete(key);
							_this2.lastAccessBeat.delete(key);
						}
					});
					this.accessBeat = 0;
				}
			}
		}
	]);
	return ArrayKeyMap;
}())();
/**
* Like `useMemo`, but this hook result will be shared across all instances.
*/
function useUniqueMemo(memoFn, deps) {
	return React.useMemo(function() {
		var cachedValue = uniqueMap.get(deps);
		if (cachedValue) return cachedValue;
		var newValue = memoFn();
		uniqueMap.set(deps, newValue);
		return newValue;
	}, deps);
}
// node_modules/@ant-design/cssinjs-utils/es/hooks/useCSP.js
/**
* Provide a default hook since not everyone needs to config this.
*/
var useDefaultCSP = function useDefaultCSP() {
	return {};
};
// node_modules/@ant-design/cssinjs-utils/es/util/genStyleUtils.js
function genStyleUtils(config) {
	var _config$useCSP = config.useCSP, useCSP = _config$useCSP === void 0 ? useDefaultCSP : _config$useCSP, useToken = config.useToken, usePrefix = config.usePrefix, getResetStyles = config.getResetStyles, getCommonStyle = config.getCommonStyle, getCompUnitless = config.getCompUnitless;
	function genStyleHooks(component, styleFn, getDefaultToken, options) {
		var componentName = Array.isArray(component) ? component[0] : component;
		function prefixToken(key) {
			return "".concat(String(componentName)).concat(key.slice(0, 1).toUpperCase()).concat(key.slice(1));
		}
		var originUnitless = (options === null || options === void 0 ? void 0 : options.unitless) || {};
		var originCompUnitless = typeof getCompUnitless === "function" ? getCompUnitless(component) : {};
		var compUnitless = _objectSpread(_objectSpread({}, originCompUnitless), {}, _defineProperty({}, prefixToken("zIndexPopup"), true));
		Object.keys(originUnitless).forEach(function(key) {
			compUnitless[prefixToken(key)] = originUnitless[key];
		});
		var mergedOptions = _objectSpread(_objectSpread({}, options), {}, {
			unitless: compUnitless,
			prefixToken
		});
		var useStyle = genComponentStyleHook(component, styleFn, getDefaultToken, mergedOptions);
		var useCSSVar = genCSSVarRegister(componentName, getDefaultToken, mergedOptions);
		return function(prefixCls) {
			var rootCls = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : prefixCls;
			var hashId = useStyle(prefixCls, rootCls);
			var extraPrefixCls = options === null || options === void 0 ? void 0 : options.extraCssVarPrefixCls;
			var resolvedExtraPrefixCls = typeof extraPrefixCls === "function" ? extraPrefixCls({
				prefixCls,
				rootCls
			}) : extraPrefixCls;
			return [hashId, useCSSVar(resolvedExtraPrefixCls !== null && resolvedExtraPrefixCls !== void 0 && resolvedExtraPrefixCls.length ? [rootCls].concat(_toConsumableArray(resolvedExtraPrefixCls)) : rootCls)];
		};
	}
	function genCSSVarRegister(component, getDefaultToken, options) {
		var compUnitless = options.unitless, prefixToken = options.prefixToken, ignore = options.ignore;
		return function(rootCls) {
			var _useToken = useToken(), cssVar = _useToken.cssVar, realToken = _useToken.realToken;
			var csp = useCSP();
			useCSSVarRegister({
				path: [component],
				prefix: cssVar.prefix,
				key: cssVar.key,
				unitless: compUnitless,
				ignore,
				token: realToken,
				scope: rootCls,
				nonce: function nonce() {
					return csp.nonce;
				}
			}, function() {
				var defaultToken = getDefaultComponentToken(component, realToken, getDefaultToken);
				var componentToken = getComponentToken(component, realToken, defaultToken, { deprecatedTokens: options === null || options === void 0 ? void 0 : options.deprecatedTokens });
				if (defaultToken) Object.keys(defaultToken).forEach(function(key) {
					componentToken[prefixToken(key)] = componentToken[key];
					delete componentToken[key];
				});
				return componentToken;
			});
			return cssVar === null || cssVar === void 0 ? void 0 : cssVar.key;
		};
	}
	function genComponentStyleHook(componentName, styleFn, getDefaultToken) {
		var options = arguments.length > 3 && arguments[3] !== void 0 ? arguments[3] : {};
		var cells = Array.isArray(componentName) ? componentName : [componentName, componentName];
		var component = _slicedToArray(cells, 1)[0];
		var concatComponent = cells.join("-");
		var mergedLayer = config.layer || { name: "antd" };
		return function(prefixCls) {
			var rootCls = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : prefixCls;
			var _useToken2 = useToken(), theme = _useToken2.theme, realToken = _useToken2.realToken, hashId = _useToken2.hashId, token = _useToken2.token, cssVar = _useToken2.cssVar, zeroRuntime = _useToken2.zeroRuntime;
			if (useMemo(function() {
				return zeroRuntime;
			}, [])) return hashId;
			var _usePrefix = usePrefix(), rootPrefixCls = _usePrefix.rootPrefixCls, iconPrefixCls = _usePrefix.iconPrefixCls;
			var csp = useCSP();
			var type = "css";
			var calc = useUniqueMemo(function() {
				var unitlessCssVar = /* @__PURE__ */ new Set();
				Object.keys(options.unitless || {}).forEach(function(key) {
					unitlessCssVar.add(token2CSSVar(key, cssVar.prefix));
					unitlessCssVar.add(token2CSSVar(key, getCompVarPrefix(component, cssVar.prefix)));
				});
				return genCalc(type, unitlessCssVar);
			}, [
				type,
				component,
				cssVar === null || cssVar === void 0 ? void 0 : cssVar.prefix
			]);
			var _genMaxMin = genMaxMin(type), max = _genMaxMin.max, min = _genMaxMin.min;
			var sharedConfig = {
				theme,
				token,
				hashId,
				nonce: function nonce() {
					return csp.nonce;
				},
				clientOnly: options.clientOnly,
				layer: mergedLayer,
				order: options.order || -999
			};
			if (typeof getResetStyles === "function") useStyleRegister(_objectSpread(_objectSpread({}, sharedConfig), {}, {
				clientOnly: false,
				path: ["Shared", rootPrefixCls]
			}), function() {
				return getResetStyles(token, {
					prefix: {
						rootPrefixCls,
						iconPrefixCls
					},
					csp
				});
			});
			useStyleRegister(_objectSpread(_objectSpread({}, sharedConfig), {}, { path: [
				concatComponent,
				prefixCls,
				iconPrefixCls
			] }), function() {
				if (options.injectStyle === false) return [];
				var _statisticToken = statisticToken(token), proxyToken = _statisticToken.token, flush = _statisticToken.flush;
				var defaultComponentToken = getDefaultComponentToken(component, realToken, getDefaultToken);
				var componentCls = ".".concat(prefixCls);
				var componentToken = getComponentToken(component, realToken, defaultComponentToken, { deprecatedTokens: options.deprecatedTokens });
				if (defaultComponentToken && _typeof(defaultComponentToken) === "object") Object.keys(defaultComponentToken).forEach(function(key) {
					defaultComponentToken[key] = "var(".concat(token2CSSVar(key, getCompVarPrefix(component, cssVar.prefix)), ")");
				});
				var mergedToken = merge(proxyToken, {
					componentCls,
					prefixCls,
					iconCls: ".".concat(iconPrefixCls),
					antCls: ".".concat(rootPrefixCls),
					calc,
					max,
					min
				}, defaultComponentToken);
				var styleInterpolation = styleFn(mergedToken, {
					hashId,
					prefixCls,
					rootPrefixCls,
					iconPrefixCls
				});
				flush(component, componentToken);
				var commonStyle = typeof getCommonStyle === "function" ? getCommonStyle(mergedToken, prefixCls, rootCls, options.resetFont) : null;
				return [options.resetStyle === false ? null : commonStyle, styleInterpolation];
			});
			return hashId;
		};
	}
	function genSubStyleComponent(componentName, styleFn, getDefaultToken) {
		var options = arguments.length > 3 && arguments[3] !== void 0 ? arguments[3] : {};
		var useStyle = genComponentStyleHook(componentName, styleFn, getDefaultToken, _objectSpread({
			resetStyle: false,
			order: -998
		}, options));
		var StyledComponent = function StyledComponent(_ref) {
			var prefixCls = _ref.prefixCls, _ref$rootCls = _ref.rootCls;
			useStyle(prefixCls, _ref$rootCls === void 0 ? prefixCls : _ref$rootCls);
			return null;
		};
		if (process.env.NODE_ENV !== "production") StyledComponent.displayName = "SubStyle_".concat(String(Array.isArray(componentName) ? componentName.join(".") : componentName));
		return StyledComponent;
	}
	return {
		genStyleHooks,
		genSubStyleComponent,
		genComponentStyleHook
	};
}
// node_modules/antd/es/theme/interface/presetColors.js
var PresetColors = [
	"blue",
	"purple",
	"cyan",
	"green",
	"magenta",
	"pink",
	"red",
	"orange",
	"yellow",
	"volcano",
	"geekblue",
	"lime",
	"gold"
];
// node_modules/antd/es/theme/themes/shared/genFontSizes.js
function getLineHeight(fontSize) {
	return (fontSize + 8) / fontSize;
}
function getFontSizes(base) {
	const fontSizes = Array.from({ length: 10 }).map((_, index) => {
		const i = index - 1;
		const baseSize = base * Math.E ** (i / 5);
		return Math.floor((index > 1 ? Math.floor(baseSize) : Math.ceil(baseSize)) / 2) * 2;
	});
	fontSizes[1] = base;
	return fontSizes.map((size) => ({
		size,
		lineHeight: getLineHeight(size)
	}));
}
// node_modules/antd/es/version/index.js
var version_default = "6.6.8";
// node_modules/antd/es/theme/themes/seed.js
var defaultPresetColors = {
	blue: "#1677FF",
	purple: "#722ED1",
	cyan: "#13C2C2",
	green: "#52C41A",
	magenta: "#EB2F96",
	/**
	* @deprecated Use magenta instead
	*/
	pink: "#EB2F96",
	red: "#F5222D",
	orange: "#FA8C16",
	yellow: "#FADB14",
	volcano: "#FA541C",
	geekblue: "#2F54EB",
	gold: "#FAAD14",
	lime: "#A0D911"
};
var seedToken = {
	...defaultPresetColors,
	colorPrimary: "#1677ff",
	colorSuccess: "#52c41a",
	colorWarning: "#faad14",
	colorError: "#ff4d4f",
	colorInfo: "#1677ff",
	colorLink: "",
	colorTextBase: "",
	colorBgBase: "",
	fontFamily: `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',
'Noto Color Emoji'`,
	fontFamilyCode: `'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, Courier, monospace`,
	fontSize: 14,
	lineWidth: 1,
	lineType: "solid",
	motionUnit: .1,
	motionBase: 0,
	motionEaseOutCirc: "cubic-bezier(0.08, 0.82, 0.17, 1)",
	motionEaseInOutCirc: "cubic-bezier(0.78, 0.14, 0.15, 0.86)",
	motionEaseOut: "cubic-bezier(0.215, 0.61, 0.355, 1)",
	motionEaseInOut: "cubic-bezier(0.645, 0.045, 0.355, 1)",
	motionEaseOutBack: "cubic-bezier(0.12, 0.4, 0.29, 1.46)",
	motionEaseInBack: "cubic-bezier(0.71, -0.46, 0.88, 0.6)",
	motionEaseInQuint: "cubic-bezier(0.755, 0.05, 0.855, 0.06)",
	motionEaseOutQuint: "cubic-bezier(0.23, 1, 0.32, 1)",
	borderRadius: 6,
	sizeUnit: 4,
	sizeStep: 4,
	sizePopupArrow: 16,
	controlHeight: 32,
	zIndexBase: 0,
	zIndexPopupBase: 1e3,
	opacityImage: 1,
	wireframe: false,
	focusOutline: true,
	motion: true
};
// node_modules/@ant-design/fast-color/es/presetColors.js
var presetColors_default;
var init_presetColors = __esmMin((() => {
	presetColors_default = {
		aliceblue: "9ehhb",
		antiquewhite: "9sgk7",
		aqua: "1ekf",
		aquamarine: "4zsno",
		azure: "9eiv3",
		beige: "9lhp8",
		bisque: "9zg04",
		black: "0",
		blanchedalmond: "9zhe5",
		blue: "73",
		blueviolet: "5e31e",
		brown: "6g016",
		burlywood: "8ouiv",
		cadetblue: "3qba8",
		chartreuse: "4zshs",
		chocolate: "87k0u",
		coral: "9yvyo",
		cornflowerblue: "3xael",
		cornsilk: "9zjz0",
		crimson: "8l4xo",
		cyan: "1ekf",
		darkblue: "3v",
		darkcyan: "rkb",
		darkgoldenrod: "776yz",
		darkgray: "6mbhl",
		darkgreen: "jr4",
		darkgrey: "6mbhl",
		darkkhaki: "7ehkb",
		darkmagenta: "5f91n",
		darkolivegreen: "3bzfz",
		darkorange: "9yygw",
		darkorchid: "5z6x8",
		darkred: "5f8xs",
		darksalmon: "9441m",
		darkseagreen: "5lwgf",
		darkslateblue: "2th1n",
		darkslategray: "1ugcv",
		darkslategrey: "1ugcv",
		darkturquoise: "14up",
		darkviolet: "5rw7n",
		deeppink: "9yavn",
		deepskyblue: "11xb",
		dimgray: "442g9",
		dimgrey: "442g9",
		dodgerblue: "16xof",
		firebrick: "6y7tu",
		floralwhite: "9zkds",
		forestgreen: "1cisi",
		fuchsia: "9y70f",
		gainsboro: "8m8kc",
		ghostwhite: "9pq0v",
		goldenrod: "8j4f4",
		gold: "9zda8",
		gray: "50i2o",
		green: "pa8",
		greenyellow: "6senj",
		grey: "50i2o",
		honeydew: "9eiuo",
		hotpink: "9yrp0",
		indianred: "80gnw",
		indigo: "2xcoy",
		ivory: "9zldc",
		khaki: "9edu4",
		lavenderblush: "9ziet",
		lavender: "90c8q",
		lawngreen: "4vk74",
		lemonchiffon: "9zkct",
		lightblue: "6s73a",
		lightcoral: "9dtog",
		lightcyan: "8s1rz",
		lightgoldenrodyellow: "9sjiq",
		lightgray: "89jo3",
		lightgreen: "5nkwg",
		lightgrey: "89jo3",
		lightpink: "9z6wx",
		lightsalmon: "9z2ii",
		lightseagreen: "19xgq",
		lightskyblue: "5arju",
		lightslategray: "4nwk9",
		lightslategrey: "4nwk9",
		lightsteelblue: "6wau6",
		lightyellow: "9zlcw",
		lime: "1edc",
		limegreen: "1zcxe",
		linen: "9shk6",
		magenta: "9y70f",
		maroon: "4zsow",
		mediumaquamarine: "40eju",
		mediumblue: "5p",
		mediumorchid: "79qkz",
		mediumpurple: "5r3rv",
		mediumseagreen: "2d9ip",
		mediumslateblue: "4tcku",
		mediumspringgreen: "1di2",
		mediumturquoise: "2uabw",
		mediumvioletred: "7rn9h",
		midnightblue: "z980",
		mintcream: "9ljp6",
		mistyrose: "9zg0x",
		moccasin: "9zfzp",
		navajowhite: "9zest",
		navy: "3k",
		oldlace: "9wq92",
		olive: "50hz4",
		olivedrab: "472ub",
		orange: "9z3eo",
		orangered: "9ykg0",
		orchid: "8iu3a",
		palegoldenrod: "9bl4a",
		palegreen: "5yw0o",
		paleturquoise: "6v4ku",
		palevioletred: "8k8lv",
		papayawhip: "9zi6t",
		peachpuff: "9ze0p",
		peru: "80oqn",
		pink: "9z8wb",
		plum: "8nba5",
		powderblue: "6wgdi",
		purple: "4zssg",
		rebeccapurple: "3zk49",
		red: "9y6tc",
		rosybrown: "7cv4f",
		royalblue: "2jvtt",
		saddlebrown: "5fmkz",
		salmon: "9rvci",
		sandybrown: "9jn1c",
		seagreen: "1tdnb",
		seashell: "9zje6",
		sienna: "6973h",
		silver: "7ir40",
		skyblue: "5arjf",
		slateblue: "45e4t",
		slategray: "4e100",
		slategrey: "4e100",
		snow: "9zke2",
		springgreen: "1egv",
		steelblue: "2r1kk",
		tan: "87yx8",
		teal: "pds",
		thistle: "8ggk8",
		tomato: "9yqfb",
		turquoise: "2j4r4",
		violet: "9b10u",
		wheat: "9ld4j",
		white: "9zldr",
		whitesmoke: "9lhpx",
		yellow: "9zl6o",
		yellowgreen: "61fzm"
	};
}));
// node_modules/@ant-design/fast-color/es/FastColor.js
/**
* Support format, alpha unit will check the % mark:
* - rgba(102, 204, 255, .5)      -> [102, 204, 255, 0.5]
* - rgb(102 204 255 / .5)        -> [102, 204, 255, 0.5]
* - rgb(100%, 50%, 0% / 50%)     -> [255, 128, 0, 0.5]
* - hsl(270, 60, 40, .5)         -> [270, 60, 40, 0.5]
* - hsl(270deg 60% 40% / 50%)   -> [270, 60, 40, 0.5]
*
* When `base` is provided, the percentage value will be divided by `base`.
*/
function splitColorStr(str, parseNum) {
	const match = str.replace(/^[^(]*\((.*)/, "$1").replace(/\).*/, "").match(/\d*\.?\d+%?/g) || [];
	const numList = match.map((item) => parseFloat(item));
	for (let i = 0; i < 3; i += 1) numList[i] = parseNum(numList[i] || 0, match[i] || "", i);
	if (match[3]) numList[3] = match[3].includes("%") ? numList[3] / 100 : numList[3];
	else numList[3] = 1;
	return numList;
}
/** round and limit number to integer between 0-255 */
function limitRange(value, max) {
	const mergedMax = max || 255;
	if (value > mergedMax) return mergedMax;
	if (value < 0) return 0;
	return value;
}
var round, parseHSVorHSL, FastColor;
var init_FastColor = __esmMin((() => {
	init_presetColors();
	round = Math.round;
	parseHSVorHSL = (num, _, index) => index === 0 ? num : num / 100;
	FastColor = class FastColor {
		/**
		* All FastColor objects are valid. So isValid is always true. This property is kept to be compatible with TinyColor.
		*/
		isValid = true;
		/**
		* Red, R in RGB
		*/
		r = 0;
		/**
		* Green, G in RGB
		*/
		g = 0;
		/**
		* Blue, B in RGB
		*/
		b = 0;
		/**
		* Alpha/Opacity, A in RGBA/HSLA
		*/
		a = 1;
		_h;
		_hsl_s;
		_hsv_s;
		_l;
		_v;
		_max;
		_min;
		_brightness;
		constructor(input) {
			/**
			* Always check 3 char in the object to determine the format.
			* We not use function in check to save bundle size.
			* e.g. 'rgb' -> { r: 0, g: 0, b: 0 }.
			*/
			function matchFormat(str) {
				return str[0] in input && str[1] in input && str[2] in input;
			}
			if (!input) {} else if (typeof input === "string") {
				const trimStr = input.trim();
				function matchPrefix(prefix) {
					return trimStr.startsWith(prefix);
				}
				if (/^#?[A-F\d]{3,8}$/i.test(trimStr)) this.fromHexString(trimStr);
				else if (matchPrefix("rgb")) this.fromRgbString(trimStr);
				else if (matchPrefix("hsl")) this.fromHslString(trimStr);
				else if (matchPrefix("hsv") || matchPrefix("hsb")) this.fromHsvString(trimStr);
				else {
					const presetColor = presetColors_default[trimStr.toLowerCase()];
					if (presetColor) this.fromHexString(parseInt(presetColor, 36).toString(16).padStart(6, "0"));
				}
			} else if (input instanceof FastColor) {
				this.r = input.r;
				this.g = input.g;
				this.b = input.b;
				this.a = input.a;
				this._h = input._h;
				this._hsl_s = input._hsl_s;
				this._hsv_s = input._hsv_s;
				this._l = input._l;
				this._v = input._v;
			} else if (matchFormat("rgb")) {
				this.r = limitRange(input.r);
				this.g = limitRange(input.g);
				this.b = limitRange(input.b);
				this.a = typeof input.a === "number" ? limitRange(input.a, 1) : 1;
			} else if (matchFormat("hsl")) this.fromHsl(input);
			else if (matchFormat("hsv")) this.fromHsv(input);
			else throw new Error("@ant-design/fast-color: unsupported input " + JSON.stringify(input));
		}
		setR(value) {
			return this._sc("r", value);
		}
		setG(value) {
			return this._sc("g", value);
		}
		setB(value) {
			return this._sc("b", value);
		}
		setA(value) {
			return this._sc("a", value, 1);
		}
		setHue(value) {
			const hsv = this.toHsv();
			hsv.h = value;
			return this._c(hsv);
		}
		/**
		* Returns the perceived luminance of a color, from 0-1.
		* @see http://www.w3.org/TR/2008/REC-WCAG20-20081211/#relativeluminancedef
		*/
		getLuminance() {
			function adjustGamma(raw) {
				const val = raw / 255;
				return val <= .03928 ? val / 12.92 : Math.pow((val + .055) / 1.055, 2.4);
			}
			const R = adjustGamma(this.r);
			const G = adjustGamma(this.g);
			const B = adjustGamma(this.b);
			return .2126 * R + .7152 * G + .0722 * B;
		}
		getHue() {
			if (typeof this._h === "undefined") {
				const delta = this.getMax() - this.getMin();
				if (delta === 0) this._h = 0;
				else this._h = round(60 * (this.r === this.getMax() ? (this.g - this.b) / delta + (this.g < this.b ? 6 : 0) : this.g === this.getMax() ? (this.b - this.r) / delta + 2 : (this.r - this.g) / delta + 4));
			}
			return this._h;
		}
		/**
		* @deprecated should use getHSVSaturation or getHSLSaturation instead
		*/
		getSaturation() {
			return this.getHSVSaturation();
		}
		getHSVSaturation() {
			if (typeof this._hsv_s === "undefined") {
				const delta = this.getMax() - this.getMin();
				if (delta === 0) this._hsv_s = 0;
				else this._hsv_s = delta / this.getMax();
			}
			return this._hsv_s;
		}
		getHSLSaturation() {
			if (typeof this._hsl_s === "undefined") {
				const delta = this.getMax() - this.getMin();
				if (delta === 0) this._hsl_s = 0;
				else {
					const l = this.getLightness();
					this._hsl_s = delta / 255 / (1 - Math.abs(2 * l - 1));
				}
			}
			return this._hsl_s;
		}
		getLightness() {
			if (typeof this._l === "undefined") this._l = (this.getMax() + this.getMin()) / 510;
			return this._l;
		}
		getValue() {
			if (typeof this._v === "undefined") this._v = this.getMax() / 255;
			return this._v;
		}
		/**
		* Returns the perceived brightness of the color, from 0-255.
		* Note: this is not the b of HSB
		* @see http://www.w3.org/TR/AERT#color-contrast
		*/
		getBrightness() {
			if (typeof this._brightness === "undefined") this._brightness = (this.r * 299 + this.g * 587 + this.b * 114) / 1e3;
			return this._brightness;
		}
		darken(amount = 10) {
			const h = this.getHue();
			const s = this.getSaturation();
			let l = this.getLightness() - amount / 100;
			if (l < 0) l = 0;
			return this._c({
				h,
				s,
				l,
				a: this.a
			});
		}
		lighten(amount = 10) {
			const h = this.getHue();
			const s = this.getSaturation();
			let l = this.getLightness() + amount / 100;
			if (l > 1) l = 1;
			return this._c({
				h,
				s,
				l,
				a: this.a
			});
		}
		/**
		* Mix the current color a given amount with another color, from 0 to 100.
		* 0 means no mixing (return current color).
		*/
		mix(input, amount = 50) {
			const color = this._c(input);
			const p = amount / 100;
			const calc = (key) => (color[key] - this[key]) * p + this[key];
			const rgba = {
				r: round(calc("r")),
				g: round(calc("g")),
				b: round(calc("b")),
				a: round(calc("a") * 100) / 100
			};
			return this._c(rgba);
		}
		/**
		* Mix the color with pure white, from 0 to 100.
		* Providing 0 will do nothing, providing 100 will always return white.
		*/
		tint(amount = 10) {
			return this.mix({
				r: 255,
				g: 255,
				b: 255,
				a: 1
			}, amount);
		}
		/**
		* Mix the color with pure black, from 0 to 100.
		* Providing 0 will do nothing, providing 100 will always return black.
		*/
		shade(amount = 10) {
			return this.mix({
				r: 0,
				g: 0,
				b: 0,
				a: 1
			}, amount);
		}
		onBackground(background) {
			const bg = this._c(background);
			const alpha = this.a + bg.a * (1 - this.a);
			const calc = (key) => {
				return round((this[key] * this.a + bg[key] * bg.a * (1 - this.a)) / alpha);
			};
			return this._c({
				r: calc("r"),
				g: calc("g"),
				b: calc("b"),
				a: alpha
			});
		}
		isDark() {
			return this.getBrightness() < 128;
		}
		isLight() {
			return this.getBrightness() >= 128;
		}
		equals(other) {
			return this.r === other.r && this.g === other.g && this.b === other.b && this.a === other.a;
		}
		clone() {
			return this._c(this);
		}
		toHexString() {
			let hex = "#";
			const rHex = (this.r || 0).toString(16);
			hex += rHex.length === 2 ? rHex : "0" + rHex;
			const gHex = (this.g || 0).toString(16);
			hex += gHex.length === 2 ? gHex : "0" + gHex;
			const bHex = (this.b || 0).toString(16);
			hex += bHex.length === 2 ? bHex : "0" + bHex;
			if (typeof this.a === "number" && this.a >= 0 && this.a < 1) {
				const aHex = round(this.a * 255).toString(16);
				hex += aHex.length === 2 ? aHex : "0" + aHex;
			}
			return hex;
		}
		/** CSS support color pattern */
		toHsl() {
			return {
				h: this.getHue(),
				s: this.getHSLSaturation(),
				l: this.getLightness(),
				a: this.a
			};
		}
		/** CSS support color pattern */
		toHslString() {
			const h = this.getHue();
			const s = round(this.getHSLSaturation() * 100);
			const l = round(this.getLightness() * 100);
			return this.a !== 1 ? `hsla(${h},${s}%,${l}%,${this.a})` : `hsl(${h},${s}%,${l}%)`;
		}
		/** Same as toHsb */
		toHsv() {
			return {
				h: this.getHue(),
				s: this.getHSVSaturation(),
				v: this.getValue(),
				a: this.a
			};
		}
		toRgb() {
			return {
				r: this.r,
				g: this.g,
				b: this.b,
				a: this.a
			};
		}
		toRgbString() {
			return this.a !== 1 ? `rgba(${this.r},${this.g},${this.b},${this.a})` : `rgb(${this.r},${this.g},${this.b})`;
		}
		toString() {
			return this.toRgbString();
		}
		/** Return a new FastColor object with one channel changed */
		_sc(rgb, value, max) {
			const clone = this.clone();
			clone[rgb] = limitRange(value, max);
			return clone;
		}
		_c(input) {
			return new this.constructor(input);
		}
		getMax() {
			if (typeof this._max === "undefined") this._max = Math.max(this.r, this.g, this.b);
			return this._max;
		}
		getMin() {
			if (typeof this._min === "undefined") this._min = Math.min(this.r, this.g, this.b);
			return this._min;
		}
		fromHexString(trimStr) {
			const withoutPrefix = trimStr.replace("#", "");
			function connectNum(index1, index2) {
				return parseInt(withoutPrefix[index1] + withoutPrefix[index2 || index1], 16);
			}
			if (withoutPrefix.length < 6) {
				this.r = connectNum(0);
				this.g = connectNum(1);
				this.b = connectNum(2);
				this.a = withoutPrefix[3] ? connectNum(3) / 255 : 1;
			} else {
				this.r = connectNum(0, 1);
				this.g = connectNum(2, 3);
				this.b = connectNum(4, 5);
				this.a = withoutPrefix[6] ? connectNum(6, 7) / 255 : 1;
			}
		}
		fromHsl({ h: _h, s, l, a }) {
			const h = (_h % 360 + 360) % 360;
			this._h = h;
			this._hsl_s = s;
			this._l = l;
			this.a = typeof a === "number" ? a : 1;
			if (s <= 0) {
				const rgb = round(l * 255);
				this.r = rgb;
				this.g = rgb;
				this.b = rgb;
				return;
			}
			let r = 0, g = 0, b = 0;
			const huePrime = h / 60;
			const chroma = (1 - Math.abs(2 * l - 1)) * s;
			const secondComponent = chroma * (1 - Math.abs(huePrime % 2 - 1));
			if (huePrime >= 0 && huePrime < 1) {
				r = chroma;
				g = secondComponent;
			} else if (huePrime >= 1 && huePrime < 2) {
				r = secondComponent;
				g = chroma;
			} else if (huePrime >= 2 && huePrime < 3) {
				g = chroma;
				b = secondComponent;
			} else if (huePrime >= 3 && huePrime < 4) {
				g = secondComponent;
				b = chroma;
			} else if (huePrime >= 4 && huePrime < 5) {
				r = secondComponent;
				b = chroma;
			} else if (huePrime >= 5 && huePrime < 6) {
				r = chroma;
				b = secondComponent;
			}
			const lightnessModification = l - chroma / 2;
			this.r = round((r + lightnessModification) * 255);
			this.g = round((g + lightnessModification) * 255);
			this.b = round((b + lightnessModification) * 255);
		}
		fromHsv({ h: _h, s, v, a }) {
			const h = (_h % 360 + 360) % 360;
			this._h = h;
			this._hsv_s = s;
			this._v = v;
			this.a = typeof a === "number" ? a : 1;
			const vv = round(v * 255);
			this.r = vv;
			this.g = vv;
			this.b = vv;
			if (s <= 0) return;
			const hh = h / 60;
			const i = Math.floor(hh);
			const ff = hh - i;
			const p = round(v * (1 - s) * 255);
			const q = round(v * (1 - s * ff) * 255);
			const t = round(v * (1 - s * (1 - ff)) * 255);
			switch (i) {
				case 0:
					this.g = t;
					this.b = p;
					break;
				case 1:
					this.r = q;
					this.b = p;
					break;
				case 2:
					this.r = p;
					this.b = t;
					break;
				case 3:
					this.r = p;
					this.g = q;
					break;
				case 4:
					this.r = t;
					this.g = p;
					break;
				default:
					this.g = p;
					this.b = q;
			}
		}
		fromHsvString(trimStr) {
			const cells = splitColorStr(trimStr, parseHSVorHSL);
			this.fromHsv({
				h: cells[0],
				s: cells[1],
				v: cells[2],
				a: cells[3]
			});
		}
		fromHslString(trimStr) {
			const cells = splitColorStr(trimStr, parseHSVorHSL);
			this.fromHsl({
				h: cells[0],
				s: cells[1],
				l: cells[2],
				a: cells[3]
			});
		}
		fromRgbString(trimStr) {
			const cells = splitColorStr(trimStr, (num, txt) => txt.includes("%") ? round(num / 100 * 255) : num);
			this.r = cells[0];
			this.g = cells[1];
			this.b = cells[2];
			this.a = cells[3];
		}
	};
}));
// node_modules/@ant-design/fast-color/es/types.js
var init_types = __esmMin((() => {}));
// node_modules/@ant-design/fast-color/es/index.js
var init_es$1 = __esmMin((() => {
	init_FastColor();
	init_types();
}));
// node_modules/@ant-design/colors/es/generate.js
var generate_exports = /* @__PURE__ */ __exportAll({ default: () => generate$1 });
function getHue(hsv, i, light) {
	let hue;
	if (Math.round(hsv.h) >= 60 && Math.round(hsv.h) <= 240) hue = light ? Math.round(hsv.h) - hueStep * i : Math.round(hsv.h) + hueStep * i;
	else hue = light ? Math.round(hsv.h) + hueStep * i : Math.round(hsv.h) - hueStep * i;
	if (hue < 0) hue += 360;
	else if (hue >= 360) hue -= 360;
	return hue;
}
function getSaturation(hsv, i, light) {
	if (hsv.h === 0 && hsv.s === 0) return hsv.s;
	let saturation;
	if (light) saturation = hsv.s - saturationStep * i;
	else if (i === darkColorCount) saturation = hsv.s + saturationStep;
	else saturation = hsv.s + saturationStep2 * i;
	if (saturation > 1) saturation = 1;
	if (light && i === lightColorCount && saturation > .1) saturation = .1;
	if (saturation < .06) saturation = .06;
	return Math.round(saturation * 100) / 100;
}
function getValue$1(hsv, i, light) {
	let value;
	if (light) value = hsv.v + brightnessStep1 * i;
	else value = hsv.v - brightnessStep2 * i;
	value = Math.max(0, Math.min(1, value));
	return Math.round(value * 100) / 100;
}
function generate$1(color, opts = {}) {
	const patterns = [];
	const pColor = new FastColor(color);
	const hsv = pColor.toHsv();
	for (let i = lightColorCount; i > 0; i -= 1) {
		const c = new FastColor({
			h: getHue(hsv, i, true),
			s: getSaturation(hsv, i, true),
			v: getValue$1(hsv, i, true)
		});
		patterns.push(c);
	}
	patterns.push(pColor);
	for (let i = 1; i <= darkColorCount; i += 1) {
		const c = new FastColor({
			h: getHue(hsv, i),
			s: getSaturation(hsv, i),
			v: getValue$1(hsv, i)
		});
		patterns.push(c);
	}
	if (opts.theme === "dark") return darkColorMap.map(({ index, amount }) => new FastColor(opts.backgroundColor || "#141414").mix(patterns[index], amount).toHexString());
	return patterns.map((c) => c.toHexString());
}
var hueStep, saturationStep, saturationStep2, brightnessStep1, brightnessStep2, lightColorCount, darkColorCount, darkColorMap;
var init_generate = __esmMin((() => {
	init_es$1();
	hueStep = 2;
	saturationStep = .16;
	saturationStep2 = .05;
	brightnessStep1 = .05;
	brightnessStep2 = .15;
	lightColorCount = 5;
	darkColorCount = 4;
	darkColorMap = [
		{
			index: 7,
			amount: 15
		},
		{
			index: 6,
			amount: 25
		},
		{
			index: 5,
			amount: 30
		},
		{
			index: 5,
			amount: 45
		},
		{
			index: 5,
			amount: 65
		},
		{
			index: 5,
			amount: 85
		},
		{
			index: 4,
			amount: 90
		},
		{
			index: 3,
			amount: 95
		},
		{
			index: 2,
			amount: 97
		},
		{
			index: 1,
			amount: 98
		}
	];
}));
// node_modules/@ant-design/colors/es/presets.js
var presetPrimaryColors, red, volcano, orange, gold, yellow, lime, green, cyan, blue, geekblue, purple, magenta, grey, gray, presetPalettes, redDark, volcanoDark, orangeDark, goldDark, yellowDark, limeDark, greenDark, cyanDark, blueDark, geekblueDark, purpleDark, magentaDark, greyDark, presetDarkPalettes;
var init_presets = __esmMin((() => {
	presetPrimaryColors = {
		"red": "#F5222D",
		"volcano": "#FA541C",
		"orange": "#FA8C16",
		"gold": "#FAAD14",
		"yellow": "#FADB14",
		"lime": "#A0D911",
		"green": "#52C41A",
		"cyan": "#13C2C2",
		"blue": "#1677FF",
		"geekblue": "#2F54EB",
		"purple": "#722ED1",
		"magenta": "#EB2F96",
		"grey": "#666666"
	};
	red = [
		"#fff1f0",
		"#ffccc7",
		"#ffa39e",
		"#ff7875",
		"#ff4d4f",
		"#f5222d",
		"#cf1322",
		"#a8071a",
		"#820014",
		"#5c0011"
	];
	red.primary = red[5];
	volcano = [
		"#fff2e8",
		"#ffd8bf",
		"#ffbb96",
		"#ff9c6e",
		"#ff7a45",
		"#fa541c",
		"#d4380d",
		"#ad2102",
		"#871400",
		"#610b00"
	];
	volcano.primary = volcano[5];
	orange = [
		"#fff7e6",
		"#ffe7ba",
		"#ffd591",
		"#ffc069",
		"#ffa940",
		"#fa8c16",
		"#d46b08",
		"#ad4e00",
		"#873800",
		"#612500"
	];
	orange.primary = orange[5];
	gold = [
		"#fffbe6",
		"#fff1b8",
		"#ffe58f",
		"#ffd666",
		"#ffc53d",
		"#faad14",
		"#d48806",
		"#ad6800",
		"#874d00",
		"#613400"
	];
	gold.primary = gold[5];
	yellow = [
		"#feffe6",
		"#ffffb8",
		"#fffb8f",
		"#fff566",
		"#ffec3d",
		"#fadb14",
		"#d4b106",
		"#ad8b00",
		"#876800",
		"#614700"
	];
	yellow.primary = yellow[5];
	lime = [
		"#fcffe6",
		"#f4ffb8",
		"#eaff8f",
		"#d3f261",
		"#bae637",
		"#a0d911",
		"#7cb305",
		"#5b8c00",
		"#3f6600",
		"#254000"
	];
	lime.primary = lime[5];
	green = [
		"#f6ffed",
		"#d9f7be",
		"#b7eb8f",
		"#95de64",
		"#73d13d",
		"#52c41a",
		"#389e0d",
		"#237804",
		"#135200",
		"#092b00"
	];
	green.primary = green[5];
	cyan = [
		"#e6fffb",
		"#b5f5ec",
		"#87e8de",
		"#5cdbd3",
		"#36cfc9",
		"#13c2c2",
		"#08979c",
		"#006d75",
		"#00474f",
		"#002329"
	];
	cyan.primary = cyan[5];
	blue = [
		"#e6f4ff",
		"#bae0ff",
		"#91caff",
		"#69b1ff",
		"#4096ff",
		"#1677ff",
		"#0958d9",
		"#003eb3",
		"#002c8c",
		"#001d66"
	];
	blue.primary = blue[5];
	geekblue = [
		"#f0f5ff",
		"#d6e4ff",
		"#adc6ff",
		"#85a5ff",
		"#597ef7",
		"#2f54eb",
		"#1d39c4",
		"#10239e",
		"#061178",
		"#030852"
	];
	geekblue.primary = geekblue[5];
	purple = [
		"#f9f0ff",
		"#efdbff",
		"#d3adf7",
		"#b37feb",
		"#9254de",
		"#722ed1",
		"#531dab",
		"#391085",
		"#22075e",
		"#120338"
	];
	purple.primary = purple[5];
	magenta = [
		"#fff0f6",
		"#ffd6e7",
		"#ffadd2",
		"#ff85c0",
		"#f759ab",
		"#eb2f96",
		"#c41d7f",
		"#9e1068",
		"#780650",
		"#520339"
	];
	magenta.primary = magenta[5];
	grey = [
		"#a6a6a6",
		"#999999",
		"#8c8c8c",
		"#808080",
		"#737373",
		"#666666",
		"#404040",
		"#1a1a1a",
		"#000000",
		"#000000"
	];
	grey.primary = grey[5];
	gray = grey;
	presetPalettes = {
		red,
		volcano,
		orange,
		gold,
		yellow,
		lime,
		green,
		cyan,
		blue,
		geekblue,
		purple,
		magenta,
		grey
	};
	redDark = [
		"#2a1215",
		"#431418",
		"#58181c",
		"#791a1f",
		"#a61d24",
		"#d32029",
		"#e84749",
		"#f37370",
		"#f89f9a",
		"#fac8c3"
	];
	redDark.primary = redDark[5];
	volcanoDark = [
		"#2b1611",
		"#441d12",
		"#592716",
		"#7c3118",
		"#aa3e19",
		"#d84a1b",
		"#e87040",
		"#f3956a",
		"#f8b692",
		"#fad4bc"
	];
	volcanoDark.primary = volcanoDark[5];
	orangeDark = [
		"#2b1d11",
		"#442a11",
		"#593815",
		"#7c4a15",
		"#aa6215",
		"#d87a16",
		"#e89a3c",
		"#f3b765",
		"#f8cf8d",
		"#fae3b7"
	];
	orangeDark.primary = orangeDark[5];
	goldDark = [
		"#2b2111",
		"#443111",
		"#594214",
		"#7c5914",
		"#aa7714",
		"#d89614",
		"#e8b339",
		"#f3cc62",
		"#f8df8b",
		"#faedb5"
	];
	goldDark.primary = goldDark[5];
	yellowDark = [
		"#2b2611",
		"#443b11",
		"#595014",
		"#7c6e14",
		"#aa9514",
		"#d8bd14",
		"#e8d639",
		"#f3ea62",
		"#f8f48b",
		"#fafab5"
	];
	yellowDark.primary = yellowDark[5];
	limeDark = [
		"#1f2611",
		"#2e3c10",
		"#3e4f13",
		"#536d13",
		"#6f9412",
		"#8bbb11",
		"#a9d134",
		"#c9e75d",
		"#e4f88b",
		"#f0fab5"
	];
	limeDark.primary = limeDark[5];
	greenDark = [
		"#162312",
		"#1d3712",
		"#274916",
		"#306317",
		"#3c8618",
		"#49aa19",
		"#6abe39",
		"#8fd460",
		"#b2e58b",
		"#d5f2bb"
	];
	greenDark.primary = greenDark[5];
	cyanDark = [
		"#112123",
		"#113536",
		"#144848",
		"#146262",
		"#138585",
		"#13a8a8",
		"#33bcb7",
		"#58d1c9",
		"#84e2d8",
		"#b2f1e8"
	];
	cyanDark.primary = cyanDark[5];
	blueDark = [
		"#111a2c",
		"#112545",
		"#15325b",
		"#15417e",
		"#1554ad",
		"#1668dc",
		"#3c89e8",
		"#65a9f3",
		"#8dc5f8",
		"#b7dcfa"
	];
	blueDark.primary = blueDark[5];
	geekblueDark = [
		"#131629",
		"#161d40",
		"#1c2755",
		"#203175",
		"#263ea0",
		"#2b4acb",
		"#5273e0",
		"#7f9ef3",
		"#a8c1f8",
		"#d2e0fa"
	];
	geekblueDark.primary = geekblueDark[5];
	purpleDark = [
		"#1a1325",
		"#24163a",
		"#301c4d",
		"#3e2069",
		"#51258f",
		"#642ab5",
		"#854eca",
		"#ab7ae0",
		"#cda8f0",
		"#ebd7fa"
	];
	purpleDark.primary = purpleDark[5];
	magentaDark = [
		"#291321",
		"#40162f",
		"#551c3b",
		"#75204f",
		"#a02669",
		"#cb2b83",
		"#e0529c",
		"#f37fb7",
		"#f8a8cc",
		"#fad2e3"
	];
	magentaDark.primary = magentaDark[5];
	greyDark = [
		"#151515",
		"#1f1f1f",
		"#2d2d2d",
		"#393939",
		"#494949",
		"#5a5a5a",
		"#6a6a6a",
		"#7b7b7b",
		"#888888",
		"#969696"
	];
	greyDark.primary = greyDark[5];
	presetDarkPalettes = {
		red: redDark,
		volcano: volcanoDark,
		orange: orangeDark,
		gold: goldDark,
		yellow: yellowDark,
		lime: limeDark,
		green: greenDark,
		cyan: cyanDark,
		blue: blueDark,
		geekblue: geekblueDark,
		purple: purpleDark,
		magenta: magentaDark,
		grey: greyDark
	};
}));
// node_modules/@ant-design/colors/es/index.js
var es_exports = /* @__PURE__ */ __exportAll({
	blue: () => blue,
	blueDark: () => blueDark,
	cyan: () => cyan,
	cyanDark: () => cyanDark,
	geekblue: () => geekblue,
	geekblueDark: () => geekblueDark,
	generate: () => generate$1,
	gold: () => gold,
	goldDark: () => goldDark,
	gray: () => gray,
	green: () => green,
	greenDark: () => greenDark,
	grey: () => grey,
	greyDark: () => greyDark,
	lime: () => lime,
	limeDark: () => limeDark,
	magenta: () => magenta,
	magentaDark: () => magentaDark,
	orange: () => orange,
	orangeDark: () => orangeDark,
	presetDarkPalettes: () => presetDarkPalettes,
	presetPalettes: () => presetPalettes,
	presetPrimaryColors: () => presetPrimaryColors,
	purple: () => purple,
	purpleDark: () => purpleDark,
	red: () => red,
	redDark: () => redDark,
	volcano: () => volcano,
	volcanoDark: () => volcanoDark,
	yellow: () => yellow,
	yellowDark: () => yellowDark
});
var init_es = __esmMin((() => {
	init_generate();
	init_presets();
}));
// node_modules/antd/es/theme/themes/shared/genColorMapToken.js
init_es();
init_es$1();
function genColorMapToken(seed, { generateColorPalettes, generateNeutralColorPalettes }) {
	const { colorSuccess: colorSuccessBase, colorWarning: colorWarningBase, colorError: colorErrorBase, colorInfo: colorInfoBase, colorPrimary: colorPrimaryBase, colorBgBase, colorTextBase } = seed;
	const primaryColors = generateColorPalettes(colorPrimaryBase);
	const successColors = generateColorPalettes(colorSuccessBase);
	const warningColors = generateColorPalettes(colorWarningBase);
	const errorColors = generateColorPalettes(colorErrorBase);
	const infoColors = generateColorPalettes(colorInfoBase);
	const neutralColors = generateNeutralColorPalettes(colorBgBase, colorTextBase);
	const linkColors = generateColorPalettes(seed.colorLink || seed.colorInfo);
	const colorErrorBgFilledHover = new FastColor(errorColors[1]).mix(new FastColor(errorColors[3]), 50).toHexString();
	const presetColorTokens = {};
	PresetColors.forEach((colorKey) => {
		const colorBase = seed[colorKey];
		if (colorBase) {
			const colorPalette = generateColorPalettes(colorBase);
			presetColorTokens[`${colorKey}Hover`] = colorPalette[5];
			presetColorTokens[`${colorKey}Active`] = colorPalette[7];
		}
	});
	return {
		...neutralColors,
		colorPrimaryBg: primaryColors[1],
		colorPrimaryBgHover: primaryColors[2],
		colorPrimaryBorder: primaryColors[3],
		colorPrimaryBorderHover: primaryColors[4],
		colorPrimaryHover: primaryColors[5],
		colorPrimary: primaryColors[6],
		colorPrimaryActive: primaryColors[7],
		colorPrimaryTextHover: primaryColors[8],
		colorPrimaryText: primaryColors[9],
		colorPrimaryTextActive: primaryColors[10],
		colorSuccessBg: successColors[1],
		colorSuccessBgHover: successColors[2],
		colorSuccessBorder: successColors[3],
		colorSuccessBorderHover: successColors[4],
		colorSuccessHover: successColors[4],
		colorSuccess: successColors[6],
		colorSuccessActive: successColors[7],
		colorSuccessTextHover: successColors[8],
		colorSuccessText: successColors[9],
		colorSuccessTextActive: successColors[10],
		colorErrorBg: errorColors[1],
		colorErrorBgHover: errorColors[2],
		colorErrorBgFilledHover,
		colorErrorBgActive: errorColors[3],
		colorErrorBorder: errorColors[3],
		colorErrorBorderHover: errorColors[4],
		colorErrorHover: errorColors[5],
		colorError: errorColors[6],
		colorErrorActive: errorColors[7],
		colorErrorTextHover: errorColors[8],
		colorErrorText: errorColors[9],
		colorErrorTextActive: errorColors[10],
		colorWarningBg: warningColors[1],
		colorWarningBgHover: warningColors[2],
		colorWarningBorder: warningColors[3],
		colorWarningBorderHover: warningColors[4],
		colorWarningHover: warningColors[4],
		colorWarning: warningColors[6],
		colorWarningActive: warningColors[7],
		colorWarningTextHover: warningColors[8],
		colorWarningText: warningColors[9],
		colorWarningTextActive: warningColors[10],
		colorInfoBg: infoColors[1],
		colorInfoBgHover: infoColors[2],
		colorInfoBorder: infoColors[3],
		colorInfoBorderHover: infoColors[4],
		colorInfoHover: infoColors[4],
		colorInfo: infoColors[6],
		colorInfoActive: infoColors[7],
		colorInfoTextHover: infoColors[8],
		colorInfoText: infoColors[9],
		colorInfoTextActive: infoColors[10],
		colorLinkHover: linkColors[4],
		colorLink: linkColors[6],
		colorLinkActive: linkColors[7],
		...presetColorTokens,
		colorBgMask: new FastColor("#000").setA(.45).toRgbString(),
		colorWhite: "#fff"
	};
}
// node_modules/antd/es/theme/themes/shared/genRadius.js
var genRadius = (radiusBase) => {
	let radiusLG = radiusBase;
	let radiusSM = radiusBase;
	let radiusXS = radiusBase;
	let radiusOuter = radiusBase;
	if (radiusBase < 6 && radiusBase >= 5) radiusLG = radiusBase + 1;
	else if (radiusBase < 16 && radiusBase >= 6) radiusLG = radiusBase + 2;
	else if (radiusBase >= 16) radiusLG = 16;
	if (radiusBase < 7 && radiusBase >= 5) radiusSM = 4;
	else if (radiusBase < 8 && radiusBase >= 7) radiusSM = 5;
	else if (radiusBase < 14 && radiusBase >= 8) radiusSM = 6;
	else if (radiusBase < 16 && radiusBase >= 14) radiusSM = 7;
	else if (radiusBase >= 16) radiusSM = 8;
	if (radiusBase < 6 && radiusBase >= 2) radiusXS = 1;
	else if (radiusBase >= 6) radiusXS = 2;
	if (radiusBase > 4 && radiusBase < 8) radiusOuter = 4;
	else if (radiusBase >= 8) radiusOuter = 6;
	return {
		borderRadius: radiusBase,
		borderRadiusXS: radiusXS,
		borderRadiusSM: radiusSM,
		borderRadiusLG: radiusLG,
		borderRadiusOuter: radiusOuter
	};
};
// node_modules/antd/es/theme/themes/shared/genCommonMapToken.js
function genCommonMapToken(token) {
	const { motionUnit, motionBase, borderRadius, lineWidth } = token;
	return {
		motionDurationFast: `${(motionBase + motionUnit).toFixed(1)}s`,
		motionDurationMid: `${(motionBase + motionUnit * 2).toFixed(1)}s`,
		motionDurationSlow: `${(motionBase + motionUnit * 3).toFixed(1)}s`,
		lineWidthBold: lineWidth + 1,
		...genRadius(borderRadius)
	};
}
// node_modules/antd/es/theme/themes/shared/genControlHeight.js
var genControlHeight = (token) => {
	const { controlHeight } = token;
	return {
		controlHeightSM: controlHeight * .75,
		controlHeightXS: controlHeight * .5,
		controlHeightLG: controlHeight * 1.25
	};
};
// node_modules/antd/es/theme/themes/shared/genFontMapToken.js
var genFontMapToken = (fontSize) => {
	const fontSizePairs = getFontSizes(fontSize);
	const fontSizes = fontSizePairs.map((pair) => pair.size);
	const lineHeights = fontSizePairs.map((pair) => pair.lineHeight);
	const fontSizeMD = fontSizes[1];
	const fontSizeSM = fontSizes[0];
	const fontSizeLG = fontSizes[2];
	const lineHeight = lineHeights[1];
	const lineHeightSM = lineHeights[0];
	const lineHeightLG = lineHeights[2];
	return {
		fontSizeSM,
		fontSize: fontSizeMD,
		fontSizeLG,
		fontSizeXL: fontSizes[3],
		fontSizeHeading1: fontSizes[6],
		fontSizeHeading2: fontSizes[5],
		fontSizeHeading3: fontSizes[4],
		fontSizeHeading4: fontSizes[3],
		fontSizeHeading5: fontSizes[2],
		lineHeight,
		lineHeightLG,
		lineHeightSM,
		fontHeight: Math.round(lineHeight * fontSizeMD),
		fontHeightLG: Math.round(lineHeightLG * fontSizeLG),
		fontHeightSM: Math.round(lineHeightSM * fontSizeSM),
		lineHeightHeading1: lineHeights[6],
		lineHeightHeading2: lineHeights[5],
		lineHeightHeading3: lineHeights[4],
		lineHeightHeading4: lineHeights[3],
		lineHeightHeading5: lineHeights[2]
	};
};
// node_modules/antd/es/theme/themes/shared/genSizeMapToken.js
function genSizeMapToken(token) {
	const { sizeUnit, sizeStep } = token;
	return {
		sizeXXL: sizeUnit * (sizeStep + 8),
		sizeXL: sizeUnit * (sizeStep + 4),
		sizeLG: sizeUnit * (sizeStep + 2),
		sizeMD: sizeUnit * (sizeStep + 1),
		sizeMS: sizeUnit * sizeStep,
		size: sizeUnit * sizeStep,
		sizeSM: sizeUnit * (sizeStep - 1),
		sizeXS: sizeUnit * (sizeStep - 2),
		sizeXXS: sizeUnit * (sizeStep - 3)
	};
}
// node_modules/antd/es/theme/themes/default/colorAlgorithm.js
init_es$1();
var getAlphaColor$1 = (baseColor, alpha) => new FastColor(baseColor).setA(alpha).toRgbString();
var getSolidColor = (baseColor, brightness) => {
	return new FastColor(baseColor).darken(brightness).toHexString();
};
// node_modules/antd/es/theme/themes/default/colors.js
var generateColorPalettes = (baseColor) => {
	const colors = generate$1(baseColor);
	return {
		1: colors[0],
		2: colors[1],
		3: colors[2],
		4: colors[3],
		5: colors[4],
		6: colors[5],
		7: colors[6],
		8: colors[4],
		9: colors[5],
		10: colors[6]
	};
};
var generateNeutralColorPalettes = (bgBaseColor, textBaseColor, shadowColor) => {
	const colorBgBase = bgBaseColor || "#fff";
	const colorTextBase = textBaseColor || "#000";
	return {
		colorBgBase,
		colorTextBase,
		colorShadow: shadowColor || "#000",
		colorText: getAlphaColor$1(colorTextBase, .88),
		colorTextSecondary: getAlphaColor$1(colorTextBase, .65),
		colorTextTertiary: getAlphaColor$1(colorTextBase, .45),
		colorTextQuaternary: getAlphaColor$1(colorTextBase, .25),
		colorFill: getAlphaColor$1(colorTextBase, .15),
		colorFillSecondary: getAlphaColor$1(colorTextBase, .06),
		colorFillTertiary: getAlphaColor$1(colorTextBase, .04),
		colorFillQuaternary: getAlphaColor$1(colorTextBase, .02),
		colorBgSolid: getAlphaColor$1(colorTextBase, 1),
		colorBgSolidHover: getAlphaColor$1(colorTextBase, .75),
		colorBgSolidActive: getAlphaColor$1(colorTextBase, .95),
		colorBgLayout: getSolidColor(colorBgBase, 4),
		colorBgContainer: getSolidColor(colorBgBase, 0),
		colorBgElevated: getSolidColor(colorBgBase, 0),
		colorBgSpotlight: getAlphaColor$1(colorTextBase, .85),
		colorBgBlur: "transparent",
		colorBorder: getSolidColor(colorBgBase, 15),
		colorBorderDisabled: getSolidColor(colorBgBase, 15),
		colorBorderSecondary: getSolidColor(colorBgBase, 6)
	};
};
// node_modules/antd/es/theme/themes/default/index.js
init_es();
function derivative(token) {
	presetPrimaryColors.pink = presetPrimaryColors.magenta;
	presetPalettes.pink = presetPalettes.magenta;
	const colorPalettes = Object.keys(defaultPresetColors).map((colorKey) => {
		const colors = token[colorKey] === presetPrimaryColors[colorKey] ? presetPalettes[colorKey] : generate$1(token[colorKey]);
		return Array.from({ length: 10 }, () => 1).reduce((prev, _, i) => {
			prev[`${colorKey}-${i + 1}`] = colors[i];
			prev[`${colorKey}${i + 1}`] = colors[i];
			return prev;
		}, {});
	}).reduce((prev, cur) => {
		prev = {
			...prev,
			...cur
		};
		return prev;
	}, {});
	return {
		...token,
		...colorPalettes,
		...genColorMapToken(token, {
			generateColorPalettes,
			generateNeutralColorPalettes
		}),
		...genFontMapToken(token.fontSize),
		...genSizeMapToken(token),
		...genControlHeight(token),
		...genCommonMapToken(token)
	};
}
// node_modules/antd/es/theme/themes/default/theme.js
var defaultTheme = createTheme(derivative);
// node_modules/antd/es/theme/context.js
var defaultConfig = {
	token: seedToken,
	override: { override: seedToken },
	hashed: true
};
var DesignTokenContext = /*#__PURE__*/ React.createContext(defaultConfig);
// node_modules/antd/es/theme/util/getAlphaColor.js
init_es$1();
function isStableColor(color) {
	return color >= 0 && color <= 255;
}
function getAlphaColor(frontColor, backgroundColor) {
	const { r: fR, g: fG, b: fB, a: originAlpha } = new FastColor(frontColor).toRgb();
	if (originAlpha < 1) return frontColor;
	const { r: bR, g: bG, b: bB } = new FastColor(backgroundColor).toRgb();
	for (let fA = .01; fA <= 1; fA += .01) {
		const r = Math.round((fR - bR * (1 - fA)) / fA);
		const g = Math.round((fG - bG * (1 - fA)) / fA);
		const b = Math.round((fB - bB * (1 - fA)) / fA);
		if (isStableColor(r) && isStableColor(g) && isStableColor(b)) return new FastColor({
			r,
			g,
			b,
			a: Math.round(fA * 100) / 100
		}).toRgbString();
	}
	/* istanbul ignore next */
	return new FastColor({
		r: fR,
		g: fG,
		b: fB,
		a: 1
	}).toRgbString();
}
// node_modules/antd/es/theme/util/alias.js
init_es$1();
/**
* Seed (designer) > Derivative (designer) > Alias (developer).
*
* Merge seed & derivative & override token and generate alias token for developer.
*/
function formatToken(derivativeToken) {
	const { override, ...restToken } = derivativeToken;
	const overrideTokens = { ...override };
	Object.keys(seedToken).forEach((token) => {
		delete overrideTokens[token];
	});
	const mergedToken = {
		...restToken,
		...overrideTokens
	};
	const shadowBaseColor = new FastColor(mergedToken.colorShadow);
	const shadowBaseAlpha = shadowBaseColor.a;
	const getShadowColor = (alpha) => shadowBaseColor.clone().setA(shadowBaseAlpha * alpha).toRgbString();
	const screenXS = 480;
	const screenSM = 576;
	const screenMD = 768;
	const screenLG = 992;
	const screenXL = 1200;
	const screenXXL = 1600;
	const screenXXXL = 1920;
	if (mergedToken.motion === false) {
		const fastDuration = "0s";
		mergedToken.motionDurationFast = fastDuration;
		mergedToken.motionDurationMid = fastDuration;
		mergedToken.motionDurationSlow = fastDuration;
	}
	return {
		...mergedToken,
		colorFillContent: mergedToken.colorFillSecondary,
		colorFillContentHover: mergedToken.colorFill,
		colorFillAlter: mergedToken.colorFillQuaternary,
		colorBgContainerDisabled: mergedToken.colorFillTertiary,
		colorBorderBg: mergedToken.colorBgContainer,
		colorSplit: getAlphaColor(mergedToken.colorBorderSecondary, mergedToken.colorBgContainer),
		colorTextPlaceholder: mergedToken.colorTextQuaternary,
		colorTextDisabled: mergedToken.colorTextQuaternary,
		colorTextHeading: mergedToken.colorText,
		colorTextLabel: mergedToken.colorTextSecondary,
		colorTextDescription: mergedToken.colorTextTertiary,
		colorTextLightSolid: mergedToken.colorWhite,
		colorHighlight: mergedToken.colorError,
		colorBgTextHover: mergedToken.colorFillSecondary,
		colorBgTextActive: mergedToken.colorFill,
		colorIcon: mergedToken.colorTextTertiary,
		colorIconHover: mergedToken.colorText,
		colorErrorOutline: getAlphaColor(mergedToken.colorErrorBg, mergedToken.colorBgContainer),
		colorWarningOutline: getAlphaColor(mergedToken.colorWarningBg, mergedToken.colorBgContainer),
		colorErrorAffix: mergedToken.colorError,
		colorWarningAffix: mergedToken.colorWarning,
		fontHeight: Math.round(mergedToken.fontSize * mergedToken.lineHeight),
		fontHeightSM: Math.round(mergedToken.fontSizeSM * mergedToken.lineHeightSM),
		fontHeightLG: Math.round(mergedToken.fontSizeLG * mergedToken.lineHeightLG),
		fontSizeIcon: mergedToken.fontSizeSM,
		lineWidthFocus: mergedToken.focusOutline === false ? 0 : mergedToken.lineWidth * 3,
		lineWidth: mergedToken.lineWidth,
		controlOutlineWidth: mergedToken.lineWidth * 2,
		controlInteractiveSize: mergedToken.controlHeight / 2,
		controlItemBgHover: mergedToken.colorFillTertiary,
		controlItemBgActive: mergedToken.colorPrimaryBg,
		controlItemBgActiveHover: mergedToken.colorPrimaryBgHover,
		controlItemBgActiveDisabled: mergedToken.colorFill,
		controlTmpOutline: mergedToken.colorFillQuaternary,
		controlOutline: getAlphaColor(mergedToken.colorPrimaryBg, mergedToken.colorBgContainer),
		lineType: mergedToken.lineType,
		borderRadius: mergedToken.borderRadius,
		borderRadiusXS: mergedToken.borderRadiusXS,
		borderRadiusSM: mergedToken.borderRadiusSM,
		borderRadiusLG: mergedToken.borderRadiusLG,
		fontWeightStrong: 600,
		opacityLoading: .65,
		linkDecoration: "none",
		linkHoverDecoration: "none",
		linkFocusDecoration: "none",
		controlPaddingHorizontal: 12,
		controlPaddingHorizontalSM: 8,
		paddingXXS: mergedToken.sizeXXS,
		paddingXS: mergedToken.sizeXS,
		paddingSM: mergedToken.sizeSM,
		padding: mergedToken.size,
		paddingMD: mergedToken.sizeMD,
		paddingLG: mergedToken.sizeLG,
		paddingXL: mergedToken.sizeXL,
		paddingContentHorizontalLG: mergedToken.sizeLG,
		paddingContentVerticalLG: mergedToken.sizeMS,
		paddingContentHorizontal: mergedToken.sizeMS,
		paddingContentVertical: mergedToken.sizeSM,
		paddingContentHorizontalSM: mergedToken.size,
		paddingContentVerticalSM: mergedToken.sizeXS,
		marginXXS: mergedToken.sizeXXS,
		marginXS: mergedToken.sizeXS,
		marginSM: mergedToken.sizeSM,
		margin: mergedToken.size,
		marginMD: mergedToken.sizeMD,
		marginLG: mergedToken.sizeLG,
		marginXL: mergedToken.sizeXL,
		marginXXL: mergedToken.sizeXXL,
		boxShadow: `
      0 6px 16px 0 ${getShadowColor(.08)},
      0 3px 6px -4px ${getShadowColor(.12)},
      0 9px 28px 8px ${getShadowColor(.05)}
    `,
		boxShadowSecondary: `
      0 6px 16px 0 ${getShadowColor(.08)},
      0 3px 6px -4px ${getShadowColor(.12)},
      0 9px 28px 8px ${getShadowColor(.05)}
    `,
		boxShadowTertiary: `
      0 1px 2px 0 ${getShadowColor(.05)},
      0 1px 6px -1px ${getShadowColor(.03)},
      0 2px 4px 0 ${getShadowColor(.03)}
    `,
		screenXS,
		screenXSMin: screenXS,
		screenXSMax: 575,
		screenSM,
		screenSMMin: screenSM,
		screenSMMax: 767,
		screenMD,
		screenMDMin: screenMD,
		screenMDMax: 991,
		screenLG,
		screenLGMin: screenLG,
		screenLGMax: 1199,
		screenXL,
		screenXLMin: screenXL,
		screenXLMax: 1599,
		screenXXL,
		screenXXLMin: screenXXL,
		screenXXLMax: 1919,
		screenXXXL,
		screenXXXLMin: screenXXXL,
		boxShadowPopoverArrow: `2px 2px 5px ${getShadowColor(.05)}`,
		dropShadowPopover: `drop-shadow(0 6px 16px ${getShadowColor(.08)}) drop-shadow(0 3px 6px ${getShadowColor(.12)}) drop-shadow(0 9px 28px ${getShadowColor(.05)})`,
		boxShadowCard: `
      0 1px 2px -2px ${getShadowColor(.16)},
      0 3px 6px 0 ${getShadowColor(.12)},
      0 5px 12px 4px ${getShadowColor(.09)}
    `,
		boxShadowDrawerRight: `
      -6px 0 16px 0 ${getShadowColor(.08)},
      -3px 0 6px -4px ${getShadowColor(.12)},
      -9px 0 28px 8px ${getShadowColor(.05)}
    `,
		boxShadowDrawerLeft: `
      6px 0 16px 0 ${getShadowColor(.08)},
      3px 0 6px -4px ${getShadowColor(.12)},
      9px 0 28px 8px ${getShadowColor(.05)}
    `,
		boxShadowDrawerUp: `
      0 6px 16px 0 ${getShadowColor(.08)},
      0 3px 6px -4px ${getShadowColor(.12)},
      0 9px 28px 8px ${getShadowColor(.05)}
    `,
		boxShadowDrawerDown: `
      0 -6px 16px 0 ${getShadowColor(.08)},
      0 -3px 6px -4px ${getShadowColor(.12)},
      0 -9px 28px 8px ${getShadowColor(.05)}
    `,
		boxShadowTabsOverflowLeft: `inset 10px 0 8px -8px ${getShadowColor(.08)}`,
		boxShadowTabsOverflowRight: `inset -10px 0 8px -8px ${getShadowColor(.08)}`,
		boxShadowTabsOverflowTop: `inset 0 10px 8px -8px ${getShadowColor(.08)}`,
		boxShadowTabsOverflowBottom: `inset 0 -10px 8px -8px ${getShadowColor(.08)}`,
		...overrideTokens
	};
}
// node_modules/antd/es/theme/useToken.js
var unitless = {
	lineHeight: true,
	lineHeightSM: true,
	lineHeightLG: true,
	lineHeightHeading1: true,
	lineHeightHeading2: true,
	lineHeightHeading3: true,
	lineHeightHeading4: true,
	lineHeightHeading5: true,
	opacityLoading: true,
	fontWeightStrong: true,
	zIndexPopupBase: true,
	zIndexBase: true,
	opacityImage: true
};
var ignore = {
	motionBase: true,
	motionUnit: true
};
var preserve = {
	screenXS: true,
	screenXSMin: true,
	screenXSMax: true,
	screenSM: true,
	screenSMMin: true,
	screenSMMax: true,
	screenMD: true,
	screenMDMin: true,
	screenMDMax: true,
	screenLG: true,
	screenLGMin: true,
	screenLGMax: true,
	screenXL: true,
	screenXLMin: true,
	screenXLMax: true,
	screenXXL: true,
	screenXXLMin: true,
	screenXXLMax: true,
	screenXXXL: true,
	screenXXXLMin: true
};
var getComputedToken = (originToken, overrideToken, theme) => {
	const derivativeToken = theme.getDerivativeToken(originToken);
	const { override, ...components } = overrideToken;
	let mergedDerivativeToken = {
		...derivativeToken,
		override
	};
	mergedDerivativeToken = formatToken(mergedDerivativeToken);
	if (components) Object.entries(components).forEach(([key, value]) => {
		const { theme: componentTheme, ...componentTokens } = value;
		let mergedComponentToken = componentTokens;
		if (componentTheme) mergedComponentToken = getComputedToken({
			...mergedDerivativeToken,
			...componentTokens
		}, { override: componentTokens }, componentTheme);
		mergedDerivativeToken[key] = mergedComponentToken;
	});
	return mergedDerivativeToken;
};
function useToken() {
	const { token: rootDesignToken, hashed, theme, override, cssVar: ctxCssVar, zeroRuntime } = React.useContext(DesignTokenContext);
	const { csp, getPrefixCls } = React.useContext(ConfigContext);
	const cssVar = {
		prefix: ctxCssVar?.prefix ?? getPrefixCls(),
		key: ctxCssVar?.key ?? "css-var-root"
	};
	const salt = `${version_default}-${hashed || ""}`;
	const mergedTheme = theme || defaultTheme;
	const [token, hashId, realToken] = useCacheToken(mergedTheme, [seedToken, rootDesignToken], {
		salt,
		override,
		getComputedToken,
		cssVar: {
			...cssVar,
			unitless,
			ignore,
			preserve
		},
		nonce: csp?.nonce
	});
	return [
		mergedTheme,
		realToken,
		hashed ? hashId : "",
		token,
		cssVar,
		!!zeroRuntime
	];
}
// node_modules/antd/es/style/index.js
var textEllipsis = {
	overflow: "hidden",
	whiteSpace: "nowrap",
	textOverflow: "ellipsis"
};
var resetComponent = (token, needInheritFontFamily = false) => ({
	boxSizing: "border-box",
	margin: 0,
	padding: 0,
	color: token.colorText,
	fontSize: token.fontSize,
	lineHeight: token.lineHeight,
	listStyle: "none",
	fontFamily: needInheritFontFamily ? "inherit" : token.fontFamily
});
var resetIcon = () => ({
	display: "inline-flex",
	alignItems: "center",
	color: "inherit",
	fontStyle: "normal",
	lineHeight: 0,
	textAlign: "center",
	textTransform: "none",
	verticalAlign: "-0.125em",
	textRendering: "optimizeLegibility",
	"-webkit-font-smoothing": "antialiased",
	"-moz-osx-font-smoothing": "grayscale",
	"> *": { lineHeight: 1 },
	svg: {
		display: "inline-block",
		verticalAlign: "inherit"
	}
});
var loadingCircle = new Keyframe("loadingCircle", { "100%": { transform: "rotate(360deg)" } });
var clearFix = () => ({
	"&::before": {
		display: "table",
		content: "\"\""
	},
	"&::after": {
		display: "table",
		clear: "both",
		content: "\"\""
	}
});
var genFocusOutline = (token, offset) => ({
	outline: `${unit$1(token.lineWidthFocus)} solid ${token.colorPrimaryBorder}`,
	outlineOffset: offset ?? 1,
	transition: [`outline-offset`, `outline`].map((prop) => `${prop} 0s`).join(", ")
});
var genFocusStyle = (token, offset) => ({ "&:focus-visible": genFocusOutline(token, offset) });
var genLinkStyle = (token) => ({ a: {
	color: token.colorLink,
	textDecoration: token.linkDecoration,
	backgroundColor: "transparent",
	outline: "none",
	cursor: "pointer",
	transition: `color ${token.motionDurationSlow}`,
	"-webkit-text-decoration-skip": "objects",
	"&:hover": { color: token.colorLinkHover },
	"&:active": { color: token.colorLinkActive },
	"&:active, &:hover": {
		textDecoration: token.linkHoverDecoration,
		outline: 0
	},
	"&:focus": {
		textDecoration: token.linkFocusDecoration,
		outline: 0
	},
	...genFocusStyle(token),
	"&[disabled]": {
		color: token.colorTextDisabled,
		cursor: "not-allowed"
	}
} });
var genCommonStyle = (token, componentPrefixCls, rootCls, resetFont) => {
	const prefixSelector = `[class^="${componentPrefixCls}"], [class*=" ${componentPrefixCls}"]`;
	const rootPrefixSelector = rootCls ? `.${rootCls}` : prefixSelector;
	const resetStyle = {
		boxSizing: "border-box",
		"&::before, &::after": { boxSizing: "border-box" }
	};
	let resetFontStyle = {};
	if (resetFont !== false) resetFontStyle = {
		fontFamily: token.fontFamily,
		fontSize: token.fontSize
	};
	return { [rootPrefixSelector]: {
		...resetFontStyle,
		...resetStyle,
		[prefixSelector]: resetStyle
	} };
};
var genIconStyle = (iconPrefixCls) => ({
	[`.${iconPrefixCls}`]: {
		...resetIcon(),
		"&::before": { display: "none" },
		"&[tabindex]": { cursor: "pointer" }
	},
	[`.${iconPrefixCls} .${iconPrefixCls}-icon`]: { display: "block" },
	[`.${iconPrefixCls}-spin`]: {
		animationName: loadingCircle,
		animationDuration: "1s",
		animationIterationCount: "infinite",
		animationTimingFunction: "linear"
	}
});
var operationUnit = (token) => ({
	color: token.colorLink,
	textDecoration: token.linkDecoration,
	outline: "none",
	cursor: "pointer",
	transition: `all ${token.motionDurationSlow}`,
	border: 0,
	padding: 0,
	background: "none",
	userSelect: "none",
	...genFocusStyle(token),
	"&:hover": {
		color: token.colorLinkHover,
		textDecoration: token.linkHoverDecoration
	},
	"&:focus": {
		color: token.colorLinkHover,
		textDecoration: token.linkFocusDecoration
	},
	"&:active": {
		color: token.colorLinkActive,
		textDecoration: token.linkHoverDecoration
	}
});
// node_modules/antd/es/theme/util/genStyleUtils.js
var { genStyleHooks, genComponentStyleHook, genSubStyleComponent } = genStyleUtils({
	usePrefix: () => {
		const { getPrefixCls, iconPrefixCls } = useContext(ConfigContext);
		return {
			rootPrefixCls: getPrefixCls(),
			iconPrefixCls
		};
	},
	useToken: () => {
		const [theme, realToken, hashId, token, cssVar, zeroRuntime] = useToken();
		return {
			theme,
			realToken,
			hashId,
			token,
			cssVar,
			zeroRuntime
		};
	},
	useCSP: () => {
		const { csp } = useContext(ConfigContext);
		return csp ?? {};
	},
	getResetStyles: (token, config) => {
		const linkStyle = genLinkStyle(token);
		return [
			linkStyle,
			{ "&": linkStyle },
			genIconStyle(config?.prefix.iconPrefixCls ?? "anticon")
		];
	},
	getCommonStyle: genCommonStyle,
	getCompUnitless: () => unitless
});
var genCssVar = (antCls, component) => {
	const cssPrefix = `--${antCls.replace(/\./g, "")}-${component}-`;
	const varName = (name) => {
		return `${cssPrefix}${name}`;
	};
	const varRef = (name, fallback) => {
		return fallback ? `var(${cssPrefix}${name}, ${fallback})` : `var(${cssPrefix}${name})`;
	};
	return [varName, varRef];
};
// node_modules/antd/es/theme/util/useResetIconStyle.js
var useResetIconStyle = (iconPrefixCls, csp) => {
	const [theme, token] = useToken();
	return useStyleRegister({
		theme,
		token,
		hashId: "",
		path: ["ant-design-icons", iconPrefixCls],
		nonce: () => csp?.nonce,
		layer: { name: "antd" }
	}, () => genIconStyle(iconPrefixCls));
};
// node_modules/@ant-design/icons-svg/es/asn/CheckCircleFilled.js
var CheckCircleFilled$1 = {
	"icon": {
		"tag": "svg",
		"attrs": {
			"viewBox": "64 64 896 896",
			"focusable": "false"
		},
		"children": [{
			"tag": "path",
			"attrs": { "d": "M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z" }
		}]
	},
	"name": "check-circle",
	"theme": "filled"
};
// node_modules/@ant-design/icons/es/components/Context.js
var IconContext = /*#__PURE__*/ createContext({});
// node_modules/@ant-design/icons/es/cssUtils.js
var APPEND_ORDER = "data-rc-order";
var APPEND_PRIORITY = "data-rc-priority";
var MARK_KEY = "rc-util-key";
var containerCache = /* @__PURE__ */ new Map();
function canUseDom() {
	return !!(typeof window !== "undefined" && window.document && window.document.createElement);
}
function contains(root, node) {
	if (!root || !node) return false;
	if (root.contains) return root.contains(node);
	let current = node;
	while (current) {
		if (current === root) return true;
		current = current.parentNode;
	}
	return false;
}
function getMark({ mark } = {}) {
	if (mark) return mark.startsWith("data-") ? mark : `data-${mark}`;
	return MARK_KEY;
}
function getContainer(option) {
	if (option.attachTo) return option.attachTo;
	return document.querySelector("head") || document.body;
}
function getOrder(prepend) {
	if (prepend === "queue") return "prependQueue";
	return prepend ? "prepend" : "append";
}
function findStyles(container) {
	return Array.from((containerCache.get(container) || container).children).filter((node) => node.tagName === "STYLE");
}
function injectCSS(css, option = {}) {
	if (!canUseDom()) return null;
	const { csp, prepend, priority = 0 } = option;
	const mergedOrder = getOrder(prepend);
	const isPrependQueue = mergedOrder === "prependQueue";
	const styleNode = document.createElement("style");
	styleNode.setAttribute(APPEND_ORDER, mergedOrder);
	if (isPrependQueue && priority) styleNode.setAttribute(APPEND_PRIORITY, `${priority}`);
	if (csp?.nonce) styleNode.nonce = csp.nonce;
	styleNode.innerHTML = css;
	const container = getContainer(option);
	const { firstChild } = container;
	if (prepend) {
		if (isPrependQueue) {
			const existStyle = (option.styles || findStyles(container)).filter((node) => {
				if (!["prepend", "prependQueue"].includes(node.getAttribute(APPEND_ORDER))) return false;
				const nodePriority = Number(node.getAttribute(APPEND_PRIORITY) || 0);
				return priority >= nodePriority;
			});
			if (existStyle.length) {
				container.insertBefore(styleNode, existStyle[existStyle.length - 1].nextSibling);
				return styleNode;
			}
		}
		container.insertBefore(styleNode, firstChild);
	} else container.appendChild(styleNode);
	return styleNode;
}
function findExistNode(key, option = {}) {
	let { styles } = option;
	styles ||= findStyles(getContainer(option));
	return styles.find((node) => node.getAttribute(getMark(option)) === key);
}
function syncRealContainer(container, option) {
	const cachedRealContainer = containerCache.get(container);
	if (!cachedRealContainer || !contains(document, cachedRealContainer)) {
		const placeholderStyle = injectCSS("", option);
		if (!placeholderStyle) return;
		const { parentNode } = placeholderStyle;
		containerCache.set(container, parentNode);
		container.removeChild(placeholderStyle);
	}
}
function updateCSS(css, key, originOption = {}) {
	if (!canUseDom()) return null;
	const container = getContainer(originOption);
	const styles = findStyles(container);
	const option = {
		...originOption,
		styles
	};
	syncRealContainer(container, option);
	const existNode = findExistNode(key, option);
	if (existNode) {
		if (option.csp?.nonce && existNode.nonce !== option.csp.nonce) existNode.nonce = option.csp.nonce;
		if (existNode.innerHTML !== css) existNode.innerHTML = css;
		return existNode;
	}
	const newNode = injectCSS(css, option);
	newNode?.setAttribute(getMark(option), key);
	return newNode;
}
function getRoot(ele) {
	return ele?.getRootNode?.();
}
function getShadowRoot(ele) {
	const root = getRoot(ele);
	return typeof ShadowRoot !== "undefined" && root instanceof ShadowRoot ? root : null;
}
var warned = {};
function warningOnce(valid, message) {
	if (valid || warned[message]) return;
	if (process.env.NODE_ENV !== "production" && typeof console !== "undefined") console.error(`Warning: ${message}`);
	warned[message] = true;
}
// node_modules/@ant-design/icons/es/renderUtils.js
function camelCase(input) {
	return input.replace(/-(.)/g, (match, g) => g.toUpperCase());
}
function warning$1(valid, message) {
	warningOnce(valid, `[@ant-design/icons] ${message}`);
}
function isIconDefinition(target) {
	return target !== null && typeof target === "object" && typeof target.name === "string" && typeof target.theme === "string" && (typeof target.icon === "object" || typeof target.icon === "function");
}
function normalizeAttrs(attrs = {}) {
	return Object.keys(attrs).reduce((acc, key) => {
		const val = attrs[key];
		switch (key) {
			case "class":
				acc.className = val;
				delete acc.class;
				break;
			default:
				delete acc[key];
				acc[camelCase(key)] = val;
		}
		return acc;
	}, {});
}
function generate(node, key, rootProps) {
	if (!rootProps) return /*#__PURE__*/ React.createElement(node.tag, {
		key,
		...normalizeAttrs(node.attrs)
	}, (node.children || []).map((child, index) => generate(child, `${key}-${node.tag}-${index}`)));
	return /*#__PURE__*/ React.createElement(node.tag, {
		key,
		...normalizeAttrs(node.attrs),
		...rootProps
	}, (node.children || []).map((child, index) => generate(child, `${key}-${node.tag}-${index}`)));
}
var iconStyles = `
.anticon {
  display: inline-flex;
  align-items: center;
  color: inherit;
  font-style: normal;
  line-height: 0;
  text-align: center;
  text-transform: none;
  vertical-align: -0.125em;
  text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}

.anticon > * {
  line-height: 1;
}

.anticon svg {
  display: inline-block;
  vertical-align: inherit;
}

.anticon::before {
  display: none;
}

.anticon .anticon-icon {
  display: block;
}

.anticon[tabindex] {
  cursor: pointer;
}

.anticon-spin {
  -webkit-animation: loadingCircle 1s infinite linear;
  animation: loadingCircle 1s infinite linear;
}

@-webkit-keyframes loadingCircle {
  100% {
    -webkit-transform: rotate(360deg);
    transform: rotate(360deg);
  }
}

@keyframes loadingCircle {
  100% {
    -webkit-transform: rotate(360deg);
    transform: rotate(360deg);
  }
}
`;
var useInsertStyles = (eleRef) => {
	const { csp, prefixCls, layer, zeroRuntime } = useContext(IconContext);
	let mergedStyleStr = iconStyles;
	if (prefixCls) mergedStyleStr = mergedStyleStr.replace(/anticon/g, prefixCls);
	if (layer) mergedStyleStr = `@layer ${layer} {\n${mergedStyleStr}\n}`;
	useEffect(() => {
		if (zeroRuntime) return;
		const ele = eleRef.current;
		const shadowRoot = getShadowRoot(ele);
		updateCSS(mergedStyleStr, "@ant-design-icons", {
			prepend: !layer,
			csp,
			attachTo: shadowRoot
		});
	}, []);
};
// node_modules/@ant-design/icons/es/components/IconBase.js
var IconBase = (props) => {
	const { icon, className, onClick, style, primaryColor: _primaryColor, secondaryColor: _secondaryColor, ...restProps } = props;
	const svgRef = React$1.useRef(null);
	useInsertStyles(svgRef);
	warning$1(isIconDefinition(icon), `icon should be icon definiton, but got ${typeof icon}`);
	if (!isIconDefinition(icon)) return null;
	const target = icon;
	return generate(target.icon, `svg-${target.name}`, {
		className,
		onClick,
		style,
		"data-icon": target.name,
		width: "1em",
		height: "1em",
		fill: "currentColor",
		"aria-hidden": "true",
		...restProps,
		ref: svgRef
	});
};
IconBase.displayName = "IconReact";
// node_modules/@ant-design/icons/es/components/AntdIconLight.js
function _extends$21() {
	_extends$21 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$21.apply(this, arguments);
}
var Icon = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { className, icon, spin, rotate, tabIndex, onClick, twoToneColor: _twoToneColor, ...restProps } = props;
	const { prefixCls = "anticon", rootClassName } = React$1.useContext(IconContext);
	warning$1(isIconDefinition(icon), `icon should be icon definiton, but got ${typeof icon}`);
	if (!isIconDefinition(icon)) return null;
	const classString = clsx(rootClassName, prefixCls, {
		[`${prefixCls}-${icon.name}`]: !!icon.name,
		[`${prefixCls}-spin`]: !!spin || icon.name === "loading"
	}, className);
	let iconTabIndex = tabIndex;
	if (iconTabIndex === void 0 && onClick) iconTabIndex = -1;
	const svgStyle = rotate ? {
		msTransform: `rotate(${rotate}deg)`,
		transform: `rotate(${rotate}deg)`
	} : void 0;
	return /*#__PURE__*/ React$1.createElement("span", _extends$21({
		role: "img",
		"aria-label": icon.name
	}, restProps, {
		ref,
		tabIndex: iconTabIndex,
		onClick,
		className: classString
	}), /*#__PURE__*/ React$1.createElement(IconBase, {
		icon,
		style: svgStyle
	}));
});
if (process.env.NODE_ENV !== "production") Icon.displayName = "AntdIcon";
// node_modules/@ant-design/icons/es/icons/CheckCircleFilled.js
function _extends$20() {
	_extends$20 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$20.apply(this, arguments);
}
var CheckCircleFilled = (props, ref) => /*#__PURE__*/ React$1.createElement(Icon, _extends$20({}, props, {
	ref,
	icon: CheckCircleFilled$1
}));
/**![check-circle](data:image/svg+xml;base64,PHN2ZyB3aWR0aD0iNTAiIGhlaWdodD0iNTAiIGZpbGw9IiNjYWNhY2EiIHZpZXdCb3g9IjY0IDY0IDg5NiA4OTYiIGZvY3VzYWJsZT0iZmFsc2UiIHhtbG5zPSJodHRwOi8vd3d3LnczLm9yZy8yMDAwL3N2ZyI+PHBhdGggZD0iTTUxMiA2NEMyNjQuNiA2NCA2NCAyNjQuNiA2NCA1MTJzMjAwLjYgNDQ4IDQ0OCA0NDggNDQ4LTIwMC42IDQ0OC00NDhTNzU5LjQgNjQgNTEyIDY0em0xOTMuNSAzMDEuN2wtMjEwLjYgMjkyYTMxLjggMzEuOCAwIDAxLTUxLjcgMEwzMTguNSA0ODQuOWMtMy44LTUuMyAwLTEyLjcgNi41LTEyLjdoNDYuOWMxMC4yIDAgMTkuOSA0LjkgMjUuOSAxMy4zbDcxLjIgOTguOCAxNTcuMi0yMThjNi04LjMgMTUuNi0xMy4zIDI1LjktMTMuM0g2OTljNi41IDAgMTAuMyA3LjQgNi41IDEyLjd6IiAvPjwvc3ZnPg==) */
var RefIcon$5 = /*#__PURE__*/ React$1.forwardRef(CheckCircleFilled);
if (process.env.NODE_ENV !== "production") RefIcon$5.displayName = "CheckCircleFilled";
// node_modules/@ant-design/icons-svg/es/asn/CloseCircleFilled.js
var CloseCircleFilled$1 = {
	"icon": {
		"tag": "svg",
		"attrs": {
			"fill-rule": "evenodd",
			"viewBox": "64 64 896 896",
			"focusable": "false"
		},
		"children": [{
			"tag": "path",
			"attrs": { "d": "M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z" }
		}]
	},
	"name": "close-circle",
	"theme": "filled"
};
// node_modules/@ant-design/icons/es/icons/CloseCircleFilled.js
function _extends$19() {
	_extends$19 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$19.apply(this, arguments);
}
var CloseCircleFilled = (props, ref) => /*#__PURE__*/ React$1.createElement(Icon, _extends$19({}, props, {
	ref,
	icon: CloseCircleFilled$1
}));
/**![close-circle](data:image/svg+xml;base64,PHN2ZyB3aWR0aD0iNTAiIGhlaWdodD0iNTAiIGZpbGw9IiNjYWNhY2EiIGZpbGwtcnVsZT0iZXZlbm9kZCIgdmlld0JveD0iNjQgNjQgODk2IDg5NiIgZm9jdXNhYmxlPSJmYWxzZSIgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48cGF0aCBkPSJNNTEyIDY0YzI0Ny40IDAgNDQ4IDIwMC42IDQ0OCA0NDhTNzU5LjQgOTYwIDUxMiA5NjAgNjQgNzU5LjQgNjQgNTEyIDI2NC42IDY0IDUxMiA2NHptMTI3Ljk4IDI3NC44MmgtLjA0bC0uMDguMDZMNTEyIDQ2Ni43NSAzODQuMTQgMzM4Ljg4Yy0uMDQtLjA1LS4wNi0uMDYtLjA4LS4wNmEuMTIuMTIgMCAwMC0uMDcgMGMtLjAzIDAtLjA1LjAxLS4wOS4wNWwtNDUuMDIgNDUuMDJhLjIuMiAwIDAwLS4wNS4wOS4xMi4xMiAwIDAwMCAuMDd2LjAyYS4yNy4yNyAwIDAwLjA2LjA2TDQ2Ni43NSA1MTIgMzM4Ljg4IDYzOS44NmMtLjA1LjA0LS4wNi4wNi0uMDYuMDhhLjEyLjEyIDAgMDAwIC4wN2MwIC4wMy4wMS4wNS4wNS4wOWw0NS4wMiA0NS4wMmEuMi4yIDAgMDAuMDkuMDUuMTIuMTIgMCAwMC4wNyAwYy4wMiAwIC4wNC0uMDEuMDgtLjA1TDUxMiA1NTcuMjVsMTI3Ljg2IDEyNy44N2MuMDQuMDQuMDYuMDUuMDguMDVhLjEyLjEyIDAgMDAuMDcgMGMuMDMgMCAuMDUtLjAxLjA5LS4wNWw0NS4wMi00NS4wMmEuMi4yIDAgMDAuMDUtLjA5LjEyLjEyIDAgMDAwLS4wN3YtLjAyYS4yNy4yNyAwIDAwLS4wNS0uMDZMNTU3LjI1IDUxMmwxMjcuODctMTI3Ljg2Yy4wNC0uMDQuMDUtLjA2LjA1LS4wOGEuMTIuMTIgMCAwMDAtLjA3YzAtLjAzLS4wMS0uMDUtLjA1LS4wOWwtNDUuMDItNDUuMDJhLjIuMiAwIDAwLS4wOS0uMDUuMTIuMTIgMCAwMC0uMDcgMHoiIC8+PC9zdmc+) */
var RefIcon$4 = /*#__PURE__*/ React$1.forwardRef(CloseCircleFilled);
if (process.env.NODE_ENV !== "production") RefIcon$4.displayName = "CloseCircleFilled";
// node_modules/@ant-design/icons-svg/es/asn/CloseOutlined.js
var CloseOutlined$1 = {
	"icon": {
		"tag": "svg",
		"attrs": {
			"fill-rule": "evenodd",
			"viewBox": "64 64 896 896",
			"focusable": "false"
		},
		"children": [{
			"tag": "path",
			"attrs": { "d": "M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z" }
		}]
	},
	"name": "close",
	"theme": "outlined"
};
// node_modules/@ant-design/icons/es/icons/CloseOutlined.js
function _extends$18() {
	_extends$18 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$18.apply(this, arguments);
}
var CloseOutlined = (props, ref) => /*#__PURE__*/ React$1.createElement(Icon, _extends$18({}, props, {
	ref,
	icon: CloseOutlined$1
}));
/**![close](data:image/svg+xml;base64,PHN2ZyB3aWR0aD0iNTAiIGhlaWdodD0iNTAiIGZpbGw9IiNjYWNhY2EiIGZpbGwtcnVsZT0iZXZlbm9kZCIgdmlld0JveD0iNjQgNjQgODk2IDg5NiIgZm9jdXNhYmxlPSJmYWxzZSIgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48cGF0aCBkPSJNNzk5Ljg2IDE2Ni4zMWMuMDIgMCAuMDQuMDIuMDguMDZsNTcuNjkgNTcuN2MuMDQuMDMuMDUuMDUuMDYuMDhhLjEyLjEyIDAgMDEwIC4wNmMwIC4wMy0uMDIuMDUtLjA2LjA5TDU2OS45MyA1MTJsMjg3LjcgMjg3LjdjLjA0LjA0LjA1LjA2LjA2LjA5YS4xMi4xMiAwIDAxMCAuMDdjMCAuMDItLjAyLjA0LS4wNi4wOGwtNTcuNyA1Ny42OWMtLjAzLjA0LS4wNS4wNS0uMDcuMDZhLjEyLjEyIDAgMDEtLjA3IDBjLS4wMyAwLS4wNS0uMDItLjA5LS4wNkw1MTIgNTY5LjkzbC0yODcuNyAyODcuN2MtLjA0LjA0LS4wNi4wNS0uMDkuMDZhLjEyLjEyIDAgMDEtLjA3IDBjLS4wMiAwLS4wNC0uMDItLjA4LS4wNmwtNTcuNjktNTcuN2MtLjA0LS4wMy0uMDUtLjA1LS4wNi0uMDdhLjEyLjEyIDAgMDEwLS4wN2MwLS4wMy4wMi0uMDUuMDYtLjA5TDQ1NC4wNyA1MTJsLTI4Ny43LTI4Ny43Yy0uMDQtLjA0LS4wNS0uMDYtLjA2LS4wOWEuMTIuMTIgMCAwMTAtLjA3YzAtLjAyLjAyLS4wNC4wNi0uMDhsNTcuNy01Ny42OWMuMDMtLjA0LjA1LS4wNS4wNy0uMDZhLjEyLjEyIDAgMDEuMDcgMGMuMDMgMCAuMDUuMDIuMDkuMDZMNTEyIDQ1NC4wN2wyODcuNy0yODcuN2MuMDQtLjA0LjA2LS4wNS4wOS0uMDZhLjEyLjEyIDAgMDEuMDcgMHoiIC8+PC9zdmc+) */
var RefIcon$3 = /*#__PURE__*/ React$1.forwardRef(CloseOutlined);
if (process.env.NODE_ENV !== "production") RefIcon$3.displayName = "CloseOutlined";
// node_modules/@ant-design/icons-svg/es/asn/ExclamationCircleFilled.js
var ExclamationCircleFilled$1 = {
	"icon": {
		"tag": "svg",
		"attrs": {
			"viewBox": "64 64 896 896",
			"focusable": "false"
		},
		"children": [{
			"tag": "path",
			"attrs": { "d": "M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" }
		}]
	},
	"name": "exclamation-circle",
	"theme": "filled"
};
// node_modules/@ant-design/icons/es/icons/ExclamationCircleFilled.js
function _extends$17() {
	_extends$17 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$17.apply(this, arguments);
}
var ExclamationCircleFilled = (props, ref) => /*#__PURE__*/ React$1.createElement(Icon, _extends$17({}, props, {
	ref,
	icon: ExclamationCircleFilled$1
}));
/**![exclamation-circle](data:image/svg+xml;base64,PHN2ZyB3aWR0aD0iNTAiIGhlaWdodD0iNTAiIGZpbGw9IiNjYWNhY2EiIHZpZXdCb3g9IjY0IDY0IDg5NiA4OTYiIGZvY3VzYWJsZT0iZmFsc2UiIHhtbG5zPSJodHRwOi8vd3d3LnczLm9yZy8yMDAwL3N2ZyI+PHBhdGggZD0iTTUxMiA2NEMyNjQuNiA2NCA2NCAyNjQuNiA2NCA1MTJzMjAwLjYgNDQ4IDQ0OCA0NDggNDQ4LTIwMC42IDQ0OC00NDhTNzU5LjQgNjQgNTEyIDY0em0tMzIgMjMyYzAtNC40IDMuNi04IDgtOGg0OGM0LjQgMCA4IDMuNiA4IDh2MjcyYzAgNC40LTMuNiA4LTggOGgtNDhjLTQuNCAwLTgtMy42LTgtOFYyOTZ6bTMyIDQ0MGE0OC4wMSA0OC4wMSAwIDAxMC05NiA0OC4wMSA0OC4wMSAwIDAxMCA5NnoiIC8+PC9zdmc+) */
var RefIcon$2 = /*#__PURE__*/ React$1.forwardRef(ExclamationCircleFilled);
if (process.env.NODE_ENV !== "production") RefIcon$2.displayName = "ExclamationCircleFilled";
// node_modules/@ant-design/icons-svg/es/asn/InfoCircleFilled.js
var InfoCircleFilled$1 = {
	"icon": {
		"tag": "svg",
		"attrs": {
			"viewBox": "64 64 896 896",
			"focusable": "false"
		},
		"children": [{
			"tag": "path",
			"attrs": { "d": "M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" }
		}]
	},
	"name": "info-circle",
	"theme": "filled"
};
// node_modules/@ant-design/icons/es/icons/InfoCircleFilled.js
function _extends$16() {
	_extends$16 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$16.apply(this, arguments);
}
var InfoCircleFilled = (props, ref) => /*#__PURE__*/ React$1.createElement(Icon, _extends$16({}, props, {
	ref,
	icon: InfoCircleFilled$1
}));
/**![info-circle](data:image/svg+xml;base64,PHN2ZyB3aWR0aD0iNTAiIGhlaWdodD0iNTAiIGZpbGw9IiNjYWNhY2EiIHZpZXdCb3g9IjY0IDY0IDg5NiA4OTYiIGZvY3VzYWJsZT0iZmFsc2UiIHhtbG5zPSJodHRwOi8vd3d3LnczLm9yZy8yMDAwL3N2ZyI+PHBhdGggZD0iTTUxMiA2NEMyNjQuNiA2NCA2NCAyNjQuNiA2NCA1MTJzMjAwLjYgNDQ4IDQ0OCA0NDggNDQ4LTIwMC42IDQ0OC00NDhTNzU5LjQgNjQgNTEyIDY0em0zMiA2NjRjMCA0LjQtMy42IDgtOCA4aC00OGMtNC40IDAtOC0zLjYtOC04VjQ1NmMwLTQuNCAzLjYtOCA4LThoNDhjNC40IDAgOCAzLjYgOCA4djI3MnptLTMyLTM0NGE0OC4wMSA0OC4wMSAwIDAxMC05NiA0OC4wMSA0OC4wMSAwIDAxMCA5NnoiIC8+PC9zdmc+) */
var RefIcon$1 = /*#__PURE__*/ React$1.forwardRef(InfoCircleFilled);
if (process.env.NODE_ENV !== "production") RefIcon$1.displayName = "InfoCircleFilled";
// node_modules/@rc-component/motion/es/context.js
var Context$1 = /*#__PURE__*/ React$1.createContext({});
var MotionProvider = (props) => {
	const { children, ...rest } = props;
	const memoizedValue = React$1.useMemo(() => {
		return { motion: rest.motion };
	}, [rest.motion]);
	return /*#__PURE__*/ React$1.createElement(Context$1.Provider, { value: memoizedValue }, children);
};
// node_modules/@rc-component/motion/es/interface.js
var STATUS_NONE = "none";
var STATUS_APPEAR = "appear";
var STATUS_ENTER = "enter";
var STATUS_LEAVE = "leave";
var STEP_NONE = "none";
var STEP_PREPARE = "prepare";
var STEP_START = "start";
var STEP_ACTIVE = "active";
/**
* Used for disabled motion case.
* Prepare stage will still work but start & active will be skipped.
*/
var STEP_PREPARED = "prepared";
// node_modules/@rc-component/motion/es/util/motion.js
function makePrefixMap(styleProp, eventName) {
	const prefixes = {};
	prefixes[styleProp.toLowerCase()] = eventName.toLowerCase();
	prefixes[`Webkit${styleProp}`] = `webkit${eventName}`;
	prefixes[`Moz${styleProp}`] = `moz${eventName}`;
	prefixes[`ms${styleProp}`] = `MS${eventName}`;
	prefixes[`O${styleProp}`] = `o${eventName.toLowerCase()}`;
	return prefixes;
}
function getVendorPrefixes(domSupport, win) {
	const prefixes = {
		animationend: makePrefixMap("Animation", "AnimationEnd"),
		transitionend: makePrefixMap("Transition", "TransitionEnd")
	};
	if (domSupport) {
		if (!("AnimationEvent" in win)) delete prefixes.animationend.animation;
		if (!("TransitionEvent" in win)) delete prefixes.transitionend.transition;
	}
	return prefixes;
}
var vendorPrefixes = getVendorPrefixes(canUseDom$1(), typeof window !== "undefined" ? window : {});
var style = {};
if (canUseDom$1()) ({style} = document.createElement("div"));
var prefixedEventNames = {};
function getVendorPrefixedEventName(eventName) {
	if (prefixedEventNames[eventName]) return prefixedEventNames[eventName];
	const prefixMap = vendorPrefixes[eventName];
	if (prefixMap) {
		const stylePropList = Object.keys(prefixMap);
		const len = stylePropList.length;
		for (let i = 0; i < len; i += 1) {
			const styleProp = stylePropList[i];
			if (Object.prototype.hasOwnProperty.call(prefixMap, styleProp) && styleProp in style) {
				prefixedEventNames[eventName] = prefixMap[styleProp];
				return prefixedEventNames[eventName];
			}
		}
	}
	return "";
}
var internalAnimationEndName = getVendorPrefixedEventName("animationend");
var internalTransitionEndName = getVendorPrefixedEventName("transitionend");
var supportTransition = !!(internalAnimationEndName && internalTransitionEndName);
var animationEndName = internalAnimationEndName || "animationend";
var transitionEndName = internalTransitionEndName || "transitionend";
function getTransitionName$1(transitionName, transitionType) {
	if (!transitionName) return null;
	if (typeof transitionName === "object") return transitionName[transitionType.replace(/-\w/g, (match) => match[1].toUpperCase())];
	return `${transitionName}-${transitionType}`;
}
// node_modules/@rc-component/motion/es/hooks/useDomMotionEvents.js
var useDomMotionEvents_default = ((onInternalMotionEnd) => {
	const cacheElementRef = useRef();
	function removeMotionEvents(element) {
		if (element) {
			element.removeEventListener(transitionEndName, onInternalMotionEnd);
			element.removeEventListener(animationEndName, onInternalMotionEnd);
		}
	}
	function patchMotionEvents(element) {
		if (cacheElementRef.current && cacheElementRef.current !== element) removeMotionEvents(cacheElementRef.current);
		if (element && element !== cacheElementRef.current) {
			element.addEventListener(transitionEndName, onInternalMotionEnd);
			element.addEventListener(animationEndName, onInternalMotionEnd);
			cacheElementRef.current = element;
		}
	}
	React$1.useEffect(() => () => {
		removeMotionEvents(cacheElementRef.current);
		cacheElementRef.current = null;
	}, []);
	return [patchMotionEvents, removeMotionEvents];
});
// node_modules/@rc-component/motion/es/hooks/useIsomorphicLayoutEffect.js
var useIsomorphicLayoutEffect = canUseDom$1() ? useLayoutEffect : useEffect;
// node_modules/@rc-component/motion/es/hooks/useNextFrame.js
var useNextFrame_default = (() => {
	const nextFrameRef = React$1.useRef(null);
	function cancelNextFrame() {
		wrapperRaf.cancel(nextFrameRef.current);
	}
	function nextFrame(callback, delay = 2) {
		cancelNextFrame();
		const nextFrameId = wrapperRaf(() => {
			if (delay <= 1) callback({ isCanceled: () => nextFrameId !== nextFrameRef.current });
			else nextFrame(callback, delay - 1);
		});
		nextFrameRef.current = nextFrameId;
	}
	React$1.useEffect(() => () => {
		cancelNextFrame();
	}, []);
	return [nextFrame, cancelNextFrame];
});
// node_modules/@rc-component/motion/es/hooks/useStepQueue.js
var FULL_STEP_QUEUE = [
	STEP_PREPARE,
	STEP_START,
	STEP_ACTIVE,
	"end"
];
var SIMPLE_STEP_QUEUE = [STEP_PREPARE, STEP_PREPARED];
function isActive(step) {
	return step === "active" || step === "end";
}
var useStepQueue_default = ((status, prepareOnly, callback) => {
	const [step, setStep] = useSafeState(STEP_NONE);
	const [nextFrame, cancelNextFrame] = useNextFrame_default();
	function startQueue() {
		setStep(STEP_PREPARE, true);
	}
	const STEP_QUEUE = prepareOnly ? SIMPLE_STEP_QUEUE : FULL_STEP_QUEUE;
	useIsomorphicLayoutEffect(() => {
		if (step !== "none" && step !== "end") {
			const index = STEP_QUEUE.indexOf(step);
			const nextStep = STEP_QUEUE[index + 1];
			const result = callback(step);
			if (result === false) setStep(nextStep, true);
			else if (nextStep) nextFrame((info) => {
				function doNext() {
					if (info.isCanceled()) return;
					setStep(nextStep, true);
				}
				if (result === true) doNext();
				else Promise.resolve(result).then(doNext);
			});
		}
	}, [status, step]);
	React$1.useEffect(() => () => {
		cancelNextFrame();
	}, []);
	return [startQueue, step];
});
// node_modules/@rc-component/motion/es/hooks/useStatus.js
function useStatus(supportMotion, visible, getElement, { motionEnter = true, motionAppear = true, motionLeave = true, motionDeadline, motionLeaveImmediately, onAppearPrepare, onEnterPrepare, onLeavePrepare, onAppearStart, onEnterStart, onLeaveStart, onAppearActive, onEnterActive, onLeaveActive, onAppearEnd, onEnterEnd, onLeaveEnd, onVisibleChanged }) {
	const [asyncVisible, setAsyncVisible] = React$1.useState();
	const [getStatus, setStatus] = useSyncState(STATUS_NONE);
	const [style, setStyle] = React$1.useState([null, null]);
	const currentStatus = getStatus();
	const mountedRef = useRef(false);
	const deadlineRef = useRef(null);
	function getDomElement() {
		return getElement();
	}
	const activeRef = useRef(false);
	/**
	* Clean up status & style
	*/
	function updateMotionEndStatus() {
		setStatus(STATUS_NONE);
		setStyle([null, null]);
	}
	const onInternalMotionEnd = useEvent((event) => {
		const status = getStatus();
		if (status === "none") return;
		const element = getDomElement();
		if (event && !event.deadline && event.target !== element) return;
		const currentActive = activeRef.current;
		let canEnd;
		if (status === "appear" && currentActive) canEnd = onAppearEnd?.(element, event);
		else if (status === "enter" && currentActive) canEnd = onEnterEnd?.(element, event);
		else if (status === "leave" && currentActive) canEnd = onLeaveEnd?.(element, event);
		if (currentActive && canEnd !== false) updateMotionEndStatus();
	});
	const [patchMotionEvents] = useDomMotionEvents_default(onInternalMotionEnd);
	const getEventHandlers = (targetStatus) => {
		switch (targetStatus) {
			case STATUS_APPEAR: return {
				[STEP_PREPARE]: onAppearPrepare,
				[STEP_START]: onAppearStart,
				[STEP_ACTIVE]: onAppearActive
			};
			case STATUS_ENTER: return {
				[STEP_PREPARE]: onEnterPrepare,
				[STEP_START]: onEnterStart,
				[STEP_ACTIVE]: onEnterActive
			};
			case STATUS_LEAVE: return {
				[STEP_PREPARE]: onLeavePrepare,
				[STEP_START]: onLeaveStart,
				[STEP_ACTIVE]: onLeaveActive
			};
			default: return {};
		}
	};
	const eventHandlers = React$1.useMemo(() => getEventHandlers(currentStatus), [currentStatus]);
	const [startStep, step] = useStepQueue_default(currentStatus, !supportMotion, (newStep) => {
		if (newStep === "prepare") {
			const onPrepare = eventHandlers[STEP_PREPARE];
			if (!onPrepare) return false;
			return onPrepare(getDomElement());
		}
		if (newStep in eventHandlers) setStyle([eventHandlers[newStep]?.(getDomElement(), null) || null, newStep]);
		if (newStep === "active" && currentStatus !== "none") {
			patchMotionEvents(getDomElement());
			if (motionDeadline > 0) {
				clearTimeout(deadlineRef.current);
				deadlineRef.current = setTimeout(() => {
					onInternalMotionEnd({ deadline: true });
				}, motionDeadline);
			}
		}
		if (newStep === "prepared") updateMotionEndStatus();
		return true;
	});
	activeRef.current = isActive(step);
	const visibleRef = useRef(null);
	useIsomorphicLayoutEffect(() => {
		if (mountedRef.current && visibleRef.current === visible) return;
		setAsyncVisible(visible);
		const isMounted = mountedRef.current;
		mountedRef.current = true;
		let nextStatus;
		if (!isMounted && visible && motionAppear) nextStatus = STATUS_APPEAR;
		if (isMounted && visible && motionEnter) nextStatus = STATUS_ENTER;
		if (isMounted && !visible && motionLeave || !isMounted && motionLeaveImmediately && !visible && motionLeave) nextStatus = STATUS_LEAVE;
		const nextEventHandlers = getEventHandlers(nextStatus);
		if (nextStatus && (supportMotion || nextEventHandlers["prepare"])) {
			setStatus(nextStatus);
			startStep();
		} else setStatus(STATUS_NONE);
		visibleRef.current = visible;
	}, [visible]);
	useEffect(() => {
		if (currentStatus === "appear" && !motionAppear || currentStatus === "enter" && !motionEnter || currentStatus === "leave" && !motionLeave) setStatus(STATUS_NONE);
	}, [
		motionAppear,
		motionEnter,
		motionLeave
	]);
	useEffect(() => () => {
		mountedRef.current = false;
		clearTimeout(deadlineRef.current);
	}, []);
	const firstMountChangeRef = React$1.useRef(false);
	useEffect(() => {
		if (asyncVisible) firstMountChangeRef.current = true;
		if (asyncVisible !== void 0 && currentStatus === "none") {
			if (firstMountChangeRef.current || asyncVisible) onVisibleChanged?.(asyncVisible);
			firstMountChangeRef.current = true;
		}
	}, [asyncVisible, currentStatus]);
	let mergedStyle = style[0];
	if (eventHandlers["prepare"] && step === "start") mergedStyle = {
		transition: "none",
		...mergedStyle
	};
	const styleStep = style[1];
	return [
		getStatus,
		step,
		mergedStyle,
		asyncVisible ?? visible,
		!mountedRef.current && currentStatus === "none" && supportMotion && motionAppear ? "NONE" : step === "start" || step === "active" ? styleStep === step : true
	];
}
// node_modules/@rc-component/motion/es/CSSMotion.js
function isRefNotConsumed(children) {
	return children?.length < 2;
}
/**
* `transitionSupport` is used for none transition test case.
* Default we use browser transition event support check.
*/
function genCSSMotion(config) {
	let transitionSupport = config;
	if (typeof config === "object") ({transitionSupport} = config);
	function isSupportTransition(props, contextMotion) {
		return !!(props.motionName && transitionSupport && contextMotion !== false);
	}
	const CSSMotion = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
		const { visible = true, removeOnLeave = true, forceRender, children, motionName, leavedClassName, eventProps } = props;
		const { motion: contextMotion } = React$1.useContext(Context$1);
		const supportMotion = isSupportTransition(props, contextMotion);
		const nodeRef = useRef();
		function getDomElement() {
			return getDOM(nodeRef.current);
		}
		const [getStatus, statusStep, statusStyle, mergedVisible, styleReady] = useStatus(supportMotion, visible, getDomElement, props);
		const status = getStatus();
		const renderedRef = React$1.useRef(mergedVisible);
		if (mergedVisible) renderedRef.current = true;
		const refObj = React$1.useMemo(() => {
			const obj = {};
			Object.defineProperties(obj, {
				nativeElement: {
					enumerable: true,
					get: getDomElement
				},
				inMotion: {
					enumerable: true,
					get: () => () => getStatus() !== STATUS_NONE
				},
				enableMotion: {
					enumerable: true,
					get: () => () => supportMotion
				}
			});
			return obj;
		}, []);
		React$1.useImperativeHandle(ref, () => refObj, []);
		const idRef = React$1.useRef(0);
		if (styleReady) idRef.current += 1;
		const returnNode = React$1.useMemo(() => {
			if (styleReady === "NONE") return null;
			let motionChildren;
			const mergedProps = {
				...eventProps,
				visible
			};
			if (!children) motionChildren = null;
			else if (status === "none") {
				if (mergedVisible) motionChildren = children({ ...mergedProps }, nodeRef);
				else if (!removeOnLeave && renderedRef.current && leavedClassName) motionChildren = children({
					...mergedProps,
					className: leavedClassName
				}, nodeRef);
				else if (forceRender || !removeOnLeave && !leavedClassName) motionChildren = children({
					...mergedProps,
					style: { display: "none" }
				}, nodeRef);
				else motionChildren = null;
			} else {
				let statusSuffix;
				if (statusStep === "prepare") statusSuffix = "prepare";
				else if (isActive(statusStep)) statusSuffix = "active";
				else if (statusStep === "start") statusSuffix = "start";
				const motionCls = getTransitionName$1(motionName, `${status}-${statusSuffix}`);
				motionChildren = children({
					...mergedProps,
					className: clsx(getTransitionName$1(motionName, status), {
						[motionCls]: motionCls && statusSuffix,
						[motionName]: typeof motionName === "string"
					}),
					style: statusStyle
				}, nodeRef);
			}
			return motionChildren;
		}, [idRef.current]);
		if (isRefNotConsumed(children) && supportNodeRef(returnNode)) {
			const originNodeRef = getNodeRef(returnNode);
			if (originNodeRef !== nodeRef) return /*#__PURE__*/ React$1.cloneElement(returnNode, { ref: composeRef(originNodeRef, nodeRef) });
		}
		return returnNode;
	});
	CSSMotion.displayName = "CSSMotion";
	return CSSMotion;
}
var CSSMotion_default = genCSSMotion(supportTransition);
var STATUS_KEEP = "keep";
var STATUS_REMOVE = "remove";
var STATUS_REMOVED = "removed";
function wrapKeyToObject(key) {
	let keyObj;
	if (key && typeof key === "object" && "key" in key) keyObj = key;
	else keyObj = { key };
	return {
		...keyObj,
		key: String(keyObj.key)
	};
}
function parseKeys(keys = []) {
	return keys.map(wrapKeyToObject);
}
function diffKeys(prevKeys = [], currentKeys = []) {
	let list = [];
	let currentIndex = 0;
	const currentLen = currentKeys.length;
	const prevKeyObjects = parseKeys(prevKeys);
	const currentKeyObjects = parseKeys(currentKeys);
	prevKeyObjects.forEach((keyObj) => {
		let hit = false;
		for (let i = currentIndex; i < currentLen; i += 1) {
			const currentKeyObj = currentKeyObjects[i];
			if (currentKeyObj.key === keyObj.key) {
				if (currentIndex < i) {
					list = list.concat(currentKeyObjects.slice(currentIndex, i).map((obj) => ({
						...obj,
						status: "add"
					})));
					currentIndex = i;
				}
				list.push({
					...currentKeyObj,
					status: STATUS_KEEP
				});
				currentIndex += 1;
				hit = true;
				break;
			}
		}
		if (!hit) list.push({
			...keyObj,
			status: STATUS_REMOVE
		});
	});
	if (currentIndex < currentLen) list = list.concat(currentKeyObjects.slice(currentIndex).map((obj) => ({
		...obj,
		status: "add"
	})));
	/**
	* Merge same key when it remove and add again:
	*    [1 - add, 2 - keep, 1 - remove] -> [1 - keep, 2 - keep]
	*/
	const keys = {};
	list.forEach(({ key }) => {
		keys[key] = (keys[key] || 0) + 1;
	});
	Object.keys(keys).filter((key) => keys[key] > 1).forEach((matchKey) => {
		list = list.filter(({ key, status }) => key !== matchKey || status !== "remove");
		list.forEach((node) => {
			if (node.key === matchKey) node.status = STATUS_KEEP;
		});
	});
	return list;
}
// node_modules/@rc-component/motion/es/CSSMotionList.js
function _extends$15() {
	_extends$15 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$15.apply(this, arguments);
}
var MOTION_PROP_NAMES = [
	"eventProps",
	"visible",
	"children",
	"motionName",
	"motionAppear",
	"motionEnter",
	"motionLeave",
	"motionLeaveImmediately",
	"motionDeadline",
	"removeOnLeave",
	"leavedClassName",
	"onAppearPrepare",
	"onAppearStart",
	"onAppearActive",
	"onAppearEnd",
	"onEnterStart",
	"onEnterActive",
	"onEnterEnd",
	"onLeaveStart",
	"onLeaveActive",
	"onLeaveEnd"
];
/**
* Generate a CSSMotionList component with config
* @param transitionSupport No need since CSSMotionList no longer depends on transition support
* @param CSSMotion CSSMotion component
*/
function genCSSMotionList(transitionSupport, CSSMotion = CSSMotion_default) {
	class CSSMotionList extends React$1.Component {
		static defaultProps = { component: "div" };
		state = { keyEntities: [] };
		static getDerivedStateFromProps({ keys }, { keyEntities }) {
			return { keyEntities: diffKeys(keyEntities, parseKeys(keys)).filter((entity) => {
				const prevEntity = keyEntities.find(({ key }) => entity.key === key);
				if (prevEntity && prevEntity.status === "removed" && entity.status === "remove") return false;
				return true;
			}) };
		}
		removeKey = (removeKey) => {
			this.setState((prevState) => {
				return { keyEntities: prevState.keyEntities.map((entity) => {
					if (entity.key !== removeKey) return entity;
					return {
						...entity,
						status: STATUS_REMOVED
					};
				}) };
			}, () => {
				const { keyEntities } = this.state;
				if (keyEntities.filter(({ status }) => status !== "removed").length === 0 && this.props.onAllRemoved) this.props.onAllRemoved();
			});
		};
		render() {
			const { keyEntities } = this.state;
			const { component, children, onVisibleChanged, onAllRemoved, ...restProps } = this.props;
			const Component = component || React$1.Fragment;
			const motionProps = {};
			MOTION_PROP_NAMES.forEach((prop) => {
				motionProps[prop] = restProps[prop];
				delete restProps[prop];
			});
			delete restProps.keys;
			return /*#__PURE__*/ React$1.createElement(Component, restProps, keyEntities.map(({ status, ...eventProps }, index) => {
				const visible = status === "add" || status === "keep";
				return /*#__PURE__*/ React$1.createElement(CSSMotion, _extends$15({}, motionProps, {
					key: eventProps.key,
					visible,
					eventProps,
					onVisibleChanged: (changedVisible) => {
						onVisibleChanged?.(changedVisible, { key: eventProps.key });
						if (!changedVisible) this.removeKey(eventProps.key);
					}
				}), isRefNotConsumed(children) ? (props) => children({
					...props,
					index
				}) : (props, ref) => children({
					...props,
					index
				}, ref));
			}));
		}
	}
	return CSSMotionList;
}
var CSSMotionList_default = genCSSMotionList(supportTransition);
// node_modules/@rc-component/motion/es/index.js
var es_default$3 = CSSMotion_default;
// node_modules/antd/es/_util/is.js
var isNumber = (val) => {
	return typeof val === "number" && !Number.isNaN(val);
};
var isString = (val) => {
	return typeof val === "string";
};
var isPlainObject = (val) => {
	return val !== null && typeof val === "object";
};
var isFunction = (val) => {
	return typeof val === "function";
};
var isThenable = (val) => {
	return isNonNullable$1(val) && isFunction(val.then);
};
var isPrimitive = (val) => {
	return typeof val !== "object" && !isFunction(val) || val === null;
};
var isTransitionEvent = (event) => {
	return isPlainObject(event) && "propertyName" in event && isString(event.propertyName);
};
var isWindow = (val) => {
	if (!isNonNullable$1(val)) return false;
	return val === val.window;
};
var isDocument = (val) => {
	if (!isNonNullable$1(val)) return false;
	return val instanceof Document || val.constructor.name === "HTMLDocument" || val.nodeType === window.Node.DOCUMENT_NODE;
};
var isHTMLElement = (val) => {
	if (!isNonNullable$1(val)) return false;
	return typeof HTMLElement !== "undefined" && val instanceof HTMLElement;
};
// node_modules/antd/es/_util/hooks/useMergeSemantic/utils.js
/**
* Fill object structure by schema, initialize empty objects for keys with `_default` property.
*/
var fillObjectBySchema = (obj, schema) => {
	const newObj = { ...obj };
	Object.keys(schema).forEach((key) => {
		if (schema[key]._default) newObj[key] || (newObj[key] = {});
		else newObj[key] = fillObjectBySchema(newObj[key], schema[key]);
	});
	return newObj;
};
// node_modules/antd/es/_util/hooks/useMergeSemantic/index.js
var mergeClassNames = (schema = {}, ...classNames) => {
	return classNames.filter((item) => Boolean(item)).reduce((acc, cur) => {
		Object.keys(cur).forEach((key) => {
			const keySchema = schema[key];
			const curVal = cur[key];
			if (keySchema) {
				if (isPlainObject(curVal)) acc[key] = mergeClassNames(keySchema, acc[key], curVal);
				else {
					const { _default: defaultField } = keySchema;
					if (defaultField) {
						acc[key] = acc[key] || {};
						acc[key][defaultField] = clsx(acc[key][defaultField], curVal);
					}
				}
			} else acc[key] = clsx(acc[key], curVal);
		});
		return acc;
	}, {});
};
var useSemanticClassNames = (schema, ...classNames) => {
	return React$1.useMemo(() => mergeClassNames.apply(void 0, [schema].concat(classNames)), [schema].concat(classNames));
};
var mergeStyles = (...styles) => {
	return styles.filter((item) => Boolean(item)).reduce((acc, cur = {}) => {
		Object.keys(cur).forEach((key) => {
			acc[key] = {
				...acc[key],
				...cur[key]
			};
		});
		return acc;
	}, {});
};
var useSemanticStyles = (...styles) => {
	return React$1.useMemo(() => mergeStyles.apply(void 0, styles), [].concat(styles));
};
var useSemanticRootStyle = (style, key = "root") => {
	return React$1.useMemo(() => style ? { [key]: style } : void 0, [style, key]);
};
var resolveStyleOrClass = (value, info) => {
	return isFunction(value) ? value(info) : value;
};
/**
* @desc Merge classNames and styles from multiple sources. When `schema` is provided, it **must** provide the nest object structure.
* @descZH 合并来自多个来源的 classNames 和 styles，当提供了 `schema` 时，必须提供嵌套的对象结构。
*/
var useMergeSemantic = (classNamesList, stylesList, info, schema) => {
	const resolvedClassNamesList = classNamesList.map((classNames) => classNames ? resolveStyleOrClass(classNames, info) : void 0);
	const resolvedStylesList = stylesList.map((styles) => styles ? resolveStyleOrClass(styles, info) : void 0);
	const mergedClassNames = useSemanticClassNames.apply(void 0, [schema].concat(_toConsumableArray(resolvedClassNamesList)));
	const mergedStyles = useSemanticStyles.apply(void 0, _toConsumableArray(resolvedStylesList));
	return React$1.useMemo(() => {
		if (!schema) return [mergedClassNames, mergedStyles];
		return [fillObjectBySchema(mergedClassNames, schema), fillObjectBySchema(mergedStyles, schema)];
	}, [
		mergedClassNames,
		mergedStyles,
		schema
	]);
};
// node_modules/antd/es/config-provider/hooks/useCSSVarCls.js
/**
* This hook is only for cssVar to add root className for components.
* If root ClassName is needed, this hook could be refactored with `-root`
* @param prefixCls
*/
var useCSSVarCls = (prefixCls) => `${prefixCls}-css-var`;
// node_modules/antd/es/form/validateMessagesContext.js
var validateMessagesContext_default = /*#__PURE__*/ createContext(void 0);
// node_modules/@rc-component/pagination/es/locale/en_US.js
var locale$3 = {
	items_per_page: "/ page",
	jump_to: "Go to",
	jump_to_confirm: "confirm",
	page: "Page",
	prev_page: "Previous Page",
	next_page: "Next Page",
	prev_5: "Previous 5 Pages",
	next_5: "Next 5 Pages",
	prev_3: "Previous 3 Pages",
	next_3: "Next 3 Pages",
	page_size: "Page Size"
};
// node_modules/@rc-component/picker/es/locale/en_US.js
var locale$2 = {
	yearFormat: "YYYY",
	dayFormat: "D",
	cellMeridiemFormat: "A",
	monthBeforeYear: true,
	locale: "en_US",
	today: "Today",
	now: "Now",
	backToToday: "Back to today",
	ok: "OK",
	clear: "Clear",
	week: "Week",
	month: "Month",
	year: "Year",
	timeSelect: "select time",
	dateSelect: "select date",
	weekSelect: "Choose a week",
	monthSelect: "Choose a month",
	yearSelect: "Choose a year",
	decadeSelect: "Choose a decade",
	previousMonth: "Previous month",
	nextMonth: "Next month",
	previousYear: "Last year",
	nextYear: "Next year",
	previousDecade: "Last decade",
	nextDecade: "Next decade",
	previousCentury: "Last century",
	nextCentury: "Next century"
};
// node_modules/antd/es/time-picker/locale/en_US.js
var locale$1 = {
	placeholder: "Select time",
	rangePlaceholder: ["Start time", "End time"]
};
// node_modules/antd/es/date-picker/locale/en_US.js
var locale = {
	lang: {
		placeholder: "Select date",
		yearPlaceholder: "Select year",
		quarterPlaceholder: "Select quarter",
		monthPlaceholder: "Select month",
		weekPlaceholder: "Select week",
		rangePlaceholder: ["Start date", "End date"],
		rangeYearPlaceholder: ["Start year", "End year"],
		rangeQuarterPlaceholder: ["Start quarter", "End quarter"],
		rangeMonthPlaceholder: ["Start month", "End month"],
		rangeWeekPlaceholder: ["Start week", "End week"],
		...locale$2
	},
	timePickerLocale: { ...locale$1 }
};
// node_modules/antd/es/calendar/locale/en_US.js
var en_US_default = locale;
// node_modules/antd/es/locale/en_US.js
var typeTemplate$1 = "${label} is not a valid ${type}";
var localeValues = {
	locale: "en",
	Pagination: locale$3,
	DatePicker: locale,
	TimePicker: locale$1,
	Calendar: en_US_default,
	global: {
		placeholder: "Please select",
		close: "Close",
		sortable: "sortable",
		show: "Show",
		hide: "Hide"
	},
	Table: {
		filterTitle: "Filter menu",
		filterConfirm: "OK",
		filterReset: "Reset",
		filterEmptyText: "No filters",
		filterCheckAll: "Select all items",
		filterSearchPlaceholder: "Search in filters",
		emptyText: "No data",
		selectAll: "Select current page",
		selectInvert: "Invert current page",
		selectNone: "Clear all data",
		selectionAll: "Select all data",
		sortTitle: "Sort",
		expand: "Expand row",
		collapse: "Collapse row",
		triggerDesc: "Click to sort descending",
		triggerAsc: "Click to sort ascending",
		cancelSort: "Click to cancel sorting"
	},
	Tour: {
		Next: "Next",
		Previous: "Previous",
		Finish: "Finish"
	},
	Modal: {
		okText: "OK",
		cancelText: "Cancel",
		justOkText: "OK"
	},
	Popconfirm: {
		okText: "OK",
		cancelText: "Cancel"
	},
	Transfer: {
		titles: ["", ""],
		searchPlaceholder: "Search here",
		itemUnit: "item",
		itemsUnit: "items",
		remove: "Remove",
		selectCurrent: "Select current page",
		removeCurrent: "Remove current page",
		selectAll: "Select all data",
		deselectAll: "Deselect all data",
		removeAll: "Remove all data",
		selectInvert: "Invert current page"
	},
	Upload: {
		uploading: "Uploading...",
		removeFile: "Remove file",
		uploadError: "Upload error",
		previewFile: "Preview file",
		downloadFile: "Download file"
	},
	Empty: { description: "No data" },
	Icon: { icon: "icon" },
	Text: {
		edit: "Edit",
		copy: "Copy",
		copied: "Copied",
		expand: "Expand",
		collapse: "Collapse"
	},
	Carousel: {
		prevSlide: "Previous slide",
		nextSlide: "Next slide"
	},
	Form: {
		optional: "(optional)",
		defaultValidateMessages: {
			default: "Field validation error for ${label}",
			required: "Please enter ${label}",
			enum: "${label} must be one of [${enum}]",
			whitespace: "${label} cannot be a blank character",
			date: {
				format: "${label} date format is invalid",
				parse: "${label} cannot be converted to a date",
				invalid: "${label} is an invalid date"
			},
			types: {
				string: typeTemplate$1,
				method: typeTemplate$1,
				array: typeTemplate$1,
				object: typeTemplate$1,
				number: typeTemplate$1,
				date: typeTemplate$1,
				boolean: typeTemplate$1,
				integer: typeTemplate$1,
				float: typeTemplate$1,
				regexp: typeTemplate$1,
				email: typeTemplate$1,
				url: typeTemplate$1,
				hex: typeTemplate$1
			},
			string: {
				len: "${label} must be ${len} characters",
				min: "${label} must be at least ${min} characters",
				max: "${label} must be up to ${max} characters",
				range: "${label} must be between ${min}-${max} characters"
			},
			number: {
				len: "${label} must be equal to ${len}",
				min: "${label} must be minimum ${min}",
				max: "${label} must be maximum ${max}",
				range: "${label} must be between ${min}-${max}"
			},
			array: {
				len: "Must be ${len} ${label}",
				min: "At least ${min} ${label}",
				max: "At most ${max} ${label}",
				range: "The amount of ${label} must be between ${min}-${max}"
			},
			pattern: { mismatch: "${label} does not match the pattern ${pattern}" }
		}
	},
	QRCode: {
		expired: "QR code expired",
		refresh: "Refresh",
		scanned: "Scanned"
	},
	ColorPicker: {
		presetEmpty: "Empty",
		transparent: "Transparent",
		singleColor: "Single",
		gradientColor: "Gradient"
	}
};
// node_modules/antd/es/modal/locale.js
var runtimeLocale = { ...localeValues.Modal };
var localeList = [];
var generateLocale = () => localeList.reduce((merged, locale) => ({
	...merged,
	...locale
}), localeValues.Modal);
function changeConfirmLocale(newLocale) {
	if (newLocale) {
		const cloneLocale = { ...newLocale };
		localeList.push(cloneLocale);
		runtimeLocale = generateLocale();
		return () => {
			localeList = localeList.filter((locale) => locale !== cloneLocale);
			runtimeLocale = generateLocale();
		};
	}
	runtimeLocale = { ...localeValues.Modal };
}
function getConfirmLocale() {
	return runtimeLocale;
}
// node_modules/antd/es/locale/context.js
var LocaleContext = /*#__PURE__*/ createContext(void 0);
// node_modules/antd/es/locale/useLocale.js
var useLocale = (componentName, defaultLocale) => {
	const fullLocale = React$1.useContext(LocaleContext);
	return [React$1.useMemo(() => {
		const locale = defaultLocale || localeValues[componentName];
		const localeFromContext = fullLocale?.[componentName] ?? {};
		return {
			...isFunction(locale) ? locale() : locale,
			...localeFromContext || {}
		};
	}, [
		componentName,
		defaultLocale,
		fullLocale
	]), React$1.useMemo(() => {
		const localeCode = fullLocale?.locale;
		if (fullLocale?.exist && !localeCode) return localeValues.locale;
		return localeCode;
	}, [fullLocale])];
};
// node_modules/antd/es/locale/index.js
var ANT_MARK = "internalMark";
var LocaleProvider = (props) => {
	const { locale = {}, children, _ANT_MARK__ } = props;
	if (process.env.NODE_ENV !== "production") {
		const warning = devUseWarning("LocaleProvider");
		process.env.NODE_ENV !== "production" && warning(_ANT_MARK__ === "internalMark", "deprecated", "`LocaleProvider` is deprecated. Please use `locale` with `ConfigProvider` instead: http://u.ant.design/locale");
	}
	React$1.useEffect(() => {
		return changeConfirmLocale(locale?.Modal);
	}, [locale]);
	const getMemoizedContextValue = React$1.useMemo(() => ({
		...locale,
		exist: true
	}), [locale]);
	return /*#__PURE__*/ React$1.createElement(LocaleContext.Provider, { value: getMemoizedContextValue }, children);
};
if (process.env.NODE_ENV !== "production") LocaleProvider.displayName = "LocaleProvider";
// node_modules/@rc-component/portal/es/Context.js
var OrderContext = /*#__PURE__*/ React$1.createContext(null);
// node_modules/@rc-component/portal/es/mock.js
var inline = false;
function inlineMock(nextInline) {
	if (typeof nextInline === "boolean") inline = nextInline;
	return inline;
}
// node_modules/@rc-component/portal/es/useDom.js
var EMPTY_LIST = [];
/**
* Will add `div` to document. Nest call will keep order
* @param render Render DOM in document
*/
function useDom(render, debug) {
	const [ele] = React$1.useState(() => {
		if (!canUseDom$1()) return null;
		const defaultEle = document.createElement("div");
		if (process.env.NODE_ENV !== "production" && debug) defaultEle.setAttribute("data-debug", debug);
		return defaultEle;
	});
	const appendedRef = React$1.useRef(false);
	const queueCreate = React$1.useContext(OrderContext);
	const [queue, setQueue] = React$1.useState(EMPTY_LIST);
	const mergedQueueCreate = queueCreate || (appendedRef.current ? void 0 : (appendFn) => {
		setQueue((origin) => {
			return [appendFn, ...origin];
		});
	});
	function append() {
		if (!ele.parentElement) document.body.appendChild(ele);
		appendedRef.current = true;
	}
	function cleanup() {
		ele.parentElement?.removeChild(ele);
		appendedRef.current = false;
	}
	useLayoutEffect$1(() => {
		if (render) {
			if (queueCreate) queueCreate(append);
			else append();
		} else cleanup();
		return cleanup;
	}, [render]);
	useLayoutEffect$1(() => {
		if (queue.length) {
			queue.forEach((appendFn) => appendFn());
			setQueue(EMPTY_LIST);
		}
	}, [queue]);
	return [ele, mergedQueueCreate];
}
// node_modules/@rc-component/portal/es/util.js
/**
* Test usage export. Do not use in your production
*/
function isBodyOverflowing() {
	return document.body.scrollHeight > (window.innerHeight || document.documentElement.clientHeight) && window.innerWidth > document.body.offsetWidth;
}
// node_modules/@rc-component/portal/es/useScrollLocker.js
var UNIQUE_ID = `rc-util-locker-${Date.now()}`;
var uuid$1 = 0;
function useScrollLocker(lock) {
	const mergedLock = !!lock;
	const [id] = React$1.useState(() => {
		uuid$1 += 1;
		return `${UNIQUE_ID}_${uuid$1}`;
	});
	useLayoutEffect$1(() => {
		if (mergedLock) {
			const scrollbarSize = getTargetScrollBarSize(document.body).width;
			updateCSS$1(`
html body {
  overflow-y: hidden;
  ${isBodyOverflowing() ? `width: calc(100% - ${scrollbarSize}px);` : ""}
}`, id);
		} else removeCSS(id);
		return () => {
			removeCSS(id);
		};
	}, [mergedLock, id]);
}
// node_modules/@rc-component/portal/es/useEscKeyDown.js
var stack = [];
var IME_LOCK_DURATION = 200;
var lastCompositionEndTime = 0;
process.env.NODE_ENV;
var onGlobalKeyDown = (event) => {
	if (event.key === "Escape" && !event.isComposing) {
		if (Date.now() - lastCompositionEndTime < IME_LOCK_DURATION) return;
		const len = stack.length;
		for (let i = len - 1; i >= 0; i -= 1) stack[i].onEsc({
			top: i === len - 1,
			event
		});
	}
};
var onGlobalCompositionEnd = () => {
	lastCompositionEndTime = Date.now();
};
function attachGlobalEventListeners() {
	window.addEventListener("keydown", onGlobalKeyDown);
	window.addEventListener("compositionend", onGlobalCompositionEnd);
}
function detachGlobalEventListeners() {
	if (stack.length === 0) {
		window.removeEventListener("keydown", onGlobalKeyDown);
		window.removeEventListener("compositionend", onGlobalCompositionEnd);
	}
}
function useEscKeyDown(open, onEsc) {
	const id = useId_default();
	const onEventEsc = useEvent(onEsc);
	const ensure = () => {
		if (!stack.find((item) => item.id === id)) stack.push({
			id,
			onEsc: onEventEsc
		});
	};
	const clear = () => {
		stack = stack.filter((item) => item.id !== id);
	};
	useMemo(() => {
		if (open) ensure();
		else if (!open) clear();
	}, [open]);
	useEffect(() => {
		if (open) {
			ensure();
			attachGlobalEventListeners();
			return () => {
				clear();
				detachGlobalEventListeners();
			};
		}
	}, [open]);
}
// node_modules/@rc-component/portal/es/Portal.js
var getPortalContainer = (getContainer) => {
	if (getContainer === false) return false;
	if (!canUseDom$1() || !getContainer) return null;
	if (typeof getContainer === "string") return document.querySelector(getContainer);
	if (typeof getContainer === "function") return getContainer();
	return getContainer;
};
var Portal = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { open, autoLock, getContainer, debug, autoDestroy = true, children, onEsc } = props;
	const [shouldRender, setShouldRender] = React$1.useState(open);
	const mergedRender = shouldRender || open;
	if (process.env.NODE_ENV !== "production") warningOnce$1(canUseDom$1() || !open, `Portal only work in client side. Please call 'useEffect' to show Portal instead default render in SSR.`);
	React$1.useEffect(() => {
		if (autoDestroy || open) setShouldRender(open);
	}, [open, autoDestroy]);
	const [innerContainer, setInnerContainer] = React$1.useState(() => getPortalContainer(getContainer));
	React$1.useEffect(() => {
		const customizeContainer = getPortalContainer(getContainer);
		setInnerContainer(() => customizeContainer ?? null);
	});
	const [defaultContainer, queueCreate] = useDom(mergedRender && !innerContainer, debug);
	const mergedContainer = innerContainer ?? defaultContainer;
	useScrollLocker(autoLock && open && canUseDom$1() && (mergedContainer === defaultContainer || mergedContainer === document.body));
	useEscKeyDown(open, onEsc);
	let childRef = null;
	if (children && supportRef(children) && ref) childRef = getNodeRef(children);
	const mergedRef = useComposeRef(childRef, ref);
	if (!mergedRender || !canUseDom$1() || innerContainer === void 0) return null;
	const renderInline = mergedContainer === false || inlineMock();
	let reffedChildren = children;
	if (ref) reffedChildren = /*#__PURE__*/ React$1.cloneElement(children, { ref: mergedRef });
	return /*#__PURE__*/ React$1.createElement(OrderContext.Provider, { value: queueCreate }, renderInline ? reffedChildren : /*#__PURE__*/ createPortal(reffedChildren, mergedContainer));
});
if (process.env.NODE_ENV !== "production") Portal.displayName = "Portal";
// node_modules/@rc-component/portal/es/index.js
var es_default$2 = Portal;
// node_modules/@rc-component/trigger/es/Popup/Arrow.js
function Arrow(props) {
	const { prefixCls, align, arrow, arrowPos } = props;
	const { className, content, style } = arrow || {};
	const { x = 0, y = 0 } = arrowPos;
	const arrowRef = React$1.useRef(null);
	if (!align || !align.points) return null;
	const alignStyle = { position: "absolute" };
	if (align.autoArrow !== false) {
		const popupPoints = align.points[0];
		const targetPoints = align.points[1];
		const popupTB = popupPoints[0];
		const popupLR = popupPoints[1];
		const targetTB = targetPoints[0];
		const targetLR = targetPoints[1];
		if (popupTB === targetTB || !["t", "b"].includes(popupTB)) alignStyle.top = y;
		else if (popupTB === "t") alignStyle.top = 0;
		else alignStyle.bottom = 0;
		if (popupLR === targetLR || !["l", "r"].includes(popupLR)) alignStyle.left = x;
		else if (popupLR === "l") alignStyle.left = 0;
		else alignStyle.right = 0;
	}
	return /*#__PURE__*/ React$1.createElement("div", {
		ref: arrowRef,
		className: clsx(`${prefixCls}-arrow`, className),
		style: {
			...alignStyle,
			...style
		}
	}, content);
}
// node_modules/@rc-component/trigger/es/Popup/Mask.js
function _extends$14() {
	_extends$14 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$14.apply(this, arguments);
}
function Mask$1(props) {
	const { prefixCls, open, zIndex, mask, motion, mobile } = props;
	if (!mask) return null;
	return /*#__PURE__*/ React$1.createElement(es_default$3, _extends$14({}, motion, {
		motionAppear: true,
		visible: open,
		removeOnLeave: true
	}), ({ className }) => /*#__PURE__*/ React$1.createElement("div", {
		style: { zIndex },
		className: clsx(`${prefixCls}-mask`, mobile && `${prefixCls}-mobile-mask`, className)
	}));
}
// node_modules/@rc-component/trigger/es/Popup/PopupContent.js
var PopupContent = /*#__PURE__*/ React$1.memo(({ children }) => children, (_, next) => next.cache);
if (process.env.NODE_ENV !== "production") PopupContent.displayName = "PopupContent";
// node_modules/@rc-component/trigger/es/hooks/useOffsetStyle.js
function useOffsetStyle(isMobile, ready, open, align, offsetR, offsetB, offsetX, offsetY) {
	const AUTO = "auto";
	const offsetStyle = isMobile ? {} : {
		left: "-1000vw",
		top: "-1000vh",
		right: AUTO,
		bottom: AUTO
	};
	if (!isMobile && (ready || !open)) {
		const { points } = align;
		const dynamicInset = align.dynamicInset || align._experimental?.dynamicInset;
		const alignRight = dynamicInset && points[0][1] === "r";
		const alignBottom = dynamicInset && points[0][0] === "b";
		if (alignRight) {
			offsetStyle.right = offsetR;
			offsetStyle.left = AUTO;
		} else {
			offsetStyle.left = offsetX;
			offsetStyle.right = AUTO;
		}
		if (alignBottom) {
			offsetStyle.bottom = offsetB;
			offsetStyle.top = AUTO;
		} else {
			offsetStyle.top = offsetY;
			offsetStyle.bottom = AUTO;
		}
	}
	return offsetStyle;
}
// node_modules/@rc-component/trigger/es/Popup/index.js
function _extends$13() {
	_extends$13 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$13.apply(this, arguments);
}
var Popup = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { onEsc, popup, className, prefixCls, style, target, onVisibleChanged, open, keepDom, fresh, onClick, mask, arrow, arrowPos, align, motion, maskMotion, mobile, forceRender, getPopupContainer, autoDestroy, portal: Portal, children, zIndex, onMouseEnter, onMouseLeave, onPointerEnter, onPointerDownCapture, ready, offsetX, offsetY, offsetR, offsetB, onAlign, onPrepare, onResize, stretch, targetWidth, targetHeight } = props;
	const popupContent = typeof popup === "function" ? popup() : popup;
	const isNodeVisible = open || keepDom;
	const isMobile = !!mobile;
	const [mergedMask, mergedMaskMotion, mergedPopupMotion] = React$1.useMemo(() => {
		if (mobile) return [
			mobile.mask,
			mobile.maskMotion,
			mobile.motion
		];
		return [
			mask,
			maskMotion,
			motion
		];
	}, [
		mobile,
		mask,
		maskMotion,
		motion
	]);
	const getPopupContainerNeedParams = getPopupContainer?.length > 0;
	const [show, setShow] = React$1.useState(!getPopupContainer || !getPopupContainerNeedParams);
	useLayoutEffect$1(() => {
		if (!show && getPopupContainerNeedParams && target) setShow(true);
	}, [
		show,
		getPopupContainerNeedParams,
		target
	]);
	const onInternalResize = useEvent((size, ele) => {
		onResize?.(size, ele);
		onAlign();
	});
	const offsetStyle = useOffsetStyle(isMobile, ready, open, align, offsetR, offsetB, offsetX, offsetY);
	if (!show) return null;
	const miscStyle = {};
	if (stretch) {
		if (stretch.includes("height") && targetHeight) miscStyle.height = targetHeight;
		else if (stretch.includes("minHeight") && targetHeight) miscStyle.minHeight = targetHeight;
		if (stretch.includes("width") && targetWidth) miscStyle.width = targetWidth;
		else if (stretch.includes("minWidth") && targetWidth) miscStyle.minWidth = targetWidth;
	}
	if (!open) miscStyle.pointerEvents = "none";
	return /*#__PURE__*/ React$1.createElement(Portal, {
		open: forceRender || isNodeVisible,
		getContainer: getPopupContainer && (() => getPopupContainer(target)),
		autoDestroy,
		onEsc
	}, /*#__PURE__*/ React$1.createElement(Mask$1, {
		prefixCls,
		open,
		zIndex,
		mask: mergedMask,
		motion: mergedMaskMotion,
		mobile: isMobile
	}), /*#__PURE__*/ React$1.createElement(RefResizeObserver, {
		onResize: onInternalResize,
		disabled: !open
	}, (resizeObserverRef) => {
		return /*#__PURE__*/ React$1.createElement(es_default$3, _extends$13({
			motionAppear: true,
			motionEnter: true,
			motionLeave: true,
			removeOnLeave: false,
			forceRender,
			leavedClassName: `${prefixCls}-hidden`
		}, mergedPopupMotion, {
			onAppearPrepare: onPrepare,
			onEnterPrepare: onPrepare,
			visible: open,
			onVisibleChanged: (nextVisible) => {
				motion?.onVisibleChanged?.(nextVisible);
				onVisibleChanged(nextVisible);
			}
		}), ({ className: motionClassName, style: motionStyle }, motionRef) => {
			const cls = clsx(prefixCls, motionClassName, className, { [`${prefixCls}-mobile`]: isMobile });
			return /*#__PURE__*/ React$1.createElement("div", {
				ref: composeRef(resizeObserverRef, ref, motionRef),
				className: cls,
				style: {
					"--arrow-x": `${arrowPos.x || 0}px`,
					"--arrow-y": `${arrowPos.y || 0}px`,
					...offsetStyle,
					...miscStyle,
					...motionStyle,
					boxSizing: "border-box",
					zIndex,
					...style
				},
				onMouseEnter,
				onMouseLeave,
				onPointerEnter,
				onClick,
				onPointerDownCapture
			}, arrow && /*#__PURE__*/ React$1.createElement(Arrow, {
				prefixCls,
				arrow,
				arrowPos,
				align
			}), /*#__PURE__*/ React$1.createElement(PopupContent, { cache: !open && !fresh }, popupContent));
		});
	}), children);
});
if (process.env.NODE_ENV !== "production") Popup.displayName = "Popup";
// node_modules/@rc-component/trigger/es/context.js
var TriggerContext = /*#__PURE__*/ React$1.createContext(null);
var UniqueContext = /*#__PURE__*/ React$1.createContext(null);
// node_modules/@rc-component/trigger/es/hooks/useAction.js
function toArray$1(val) {
	return val ? Array.isArray(val) ? val : [val] : [];
}
function useAction(action, showAction, hideAction) {
	return React$1.useMemo(() => {
		const mergedShowAction = toArray$1(showAction ?? action);
		const mergedHideAction = toArray$1(hideAction ?? action);
		const showActionSet = new Set(mergedShowAction);
		const hideActionSet = new Set(mergedHideAction);
		if (showActionSet.has("hover") && !showActionSet.has("click")) showActionSet.add("touch");
		if (hideActionSet.has("hover") && !hideActionSet.has("click")) hideActionSet.add("touch");
		return [showActionSet, hideActionSet];
	}, [
		action,
		showAction,
		hideAction
	]);
}
// node_modules/@rc-component/trigger/es/util.js
function isPointsEq(a1 = [], a2 = [], isAlignPoint) {
	const getVal = (a, index) => a[index] || "";
	if (isAlignPoint) return getVal(a1, 0) === getVal(a2, 0);
	return getVal(a1, 0) === getVal(a2, 0) && getVal(a1, 1) === getVal(a2, 1);
}
function getAlignPopupClassName(builtinPlacements, prefixCls, align, isAlignPoint) {
	const { points } = align;
	const placements = Object.keys(builtinPlacements);
	for (let i = 0; i < placements.length; i += 1) {
		const placement = placements[i];
		if (isPointsEq(builtinPlacements[placement]?.points, points, isAlignPoint)) return `${prefixCls}-placement-${placement}`;
	}
	return "";
}
function getWin(ele) {
	return ele.ownerDocument.defaultView;
}
/**
* Get all the scrollable parent elements of the element
* @param ele       The element to be detected
* @param areaOnly  Only return the parent which will cut visible area
*/
function collectScroller(ele) {
	const scrollerList = [];
	let current = ele?.parentElement;
	const scrollStyle = [
		"hidden",
		"scroll",
		"clip",
		"auto"
	];
	while (current) {
		const { overflowX, overflowY, overflow } = getWin(current).getComputedStyle(current);
		if ([
			overflowX,
			overflowY,
			overflow
		].some((o) => scrollStyle.includes(o))) scrollerList.push(current);
		current = current.parentElement;
	}
	return scrollerList;
}
function toNum(num, defaultValue = 1) {
	return Number.isNaN(num) ? defaultValue : num;
}
function getPxValue(val) {
	return toNum(parseFloat(val), 0);
}
/**
*
*
*  **************************************
*  *              Border                *
*  *     **************************     *
*  *     *                  *     *     *
*  *  B  *                  *  S  *  B  *
*  *  o  *                  *  c  *  o  *
*  *  r  *      Content     *  r  *  r  *
*  *  d  *                  *  o  *  d  *
*  *  e  *                  *  l  *  e  *
*  *  r  ********************  l  *  r  *
*  *     *        Scroll          *     *
*  *     **************************     *
*  *              Border                *
*  **************************************
*
*/
/**
* Get visible area of element
*/
function getVisibleArea(initArea, scrollerList) {
	const visibleArea = { ...initArea };
	(scrollerList || []).forEach((ele) => {
		if (ele instanceof HTMLBodyElement || ele instanceof HTMLHtmlElement) return;
		const { overflow, overflowClipMargin, borderTopWidth, borderBottomWidth, borderLeftWidth, borderRightWidth } = getWin(ele).getComputedStyle(ele);
		const eleRect = ele.getBoundingClientRect();
		const { offsetHeight: eleOutHeight, clientHeight: eleInnerHeight, offsetWidth: eleOutWidth, clientWidth: eleInnerWidth } = ele;
		const borderTopNum = getPxValue(borderTopWidth);
		const borderBottomNum = getPxValue(borderBottomWidth);
		const borderLeftNum = getPxValue(borderLeftWidth);
		const borderRightNum = getPxValue(borderRightWidth);
		const scaleX = toNum(Math.round(eleRect.width / eleOutWidth * 1e3) / 1e3);
		const scaleY = toNum(Math.round(eleRect.height / eleOutHeight * 1e3) / 1e3);
		const eleScrollWidth = (eleOutWidth - eleInnerWidth - borderLeftNum - borderRightNum) * scaleX;
		const eleScrollHeight = (eleOutHeight - eleInnerHeight - borderTopNum - borderBottomNum) * scaleY;
		const scaledBorderTopWidth = borderTopNum * scaleY;
		const scaledBorderBottomWidth = borderBottomNum * scaleY;
		const scaledBorderLeftWidth = borderLeftNum * scaleX;
		const scaledBorderRightWidth = borderRightNum * scaleX;
		let clipMarginWidth = 0;
		let clipMarginHeight = 0;
		if (overflow === "clip") {
			const clipNum = getPxValue(overflowClipMargin);
			clipMarginWidth = clipNum * scaleX;
			clipMarginHeight = clipNum * scaleY;
		}
		const eleLeft = eleRect.x + scaledBorderLeftWidth - clipMarginWidth;
		const eleTop = eleRect.y + scaledBorderTopWidth - clipMarginHeight;
		const eleRight = eleLeft + eleRect.width + 2 * clipMarginWidth - scaledBorderLeftWidth - scaledBorderRightWidth - eleScrollWidth;
		const eleBottom = eleTop + eleRect.height + 2 * clipMarginHeight - scaledBorderTopWidth - scaledBorderBottomWidth - eleScrollHeight;
		visibleArea.left = Math.max(visibleArea.left, eleLeft);
		visibleArea.top = Math.max(visibleArea.top, eleTop);
		visibleArea.right = Math.min(visibleArea.right, eleRight);
		visibleArea.bottom = Math.min(visibleArea.bottom, eleBottom);
	});
	return visibleArea;
}
// node_modules/@rc-component/trigger/es/hooks/useAlign.js
function getUnitOffset(size, offset = 0) {
	const offsetStr = `${offset}`;
	const cells = offsetStr.match(/^(.*)\%$/);
	if (cells) return size * (parseFloat(cells[1]) / 100);
	return parseFloat(offsetStr);
}
function getNumberOffset(rect, offset) {
	const [offsetX, offsetY] = offset || [];
	return [getUnitOffset(rect.width, offsetX), getUnitOffset(rect.height, offsetY)];
}
function splitPoints(points = "") {
	return [points[0], points[1]];
}
function getAlignPoint(rect, points) {
	const topBottom = points[0];
	const leftRight = points[1];
	let x;
	let y;
	if (topBottom === "t") y = rect.y;
	else if (topBottom === "b") y = rect.y + rect.height;
	else y = rect.y + rect.height / 2;
	if (leftRight === "l") x = rect.x;
	else if (leftRight === "r") x = rect.x + rect.width;
	else x = rect.x + rect.width / 2;
	return {
		x,
		y
	};
}
function reversePoints(points, index) {
	const reverseMap = {
		t: "b",
		b: "t",
		l: "r",
		r: "l"
	};
	const clone = [...points];
	clone[index] = reverseMap[points[index]] || "c";
	return clone;
}
function flatPoints(points) {
	return points.join("");
}
function useAlign(open, popupEle, target, placement, builtinPlacements, popupAlign, onPopupAlign, mobile) {
	const [offsetInfo, setOffsetInfo] = React$1.useState({
		ready: false,
		offsetX: 0,
		offsetY: 0,
		offsetR: 0,
		offsetB: 0,
		arrowX: 0,
		arrowY: 0,
		scaleX: 1,
		scaleY: 1,
		align: builtinPlacements[placement] || {}
	});
	const alignCountRef = React$1.useRef(0);
	const scrollerList = React$1.useMemo(() => {
		if (!popupEle || mobile) return [];
		return collectScroller(popupEle);
	}, [popupEle]);
	const prevFlipRef = React$1.useRef({});
	const resetFlipCache = () => {
		prevFlipRef.current = {};
	};
	if (!open) resetFlipCache();
	const onAlign = useEvent(() => {
		if (popupEle && target && open && !mobile) {
			const popupElement = popupEle;
			const doc = popupElement.ownerDocument;
			const win = getWin(popupElement);
			const { position: popupPosition } = win.getComputedStyle(popupElement);
			const originLeft = popupElement.style.left;
			const originTop = popupElement.style.top;
			const originRight = popupElement.style.right;
			const originBottom = popupElement.style.bottom;
			const originOverflow = popupElement.style.overflow;
			const originOverflowX = popupElement.style.overflowX;
			const originOverflowY = popupElement.style.overflowY;
			const placementInfo = {
				...builtinPlacements[placement],
				...popupAlign
			};
			const placeholderElement = doc.createElement("div");
			popupElement.parentElement?.appendChild(placeholderElement);
			placeholderElement.style.left = `${popupElement.offsetLeft}px`;
			placeholderElement.style.top = `${popupElement.offsetTop}px`;
			placeholderElement.style.position = popupPosition;
			placeholderElement.style.height = `${popupElement.offsetHeight}px`;
			placeholderElement.style.width = `${popupElement.offsetWidth}px`;
			popupElement.style.left = "0";
			popupElement.style.top = "0";
			popupElement.style.right = "auto";
			popupElement.style.bottom = "auto";
			popupElement.style.overflow = "hidden";
			let targetRect;
			if (Array.isArray(target)) targetRect = {
				x: target[0],
				y: target[1],
				width: 0,
				height: 0
			};
			else {
				const rect = target.getBoundingClientRect();
				rect.x = rect.x ?? rect.left;
				rect.y = rect.y ?? rect.top;
				targetRect = {
					x: rect.x,
					y: rect.y,
					width: rect.width,
					height: rect.height
				};
			}
			const popupRect = popupElement.getBoundingClientRect();
			const { height, width } = win.getComputedStyle(popupElement);
			popupRect.x = popupRect.x ?? popupRect.left;
			popupRect.y = popupRect.y ?? popupRect.top;
			const { clientWidth, clientHeight, scrollWidth, scrollHeight, scrollTop, scrollLeft } = doc.documentElement;
			const popupHeight = popupRect.height;
			const popupWidth = popupRect.width;
			const targetHeight = targetRect.height;
			const targetWidth = targetRect.width;
			const visibleRegion = {
				left: 0,
				top: 0,
				right: clientWidth,
				bottom: clientHeight
			};
			const scrollRegion = {
				left: -scrollLeft,
				top: -scrollTop,
				right: scrollWidth - scrollLeft,
				bottom: scrollHeight - scrollTop
			};
			let { htmlRegion } = placementInfo;
			const VISIBLE = "visible";
			const VISIBLE_FIRST = "visibleFirst";
			if (htmlRegion !== "scroll" && htmlRegion !== VISIBLE_FIRST) htmlRegion = VISIBLE;
			const isVisibleFirst = htmlRegion === VISIBLE_FIRST;
			const scrollRegionArea = getVisibleArea(scrollRegion, scrollerList);
			const visibleRegionArea = getVisibleArea(visibleRegion, scrollerList);
			const visibleArea = htmlRegion === VISIBLE ? visibleRegionArea : scrollRegionArea;
			const adjustCheckVisibleArea = isVisibleFirst ? visibleRegionArea : visibleArea;
			popupElement.style.left = "auto";
			popupElement.style.top = "auto";
			popupElement.style.right = "0";
			popupElement.style.bottom = "0";
			const popupMirrorRect = popupElement.getBoundingClientRect();
			popupElement.style.left = originLeft;
			popupElement.style.top = originTop;
			popupElement.style.right = originRight;
			popupElement.style.bottom = originBottom;
			popupElement.style.overflow = originOverflow;
			popupElement.style.overflowX = originOverflowX;
			popupElement.style.overflowY = originOverflowY;
			popupElement.parentElement?.removeChild(placeholderElement);
			const scaleX = toNum(Math.round(popupWidth / parseFloat(width) * 1e3) / 1e3);
			const scaleY = toNum(Math.round(popupHeight / parseFloat(height) * 1e3) / 1e3);
			if (scaleX === 0 || scaleY === 0 || isDOM(target) && !isVisible_default(target)) return;
			const { offset, targetOffset } = placementInfo;
			let [popupOffsetX, popupOffsetY] = getNumberOffset(popupRect, offset);
			const [targetOffsetX, targetOffsetY] = getNumberOffset(targetRect, targetOffset);
			targetRect.x -= targetOffsetX;
			targetRect.y -= targetOffsetY;
			const [popupPoint, targetPoint] = placementInfo.points || [];
			const targetPoints = splitPoints(targetPoint);
			const popupPoints = splitPoints(popupPoint);
			const targetAlignPoint = getAlignPoint(targetRect, targetPoints);
			const popupAlignPoint = getAlignPoint(popupRect, popupPoints);
			const nextAlignInfo = { ...placementInfo };
			let nextPoints = [popupPoints, targetPoints];
			let nextOffsetX = targetAlignPoint.x - popupAlignPoint.x + popupOffsetX;
			let nextOffsetY = targetAlignPoint.y - popupAlignPoint.y + popupOffsetY;
			function getIntersectionVisibleArea(offsetX, offsetY, area = visibleArea) {
				const l = popupRect.x + offsetX;
				const t = popupRect.y + offsetY;
				const r = l + popupWidth;
				const b = t + popupHeight;
				const visibleL = Math.max(l, area.left);
				const visibleT = Math.max(t, area.top);
				const visibleR = Math.min(r, area.right);
				const visibleB = Math.min(b, area.bottom);
				return Math.max(0, (visibleR - visibleL) * (visibleB - visibleT));
			}
			const originIntersectionVisibleArea = getIntersectionVisibleArea(nextOffsetX, nextOffsetY);
			const originIntersectionRecommendArea = getIntersectionVisibleArea(nextOffsetX, nextOffsetY, visibleRegionArea);
			const targetAlignPointTL = getAlignPoint(targetRect, ["t", "l"]);
			const popupAlignPointTL = getAlignPoint(popupRect, ["t", "l"]);
			const targetAlignPointBR = getAlignPoint(targetRect, ["b", "r"]);
			const popupAlignPointBR = getAlignPoint(popupRect, ["b", "r"]);
			const { adjustX, adjustY, shiftX, shiftY } = placementInfo.overflow || {};
			const supportAdjust = (val) => {
				if (typeof val === "boolean") return val;
				return val >= 0;
			};
			let nextPopupY;
			let nextPopupBottom;
			let nextPopupX;
			let nextPopupRight;
			function syncNextPopupPosition() {
				nextPopupY = popupRect.y + nextOffsetY;
				nextPopupBottom = nextPopupY + popupHeight;
				nextPopupX = popupRect.x + nextOffsetX;
				nextPopupRight = nextPopupX + popupWidth;
			}
			syncNextPopupPosition();
			const needAdjustY = supportAdjust(adjustY);
			const sameTB = popupPoints[0] === targetPoints[0];
			if (needAdjustY && popupPoints[0] === "t" && (nextPopupBottom > adjustCheckVisibleArea.bottom || prevFlipRef.current.bt)) {
				let tmpNextOffsetY = nextOffsetY;
				if (sameTB) tmpNextOffsetY -= popupHeight - targetHeight;
				else tmpNextOffsetY = targetAlignPointTL.y - popupAlignPointBR.y - popupOffsetY;
				const newVisibleArea = getIntersectionVisibleArea(nextOffsetX, tmpNextOffsetY);
				const newVisibleRecommendArea = getIntersectionVisibleArea(nextOffsetX, tmpNextOffsetY, visibleRegionArea);
				if (newVisibleArea > originIntersectionVisibleArea || newVisibleArea === originIntersectionVisibleArea && (!isVisibleFirst || newVisibleRecommendArea >= originIntersectionRecommendArea)) {
					prevFlipRef.current.bt = true;
					nextOffsetY = tmpNextOffsetY;
					popupOffsetY = -popupOffsetY;
					nextPoints = [reversePoints(nextPoints[0], 0), reversePoints(nextPoints[1], 0)];
				} else prevFlipRef.current.bt = false;
			}
			if (needAdjustY && popupPoints[0] === "b" && (nextPopupY < adjustCheckVisibleArea.top || prevFlipRef.current.tb)) {
				let tmpNextOffsetY = nextOffsetY;
				if (sameTB) tmpNextOffsetY += popupHeight - targetHeight;
				else tmpNextOffsetY = targetAlignPointBR.y - popupAlignPointTL.y - popupOffsetY;
				const newVisibleArea = getIntersectionVisibleArea(nextOffsetX, tmpNextOffsetY);
				const newVisibleRecommendArea = getIntersectionVisibleArea(nextOffsetX, tmpNextOffsetY, visibleRegionArea);
				if (newVisibleArea > originIntersectionVisibleArea || newVisibleArea === originIntersectionVisibleArea && (!isVisibleFirst || newVisibleRecommendArea >= originIntersectionRecommendArea)) {
					prevFlipRef.current.tb = true;
					nextOffsetY = tmpNextOffsetY;
					popupOffsetY = -popupOffsetY;
					nextPoints = [reversePoints(nextPoints[0], 0), reversePoints(nextPoints[1], 0)];
				} else prevFlipRef.current.tb = false;
			}
			const needAdjustX = supportAdjust(adjustX);
			const sameLR = popupPoints[1] === targetPoints[1];
			if (needAdjustX && popupPoints[1] === "l" && (nextPopupRight > adjustCheckVisibleArea.right || prevFlipRef.current.rl)) {
				let tmpNextOffsetX = nextOffsetX;
				if (sameLR) tmpNextOffsetX -= popupWidth - targetWidth;
				else tmpNextOffsetX = targetAlignPointTL.x - popupAlignPointBR.x - popupOffsetX;
				const newVisibleArea = getIntersectionVisibleArea(tmpNextOffsetX, nextOffsetY);
				const newVisibleRecommendArea = getIntersectionVisibleArea(tmpNextOffsetX, nextOffsetY, visibleRegionArea);
				if (newVisibleArea > originIntersectionVisibleArea || newVisibleArea === originIntersectionVisibleArea && (!isVisibleFirst || newVisibleRecommendArea >= originIntersectionRecommendArea)) {
					prevFlipRef.current.rl = true;
					nextOffsetX = tmpNextOffsetX;
					popupOffsetX = -popupOffsetX;
					nextPoints = [reversePoints(nextPoints[0], 1), reversePoints(nextPoints[1], 1)];
				} else prevFlipRef.current.rl = false;
			}
			if (needAdjustX && popupPoints[1] === "r" && (nextPopupX < adjustCheckVisibleArea.left || prevFlipRef.current.lr)) {
				let tmpNextOffsetX = nextOffsetX;
				if (sameLR) tmpNextOffsetX += popupWidth - targetWidth;
				else tmpNextOffsetX = targetAlignPointBR.x - popupAlignPointTL.x - popupOffsetX;
				const newVisibleArea = getIntersectionVisibleArea(tmpNextOffsetX, nextOffsetY);
				const newVisibleRecommendArea = getIntersectionVisibleArea(tmpNextOffsetX, nextOffsetY, visibleRegionArea);
				if (newVisibleArea > originIntersectionVisibleArea || newVisibleArea === originIntersectionVisibleArea && (!isVisibleFirst || newVisibleRecommendArea >= originIntersectionRecommendArea)) {
					prevFlipRef.current.lr = true;
					nextOffsetX = tmpNextOffsetX;
					popupOffsetX = -popupOffsetX;
					nextPoints = [reversePoints(nextPoints[0], 1), reversePoints(nextPoints[1], 1)];
				} else prevFlipRef.current.lr = false;
			}
			nextAlignInfo.points = [flatPoints(nextPoints[0]), flatPoints(nextPoints[1])];
			syncNextPopupPosition();
			const numShiftX = shiftX === true ? 0 : shiftX;
			if (typeof numShiftX === "number") {
				if (nextPopupX < visibleRegionArea.left) {
					nextOffsetX -= nextPopupX - visibleRegionArea.left - popupOffsetX;
					if (targetRect.x + targetWidth < visibleRegionArea.left + numShiftX) nextOffsetX += targetRect.x - visibleRegionArea.left + targetWidth - numShiftX;
				}
				if (nextPopupRight > visibleRegionArea.right) {
					nextOffsetX -= nextPopupRight - visibleRegionArea.right - popupOffsetX;
					if (targetRect.x > visibleRegionArea.right - numShiftX) nextOffsetX += targetRect.x - visibleRegionArea.right + numShiftX;
				}
			}
			const numShiftY = shiftY === true ? 0 : shiftY;
			if (typeof numShiftY === "number") {
				if (nextPopupY < visibleRegionArea.top) {
					nextOffsetY -= nextPopupY - visibleRegionArea.top - popupOffsetY;
					if (targetRect.y + targetHeight < visibleRegionArea.top + numShiftY) nextOffsetY += targetRect.y - visibleRegionArea.top + targetHeight - numShiftY;
				}
				if (nextPopupBottom > visibleRegionArea.bottom) {
					nextOffsetY -= nextPopupBottom - visibleRegionArea.bottom - popupOffsetY;
					if (targetRect.y > visibleRegionArea.bottom - numShiftY) nextOffsetY += targetRect.y - visibleRegionArea.bottom + numShiftY;
				}
			}
			const popupLeft = popupRect.x + nextOffsetX;
			const popupRight = popupLeft + popupWidth;
			const popupTop = popupRect.y + nextOffsetY;
			const popupBottom = popupTop + popupHeight;
			const targetLeft = targetRect.x;
			const targetRight = targetLeft + targetWidth;
			const targetTop = targetRect.y;
			const targetBottom = targetTop + targetHeight;
			/** Arrow X of popup offset */
			const nextArrowX = (Math.max(popupLeft, targetLeft) + Math.min(popupRight, targetRight)) / 2 - popupLeft;
			const nextArrowY = (Math.max(popupTop, targetTop) + Math.min(popupBottom, targetBottom)) / 2 - popupTop;
			onPopupAlign?.(popupEle, nextAlignInfo);
			let offsetX4Right = popupMirrorRect.right - popupRect.x - (nextOffsetX + popupRect.width);
			let offsetY4Bottom = popupMirrorRect.bottom - popupRect.y - (nextOffsetY + popupRect.height);
			if (scaleX === 1) {
				nextOffsetX = Math.floor(nextOffsetX);
				offsetX4Right = Math.floor(offsetX4Right);
			}
			if (scaleY === 1) {
				nextOffsetY = Math.floor(nextOffsetY);
				offsetY4Bottom = Math.floor(offsetY4Bottom);
			}
			const nextOffsetInfo = {
				ready: true,
				offsetX: nextOffsetX / scaleX,
				offsetY: nextOffsetY / scaleY,
				offsetR: offsetX4Right / scaleX,
				offsetB: offsetY4Bottom / scaleY,
				arrowX: nextArrowX / scaleX,
				arrowY: nextArrowY / scaleY,
				scaleX,
				scaleY,
				align: nextAlignInfo
			};
			setOffsetInfo(nextOffsetInfo);
		}
	});
	const triggerAlign = () => {
		alignCountRef.current += 1;
		const id = alignCountRef.current;
		Promise.resolve().then(() => {
			if (alignCountRef.current === id) onAlign();
		});
	};
	const resetReady = () => {
		setOffsetInfo((ori) => ({
			...ori,
			ready: false
		}));
	};
	useLayoutEffect$1(resetReady, [placement]);
	useLayoutEffect$1(() => {
		if (!open) resetReady();
	}, [open]);
	return [
		offsetInfo.ready,
		offsetInfo.offsetX,
		offsetInfo.offsetY,
		offsetInfo.offsetR,
		offsetInfo.offsetB,
		offsetInfo.arrowX,
		offsetInfo.arrowY,
		offsetInfo.scaleX,
		offsetInfo.scaleY,
		offsetInfo.align,
		triggerAlign
	];
}
// node_modules/@rc-component/trigger/es/hooks/useDelay.js
function useDelay() {
	const delayRef = React$1.useRef(null);
	const clearDelay = () => {
		if (delayRef.current) {
			clearTimeout(delayRef.current);
			delayRef.current = null;
		}
	};
	const delayInvoke = (callback, delay) => {
		clearDelay();
		if (delay === 0) callback();
		else delayRef.current = setTimeout(() => {
			callback();
		}, delay * 1e3);
	};
	React$1.useEffect(() => {
		return () => {
			clearDelay();
		};
	}, []);
	return delayInvoke;
}
// node_modules/@rc-component/trigger/es/hooks/useWatch.js
function useWatch$1(open, target, popup, onAlign, onScroll) {
	useLayoutEffect$1(() => {
		if (open && target && popup) {
			const targetElement = target;
			const popupElement = popup;
			const targetScrollList = collectScroller(targetElement);
			const popupScrollList = collectScroller(popupElement);
			const win = getWin(popupElement);
			const mergedList = /* @__PURE__ */ new Set([
				win,
				...targetScrollList,
				...popupScrollList
			]);
			function notifyScroll() {
				onAlign();
				onScroll();
			}
			mergedList.forEach((scroller) => {
				scroller.addEventListener("scroll", notifyScroll, { passive: true });
			});
			win.addEventListener("resize", notifyScroll, { passive: true });
			onAlign();
			return () => {
				mergedList.forEach((scroller) => {
					scroller.removeEventListener("scroll", notifyScroll);
					win.removeEventListener("resize", notifyScroll);
				});
			};
		}
	}, [
		open,
		target,
		popup
	]);
}
// node_modules/@rc-component/trigger/es/hooks/useWinClick.js
/**
* Close if click on the window.
* Return the function that click on the Popup element.
*/
function useWinClick(open, clickToHide, targetEle, popupEle, mask, maskClosable, inPopupOrChild, triggerOpen) {
	const openRef = React$1.useRef(open);
	openRef.current = open;
	const popupPointerDownRef = React$1.useRef(false);
	React$1.useEffect(() => {
		if (clickToHide && popupEle && (!mask || maskClosable)) {
			const onPointerDown = () => {
				popupPointerDownRef.current = false;
			};
			const onTriggerClose = (e) => {
				if (openRef.current && !inPopupOrChild(e.composedPath?.()?.[0] || e.target) && !popupPointerDownRef.current) triggerOpen(false);
			};
			const win = getWin(popupEle);
			win.addEventListener("pointerdown", onPointerDown, true);
			win.addEventListener("mousedown", onTriggerClose, true);
			win.addEventListener("contextmenu", onTriggerClose, true);
			const targetShadowRoot = getShadowRoot$1(targetEle);
			if (targetShadowRoot) {
				targetShadowRoot.addEventListener("mousedown", onTriggerClose, true);
				targetShadowRoot.addEventListener("contextmenu", onTriggerClose, true);
			}
			if (process.env.NODE_ENV !== "production" && targetEle) {
				const targetRoot = targetEle.getRootNode?.();
				const popupRoot = popupEle.getRootNode?.();
				warningOnce$1(targetRoot === popupRoot, `trigger element and popup element should in same shadow root.`);
			}
			return () => {
				win.removeEventListener("pointerdown", onPointerDown, true);
				win.removeEventListener("mousedown", onTriggerClose, true);
				win.removeEventListener("contextmenu", onTriggerClose, true);
				if (targetShadowRoot) {
					targetShadowRoot.removeEventListener("mousedown", onTriggerClose, true);
					targetShadowRoot.removeEventListener("contextmenu", onTriggerClose, true);
				}
			};
		}
	}, [
		clickToHide,
		targetEle,
		popupEle,
		mask,
		maskClosable
	]);
	function onPopupPointerDown() {
		popupPointerDownRef.current = true;
	}
	return onPopupPointerDown;
}
// node_modules/@rc-component/trigger/es/UniqueProvider/useTargetState.js
/**
* Control the state of popup bind target:
* 1. When set `target`. Do show the popup.
* 2. When `target` is removed. Do hide the popup.
* 3. When `target` change to another one:
*  a. We wait motion finish of previous popup.
*  b. Then we set new target and show the popup.
* 4. During appear/enter animation, cache new options and apply after animation completes.
*/
function useTargetState() {
	const [options, setOptions] = React.useState(null);
	const [open, setOpen] = React.useState(false);
	const [isAnimating, setIsAnimating] = React.useState(false);
	const pendingOptionsRef = React.useRef(null);
	return [
		useEvent((nextOptions) => {
			if (nextOptions === false) {
				pendingOptionsRef.current = null;
				setOpen(false);
			} else if (isAnimating && open) pendingOptionsRef.current = nextOptions;
			else {
				setOpen(true);
				setOptions(nextOptions);
				pendingOptionsRef.current = null;
				if (!open) setIsAnimating(true);
			}
		}),
		open,
		options,
		useEvent((visible) => {
			if (visible) {
				setIsAnimating(false);
				if (pendingOptionsRef.current) {
					setOptions(pendingOptionsRef.current);
					pendingOptionsRef.current = null;
				}
			} else {
				setIsAnimating(false);
				pendingOptionsRef.current = null;
			}
		})
	];
}
// node_modules/@rc-component/trigger/es/UniqueProvider/UniqueContainer.js
function _extends$12() {
	_extends$12 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$12.apply(this, arguments);
}
var UniqueContainer = (props) => {
	const { prefixCls, isMobile, ready, open, align, offsetR, offsetB, offsetX, offsetY, arrowPos, popupSize, motion, uniqueContainerClassName, uniqueContainerStyle } = props;
	const containerCls = `${prefixCls}-unique-container`;
	const [motionVisible, setMotionVisible] = React.useState(false);
	const offsetStyle = useOffsetStyle(isMobile, ready, open, align, offsetR, offsetB, offsetX, offsetY);
	const cachedOffsetStyleRef = React.useRef(offsetStyle);
	if (ready) cachedOffsetStyleRef.current = offsetStyle;
	const sizeStyle = {};
	if (popupSize) {
		sizeStyle.width = popupSize.width;
		sizeStyle.height = popupSize.height;
	}
	return /*#__PURE__*/ React.createElement(es_default$3, _extends$12({
		motionAppear: true,
		motionEnter: true,
		motionLeave: true,
		removeOnLeave: false,
		leavedClassName: `${containerCls}-hidden`
	}, motion, {
		visible: open,
		onVisibleChanged: (nextVisible) => {
			setMotionVisible(nextVisible);
		}
	}), ({ className: motionClassName, style: motionStyle }) => {
		const cls = clsx(containerCls, motionClassName, uniqueContainerClassName, { [`${containerCls}-visible`]: motionVisible });
		return /*#__PURE__*/ React.createElement("div", {
			className: cls,
			style: {
				"--arrow-x": `${arrowPos?.x || 0}px`,
				"--arrow-y": `${arrowPos?.y || 0}px`,
				...cachedOffsetStyleRef.current,
				...sizeStyle,
				...motionStyle,
				...uniqueContainerStyle
			}
		});
	});
};
// node_modules/@rc-component/trigger/es/UniqueProvider/index.js
var UniqueProvider$1 = ({ children, postTriggerProps }) => {
	const [trigger, open, options, onTargetVisibleChanged] = useTargetState();
	const mergedOptions = React$1.useMemo(() => {
		if (!options || !postTriggerProps) return options;
		return postTriggerProps(options);
	}, [options, postTriggerProps]);
	const [popupEle, setPopupEle] = React$1.useState(null);
	const [popupSize, setPopupSize] = React$1.useState(null);
	const externalPopupRef = React$1.useRef(null);
	const setPopupRef = useEvent((node) => {
		externalPopupRef.current = node;
		if (isDOM(node) && popupEle !== node) setPopupEle(node);
	});
	const isOpenRef = React$1.useRef(null);
	const delayInvoke = useDelay();
	const show = useEvent((showOptions, isOpen) => {
		isOpenRef.current = isOpen;
		delayInvoke(() => {
			trigger(showOptions);
		}, showOptions.delay);
	});
	const hide = (delay) => {
		delayInvoke(() => {
			if (isOpenRef.current?.()) return;
			trigger(false);
		}, delay);
	};
	const onVisibleChanged = useEvent((visible) => {
		onTargetVisibleChanged(visible);
	});
	const [ready, offsetX, offsetY, offsetR, offsetB, arrowX, arrowY, , , alignInfo, onAlign] = useAlign(open, popupEle, mergedOptions?.target, mergedOptions?.popupPlacement, mergedOptions?.builtinPlacements || {}, mergedOptions?.popupAlign, void 0, false);
	const alignedClassName = React$1.useMemo(() => {
		if (!mergedOptions) return "";
		const baseClassName = getAlignPopupClassName(mergedOptions.builtinPlacements || {}, mergedOptions.prefixCls || "", alignInfo, false);
		return clsx(baseClassName, mergedOptions.getPopupClassNameFromAlign?.(alignInfo));
	}, [
		alignInfo,
		mergedOptions?.getPopupClassNameFromAlign,
		mergedOptions?.builtinPlacements,
		mergedOptions?.prefixCls
	]);
	const contextValue = React$1.useMemo(() => ({
		show,
		hide
	}), []);
	React$1.useEffect(() => {
		onAlign();
	}, [mergedOptions?.target]);
	const onPrepare = useEvent(() => {
		onAlign();
		return Promise.resolve();
	});
	const subPopupElements = React$1.useRef({});
	const parentContext = React$1.useContext(TriggerContext);
	const triggerContextValue = React$1.useMemo(() => ({ registerSubPopup: (id, subPopupEle) => {
		subPopupElements.current[id] = subPopupEle;
		parentContext?.registerSubPopup(id, subPopupEle);
	} }), [parentContext]);
	const prefixCls = mergedOptions?.prefixCls;
	return /*#__PURE__*/ React$1.createElement(UniqueContext.Provider, { value: contextValue }, children, mergedOptions && /*#__PURE__*/ React$1.createElement(TriggerContext.Provider, { value: triggerContextValue }, /*#__PURE__*/ React$1.createElement(Popup, {
		ref: setPopupRef,
		portal: es_default$2,
		onEsc: mergedOptions.onEsc,
		prefixCls,
		popup: mergedOptions.popup,
		className: clsx(mergedOptions.popupClassName, alignedClassName, `${prefixCls}-unique-controlled`),
		style: mergedOptions.popupStyle,
		target: mergedOptions.target,
		open,
		keepDom: true,
		fresh: true,
		autoDestroy: false,
		onVisibleChanged,
		ready,
		offsetX,
		offsetY,
		offsetR,
		offsetB,
		onAlign,
		onPrepare,
		onResize: (size) => setPopupSize({
			width: size.offsetWidth,
			height: size.offsetHeight
		}),
		arrowPos: {
			x: arrowX,
			y: arrowY
		},
		align: alignInfo,
		zIndex: mergedOptions.zIndex,
		mask: mergedOptions.mask,
		arrow: mergedOptions.arrow,
		motion: mergedOptions.popupMotion,
		maskMotion: mergedOptions.maskMotion,
		getPopupContainer: mergedOptions.getPopupContainer
	}, /*#__PURE__*/ React$1.createElement(UniqueContainer, {
		prefixCls,
		isMobile: false,
		ready,
		open,
		align: alignInfo,
		offsetR,
		offsetB,
		offsetX,
		offsetY,
		arrowPos: {
			x: arrowX,
			y: arrowY
		},
		popupSize,
		motion: mergedOptions.popupMotion,
		uniqueContainerClassName: clsx(mergedOptions.uniqueContainerClassName, alignedClassName),
		uniqueContainerStyle: mergedOptions.uniqueContainerStyle
	}))));
};
// node_modules/@rc-component/trigger/es/index.js
function generateTrigger(PortalComponent = es_default$2) {
	const Trigger = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
		const { prefixCls = "rc-trigger-popup", children, action = "hover", showAction, hideAction, disabled = false, popupVisible, defaultPopupVisible, onOpenChange, afterOpenChange, onPopupVisibleChange, afterPopupVisibleChange, mouseEnterDelay, mouseLeaveDelay = .1, focusDelay, blurDelay, mask, maskClosable = true, getPopupContainer, forceRender, autoDestroy, popup, popupClassName, uniqueContainerClassName, uniqueContainerStyle, popupStyle, popupPlacement, builtinPlacements = {}, popupAlign, zIndex, stretch, getPopupClassNameFromAlign, fresh, unique, alignPoint, onPopupClick, onPopupAlign, arrow, popupMotion, maskMotion, mobile, ...restProps } = props;
		const mergedAutoDestroy = autoDestroy || false;
		const openUncontrolled = popupVisible === void 0;
		const isMobile = !!mobile;
		const subPopupElements = React$1.useRef({});
		const parentContext = React$1.useContext(TriggerContext);
		const context = React$1.useMemo(() => {
			return { registerSubPopup: (id, subPopupEle) => {
				subPopupElements.current[id] = subPopupEle;
				parentContext?.registerSubPopup(id, subPopupEle);
			} };
		}, [parentContext]);
		const uniqueContext = React$1.useContext(UniqueContext);
		const id = useId_default();
		const [popupEle, setPopupEle] = React$1.useState(null);
		const externalPopupRef = React$1.useRef(null);
		const setPopupRef = useEvent((node) => {
			externalPopupRef.current = node;
			if (isDOM(node) && popupEle !== node) setPopupEle(node);
			parentContext?.registerSubPopup(id, node);
		});
		const [targetEle, setTargetEle] = React$1.useState(null);
		const externalForwardRef = React$1.useRef(null);
		const setTargetRef = useEvent((node) => {
			const domNode = getDOM(node);
			if (isDOM(domNode) && targetEle !== domNode) {
				setTargetEle(domNode);
				externalForwardRef.current = domNode;
			}
		});
		const cloneProps = {};
		const inPopupOrChild = useEvent((ele) => {
			const childDOM = targetEle;
			return childDOM?.contains(ele) || getShadowRoot$1(childDOM)?.host === ele || ele === childDOM || popupEle?.contains(ele) || getShadowRoot$1(popupEle)?.host === ele || ele === popupEle || Object.values(subPopupElements.current).some((subPopupEle) => subPopupEle?.contains(ele) || ele === subPopupEle);
		});
		const innerArrow = arrow ? { ...arrow !== true ? arrow : {} } : null;
		const [internalOpen, setInternalOpen] = useControlledState(defaultPopupVisible || false, popupVisible);
		const rawOpen = internalOpen || false;
		const mergedOpen = rawOpen && !disabled;
		const child = React$1.useMemo(() => {
			const nextChild = typeof children === "function" ? children({ open: mergedOpen }) : children;
			return React$1.Children.only(nextChild);
		}, [children, mergedOpen]);
		const originChildProps = child?.props || {};
		const isOpen = useEvent(() => mergedOpen);
		const getUniqueOptions = useEvent((delay = 0) => ({
			popup,
			target: targetEle,
			delay,
			prefixCls,
			popupClassName,
			uniqueContainerClassName,
			uniqueContainerStyle,
			popupStyle,
			popupPlacement,
			builtinPlacements,
			popupAlign,
			zIndex,
			mask,
			maskClosable,
			popupMotion,
			maskMotion,
			arrow: innerArrow,
			getPopupContainer,
			getPopupClassNameFromAlign,
			id,
			onEsc
		}));
		useLayoutEffect$1(() => {
			if (uniqueContext && unique && targetEle && !openUncontrolled && !parentContext) {
				if (mergedOpen) uniqueContext.show(getUniqueOptions(mouseEnterDelay), isOpen);
				else uniqueContext.hide(mouseLeaveDelay);
			}
		}, [mergedOpen, targetEle]);
		const openRef = React$1.useRef(mergedOpen);
		openRef.current = mergedOpen;
		const internalTriggerOpen = useEvent((nextOpen) => {
			flushSync(() => {
				if (rawOpen !== nextOpen) {
					setInternalOpen(nextOpen);
					onOpenChange?.(nextOpen);
					onPopupVisibleChange?.(nextOpen);
				}
			});
		});
		const delayInvoke = useDelay();
		const triggerOpen = (nextOpen, delay = 0) => {
			if (popupVisible !== void 0) {
				delayInvoke(() => {
					internalTriggerOpen(nextOpen);
				}, delay);
				return;
			}
			if (uniqueContext && unique && openUncontrolled && !parentContext) {
				if (nextOpen) uniqueContext.show(getUniqueOptions(delay), isOpen);
				else uniqueContext.hide(delay);
				return;
			}
			delayInvoke(() => {
				internalTriggerOpen(nextOpen);
			}, delay);
		};
		function onEsc({ top }) {
			if (top) triggerOpen(false);
		}
		const [inMotion, setInMotion] = React$1.useState(false);
		useLayoutEffect$1((firstMount) => {
			if (!firstMount || mergedOpen) setInMotion(true);
		}, [mergedOpen]);
		const [motionPrepareResolve, setMotionPrepareResolve] = React$1.useState(null);
		const [mousePos, setMousePos] = React$1.useState(null);
		const setMousePosByEvent = (event) => {
			setMousePos([event.clientX, event.clientY]);
		};
		const [ready, offsetX, offsetY, offsetR, offsetB, arrowX, arrowY, scaleX, scaleY, alignInfo, onAlign] = useAlign(mergedOpen, popupEle, alignPoint && mousePos !== null ? mousePos : targetEle, popupPlacement, builtinPlacements, popupAlign, onPopupAlign, isMobile);
		const [showActions, hideActions] = useAction(action, showAction, hideAction);
		const clickToShow = showActions.has("click");
		const clickToHide = hideActions.has("click") || hideActions.has("contextMenu");
		const triggerAlign = useEvent(() => {
			if (!inMotion) onAlign();
		});
		const onScroll = () => {
			if (openRef.current && alignPoint && clickToHide) triggerOpen(false);
		};
		useWatch$1(mergedOpen, targetEle, popupEle, triggerAlign, onScroll);
		useLayoutEffect$1(() => {
			triggerAlign();
		}, [mousePos, popupPlacement]);
		useLayoutEffect$1(() => {
			if (mergedOpen && !builtinPlacements?.[popupPlacement]) triggerAlign();
		}, [JSON.stringify(popupAlign)]);
		const alignedClassName = React$1.useMemo(() => {
			const baseClassName = getAlignPopupClassName(builtinPlacements, prefixCls, alignInfo, alignPoint);
			return clsx(baseClassName, getPopupClassNameFromAlign?.(alignInfo));
		}, [
			alignInfo,
			getPopupClassNameFromAlign,
			builtinPlacements,
			prefixCls,
			alignPoint
		]);
		React$1.useImperativeHandle(ref, () => ({
			nativeElement: externalForwardRef.current,
			popupElement: externalPopupRef.current,
			forceAlign: triggerAlign
		}));
		const [targetWidth, setTargetWidth] = React$1.useState(0);
		const [targetHeight, setTargetHeight] = React$1.useState(0);
		const syncTargetSize = () => {
			if (stretch && targetEle) {
				const rect = targetEle.getBoundingClientRect();
				setTargetWidth(rect.width);
				setTargetHeight(rect.height);
			}
		};
		const onTargetResize = () => {
			syncTargetSize();
			triggerAlign();
		};
		const onVisibleChanged = (visible) => {
			setInMotion(false);
			onAlign();
			afterOpenChange?.(visible);
			afterPopupVisibleChange?.(visible);
		};
		const onPrepare = () => new Promise((resolve) => {
			syncTargetSize();
			setMotionPrepareResolve(() => resolve);
		});
		useLayoutEffect$1(() => {
			if (motionPrepareResolve) {
				onAlign();
				motionPrepareResolve();
				setMotionPrepareResolve(null);
			}
		}, [motionPrepareResolve]);
		/**
		* Util wrapper for trigger action
		* @param eventName  Listen event name
		* @param nextOpen  Next open state after trigger
		* @param delay Delay to trigger open change
		* @param callback Callback if current event need additional action
		* @param ignoreCheck  Ignore current event if check return true
		*/
		function wrapperAction(eventName, nextOpen, delay, callback, ignoreCheck) {
			cloneProps[eventName] = (event, ...args) => {
				if (!ignoreCheck || !ignoreCheck()) {
					callback?.(event);
					triggerOpen(nextOpen, delay);
				}
				originChildProps[eventName]?.(event, ...args);
			};
		}
		const touchToShow = showActions.has("touch");
		const touchToHide = hideActions.has("touch");
		/** Used for prevent `hover` event conflict with mobile env */
		const touchedRef = React$1.useRef(false);
		if (touchToShow || touchToHide) cloneProps.onTouchStart = (...args) => {
			touchedRef.current = true;
			if (openRef.current && touchToHide) triggerOpen(false);
			else if (!openRef.current && touchToShow) triggerOpen(true);
			originChildProps.onTouchStart?.(...args);
		};
		if (clickToShow || clickToHide) cloneProps.onClick = (event, ...args) => {
			if (openRef.current && clickToHide) triggerOpen(false);
			else if (!openRef.current && clickToShow) {
				setMousePosByEvent(event);
				triggerOpen(true);
			}
			originChildProps.onClick?.(event, ...args);
			touchedRef.current = false;
		};
		const onPopupPointerDown = useWinClick(mergedOpen, clickToHide || touchToHide, targetEle, popupEle, mask, maskClosable, inPopupOrChild, triggerOpen);
		const hoverToShow = showActions.has("hover");
		const hoverToHide = hideActions.has("hover");
		let onPopupMouseEnter;
		let onPopupMouseLeave;
		const ignoreMouseTrigger = () => {
			return touchedRef.current;
		};
		if (hoverToShow) {
			const onMouseEnterCallback = (event) => {
				setMousePosByEvent(event);
			};
			wrapperAction("onMouseEnter", true, mouseEnterDelay, onMouseEnterCallback, ignoreMouseTrigger);
			wrapperAction("onPointerEnter", true, mouseEnterDelay, onMouseEnterCallback, ignoreMouseTrigger);
			onPopupMouseEnter = (event) => {
				if ((mergedOpen || inMotion) && popupEle?.contains(event.target)) triggerOpen(true, mouseEnterDelay);
			};
			if (alignPoint) cloneProps.onMouseMove = (event) => {
				originChildProps.onMouseMove?.(event);
			};
		}
		if (hoverToHide) {
			wrapperAction("onMouseLeave", false, mouseLeaveDelay, void 0, ignoreMouseTrigger);
			wrapperAction("onPointerLeave", false, mouseLeaveDelay, void 0, ignoreMouseTrigger);
			onPopupMouseLeave = () => {
				triggerOpen(false, mouseLeaveDelay);
			};
		}
		if (showActions.has("focus")) wrapperAction("onFocus", true, focusDelay);
		if (hideActions.has("focus")) wrapperAction("onBlur", false, blurDelay);
		if (showActions.has("contextMenu")) cloneProps.onContextMenu = (event, ...args) => {
			if (openRef.current && hideActions.has("contextMenu")) triggerOpen(false);
			else {
				setMousePosByEvent(event);
				triggerOpen(true);
			}
			event.preventDefault();
			originChildProps.onContextMenu?.(event, ...args);
		};
		const rendedRef = React$1.useRef(false);
		rendedRef.current ||= forceRender || mergedOpen || inMotion;
		const mergedChildrenProps = {
			...originChildProps,
			...cloneProps
		};
		const passedProps = {};
		[
			"onContextMenu",
			"onClick",
			"onMouseDown",
			"onTouchStart",
			"onMouseEnter",
			"onMouseLeave",
			"onFocus",
			"onBlur"
		].forEach((eventName) => {
			if (restProps[eventName]) passedProps[eventName] = (...args) => {
				mergedChildrenProps[eventName]?.(...args);
				restProps[eventName](...args);
			};
		});
		const arrowPos = {
			x: arrowX,
			y: arrowY
		};
		useResizeObserver(mergedOpen, targetEle, onTargetResize);
		const mergedRef = useComposeRef(setTargetRef, getNodeRef(child));
		const triggerNode = /*#__PURE__*/ React$1.cloneElement(child, {
			...mergedChildrenProps,
			...passedProps,
			ref: mergedRef
		});
		return /*#__PURE__*/ React$1.createElement(React$1.Fragment, null, triggerNode, rendedRef.current && (!uniqueContext || !unique) && /*#__PURE__*/ React$1.createElement(TriggerContext.Provider, { value: context }, /*#__PURE__*/ React$1.createElement(Popup, {
			portal: PortalComponent,
			ref: setPopupRef,
			prefixCls,
			popup,
			className: clsx(popupClassName, !isMobile && alignedClassName),
			style: popupStyle,
			target: targetEle,
			onMouseEnter: onPopupMouseEnter,
			onMouseLeave: onPopupMouseLeave,
			onPointerEnter: onPopupMouseEnter,
			zIndex,
			open: mergedOpen,
			keepDom: inMotion,
			fresh,
			onClick: onPopupClick,
			onPointerDownCapture: onPopupPointerDown,
			mask,
			motion: popupMotion,
			maskMotion,
			onVisibleChanged,
			onPrepare,
			forceRender,
			autoDestroy: mergedAutoDestroy,
			getPopupContainer,
			onEsc,
			align: alignInfo,
			arrow: innerArrow,
			arrowPos,
			ready,
			offsetX,
			offsetY,
			offsetR,
			offsetB,
			onAlign: triggerAlign,
			stretch,
			targetWidth: targetWidth / scaleX,
			targetHeight: targetHeight / scaleY,
			mobile
		})));
	});
	if (process.env.NODE_ENV !== "production") Trigger.displayName = "Trigger";
	return Trigger;
}
var es_default$1 = generateTrigger(es_default$2);
// node_modules/antd/es/_util/reactNode.js
function isFragment(child) {
	return child && /*#__PURE__*/ React.isValidElement(child) && child.type === React.Fragment;
}
var replaceElement = (element, replacement, props) => {
	if (!/*#__PURE__*/ React.isValidElement(element)) return replacement;
	return /*#__PURE__*/ React.cloneElement(element, isFunction(props) ? props(element.props || {}) : props);
};
function cloneElement$1(element, props) {
	return replaceElement(element, element, props);
}
// node_modules/antd/es/tooltip/UniqueProvider/MotionContent.js
var MotionContent = ({ children }) => {
	const { getPrefixCls } = React.useContext(ConfigContext);
	const rootPrefixCls = getPrefixCls();
	/* istanbul ignore next */
	if (!/*#__PURE__*/ React.isValidElement(children)) return children;
	return /*#__PURE__*/ React.createElement(es_default$3, {
		visible: true,
		motionName: `${rootPrefixCls}-fade`,
		motionAppear: true,
		motionEnter: true,
		motionLeave: false,
		removeOnLeave: false
	}, ({ style: motionStyle, className: motionClassName }) => {
		return cloneElement$1(children, (oriProps) => ({
			className: clsx(oriProps.className, motionClassName),
			style: {
				...oriProps.style,
				...motionStyle
			}
		}));
	});
};
// node_modules/antd/es/tooltip/UniqueProvider/index.js
var cachedPlacements = [null, null];
function uniqueBuiltinPlacements(ori) {
	if (cachedPlacements[0] !== ori) {
		const target = {};
		Object.keys(ori).forEach((placement) => {
			target[placement] = {
				...ori[placement],
				dynamicInset: false
			};
		});
		cachedPlacements[0] = ori;
		cachedPlacements[1] = target;
	}
	return cachedPlacements[1];
}
var UniqueProvider = ({ children }) => {
	const renderPopup = (options) => {
		const { id, builtinPlacements, popup } = options;
		const popupEle = isFunction(popup) ? popup() : popup;
		const parsedPlacements = uniqueBuiltinPlacements(builtinPlacements);
		return {
			...options,
			getPopupContainer: null,
			arrow: false,
			popup: /*#__PURE__*/ React.createElement(MotionContent, { key: id }, popupEle),
			builtinPlacements: parsedPlacements
		};
	};
	return /*#__PURE__*/ React.createElement(UniqueProvider$1, { postTriggerProps: renderPopup }, children);
};
// node_modules/antd/es/config-provider/DisabledContext.js
var DisabledContext = /*#__PURE__*/ React$1.createContext(false);
var DisabledContextProvider = ({ children, disabled }) => {
	const originDisabled = React$1.useContext(DisabledContext);
	return /*#__PURE__*/ React$1.createElement(DisabledContext.Provider, { value: disabled ?? originDisabled }, children);
};
// node_modules/antd/es/config-provider/SizeContext.js
var SizeContext = /*#__PURE__*/ React$1.createContext(void 0);
var SizeContextProvider = ({ children, size }) => {
	const originSize = React$1.useContext(SizeContext);
	return /*#__PURE__*/ React$1.createElement(SizeContext.Provider, { value: size || originSize }, children);
};
// node_modules/antd/es/config-provider/hooks/useConfig.js
function useConfig() {
	return {
		componentDisabled: useContext(DisabledContext),
		componentSize: useContext(SizeContext)
	};
}
// node_modules/antd/es/config-provider/hooks/useTheme.js
function useTheme(theme, parentTheme, config) {
	const warning = devUseWarning("ConfigProvider");
	const themeConfig = theme || {};
	const parentThemeConfig = themeConfig.inherit === false || !parentTheme ? {
		...defaultConfig,
		hashed: parentTheme?.hashed ?? defaultConfig.hashed,
		cssVar: parentTheme?.cssVar,
		zeroRuntime: parentTheme?.zeroRuntime
	} : parentTheme;
	const themeKey = useId();
	if (process.env.NODE_ENV !== "production") {
		const cssVarEnabled = themeConfig.cssVar || parentThemeConfig.cssVar;
		const validKey = !!(isPlainObject(themeConfig.cssVar) && themeConfig.cssVar?.key || themeKey);
		process.env.NODE_ENV !== "production" && warning(!cssVarEnabled || validKey, "breaking", "Missing key in `cssVar` config. Please upgrade to React 18 or set `cssVar.key` manually in each ConfigProvider inside `cssVar` enabled ConfigProvider.");
	}
	return useMemo$1(() => {
		if (!theme) return parentTheme;
		const mergedComponents = { ...parentThemeConfig.components };
		Object.keys(theme.components || {}).forEach((componentName) => {
			mergedComponents[componentName] = {
				...mergedComponents[componentName],
				...theme.components[componentName]
			};
		});
		const cssVarKey = `css-var-${themeKey.replace(/:/g, "")}`;
		const mergedCssVar = {
			prefix: config?.prefixCls,
			...parentThemeConfig.cssVar,
			...themeConfig.cssVar,
			key: themeConfig.cssVar?.key || cssVarKey
		};
		return {
			...parentThemeConfig,
			...themeConfig,
			token: {
				...parentThemeConfig.token,
				...themeConfig.token
			},
			components: mergedComponents,
			cssVar: mergedCssVar
		};
	}, [
		themeConfig,
		parentThemeConfig,
		config?.prefixCls,
		themeKey
	], (prev, next) => prev.some((prevTheme, index) => {
		const nextTheme = next[index];
		return !isEqual(prevTheme, nextTheme, true);
	}));
}
// node_modules/antd/es/config-provider/MotionWrapper.js
var MotionCacheContext = /*#__PURE__*/ React$1.createContext(true);
if (process.env.NODE_ENV !== "production") MotionCacheContext.displayName = "MotionCacheContext";
function MotionWrapper(props) {
	const parentMotion = React$1.useContext(MotionCacheContext);
	const { children } = props;
	const [, token] = useToken();
	const { motion } = token;
	const needWrapMotionProviderRef = React$1.useRef(false);
	needWrapMotionProviderRef.current || (needWrapMotionProviderRef.current = parentMotion !== motion);
	if (needWrapMotionProviderRef.current) return /*#__PURE__*/ React$1.createElement(MotionCacheContext.Provider, { value: motion }, /*#__PURE__*/ React$1.createElement(MotionProvider, { motion }, children));
	return children;
}
// node_modules/antd/es/config-provider/PropWarning.js
/**
* Warning for ConfigProviderProps.
* This will be empty function in production.
*/
var PropWarning = /*#__PURE__*/ React$1.memo((props) => {
	const { dropdownMatchSelectWidth } = props;
	devUseWarning("ConfigProvider").deprecated(dropdownMatchSelectWidth === void 0, "dropdownMatchSelectWidth", "popupMatchSelectWidth");
	return null;
});
if (process.env.NODE_ENV !== "production") PropWarning.displayName = "PropWarning";
var PropWarning_default = process.env.NODE_ENV !== "production" ? PropWarning : () => null;
// node_modules/antd/es/config-provider/index.js
/**
* This component registers icon styles inside the DesignTokenContext.Provider
* so that CSS variables use the correct cssVar key from the theme config.
*/
var IconStyle = ({ iconPrefixCls, csp }) => {
	useResetIconStyle(iconPrefixCls, csp);
	return null;
};
/**
* Since too many feedback using static method like `Modal.confirm` not getting theme, we record the
* theme register info here to help developer get warning info.
*/
var existThemeConfig = false;
var warnContext = process.env.NODE_ENV !== "production" ? (componentName) => {
	process.env.NODE_ENV !== "production" && warning$2(!existThemeConfig, componentName, `Static function can not consume context like dynamic theme. Please use 'App' component instead.`);
} : null;
var PASSED_PROPS = [
	"getTargetContainer",
	"getPopupContainer",
	"renderEmpty",
	"input",
	"pagination",
	"form",
	"select",
	"button"
];
var globalPrefixCls;
var globalIconPrefixCls;
var globalTheme;
var globalHolderRender;
function getGlobalPrefixCls() {
	return globalPrefixCls || "ant";
}
function getGlobalIconPrefixCls() {
	return globalIconPrefixCls || "anticon";
}
var setGlobalConfig = (props) => {
	const { prefixCls, iconPrefixCls, theme, holderRender } = props;
	if (prefixCls !== void 0) globalPrefixCls = prefixCls;
	if (iconPrefixCls !== void 0) globalIconPrefixCls = iconPrefixCls;
	if ("holderRender" in props) globalHolderRender = holderRender;
	if (theme) globalTheme = theme;
};
var globalConfig = () => ({
	getPrefixCls: (suffixCls, customizePrefixCls) => {
		if (customizePrefixCls) return customizePrefixCls;
		return suffixCls ? `${getGlobalPrefixCls()}-${suffixCls}` : getGlobalPrefixCls();
	},
	getIconPrefixCls: getGlobalIconPrefixCls,
	getRootPrefixCls: () => {
		if (globalPrefixCls) return globalPrefixCls;
		return getGlobalPrefixCls();
	},
	getTheme: () => globalTheme,
	holderRender: globalHolderRender
});
var ProviderChildren = (props) => {
	const { children, csp: customCsp, autoInsertSpaceInButton, alert, affix, anchor, app, form, locale: rawLocale, componentSize, direction, space, splitter, virtual, dropdownMatchSelectWidth, popupMatchSelectWidth, popupOverflow, legacyLocale, parentContext, iconPrefixCls: customIconPrefixCls, theme, componentDisabled, segmented, statistic, spin, calendar, carousel, cascader, collapse, typography, checkbox, descriptions, divider, drawer, skeleton, steps, image, layout, list, listy, mentions, modal, progress, result, slider, breadcrumb, masonry, menu, pagination, input, inputPassword, inputSearch, textArea, otp, empty, badge, borderBeam, radio, rate, ribbon, switch: SWITCH, transfer, avatar, message, tag, table, card, cardMeta, tabs, timeline, timePicker, upload, notification, tree, colorPicker, datePicker, rangePicker, flex, wave, dropdown, warning: warningConfig, tour, tooltip, popover, popconfirm, qrcode, floatButton, floatButtonGroup, variant, inputNumber, treeSelect, watermark } = props;
	const locale = React$1.useMemo(() => {
		if (isPlainObject(rawLocale) && Object.prototype.hasOwnProperty.call(rawLocale, "default") && rawLocale.default?.locale) return rawLocale.default;
		return rawLocale;
	}, [rawLocale]);
	const getPrefixCls = React$1.useCallback((suffixCls, customizePrefixCls) => {
		const { prefixCls } = props;
		if (customizePrefixCls) return customizePrefixCls;
		const mergedPrefixCls = prefixCls || parentContext.getPrefixCls("");
		return suffixCls ? `${mergedPrefixCls}-${suffixCls}` : mergedPrefixCls;
	}, [parentContext.getPrefixCls, props.prefixCls]);
	const iconPrefixCls = customIconPrefixCls || parentContext.iconPrefixCls || "anticon";
	const csp = customCsp || parentContext.csp;
	const mergedTheme = useTheme(theme, parentContext.theme, { prefixCls: getPrefixCls("") });
	if (process.env.NODE_ENV !== "production") existThemeConfig = existThemeConfig || !!mergedTheme;
	const baseConfig = {
		csp,
		autoInsertSpaceInButton,
		alert,
		affix,
		anchor,
		app,
		locale: locale || legacyLocale,
		direction,
		space,
		splitter,
		virtual,
		popupMatchSelectWidth: popupMatchSelectWidth ?? dropdownMatchSelectWidth,
		popupOverflow,
		getPrefixCls,
		iconPrefixCls,
		theme: mergedTheme,
		segmented,
		statistic,
		spin,
		calendar,
		carousel,
		cascader,
		collapse,
		typography,
		checkbox,
		descriptions,
		divider,
		drawer,
		skeleton,
		steps,
		image,
		input,
		inputPassword,
		inputSearch,
		textArea,
		otp,
		layout,
		list,
		listy,
		mentions,
		modal,
		progress,
		result,
		slider,
		breadcrumb,
		masonry,
		menu,
		pagination,
		empty,
		badge,
		borderBeam,
		radio,
		rate,
		ribbon,
		switch: SWITCH,
		transfer,
		avatar,
		message,
		tag,
		table,
		card,
		cardMeta,
		tabs,
		timeline,
		timePicker,
		upload,
		notification,
		tree,
		colorPicker,
		datePicker,
		rangePicker,
		flex,
		wave,
		dropdown,
		warning: warningConfig,
		tour,
		tooltip,
		popover,
		popconfirm,
		qrcode,
		floatButton,
		floatButtonGroup,
		variant,
		inputNumber,
		treeSelect,
		watermark
	};
	if (process.env.NODE_ENV !== "production") devUseWarning("ConfigProvider")(!("autoInsertSpaceInButton" in props), "deprecated", "`autoInsertSpaceInButton` is deprecated. Please use `{ button: { autoInsertSpace: boolean }}` instead.");
	const config = { ...parentContext };
	Object.keys(baseConfig).forEach((key) => {
		if (baseConfig[key] !== void 0) config[key] = baseConfig[key];
	});
	PASSED_PROPS.forEach((propName) => {
		const propValue = props[propName];
		if (propValue) config[propName] = propValue;
	});
	if (typeof autoInsertSpaceInButton !== "undefined") config.button = {
		autoInsertSpace: autoInsertSpaceInButton,
		...config.button
	};
	const memoedConfig = useMemo$1(() => config, config, (prevConfig, currentConfig) => {
		const prevKeys = Object.keys(prevConfig);
		const currentKeys = Object.keys(currentConfig);
		return prevKeys.length !== currentKeys.length || prevKeys.some((key) => prevConfig[key] !== currentConfig[key]);
	});
	const { layer } = React$1.useContext(StyleContext);
	const memoIconContextValue = React$1.useMemo(() => ({
		prefixCls: iconPrefixCls,
		csp,
		layer: layer ? "antd" : void 0,
		zeroRuntime: !!layer || mergedTheme?.zeroRuntime
	}), [
		iconPrefixCls,
		csp,
		layer,
		mergedTheme?.zeroRuntime
	]);
	let childNode = /*#__PURE__*/ React$1.createElement(React$1.Fragment, null, /*#__PURE__*/ React$1.createElement(IconStyle, {
		iconPrefixCls,
		csp
	}), /*#__PURE__*/ React$1.createElement(PropWarning_default, { dropdownMatchSelectWidth }), children);
	const validateMessages = React$1.useMemo(() => merge$1(localeValues.Form?.defaultValidateMessages || {}, memoedConfig.locale?.Form?.defaultValidateMessages || {}, memoedConfig.form?.validateMessages || {}, form?.validateMessages || {}), [memoedConfig, form?.validateMessages]);
	if (Object.keys(validateMessages).length > 0) childNode = /*#__PURE__*/ React$1.createElement(validateMessagesContext_default.Provider, { value: validateMessages }, childNode);
	if (locale) childNode = /*#__PURE__*/ React$1.createElement(LocaleProvider, {
		locale,
		_ANT_MARK__: ANT_MARK
	}, childNode);
	if (iconPrefixCls || csp) childNode = /*#__PURE__*/ React$1.createElement(IconContext.Provider, { value: memoIconContextValue }, childNode);
	if (componentSize) childNode = /*#__PURE__*/ React$1.createElement(SizeContextProvider, { size: componentSize }, childNode);
	childNode = /*#__PURE__*/ React$1.createElement(MotionWrapper, null, childNode);
	if (tooltip?.unique) childNode = /*#__PURE__*/ React$1.createElement(UniqueProvider, null, childNode);
	const memoTheme = React$1.useMemo(() => {
		const { algorithm, token, components, cssVar, ...rest } = mergedTheme || {};
		const themeObj = algorithm && (!Array.isArray(algorithm) || algorithm.length > 0) ? createTheme(algorithm) : defaultTheme;
		const parsedComponents = {};
		Object.entries(components || {}).forEach(([componentName, componentToken]) => {
			const parsedToken = { ...componentToken };
			if ("algorithm" in parsedToken) {
				if (parsedToken.algorithm === true) parsedToken.theme = themeObj;
				else if (Array.isArray(parsedToken.algorithm) || isFunction(parsedToken.algorithm)) parsedToken.theme = createTheme(parsedToken.algorithm);
				delete parsedToken.algorithm;
			}
			parsedComponents[componentName] = parsedToken;
		});
		const mergedToken = {
			...seedToken,
			...token
		};
		return {
			...rest,
			theme: themeObj,
			token: mergedToken,
			components: parsedComponents,
			override: {
				override: mergedToken,
				...parsedComponents
			},
			cssVar
		};
	}, [mergedTheme]);
	if (theme) childNode = /*#__PURE__*/ React$1.createElement(DesignTokenContext.Provider, { value: memoTheme }, childNode);
	if (memoedConfig.warning) childNode = /*#__PURE__*/ React$1.createElement(WarningContext.Provider, { value: memoedConfig.warning }, childNode);
	if (componentDisabled !== void 0) childNode = /*#__PURE__*/ React$1.createElement(DisabledContextProvider, { disabled: componentDisabled }, childNode);
	return /*#__PURE__*/ React$1.createElement(ConfigContext.Provider, { value: memoedConfig }, childNode);
};
var ConfigProvider = (props) => {
	const context = React$1.useContext(ConfigContext);
	const antLocale = React$1.useContext(LocaleContext);
	return /*#__PURE__*/ React$1.createElement(ProviderChildren, {
		parentContext: context,
		legacyLocale: antLocale,
		...props
	});
};
ConfigProvider.ConfigContext = ConfigContext;
ConfigProvider.SizeContext = SizeContext;
ConfigProvider.config = setGlobalConfig;
ConfigProvider.useConfig = useConfig;
Object.defineProperty(ConfigProvider, "SizeContext", { get: () => {
	process.env.NODE_ENV !== "production" && warning$2(false, "ConfigProvider", "ConfigProvider.SizeContext is deprecated. Please use `ConfigProvider.useConfig().componentSize` instead.");
	return SizeContext;
} });
if (process.env.NODE_ENV !== "production") ConfigProvider.displayName = "ConfigProvider";
// node_modules/@rc-component/notification/es/hooks/useListPosition/useSizes.js
/**
* Stores measured node sizes by key and exposes a ref callback to update them.
*/
function useSizes() {
	const [sizeMap, setSizeMap] = React$1.useState({});
	return [sizeMap, React$1.useCallback((key, node) => {
		if (!node) {
			setSizeMap((prevSizeMap) => {
				if (!(key in prevSizeMap)) return prevSizeMap;
				const nextSizeMap = { ...prevSizeMap };
				delete nextSizeMap[key];
				return nextSizeMap;
			});
			return;
		}
		const nextSize = {
			width: node.offsetWidth,
			height: node.offsetHeight
		};
		setSizeMap((prevSizeMap) => {
			const prevSize = prevSizeMap[key];
			if (prevSize && prevSize.width === nextSize.width && prevSize.height === nextSize.height) return prevSizeMap;
			return {
				...prevSizeMap,
				[key]: nextSize
			};
		});
	}, [])];
}
// node_modules/@rc-component/notification/es/hooks/useListPosition/index.js
/**
* Calculates each notification's position and the full list height.
*/
function useListPosition(configList, stack, gap = 0) {
	const [sizeMap, setNodeSize] = useSizes();
	const [notificationPosition, totalHeight, topNoticeHeight, topNoticeWidth] = React$1.useMemo(() => {
		let offsetY = 0;
		let nextTotalHeight = 0;
		const stackThreshold = stack?.threshold ?? 0;
		const nextNotificationPosition = /* @__PURE__ */ new Map();
		let nextTopNoticeHeight;
		let nextTopNoticeWidth;
		configList.slice().reverse().forEach((config, index) => {
			const key = String(config.key);
			const height = sizeMap[key]?.height ?? 0;
			const y = stack && index > 0 ? offsetY + (stack.offset ?? 0) - height : offsetY;
			nextNotificationPosition.set(key, y);
			if (index === 0) {
				nextTopNoticeHeight = height;
				nextTopNoticeWidth = sizeMap[key]?.width ?? 0;
			}
			if (!stack || index < stackThreshold) nextTotalHeight = Math.max(nextTotalHeight, y + height);
			if (stack) offsetY = y + height;
			else offsetY += height + gap;
		});
		return [
			nextNotificationPosition,
			nextTotalHeight,
			nextTopNoticeHeight,
			nextTopNoticeWidth
		];
	}, [
		configList,
		gap,
		sizeMap,
		stack
	]);
	return [
		notificationPosition,
		setNodeSize,
		totalHeight,
		topNoticeHeight,
		topNoticeWidth
	];
}
// node_modules/@rc-component/notification/es/hooks/useStack.js
var DEFAULT_OFFSET$1 = 8;
var DEFAULT_THRESHOLD = 3;
/**
* Resolves the stack setting into an enabled flag and normalized stack params.
*/
var useStack = (config) => {
	const result = {
		offset: DEFAULT_OFFSET$1,
		threshold: DEFAULT_THRESHOLD
	};
	if (config && typeof config === "object") {
		result.offset = config.offset ?? DEFAULT_OFFSET$1;
		result.threshold = config.threshold ?? DEFAULT_THRESHOLD;
	}
	return [!!config, result];
};
// node_modules/@rc-component/notification/es/hooks/useNoticeTimer.js
/**
* Runs the notice auto-close timer and reports progress updates.
* Returns controls to pause and resume the timer.
*/
function useNoticeTimer(duration, onClose, onUpdate) {
	const durationMs = Math.max(typeof duration === "number" ? duration : 0, 0) * 1e3;
	const onEventClose = useEvent(onClose);
	const onEventUpdate = useEvent(onUpdate);
	const [walking, setWalking] = React$1.useState(durationMs > 0);
	const passTimeRef = React$1.useRef(0);
	const lastRafTimeRef = React$1.useRef(null);
	function syncPassTime() {
		const now = Date.now();
		const lastRafTime = lastRafTimeRef.current;
		if (lastRafTime !== null) passTimeRef.current += now - lastRafTime;
		lastRafTimeRef.current = now;
	}
	const onPause = React$1.useCallback(() => {
		syncPassTime();
		lastRafTimeRef.current = null;
		setWalking(false);
	}, []);
	const onResume = React$1.useCallback(() => {
		if (durationMs > 0) {
			lastRafTimeRef.current = Date.now();
			setWalking(true);
		} else onEventUpdate(0);
	}, [durationMs]);
	React$1.useEffect(() => {
		passTimeRef.current = 0;
		setWalking(durationMs > 0);
	}, [durationMs]);
	React$1.useEffect(() => {
		if (!walking) return;
		let rafId = null;
		function step() {
			syncPassTime();
			if (passTimeRef.current >= durationMs) {
				onEventUpdate(1);
				onEventClose();
			} else {
				onEventUpdate(Math.min(passTimeRef.current / durationMs, 1));
				rafId = wrapperRaf(step);
			}
		}
		step();
		return () => {
			wrapperRaf.cancel(rafId);
		};
	}, [durationMs, walking]);
	return [onResume, onPause];
}
// node_modules/@rc-component/notification/es/hooks/useClosable.js
/**
* Normalizes the closable option into a boolean flag, config, and aria props.
*/
function useClosable$1(closable) {
	const closableObj = React$1.useMemo(() => {
		if (closable === false) return {
			closeIcon: null,
			disabled: true
		};
		if (typeof closable === "object" && closable !== null) return closable;
		return {};
	}, [closable]);
	const closableConfig = React$1.useMemo(() => ({
		...closableObj,
		closeIcon: "closeIcon" in closableObj ? closableObj.closeIcon : "×",
		disabled: closableObj.disabled ?? false
	}), [closableObj]);
	const closableAriaProps = React$1.useMemo(() => pickAttrs(closableConfig, true), [closableConfig]);
	return [
		!!closable,
		closableConfig,
		closableAriaProps
	];
}
// node_modules/@rc-component/notification/es/Progress.js
var Progress = ({ className, style, percent }) => /*#__PURE__*/ React$1.createElement("progress", {
	className,
	max: "100",
	value: percent,
	style
});
// node_modules/@rc-component/notification/es/Notification.js
function _extends$11() {
	_extends$11 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$11.apply(this, arguments);
}
var Notification = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { prefixCls, className, style, classNames, styles, components, title, description, icon, actions, role, closable, offset, notificationIndex, stackInThreshold, props: rootProps, duration = 4.5, showProgress, hovering: forcedHovering, pauseOnHover = true, onClick, onMouseEnter, onMouseLeave, onClose } = props;
	const [percent, setPercent] = React$1.useState(0);
	const noticePrefixCls = `${prefixCls}-notice`;
	const [mergedClosable, closableConfig, closeBtnAriaProps] = useClosable$1(closable);
	const onInternalClose = useEvent(() => {
		closableConfig.onClose?.();
		onClose?.();
	});
	const [hovering, setHovering] = React$1.useState(false);
	const [onResume, onPause] = useNoticeTimer(duration, onInternalClose, setPercent);
	const validPercent = 100 - Math.min(Math.max(percent * 100, 0), 100);
	const Progress$1 = components?.progress || Progress;
	React$1.useEffect(() => {
		if (!pauseOnHover) return;
		if (forcedHovering) onPause();
		else if (!hovering) onResume();
	}, [
		forcedHovering,
		hovering,
		onPause,
		onResume,
		pauseOnHover
	]);
	function onInternalMouseEnter(event) {
		setHovering(true);
		if (pauseOnHover) onPause();
		onMouseEnter?.(event);
	}
	function onInternalMouseLeave(event) {
		setHovering(false);
		if (pauseOnHover && !forcedHovering) onResume();
		onMouseLeave?.(event);
	}
	function onInternalCloseClick(event) {
		event.preventDefault();
		event.stopPropagation();
		onInternalClose();
	}
	const destroy = useEvent(() => {
		if (hovering) onInternalMouseLeave();
	});
	React$1.useEffect(() => destroy, [destroy]);
	const offsetRef = React$1.useRef(offset);
	if (offset !== void 0) offsetRef.current = offset;
	const notificationIndexRef = React$1.useRef(notificationIndex);
	if (notificationIndex !== void 0) notificationIndexRef.current = notificationIndex;
	const mergedOffset = offset ?? offsetRef.current;
	const mergedNotificationIndex = notificationIndex ?? notificationIndexRef.current ?? 0;
	const titleNode = isNonNullable$1(title) ? /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(`${noticePrefixCls}-title`, classNames?.title),
		style: styles?.title
	}, title) : null;
	const descNode = isNonNullable$1(description) ? /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(`${noticePrefixCls}-description`, classNames?.description),
		style: styles?.description
	}, description) : null;
	const hasTitle = titleNode !== null;
	const hasDescription = descNode !== null;
	let contentNode;
	if (hasTitle && hasDescription) contentNode = /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(`${noticePrefixCls}-section`, classNames?.section),
		style: styles?.section
	}, titleNode, descNode);
	else contentNode = titleNode || descNode;
	if (isNonNullable$1(icon)) contentNode = /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(`${noticePrefixCls}-wrapper`, classNames?.wrapper),
		style: styles?.wrapper
	}, /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(`${noticePrefixCls}-icon`, classNames?.icon),
		style: styles?.icon
	}, icon), contentNode);
	const actionsNode = isReactRenderable(actions) ? /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(`${noticePrefixCls}-actions`, classNames?.actions),
		style: styles?.actions
	}, actions) : null;
	const mergedStyle = {
		"--notification-index": mergedNotificationIndex,
		...styles?.root,
		...style
	};
	if (mergedOffset !== void 0) mergedStyle["--notification-y"] = `${mergedOffset}px`;
	const mergedRole = role ?? rootProps?.role ?? "alert";
	return /*#__PURE__*/ React$1.createElement("div", _extends$11({}, rootProps, {
		ref,
		role: mergedRole,
		"data-notification-index": mergedNotificationIndex,
		className: clsx(noticePrefixCls, className, classNames?.root, {
			[`${noticePrefixCls}-closable`]: mergedClosable,
			[`${noticePrefixCls}-stack-in-threshold`]: stackInThreshold
		}),
		style: mergedStyle,
		onClick,
		onMouseEnter: onInternalMouseEnter,
		onMouseLeave: onInternalMouseLeave
	}), contentNode, actionsNode, mergedClosable && /*#__PURE__*/ React$1.createElement("button", _extends$11({
		type: "button",
		className: clsx(`${noticePrefixCls}-close`, classNames?.close),
		"aria-label": "Close"
	}, closeBtnAriaProps, {
		style: styles?.close,
		onClick: onInternalCloseClick
	}), closableConfig.closeIcon), showProgress && typeof duration === "number" && duration > 0 && /*#__PURE__*/ React$1.createElement(Progress$1, {
		className: clsx(`${noticePrefixCls}-progress`, classNames?.progress),
		percent: validPercent,
		style: styles?.progress
	}));
});
if (process.env.NODE_ENV !== "production") Notification.displayName = "Notification";
// node_modules/@rc-component/notification/es/NotificationProvider.js
var NotificationContext = /*#__PURE__*/ React$1.createContext({});
var NotificationProvider = ({ children, classNames }) => {
	const context = React$1.useMemo(() => ({ classNames }), [classNames]);
	return /*#__PURE__*/ React$1.createElement(NotificationContext.Provider, { value: context }, children);
};
// node_modules/@rc-component/notification/es/NotificationList/Content.js
function _extends$10() {
	_extends$10 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$10.apply(this, arguments);
}
var Content$1 = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { listPrefixCls, height, topNoticeHeight = 0, topNoticeWidth = 0, className, style, ...restProps } = props;
	const contentPrefixCls = `${listPrefixCls}-content`;
	const prevHeightRef = React$1.useRef(height);
	const heightStatus = height < prevHeightRef.current ? "decrease" : "increase";
	prevHeightRef.current = height;
	const contentStyle = {
		...style,
		height,
		"--top-notificiation-height": `${topNoticeHeight}px`,
		"--top-notificiation-width": `${topNoticeWidth}px`
	};
	return /*#__PURE__*/ React$1.createElement("div", _extends$10({}, restProps, {
		className: clsx(contentPrefixCls, `${contentPrefixCls}-${heightStatus}`, className),
		style: contentStyle,
		ref
	}));
});
if (process.env.NODE_ENV !== "production") Content$1.displayName = "NotificationListContent";
// node_modules/@rc-component/notification/es/NotificationList/index.js
function _extends$9() {
	_extends$9 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$9.apply(this, arguments);
}
var noticeSlotKeys = [
	"wrapper",
	"root",
	"icon",
	"section",
	"title",
	"description",
	"actions",
	"close",
	"progress"
];
function fillClassNames(classNamesList) {
	return noticeSlotKeys.reduce((mergedClassNames, key) => {
		mergedClassNames[key] = clsx(...classNamesList.map((classNames) => classNames?.[key]));
		return mergedClassNames;
	}, {});
}
function fillStyles(stylesList) {
	return noticeSlotKeys.reduce((mergedStyles, key) => {
		mergedStyles[key] = Object.assign({}, ...stylesList.map((styles) => styles?.[key]));
		return mergedStyles;
	}, {});
}
function getIndex(keys, key) {
	const strKey = String(key);
	const index = keys.findIndex((item) => item.key === strKey);
	if (index === -1) return;
	return keys.length - index - 1;
}
var NotificationListItem = (props) => {
	const { config, components, contextClassNames, classNames, styles, className, style, nodeRef, listHovering, stackEnabled, pauseOnHover, setNodeSize, onNoticeClose, ...restProps } = props;
	const { key, placement: itemPlacement, ...notificationConfig } = config;
	const strKey = String(key);
	const ref = useComposeRef(nodeRef, React$1.useCallback((node) => {
		setNodeSize(strKey, node);
	}, [setNodeSize, strKey]));
	return /*#__PURE__*/ React$1.createElement(Notification, _extends$9({}, notificationConfig, restProps, {
		ref,
		className: clsx(contextClassNames?.notice, config.className, className),
		style: {
			...style,
			...config.style
		},
		classNames: fillClassNames([classNames, config.classNames]),
		styles: fillStyles([styles, config.styles]),
		components: {
			...components,
			...config.components
		},
		hovering: stackEnabled && listHovering,
		pauseOnHover: config.pauseOnHover ?? pauseOnHover,
		onClose: () => {
			config.onClose?.();
			onNoticeClose?.(key);
		}
	}));
};
var NotificationList = (props) => {
	const { configList = [], prefixCls = "rc-notification", pauseOnHover, classNames, styles, components, stack: stackConfig, motion, placement, className, style, onNoticeClose, onAllRemoved } = props;
	const { classNames: contextClassNames } = React$1.useContext(NotificationContext);
	const keys = React$1.useMemo(() => configList.map((config) => ({
		config,
		key: String(config.key)
	})), [configList]);
	const placementMotion = typeof motion === "function" ? motion(placement) : motion;
	const [stackEnabled, { offset, threshold }] = useStack(stackConfig);
	const [listHovering, setListHovering] = React$1.useState(false);
	const expanded = stackEnabled && (listHovering || keys.length <= threshold);
	const stackPosition = React$1.useMemo(() => {
		if (!stackEnabled || expanded) return;
		return {
			offset,
			threshold
		};
	}, [
		expanded,
		offset,
		stackEnabled,
		threshold
	]);
	const [gap, setGap] = React$1.useState(0);
	const contentRef = React$1.useRef(null);
	const [notificationPosition, setNodeSize, totalHeight, topNoticeHeight, topNoticeWidth] = useListPosition(configList, stackPosition, gap);
	const hasConfigList = !!configList.length;
	React$1.useEffect(() => {
		const listNode = contentRef.current;
		if (!listNode) return;
		const { gap: cssGap, rowGap } = window.getComputedStyle(listNode);
		const nextGap = parseFloat(rowGap || cssGap) || 0;
		setGap((prevGap) => prevGap === nextGap ? prevGap : nextGap);
	}, [hasConfigList]);
	const listPrefixCls = `${prefixCls}-list`;
	return /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(prefixCls, listPrefixCls, `${prefixCls}-${placement}`, contextClassNames?.list, className, classNames?.list, {
			[`${prefixCls}-stack`]: stackEnabled,
			[`${prefixCls}-stack-expanded`]: expanded,
			[`${listPrefixCls}-hovered`]: listHovering
		}),
		style: {
			...styles?.list,
			...style
		}
	}, /*#__PURE__*/ React$1.createElement(Content$1, {
		listPrefixCls,
		height: totalHeight,
		topNoticeHeight,
		topNoticeWidth,
		className: classNames?.listContent,
		style: styles?.listContent,
		ref: contentRef,
		onMouseEnter: () => {
			setListHovering(true);
		},
		onMouseLeave: () => {
			setListHovering(false);
		}
	}, /*#__PURE__*/ React$1.createElement(CSSMotionList_default, _extends$9({
		component: false,
		keys,
		motionAppear: true
	}, placementMotion, { onAllRemoved: () => {
		if (placement) onAllRemoved?.(placement);
	} }), ({ config, className: motionClassName, style: motionStyle }, nodeRef) => {
		const { key } = config;
		const strKey = String(key);
		const notificationIndex = getIndex(keys, key);
		const stackInThreshold = stackEnabled && notificationIndex !== void 0 && notificationIndex < threshold;
		return /*#__PURE__*/ React$1.createElement(NotificationListItem, {
			key,
			config,
			components,
			contextClassNames,
			classNames,
			styles,
			className: motionClassName,
			style: motionStyle,
			nodeRef,
			prefixCls,
			offset: notificationPosition.get(strKey),
			notificationIndex,
			stackInThreshold,
			listHovering,
			stackEnabled,
			pauseOnHover,
			setNodeSize,
			onNoticeClose
		});
	})));
};
// node_modules/@rc-component/notification/es/Notifications.js
var Notifications = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { prefixCls = "rc-notification", container, motion, maxCount, pauseOnHover, classNames, styles, components, className, style, onAllRemoved, stack, renderNotifications } = props;
	const [configList, setConfigList] = React$1.useState([]);
	const [placements, setPlacements] = React$1.useState({});
	const emptyRef = React$1.useRef(false);
	React$1.useImperativeHandle(ref, () => ({
		open: (config) => {
			setConfigList((list) => {
				let clone = [...list];
				const index = clone.findIndex((item) => item.key === config.key);
				const innerConfig = { ...config };
				if (index >= 0) {
					innerConfig.times = (list[index]?.times ?? 0) + 1;
					clone[index] = innerConfig;
				} else {
					innerConfig.times = 0;
					clone.push(innerConfig);
				}
				if (maxCount && maxCount > 0 && clone.length > maxCount) clone = clone.slice(-maxCount);
				return clone;
			});
		},
		close: (key) => {
			setConfigList((list) => list.filter((item) => item.key !== key));
		},
		destroy: () => {
			setConfigList([]);
		}
	}));
	React$1.useEffect(() => {
		const nextPlacements = {};
		configList.forEach((config) => {
			const placement = config.placement ?? "topRight";
			nextPlacements[placement] = nextPlacements[placement] || [];
			nextPlacements[placement].push(config);
		});
		Object.keys(placements).forEach((placement) => {
			nextPlacements[placement] = nextPlacements[placement] || [];
		});
		setPlacements(nextPlacements);
	}, [configList]);
	const onAllNoticeRemoved = useEvent((placement) => {
		setPlacements((originPlacements) => {
			const clone = { ...originPlacements };
			if (!(clone[placement] || []).length) delete clone[placement];
			return clone;
		});
	});
	React$1.useEffect(() => {
		if (Object.keys(placements).length > 0) emptyRef.current = true;
		else if (emptyRef.current) {
			onAllRemoved?.();
			emptyRef.current = false;
		}
	}, [placements, onAllRemoved]);
	if (!container) return null;
	const placementList = Object.keys(placements);
	return /*#__PURE__*/ createPortal(/*#__PURE__*/ React$1.createElement(React$1.Fragment, null, placementList.map((placement) => {
		const list = /*#__PURE__*/ React$1.createElement(NotificationList, {
			key: placement,
			configList: placements[placement],
			placement,
			prefixCls,
			pauseOnHover,
			classNames,
			styles,
			components,
			className: className?.(placement),
			style: style?.(placement),
			motion,
			stack,
			onNoticeClose: (key) => {
				setConfigList((oriList) => oriList.filter((item) => item.key !== key));
			},
			onAllRemoved: onAllNoticeRemoved
		});
		return renderNotifications ? /*#__PURE__*/ React$1.cloneElement(renderNotifications(list, {
			prefixCls,
			key: placement
		}), { key: placement }) : list;
	})), container);
});
if (process.env.NODE_ENV !== "production") Notifications.displayName = "Notifications";
// node_modules/@rc-component/notification/es/hooks/useNotification.js
var defaultGetContainer = () => document.body;
var uniqueKey = 0;
function mergeConfig(...objList) {
	const clone = {};
	objList.forEach((obj) => {
		if (obj) Object.keys(obj).forEach((key) => {
			const value = obj[key];
			if (value !== void 0) clone[key] = value;
		});
	});
	return clone;
}
/**
* Creates the notification API and the React holder element.
* Queueing is handled internally until the notification instance is ready.
*/
function useNotification$1(rootConfig = {}) {
	const { getContainer = defaultGetContainer, motion, prefixCls, placement, closable, duration, showProgress, pauseOnHover, classNames, styles, components, maxCount, className, style, onAllRemoved, stack, renderNotifications } = rootConfig;
	const shareConfig = {
		placement,
		closable,
		duration,
		showProgress
	};
	const [container, setContainer] = React$1.useState();
	const notificationsRef = React$1.useRef(null);
	const [taskQueue, setTaskQueue] = React$1.useState([]);
	const contextHolder = /*#__PURE__*/ React$1.createElement(Notifications, {
		container,
		ref: notificationsRef,
		prefixCls,
		motion,
		maxCount,
		pauseOnHover,
		classNames,
		styles,
		components,
		className,
		style,
		onAllRemoved,
		stack,
		renderNotifications
	});
	const open = useEvent((config) => {
		const mergedConfig = mergeConfig(shareConfig, config);
		if (mergedConfig.key === null || mergedConfig.key === void 0) {
			mergedConfig.key = `rc-notification-${uniqueKey}`;
			uniqueKey += 1;
		}
		setTaskQueue((queue) => [...queue, {
			type: "open",
			config: mergedConfig
		}]);
	});
	const api = React$1.useMemo(() => ({
		open,
		close: (key) => {
			setTaskQueue((queue) => [...queue, {
				type: "close",
				key
			}]);
		},
		destroy: () => {
			setTaskQueue((queue) => [...queue, { type: "destroy" }]);
		}
	}), []);
	React$1.useEffect(() => {
		setContainer(getContainer());
	});
	React$1.useEffect(() => {
		if (notificationsRef.current && taskQueue.length) {
			taskQueue.forEach((task) => {
				switch (task.type) {
					case "open":
						notificationsRef.current?.open(task.config);
						break;
					case "close":
						notificationsRef.current?.close(task.key);
						break;
					case "destroy": notificationsRef.current?.destroy();
				}
			});
			setTaskQueue((originQueue) => {
				const targetTaskQueue = originQueue.filter((task) => !taskQueue.includes(task));
				return targetTaskQueue.length === originQueue.length ? originQueue : targetTaskQueue;
			});
		}
	}, [taskQueue]);
	return [api, contextHolder];
}
// node_modules/antd/es/notification/hooks/useStackConfig.js
var useStackConfig = (stackConfig, defaultStackConfig) => React$1.useMemo(() => {
	const mergedStackConfig = stackConfig ?? defaultStackConfig;
	if (!mergedStackConfig) return false;
	return {
		...isPlainObject(defaultStackConfig) ? defaultStackConfig : {},
		...isPlainObject(mergedStackConfig) ? mergedStackConfig : {}
	};
}, [stackConfig, defaultStackConfig]);
// node_modules/antd/es/notification/util.js
function getPlacementOffsetStyle(top, bottom) {
	return {
		...isNonNullable$1(top) && { "--notification-top": unit$1(top) },
		...isNonNullable$1(bottom) && { "--notification-bottom": unit$1(bottom) }
	};
}
function getMotion$1(prefixCls) {
	return { motionName: `${prefixCls}-fade` };
}
function getCloseIconConfig(closeIcon, notificationConfig, notification) {
	if (typeof closeIcon !== "undefined") return closeIcon;
	if (typeof notificationConfig?.closeIcon !== "undefined") return notificationConfig.closeIcon;
	return notification?.closeIcon;
}
// node_modules/@ant-design/icons-svg/es/asn/LoadingOutlined.js
var LoadingOutlined$1 = {
	"icon": {
		"tag": "svg",
		"attrs": {
			"viewBox": "0 0 1024 1024",
			"focusable": "false"
		},
		"children": [{
			"tag": "path",
			"attrs": { "d": "M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z" }
		}]
	},
	"name": "loading",
	"theme": "outlined"
};
// node_modules/@ant-design/icons/es/icons/LoadingOutlined.js
function _extends$8() {
	_extends$8 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$8.apply(this, arguments);
}
var LoadingOutlined = (props, ref) => /*#__PURE__*/ React$1.createElement(Icon, _extends$8({}, props, {
	ref,
	icon: LoadingOutlined$1
}));
/**![loading](data:image/svg+xml;base64,PHN2ZyB3aWR0aD0iNTAiIGhlaWdodD0iNTAiIGZpbGw9IiNjYWNhY2EiIHZpZXdCb3g9IjAgMCAxMDI0IDEwMjQiIGZvY3VzYWJsZT0iZmFsc2UiIHhtbG5zPSJodHRwOi8vd3d3LnczLm9yZy8yMDAwL3N2ZyI+PHBhdGggZD0iTTk4OCA1NDhjLTE5LjkgMC0zNi0xNi4xLTM2LTM2IDAtNTkuNC0xMS42LTExNy0zNC42LTE3MS4zYTQ0MC40NSA0NDAuNDUgMCAwMC05NC4zLTEzOS45IDQzNy43MSA0MzcuNzEgMCAwMC0xMzkuOS05NC4zQzYyOSA4My42IDU3MS40IDcyIDUxMiA3MmMtMTkuOSAwLTM2LTE2LjEtMzYtMzZzMTYuMS0zNiAzNi0zNmM2OS4xIDAgMTM2LjIgMTMuNSAxOTkuMyA0MC4zQzc3Mi4zIDY2IDgyNyAxMDMgODc0IDE1MGM0NyA0NyA4My45IDEwMS44IDEwOS43IDE2Mi43IDI2LjcgNjMuMSA0MC4yIDEzMC4yIDQwLjIgMTk5LjMuMSAxOS45LTE2IDM2LTM1LjkgMzZ6IiAvPjwvc3ZnPg==) */
var RefIcon = /*#__PURE__*/ React$1.forwardRef(LoadingOutlined);
if (process.env.NODE_ENV !== "production") RefIcon.displayName = "LoadingOutlined";
// node_modules/antd/es/_util/fallbackProp.js
/**
* Search for the first non-undefined value in the arguments and return it.
*
* ```js
* const mergedIcon = fallbackProp(propIcon, contextIcon, defaultIcon);
* ```
*
* Note: it is different from `??` operator which skips null
*/
function fallbackProp(...args) {
	return args.find((arg) => arg !== void 0);
}
// node_modules/antd/es/_util/hooks/useClosable.js
var pickClosable = (context) => {
	if (!context) return;
	const { closable, closeIcon } = context;
	return {
		closable,
		closeIcon
	};
};
var EmptyFallbackCloseCollection = {};
var computeClosableConfig = (closable, closeIcon) => {
	if (!closable && (closable === false || closeIcon === false || closeIcon === null)) return false;
	if (!isNonNullable$1(closable) && !isNonNullable$1(closeIcon)) return null;
	let closableConfig = { closeIcon: typeof closeIcon !== "boolean" && isNonNullable$1(closeIcon) ? closeIcon : void 0 };
	if (isPlainObject(closable)) closableConfig = {
		...closableConfig,
		...closable
	};
	return closableConfig;
};
var mergeClosableConfigs = (propConfig, contextConfig, fallbackConfig) => {
	if (propConfig === false) return false;
	if (propConfig) return mergeProps(fallbackConfig, contextConfig, propConfig);
	if (contextConfig === false) return false;
	if (contextConfig) return mergeProps(fallbackConfig, contextConfig);
	return fallbackConfig.closable ? fallbackConfig : false;
};
var computeCloseIcon = (mergedConfig, fallbackCloseCollection, closeLabel) => {
	const { closeIconRender } = fallbackCloseCollection;
	const { closeIcon, ...restConfig } = mergedConfig;
	let finalCloseIcon = closeIcon;
	const ariaOrDataProps = pickAttrs(restConfig, true);
	if (isNonNullable$1(finalCloseIcon)) {
		if (closeIconRender) finalCloseIcon = closeIconRender(finalCloseIcon);
		finalCloseIcon = /*#__PURE__*/ React.isValidElement(finalCloseIcon) ? /*#__PURE__*/ React.cloneElement(finalCloseIcon, {
			"aria-label": closeLabel,
			...finalCloseIcon.props,
			...ariaOrDataProps
		}) : /*#__PURE__*/ React.createElement("span", {
			"aria-label": closeLabel,
			...ariaOrDataProps
		}, finalCloseIcon);
	}
	return [finalCloseIcon, {
		"aria-label": closeLabel,
		...ariaOrDataProps
	}];
};
var computeClosable = (propCloseCollection, contextCloseCollection, fallbackCloseCollection = EmptyFallbackCloseCollection, closeLabel = "Close") => {
	const propConfig = computeClosableConfig(propCloseCollection?.closable, propCloseCollection?.closeIcon);
	const contextConfig = computeClosableConfig(contextCloseCollection?.closable, contextCloseCollection?.closeIcon);
	const mergedFallback = {
		closeIcon: /*#__PURE__*/ React.createElement(RefIcon$3, null),
		...fallbackCloseCollection
	};
	const mergedConfig = mergeClosableConfigs(propConfig, contextConfig, mergedFallback);
	const closeBtnIsDisabled = typeof mergedConfig !== "boolean" ? !!mergedConfig?.disabled : false;
	if (mergedConfig === false) return [
		false,
		null,
		closeBtnIsDisabled,
		{}
	];
	const [closeIcon, ariaProps] = computeCloseIcon(mergedConfig, mergedFallback, closeLabel);
	return [
		true,
		closeIcon,
		closeBtnIsDisabled,
		ariaProps
	];
};
var useClosable = (propCloseCollection, contextCloseCollection, fallbackCloseCollection = EmptyFallbackCloseCollection) => {
	const [contextLocale] = useLocale("global", localeValues.global);
	return React.useMemo(() => {
		return computeClosable(propCloseCollection, contextCloseCollection, {
			closeIcon: /*#__PURE__*/ React.createElement(RefIcon$3, null),
			...fallbackCloseCollection
		}, contextLocale.close);
	}, [
		propCloseCollection,
		contextCloseCollection,
		fallbackCloseCollection,
		contextLocale.close
	]);
};
// node_modules/antd/es/_util/hooks/useMergedMask.js
var normalizeMaskConfig = (mask, maskClosable) => {
	let maskConfig = {};
	if (isPlainObject(mask)) maskConfig = { ...mask };
	if (typeof mask === "boolean") maskConfig = { enabled: mask };
	if (maskConfig.closable === void 0 && maskClosable !== void 0) maskConfig.closable = maskClosable;
	return maskConfig;
};
var useMergedMask = (mask, contextMask, prefixCls, maskClosable) => {
	return useMemo(() => {
		const maskConfig = normalizeMaskConfig(mask, maskClosable);
		const contextMaskConfig = normalizeMaskConfig(contextMask);
		const mergedConfig = {
			blur: false,
			...contextMaskConfig,
			...maskConfig,
			closable: maskConfig.closable ?? maskClosable ?? contextMaskConfig.closable ?? true
		};
		const className = mergedConfig.blur ? `${prefixCls}-mask-blur` : void 0;
		return [
			mergedConfig.enabled !== false,
			{ mask: className },
			!!mergedConfig.closable
		];
	}, [
		mask,
		contextMask,
		prefixCls,
		maskClosable
	]);
};
// node_modules/antd/es/_util/hooks/useOrientation.js
var isValidOrientation = (orientation) => {
	return orientation === "horizontal" || orientation === "vertical";
};
var useOrientation = (orientation, vertical, legacyDirection) => {
	return useMemo(() => {
		const validOrientation = isValidOrientation(orientation);
		let mergedOrientation;
		if (validOrientation) mergedOrientation = orientation;
		else if (typeof vertical === "boolean") mergedOrientation = vertical ? "vertical" : "horizontal";
		else mergedOrientation = isValidOrientation(legacyDirection) ? legacyDirection : "horizontal";
		return [mergedOrientation, mergedOrientation === "vertical"];
	}, [
		legacyDirection,
		orientation,
		vertical
	]);
};
// node_modules/antd/es/_util/hooks/usePatchElement.js
var usePatchElement = () => {
	const [elements, setElements] = React$1.useState([]);
	return [elements, React$1.useCallback((element) => {
		setElements((originElements) => [].concat(_toConsumableArray(originElements), [element]));
		return () => {
			setElements((originElements) => originElements.filter((ele) => ele !== element));
		};
	}, [])];
};
// node_modules/antd/es/_util/zindexContext.js
var ZIndexContext = /*#__PURE__*/ React.createContext(void 0);
if (process.env.NODE_ENV !== "production") ZIndexContext.displayName = "ZIndexContext";
// node_modules/antd/es/_util/hooks/useZIndex.js
var CONTAINER_OFFSET = 100;
var CONTAINER_MAX_OFFSET = 1e3;
/**
* Static function will default be the `CONTAINER_MAX_OFFSET`.
* But it still may have children component like Select, Dropdown.
* So the warning zIndex should exceed the `CONTAINER_MAX_OFFSET`.
*/
var CONTAINER_MAX_OFFSET_WITH_CHILDREN = 1100;
var containerBaseZIndexOffset = {
	Modal: CONTAINER_OFFSET,
	Drawer: CONTAINER_OFFSET,
	Popover: CONTAINER_OFFSET,
	Popconfirm: CONTAINER_OFFSET,
	Tooltip: CONTAINER_OFFSET,
	Tour: CONTAINER_OFFSET,
	FloatButton: CONTAINER_OFFSET
};
var consumerBaseZIndexOffset = {
	SelectLike: 50,
	Dropdown: 50,
	DatePicker: 50,
	Menu: 50,
	ImagePreview: 1
};
var isContainerType = (type) => {
	return type in containerBaseZIndexOffset;
};
var useZIndex = (componentType, customZIndex) => {
	const [, token] = useToken();
	const parentZIndex = React.useContext(ZIndexContext);
	const isContainer = isContainerType(componentType);
	let result;
	if (customZIndex !== void 0) result = [customZIndex, customZIndex];
	else {
		let zIndex = parentZIndex ?? 0;
		if (isContainer) zIndex += (parentZIndex ? 0 : token.zIndexPopupBase) + containerBaseZIndexOffset[componentType];
		else zIndex += consumerBaseZIndexOffset[componentType];
		result = [parentZIndex === void 0 ? customZIndex : zIndex, zIndex];
	}
	if (process.env.NODE_ENV !== "production") {
		const warning = devUseWarning(componentType);
		const maxZIndex = token.zIndexPopupBase + CONTAINER_MAX_OFFSET_WITH_CHILDREN;
		const currentZIndex = result[0] || 0;
		process.env.NODE_ENV !== "production" && warning(customZIndex !== void 0 || currentZIndex <= maxZIndex, "usage", "`zIndex` is over design token `zIndexPopupBase` too much. It may cause unexpected override.");
	}
	return result;
};
// node_modules/antd/es/notification/style/notification.js
/** Generate motion transitions shared by notification-like notice cards. */
var genNotificationItemMotionStyle = (token) => {
	const { motionDurationMid, motionEaseInOut } = token;
	const transition = `${motionDurationMid} ${motionEaseInOut}`;
	return {
		transform: "scale(var(--notification-scale, 1))",
		transition: [
			"transform",
			"inset",
			"clip-path",
			"opacity"
		].map((property) => `${property} ${transition}`).join(", ")
	};
};
/** Generate item styles shared by Notification and Message notice cards. */
var genListItemSharedStyle = (token, config) => {
	const { componentCls, antCls, colorSuccess, colorInfo, colorWarning, colorError, colorTextHeading, colorText, boxShadow, borderRadiusLG, fontSize, lineHeight, notificationBg, notificationPadding, notificationMarginEdge, margin, calc } = token;
	const noticeCls = `${componentCls}-notice`;
	const [varName, varRef] = genCssVar(antCls, "notification");
	return {
		[noticeCls]: {
			position: "absolute",
			width: config.width,
			maxWidth: `calc(100vw - ${unit$1(calc(notificationMarginEdge).mul(2).equal())})`,
			padding: notificationPadding,
			pointerEvents: "auto",
			[varName("icon-font-size")]: config.iconFontSize,
			[varName("title-font-size")]: config.titleFontSize,
			[varName("title-line-height")]: config.titleLineHeight,
			boxSizing: "border-box",
			color: colorText,
			background: notificationBg,
			borderRadius: borderRadiusLG,
			boxShadow,
			fontSize,
			lineHeight,
			wordWrap: "break-word",
			overflow: "visible",
			...genNotificationItemMotionStyle(token),
			...config.noticeStyle,
			"&::after": {
				position: "absolute",
				insetInline: 0,
				top: calc(margin).mul(-1).equal(),
				height: margin,
				content: "\"\""
			},
			...config.typeStyle && {
				"&-success": { background: varRef("color-success-bg", notificationBg) },
				"&-error": { background: varRef("color-error-bg", notificationBg) },
				"&-info": { background: varRef("color-info-bg", notificationBg) },
				"&-warning": { background: varRef("color-warning-bg", notificationBg) }
			}
		},
		[`${noticeCls}-wrapper`]: {
			display: "flex",
			...config.contentStyle
		},
		[`${noticeCls}-title`]: {
			color: colorTextHeading,
			fontSize: varRef("title-font-size"),
			lineHeight: varRef("title-line-height")
		},
		[`${noticeCls}-icon`]: {
			flex: "none",
			fontSize: varRef("icon-font-size"),
			lineHeight: 1,
			[`&${noticeCls}-icon-success`]: { color: colorSuccess },
			[`&${noticeCls}-icon-info, &${noticeCls}-icon-loading`]: { color: colorInfo },
			[`&${noticeCls}-icon-warning`]: { color: colorWarning },
			[`&${noticeCls}-icon-error`]: { color: colorError }
		}
	};
};
/** Generate the complete notice item styles for Notification. */
var genNotificationItemStyle = (token) => {
	const { componentCls, progressBg, notificationProgressHeight, fontSize, borderRadiusLG, width, notificationIconSize, colorText, motionDurationMid, fontSizeLG, lineHeightLG, marginSM, marginXS, paddingLG, notificationPaddingVertical, notificationPaddingHorizontal, notificationCloseButtonSize, colorIcon, borderRadiusSM, colorIconHover, colorBgTextHover, colorBgTextActive } = token;
	const noticeCls = `${componentCls}-notice`;
	return {
		...genListItemSharedStyle(token, {
			width,
			iconFontSize: notificationIconSize,
			titleFontSize: fontSizeLG,
			titleLineHeight: lineHeightLG,
			contentStyle: {
				alignItems: "flex-start",
				gap: marginSM
			},
			typeStyle: true
		}),
		[`${noticeCls}-section`]: {
			display: "flex",
			flexDirection: "column",
			flex: "auto",
			gap: marginXS,
			minWidth: 0
		},
		[`${noticeCls}-description`]: {
			color: colorText,
			fontSize
		},
		[`${noticeCls}-closable`]: {
			[`${noticeCls}-title, ${noticeCls}-description`]: { paddingInlineEnd: paddingLG },
			[`${noticeCls}-title + ${noticeCls}-description`]: { paddingInlineEnd: 0 }
		},
		[`${noticeCls}-close`]: {
			position: "absolute",
			top: notificationPaddingVertical,
			insetInlineEnd: notificationPaddingHorizontal,
			display: "flex",
			alignItems: "center",
			justifyContent: "center",
			width: notificationCloseButtonSize,
			height: notificationCloseButtonSize,
			color: colorIcon,
			background: "none",
			border: "none",
			borderRadius: borderRadiusSM,
			outline: "none",
			transition: ["color", "background-color"].map((prop) => `${prop} ${motionDurationMid}`).join(", "),
			"&:hover": {
				color: colorIconHover,
				backgroundColor: colorBgTextHover
			},
			"&:active": { backgroundColor: colorBgTextActive },
			...genFocusStyle(token)
		},
		[`${noticeCls}-progress`]: {
			position: "absolute",
			bottom: 0,
			display: "block",
			appearance: "none",
			inlineSize: `calc(100% - ${unit$1(borderRadiusLG)} * 2)`,
			blockSize: notificationProgressHeight,
			border: 0,
			left: {
				_skip_check_: true,
				value: borderRadiusLG
			},
			right: {
				_skip_check_: true,
				value: borderRadiusLG
			},
			"&, &::-webkit-progress-bar": {
				borderRadius: borderRadiusLG,
				backgroundColor: "rgba(0, 0, 0, 0.04)"
			},
			"&::-moz-progress-bar": { background: progressBg },
			"&::-webkit-progress-value": {
				borderRadius: borderRadiusLG,
				background: progressBg
			}
		},
		[`${noticeCls}-actions`]: {
			float: "right",
			marginTop: marginSM
		}
	};
};
/** Generate standalone PurePanel styles for Notification. */
var genPurePanelStyle = (token) => {
	const { componentCls, width } = token;
	const noticeCls = `${componentCls}-notice`;
	const actionsCls = `${noticeCls}-actions`;
	const notificationItemStyle = genNotificationItemStyle(token);
	return { [`${noticeCls}-pure-panel`]: {
		width,
		maxWidth: "100%",
		...notificationItemStyle,
		[noticeCls]: {
			...notificationItemStyle[noticeCls],
			position: "relative",
			width: "100%",
			maxWidth: "100%"
		},
		[actionsCls]: {
			...notificationItemStyle[actionsCls],
			float: "none",
			textAlign: "end"
		}
	} };
};
/** Wrap Notification item styles under the component root selector. */
var genNotificationStyle = (token) => {
	const { componentCls } = token;
	return { [componentCls]: genNotificationItemStyle(token) };
};
// node_modules/antd/es/notification/interface.js
var NotificationPlacements = [
	"top",
	"topLeft",
	"topRight",
	"bottom",
	"bottomLeft",
	"bottomRight"
];
// node_modules/antd/es/notification/style/placement.js
var notificationMarginEdgeVar = "--notification-margin-edge";
/** Resolve the opposite block and inline edges for a placement. */
var getPlacementOffset = (vertical, horizontal) => ({
	blockEnd: vertical === "top" ? "bottom" : "top",
	inlineEnd: horizontal === "left" ? "right" : "left"
});
/** Convert placement offsets into the transform used by notice motion. */
var getMotionTransform = (motionOffset) => {
	return `translate3d(${motionOffset?.x ?? "0"}, ${motionOffset?.y ?? "0"}, 0) scale(var(--notification-scale, 1))`;
};
/** Build the placement metadata used by position and motion styles. */
var getPlacementStyleConfig = (placement, motionOffset) => {
	const vertical = placement.startsWith("bottom") ? "bottom" : "top";
	const horizontal = placement.endsWith("Right") ? "right" : "left";
	const { blockEnd, inlineEnd } = getPlacementOffset(vertical, horizontal);
	const isCenterPlacement = placement === "top" || placement === "bottom";
	const offset = placement === "top" || placement.endsWith("Left") ? `-${motionOffset}` : motionOffset;
	return {
		placement,
		vertical,
		blockEnd,
		horizontal,
		inlineEnd,
		motionOffset: isCenterPlacement ? {
			x: "-50%",
			y: offset
		} : { x: offset },
		baseMotionOffset: isCenterPlacement ? { x: "-50%" } : void 0,
		isCenterPlacement
	};
};
/** Get the list direction for a vertical placement. */
var getPlacementFlexDirection = (vertical) => vertical === "bottom" ? "column-reverse" : "column";
/** Keep configured top/bottom as the visible notice edge while list padding preserves shadows. */
var getPlacementInset = (vertical) => {
	const marginEdge = `var(${notificationMarginEdgeVar}, 0px)`;
	return `calc(var(--notification-${vertical}, ${marginEdge}) - ${marginEdge})`;
};
/** Get the transform origin used by stacked notice scaling. */
var getPlacementTransformOrigin = (vertical) => vertical === "bottom" ? "center top" : "center bottom";
/** Calculate the clip offset that preserves stack shadows. */
var getStackShadowClipOffset = (token) => unit$1(token.calc(token.marginXXL).mul(-1).equal());
/** Build the default stack clip-path for a visible notice. */
var getStackNoticeClipPath$1 = (token) => {
	const offset = getStackShadowClipOffset(token);
	return `inset(${offset} ${offset} ${offset} ${offset})`;
};
/** Build the collapsed stack clip-path for a placement. */
var getPlacementStackClipPath = (token, vertical) => {
	const offset = getStackShadowClipOffset(token);
	return vertical === "bottom" ? `inset(${offset} ${offset} 50% ${offset})` : `inset(50% ${offset} ${offset} ${offset})`;
};
/** Generate styles for a single notification placement. */
var genPlacementStyle = (token, config) => {
	const { componentCls } = token;
	const { placement, vertical, blockEnd, horizontal, inlineEnd, isCenterPlacement } = config;
	const noticeCls = `${componentCls}-notice`;
	const noticeMotionCls = `${noticeCls}${componentCls}-fade`;
	const enterTransform = getMotionTransform(config.motionOffset);
	const baseTransform = getMotionTransform(config.baseMotionOffset);
	const transformOrigin = getPlacementTransformOrigin(vertical);
	return { [`&${componentCls}-${placement}`]: {
		[vertical]: getPlacementInset(vertical),
		[blockEnd]: "auto",
		display: "flex",
		flexDirection: getPlacementFlexDirection(vertical),
		...isCenterPlacement ? {
			marginInline: 0,
			left: "50%",
			right: "auto",
			transform: "translateX(-50%)"
		} : {
			[horizontal]: 0,
			[inlineEnd]: "auto"
		},
		[noticeCls]: {
			[vertical]: "var(--notification-y, 0)",
			...isCenterPlacement ? {
				left: "50%",
				transform: baseTransform
			} : { [horizontal]: "var(--notification-x, 0)" },
			transformOrigin
		},
		[`${noticeMotionCls}-appear-prepare, ${noticeMotionCls}-enter-prepare`]: {
			opacity: 0,
			transform: enterTransform,
			transition: "none"
		},
		[`${noticeMotionCls}-appear-start, ${noticeMotionCls}-enter-start`]: {
			opacity: 0,
			transform: enterTransform
		},
		[`${noticeMotionCls}-appear-active, ${noticeMotionCls}-enter-active`]: {
			opacity: 1,
			transform: baseTransform
		},
		[`${noticeMotionCls}-leave`]: {
			pointerEvents: "none",
			"&-start": {
				opacity: 1,
				transform: baseTransform
			},
			"&-active": {
				opacity: 0,
				transform: enterTransform
			}
		},
		[`&${componentCls}-stack:not(${componentCls}-stack-expanded)`]: {
			[noticeCls]: { clipPath: getPlacementStackClipPath(token, vertical) },
			[`${noticeCls}[data-notification-index='0']`]: { clipPath: getStackNoticeClipPath$1(token) }
		}
	} };
};
/** Generate placement styles for all enabled notification placements. */
var genNotificationPlacementRootStyle = (token, placements = NotificationPlacements) => {
	const { notificationMotionOffset } = token;
	const motionOffset = unit$1(notificationMotionOffset);
	return { ...placements.reduce((styles, placement) => ({
		...styles,
		...genPlacementStyle(token, getPlacementStyleConfig(placement, motionOffset))
	}), {}) };
};
/** Wrap placement styles under the component root selector. */
var genNotificationPlacementStyle = (token) => {
	const { componentCls } = token;
	return { [componentCls]: genNotificationPlacementRootStyle(token) };
};
// node_modules/antd/es/notification/style/index.js
var DEFAULT_COLLAPSED_STACK_VISIBLE_COUNT = 3;
/** Provide default public ComponentToken values for Notification. */
var prepareComponentToken$5 = (token) => ({
	zIndexPopup: token.zIndexPopupBase + CONTAINER_MAX_OFFSET + 50,
	width: 384,
	progressBg: `linear-gradient(90deg, ${token.colorPrimaryBorderHover}, ${token.colorPrimary})`,
	colorSuccessBg: void 0,
	colorErrorBg: void 0,
	colorInfoBg: void 0,
	colorWarningBg: void 0
});
/** Derive internal Notification style tokens from alias and component tokens. */
var prepareNotificationToken = (token) => {
	const notificationPaddingVertical = token.paddingMD;
	const notificationPaddingHorizontal = token.paddingLG;
	return merge(token, {
		notificationBg: token.colorBgElevated,
		notificationPaddingVertical,
		notificationPaddingHorizontal,
		notificationIconSize: token.calc(token.fontSizeLG).mul(token.lineHeightLG).equal(),
		notificationCloseButtonSize: token.calc(token.controlHeightLG).mul(.55).equal(),
		notificationMarginBottom: token.margin,
		notificationPadding: `${unit$1(token.paddingMD)} ${unit$1(token.paddingContentHorizontalLG)}`,
		notificationMarginEdge: token.marginLG,
		notificationProgressHeight: 2,
		notificationMotionOffset: 64
	});
};
/** Build a clip-path inset that keeps stack shadows visible. */
var getStackNoticeClipPath = (offset) => `inset(${offset} ${offset} ${offset} ${offset})`;
/** Generate shared list content and motion base styles. */
var genNotificationListContentStyle = (token, pointerEvents) => {
	const { componentCls, motionDurationMid, motionDurationSlow, motionEaseInOut } = token;
	const listContentCls = `${`${componentCls}-list`}-content`;
	return {
		[listContentCls]: {
			position: "relative",
			display: "flex",
			flexShrink: 0,
			flexDirection: "column",
			gap: token.notificationMarginBottom,
			width: "100%",
			willChange: "height, transform",
			transition: "none",
			pointerEvents,
			[`&${listContentCls}-decrease`]: { transition: `height calc(${motionDurationSlow} * 2) ${motionEaseInOut} ${motionDurationMid}` }
		},
		[`${componentCls}-fade`]: {
			backfaceVisibility: "hidden",
			willChange: "transform, opacity"
		}
	};
};
/** Generate the root holder, list, stack, and RTL styles for notifications. */
var genNotificationListStyle = (token, config) => {
	const { componentCls, notificationMarginEdge } = token;
	const notificationMarginEdgeVar = "--notification-margin-edge";
	const noticeCls = `${componentCls}-notice`;
	const listCls = `${componentCls}-list`;
	const listWidth = config.listWidthKey ? token.calc(token[config.listWidthKey]).add(token.calc(notificationMarginEdge).mul(2)).equal() : "100%";
	const noticeBeyondStackVisibleCountCls = `${noticeCls}:nth-last-child(n + ${(config.stackVisibleCount ?? DEFAULT_COLLAPSED_STACK_VISIBLE_COUNT) + 1})`;
	const stackNoticeClipPath = getStackNoticeClipPath(unit$1(token.calc(token.marginXXL).mul(-1).equal()));
	return { [componentCls]: {
		...resetComponent(token),
		[notificationMarginEdgeVar]: unit$1(notificationMarginEdge),
		position: "fixed",
		zIndex: token.zIndexPopup,
		width: listWidth,
		maxWidth: "100vw",
		height: "100vh",
		overflow: "hidden",
		overscrollBehavior: "contain",
		[`&${listCls}`]: {
			maxHeight: "100vh",
			padding: `var(${notificationMarginEdgeVar})`,
			overflowX: "hidden",
			overflowY: "auto",
			overscrollBehavior: "contain",
			scrollbarWidth: "none",
			pointerEvents: "none",
			"&::-webkit-scrollbar": {
				display: "none",
				width: 0,
				height: 0
			}
		},
		...genNotificationListContentStyle(token, config.listContentPointerEvents ?? "auto"),
		[`&${componentCls}-stack`]: {
			[noticeCls]: { clipPath: stackNoticeClipPath },
			[`&:not(${componentCls}-stack-expanded)`]: {
				[noticeCls]: { "--notification-scale": "calc(1 - min(var(--notification-index, 0), 2) * 0.06)" },
				[`${noticeCls}:not(${noticeCls}-stack-in-threshold)`]: {
					opacity: 0,
					pointerEvents: "none"
				},
				[noticeBeyondStackVisibleCountCls]: {
					opacity: 0,
					pointerEvents: "none"
				}
			}
		},
		"&-rtl": {
			direction: "rtl",
			[`${noticeCls}-actions`]: { float: "left" }
		}
	} };
};
genSubStyleComponent(["Notification", "PurePanel"], (token) => genPurePanelStyle(prepareNotificationToken(token)), prepareComponentToken$5);
/** Compose the shared list, item, and placement styles. */
var sharedGenerateStyle = (token, config) => {
	const itemStyle = config.itemStyle ?? genNotificationStyle;
	return [
		genNotificationListStyle(token, config),
		itemStyle(token),
		genNotificationPlacementStyle(token)
	];
};
/** Register the main style hook for Notification. */
var style_default$6 = genStyleHooks("Notification", (token) => {
	return sharedGenerateStyle(prepareNotificationToken(token), { listWidthKey: "width" });
}, prepareComponentToken$5);
// node_modules/antd/es/message/style/index.js
/** Map Message component tokens onto the shared Notification token shape. */
var prepareMessageToken = (token) => {
	const messagePaddingVertical = token.calc(token.controlHeightLG).sub(token.calc(token.fontSize).mul(token.lineHeight)).div(2).equal();
	const messagePaddingHorizontal = token.paddingSM;
	return merge(prepareNotificationToken(token), {
		notificationBg: token.contentBg,
		notificationPadding: token.contentPadding,
		notificationPaddingVertical: messagePaddingVertical,
		notificationPaddingHorizontal: messagePaddingHorizontal
	});
};
/** Provide default public ComponentToken values for Message. */
var prepareComponentToken$4 = (token) => ({
	zIndexPopup: token.zIndexPopupBase + CONTAINER_MAX_OFFSET + 10,
	contentBg: token.colorBgElevated,
	contentPadding: `${(token.controlHeightLG - token.fontSize * token.lineHeight) / 2}px ${token.paddingSM}px`
});
/** Generate the shared item card styles for Message notices. */
var genMessageItemStyle = (token) => {
	const { fontSize, fontSizeLG, lineHeight } = token;
	return genListItemSharedStyle(token, {
		width: "max-content",
		iconFontSize: fontSizeLG,
		titleFontSize: fontSize,
		titleLineHeight: lineHeight,
		contentStyle: {
			alignItems: "center",
			gap: token.marginXS
		},
		noticeStyle: { zIndex: 1 }
	});
};
/** Generate the collapsed stack placeholder styles for Message notices. */
var generateMessageStackStyle = (token) => {
	const { componentCls } = token;
	const noticeCls = `${componentCls}-notice`;
	const listContentCls = `${componentCls}-list-content`;
	const { "&::after": _hoverAfterStyle, ...messageNoticeStyle } = genMessageItemStyle(token)[noticeCls];
	const placeholderStyle = {
		...messageNoticeStyle,
		position: "absolute",
		zIndex: -1,
		left: "50%",
		height: token.calc(token.marginXS).mul(2).equal(),
		padding: 0,
		boxShadow: token.boxShadowTertiary,
		opacity: 0,
		pointerEvents: "none",
		transform: "translateX(-50%) translateY(100%)",
		transition: [
			`opacity ${token.motionDurationFast} ${token.motionEaseInOut}`,
			`transform ${token.motionDurationFast} ${token.motionEaseInOut}`,
			`width ${token.motionDurationSlow} ${token.motionEaseInOut}`
		].join(", "),
		content: "\"\""
	};
	return { [componentCls]: { [`&${componentCls}-stack`]: {
		[listContentCls]: {
			isolation: "isolate",
			"&::before": {
				...placeholderStyle,
				top: `calc(var(--top-notificiation-height) - ${unit$1(token.marginXS)})`,
				width: `calc(var(--top-notificiation-width) - ${unit$1(token.margin)})`
			},
			"&::after": {
				...placeholderStyle,
				zIndex: -2,
				top: "var(--top-notificiation-height)",
				width: `calc(var(--top-notificiation-width) - ${unit$1(token.calc(token.margin).mul(2).equal())})`
			}
		},
		[`&:not(${componentCls}-stack-expanded)`]: { [listContentCls]: { "&::before, &::after": {
			opacity: 1,
			transform: "translateX(-50%) translateY(0)"
		} } }
	} } };
};
/** Generate standalone PurePanel styles for Message. */
var generateMessagePurePanelStyle = (token) => {
	const { componentCls } = token;
	const noticeCls = `${componentCls}-notice`;
	const messageItemStyle = genMessageItemStyle(token);
	return { [`${noticeCls}-pure-panel`]: {
		width: "max-content",
		maxWidth: "100%",
		...messageItemStyle,
		[noticeCls]: {
			...messageItemStyle[noticeCls],
			position: "relative",
			width: "max-content",
			maxWidth: "100%"
		}
	} };
};
/** Register the PurePanel sub-style component for Message. */
var PurePanelStyle = genSubStyleComponent(["Message", "PurePanel"], (token) => generateMessagePurePanelStyle(prepareMessageToken(token)), prepareComponentToken$4);
/** Wrap Message item styles under the component root selector. */
var generateMessageStyle = (token) => ({ [token.componentCls]: genMessageItemStyle(token) });
/** Register the main style hook for Message. */
var style_default$5 = genStyleHooks("Message", (token) => {
	const messageToken = prepareMessageToken(token);
	return [sharedGenerateStyle(messageToken, {
		stackVisibleCount: 1,
		itemStyle: generateMessageStyle,
		listContentPointerEvents: "none"
	}), generateMessageStackStyle(messageToken)];
}, prepareComponentToken$4);
// node_modules/antd/es/message/PurePanel.js
var TypeIcon$1 = {
	info: /*#__PURE__*/ React$1.createElement(RefIcon$1, null),
	success: /*#__PURE__*/ React$1.createElement(RefIcon$5, null),
	error: /*#__PURE__*/ React$1.createElement(RefIcon$4, null),
	warning: /*#__PURE__*/ React$1.createElement(RefIcon$2, null),
	loading: /*#__PURE__*/ React$1.createElement(RefIcon, null)
};
var getMessageIcon = (type, icon) => isReactRenderable(icon) ? icon : type && TypeIcon$1[type] || null;
/** @private Internal Component. Do not use in your production. */
var PurePanel$1 = (props) => {
	const { prefixCls: staticPrefixCls, className, style, type, icon, content, classNames: messageClassNames, styles, ...restProps } = props;
	const { getPrefixCls, className: contextClassName, style: contextStyle, classNames: contextClassNames, styles: contextStyles } = useComponentConfig("message");
	const prefixCls = staticPrefixCls || getPrefixCls("message");
	const noticePrefixCls = `${prefixCls}-notice`;
	const rootCls = useCSSVarCls(prefixCls);
	const [hashId, cssVarCls] = style_default$5(prefixCls, rootCls);
	const [mergedClassNames, mergedStyles] = useMergeSemantic([contextClassNames, messageClassNames], [contextStyles, styles], { props });
	const iconNode = getMessageIcon(type, icon);
	const typeIconCls = type ? `${noticePrefixCls}-icon-${type}` : void 0;
	const rcClassNames = {
		wrapper: clsx(type && `${prefixCls}-${type}`, mergedClassNames.wrapper),
		icon: clsx(typeIconCls, mergedClassNames.icon),
		title: mergedClassNames.title
	};
	const rcStyles = {
		wrapper: mergedStyles.wrapper,
		icon: mergedStyles.icon,
		title: mergedStyles.title
	};
	return /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(`${noticePrefixCls}-pure-panel`, hashId, className, cssVarCls, rootCls, mergedClassNames.root),
		style: mergedStyles.root
	}, /*#__PURE__*/ React$1.createElement(PurePanelStyle, { prefixCls }), /*#__PURE__*/ React$1.createElement(Notification, {
		...restProps,
		prefixCls,
		className: contextClassName,
		style: {
			...contextStyle,
			...style
		},
		duration: null,
		icon: iconNode,
		title: content,
		classNames: rcClassNames,
		styles: rcStyles
	}));
};
// node_modules/antd/es/message/util.js
function getMotion(prefixCls, transitionName) {
	return { motionName: transitionName ?? `${prefixCls}-fade` };
}
/** Wrap message open with promise like function */
function wrapPromiseFn(openFn) {
	let closeFn;
	const closePromise = new Promise((resolve) => {
		closeFn = openFn(() => {
			resolve(true);
		});
	});
	const result = () => {
		closeFn?.();
	};
	result.then = (filled, rejected) => closePromise.then(filled, rejected);
	result.promise = closePromise;
	return result;
}
// node_modules/antd/es/message/useMessage.js
var DEFAULT_OFFSET = 8;
var DEFAULT_DURATION$1 = 3;
var DEFAULT_STACK_CONFIG$1 = false;
var Wrapper$1 = ({ children, prefixCls }) => {
	const rootCls = useCSSVarCls(prefixCls);
	const [hashId, cssVarCls] = style_default$5(prefixCls, rootCls);
	return /*#__PURE__*/ React$1.createElement(NotificationProvider, { classNames: { list: clsx(hashId, cssVarCls, rootCls) } }, children);
};
var renderNotifications$1 = (node, { prefixCls, key }) => /*#__PURE__*/ React$1.createElement(Wrapper$1, {
	prefixCls,
	key
}, node);
var Holder$1 = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { top, prefixCls: staticPrefixCls, getContainer: staticGetContainer, maxCount, duration = DEFAULT_DURATION$1, rtl, classNames, styles, transitionName, pauseOnHover = true, stack, onAllRemoved } = props;
	const { getPrefixCls, direction, getPopupContainer } = useComponentConfig("message");
	const { message } = React$1.useContext(ConfigContext);
	const prefixCls = staticPrefixCls || getPrefixCls("message");
	const contextStyleRoot = useSemanticRootStyle(message?.style);
	const [mergedClassNames, mergedStyles] = useMergeSemantic([message?.classNames, classNames], [
		message?.styles,
		contextStyleRoot,
		styles
	], { props });
	const getStyle = () => getPlacementOffsetStyle(top ?? DEFAULT_OFFSET);
	const getClassName = () => clsx({ [`${prefixCls}-rtl`]: rtl ?? direction === "rtl" });
	const getNotificationMotion = () => getMotion(prefixCls, transitionName);
	const [api, holder] = useNotification$1({
		prefixCls,
		style: getStyle,
		className: getClassName,
		motion: getNotificationMotion,
		closable: false,
		duration,
		getContainer: () => staticGetContainer?.() || getPopupContainer?.() || document.body,
		maxCount,
		onAllRemoved,
		classNames: mergedClassNames,
		styles: mergedStyles,
		renderNotifications: renderNotifications$1,
		pauseOnHover,
		stack: useStackConfig(stack, DEFAULT_STACK_CONFIG$1)
	});
	React$1.useImperativeHandle(ref, () => ({
		...api,
		prefixCls,
		message
	}));
	return holder;
});
var keyIndex = 0;
function useInternalMessage(messageConfig) {
	const holderRef = React$1.useRef(null);
	const warning = devUseWarning("Message");
	return [React$1.useMemo(() => {
		const close = (key) => {
			holderRef.current?.close(key);
		};
		const open = (config) => {
			if (!holderRef.current) {
				process.env.NODE_ENV !== "production" && warning(false, "usage", "You are calling notice in render which will break in React 18 concurrent mode. Please trigger in effect instead.");
				const fakeResult = () => {};
				fakeResult.then = () => {};
				return fakeResult;
			}
			const { open: originOpen, prefixCls, message } = holderRef.current;
			const contextClassName = message?.className || {};
			const noticePrefixCls = `${prefixCls}-notice`;
			const { content, icon, type, key, className, style, onClose, classNames: configClassNames = {}, styles = {}, ...restConfig } = config;
			let mergedKey = key;
			if (!isNonNullable$1(mergedKey)) {
				keyIndex += 1;
				mergedKey = `antd-message-${keyIndex}`;
			}
			const contextConfig = {
				...messageConfig,
				...config
			};
			const semanticClassNames = resolveStyleOrClass(configClassNames, { props: contextConfig });
			const semanticStyles = resolveStyleOrClass(styles, { props: contextConfig });
			const iconNode = getMessageIcon(type, icon);
			const typeIconCls = type ? `${noticePrefixCls}-icon-${type}` : void 0;
			return wrapPromiseFn((resolve) => {
				originOpen({
					...restConfig,
					key: mergedKey,
					icon: iconNode,
					title: content,
					classNames: {
						...semanticClassNames,
						wrapper: clsx(type && `${prefixCls}-${type}`, semanticClassNames?.wrapper),
						icon: clsx(typeIconCls, semanticClassNames?.icon)
					},
					styles: semanticStyles,
					placement: "top",
					className: clsx({ [`${noticePrefixCls}-${type}`]: type }, className, contextClassName),
					style,
					onClose: () => {
						onClose?.();
						resolve();
					}
				});
				return () => {
					close(mergedKey);
				};
			});
		};
		const destroy = (key) => {
			if (key !== void 0) close(key);
			else holderRef.current?.destroy();
		};
		const clone = {
			open,
			destroy
		};
		[
			"info",
			"success",
			"warning",
			"error",
			"loading"
		].forEach((type) => {
			const typeOpen = (jointContent, duration, onClose) => {
				let config;
				if (isPlainObject(jointContent) && "content" in jointContent) config = jointContent;
				else config = { content: jointContent };
				let mergedDuration;
				let mergedOnClose;
				if (isFunction(duration)) mergedOnClose = duration;
				else {
					mergedDuration = duration;
					mergedOnClose = onClose;
				}
				const mergedConfig = {
					onClose: mergedOnClose,
					duration: mergedDuration,
					...config,
					type
				};
				return open(mergedConfig);
			};
			clone[type] = typeOpen;
		});
		return clone;
	}, []), /*#__PURE__*/ React$1.createElement(Holder$1, {
		key: "message-holder",
		...messageConfig,
		ref: holderRef
	})];
}
function useMessage(messageConfig) {
	return useInternalMessage(messageConfig);
}
// node_modules/antd/es/_util/motion.js
var getCollapsedHeight = () => ({
	height: 0,
	opacity: 0
});
var getRealHeight = (node) => ({
	height: node?.scrollHeight ?? 0,
	opacity: node ? 1 : 0
});
var getCurrentHeight = (node) => ({ height: node?.offsetHeight ?? 0 });
var skipOpacityTransition = (_, event) => {
	return event?.deadline === true || isTransitionEvent(event) && event.propertyName === "height";
};
var initCollapseMotion = (rootCls = "ant") => ({
	motionName: `${rootCls}-motion-collapse`,
	onAppearStart: getCollapsedHeight,
	onEnterStart: getCollapsedHeight,
	onAppearActive: getRealHeight,
	onEnterActive: getRealHeight,
	onLeaveStart: getCurrentHeight,
	onLeaveActive: getCollapsedHeight,
	onAppearEnd: skipOpacityTransition,
	onEnterEnd: skipOpacityTransition,
	onLeaveEnd: skipOpacityTransition,
	motionDeadline: 500
});
var getTransitionName = (rootPrefixCls, motion, transitionName) => {
	if (transitionName !== void 0) return transitionName;
	return `${rootPrefixCls}-${motion}`;
};
// node_modules/antd/es/_util/wave/style.js
var genWaveStyle = (token) => {
	const { componentCls, colorPrimary, motionDurationSlow, motionEaseInOut, motionEaseOutCirc, antCls } = token;
	const [, varRef] = genCssVar(antCls, "wave");
	return { [componentCls]: {
		position: "absolute",
		background: "transparent",
		pointerEvents: "none",
		boxSizing: "border-box",
		color: varRef("color", colorPrimary),
		boxShadow: `0 0 0 0 currentcolor`,
		opacity: .2,
		"&.wave-motion-appear": {
			transition: [`box-shadow 0.4s`, `opacity 2s`].map((prop) => `${prop} ${motionEaseOutCirc}`).join(","),
			"&-active": {
				boxShadow: `0 0 0 6px currentcolor`,
				opacity: 0
			},
			"&.wave-quick": { transition: [`box-shadow`, `opacity`].map((prop) => `${prop} ${motionDurationSlow} ${motionEaseInOut}`).join(",") }
		}
	} };
};
var style_default$4 = genComponentStyleHook("Wave", genWaveStyle);
// node_modules/antd/es/_util/wave/interface.js
var TARGET_CLS = `ant-wave-target`;
// node_modules/antd/es/_util/wave/util.js
var isValidWaveColor = (color) => {
	if (!color) return false;
	return isString(color) && color !== "#fff" && color !== "#ffffff" && color !== "rgb(255, 255, 255)" && color !== "rgba(255, 255, 255, 1)" && !/rgba\((?:\d*, ){3}0\)/i.test(color) && !/^#(?:[0-9a-f]{3}0|[0-9a-f]{6}00)$/i.test(color) && color !== "transparent" && color !== "canvastext";
};
function getTargetWaveColor(node, colorSource = null) {
	const style = getComputedStyle(node);
	const { borderTopColor, borderColor, backgroundColor } = style;
	if (colorSource && isValidWaveColor(style[colorSource])) return style[colorSource];
	return [
		borderTopColor,
		borderColor,
		backgroundColor
	].find(isValidWaveColor) ?? null;
}
// node_modules/antd/es/_util/wave/WaveEffect.js
function validateNum(value) {
	return Number.isNaN(value) ? 0 : value;
}
var WaveEffect = (props) => {
	const { className, target, component, colorSource } = props;
	const divRef = React$1.useRef(null);
	const { getPrefixCls } = React$1.useContext(ConfigContext);
	const [varName] = genCssVar(getPrefixCls(), "wave");
	const [waveColor, setWaveColor] = React$1.useState(null);
	const [borderRadius, setBorderRadius] = React$1.useState([]);
	const [left, setLeft] = React$1.useState(0);
	const [top, setTop] = React$1.useState(0);
	const [width, setWidth] = React$1.useState(0);
	const [height, setHeight] = React$1.useState(0);
	const [enabled, setEnabled] = React$1.useState(false);
	const waveStyle = {
		left,
		top,
		width,
		height,
		borderRadius: borderRadius.map((radius) => `${radius}px`).join(" ")
	};
	if (waveColor) waveStyle[varName("color")] = waveColor;
	function syncPos() {
		const nodeStyle = getComputedStyle(target);
		setWaveColor(getTargetWaveColor(target, colorSource));
		const isStatic = nodeStyle.position === "static";
		const { borderLeftWidth, borderTopWidth } = nodeStyle;
		setLeft(isStatic ? target.offsetLeft : validateNum(-Number.parseFloat(borderLeftWidth)));
		setTop(isStatic ? target.offsetTop : validateNum(-Number.parseFloat(borderTopWidth)));
		setWidth(target.offsetWidth);
		setHeight(target.offsetHeight);
		const { borderTopLeftRadius, borderTopRightRadius, borderBottomLeftRadius, borderBottomRightRadius } = nodeStyle;
		setBorderRadius([
			borderTopLeftRadius,
			borderTopRightRadius,
			borderBottomRightRadius,
			borderBottomLeftRadius
		].map((radius) => validateNum(Number.parseFloat(radius))));
	}
	React$1.useEffect(() => {
		if (target) {
			const id = wrapperRaf(() => {
				syncPos();
				setEnabled(true);
			});
			let resizeObserver;
			if (typeof ResizeObserver !== "undefined") {
				resizeObserver = new ResizeObserver(syncPos);
				resizeObserver.observe(target);
			}
			return () => {
				wrapperRaf.cancel(id);
				resizeObserver?.disconnect();
			};
		}
	}, [target]);
	if (!enabled) return null;
	const isSmallComponent = (component === "Checkbox" || component === "Radio") && target?.classList.contains(TARGET_CLS);
	return /*#__PURE__*/ React$1.createElement(es_default$3, {
		visible: true,
		motionAppear: true,
		motionName: "wave-motion",
		motionDeadline: 5e3,
		onAppearEnd: (_, event) => {
			if (event.deadline || isTransitionEvent(event) && event.propertyName === "opacity") {
				const holder = divRef.current?.parentElement;
				unmount(holder).then(() => {
					holder?.remove();
				});
			}
			return false;
		}
	}, ({ className: motionClassName }, ref) => /*#__PURE__*/ React$1.createElement("div", {
		ref: composeRef(divRef, ref),
		className: clsx(className, motionClassName, { "wave-quick": isSmallComponent }),
		style: waveStyle
	}));
};
var showWaveEffect = (target, info) => {
	const { component } = info;
	if (component === "Checkbox" && !target.querySelector("input")?.checked) return;
	const holder = document.createElement("div");
	holder.style.position = "absolute";
	holder.style.left = "0px";
	holder.style.top = "0px";
	target?.insertBefore(holder, target?.firstChild);
	render(/*#__PURE__*/ React$1.createElement(WaveEffect, {
		...info,
		target
	}), holder);
};
// node_modules/antd/es/_util/wave/useWave.js
var useWave = (nodeRef, className, component, colorSource) => {
	const { wave } = React$1.useContext(ConfigContext);
	const [, token, hashId] = useToken();
	const showWave = useEvent((event) => {
		const node = nodeRef.current;
		if (wave?.disabled || !node) return;
		const targetNode = node.querySelector(`.${TARGET_CLS}`) || node;
		const { showEffect } = wave || {};
		(showEffect || showWaveEffect)(targetNode, {
			className,
			token,
			component,
			event,
			hashId,
			colorSource
		});
	});
	const rafIdRef = React$1.useRef(null);
	React$1.useEffect(() => () => {
		wrapperRaf.cancel(rafIdRef.current);
	}, []);
	const showDebounceWave = (event) => {
		wrapperRaf.cancel(rafIdRef.current);
		rafIdRef.current = wrapperRaf(() => {
			showWave(event);
		});
	};
	return showDebounceWave;
};
// node_modules/antd/es/_util/wave/index.js
var TRIGGER_TYPE_TO_EVENT_MAP = {
	click: "click",
	mousedown: "mousedown",
	mouseup: "mouseup",
	pointerdown: "pointerdown",
	pointerup: "pointerup"
};
var Wave = (props) => {
	const { children, disabled, component, colorSource } = props;
	const { getPrefixCls, wave } = useContext(ConfigContext);
	const containerRef = useRef(null);
	const prefixCls = getPrefixCls("wave");
	const hashId = style_default$4(prefixCls);
	const showWave = useWave(containerRef, clsx(prefixCls, hashId), component, colorSource);
	React.useEffect(() => {
		const node = containerRef.current;
		if (!node || node.nodeType !== window.Node.ELEMENT_NODE || disabled) return;
		const onClick = (e) => {
			if (!isVisible_default(e.target) || !node.getAttribute || node.getAttribute("disabled") || node.disabled || node.className.includes("disabled") && !node.className.includes("disabled:") || node.getAttribute("aria-disabled") === "true" || node.className.includes("-leave")) return;
			showWave(e);
		};
		const triggerType = wave?.triggerType;
		const eventName = triggerType && triggerType in TRIGGER_TYPE_TO_EVENT_MAP ? TRIGGER_TYPE_TO_EVENT_MAP[triggerType] : "click";
		node.addEventListener(eventName, onClick, true);
		return () => {
			node.removeEventListener(eventName, onClick, true);
		};
	}, [disabled, wave?.triggerType]);
	if (!/*#__PURE__*/ React.isValidElement(children)) return children ?? null;
	return cloneElement$1(children, { ref: supportRef(children) ? composeRef(getNodeRef(children), containerRef) : containerRef });
};
if (process.env.NODE_ENV !== "production") Wave.displayName = "Wave";
// node_modules/antd/es/config-provider/hooks/useSize.js
var useSize = (customSize) => {
	const size = React.useContext(SizeContext);
	return React.useMemo(() => {
		if (!customSize) return size;
		if (isString(customSize)) return customSize;
		if (isFunction(customSize)) return customSize(size);
		return size;
	}, [customSize, size]);
};
// node_modules/antd/es/space/style/compact.js
var genSpaceCompactStyle = (token) => {
	const { componentCls } = token;
	return { [componentCls]: {
		display: "inline-flex",
		"&-block": {
			display: "flex",
			width: "100%"
		},
		"&-vertical": { flexDirection: "column" },
		"&-rtl": { direction: "rtl" }
	} };
};
var compact_default$1 = genStyleHooks(["Space", "Compact"], genSpaceCompactStyle, () => ({}), { resetStyle: false });
// node_modules/antd/es/space/Compact.js
var SpaceCompactItemContext = /*#__PURE__*/ React$1.createContext(null);
var useCompactItemContext = (prefixCls, direction) => {
	const compactItemContext = React$1.useContext(SpaceCompactItemContext);
	const compactItemClassnames = React$1.useMemo(() => {
		if (!compactItemContext) return "";
		const { compactDirection, isFirstItem, isLastItem } = compactItemContext;
		const separator = compactDirection === "vertical" ? "-vertical-" : "-";
		return clsx(`${prefixCls}-compact${separator}item`, {
			[`${prefixCls}-compact${separator}first-item`]: isFirstItem,
			[`${prefixCls}-compact${separator}last-item`]: isLastItem,
			[`${prefixCls}-compact${separator}item-rtl`]: direction === "rtl"
		});
	}, [
		prefixCls,
		direction,
		compactItemContext
	]);
	return {
		compactSize: compactItemContext?.compactSize,
		compactDirection: compactItemContext?.compactDirection,
		compactItemClassnames
	};
};
var NoCompactStyle = (props) => {
	const { children } = props;
	return /*#__PURE__*/ React$1.createElement(SpaceCompactItemContext.Provider, { value: null }, children);
};
var CompactItem = (props) => {
	const { children, ...others } = props;
	return /*#__PURE__*/ React$1.createElement(SpaceCompactItemContext.Provider, { value: React$1.useMemo(() => others, [others]) }, children);
};
var Compact = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { getPrefixCls, direction: directionConfig } = React$1.useContext(ConfigContext);
	const { size, direction, orientation, block, prefixCls: customizePrefixCls, className, rootClassName, children, vertical, ...restProps } = props;
	if (process.env.NODE_ENV !== "production") devUseWarning("Space.Compact").deprecated(!direction, "direction", "orientation");
	const [mergedOrientation, mergedVertical] = useOrientation(orientation, vertical, direction);
	const mergedSize = useSize((ctx) => size ?? ctx);
	const prefixCls = getPrefixCls("space-compact", customizePrefixCls);
	const [hashId] = compact_default$1(prefixCls);
	const clx = clsx(prefixCls, hashId, {
		[`${prefixCls}-rtl`]: directionConfig === "rtl",
		[`${prefixCls}-block`]: block,
		[`${prefixCls}-vertical`]: mergedVertical
	}, className, rootClassName);
	const compactItemContext = React$1.useContext(SpaceCompactItemContext);
	const nativeElementRef = React$1.useRef(null);
	React$1.useImperativeHandle(ref, () => ({ nativeElement: nativeElementRef.current }));
	const childNodes = toArray$2(children);
	const nodes = React$1.useMemo(() => childNodes.map((child, i) => {
		const key = child?.key || `${prefixCls}-item-${i}`;
		return /*#__PURE__*/ React$1.createElement(CompactItem, {
			key,
			compactSize: mergedSize,
			compactDirection: mergedOrientation,
			isFirstItem: i === 0 && (!compactItemContext || compactItemContext?.isFirstItem),
			isLastItem: i === childNodes.length - 1 && (!compactItemContext || compactItemContext?.isLastItem)
		}, child);
	}), [
		childNodes,
		compactItemContext,
		mergedOrientation,
		mergedSize,
		prefixCls
	]);
	if (childNodes.length === 0) return null;
	return /*#__PURE__*/ React$1.createElement("div", {
		ref: nativeElementRef,
		className: clx,
		...restProps
	}, nodes);
});
// node_modules/antd/es/button/ButtonGroup.js
var GroupSizeContext = /*#__PURE__*/ React$1.createContext(void 0);
var ButtonGroup = (props) => {
	const { getPrefixCls, direction } = React$1.useContext(ConfigContext);
	const { prefixCls: customizePrefixCls, size, className, ...others } = props;
	const prefixCls = getPrefixCls("btn-group", customizePrefixCls);
	const [, , hashId] = useToken();
	const sizeCls = React$1.useMemo(() => {
		switch (size) {
			case "large": return "lg";
			case "small": return "sm";
			default: return "";
		}
	}, [size]);
	if (process.env.NODE_ENV !== "production") {
		const warning = devUseWarning("Button.Group");
		warning.deprecated(false, "Button.Group", "Space.Compact");
		process.env.NODE_ENV !== "production" && warning(!size || [
			"large",
			"medium",
			"small"
		].includes(size), "usage", "Invalid prop `size`.");
	}
	const classes = clsx(prefixCls, {
		[`${prefixCls}-${sizeCls}`]: sizeCls,
		[`${prefixCls}-rtl`]: direction === "rtl"
	}, className, hashId);
	return /*#__PURE__*/ React$1.createElement(GroupSizeContext.Provider, { value: size }, /*#__PURE__*/ React$1.createElement("div", {
		...others,
		className: classes
	}));
};
// node_modules/antd/es/button/buttonHelpers.js
var rxTwoCNChar = /^[\u4E00-\u9FA5]{2}$/;
var isTwoCNChar = rxTwoCNChar.test.bind(rxTwoCNChar);
function convertLegacyProps(type) {
	if (type === "danger") return { danger: true };
	return { type };
}
function isUnBorderedButtonVariant(type) {
	return type === "text" || type === "link";
}
function splitCNCharsBySpace(child, needInserted, style, className) {
	if (!isReactRenderable(child)) return;
	const SPACE = needInserted ? " " : "";
	if (!isString(child) && !isNumber(child) && isString(child.type) && isTwoCNChar(child.props.children)) return cloneElement$1(child, (oriProps) => {
		const mergedCls = clsx(oriProps.className, className) || void 0;
		const mergedStyle = {
			...style,
			...oriProps.style
		};
		return {
			...oriProps,
			children: oriProps.children.split("").join(SPACE),
			className: mergedCls,
			style: mergedStyle
		};
	});
	if (isString(child)) return /*#__PURE__*/ React.createElement("span", {
		className,
		style
	}, isTwoCNChar(child) ? child.split("").join(SPACE) : child);
	if (isFragment(child)) return /*#__PURE__*/ React.createElement("span", {
		className,
		style
	}, child);
	return cloneElement$1(child, (oriProps) => ({
		...oriProps,
		className: clsx(oriProps.className, className) || void 0,
		style: {
			...oriProps.style,
			...style
		}
	}));
}
function spaceChildren(children, needInserted, style, className) {
	let isPrevChildPure = false;
	const childList = [];
	React.Children.forEach(children, (child) => {
		const isCurrentChildPure = isString(child) || isNumber(child);
		if (isPrevChildPure && isCurrentChildPure) {
			const lastIndex = childList.length - 1;
			const lastChild = childList[lastIndex];
			childList[lastIndex] = `${lastChild}${child}`;
		} else childList.push(child);
		isPrevChildPure = isCurrentChildPure;
	});
	return React.Children.map(childList, (child) => splitCNCharsBySpace(child, needInserted, style, className));
}
[
	"default",
	"primary",
	"danger"
].concat(_toConsumableArray(PresetColors));
// node_modules/antd/es/button/IconWrapper.js
var IconWrapper = /*#__PURE__*/ forwardRef((props, ref) => {
	const { className, style, children, prefixCls } = props;
	const iconWrapperCls = clsx(`${prefixCls}-icon`, className);
	return /*#__PURE__*/ React.createElement("span", {
		ref,
		className: iconWrapperCls,
		style
	}, children);
});
// node_modules/antd/es/button/DefaultLoadingIcon.js
var InnerLoadingIcon = /*#__PURE__*/ forwardRef((props, ref) => {
	const { prefixCls, className, style, iconClassName } = props;
	const mergedIconCls = clsx(`${prefixCls}-loading-icon`, className);
	return /*#__PURE__*/ React.createElement(IconWrapper, {
		prefixCls,
		className: mergedIconCls,
		style,
		ref
	}, /*#__PURE__*/ React.createElement(RefIcon, { className: iconClassName }));
});
var getCollapsedWidth = () => ({
	width: 0,
	opacity: 0,
	transform: "scale(0)"
});
var getRealWidth = (node) => ({
	width: node.scrollWidth,
	opacity: 1,
	transform: "scale(1)"
});
var DefaultLoadingIcon = (props) => {
	const { prefixCls, loading, existIcon, className, style, mount } = props;
	const visible = !!loading;
	if (existIcon) return /*#__PURE__*/ React.createElement(InnerLoadingIcon, {
		prefixCls,
		className,
		style
	});
	return /*#__PURE__*/ React.createElement(es_default$3, {
		visible,
		motionName: `${prefixCls}-loading-icon-motion`,
		motionAppear: !mount,
		motionEnter: !mount,
		motionLeave: !mount,
		removeOnLeave: true,
		onAppearStart: getCollapsedWidth,
		onAppearActive: getRealWidth,
		onEnterStart: getCollapsedWidth,
		onEnterActive: getRealWidth,
		onLeaveStart: getRealWidth,
		onLeaveActive: getCollapsedWidth
	}, ({ className: motionCls, style: motionStyle }, ref) => {
		const mergedStyle = {
			...style,
			...motionStyle
		};
		return /*#__PURE__*/ React.createElement(InnerLoadingIcon, {
			prefixCls,
			className: clsx(className, motionCls),
			style: mergedStyle,
			ref
		});
	});
};
// node_modules/antd/es/style/motion/motion.js
var initMotionCommon = (duration) => ({
	animationDuration: duration,
	animationFillMode: "both"
});
var initMotion = (motionCls, inKeyframes, outKeyframes, duration, sameLevel = false) => {
	const sameLevelPrefix = sameLevel ? "&" : "";
	return {
		[`
      ${sameLevelPrefix}${motionCls}-enter,
      ${sameLevelPrefix}${motionCls}-appear
    `]: {
			...initMotionCommon(duration),
			animationPlayState: "paused"
		},
		[`${sameLevelPrefix}${motionCls}-leave`]: {
			...initMotionCommon(duration),
			animationPlayState: "paused"
		},
		[`
      ${sameLevelPrefix}${motionCls}-enter${motionCls}-enter-active,
      ${sameLevelPrefix}${motionCls}-appear${motionCls}-appear-active
    `]: {
			animationName: inKeyframes,
			animationPlayState: "running"
		},
		[`${sameLevelPrefix}${motionCls}-leave${motionCls}-leave-active`]: {
			animationName: outKeyframes,
			animationPlayState: "running",
			pointerEvents: "none"
		}
	};
};
// node_modules/antd/es/style/motion/fade.js
var fadeIn = new Keyframe("antFadeIn", {
	"0%": { opacity: 0 },
	"100%": { opacity: 1 }
});
var fadeOut = new Keyframe("antFadeOut", {
	"0%": { opacity: 1 },
	"100%": { opacity: 0 }
});
/**
* Initialize fade motion styles
*
* Generates CSS styles for fade in/out transition animations when elements are shown/hidden.
* Supports enter, appear, and leave animation states.
*
* @param token - Object containing design tokens and CSS class prefix
* @param sameLevel - Controls CSS selector nesting behavior:
*   - `false` (default): Generates descendant selectors like `.ant-fade-enter`, `.ant-fade-appear`
*   - `true`: Generates same-level selectors with `&` prefix like `&.ant-fade-enter`, `&.ant-fade-appear`
*   Use `true` when the motion classes are applied to the same element as the parent selector,
*   Use `false` when the motion classes are applied to child elements
* @returns CSS interpolation object containing fade motion styles
*
* @example
* ```ts
* // For child elements (default behavior)
* const fadeStyles = initFadeMotion(token);
* // Generates: .parent .ant-fade-enter { ... }
*
* // For same element
* const sameLevelFadeStyles = initFadeMotion(token, true);
* // Generates: .parent.ant-fade-enter { ... }
* ```
*/
var initFadeMotion = (token, sameLevel = false) => {
	const { antCls } = token;
	const motionCls = `${antCls}-fade`;
	const sameLevelPrefix = sameLevel ? "&" : "";
	return [initMotion(motionCls, fadeIn, fadeOut, token.motionDurationMid, sameLevel), {
		[`
        ${sameLevelPrefix}${motionCls}-enter,
        ${sameLevelPrefix}${motionCls}-appear
      `]: {
			opacity: 0,
			animationTimingFunction: "linear"
		},
		[`${sameLevelPrefix}${motionCls}-leave`]: { animationTimingFunction: "linear" }
	}];
};
// node_modules/antd/es/style/motion/util.js
var genNoMotionStyle = () => {
	return { "@media (prefers-reduced-motion: reduce)": { "&, &::before, &::after": {
		transition: "none",
		animation: "none"
	} } };
};
/**
* For call sites already nested inside a pseudo-element selector.
*/
var genNoMotionRawStyle = () => {
	return { "@media (prefers-reduced-motion: reduce)": {
		transition: "none",
		animation: "none"
	} };
};
// node_modules/antd/es/style/motion/zoom.js
var zoomIn = new Keyframe("antZoomIn", {
	"0%": {
		transform: "scale(0.2)",
		opacity: 0
	},
	"100%": {
		transform: "scale(1)",
		opacity: 1
	}
});
var zoomOut = new Keyframe("antZoomOut", {
	"0%": { transform: "scale(1)" },
	"100%": {
		transform: "scale(0.2)",
		opacity: 0
	}
});
var zoomBigIn = new Keyframe("antZoomBigIn", {
	"0%": {
		transform: "scale(0.8)",
		opacity: 0
	},
	"100%": {
		transform: "scale(1)",
		opacity: 1
	}
});
var zoomBigOut = new Keyframe("antZoomBigOut", {
	"0%": { transform: "scale(1)" },
	"100%": {
		transform: "scale(0.8)",
		opacity: 0
	}
});
var zoomUpIn = new Keyframe("antZoomUpIn", {
	"0%": {
		transform: "scale(0.8)",
		transformOrigin: "50% 0%",
		opacity: 0
	},
	"100%": {
		transform: "scale(1)",
		transformOrigin: "50% 0%"
	}
});
var zoomUpOut = new Keyframe("antZoomUpOut", {
	"0%": {
		transform: "scale(1)",
		transformOrigin: "50% 0%"
	},
	"100%": {
		transform: "scale(0.8)",
		transformOrigin: "50% 0%",
		opacity: 0
	}
});
var zoomLeftIn = new Keyframe("antZoomLeftIn", {
	"0%": {
		transform: "scale(0.8)",
		transformOrigin: "0% 50%",
		opacity: 0
	},
	"100%": {
		transform: "scale(1)",
		transformOrigin: "0% 50%"
	}
});
var zoomLeftOut = new Keyframe("antZoomLeftOut", {
	"0%": {
		transform: "scale(1)",
		transformOrigin: "0% 50%"
	},
	"100%": {
		transform: "scale(0.8)",
		transformOrigin: "0% 50%",
		opacity: 0
	}
});
var zoomRightIn = new Keyframe("antZoomRightIn", {
	"0%": {
		transform: "scale(0.8)",
		transformOrigin: "100% 50%",
		opacity: 0
	},
	"100%": {
		transform: "scale(1)",
		transformOrigin: "100% 50%"
	}
});
var zoomRightOut = new Keyframe("antZoomRightOut", {
	"0%": {
		transform: "scale(1)",
		transformOrigin: "100% 50%"
	},
	"100%": {
		transform: "scale(0.8)",
		transformOrigin: "100% 50%",
		opacity: 0
	}
});
var zoomDownIn = new Keyframe("antZoomDownIn", {
	"0%": {
		transform: "scale(0.8)",
		transformOrigin: "50% 100%",
		opacity: 0
	},
	"100%": {
		transform: "scale(1)",
		transformOrigin: "50% 100%"
	}
});
var zoomDownOut = new Keyframe("antZoomDownOut", {
	"0%": {
		transform: "scale(1)",
		transformOrigin: "50% 100%"
	},
	"100%": {
		transform: "scale(0.8)",
		transformOrigin: "50% 100%",
		opacity: 0
	}
});
var zoomMotion = {
	zoom: {
		inKeyframes: zoomIn,
		outKeyframes: zoomOut
	},
	"zoom-big": {
		inKeyframes: zoomBigIn,
		outKeyframes: zoomBigOut
	},
	"zoom-big-fast": {
		inKeyframes: zoomBigIn,
		outKeyframes: zoomBigOut
	},
	"zoom-left": {
		inKeyframes: zoomLeftIn,
		outKeyframes: zoomLeftOut
	},
	"zoom-right": {
		inKeyframes: zoomRightIn,
		outKeyframes: zoomRightOut
	},
	"zoom-up": {
		inKeyframes: zoomUpIn,
		outKeyframes: zoomUpOut
	},
	"zoom-down": {
		inKeyframes: zoomDownIn,
		outKeyframes: zoomDownOut
	}
};
var initZoomMotion = (token, motionName) => {
	const { antCls } = token;
	const motionCls = `${antCls}-${motionName}`;
	const { inKeyframes, outKeyframes } = zoomMotion[motionName];
	return [initMotion(motionCls, inKeyframes, outKeyframes, motionName === "zoom-big-fast" ? token.motionDurationFast : token.motionDurationMid), {
		[`
        ${motionCls}-enter,
        ${motionCls}-appear
      `]: {
			transform: "scale(0)",
			opacity: 0,
			animationTimingFunction: token.motionEaseOutCirc,
			"&-prepare": { transform: "none" }
		},
		[`${motionCls}-leave`]: { animationTimingFunction: token.motionEaseInOutCirc }
	}];
};
// node_modules/antd/es/button/style/group.js
var genButtonBorderStyle = (buttonTypeCls, borderColor) => ({ [`> span, > ${buttonTypeCls}`]: {
	"&:not(:last-child)": { [`&, & > ${buttonTypeCls}`]: { "&:not(:disabled)": { borderInlineEndColor: borderColor } } },
	"&:not(:first-child)": { [`&, & > ${buttonTypeCls}`]: { "&:not(:disabled)": { borderInlineStartColor: borderColor } } }
} });
var genGroupStyle = (token) => {
	const { componentCls, fontSize, lineWidth, groupBorderColor, colorErrorHover } = token;
	return { [`${componentCls}-group`]: [
		{
			position: "relative",
			display: "inline-flex",
			[`> span, > ${componentCls}`]: {
				"&:not(:last-child)": { [`&, & > ${componentCls}`]: {
					borderStartEndRadius: 0,
					borderEndEndRadius: 0
				} },
				"&:not(:first-child)": {
					marginInlineStart: token.calc(lineWidth).mul(-1).equal(),
					[`&, & > ${componentCls}`]: {
						borderStartStartRadius: 0,
						borderEndStartRadius: 0
					}
				}
			},
			[componentCls]: {
				position: "relative",
				zIndex: 1,
				"&:hover, &:focus, &:active": { zIndex: 2 },
				"&[disabled]": { zIndex: 0 }
			},
			[`${componentCls}-icon-only`]: { fontSize }
		},
		genButtonBorderStyle(`${componentCls}-primary`, groupBorderColor),
		genButtonBorderStyle(`${componentCls}-danger`, colorErrorHover)
	] };
};
// node_modules/@rc-component/color-picker/es/color.js
init_es$1();
var getRoundNumber = (value) => Math.round(Number(value || 0));
var convertHsb2Hsv = (color) => {
	if (color instanceof FastColor) return color;
	if (color && typeof color === "object" && "h" in color && "b" in color) {
		const { b, ...resets } = color;
		return {
			...resets,
			v: b
		};
	}
	if (typeof color === "string" && /hsb/.test(color)) return color.replace(/hsb/, "hsv");
	return color;
};
var Color = class extends FastColor {
	constructor(color) {
		super(convertHsb2Hsv(color));
	}
	toHsbString() {
		const hsb = this.toHsb();
		const saturation = getRoundNumber(hsb.s * 100);
		const lightness = getRoundNumber(hsb.b * 100);
		const hue = getRoundNumber(hsb.h);
		const alpha = hsb.a;
		const hsbString = `hsb(${hue}, ${saturation}%, ${lightness}%)`;
		const hsbaString = `hsba(${hue}, ${saturation}%, ${lightness}%, ${alpha.toFixed(alpha === 0 ? 0 : 2)})`;
		return alpha === 1 ? hsbString : hsbaString;
	}
	toHsb() {
		const { v, ...resets } = this.toHsv();
		return {
			...resets,
			b: v,
			a: this.a
		};
	}
};
// node_modules/@rc-component/color-picker/es/util.js
var ColorPickerPrefixCls = "rc-color-picker";
var generateColor = (color) => {
	if (color instanceof Color) return color;
	return new Color(color);
};
var defaultColor = generateColor("#1677ff");
var calculateColor = (props) => {
	const { offset, targetRef, containerRef, color, type } = props;
	const { width, height } = containerRef.current.getBoundingClientRect();
	const { width: targetWidth, height: targetHeight } = targetRef.current.getBoundingClientRect();
	const centerOffsetX = targetWidth / 2;
	const centerOffsetY = targetHeight / 2;
	const saturation = (offset.x + centerOffsetX) / width;
	const bright = 1 - (offset.y + centerOffsetY) / height;
	const hsb = color.toHsb();
	const alphaOffset = saturation;
	const hueOffset = (offset.x + centerOffsetX) / width * 360;
	if (type) switch (type) {
		case "hue": return generateColor({
			...hsb,
			h: hueOffset <= 0 ? 0 : hueOffset
		});
		case "alpha": return generateColor({
			...hsb,
			a: alphaOffset <= 0 ? 0 : alphaOffset
		});
	}
	return generateColor({
		h: hsb.h,
		s: saturation <= 0 ? 0 : saturation,
		b: bright >= 1 ? 1 : bright,
		a: hsb.a
	});
};
var calcOffset = (color, type) => {
	const hsb = color.toHsb();
	switch (type) {
		case "hue": return {
			x: hsb.h / 360 * 100,
			y: 50
		};
		case "alpha": return {
			x: color.a * 100,
			y: 50
		};
		default: return {
			x: hsb.s * 100,
			y: (1 - hsb.b) * 100
		};
	}
};
// node_modules/@rc-component/color-picker/es/components/ColorBlock.js
var ColorBlock = ({ color, prefixCls, className, style, innerClassName, innerStyle, onClick }) => {
	const colorBlockCls = `${prefixCls}-color-block`;
	return /*#__PURE__*/ React.createElement("div", {
		className: clsx(colorBlockCls, className),
		style,
		onClick
	}, /*#__PURE__*/ React.createElement("div", {
		className: clsx(`${colorBlockCls}-inner`, innerClassName),
		style: {
			background: color,
			...innerStyle
		}
	}));
};
// node_modules/@rc-component/color-picker/es/hooks/useColorDrag.js
function getPosition(e) {
	const obj = "touches" in e ? e.touches[0] : e;
	const scrollXOffset = document.documentElement.scrollLeft || document.body.scrollLeft || window.pageXOffset;
	const scrollYOffset = document.documentElement.scrollTop || document.body.scrollTop || window.pageYOffset;
	return {
		pageX: obj.pageX - scrollXOffset,
		pageY: obj.pageY - scrollYOffset
	};
}
function useColorDrag(props) {
	const { targetRef, containerRef, direction, onDragChange, onDragChangeComplete, calculate, color, disabledDrag } = props;
	const [offsetValue, setOffsetValue] = useState({
		x: 0,
		y: 0
	});
	const mouseMoveRef = useRef(null);
	const mouseUpRef = useRef(null);
	useEffect(() => {
		setOffsetValue(calculate());
	}, [color]);
	useEffect(() => () => {
		document.removeEventListener("mousemove", mouseMoveRef.current);
		document.removeEventListener("mouseup", mouseUpRef.current);
		document.removeEventListener("touchmove", mouseMoveRef.current);
		document.removeEventListener("touchend", mouseUpRef.current);
		mouseMoveRef.current = null;
		mouseUpRef.current = null;
	}, []);
	const updateOffset = (e) => {
		const { pageX, pageY } = getPosition(e);
		const { x: rectX, y: rectY, width, height } = containerRef.current.getBoundingClientRect();
		const { width: targetWidth, height: targetHeight } = targetRef.current.getBoundingClientRect();
		const centerOffsetX = targetWidth / 2;
		const centerOffsetY = targetHeight / 2;
		const offsetX = Math.max(0, Math.min(pageX - rectX, width)) - centerOffsetX;
		const offsetY = Math.max(0, Math.min(pageY - rectY, height)) - centerOffsetY;
		const calcOffset = {
			x: offsetX,
			y: direction === "x" ? offsetValue.y : offsetY
		};
		if (targetWidth === 0 && targetHeight === 0 || targetWidth !== targetHeight) return false;
		onDragChange?.(calcOffset);
	};
	const onDragMove = (e) => {
		e.preventDefault();
		updateOffset(e);
	};
	const onDragStop = (e) => {
		e.preventDefault();
		document.removeEventListener("mousemove", mouseMoveRef.current);
		document.removeEventListener("mouseup", mouseUpRef.current);
		document.removeEventListener("touchmove", mouseMoveRef.current);
		document.removeEventListener("touchend", mouseUpRef.current);
		mouseMoveRef.current = null;
		mouseUpRef.current = null;
		onDragChangeComplete?.();
	};
	const onDragStart = (e) => {
		document.removeEventListener("mousemove", mouseMoveRef.current);
		document.removeEventListener("mouseup", mouseUpRef.current);
		if (disabledDrag) return;
		updateOffset(e);
		document.addEventListener("mousemove", onDragMove);
		document.addEventListener("mouseup", onDragStop);
		document.addEventListener("touchmove", onDragMove);
		document.addEventListener("touchend", onDragStop);
		mouseMoveRef.current = onDragMove;
		mouseUpRef.current = onDragStop;
	};
	return [offsetValue, onDragStart];
}
// node_modules/@rc-component/color-picker/es/components/Handler.js
var Handler = ({ size = "default", color, prefixCls }) => {
	return /*#__PURE__*/ React.createElement("div", {
		className: clsx(`${prefixCls}-handler`, { [`${prefixCls}-handler-sm`]: size === "small" }),
		style: { backgroundColor: color }
	});
};
// node_modules/@rc-component/color-picker/es/components/Palette.js
var Palette = ({ children, style, prefixCls }) => {
	return /*#__PURE__*/ React.createElement("div", {
		className: `${prefixCls}-palette`,
		style: {
			position: "relative",
			...style
		}
	}, children);
};
// node_modules/@rc-component/color-picker/es/components/Transform.js
var Transform = /*#__PURE__*/ forwardRef((props, ref) => {
	const { children, x, y } = props;
	return /*#__PURE__*/ React.createElement("div", {
		ref,
		style: {
			position: "absolute",
			left: `${x}%`,
			top: `${y}%`,
			zIndex: 1,
			transform: "translate(-50%, -50%)"
		}
	}, children);
});
// node_modules/@rc-component/color-picker/es/components/Picker.js
var Picker = ({ color, onChange, prefixCls, onChangeComplete, disabled }) => {
	const pickerRef = useRef();
	const transformRef = useRef();
	const colorRef = useRef(color);
	const [offset, dragStartHandle] = useColorDrag({
		color,
		containerRef: pickerRef,
		targetRef: transformRef,
		calculate: () => calcOffset(color),
		onDragChange: useEvent((offsetValue) => {
			const calcColor = calculateColor({
				offset: offsetValue,
				targetRef: transformRef,
				containerRef: pickerRef,
				color
			});
			colorRef.current = calcColor;
			onChange(calcColor);
		}),
		onDragChangeComplete: () => onChangeComplete?.(colorRef.current),
		disabledDrag: disabled
	});
	return /*#__PURE__*/ React.createElement("div", {
		ref: pickerRef,
		className: `${prefixCls}-select`,
		onMouseDown: dragStartHandle,
		onTouchStart: dragStartHandle
	}, /*#__PURE__*/ React.createElement(Palette, { prefixCls }, /*#__PURE__*/ React.createElement(Transform, {
		x: offset.x,
		y: offset.y,
		ref: transformRef
	}, /*#__PURE__*/ React.createElement(Handler, {
		color: color.toRgbString(),
		prefixCls
	})), /*#__PURE__*/ React.createElement("div", {
		className: `${prefixCls}-saturation`,
		style: {
			backgroundColor: `hsl(${color.toHsb().h},100%, 50%)`,
			backgroundImage: "linear-gradient(0deg, #000, transparent),linear-gradient(90deg, #fff, hsla(0, 0%, 100%, 0))"
		}
	})));
};
// node_modules/@rc-component/color-picker/es/hooks/useColorState.js
var useColorState = (defaultValue, value) => {
	const [mergedValue, setValue] = useControlledState(defaultValue, value);
	return [useMemo(() => generateColor(mergedValue), [mergedValue]), setValue];
};
// node_modules/@rc-component/color-picker/es/components/Gradient.js
var Gradient = ({ colors, children, direction = "to right", type, prefixCls }) => {
	const gradientColors = useMemo(() => colors.map((color, idx) => {
		let result = generateColor(color);
		if (type === "alpha" && idx === colors.length - 1) result = new Color(result.setA(1));
		return result.toRgbString();
	}).join(","), [colors, type]);
	return /*#__PURE__*/ React.createElement("div", {
		className: `${prefixCls}-gradient`,
		style: {
			position: "absolute",
			inset: 0,
			background: `linear-gradient(${direction}, ${gradientColors})`
		}
	}, children);
};
// node_modules/@rc-component/color-picker/es/components/Slider.js
var Slider = (props) => {
	const { prefixCls, colors, disabled, onChange, onChangeComplete, color, type } = props;
	const sliderRef = useRef(null);
	const transformRef = useRef(null);
	const colorRef = useRef(color);
	const getValue = (c) => {
		return type === "hue" ? c.getHue() : c.a * 100;
	};
	const [offset, dragStartHandle] = useColorDrag({
		color,
		targetRef: transformRef,
		containerRef: sliderRef,
		calculate: () => calcOffset(color, type),
		onDragChange: useEvent((offsetValue) => {
			const calcColor = calculateColor({
				offset: offsetValue,
				targetRef: transformRef,
				containerRef: sliderRef,
				color,
				type
			});
			colorRef.current = calcColor;
			onChange(getValue(calcColor));
		}),
		onDragChangeComplete() {
			onChangeComplete(getValue(colorRef.current));
		},
		direction: "x",
		disabledDrag: disabled
	});
	const handleColor = React.useMemo(() => {
		if (type === "hue") {
			const hsb = color.toHsb();
			hsb.s = 1;
			hsb.b = 1;
			hsb.a = 1;
			return new Color(hsb);
		}
		return color;
	}, [color, type]);
	const gradientList = React.useMemo(() => colors.map((info) => `${info.color} ${info.percent}%`), [colors]);
	return /*#__PURE__*/ React.createElement("div", {
		ref: sliderRef,
		className: clsx(`${prefixCls}-slider`, `${prefixCls}-slider-${type}`),
		onMouseDown: dragStartHandle,
		onTouchStart: dragStartHandle
	}, /*#__PURE__*/ React.createElement(Palette, { prefixCls }, /*#__PURE__*/ React.createElement(Transform, {
		x: offset.x,
		y: offset.y,
		ref: transformRef
	}, /*#__PURE__*/ React.createElement(Handler, {
		size: "small",
		color: handleColor.toHexString(),
		prefixCls
	})), /*#__PURE__*/ React.createElement(Gradient, {
		colors: gradientList,
		type,
		prefixCls
	})));
};
// node_modules/@rc-component/color-picker/es/hooks/useComponent.js
function useComponent(components) {
	return React$1.useMemo(() => {
		const { slider } = components || {};
		return [slider || Slider];
	}, [components]);
}
// node_modules/@rc-component/color-picker/es/ColorPicker.js
function _extends$7() {
	_extends$7 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$7.apply(this, arguments);
}
var HUE_COLORS = [
	{
		color: "rgb(255, 0, 0)",
		percent: 0
	},
	{
		color: "rgb(255, 255, 0)",
		percent: 17
	},
	{
		color: "rgb(0, 255, 0)",
		percent: 33
	},
	{
		color: "rgb(0, 255, 255)",
		percent: 50
	},
	{
		color: "rgb(0, 0, 255)",
		percent: 67
	},
	{
		color: "rgb(255, 0, 255)",
		percent: 83
	},
	{
		color: "rgb(255, 0, 0)",
		percent: 100
	}
];
var ColorPicker = /*#__PURE__*/ forwardRef((props, ref) => {
	const { value, defaultValue, prefixCls = ColorPickerPrefixCls, onChange, onChangeComplete, className, style, panelRender, disabledAlpha = false, disabled = false, components } = props;
	const [Slider] = useComponent(components);
	const [colorValue, setColorValue] = useColorState(defaultValue || defaultColor, value);
	const alphaColor = useMemo(() => colorValue.setA(1).toRgbString(), [colorValue]);
	const handleChange = (data, type) => {
		if (!value) setColorValue(data);
		onChange?.(data, type);
	};
	const getHueColor = (hue) => new Color(colorValue.setHue(hue));
	const getAlphaColor = (alpha) => new Color(colorValue.setA(alpha / 100));
	const onHueChange = (hue) => {
		handleChange(getHueColor(hue), {
			type: "hue",
			value: hue
		});
	};
	const onAlphaChange = (alpha) => {
		handleChange(getAlphaColor(alpha), {
			type: "alpha",
			value: alpha
		});
	};
	const onHueChangeComplete = (hue) => {
		if (onChangeComplete) onChangeComplete(getHueColor(hue));
	};
	const onAlphaChangeComplete = (alpha) => {
		if (onChangeComplete) onChangeComplete(getAlphaColor(alpha));
	};
	const mergeCls = clsx(`${prefixCls}-panel`, className, { [`${prefixCls}-panel-disabled`]: disabled });
	const sharedSliderProps = {
		prefixCls,
		disabled,
		color: colorValue
	};
	const defaultPanel = /*#__PURE__*/ React.createElement(React.Fragment, null, /*#__PURE__*/ React.createElement(Picker, _extends$7({ onChange: handleChange }, sharedSliderProps, { onChangeComplete })), /*#__PURE__*/ React.createElement("div", { className: `${prefixCls}-slider-container` }, /*#__PURE__*/ React.createElement("div", { className: clsx(`${prefixCls}-slider-group`, { [`${prefixCls}-slider-group-disabled-alpha`]: disabledAlpha }) }, /*#__PURE__*/ React.createElement(Slider, _extends$7({}, sharedSliderProps, {
		type: "hue",
		colors: HUE_COLORS,
		min: 0,
		max: 359,
		value: colorValue.getHue(),
		onChange: onHueChange,
		onChangeComplete: onHueChangeComplete
	})), !disabledAlpha && /*#__PURE__*/ React.createElement(Slider, _extends$7({}, sharedSliderProps, {
		type: "alpha",
		colors: [{
			percent: 0,
			color: "rgba(255, 0, 4, 0)"
		}, {
			percent: 100,
			color: alphaColor
		}],
		min: 0,
		max: 100,
		value: colorValue.a * 100,
		onChange: onAlphaChange,
		onChangeComplete: onAlphaChangeComplete
	}))), /*#__PURE__*/ React.createElement(ColorBlock, {
		color: colorValue.toRgbString(),
		prefixCls
	})));
	return /*#__PURE__*/ React.createElement("div", {
		className: mergeCls,
		style,
		ref
	}, typeof panelRender === "function" ? panelRender(defaultPanel) : defaultPanel);
});
if (process.env.NODE_ENV !== "production") ColorPicker.displayName = "ColorPicker";
// node_modules/antd/es/color-picker/color.js
var toHexFormat = (value, alpha) => value?.replace(/[^0-9a-f]/gi, "").slice(0, alpha ? 8 : 6) || "";
var getHex = (value, alpha) => value ? toHexFormat(value, alpha) : "";
var AggregationColor = /*#__PURE__*/ function() {
	function AggregationColor(color) {
		_classCallCheck(this, AggregationColor);
		this.cleared = false;
		if (color instanceof AggregationColor) {
			this.metaColor = color.metaColor.clone();
			this.colors = color.colors?.map((info) => ({
				color: new AggregationColor(info.color),
				percent: info.percent
			}));
			this.cleared = color.cleared;
			return;
		}
		const isArray = Array.isArray(color);
		if (isArray && color.length) {
			this.colors = color.map(({ color: c, percent }) => ({
				color: new AggregationColor(c),
				percent
			}));
			this.metaColor = new Color(this.colors[0].color.metaColor);
		} else this.metaColor = new Color(isArray ? "" : color);
		if (!color || isArray && !this.colors) {
			this.metaColor = this.metaColor.setA(0);
			this.cleared = true;
		}
	}
	return _createClass(AggregationColor, [
		{
			key: "toHsb",
			value: function toHsb() {
				return this.metaColor.toHsb();
			}
		},
		{
			key: "toHsbString",
			value: function toHsbString() {
				return this.metaColor.toHsbString();
			}
		},
		{
			key: "toHex",
			value: function toHex() {
				return getHex(this.toHexString(), this.metaColor.a < 1);
			}
		},
		{
			key: "toHexString",
			value: function toHexString() {
				return this.metaColor.toHexString();
			}
		},
		{
			key: "toRgb",
			value: function toRgb() {
				return this.metaColor.toRgb();
			}
		},
		{
			key: "toRgbString",
			value: function toRgbString() {
				return this.metaColor.toRgbString();
			}
		},
		{
			key: "isGradient",
			value: function isGradient() {
				return !!this.colors && !this.cleared;
			}
		},
		{
			key: "getColors",
			value: function getColors() {
				return this.colors || [{
					color: this,
					percent: 0
				}];
			}
		},
		{
			key: "toCssString",
			value: function toCssString() {
				const { colors } = this;
				if (colors) return `linear-gradient(90deg, ${colors.map((c) => `${c.color.toRgbString()} ${c.percent}%`).join(", ")})`;
				return this.metaColor.toRgbString();
			}
		},
		{
			key: "equals",
			value: function equals(color) {
				if (!color || this.isGradient() !== color.isGradient()) return false;
				if (!this.isGradient()) return this.toHexString() === color.toHexString();
				return this.colors.length === color.colors.length && this.colors.every((c, i) => {
					const target = color.colors[i];
					return c.percent === target.percent && c.color.equals(target.color);
				});
			}
		}
	]);
}();
// node_modules/antd/es/color-picker/components/ColorPresets.js
var isBright = (value, bgColorToken) => {
	const { r, g, b, a } = value.toRgb();
	const hsv = new Color(value.toRgbString()).onBackground(bgColorToken).toHsv();
	if (a <= .5) return hsv.v > .5;
	return r * .299 + g * .587 + b * .114 > 192;
};
// node_modules/antd/es/button/style/token.js
var prepareToken$1 = (token) => {
	const { paddingInline, onlyIconSize, borderColorDisabled } = token;
	return merge(token, {
		buttonPaddingHorizontal: paddingInline,
		buttonPaddingVertical: 0,
		buttonIconOnlyFontSize: onlyIconSize,
		colorBorderDisabled: borderColorDisabled
	});
};
var prepareComponentToken$3 = (token) => {
	const contentFontSize = token.contentFontSize ?? token.fontSize;
	const contentFontSizeSM = token.contentFontSizeSM ?? token.fontSize;
	const contentFontSizeLG = token.contentFontSizeLG ?? token.fontSizeLG;
	const contentLineHeight = token.contentLineHeight ?? getLineHeight(contentFontSize);
	const contentLineHeightSM = token.contentLineHeightSM ?? getLineHeight(contentFontSizeSM);
	const contentLineHeightLG = token.contentLineHeightLG ?? getLineHeight(contentFontSizeLG);
	const solidTextColor = isBright(new AggregationColor(token.colorBgSolid), "#fff") ? "#000" : "#fff";
	const shadowColorTokens = PresetColors.reduce((prev, colorKey) => ({
		...prev,
		[`${colorKey}ShadowColor`]: `0 ${unit$1(token.controlOutlineWidth)} 0 ${getAlphaColor(token[`${colorKey}1`], token.colorBgContainer)}`
	}), {});
	const defaultBgDisabled = token.colorBgContainerDisabled;
	const dashedBgDisabled = token.colorBgContainerDisabled;
	return {
		...shadowColorTokens,
		fontWeight: 400,
		iconGap: token.marginXS,
		defaultShadow: `0 ${token.controlOutlineWidth}px 0 ${token.controlTmpOutline}`,
		primaryShadow: `0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}`,
		dangerShadow: `0 ${token.controlOutlineWidth}px 0 ${token.colorErrorOutline}`,
		primaryColor: token.colorTextLightSolid,
		dangerColor: token.colorTextLightSolid,
		borderColorDisabled: token.colorBorderDisabled,
		defaultGhostColor: token.colorBgContainer,
		ghostBg: "transparent",
		defaultGhostBorderColor: token.colorBgContainer,
		paddingInline: token.paddingContentHorizontal - token.lineWidth,
		paddingInlineLG: token.paddingContentHorizontal - token.lineWidth,
		paddingInlineSM: 8 - token.lineWidth,
		onlyIconSize: "inherit",
		onlyIconSizeSM: "inherit",
		onlyIconSizeLG: "inherit",
		groupBorderColor: token.colorPrimaryHover,
		linkHoverBg: "transparent",
		textTextColor: token.colorText,
		textTextHoverColor: token.colorText,
		textTextActiveColor: token.colorText,
		textHoverBg: token.colorFillTertiary,
		defaultColor: token.colorText,
		defaultBg: token.colorBgContainer,
		defaultBorderColor: token.colorBorder,
		defaultBorderColorDisabled: token.colorBorder,
		defaultHoverBg: token.colorBgContainer,
		defaultHoverColor: token.colorPrimaryHover,
		defaultHoverBorderColor: token.colorPrimaryHover,
		defaultActiveBg: token.colorBgContainer,
		defaultActiveColor: token.colorPrimaryActive,
		defaultActiveBorderColor: token.colorPrimaryActive,
		solidTextColor,
		contentFontSize,
		contentFontSizeSM,
		contentFontSizeLG,
		contentLineHeight,
		contentLineHeightSM,
		contentLineHeightLG,
		paddingBlock: Math.max((token.controlHeight - contentFontSize * contentLineHeight) / 2 - token.lineWidth, 0),
		paddingBlockSM: Math.max((token.controlHeightSM - contentFontSizeSM * contentLineHeightSM) / 2 - token.lineWidth, 0),
		paddingBlockLG: Math.max((token.controlHeightLG - contentFontSizeLG * contentLineHeightLG) / 2 - token.lineWidth, 0),
		defaultBgDisabled,
		dashedBgDisabled
	};
};
// node_modules/antd/es/button/style/variant.js
var genVariantStyle = (token) => {
	const { componentCls, antCls, lineWidth, lineType } = token;
	const [varName, varRef] = genCssVar(antCls, "btn");
	return { [componentCls]: [
		{
			[varName("border-width")]: lineWidth,
			[varName("border-color")]: "#000",
			[varName("border-color-hover")]: varRef("border-color"),
			[varName("border-color-active")]: varRef("border-color"),
			[varName("border-color-disabled")]: varRef("border-color"),
			[varName("border-style")]: lineType,
			[varName("text-color")]: "#000",
			[varName("text-color-hover")]: varRef("text-color"),
			[varName("text-color-active")]: varRef("text-color"),
			[varName("text-color-disabled")]: varRef("text-color"),
			[varName("bg-color")]: "#ddd",
			[varName("bg-color-hover")]: varRef("bg-color"),
			[varName("bg-color-active")]: varRef("bg-color"),
			[varName("bg-color-disabled")]: token.colorBgContainerDisabled,
			[varName("bg-color-container")]: token.colorBgContainer,
			[varName("shadow")]: "none"
		},
		{
			border: [
				varRef("border-width"),
				varRef("border-style"),
				varRef("border-color")
			].join(" "),
			color: varRef("text-color"),
			backgroundColor: varRef("bg-color"),
			[`&:not(:disabled):not(${componentCls}-disabled)`]: {
				"&:hover": {
					border: [
						varRef("border-width"),
						varRef("border-style"),
						varRef("border-color-hover")
					].join(" "),
					color: varRef("text-color-hover"),
					backgroundColor: varRef("bg-color-hover")
				},
				"&:active": {
					border: [
						varRef("border-width"),
						varRef("border-style"),
						varRef("border-color-active")
					].join(" "),
					color: varRef("text-color-active"),
					backgroundColor: varRef("bg-color-active")
				}
			}
		},
		{
			[`&${componentCls}-variant-solid`]: {
				[varName("solid-bg-color")]: varRef("color-base"),
				[varName("solid-bg-color-hover")]: varRef("color-hover"),
				[varName("solid-bg-color-active")]: varRef("color-active"),
				[varName("border-color")]: "transparent",
				[varName("text-color")]: token.colorTextLightSolid,
				[varName("bg-color")]: varRef("solid-bg-color"),
				[varName("bg-color-hover")]: varRef("solid-bg-color-hover"),
				[varName("bg-color-active")]: varRef("solid-bg-color-active"),
				boxShadow: varRef("shadow")
			},
			[`&${componentCls}-variant-outlined, &${componentCls}-variant-dashed`]: {
				[varName("border-color")]: varRef("color-base"),
				[varName("border-color-hover")]: varRef("color-hover"),
				[varName("border-color-active")]: varRef("color-active"),
				[varName("bg-color")]: varRef("bg-color-container"),
				[varName("text-color")]: varRef("color-base"),
				[varName("text-color-hover")]: varRef("color-hover"),
				[varName("text-color-active")]: varRef("color-active"),
				boxShadow: varRef("shadow")
			},
			[`&${componentCls}-variant-dashed`]: {
				[varName("border-style")]: "dashed",
				[varName("bg-color-disabled")]: token.dashedBgDisabled
			},
			[`&${componentCls}-variant-filled`]: {
				[varName("border-color")]: "transparent",
				[varName("text-color")]: varRef("color-base"),
				[varName("bg-color")]: varRef("color-light"),
				[varName("bg-color-hover")]: varRef("color-light-hover"),
				[varName("bg-color-active")]: varRef("color-light-active")
			},
			[`&${componentCls}-variant-text, &${componentCls}-variant-link`]: {
				[varName("border-color")]: "transparent",
				[varName("text-color")]: varRef("color-base"),
				[varName("text-color-hover")]: varRef("color-hover"),
				[varName("text-color-active")]: varRef("color-active"),
				[varName("bg-color")]: "transparent",
				[varName("bg-color-hover")]: "transparent",
				[varName("bg-color-active")]: "transparent",
				[`&:disabled, &${token.componentCls}-disabled`]: {
					background: "transparent",
					borderColor: "transparent"
				}
			},
			[`&${componentCls}-variant-text`]: {
				[varName("bg-color-hover")]: varRef("color-light"),
				[varName("bg-color-active")]: varRef("color-light-active")
			}
		},
		{
			[`&${componentCls}-variant-link`]: {
				[varName("color-base")]: token.colorLink,
				[varName("color-hover")]: token.colorLinkHover,
				[varName("color-active")]: token.colorLinkActive,
				[varName("bg-color-hover")]: token.linkHoverBg
			},
			[`&${componentCls}-color-primary`]: {
				[varName("color-base")]: token.colorPrimary,
				[varName("color-hover")]: token.colorPrimaryHover,
				[varName("color-active")]: token.colorPrimaryActive,
				[varName("color-light")]: token.colorPrimaryBg,
				[varName("color-light-hover")]: token.colorPrimaryBgHover,
				[varName("color-light-active")]: token.colorPrimaryBorder,
				[varName("shadow")]: token.primaryShadow,
				[`&${componentCls}-variant-solid`]: {
					[varName("text-color")]: token.primaryColor,
					[varName("text-color-hover")]: varRef("text-color"),
					[varName("text-color-active")]: varRef("text-color")
				}
			},
			[`&${componentCls}-color-dangerous`]: {
				[varName("color-base")]: token.colorError,
				[varName("color-hover")]: token.colorErrorHover,
				[varName("color-active")]: token.colorErrorActive,
				[varName("color-light")]: token.colorErrorBg,
				[varName("color-light-hover")]: token.colorErrorBgFilledHover,
				[varName("color-light-active")]: token.colorErrorBgActive,
				[varName("shadow")]: token.dangerShadow,
				[`&${componentCls}-variant-solid`]: {
					[varName("text-color")]: token.dangerColor,
					[varName("text-color-hover")]: varRef("text-color"),
					[varName("text-color-active")]: varRef("text-color")
				}
			},
			[`&${componentCls}-color-default`]: {
				[varName("solid-bg-color")]: token.colorBgSolid,
				[varName("solid-bg-color-hover")]: token.colorBgSolidHover,
				[varName("solid-bg-color-active")]: token.colorBgSolidActive,
				[varName("color-base")]: token.defaultBorderColor,
				[varName("color-hover")]: token.defaultHoverBorderColor,
				[varName("color-active")]: token.defaultActiveBorderColor,
				[varName("color-light")]: token.colorFillTertiary,
				[varName("color-light-hover")]: token.colorFillSecondary,
				[varName("color-light-active")]: token.colorFill,
				[varName("text-color")]: token.defaultColor,
				[varName("text-color-hover")]: token.defaultHoverColor,
				[varName("text-color-active")]: token.defaultActiveColor,
				[varName("shadow")]: token.defaultShadow,
				[`&${componentCls}-variant-outlined`]: { [varName("bg-color-disabled")]: token.defaultBgDisabled },
				[`&${componentCls}-variant-solid`]: {
					[varName("text-color")]: token.solidTextColor,
					[varName("text-color-hover")]: varRef("text-color"),
					[varName("text-color-active")]: varRef("text-color")
				},
				[`&${componentCls}-variant-filled, &${componentCls}-variant-text`]: {
					[varName("text-color-hover")]: varRef("text-color"),
					[varName("text-color-active")]: varRef("text-color")
				},
				[`&${componentCls}-variant-outlined, &${componentCls}-variant-dashed`]: {
					[varName("text-color")]: token.defaultColor,
					[varName("text-color-hover")]: token.defaultHoverColor,
					[varName("text-color-active")]: token.defaultActiveColor,
					[varName("bg-color-container")]: token.defaultBg,
					[varName("bg-color-hover")]: token.defaultHoverBg,
					[varName("bg-color-active")]: token.defaultActiveBg
				},
				[`&${componentCls}-variant-text`]: {
					[varName("text-color")]: token.textTextColor,
					[varName("text-color-hover")]: token.textTextHoverColor,
					[varName("text-color-active")]: token.textTextActiveColor,
					[varName("bg-color-hover")]: token.textHoverBg
				},
				[`&${componentCls}-background-ghost`]: { [`&${componentCls}-variant-outlined, &${componentCls}-variant-dashed`]: {
					[varName("text-color")]: token.defaultGhostColor,
					[varName("border-color")]: token.defaultGhostBorderColor
				} }
			}
		},
		PresetColors.map((colorKey) => {
			const darkColor = token[`${colorKey}6`];
			const lightColor = token[`${colorKey}1`];
			const hoverColor = token[`${colorKey}Hover`];
			const lightHoverColor = token[`${colorKey}2`];
			const lightActiveColor = token[`${colorKey}3`];
			const activeColor = token[`${colorKey}Active`];
			const shadowColor = token[`${colorKey}ShadowColor`];
			return { [`&${componentCls}-color-${colorKey}`]: {
				[varName("color-base")]: darkColor,
				[varName("color-hover")]: hoverColor,
				[varName("color-active")]: activeColor,
				[varName("color-light")]: lightColor,
				[varName("color-light-hover")]: lightHoverColor,
				[varName("color-light-active")]: lightActiveColor,
				[varName("shadow")]: shadowColor
			} };
		}),
		{ [`&:disabled, &${token.componentCls}-disabled`]: {
			cursor: "not-allowed",
			borderColor: token.colorBorderDisabled,
			background: varRef("bg-color-disabled"),
			color: token.colorTextDisabled,
			boxShadow: "none"
		} },
		{ [`&${componentCls}-background-ghost`]: {
			[varName("bg-color")]: token.ghostBg,
			[varName("bg-color-hover")]: token.ghostBg,
			[varName("bg-color-active")]: token.ghostBg,
			[varName("shadow")]: "none",
			[`&${componentCls}-variant-outlined, &${componentCls}-variant-dashed`]: {
				[varName("bg-color-hover")]: token.ghostBg,
				[varName("bg-color-active")]: token.ghostBg
			}
		} }
	] };
};
// node_modules/antd/es/button/style/index.js
var genSharedButtonStyle = (token) => {
	const { componentCls, iconCls, fontWeight, opacityLoading, motionDurationSlow, motionEaseInOut, iconGap, calc } = token;
	return { [componentCls]: {
		outline: "none",
		position: "relative",
		display: "inline-flex",
		gap: iconGap,
		alignItems: "center",
		justifyContent: "center",
		fontWeight,
		whiteSpace: "nowrap",
		textAlign: "center",
		backgroundImage: "none",
		cursor: "pointer",
		transition: `all ${token.motionDurationMid} ${token.motionEaseInOut}`,
		userSelect: "none",
		touchAction: "manipulation",
		...genNoMotionStyle(),
		"&:disabled > *": { pointerEvents: "none" },
		[`${componentCls}-icon > svg`]: resetIcon(),
		[`${componentCls}-icon`]: {
			display: "inline-flex",
			alignItems: "center",
			[iconCls]: {
				verticalAlign: "middle",
				"&:before": {
					content: "\"\\a0\"",
					display: "inline-block",
					width: 0
				}
			}
		},
		"> a": { color: "currentColor" },
		"&:not(:disabled)": genFocusStyle(token),
		[`&${componentCls}-two-chinese-chars::first-letter`]: { letterSpacing: "0.34em" },
		[`&${componentCls}-two-chinese-chars > *:not(${iconCls})`]: {
			marginInlineEnd: "-0.34em",
			letterSpacing: "0.34em"
		},
		[`&${componentCls}-icon-only`]: {
			paddingInline: 0,
			[`&${componentCls}-compact-item`]: { flex: "none" }
		},
		[`&${componentCls}-loading`]: {
			opacity: opacityLoading,
			cursor: "default"
		},
		[`${componentCls}-loading-icon`]: { transition: [
			"width",
			"opacity",
			"margin"
		].map((prop) => `${prop} ${motionDurationSlow} ${motionEaseInOut}`).join(",") },
		[`&:not(${componentCls}-icon-end)`]: { [`${componentCls}-loading-icon-motion`]: {
			"&-appear-start, &-enter-start, &-appear-prepare, &-enter-prepare": {
				marginInlineEnd: calc(iconGap).mul(-1).equal(),
				opacity: 0
			},
			"&-appear-active, &-enter-active": { marginInlineEnd: 0 },
			"&-leave-start": { marginInlineEnd: 0 },
			"&-leave-active": { marginInlineEnd: calc(iconGap).mul(-1).equal() }
		} },
		"&-icon-end": {
			flexDirection: "row-reverse",
			[`${componentCls}-loading-icon-motion`]: {
				"&-appear-start, &-enter-start, &-appear-prepare, &-enter-prepare": {
					marginInlineStart: calc(iconGap).mul(-1).equal(),
					opacity: 0
				},
				"&-appear-active, &-enter-active": { marginInlineStart: 0 },
				"&-leave-start": { marginInlineStart: 0 },
				"&-leave-active": { marginInlineStart: calc(iconGap).mul(-1).equal() }
			}
		}
	} };
};
var genCircleButtonStyle = (token) => ({
	minWidth: token.controlHeight,
	paddingInline: 0,
	borderRadius: "50%"
});
var genButtonStyle = (token, prefixCls = "") => {
	const { componentCls, controlHeight, fontSize, borderRadius, buttonPaddingHorizontal, iconCls, buttonPaddingVertical, buttonIconOnlyFontSize } = token;
	return [
		{ [prefixCls]: {
			fontSize,
			height: controlHeight,
			padding: `${unit$1(buttonPaddingVertical)} ${unit$1(buttonPaddingHorizontal)}`,
			borderRadius,
			[`&${componentCls}-icon-only`]: {
				width: controlHeight,
				[iconCls]: { fontSize: buttonIconOnlyFontSize }
			}
		} },
		{ [`${componentCls}${componentCls}-circle${prefixCls}`]: genCircleButtonStyle(token) },
		{ [`${componentCls}${componentCls}-round${prefixCls}`]: {
			borderRadius: token.controlHeight,
			[`&:not(${componentCls}-icon-only)`]: { paddingInline: token.buttonPaddingHorizontal }
		} }
	];
};
var genSizeBaseButtonStyle = (token) => {
	return genButtonStyle(merge(token, { fontSize: token.contentFontSize }), token.componentCls);
};
var genSizeSmallButtonStyle = (token) => {
	return genButtonStyle(merge(token, {
		controlHeight: token.controlHeightSM,
		fontSize: token.contentFontSizeSM,
		padding: token.paddingXS,
		buttonPaddingHorizontal: token.paddingInlineSM,
		buttonPaddingVertical: 0,
		borderRadius: token.borderRadiusSM,
		buttonIconOnlyFontSize: token.onlyIconSizeSM
	}), `${token.componentCls}-sm`);
};
var genSizeLargeButtonStyle = (token) => {
	return genButtonStyle(merge(token, {
		controlHeight: token.controlHeightLG,
		fontSize: token.contentFontSizeLG,
		buttonPaddingHorizontal: token.paddingInlineLG,
		buttonPaddingVertical: 0,
		borderRadius: token.borderRadiusLG,
		buttonIconOnlyFontSize: token.onlyIconSizeLG
	}), `${token.componentCls}-lg`);
};
var genBlockButtonStyle = (token) => {
	const { componentCls } = token;
	return { [componentCls]: { [`&${componentCls}-block`]: { width: "100%" } } };
};
var style_default$3 = genStyleHooks("Button", (token) => {
	const buttonToken = prepareToken$1(token);
	return [
		genSharedButtonStyle(buttonToken),
		genSizeBaseButtonStyle(buttonToken),
		genSizeSmallButtonStyle(buttonToken),
		genSizeLargeButtonStyle(buttonToken),
		genBlockButtonStyle(buttonToken),
		genVariantStyle(buttonToken),
		genGroupStyle(buttonToken)
	];
}, prepareComponentToken$3, { unitless: {
	fontWeight: true,
	contentLineHeight: true,
	contentLineHeightSM: true,
	contentLineHeightLG: true
} });
// node_modules/antd/es/style/compact-item.js
function compactItemBorder(token, parentCls, options, prefixCls) {
	const { focusElCls, focus, borderElCls } = options;
	const childCombinator = borderElCls ? "> *" : "";
	const suffix = childCombinator ? ` ${childCombinator}` : "";
	const genEffects = (effects) => effects.filter(Boolean).map((n) => `&:${n}${suffix}`).join(",");
	const hoverEffects = genEffects(["hover", focusElCls ? `hover${focusElCls}` : null]);
	const focusEffects = genEffects([focus ? "focus" : null, "active"]);
	return {
		[`&-item:not(${parentCls}-last-item)`]: { marginInlineEnd: token.calc(token.lineWidth).mul(-1).equal() },
		[`&-item:not(${prefixCls}-status-success)`]: { zIndex: 2 },
		"&-item": {
			[focusEffects]: { zIndex: 3 },
			[hoverEffects]: { zIndex: 4 },
			...focusElCls ? { [`&${focusElCls}`]: { zIndex: 3 } } : {},
			[`&[disabled] ${childCombinator}`]: { zIndex: 0 }
		}
	};
}
function compactItemBorderRadius(prefixCls, parentCls, options) {
	const { borderElCls } = options;
	const childCombinator = borderElCls ? `> ${borderElCls}` : "";
	return {
		[`&-item:not(${parentCls}-first-item):not(${parentCls}-last-item) ${childCombinator}`]: { borderRadius: 0 },
		[`&-item:not(${parentCls}-last-item)${parentCls}-first-item`]: { [`& ${childCombinator}, &${prefixCls}-sm ${childCombinator}, &${prefixCls}-lg ${childCombinator}`]: {
			borderStartEndRadius: 0,
			borderEndEndRadius: 0
		} },
		[`&-item:not(${parentCls}-first-item)${parentCls}-last-item`]: { [`& ${childCombinator}, &${prefixCls}-sm ${childCombinator}, &${prefixCls}-lg ${childCombinator}`]: {
			borderStartStartRadius: 0,
			borderEndStartRadius: 0
		} }
	};
}
function genCompactItemStyle(token, options = { focus: true }) {
	const { componentCls } = token;
	const { componentCls: customizePrefixCls } = options;
	const mergedComponentCls = customizePrefixCls || componentCls;
	const compactCls = `${mergedComponentCls}-compact`;
	return { [compactCls]: {
		...compactItemBorder(token, compactCls, options, mergedComponentCls),
		...compactItemBorderRadius(mergedComponentCls, compactCls, options)
	} };
}
// node_modules/antd/es/style/compact-item-vertical.js
function compactItemVerticalBorder(token, parentCls, prefixCls) {
	return {
		[`&-item:not(${parentCls}-last-item)`]: { marginBottom: token.calc(token.lineWidth).mul(-1).equal() },
		[`&-item:not(${prefixCls}-status-success)`]: { zIndex: 2 },
		"&-item": {
			"&:focus,&:active": { zIndex: 3 },
			"&:hover": { zIndex: 4 },
			"&[disabled]": { zIndex: 0 }
		}
	};
}
function compactItemBorderVerticalRadius(prefixCls, parentCls) {
	return {
		[`&-item:not(${parentCls}-first-item):not(${parentCls}-last-item)`]: { borderRadius: 0 },
		[`&-item${parentCls}-first-item:not(${parentCls}-last-item)`]: { [`&, &${prefixCls}-sm, &${prefixCls}-lg`]: {
			borderEndEndRadius: 0,
			borderEndStartRadius: 0
		} },
		[`&-item${parentCls}-last-item:not(${parentCls}-first-item)`]: { [`&, &${prefixCls}-sm, &${prefixCls}-lg`]: {
			borderStartStartRadius: 0,
			borderStartEndRadius: 0
		} }
	};
}
function genCompactItemVerticalStyle(token) {
	const compactCls = `${token.componentCls}-compact-vertical`;
	return { [compactCls]: {
		...compactItemVerticalBorder(token, compactCls, token.componentCls),
		...compactItemBorderVerticalRadius(token.componentCls, compactCls)
	} };
}
// node_modules/antd/es/button/style/compact.js
var genButtonCompactStyle = (token) => {
	const { antCls, componentCls, lineWidth, calc, colorBgContainer } = token;
	const solidSelector = `${componentCls}-variant-solid:not([disabled])`;
	const insetOffset = calc(lineWidth).mul(-1).equal();
	const [varName, varRef] = genCssVar(antCls, "btn");
	const getCompactBorderStyle = (vertical) => {
		return { [`${componentCls}-compact${vertical ? "-vertical" : ""}-item`]: {
			[varName("compact-connect-border-color")]: varRef("bg-color-hover"),
			[`&${solidSelector}`]: {
				transition: `none`,
				[`& + ${solidSelector}:before`]: [{
					position: "absolute",
					backgroundColor: varRef("compact-connect-border-color"),
					content: "\"\""
				}, vertical ? {
					top: insetOffset,
					insetInline: insetOffset,
					height: lineWidth
				} : {
					insetBlock: insetOffset,
					insetInlineStart: insetOffset,
					width: lineWidth
				}],
				"&:hover:before": { display: "none" }
			}
		} };
	};
	return [
		getCompactBorderStyle(),
		getCompactBorderStyle(true),
		{ [`${solidSelector}${componentCls}-color-default`]: { [varName("compact-connect-border-color")]: `color-mix(in srgb, ${varRef("bg-color-hover")} 75%, ${colorBgContainer})` } }
	];
};
var compact_default = genSubStyleComponent(["Button", "compact"], (token) => {
	const buttonToken = prepareToken$1(token);
	return [
		genCompactItemStyle(buttonToken),
		genCompactItemVerticalStyle(buttonToken),
		genButtonCompactStyle(buttonToken)
	];
}, prepareComponentToken$3);
// node_modules/antd/es/button/Button.js
function getLoadingConfig(loading) {
	if (isPlainObject(loading)) {
		let delay = loading?.delay;
		delay = isNumber(delay) ? delay : 0;
		return {
			loading: delay <= 0,
			delay
		};
	}
	return {
		loading: !!loading,
		delay: 0
	};
}
var ButtonTypeMap = {
	default: ["default", "outlined"],
	primary: ["primary", "solid"],
	dashed: ["default", "dashed"],
	link: ["link", "link"],
	text: ["default", "text"]
};
var Button = /* @__PURE__ */ React.forwardRef((props, ref) => {
	const { _skipSemantic, loading = false, prefixCls: customizePrefixCls, color, variant, type, danger = false, shape: customizeShape, size: customizeSize, disabled: customDisabled, className, rootClassName, children, icon, iconPosition, iconPlacement, ghost = false, block = false, htmlType = "button", classNames, styles, style, autoInsertSpace, autoFocus, ...rest } = props;
	const childNodes = toArray$2(children);
	const mergedType = type || "default";
	const { getPrefixCls, direction, autoInsertSpace: contextAutoInsertSpace, className: contextClassName, style: contextStyle, classNames: contextClassNames, styles: contextStyles, loadingIcon: contextLoadingIcon, shape: contextShape, color: contextColor, variant: contextVariant } = useComponentConfig("button");
	const mergedShape = customizeShape || contextShape || "default";
	const [parsedColor, parsedVariant] = useMemo(() => {
		if (color && variant) return [color, variant];
		if (type || danger) {
			const colorVariantPair = ButtonTypeMap[mergedType] || [];
			if (danger) return ["danger", colorVariantPair[1]];
			return colorVariantPair;
		}
		if (variant === "solid") return ["primary", variant];
		if (contextColor && contextVariant) return [contextColor, contextVariant];
		if (contextVariant === "solid") return ["primary", contextVariant];
		return ["default", "outlined"];
	}, [
		color,
		variant,
		type,
		danger,
		contextColor,
		contextVariant,
		mergedType
	]);
	const [mergedColor, mergedVariant] = useMemo(() => {
		if (ghost && parsedVariant === "solid") return [parsedColor, "outlined"];
		return [parsedColor, parsedVariant];
	}, [
		parsedColor,
		parsedVariant,
		ghost
	]);
	const isDanger = mergedColor === "danger";
	const mergedColorText = isDanger ? "dangerous" : mergedColor;
	const mergedInsertSpace = autoInsertSpace ?? contextAutoInsertSpace ?? true;
	const prefixCls = getPrefixCls("btn", customizePrefixCls);
	const [hashId, cssVarCls] = style_default$3(prefixCls);
	const disabled = useContext(DisabledContext);
	const mergedDisabled = customDisabled ?? disabled;
	const groupSize = useContext(GroupSizeContext);
	const loadingOrDelay = useMemo(() => getLoadingConfig(loading), [loading]);
	const [innerLoading, setInnerLoading] = useDelayState(loadingOrDelay.loading);
	const [hasTwoCNChar, setHasTwoCNChar] = useState(false);
	const buttonRef = useRef(null);
	const mergedRef = useComposeRef(ref, buttonRef);
	const needInserted = childNodes.length === 1 && !icon && !isUnBorderedButtonVariant(mergedVariant);
	const isMountRef = useRef(true);
	React.useEffect(() => {
		isMountRef.current = false;
		return () => {
			isMountRef.current = true;
		};
	}, []);
	useLayoutEffect$1(() => {
		if (loadingOrDelay.delay > 0) setInnerLoading(true, { ms: loadingOrDelay.delay });
		else setInnerLoading(loadingOrDelay.loading, true);
	}, [loadingOrDelay.delay, loadingOrDelay.loading]);
	useEffect(() => {
		if (!buttonRef.current || !mergedInsertSpace) return;
		const buttonText = buttonRef.current.textContent || "";
		if (needInserted && isTwoCNChar(buttonText)) {
			if (!hasTwoCNChar) setHasTwoCNChar(true);
		} else if (hasTwoCNChar) setHasTwoCNChar(false);
	});
	useEffect(() => {
		if (autoFocus) buttonRef.current?.focus();
	}, []);
	const handleClick = React.useCallback((e) => {
		if (innerLoading || mergedDisabled) {
			e.preventDefault();
			return;
		}
		props.onClick?.("href" in props ? e : e);
	}, [
		props.onClick,
		innerLoading,
		mergedDisabled
	]);
	if (process.env.NODE_ENV !== "production") {
		const warning = devUseWarning("Button");
		process.env.NODE_ENV !== "production" && warning(!(typeof icon === "string" && icon.length > 2), "breaking", `\`icon\` is using ReactNode instead of string naming in v4. Please check \`${icon}\` at https://ant.design/components/icon`);
		process.env.NODE_ENV !== "production" && warning(!(ghost && isUnBorderedButtonVariant(mergedVariant)), "usage", "`link` or `text` button can't be a `ghost` button.");
		warning.deprecated(!iconPosition, "iconPosition", "iconPlacement");
	}
	const { compactSize, compactItemClassnames } = useCompactItemContext(prefixCls, direction);
	const sizeFullName = useSize((ctxSize) => customizeSize ?? compactSize ?? groupSize ?? ctxSize);
	const iconType = innerLoading ? "loading" : icon;
	const mergedIconPlacement = iconPlacement ?? iconPosition ?? "start";
	const linkButtonRestProps = omit(rest, ["navigate"]);
	const mergedProps = {
		...props,
		type: mergedType,
		color: mergedColor,
		variant: mergedVariant,
		danger: isDanger,
		shape: mergedShape,
		size: sizeFullName,
		disabled: mergedDisabled,
		loading: innerLoading,
		iconPlacement: mergedIconPlacement
	};
	const contextStyleRoot = useSemanticRootStyle(contextStyle);
	const styleRoot = useSemanticRootStyle(style);
	const [mergedClassNames, mergedStyles] = useMergeSemantic([_skipSemantic ? void 0 : contextClassNames, classNames], [
		_skipSemantic ? void 0 : contextStyles,
		contextStyleRoot,
		styles,
		styleRoot
	], { props: mergedProps });
	const classes = clsx(prefixCls, hashId, cssVarCls, {
		[`${prefixCls}-${mergedShape}`]: mergedShape !== "default" && mergedShape !== "square" && mergedShape,
		[`${prefixCls}-${mergedType}`]: mergedType,
		[`${prefixCls}-dangerous`]: danger,
		[`${prefixCls}-color-${mergedColorText}`]: mergedColorText,
		[`${prefixCls}-variant-${mergedVariant}`]: mergedVariant,
		[`${prefixCls}-lg`]: sizeFullName === "large",
		[`${prefixCls}-sm`]: sizeFullName === "small",
		[`${prefixCls}-icon-only`]: !children && children !== 0 && !!iconType,
		[`${prefixCls}-background-ghost`]: ghost && !isUnBorderedButtonVariant(mergedVariant),
		[`${prefixCls}-loading`]: innerLoading,
		[`${prefixCls}-two-chinese-chars`]: hasTwoCNChar && mergedInsertSpace && !innerLoading,
		[`${prefixCls}-block`]: block,
		[`${prefixCls}-rtl`]: direction === "rtl",
		[`${prefixCls}-icon-end`]: mergedIconPlacement === "end"
	}, compactItemClassnames, className, rootClassName, contextClassName, mergedClassNames.root);
	const iconSharedProps = {
		className: mergedClassNames.icon,
		style: mergedStyles.icon
	};
	/**
	* Extract icon node
	* If there is a custom icon and not in loading state: show custom icon
	*/
	const iconWrapperElement = (child) => /*#__PURE__*/ React.createElement(IconWrapper, {
		prefixCls,
		...iconSharedProps
	}, child);
	const defaultLoadingIconElement = /*#__PURE__*/ React.createElement(DefaultLoadingIcon, {
		existIcon: !!icon,
		prefixCls,
		loading: innerLoading,
		mount: isMountRef.current,
		...iconSharedProps
	});
	const mergedLoadingIcon = isPlainObject(loading) ? loading.icon || contextLoadingIcon : contextLoadingIcon;
	/**
	* Using if-else statements can improve code readability without affecting future expansion.
	*/
	let iconNode;
	if (icon && !innerLoading) iconNode = iconWrapperElement(icon);
	else if (innerLoading && mergedLoadingIcon) iconNode = iconWrapperElement(mergedLoadingIcon);
	else iconNode = defaultLoadingIconElement;
	const contentNode = isReactRenderable(children) ? spaceChildren(children, needInserted && mergedInsertSpace, mergedStyles.content, mergedClassNames.content) : null;
	if (linkButtonRestProps.href !== void 0) return /*#__PURE__*/ React.createElement("a", {
		...linkButtonRestProps,
		className: clsx(classes, { [`${prefixCls}-disabled`]: mergedDisabled }),
		href: mergedDisabled ? void 0 : linkButtonRestProps.href,
		style: mergedStyles.root,
		onClick: handleClick,
		ref: mergedRef,
		tabIndex: mergedDisabled ? -1 : 0,
		"aria-disabled": mergedDisabled
	}, iconNode, contentNode);
	let buttonNode = /*#__PURE__*/ React.createElement("button", {
		...rest,
		type: htmlType,
		className: classes,
		style: mergedStyles.root,
		onClick: handleClick,
		disabled: mergedDisabled,
		ref: mergedRef
	}, iconNode, contentNode, compactItemClassnames && /*#__PURE__*/ React.createElement(compact_default, { prefixCls }));
	if (!isUnBorderedButtonVariant(mergedVariant)) buttonNode = /*#__PURE__*/ React.createElement(Wave, {
		component: "Button",
		disabled: innerLoading
	}, buttonNode);
	return buttonNode;
});
Button.Group = ButtonGroup;
Button.__ANT_BUTTON = true;
if (process.env.NODE_ENV !== "production") Button.displayName = "Button";
// node_modules/antd/es/_util/ActionButton.js
var ActionButton = (props) => {
	const { type, children, prefixCls, buttonProps, close, autoFocus, emitEvent, isSilent, quitOnNullishReturnValue, actionFn } = props;
	const { onClick: buttonOnClick, ...restButtonProps } = buttonProps || {};
	const clickedRef = React$1.useRef(false);
	const buttonRef = React$1.useRef(null);
	const [loading, setLoading] = useSafeState(false);
	const onInternalClose = (...args) => {
		close?.(...args);
	};
	React$1.useEffect(() => {
		let timeoutId = null;
		if (autoFocus) timeoutId = setTimeout(() => {
			buttonRef.current?.focus({ preventScroll: true });
		});
		return () => {
			if (timeoutId) clearTimeout(timeoutId);
		};
	}, [autoFocus]);
	const handlePromiseOnOk = (returnValueOfOnOk) => {
		if (!isThenable(returnValueOfOnOk)) return;
		setLoading(true);
		returnValueOfOnOk.then((...args) => {
			setLoading(false, true);
			onInternalClose.apply(void 0, args);
			clickedRef.current = false;
		}, (e) => {
			setLoading(false, true);
			clickedRef.current = false;
			if (isSilent?.()) return;
			return Promise.reject(e);
		});
	};
	const onClick = (e) => {
		if (clickedRef.current) return;
		clickedRef.current = true;
		if (!actionFn) {
			onInternalClose();
			buttonOnClick?.(e);
			return;
		}
		let returnValueOfOnOk;
		if (emitEvent) {
			returnValueOfOnOk = actionFn(e);
			if (quitOnNullishReturnValue && !isThenable(returnValueOfOnOk)) {
				clickedRef.current = false;
				onInternalClose(e);
				buttonOnClick?.(e);
				return;
			}
		} else if (actionFn.length) {
			returnValueOfOnOk = actionFn(close);
			clickedRef.current = false;
		} else {
			returnValueOfOnOk = actionFn();
			if (!isThenable(returnValueOfOnOk)) {
				onInternalClose();
				buttonOnClick?.(e);
				return;
			}
		}
		buttonOnClick?.(e);
		handlePromiseOnOk(returnValueOfOnOk);
	};
	return /*#__PURE__*/ React$1.createElement(Button, {
		...convertLegacyProps(type),
		onClick,
		loading,
		prefixCls,
		...restButtonProps,
		ref: buttonRef
	}, children);
};
// node_modules/antd/es/modal/context.js
var ModalContext = /*#__PURE__*/ React.createContext({});
var { Provider: ModalContextProvider } = ModalContext;
// node_modules/antd/es/modal/components/ConfirmCancelBtn.js
var ConfirmCancelBtn = () => {
	const { autoFocusButton, cancelButtonProps, cancelTextLocale, isSilent, mergedOkCancel, rootPrefixCls, close, onCancel, onConfirm, onClose } = useContext(ModalContext);
	return mergedOkCancel ? /*#__PURE__*/ React.createElement(ActionButton, {
		isSilent,
		actionFn: onCancel,
		close: (...args) => {
			close?.(...args);
			onConfirm?.(false);
			onClose?.();
		},
		autoFocus: autoFocusButton === "cancel",
		buttonProps: cancelButtonProps,
		prefixCls: `${rootPrefixCls}-btn`
	}, cancelTextLocale) : null;
};
// node_modules/antd/es/modal/components/ConfirmOkBtn.js
var ConfirmOkBtn = () => {
	const { autoFocusButton, close, isSilent, okButtonProps, rootPrefixCls, okTextLocale, okType, onConfirm, onOk, onClose } = useContext(ModalContext);
	return /*#__PURE__*/ React.createElement(ActionButton, {
		isSilent,
		type: okType || "primary",
		actionFn: onOk,
		close: (...args) => {
			close?.(...args);
			onConfirm?.(true);
			onClose?.();
		},
		autoFocus: autoFocusButton === "ok",
		buttonProps: okButtonProps,
		prefixCls: `${rootPrefixCls}-btn`
	}, okTextLocale);
};
// node_modules/@rc-component/dialog/es/context.js
var RefContext = /*#__PURE__*/ React$1.createContext({});
// node_modules/@rc-component/dialog/es/util.js
function getMotionName(prefixCls, transitionName, animationName) {
	let motionName = transitionName;
	if (!motionName && animationName) motionName = `${prefixCls}-${animationName}`;
	return motionName;
}
function getScroll(w, top) {
	let ret = w[`page${top ? "Y" : "X"}Offset`];
	const method = `scroll${top ? "Top" : "Left"}`;
	if (typeof ret !== "number") {
		const d = w.document;
		ret = d.documentElement[method];
		if (typeof ret !== "number") ret = d.body[method];
	}
	return ret;
}
function offset(el) {
	const rect = el.getBoundingClientRect();
	const pos = {
		left: rect.left,
		top: rect.top
	};
	const doc = el.ownerDocument;
	const w = doc.defaultView || doc.parentWindow;
	pos.left += getScroll(w);
	pos.top += getScroll(w, true);
	return pos;
}
// node_modules/@rc-component/dialog/es/Dialog/Content/MemoChildren.js
var MemoChildren_default = /*#__PURE__*/ React$1.memo(({ children }) => children, (_, { shouldUpdate }) => !shouldUpdate);
// node_modules/@rc-component/dialog/es/Dialog/Content/Panel.js
function _extends$6() {
	_extends$6 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$6.apply(this, arguments);
}
var Panel = /*#__PURE__*/ React.forwardRef((props, ref) => {
	const { prefixCls, className, style, title, ariaId, footer, closable, closeIcon, onClose, children, bodyStyle, bodyProps, modalRender, onMouseDown, onMouseUp, holderRef, visible, forceRender, width, height, classNames: modalClassNames, styles: modalStyles, isFixedPos, focusTrap } = props;
	const { panel: panelRef } = React.useContext(RefContext);
	const internalRef = useRef(null);
	const mergedRef = useComposeRef(holderRef, panelRef, internalRef);
	const [ignoreElement] = useLockFocus(visible && isFixedPos && focusTrap !== false, () => internalRef.current);
	React.useImperativeHandle(ref, () => ({ focus: () => {
		internalRef.current?.focus({ preventScroll: true });
	} }));
	const contentStyle = {};
	if (width !== void 0) contentStyle.width = width;
	if (height !== void 0) contentStyle.height = height;
	const footerNode = footer ? /*#__PURE__*/ React.createElement("div", {
		className: clsx(`${prefixCls}-footer`, modalClassNames?.footer),
		style: { ...modalStyles?.footer }
	}, footer) : null;
	const headerNode = title ? /*#__PURE__*/ React.createElement("div", {
		className: clsx(`${prefixCls}-header`, modalClassNames?.header),
		style: { ...modalStyles?.header }
	}, /*#__PURE__*/ React.createElement("div", {
		className: clsx(`${prefixCls}-title`, modalClassNames?.title),
		id: ariaId,
		style: { ...modalStyles?.title }
	}, title)) : null;
	const closableObj = useMemo(() => {
		if (typeof closable === "object" && closable !== null) return closable;
		if (closable) return { closeIcon: closeIcon ?? /*#__PURE__*/ React.createElement("span", { className: `${prefixCls}-close-x` }) };
		return {};
	}, [
		closable,
		closeIcon,
		prefixCls
	]);
	const ariaProps = pickAttrs(closableObj, true);
	const closeBtnIsDisabled = typeof closable === "object" && closable.disabled;
	const closerNode = closable ? /*#__PURE__*/ React.createElement("button", _extends$6({
		type: "button",
		onClick: onClose,
		"aria-label": "Close"
	}, ariaProps, {
		className: clsx(`${prefixCls}-close`, modalClassNames?.close),
		disabled: closeBtnIsDisabled,
		style: modalStyles?.close
	}), closableObj.closeIcon) : null;
	const content = /*#__PURE__*/ React.createElement("div", {
		className: clsx(`${prefixCls}-container`, modalClassNames?.container),
		style: modalStyles?.container
	}, closerNode, headerNode, /*#__PURE__*/ React.createElement("div", _extends$6({
		className: clsx(`${prefixCls}-body`, modalClassNames?.body),
		style: {
			...bodyStyle,
			...modalStyles?.body
		}
	}, bodyProps), children), footerNode);
	return /*#__PURE__*/ React.createElement("div", {
		key: "dialog-element",
		role: "dialog",
		"aria-labelledby": title ? ariaId : null,
		"aria-modal": "true",
		ref: mergedRef,
		style: {
			...style,
			...contentStyle
		},
		className: clsx(prefixCls, className),
		onMouseDown,
		onMouseUp,
		tabIndex: -1,
		onFocus: (e) => {
			ignoreElement(e.target);
		}
	}, /*#__PURE__*/ React.createElement(MemoChildren_default, { shouldUpdate: visible || forceRender }, modalRender ? modalRender(content) : content));
});
if (process.env.NODE_ENV !== "production") Panel.displayName = "Panel";
// node_modules/@rc-component/dialog/es/Dialog/Content/index.js
function _extends$5() {
	_extends$5 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$5.apply(this, arguments);
}
var Content = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { prefixCls, title, style, className, visible, forceRender, destroyOnHidden, motionName, ariaId, onVisibleChanged, mousePosition } = props;
	const dialogRef = useRef(null);
	const panelRef = useRef(null);
	React$1.useImperativeHandle(ref, () => ({
		...panelRef.current,
		inMotion: dialogRef.current.inMotion,
		enableMotion: dialogRef.current.enableMotion
	}));
	const [transformOrigin, setTransformOrigin] = React$1.useState();
	const contentStyle = {};
	if (transformOrigin) contentStyle.transformOrigin = transformOrigin;
	function onPrepare() {
		if (!dialogRef.current?.nativeElement) return;
		const elementOffset = offset(dialogRef.current.nativeElement);
		setTransformOrigin(mousePosition && (mousePosition.x || mousePosition.y) ? `${mousePosition.x - elementOffset.left}px ${mousePosition.y - elementOffset.top}px` : "");
	}
	return /*#__PURE__*/ React$1.createElement(es_default$3, {
		visible,
		onVisibleChanged,
		onAppearPrepare: onPrepare,
		onEnterPrepare: onPrepare,
		forceRender,
		motionName,
		removeOnLeave: destroyOnHidden,
		ref: dialogRef
	}, ({ className: motionClassName, style: motionStyle }, motionRef) => /*#__PURE__*/ React$1.createElement(Panel, _extends$5({}, props, {
		ref: panelRef,
		title,
		ariaId,
		prefixCls,
		holderRef: motionRef,
		style: {
			...motionStyle,
			...style,
			...contentStyle
		},
		className: clsx(className, motionClassName)
	})));
});
if (process.env.NODE_ENV !== "production") Content.displayName = "Content";
// node_modules/@rc-component/dialog/es/Dialog/Mask.js
function _extends$4() {
	_extends$4 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$4.apply(this, arguments);
}
var Mask = (props) => {
	const { prefixCls, style, visible, maskProps, motionName, className } = props;
	return /*#__PURE__*/ React$1.createElement(es_default$3, {
		key: "mask",
		visible,
		motionName,
		leavedClassName: `${prefixCls}-mask-hidden`
	}, ({ className: motionClassName, style: motionStyle }, ref) => /*#__PURE__*/ React$1.createElement("div", _extends$4({
		ref,
		style: {
			...motionStyle,
			...style
		},
		className: clsx(`${prefixCls}-mask`, motionClassName, className)
	}, maskProps)));
};
// node_modules/@rc-component/dialog/es/Dialog/index.js
function _extends$3() {
	_extends$3 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$3.apply(this, arguments);
}
var Dialog = (props) => {
	const { prefixCls = "rc-dialog", zIndex, visible = false, focusTriggerAfterClose = true, wrapStyle, wrapClassName, wrapProps, onClose, afterOpenChange, afterClose, transitionName, animation, closable = true, mask = true, maskTransitionName, maskAnimation, maskClosable = true, maskStyle, maskProps, rootClassName, rootStyle, classNames: modalClassNames, styles: modalStyles } = props;
	if (process.env.NODE_ENV !== "production") {
		[
			"wrapStyle",
			"bodyStyle",
			"maskStyle"
		].forEach((prop) => {
			warningOnce$1(!(prop in props), `${prop} is deprecated, please use styles instead.`);
		});
		if ("wrapClassName" in props) warningOnce$1(false, `wrapClassName is deprecated, please use classNames instead.`);
	}
	const lastOutSideActiveElementRef = useRef(null);
	const wrapperRef = useRef(null);
	const contentRef = useRef(null);
	const [animatedVisible, setAnimatedVisible] = React$1.useState(visible);
	const [isFixedPos, setIsFixedPos] = React$1.useState(false);
	const ariaId = useId_default();
	function saveLastOutSideActiveElementRef() {
		if (!contains$1(wrapperRef.current, document.activeElement)) lastOutSideActiveElementRef.current = document.activeElement;
	}
	function focusDialogContent() {
		if (!contains$1(wrapperRef.current, document.activeElement)) contentRef.current?.focus();
	}
	function doClose() {
		setAnimatedVisible(false);
		if (mask && lastOutSideActiveElementRef.current && focusTriggerAfterClose) {
			try {
				lastOutSideActiveElementRef.current.focus({ preventScroll: true });
			} catch (e) {}
			lastOutSideActiveElementRef.current = null;
		}
		if (animatedVisible) afterClose?.();
	}
	function onDialogVisibleChanged(newVisible) {
		if (newVisible) focusDialogContent();
		else doClose();
		afterOpenChange?.(newVisible);
	}
	function onInternalClose(e) {
		onClose?.(e);
	}
	const mouseDownOnMaskRef = useRef(false);
	let onWrapperClick = null;
	if (maskClosable) onWrapperClick = (e) => {
		if (wrapperRef.current === e.target && mouseDownOnMaskRef.current) onInternalClose(e);
	};
	function onWrapperMouseDown(e) {
		mouseDownOnMaskRef.current = e.target === wrapperRef.current;
	}
	useEffect(() => {
		if (visible) {
			mouseDownOnMaskRef.current = false;
			setAnimatedVisible(true);
			saveLastOutSideActiveElementRef();
			if (wrapperRef.current) {
				const computedWrapStyle = getComputedStyle(wrapperRef.current);
				setIsFixedPos(computedWrapStyle.position === "fixed");
			}
		} else if (animatedVisible && contentRef.current.enableMotion() && !contentRef.current.inMotion()) doClose();
	}, [visible]);
	const mergedStyle = {
		zIndex,
		...wrapStyle,
		...modalStyles?.wrapper,
		display: !animatedVisible ? "none" : null
	};
	return /*#__PURE__*/ React$1.createElement("div", _extends$3({
		className: clsx(`${prefixCls}-root`, rootClassName),
		style: rootStyle
	}, pickAttrs(props, { data: true })), /*#__PURE__*/ React$1.createElement(Mask, {
		prefixCls,
		visible: mask && visible,
		motionName: getMotionName(prefixCls, maskTransitionName, maskAnimation),
		style: {
			zIndex,
			...maskStyle,
			...modalStyles?.mask
		},
		maskProps,
		className: modalClassNames?.mask
	}), /*#__PURE__*/ React$1.createElement("div", _extends$3({
		className: clsx(`${prefixCls}-wrap`, wrapClassName, modalClassNames?.wrapper),
		ref: wrapperRef,
		onClick: onWrapperClick,
		onMouseDown: onWrapperMouseDown,
		style: mergedStyle
	}, wrapProps), /*#__PURE__*/ React$1.createElement(Content, _extends$3({}, props, {
		isFixedPos,
		ref: contentRef,
		closable,
		ariaId,
		prefixCls,
		visible: visible && animatedVisible,
		onClose: onInternalClose,
		onVisibleChanged: onDialogVisibleChanged,
		motionName: getMotionName(prefixCls, transitionName, animation)
	}))));
};
// node_modules/@rc-component/dialog/es/DialogWrap.js
function _extends$2() {
	_extends$2 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$2.apply(this, arguments);
}
var DialogWrap = (props) => {
	const { visible, getContainer, forceRender, destroyOnHidden = false, afterClose, closable, panelRef, keyboard = true, scrollLock = true, onClose } = props;
	const { scrollLock: _, ...restProps } = props;
	const [animatedVisible, setAnimatedVisible] = React$1.useState(visible);
	const refContext = React$1.useMemo(() => ({ panel: panelRef }), [panelRef]);
	const onEsc = ({ top, event }) => {
		if (top && keyboard) {
			event.stopPropagation();
			onClose?.(event);
			return;
		}
	};
	React$1.useEffect(() => {
		if (visible) setAnimatedVisible(true);
	}, [visible]);
	if (!forceRender && destroyOnHidden && !animatedVisible) return null;
	return /*#__PURE__*/ React$1.createElement(RefContext.Provider, { value: refContext }, /*#__PURE__*/ React$1.createElement(es_default$2, {
		open: visible || forceRender || animatedVisible,
		onEsc,
		autoDestroy: false,
		getContainer,
		autoLock: scrollLock && (visible || animatedVisible)
	}, /*#__PURE__*/ React$1.createElement(Dialog, _extends$2({}, restProps, {
		destroyOnHidden,
		afterClose: () => {
			const { afterClose: closableAfterClose } = (closable && typeof closable === "object" ? closable : {}) || {};
			closableAfterClose?.();
			afterClose?.();
			setAnimatedVisible(false);
		}
	}))));
};
if (process.env.NODE_ENV !== "production") DialogWrap.displayName = "Dialog";
// node_modules/@rc-component/dialog/es/index.js
var es_default = DialogWrap;
// node_modules/@rc-component/form/es/FieldContext.js
var HOOK_MARK = "RC_FORM_INTERNAL_HOOKS";
var warningFunc = () => {
	warningOnce$1(false, "Can not find FormContext. Please make sure you wrap Field under Form.");
};
var Context = /*#__PURE__*/ React$1.createContext({
	getFieldValue: warningFunc,
	getFieldsValue: warningFunc,
	getFieldError: warningFunc,
	getFieldWarning: warningFunc,
	getFieldsError: warningFunc,
	isFieldsTouched: warningFunc,
	isFieldTouched: warningFunc,
	isFieldValidating: warningFunc,
	isFieldsValidating: warningFunc,
	resetFields: warningFunc,
	setFields: warningFunc,
	setFieldValue: warningFunc,
	setFieldsValue: warningFunc,
	validateFields: warningFunc,
	submit: warningFunc,
	getInternalHooks: () => {
		warningFunc();
		return {
			dispatch: warningFunc,
			initEntityValue: warningFunc,
			registerField: warningFunc,
			useSubscribe: warningFunc,
			setInitialValues: warningFunc,
			destroyForm: warningFunc,
			setCallbacks: warningFunc,
			registerWatch: warningFunc,
			getFields: warningFunc,
			setValidateMessages: warningFunc,
			setPreserve: warningFunc,
			getInitialValue: warningFunc
		};
	}
});
// node_modules/@rc-component/form/es/ListContext.js
var ListContext = /*#__PURE__*/ React$1.createContext(null);
// node_modules/@rc-component/form/es/utils/typeUtil.js
function toArray(value) {
	if (value === void 0 || value === null) return [];
	return Array.isArray(value) ? value : [value];
}
function isFormInstance(form) {
	return form && !!form._init;
}
// node_modules/@rc-component/async-validator/es/messages.js
function newMessages() {
	return {
		default: "Validation error on field %s",
		required: "%s is required",
		enum: "%s must be one of %s",
		whitespace: "%s cannot be empty",
		date: {
			format: "%s date %s is invalid for format %s",
			parse: "%s date could not be parsed, %s is invalid ",
			invalid: "%s date %s is invalid"
		},
		types: {
			string: "%s is not a %s",
			method: "%s is not a %s (function)",
			array: "%s is not an %s",
			object: "%s is not an %s",
			number: "%s is not a %s",
			date: "%s is not a %s",
			boolean: "%s is not a %s",
			integer: "%s is not an %s",
			float: "%s is not a %s",
			regexp: "%s is not a valid %s",
			email: "%s is not a valid %s",
			tel: "%s is not a valid %s",
			url: "%s is not a valid %s",
			hex: "%s is not a valid %s"
		},
		string: {
			len: "%s must be exactly %s characters",
			min: "%s must be at least %s characters",
			max: "%s cannot be longer than %s characters",
			range: "%s must be between %s and %s characters"
		},
		number: {
			len: "%s must equal %s",
			min: "%s cannot be less than %s",
			max: "%s cannot be greater than %s",
			range: "%s must be between %s and %s"
		},
		array: {
			len: "%s must be exactly %s in length",
			min: "%s cannot be less than %s in length",
			max: "%s cannot be greater than %s in length",
			range: "%s must be between %s and %s in length"
		},
		pattern: { mismatch: "%s value %s does not match pattern %s" },
		clone() {
			const cloned = JSON.parse(JSON.stringify(this));
			cloned.clone = this.clone;
			return cloned;
		}
	};
}
var messages = newMessages();
// node_modules/@rc-component/async-validator/es/util.js
var formatRegExp = /%[sdj%]/g;
var warning = () => {};
if (typeof process !== "undefined" && process.env && process.env.NODE_ENV !== "production" && typeof window !== "undefined" && typeof document !== "undefined") warning = (type, errors) => {
	if (typeof console !== "undefined" && console.warn && typeof ASYNC_VALIDATOR_NO_WARNING === "undefined") {
		if (errors.every((e) => typeof e === "string")) console.warn(type, errors);
	}
};
function convertFieldsError(errors) {
	if (!errors || !errors.length) return null;
	const fields = {};
	errors.forEach((error) => {
		const field = error.field;
		fields[field] = fields[field] || [];
		fields[field].push(error);
	});
	return fields;
}
function format(template, ...args) {
	let i = 0;
	const len = args.length;
	if (typeof template === "function") return template.apply(null, args);
	if (typeof template === "string") return template.replace(formatRegExp, (x) => {
		if (x === "%%") return "%";
		if (i >= len) return x;
		switch (x) {
			case "%s": return String(args[i++]);
			case "%d": return Number(args[i++]);
			case "%j": try {
				return JSON.stringify(args[i++]);
			} catch (_) {
				return "[Circular]";
			}
			default: return x;
		}
	});
	return template;
}
function isNativeStringType(type) {
	return type === "string" || type === "url" || type === "hex" || type === "email" || type === "date" || type === "pattern" || type === "tel";
}
function isEmptyValue(value, type) {
	if (value === void 0 || value === null) return true;
	if (type === "array" && Array.isArray(value) && !value.length) return true;
	if (isNativeStringType(type) && typeof value === "string" && !value) return true;
	return false;
}
function asyncParallelArray(arr, func, callback) {
	const results = [];
	let total = 0;
	const arrLength = arr.length;
	function count(errors) {
		results.push(...errors || []);
		total++;
		if (total === arrLength) callback(results);
	}
	arr.forEach((a) => {
		func(a, count);
	});
}
function asyncSerialArray(arr, func, callback) {
	let index = 0;
	const arrLength = arr.length;
	function next(errors) {
		if (errors && errors.length) {
			callback(errors);
			return;
		}
		const original = index;
		index = index + 1;
		if (original < arrLength) func(arr[original], next);
		else callback([]);
	}
	next([]);
}
function flattenObjArr(objArr) {
	const ret = [];
	Object.keys(objArr).forEach((k) => {
		ret.push(...objArr[k] || []);
	});
	return ret;
}
var AsyncValidationError = class extends Error {
	errors;
	fields;
	constructor(errors, fields) {
		super("Async Validation Error");
		this.errors = errors;
		this.fields = fields;
	}
};
function asyncMap(objArr, option, func, callback, source) {
	if (option.first) {
		const pending = new Promise((resolve, reject) => {
			const next = (errors) => {
				callback(errors);
				return errors.length ? reject(new AsyncValidationError(errors, convertFieldsError(errors))) : resolve(source);
			};
			asyncSerialArray(flattenObjArr(objArr), func, next);
		});
		pending.catch((e) => e);
		return pending;
	}
	const firstFields = option.firstFields === true ? Object.keys(objArr) : option.firstFields || [];
	const objArrKeys = Object.keys(objArr);
	const objArrLength = objArrKeys.length;
	let total = 0;
	const results = [];
	const pending = new Promise((resolve, reject) => {
		const next = (errors) => {
			results.push.apply(results, errors);
			total++;
			if (total === objArrLength) {
				callback(results);
				return results.length ? reject(new AsyncValidationError(results, convertFieldsError(results))) : resolve(source);
			}
		};
		if (!objArrKeys.length) {
			callback(results);
			resolve(source);
		}
		objArrKeys.forEach((key) => {
			const arr = objArr[key];
			if (firstFields.indexOf(key) !== -1) asyncSerialArray(arr, func, next);
			else asyncParallelArray(arr, func, next);
		});
	});
	pending.catch((e) => e);
	return pending;
}
function isErrorObj(obj) {
	return !!(obj && obj.message !== void 0);
}
function getValue(value, path) {
	let v = value;
	for (let i = 0; i < path.length; i++) {
		if (v == void 0) return v;
		v = v[path[i]];
	}
	return v;
}
function complementError(rule, source) {
	return (oe) => {
		let fieldValue;
		if (rule.fullFields) fieldValue = getValue(source, rule.fullFields);
		else fieldValue = source[oe.field || rule.fullField];
		if (isErrorObj(oe)) {
			oe.field = oe.field || rule.fullField;
			oe.fieldValue = fieldValue;
			return oe;
		}
		return {
			message: typeof oe === "function" ? oe() : oe,
			fieldValue,
			field: oe.field || rule.fullField
		};
	};
}
function deepMerge(target, source) {
	if (source) {
		for (const s in source) if (source.hasOwnProperty(s)) {
			const value = source[s];
			if (typeof value === "object" && typeof target[s] === "object") target[s] = {
				...target[s],
				...value
			};
			else target[s] = value;
		}
	}
	return target;
}
// node_modules/@rc-component/async-validator/es/rule/enum.js
var ENUM$1 = "enum";
var enumerable$1 = (rule, value, source, errors, options) => {
	rule[ENUM$1] = Array.isArray(rule[ENUM$1]) ? rule[ENUM$1] : [];
	if (rule[ENUM$1].indexOf(value) === -1) errors.push(format(options.messages[ENUM$1], rule.fullField, rule[ENUM$1].join(", ")));
};
// node_modules/@rc-component/async-validator/es/rule/pattern.js
var pattern$2 = (rule, value, source, errors, options) => {
	if (rule.pattern) {
		if (rule.pattern instanceof RegExp) {
			rule.pattern.lastIndex = 0;
			if (!rule.pattern.test(value)) errors.push(format(options.messages.pattern.mismatch, rule.fullField, value, rule.pattern));
		} else if (typeof rule.pattern === "string") {
			if (!new RegExp(rule.pattern).test(value)) errors.push(format(options.messages.pattern.mismatch, rule.fullField, value, rule.pattern));
		}
	}
};
// node_modules/@rc-component/async-validator/es/rule/range.js
var range = (rule, value, source, errors, options) => {
	const len = typeof rule.len === "number";
	const min = typeof rule.min === "number";
	const max = typeof rule.max === "number";
	const spRegexp = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
	let val = value;
	let key = null;
	const num = typeof value === "number";
	const str = typeof value === "string";
	const arr = Array.isArray(value);
	if (num) key = "number";
	else if (str) key = "string";
	else if (arr) key = "array";
	if (!key) return false;
	if (arr) val = value.length;
	if (str) val = value.replace(spRegexp, "_").length;
	if (len) {
		if (val !== rule.len) errors.push(format(options.messages[key].len, rule.fullField, rule.len));
	} else if (min && !max && val < rule.min) errors.push(format(options.messages[key].min, rule.fullField, rule.min));
	else if (max && !min && val > rule.max) errors.push(format(options.messages[key].max, rule.fullField, rule.max));
	else if (min && max && (val < rule.min || val > rule.max)) errors.push(format(options.messages[key].range, rule.fullField, rule.min, rule.max));
};
// node_modules/@rc-component/async-validator/es/rule/required.js
var required$1 = (rule, value, source, errors, options, type) => {
	if (rule.required && (!source.hasOwnProperty(rule.field) || isEmptyValue(value, type || rule.type))) errors.push(format(options.messages.required, rule.fullField));
};
// node_modules/@rc-component/async-validator/es/rule/url.js
var urlReg;
var url_default = (() => {
	if (urlReg) return urlReg;
	const word = "[a-fA-F\\d:]";
	const b = (options) => options && options.includeBoundaries ? `(?:(?<=\\s|^)(?=${word})|(?<=${word})(?=\\s|$))` : "";
	const v4 = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}";
	const v6seg = "[a-fA-F\\d]{1,4}";
	const v6 = `(?:${[
		`(?:${v6seg}:){7}(?:${v6seg}|:)`,
		`(?:${v6seg}:){6}(?:${v4}|:${v6seg}|:)`,
		`(?:${v6seg}:){5}(?::${v4}|(?::${v6seg}){1,2}|:)`,
		`(?:${v6seg}:){4}(?:(?::${v6seg}){0,1}:${v4}|(?::${v6seg}){1,3}|:)`,
		`(?:${v6seg}:){3}(?:(?::${v6seg}){0,2}:${v4}|(?::${v6seg}){1,4}|:)`,
		`(?:${v6seg}:){2}(?:(?::${v6seg}){0,3}:${v4}|(?::${v6seg}){1,5}|:)`,
		`(?:${v6seg}:){1}(?:(?::${v6seg}){0,4}:${v4}|(?::${v6seg}){1,6}|:)`,
		`(?::(?:(?::${v6seg}){0,5}:${v4}|(?::${v6seg}){1,7}|:))`
	].join("|")})(?:%[0-9a-zA-Z]{1,})?`;
	const v46Exact = new RegExp(`(?:^${v4}$)|(?:^${v6}$)`);
	const v4exact = new RegExp(`^${v4}$`);
	const v6exact = new RegExp(`^${v6}$`);
	const ip = (options) => options && options.exact ? v46Exact : new RegExp(`(?:${b(options)}${v4}${b(options)})|(?:${b(options)}${v6}${b(options)})`, "g");
	ip.v4 = (options) => options && options.exact ? v4exact : new RegExp(`${b(options)}${v4}${b(options)}`, "g");
	ip.v6 = (options) => options && options.exact ? v6exact : new RegExp(`${b(options)}${v6}${b(options)}`, "g");
	const regex = `(?:(?:(?:[a-z]+:)?//)|www\\.)(?:\\S+(?::\\S*)?@)?(?:localhost|${ip.v4().source}|${ip.v6().source}|(?:(?:[a-z\\u00a1-\\uffff0-9][-_]*)*[a-z\\u00a1-\\uffff0-9]+)(?:\\.(?:[a-z\\u00a1-\\uffff0-9]-*)*[a-z\\u00a1-\\uffff0-9]+)*(?:\\.(?:[a-z\\u00a1-\\uffff]{2,})))(?::\\d{2,5})?(?:[/?#][^\\s"]*)?`;
	urlReg = new RegExp(`(?:^${regex}$)`, "i");
	return urlReg;
});
// node_modules/@rc-component/async-validator/es/rule/type.js
var pattern$1 = {
	email: /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/,
	/**
	* Phone number regex, support country code, brackets, spaces, and dashes (or non-breaking hyphen \u2011).
	* @see https://regexr.com/3c53v
	* @see https://ihateregex.io/expr/phone/
	* @see https://developers.google.com/style/phone-numbers using non-breaking hyphen \u2011
	*/
	tel: /^(\+[0-9]{1,3}[-\s\u2011]?)?(\([0-9]{1,4}\)[-\s\u2011]?)?([0-9]+[-\s\u2011]?)*[0-9]+$/,
	hex: /^#?([a-f0-9]{6}|[a-f0-9]{3})$/i
};
var types = {
	integer(value) {
		return types.number(value) && parseInt(value, 10) === value;
	},
	float(value) {
		return types.number(value) && !types.integer(value);
	},
	array(value) {
		return Array.isArray(value);
	},
	regexp(value) {
		if (value instanceof RegExp) return true;
		try {
			return !!new RegExp(value);
		} catch (e) {
			return false;
		}
	},
	date(value) {
		return typeof value.getTime === "function" && typeof value.getMonth === "function" && typeof value.getYear === "function" && !isNaN(value.getTime());
	},
	number(value) {
		if (isNaN(value)) return false;
		return typeof value === "number";
	},
	object(value) {
		return typeof value === "object" && !types.array(value);
	},
	method(value) {
		return typeof value === "function";
	},
	email(value) {
		return typeof value === "string" && value.length <= 320 && !!value.match(pattern$1.email);
	},
	tel(value) {
		return typeof value === "string" && value.length <= 32 && !!value.match(pattern$1.tel);
	},
	url(value) {
		return typeof value === "string" && value.length <= 2048 && !!value.match(url_default());
	},
	hex(value) {
		return typeof value === "string" && !!value.match(pattern$1.hex);
	}
};
var type$1 = (rule, value, source, errors, options) => {
	if (rule.required && value === void 0) {
		required$1(rule, value, source, errors, options);
		return;
	}
	const custom = [
		"integer",
		"float",
		"array",
		"regexp",
		"object",
		"method",
		"email",
		"tel",
		"number",
		"date",
		"url",
		"hex"
	];
	const ruleType = rule.type;
	if (custom.indexOf(ruleType) > -1) {
		if (!types[ruleType](value)) errors.push(format(options.messages.types[ruleType], rule.fullField, rule.type));
	} else if (ruleType && typeof value !== rule.type) errors.push(format(options.messages.types[ruleType], rule.fullField, rule.type));
};
// node_modules/@rc-component/async-validator/es/rule/whitespace.js
/**
*  Rule for validating whitespace.
*
*  @param rule The validation rule.
*  @param value The value of the field on the source object.
*  @param source The source object being validated.
*  @param errors An array of errors that this rule may add
*  validation errors to.
*  @param options The validation options.
*  @param options.messages The validation messages.
*/
var whitespace = (rule, value, source, errors, options) => {
	if (/^\s+$/.test(value) || value === "") errors.push(format(options.messages.whitespace, rule.fullField));
};
// node_modules/@rc-component/async-validator/es/rule/index.js
var rule_default = {
	required: required$1,
	whitespace,
	type: type$1,
	range,
	enum: enumerable$1,
	pattern: pattern$2
};
// node_modules/@rc-component/async-validator/es/validator/any.js
var any = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/array.js
var array = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if ((value === void 0 || value === null) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options, "array");
		if (value !== void 0 && value !== null) {
			rule_default.type(rule, value, source, errors, options);
			rule_default.range(rule, value, source, errors, options);
		}
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/boolean.js
var boolean = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (value !== void 0) rule_default.type(rule, value, source, errors, options);
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/date.js
var date = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value, "date") && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (!isEmptyValue(value, "date")) {
			let dateObject;
			if (value instanceof Date) dateObject = value;
			else dateObject = new Date(value);
			rule_default.type(rule, dateObject, source, errors, options);
			if (dateObject) rule_default.range(rule, dateObject.getTime(), source, errors, options);
		}
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/enum.js
var ENUM = "enum";
var enumerable = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (value !== void 0) rule_default[ENUM](rule, value, source, errors, options);
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/float.js
var floatFn = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (value !== void 0) {
			rule_default.type(rule, value, source, errors, options);
			rule_default.range(rule, value, source, errors, options);
		}
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/integer.js
var integer = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (value !== void 0) {
			rule_default.type(rule, value, source, errors, options);
			rule_default.range(rule, value, source, errors, options);
		}
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/method.js
var method = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (value !== void 0) rule_default.type(rule, value, source, errors, options);
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/number.js
var number = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (value === "") value = void 0;
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (value !== void 0) {
			rule_default.type(rule, value, source, errors, options);
			rule_default.range(rule, value, source, errors, options);
		}
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/object.js
var object = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (value !== void 0) rule_default.type(rule, value, source, errors, options);
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/pattern.js
var pattern = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value, "string") && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (!isEmptyValue(value, "string")) rule_default.pattern(rule, value, source, errors, options);
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/regexp.js
var regexp = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options);
		if (!isEmptyValue(value)) rule_default.type(rule, value, source, errors, options);
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/required.js
var required = (rule, value, callback, source, options) => {
	const errors = [];
	const type = Array.isArray(value) ? "array" : typeof value;
	rule_default.required(rule, value, source, errors, options, type);
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/string.js
var string = (rule, value, callback, source, options) => {
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value, "string") && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options, "string");
		if (!isEmptyValue(value, "string")) {
			rule_default.type(rule, value, source, errors, options);
			rule_default.range(rule, value, source, errors, options);
			rule_default.pattern(rule, value, source, errors, options);
			if (rule.whitespace === true) rule_default.whitespace(rule, value, source, errors, options);
		}
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/type.js
var type = (rule, value, callback, source, options) => {
	const ruleType = rule.type;
	const errors = [];
	if (rule.required || !rule.required && source.hasOwnProperty(rule.field)) {
		if (isEmptyValue(value, ruleType) && !rule.required) return callback();
		rule_default.required(rule, value, source, errors, options, ruleType);
		if (!isEmptyValue(value, ruleType)) rule_default.type(rule, value, source, errors, options);
	}
	callback(errors);
};
// node_modules/@rc-component/async-validator/es/validator/index.js
var validator_default = {
	string,
	method,
	number,
	boolean,
	regexp,
	integer,
	float: floatFn,
	array,
	object,
	enum: enumerable,
	pattern,
	date,
	url: type,
	hex: type,
	email: type,
	tel: type,
	required,
	any
};
// node_modules/@rc-component/async-validator/es/index.js
/**
*  Encapsulates a validation schema.
*
*  @param descriptor An object declaring validation rules
*  for this schema.
*/
var Schema = class Schema {
	static register = function register(type, validator) {
		if (typeof validator !== "function") throw new Error("Cannot register a validator by type, validator is not a function");
		validator_default[type] = validator;
	};
	static warning = warning;
	static messages = messages;
	static validators = validator_default;
	rules = null;
	_messages = messages;
	constructor(descriptor) {
		this.define(descriptor);
	}
	define(rules) {
		if (!rules) throw new Error("Cannot configure a schema with no rules");
		if (typeof rules !== "object" || Array.isArray(rules)) throw new Error("Rules must be an object");
		this.rules = {};
		Object.keys(rules).forEach((name) => {
			const item = rules[name];
			this.rules[name] = Array.isArray(item) ? item : [item];
		});
	}
	messages(messages) {
		if (messages) this._messages = deepMerge(newMessages(), messages);
		return this._messages;
	}
	validate(source_, o = {}, oc = () => {}) {
		let source = source_;
		let options = o;
		let callback = oc;
		if (typeof options === "function") {
			callback = options;
			options = {};
		}
		if (!this.rules || Object.keys(this.rules).length === 0) {
			if (callback) callback(null, source);
			return Promise.resolve(source);
		}
		function complete(results) {
			let errors = [];
			let fields = {};
			function add(e) {
				if (Array.isArray(e)) errors = errors.concat(...e);
				else errors.push(e);
			}
			for (let i = 0; i < results.length; i++) add(results[i]);
			if (!errors.length) callback(null, source);
			else {
				fields = convertFieldsError(errors);
				callback(errors, fields);
			}
		}
		if (options.messages) {
			let messages$1 = this.messages();
			if (messages$1 === messages) messages$1 = newMessages();
			deepMerge(messages$1, options.messages);
			options.messages = messages$1;
		} else options.messages = this.messages();
		const series = {};
		(options.keys || Object.keys(this.rules)).forEach((z) => {
			const arr = this.rules[z];
			let value = source[z];
			arr.forEach((r) => {
				let rule = r;
				if (typeof rule.transform === "function") {
					if (source === source_) source = { ...source };
					value = source[z] = rule.transform(value);
					if (value !== void 0 && value !== null) rule.type = rule.type || (Array.isArray(value) ? "array" : typeof value);
				}
				if (typeof rule === "function") rule = { validator: rule };
				else rule = { ...rule };
				rule.validator = this.getValidationMethod(rule);
				if (!rule.validator) return;
				rule.field = z;
				rule.fullField = rule.fullField || z;
				rule.type = this.getType(rule);
				series[z] = series[z] || [];
				series[z].push({
					rule,
					value,
					source,
					field: z
				});
			});
		});
		const errorFields = {};
		return asyncMap(series, options, (data, doIt) => {
			const rule = data.rule;
			let deep = (rule.type === "object" || rule.type === "array") && (typeof rule.fields === "object" || typeof rule.defaultField === "object");
			deep = deep && (rule.required || !rule.required && data.value);
			rule.field = data.field;
			function addFullField(key, schema) {
				return {
					...schema,
					fullField: `${rule.fullField}.${key}`,
					fullFields: rule.fullFields ? [...rule.fullFields, key] : [key]
				};
			}
			function cb(e = []) {
				let errorList = Array.isArray(e) ? e : [e];
				if (!options.suppressWarning && errorList.length) Schema.warning("async-validator:", errorList);
				if (errorList.length && rule.message !== void 0 && rule.message !== null) errorList = [].concat(rule.message);
				let filledErrors = errorList.map(complementError(rule, source));
				if (options.first && filledErrors.length) {
					errorFields[rule.field] = 1;
					return doIt(filledErrors);
				}
				if (!deep) doIt(filledErrors);
				else {
					if (rule.required && !data.value) {
						if (rule.message !== void 0) filledErrors = [].concat(rule.message).map(complementError(rule, source));
						else if (options.error) filledErrors = [options.error(rule, format(options.messages.required, rule.field))];
						return doIt(filledErrors);
					}
					let fieldsSchema = {};
					if (rule.defaultField) Object.keys(data.value).map((key) => {
						fieldsSchema[key] = rule.defaultField;
					});
					fieldsSchema = {
						...fieldsSchema,
						...data.rule.fields
					};
					const paredFieldsSchema = {};
					Object.keys(fieldsSchema).forEach((field) => {
						const fieldSchema = fieldsSchema[field];
						paredFieldsSchema[field] = (Array.isArray(fieldSchema) ? fieldSchema : [fieldSchema]).map(addFullField.bind(null, field));
					});
					const schema = new Schema(paredFieldsSchema);
					schema.messages(options.messages);
					if (data.rule.options) {
						data.rule.options.messages = options.messages;
						data.rule.options.error = options.error;
					}
					schema.validate(data.value, data.rule.options || options, (errs) => {
						const finalErrors = [];
						if (filledErrors && filledErrors.length) finalErrors.push(...filledErrors);
						if (errs && errs.length) finalErrors.push(...errs);
						doIt(finalErrors.length ? finalErrors : null);
					});
				}
			}
			let res;
			if (rule.asyncValidator) res = rule.asyncValidator(rule, data.value, cb, data.source, options);
			else if (rule.validator) {
				try {
					res = rule.validator(rule, data.value, cb, data.source, options);
				} catch (error) {
					console.error?.(error);
					if (!options.suppressValidatorError) setTimeout(() => {
						throw error;
					}, 0);
					cb(error.message);
				}
				if (res === true) cb();
				else if (res === false) cb(typeof rule.message === "function" ? rule.message(rule.fullField || rule.field) : rule.message || `${rule.fullField || rule.field} fails`);
				else if (res instanceof Array) cb(res);
				else if (res instanceof Error) cb(res.message);
			}
			if (res && res.then) res.then(() => cb(), (e) => cb(e));
		}, (results) => {
			complete(results);
		}, source);
	}
	getType(rule) {
		if (rule.type === void 0 && rule.pattern instanceof RegExp) rule.type = "pattern";
		if (typeof rule.validator !== "function" && rule.type && !validator_default.hasOwnProperty(rule.type)) throw new Error(format("Unknown rule type %s", rule.type));
		return rule.type || "string";
	}
	getValidationMethod(rule) {
		if (typeof rule.validator === "function") return rule.validator;
		const keys = Object.keys(rule);
		const messageIndex = keys.indexOf("message");
		if (messageIndex !== -1) keys.splice(messageIndex, 1);
		if (keys.length === 1 && keys[0] === "required") return validator_default.required;
		return validator_default[this.getType(rule)] || void 0;
	}
};
// node_modules/@rc-component/form/es/utils/messages.js
var typeTemplate = "'${name}' is not a valid ${type}";
var defaultValidateMessages = {
	default: "Validation error on field '${name}'",
	required: "'${name}' is required",
	enum: "'${name}' must be one of [${enum}]",
	whitespace: "'${name}' cannot be empty",
	date: {
		format: "'${name}' is invalid for format date",
		parse: "'${name}' could not be parsed as date",
		invalid: "'${name}' is invalid date"
	},
	types: {
		string: typeTemplate,
		method: typeTemplate,
		array: typeTemplate,
		object: typeTemplate,
		number: typeTemplate,
		date: typeTemplate,
		boolean: typeTemplate,
		integer: typeTemplate,
		float: typeTemplate,
		regexp: typeTemplate,
		email: typeTemplate,
		tel: typeTemplate,
		url: typeTemplate,
		hex: typeTemplate
	},
	string: {
		len: "'${name}' must be exactly ${len} characters",
		min: "'${name}' must be at least ${min} characters",
		max: "'${name}' cannot be longer than ${max} characters",
		range: "'${name}' must be between ${min} and ${max} characters"
	},
	number: {
		len: "'${name}' must equal ${len}",
		min: "'${name}' cannot be less than ${min}",
		max: "'${name}' cannot be greater than ${max}",
		range: "'${name}' must be between ${min} and ${max}"
	},
	array: {
		len: "'${name}' must be exactly ${len} in length",
		min: "'${name}' cannot be less than ${min} in length",
		max: "'${name}' cannot be greater than ${max} in length",
		range: "'${name}' must be between ${min} and ${max} in length"
	},
	pattern: { mismatch: "'${name}' does not match pattern ${pattern}" }
};
// node_modules/@rc-component/form/es/utils/validateUtil.js
var AsyncValidator = Schema;
/**
* Replace with template.
*   `I'm ${name}` + { name: 'bamboo' } = I'm bamboo
*/
function replaceMessage(template, kv) {
	return template.replace(/\\?\$\{\w+\}/g, (str) => {
		if (str.startsWith("\\")) return str.slice(1);
		return kv[str.slice(2, -1)];
	});
}
var CODE_LOGIC_ERROR = "CODE_LOGIC_ERROR";
async function validateRule(name, value, rule, options, messageVariables) {
	const cloneRule = { ...rule };
	delete cloneRule.ruleIndex;
	AsyncValidator.warning = () => void 0;
	if (cloneRule.validator) {
		const originValidator = cloneRule.validator;
		cloneRule.validator = (...args) => {
			try {
				return originValidator(...args);
			} catch (error) {
				console.error(error);
				return Promise.reject(CODE_LOGIC_ERROR);
			}
		};
	}
	let subRuleField = null;
	if (cloneRule && cloneRule.type === "array" && cloneRule.defaultField) {
		subRuleField = cloneRule.defaultField;
		delete cloneRule.defaultField;
	}
	const validator = new AsyncValidator({ [name]: [cloneRule] });
	const messages = merge$1(defaultValidateMessages, options.validateMessages);
	validator.messages(messages);
	let result = [];
	try {
		await Promise.resolve(validator.validate({ [name]: value }, { ...options }));
	} catch (errObj) {
		if (errObj.errors) result = errObj.errors.map(({ message }, index) => {
			const mergedMessage = message === CODE_LOGIC_ERROR ? messages.default : message;
			return /*#__PURE__*/ React$1.isValidElement(mergedMessage) ? /*#__PURE__*/ React$1.cloneElement(mergedMessage, { key: `error_${index}` }) : mergedMessage;
		});
	}
	if (!result.length && subRuleField && Array.isArray(value) && value.length > 0) return (await Promise.all(value.map((subValue, i) => validateRule(`${name}.${i}`, subValue, subRuleField, options, messageVariables)))).reduce((prev, errors) => [...prev, ...errors], []);
	const kv = {
		...rule,
		name,
		enum: (rule.enum || []).join(", "),
		...messageVariables
	};
	return result.map((error) => {
		if (typeof error === "string") return replaceMessage(error, kv);
		return error;
	});
}
/**
* We use `async-validator` to validate the value.
* But only check one value in a time to avoid namePath validate issue.
*/
function validateRules(namePath, value, rules, options, validateFirst, messageVariables) {
	const name = namePath.join(".");
	const filledRules = rules.map((currentRule, ruleIndex) => {
		const originValidatorFunc = currentRule.validator;
		const cloneRule = {
			...currentRule,
			ruleIndex
		};
		if (originValidatorFunc) cloneRule.validator = (rule, val, callback) => {
			let hasPromise = false;
			const wrappedCallback = (...args) => {
				Promise.resolve().then(() => {
					warningOnce$1(!hasPromise, "Your validator function has already return a promise. `callback` will be ignored.");
					if (!hasPromise) callback(...args);
				});
			};
			const promise = originValidatorFunc(rule, val, wrappedCallback);
			hasPromise = promise && typeof promise.then === "function" && typeof promise.catch === "function";
			/**
			* 1. Use promise as the first priority.
			* 2. If promise not exist, use callback with warning instead
			*/
			warningOnce$1(hasPromise, "`callback` is deprecated. Please return a promise instead.");
			if (hasPromise) promise.then(() => {
				callback();
			}).catch((err) => {
				callback(err || " ");
			});
		};
		return cloneRule;
	}).sort(({ warningOnly: w1, ruleIndex: i1 }, { warningOnly: w2, ruleIndex: i2 }) => {
		if (!!w1 === !!w2) return i1 - i2;
		if (w1) return 1;
		return -1;
	});
	let summaryPromise;
	if (validateFirst === true) summaryPromise = new Promise(async (resolve, reject) => {
		for (let i = 0; i < filledRules.length; i += 1) {
			const rule = filledRules[i];
			const errors = await validateRule(name, value, rule, options, messageVariables);
			if (errors.length) {
				reject([{
					errors,
					rule
				}]);
				return;
			}
		}
		resolve([]);
	});
	else {
		const rulePromises = filledRules.map((rule) => validateRule(name, value, rule, options, messageVariables).then((errors) => ({
			errors,
			rule
		})));
		summaryPromise = (validateFirst ? finishOnFirstFailed(rulePromises) : finishOnAllFailed(rulePromises)).then((errors) => {
			return Promise.reject(errors);
		});
	}
	summaryPromise.catch((e) => e);
	return summaryPromise;
}
async function finishOnAllFailed(rulePromises) {
	return Promise.all(rulePromises).then((errorsList) => {
		return [].concat(...errorsList);
	});
}
async function finishOnFirstFailed(rulePromises) {
	let count = 0;
	return new Promise((resolve) => {
		rulePromises.forEach((promise) => {
			promise.then((ruleError) => {
				if (ruleError.errors.length) resolve([ruleError]);
				count += 1;
				if (count === rulePromises.length) resolve([]);
			});
		});
	});
}
// node_modules/@rc-component/form/es/utils/valueUtil.js
/**
* Convert name to internal supported format.
* This function should keep since we still thinking if need support like `a.b.c` format.
* 'a' => ['a']
* 123 => [123]
* ['a', 123] => ['a', 123]
*/
function getNamePath(path) {
	return toArray(path);
}
/**
* Create a new store object that contains only the values referenced by
* the provided list of name paths.
*/
function cloneByNamePathList(store, namePathList) {
	let newStore = {};
	namePathList.forEach((namePath) => {
		const value = get(store, namePath);
		newStore = set(newStore, namePath, value);
	});
	return newStore;
}
/**
* Check if `namePathList` includes `namePath`.
* @param namePathList A list of `InternalNamePath[]`
* @param namePath Compare `InternalNamePath`
* @param partialMatch True will make `[a, b]` match `[a, b, c]`
*/
function containsNamePath(namePathList, namePath, partialMatch = false) {
	return namePathList && namePathList.some((path) => matchNamePath(namePath, path, partialMatch));
}
/**
* Check if `namePath` is super set or equal of `subNamePath`.
* @param namePath A list of `InternalNamePath[]`
* @param subNamePath Compare `InternalNamePath`
* @param partialMatch Default false. True will make `[a, b]` match `[a, b, c]`
*/
function matchNamePath(namePath, subNamePath, partialMatch = false) {
	if (!namePath || !subNamePath) return false;
	if (!partialMatch && namePath.length !== subNamePath.length) return false;
	return subNamePath.every((nameUnit, i) => namePath[i] === nameUnit);
}
function isSimilar(source, target) {
	if (source === target) return true;
	if (!source && target || source && !target) return false;
	if (!source || !target || typeof source !== "object" || typeof target !== "object") return false;
	const sourceKeys = Object.keys(source);
	const targetKeys = Object.keys(target);
	return [.../* @__PURE__ */ new Set([...sourceKeys, ...targetKeys])].every((key) => {
		const sourceValue = source[key];
		const targetValue = target[key];
		if (typeof sourceValue === "function" && typeof targetValue === "function") return true;
		return sourceValue === targetValue;
	});
}
function defaultGetValueFromEvent(valuePropName, ...args) {
	const event = args[0];
	if (event && event.target && typeof event.target === "object" && valuePropName in event.target) return event.target[valuePropName];
	return event;
}
/**
* Moves an array item from one position in an array to another.
*
* Note: This is a pure function so a new array will be returned, instead
* of altering the array argument.
*
* @param array         Array in which to move an item.         (required)
* @param moveIndex     The index of the item to move.          (required)
* @param toIndex       The index to move item at moveIndex to. (required)
*/
function move(array, moveIndex, toIndex) {
	const { length } = array;
	if (moveIndex < 0 || moveIndex >= length || toIndex < 0 || toIndex >= length) return array;
	const item = array[moveIndex];
	const diff = moveIndex - toIndex;
	if (diff > 0) return [
		...array.slice(0, toIndex),
		item,
		...array.slice(toIndex, moveIndex),
		...array.slice(moveIndex + 1, length)
	];
	if (diff < 0) return [
		...array.slice(0, moveIndex),
		...array.slice(moveIndex + 1, toIndex + 1),
		item,
		...array.slice(toIndex + 1, length)
	];
	return array;
}
// node_modules/@rc-component/form/es/hooks/useNotifyWatch.js
/**
* Call action with delay in macro task.
*/
var macroTask = (fn) => {
	const channel = new MessageChannel();
	channel.port1.onmessage = fn;
	channel.port2.postMessage(null);
};
var WatcherCenter = class {
	namePathList = [];
	taskId = 0;
	watcherList = /* @__PURE__ */ new Set();
	form;
	constructor(form) {
		this.form = form;
	}
	register(callback) {
		this.watcherList.add(callback);
		return () => {
			this.watcherList.delete(callback);
		};
	}
	notify(namePath) {
		namePath.forEach((path) => {
			if (this.namePathList.every((exist) => !matchNamePath(exist, path))) this.namePathList.push(path);
		});
		this.doBatch();
	}
	doBatch() {
		this.taskId += 1;
		const currentId = this.taskId;
		macroTask(() => {
			if (currentId === this.taskId && this.watcherList.size) {
				const formInst = this.form.getForm();
				const values = formInst.getFieldsValue();
				const allValues = formInst.getFieldsValue(true);
				this.watcherList.forEach((callback) => {
					callback(values, allValues, this.namePathList);
				});
				this.namePathList = [];
			}
		});
	}
};
// node_modules/@rc-component/form/es/utils/delayUtil.js
async function delayFrame() {
	return new Promise((resolve) => {
		macroTask(() => {
			wrapperRaf(() => {
				resolve();
			});
		});
	});
}
// node_modules/@rc-component/form/es/Field.js
function _extends$1() {
	_extends$1 = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends$1.apply(this, arguments);
}
var EMPTY_ERRORS = [];
var EMPTY_WARNINGS = [];
function requireUpdate(shouldUpdate, prev, next, prevValue, nextValue, info) {
	if (typeof shouldUpdate === "function") return shouldUpdate(prev, next, "source" in info ? { source: info.source } : {});
	return prevValue !== nextValue;
}
var Field = class extends React$1.PureComponent {
	static contextType = Context;
	state = { resetCount: 0 };
	cancelRegisterFunc = null;
	mounted = false;
	/**
	* Follow state should not management in State since it will async update by React.
	* This makes first render of form can not get correct state value.
	*/
	touched = false;
	/**
	* Mark when touched & validated. Currently only used for `dependencies`.
	* Note that we do not think field with `initialValue` is dirty
	* but this will be by `isFieldDirty` func.
	*/
	dirty = false;
	validatePromise;
	prevValidating;
	errors = EMPTY_ERRORS;
	warnings = EMPTY_WARNINGS;
	constructor(props) {
		super(props);
		if (props.fieldContext) {
			const { getInternalHooks } = props.fieldContext;
			const { initEntityValue } = getInternalHooks(HOOK_MARK);
			initEntityValue(this);
		}
	}
	componentDidMount() {
		const { shouldUpdate, fieldContext } = this.props;
		this.mounted = true;
		if (fieldContext) {
			const { getInternalHooks } = fieldContext;
			const { registerField } = getInternalHooks(HOOK_MARK);
			this.cancelRegisterFunc = registerField(this);
		}
		if (shouldUpdate === true) this.reRender();
	}
	componentWillUnmount() {
		this.cancelRegister();
		this.triggerMetaEvent(true);
		this.mounted = false;
	}
	cancelRegister = () => {
		const { preserve, isListField, name } = this.props;
		if (this.cancelRegisterFunc) this.cancelRegisterFunc(isListField, preserve, getNamePath(name));
		this.cancelRegisterFunc = null;
	};
	getNamePath = () => {
		const { name, fieldContext } = this.props;
		const { prefixName = [] } = fieldContext;
		return name !== void 0 ? [...prefixName, ...name] : [];
	};
	getRules = () => {
		const { rules = [], fieldContext } = this.props;
		return rules.map((rule) => {
			if (typeof rule === "function") return rule(fieldContext);
			return rule;
		});
	};
	reRender() {
		if (!this.mounted) return;
		this.forceUpdate();
	}
	refresh = () => {
		if (!this.mounted) return;
		/**
		* Clean up current node.
		*/
		this.setState(({ resetCount }) => ({ resetCount: resetCount + 1 }));
	};
	metaCache = null;
	triggerMetaEvent = (destroy) => {
		const { onMetaChange } = this.props;
		if (onMetaChange) {
			const meta = {
				...this.getMeta(),
				destroy
			};
			if (!isEqual(this.metaCache, meta)) onMetaChange(meta);
			this.metaCache = meta;
		} else this.metaCache = null;
	};
	onStoreChange = (prevStore, namePathList, info) => {
		const { shouldUpdate, dependencies = [], onReset } = this.props;
		const { store } = info;
		const namePath = this.getNamePath();
		const prevValue = this.getValue(prevStore);
		const curValue = this.getValue(store);
		const namePathMatch = namePathList && containsNamePath(namePathList, namePath);
		if (info.type === "valueUpdate" && info.source === "external" && !isEqual(prevValue, curValue)) {
			this.touched = true;
			this.dirty = true;
			this.validatePromise = null;
			this.errors = EMPTY_ERRORS;
			this.warnings = EMPTY_WARNINGS;
			this.triggerMetaEvent();
		}
		switch (info.type) {
			case "reset":
				if (!namePathList || namePathMatch) {
					this.touched = false;
					this.dirty = false;
					this.validatePromise = void 0;
					this.errors = EMPTY_ERRORS;
					this.warnings = EMPTY_WARNINGS;
					this.triggerMetaEvent();
					onReset?.();
					this.refresh();
					return;
				}
				break;
			/**
			* In case field with `preserve = false` nest deps like:
			* - A = 1 => show B
			* - B = 1 => show C
			* - Reset A, need clean B, C
			*/
			case "remove":
				if (shouldUpdate && requireUpdate(shouldUpdate, prevStore, store, prevValue, curValue, info)) {
					this.reRender();
					return;
				}
				break;
			case "setField": {
				const { data } = info;
				if (namePathMatch) {
					if ("touched" in data) this.touched = data.touched;
					if ("validating" in data && !("originRCField" in data)) this.validatePromise = data.validating ? Promise.resolve([]) : null;
					if ("errors" in data) this.errors = data.errors || EMPTY_ERRORS;
					if ("warnings" in data) this.warnings = data.warnings || EMPTY_WARNINGS;
					this.dirty = true;
					this.triggerMetaEvent();
					this.reRender();
					return;
				} else if ("value" in data && containsNamePath(namePathList, namePath, true)) {
					this.reRender();
					return;
				}
				if (shouldUpdate && !namePath.length && requireUpdate(shouldUpdate, prevStore, store, prevValue, curValue, info)) {
					this.reRender();
					return;
				}
				break;
			}
			case "dependenciesUpdate":
				if (dependencies.map(getNamePath).some((dependency) => containsNamePath(info.relatedFields, dependency))) {
					this.reRender();
					return;
				}
				break;
			default: if (namePathMatch || (!dependencies.length || namePath.length || shouldUpdate) && requireUpdate(shouldUpdate, prevStore, store, prevValue, curValue, info)) {
				this.reRender();
				return;
			}
		}
		if (shouldUpdate === true) this.reRender();
	};
	validateRules = (options) => {
		const namePath = this.getNamePath();
		const currentValue = this.getValue();
		const { triggerName, validateOnly = false, delayFrame: showDelayFrame } = options || {};
		const rootPromise = Promise.resolve().then(async () => {
			if (!this.mounted) return [];
			const { validateFirst = false, messageVariables, validateDebounce } = this.props;
			if (showDelayFrame) await delayFrame();
			let filteredRules = this.getRules();
			if (triggerName) filteredRules = filteredRules.filter((rule) => rule).filter((rule) => {
				const { validateTrigger } = rule;
				if (!validateTrigger) return true;
				return toArray(validateTrigger).includes(triggerName);
			});
			if (validateDebounce && triggerName) {
				await new Promise((resolve) => {
					setTimeout(resolve, validateDebounce);
				});
				if (this.validatePromise !== rootPromise) return [];
			}
			const promise = validateRules(namePath, currentValue, filteredRules, options, validateFirst, messageVariables);
			promise.catch((e) => e).then((ruleErrors = EMPTY_ERRORS) => {
				if (this.validatePromise === rootPromise) {
					this.validatePromise = null;
					const nextErrors = [];
					const nextWarnings = [];
					ruleErrors.forEach?.(({ rule: { warningOnly }, errors = EMPTY_ERRORS }) => {
						if (warningOnly) nextWarnings.push(...errors);
						else nextErrors.push(...errors);
					});
					this.errors = nextErrors;
					this.warnings = nextWarnings;
					this.triggerMetaEvent();
					this.reRender();
				}
			});
			return promise;
		});
		if (validateOnly) return rootPromise;
		this.validatePromise = rootPromise;
		this.dirty = true;
		this.errors = EMPTY_ERRORS;
		this.warnings = EMPTY_WARNINGS;
		this.triggerMetaEvent();
		this.reRender();
		return rootPromise;
	};
	isFieldValidating = () => !!this.validatePromise;
	isFieldTouched = () => this.touched;
	isFieldDirty = () => {
		if (this.dirty || this.props.initialValue !== void 0) return true;
		const { fieldContext } = this.props;
		const { getInitialValue } = fieldContext.getInternalHooks(HOOK_MARK);
		if (getInitialValue(this.getNamePath()) !== void 0) return true;
		return false;
	};
	getErrors = () => this.errors;
	getWarnings = () => this.warnings;
	isListField = () => this.props.isListField;
	isList = () => this.props.isList;
	isPreserve = () => this.props.preserve;
	getMeta = () => {
		this.prevValidating = this.isFieldValidating();
		return {
			touched: this.isFieldTouched(),
			validating: this.prevValidating,
			errors: this.errors,
			warnings: this.warnings,
			name: this.getNamePath(),
			validated: this.validatePromise === null
		};
	};
	getOnlyChild = (children) => {
		if (typeof children === "function") {
			const meta = this.getMeta();
			return {
				...this.getOnlyChild(children(this.getControlled(), meta, this.props.fieldContext)),
				isFunction: true
			};
		}
		const childList = toArray$2(children);
		if (childList.length !== 1 || !/*#__PURE__*/ React$1.isValidElement(childList[0])) return {
			child: childList,
			isFunction: false
		};
		return {
			child: childList[0],
			isFunction: false
		};
	};
	getValue = (store) => {
		const { getFieldsValue } = this.props.fieldContext;
		const namePath = this.getNamePath();
		return get(store || getFieldsValue(true), namePath);
	};
	getControlled = (childProps = {}) => {
		const { name, trigger = "onChange", validateTrigger, getValueFromEvent, normalize, valuePropName = "value", getValueProps, fieldContext } = this.props;
		const mergedValidateTrigger = validateTrigger !== void 0 ? validateTrigger : fieldContext.validateTrigger;
		const namePath = this.getNamePath();
		const { getInternalHooks, getFieldsValue } = fieldContext;
		const { dispatch } = getInternalHooks(HOOK_MARK);
		const value = this.getValue();
		const mergedGetValueProps = getValueProps || ((val) => ({ [valuePropName]: val }));
		const originTriggerFunc = childProps[trigger];
		const valueProps = name !== void 0 ? mergedGetValueProps(value) : {};
		if (process.env.NODE_ENV !== "production" && valueProps) Object.keys(valueProps).forEach((key) => {
			warningOnce$1(typeof valueProps[key] !== "function", `It's not recommended to generate dynamic function prop by \`getValueProps\`. Please pass it to child component directly (prop: ${key})`);
		});
		const control = {
			...childProps,
			...valueProps
		};
		control[trigger] = (...args) => {
			this.touched = true;
			this.dirty = true;
			this.triggerMetaEvent();
			const curValue = this.getValue();
			let newValue;
			if (getValueFromEvent) newValue = getValueFromEvent(...args);
			else newValue = defaultGetValueFromEvent(valuePropName, ...args);
			if (normalize) newValue = normalize(newValue, curValue, getFieldsValue(true));
			if (newValue !== curValue) dispatch({
				type: "updateValue",
				namePath,
				value: newValue
			});
			if (originTriggerFunc) originTriggerFunc(...args);
		};
		toArray(mergedValidateTrigger || []).forEach((triggerName) => {
			const originTrigger = control[triggerName];
			control[triggerName] = (...args) => {
				if (originTrigger) originTrigger(...args);
				const { rules } = this.props;
				if (rules && rules.length) dispatch({
					type: "validateField",
					namePath,
					triggerName
				});
			};
		});
		return control;
	};
	render() {
		const { resetCount } = this.state;
		const { children } = this.props;
		const { child, isFunction } = this.getOnlyChild(children);
		let returnChildNode;
		if (isFunction) returnChildNode = child;
		else if (/*#__PURE__*/ React$1.isValidElement(child)) returnChildNode = /*#__PURE__*/ React$1.cloneElement(child, this.getControlled(child.props));
		else {
			warningOnce$1(!child, "`children` of Field is not validate ReactElement.");
			returnChildNode = child;
		}
		return /*#__PURE__*/ React$1.createElement(React$1.Fragment, { key: resetCount }, returnChildNode);
	}
};
function WrapperField({ name, ...restProps }) {
	const fieldContext = React$1.useContext(Context);
	const listContext = React$1.useContext(ListContext);
	const namePath = name !== void 0 ? getNamePath(name) : void 0;
	const isMergedListField = restProps.isListField ?? !!listContext;
	let key = "keep";
	if (!isMergedListField) key = `_${(namePath || []).join("_")}`;
	if (process.env.NODE_ENV !== "production" && restProps.preserve === false && isMergedListField && namePath.length <= 1) warningOnce$1(false, "`preserve` should not apply on Form.List fields.");
	return /*#__PURE__*/ React$1.createElement(Field, _extends$1({
		key,
		name: namePath,
		isListField: isMergedListField
	}, restProps, { fieldContext }));
}
// node_modules/@rc-component/form/es/List.js
function List({ name, initialValue, children, rules, validateTrigger, isListField }) {
	const context = React$1.useContext(Context);
	const wrapperListContext = React$1.useContext(ListContext);
	const keyManager = React$1.useRef({
		keys: [],
		id: 0
	}).current;
	const prefixName = React$1.useMemo(() => {
		return [...getNamePath(context.prefixName) || [], ...getNamePath(name)];
	}, [context.prefixName, name]);
	const fieldContext = React$1.useMemo(() => ({
		...context,
		prefixName
	}), [context, prefixName]);
	const listContext = React$1.useMemo(() => ({ getKey: (namePath) => {
		const len = prefixName.length;
		const pathName = namePath[len];
		return [keyManager.keys[pathName], namePath.slice(len + 1)];
	} }), [keyManager, prefixName]);
	if (typeof children !== "function") {
		warningOnce$1(false, "Form.List only accepts function as children.");
		return null;
	}
	const shouldUpdate = (prevValue, nextValue, { source }) => {
		if (source === "internal") return false;
		return prevValue !== nextValue;
	};
	return /*#__PURE__*/ React$1.createElement(ListContext.Provider, { value: listContext }, /*#__PURE__*/ React$1.createElement(Context.Provider, { value: fieldContext }, /*#__PURE__*/ React$1.createElement(WrapperField, {
		name: [],
		shouldUpdate,
		rules,
		validateTrigger,
		initialValue,
		isList: true,
		isListField: isListField ?? !!wrapperListContext
	}, ({ value = [], onChange }, meta) => {
		const { getFieldValue } = context;
		const getNewValue = () => {
			return getFieldValue(prefixName || []) || [];
		};
		/**
		* Always get latest value in case user update fields by `form` api.
		*/
		const operations = {
			add: (defaultValue, index) => {
				const newValue = getNewValue();
				if (index >= 0 && index <= newValue.length) {
					keyManager.keys = [
						...keyManager.keys.slice(0, index),
						keyManager.id,
						...keyManager.keys.slice(index)
					];
					onChange([
						...newValue.slice(0, index),
						defaultValue,
						...newValue.slice(index)
					]);
				} else {
					if (process.env.NODE_ENV !== "production" && (index < 0 || index > newValue.length)) warningOnce$1(false, "The second parameter of the add function should be a valid positive number.");
					keyManager.keys = [...keyManager.keys, keyManager.id];
					onChange([...newValue, defaultValue]);
				}
				keyManager.id += 1;
			},
			remove: (index) => {
				const newValue = getNewValue();
				const indexSet = new Set(Array.isArray(index) ? index : [index]);
				if (indexSet.size <= 0) return;
				keyManager.keys = keyManager.keys.filter((_, keysIndex) => !indexSet.has(keysIndex));
				onChange(newValue.filter((_, valueIndex) => !indexSet.has(valueIndex)));
			},
			move(from, to) {
				if (from === to) return;
				const newValue = getNewValue();
				if (from < 0 || from >= newValue.length || to < 0 || to >= newValue.length) return;
				keyManager.keys = move(keyManager.keys, from, to);
				onChange(move(newValue, from, to));
			}
		};
		let listValue = value || [];
		if (!Array.isArray(listValue)) {
			listValue = [];
			if (process.env.NODE_ENV !== "production") warningOnce$1(false, `Current value of '${prefixName.join(" > ")}' is not an array type.`);
		}
		return children(listValue.map((__, index) => {
			let key = keyManager.keys[index];
			if (key === void 0) {
				keyManager.keys[index] = keyManager.id;
				key = keyManager.keys[index];
				keyManager.id += 1;
			}
			return {
				name: index,
				key,
				isListField: true
			};
		}), operations, meta);
	})));
}
// node_modules/@rc-component/form/es/utils/asyncUtil.js
function allPromiseFinish(promiseList) {
	let hasError = false;
	let count = promiseList.length;
	const results = [];
	if (!promiseList.length) return Promise.resolve([]);
	return new Promise((resolve, reject) => {
		promiseList.forEach((promise, index) => {
			promise.catch((e) => {
				hasError = true;
				return e;
			}).then((result) => {
				count -= 1;
				results[index] = result;
				if (count > 0) return;
				if (hasError) reject(results);
				resolve(results);
			});
		});
	});
}
// node_modules/@rc-component/form/es/utils/NameMap.js
var SPLIT = "__@field_split__";
/**
* Convert name path into string to fast the fetch speed of Map.
*/
function normalize(namePath) {
	return namePath.map((cell) => `${typeof cell}:${cell}`).join(SPLIT);
}
/**
* NameMap like a `Map` but accepts `string[]` as key.
*/
var NameMap = class {
	kvs = /* @__PURE__ */ new Map();
	set(key, value) {
		this.kvs.set(normalize(key), value);
	}
	get(key) {
		return this.kvs.get(normalize(key));
	}
	getAsPrefix(key) {
		const normalizedKey = normalize(key);
		const normalizedPrefix = normalizedKey + SPLIT;
		const results = [];
		const current = this.kvs.get(normalizedKey);
		if (current !== void 0) results.push(current);
		this.kvs.forEach((value, itemNormalizedKey) => {
			if (itemNormalizedKey.startsWith(normalizedPrefix)) results.push(value);
		});
		return results;
	}
	update(key, updater) {
		const next = updater(this.get(key));
		if (!next) this.delete(key);
		else this.set(key, next);
	}
	delete(key) {
		this.kvs.delete(normalize(key));
	}
	map(callback) {
		return [...this.kvs.entries()].map(([key, value]) => {
			return callback({
				key: key.split(SPLIT).map((cell) => {
					const [, type, unit] = cell.match(/^([^:]*):(.*)$/);
					return type === "number" ? Number(unit) : unit;
				}),
				value
			});
		});
	}
	toJSON() {
		const json = {};
		this.map(({ key, value }) => {
			json[key.join(".")] = value;
			return null;
		});
		return json;
	}
};
// node_modules/@rc-component/form/es/hooks/useForm.js
var FormStore = class {
	formHooked = false;
	forceRootUpdate;
	subscribable = true;
	store = {};
	fieldEntities = [];
	initialValues = {};
	callbacks = {};
	validateMessages = null;
	preserve = null;
	lastValidatePromise = null;
	watcherCenter = new WatcherCenter(this);
	constructor(forceRootUpdate) {
		this.forceRootUpdate = forceRootUpdate;
	}
	getForm = () => ({
		getFieldValue: this.getFieldValue,
		getFieldsValue: this.getFieldsValue,
		getFieldError: this.getFieldError,
		getFieldWarning: this.getFieldWarning,
		getFieldsError: this.getFieldsError,
		isFieldsTouched: this.isFieldsTouched,
		isFieldTouched: this.isFieldTouched,
		isFieldValidating: this.isFieldValidating,
		isFieldsValidating: this.isFieldsValidating,
		resetFields: this.resetFields,
		setFields: this.setFields,
		setFieldValue: this.setFieldValue,
		setFieldsValue: this.setFieldsValue,
		validateFields: this.validateFields,
		submit: this.submit,
		_init: true,
		getInternalHooks: this.getInternalHooks
	});
	getInternalHooks = (key) => {
		if (key === "RC_FORM_INTERNAL_HOOKS") {
			this.formHooked = true;
			return {
				dispatch: this.dispatch,
				initEntityValue: this.initEntityValue,
				registerField: this.registerField,
				useSubscribe: this.useSubscribe,
				setInitialValues: this.setInitialValues,
				destroyForm: this.destroyForm,
				setCallbacks: this.setCallbacks,
				setValidateMessages: this.setValidateMessages,
				getFields: this.getFields,
				setPreserve: this.setPreserve,
				getInitialValue: this.getInitialValue,
				registerWatch: this.registerWatch
			};
		}
		warningOnce$1(false, "`getInternalHooks` is internal usage. Should not call directly.");
		return null;
	};
	useSubscribe = (subscribable) => {
		this.subscribable = subscribable;
	};
	/**
	* Record prev Form unmount fieldEntities which config preserve false.
	* This need to be refill with initialValues instead of store value.
	*/
	prevWithoutPreserves = null;
	/**
	* First time `setInitialValues` should update store with initial value
	*/
	setInitialValues = (initialValues, init) => {
		this.initialValues = initialValues || {};
		if (init) {
			let nextStore = merge$1(initialValues, this.store);
			this.prevWithoutPreserves?.map(({ key: namePath }) => {
				nextStore = set(nextStore, namePath, get(initialValues, namePath));
			});
			this.prevWithoutPreserves = null;
			this.updateStore(nextStore);
		}
	};
	destroyForm = (clearOnDestroy) => {
		if (clearOnDestroy) this.updateStore({});
		else {
			const prevWithoutPreserves = new NameMap();
			this.getFieldEntities(true).forEach((entity) => {
				if (!this.isMergedPreserve(entity.isPreserve())) prevWithoutPreserves.set(entity.getNamePath(), true);
			});
			this.prevWithoutPreserves = prevWithoutPreserves;
		}
	};
	getInitialValue = (namePath) => {
		const initValue = get(this.initialValues, namePath);
		return namePath.length ? merge$1(initValue) : initValue;
	};
	setCallbacks = (callbacks) => {
		this.callbacks = callbacks;
	};
	setValidateMessages = (validateMessages) => {
		this.validateMessages = validateMessages;
	};
	setPreserve = (preserve) => {
		this.preserve = preserve;
	};
	registerWatch = (callback) => {
		return this.watcherCenter.register(callback);
	};
	notifyWatch = (namePath = []) => {
		this.watcherCenter.notify(namePath);
	};
	timeoutId = null;
	warningUnhooked = () => {
		if (process.env.NODE_ENV !== "production" && !this.timeoutId && typeof window !== "undefined") this.timeoutId = setTimeout(() => {
			this.timeoutId = null;
			if (!this.formHooked) warningOnce$1(false, "Instance created by `useForm` is not connected to any Form element. Forget to pass `form` prop?");
		});
	};
	updateStore = (nextStore) => {
		this.store = nextStore;
	};
	/**
	* Get registered field entities.
	* @param pure Only return field which has a `name`. Default: false
	*/
	getFieldEntities = (pure = false) => {
		if (!pure) return this.fieldEntities;
		return this.fieldEntities.filter((field) => field.getNamePath().length);
	};
	/**
	* Get a map of registered field entities with their name path as the key.
	* @param pure Only include fields which have a `name`. Default: false
	* @returns A NameMap containing field entities indexed by their name paths
	*/
	getFieldsMap = (pure = false) => {
		const cache = new NameMap();
		this.getFieldEntities(pure).forEach((field) => {
			const namePath = field.getNamePath();
			cache.set(namePath, field);
		});
		return cache;
	};
	/**
	* Get field entities based on a list of name paths.
	* @param nameList - Array of name paths to search for. If not provided, returns all field entities with names.
	* @param includesSubNamePath - Whether to include fields that have the given name path as a prefix.
	*/
	getFieldEntitiesForNamePathList = (nameList, includesSubNamePath = false) => {
		if (!nameList) return this.getFieldEntities(true);
		const cache = this.getFieldsMap(true);
		if (!includesSubNamePath) return nameList.map((name) => {
			const namePath = getNamePath(name);
			return cache.get(namePath) || { INVALIDATE_NAME_PATH: getNamePath(name) };
		});
		return nameList.flatMap((name) => {
			const namePath = getNamePath(name);
			const fields = cache.getAsPrefix(namePath);
			if (fields.length) return fields;
			return [{ INVALIDATE_NAME_PATH: namePath }];
		});
	};
	getFieldsValue = (nameList, filterFunc) => {
		this.warningUnhooked();
		let mergedNameList;
		let mergedFilterFunc;
		if (nameList === true || Array.isArray(nameList)) {
			mergedNameList = nameList;
			mergedFilterFunc = filterFunc;
		} else if (nameList && typeof nameList === "object") mergedFilterFunc = nameList.filter;
		if (mergedNameList === true && !mergedFilterFunc) return this.store;
		const fieldEntities = this.getFieldEntitiesForNamePathList(Array.isArray(mergedNameList) ? mergedNameList : null, true);
		const filteredNameList = [];
		const listNamePaths = [];
		fieldEntities.forEach((entity) => {
			const namePath = entity.INVALIDATE_NAME_PATH || entity.getNamePath();
			if (entity.isList?.()) {
				listNamePaths.push(namePath);
				return;
			}
			if (!mergedFilterFunc) filteredNameList.push(namePath);
			else {
				const meta = "getMeta" in entity ? entity.getMeta() : null;
				if (mergedFilterFunc(meta)) filteredNameList.push(namePath);
			}
		});
		let mergedValues = cloneByNamePathList(this.store, filteredNameList.map(getNamePath));
		listNamePaths.forEach((namePath) => {
			if (!get(mergedValues, namePath)) mergedValues = set(mergedValues, namePath, []);
		});
		return mergedValues;
	};
	getFieldValue = (name) => {
		this.warningUnhooked();
		const namePath = getNamePath(name);
		return get(this.store, namePath);
	};
	getFieldsError = (nameList) => {
		this.warningUnhooked();
		return this.getFieldEntitiesForNamePathList(nameList).map((entity, index) => {
			if (entity && !entity.INVALIDATE_NAME_PATH) return {
				name: entity.getNamePath(),
				errors: entity.getErrors(),
				warnings: entity.getWarnings()
			};
			return {
				name: getNamePath(nameList[index]),
				errors: [],
				warnings: []
			};
		});
	};
	getFieldError = (name) => {
		this.warningUnhooked();
		const namePath = getNamePath(name);
		return this.getFieldsError([namePath])[0].errors;
	};
	getFieldWarning = (name) => {
		this.warningUnhooked();
		const namePath = getNamePath(name);
		return this.getFieldsError([namePath])[0].warnings;
	};
	isFieldsTouched = (...args) => {
		this.warningUnhooked();
		const [arg0, arg1] = args;
		let namePathList;
		let isAllFieldsTouched = false;
		if (args.length === 0) namePathList = null;
		else if (args.length === 1) {
			if (Array.isArray(arg0)) {
				namePathList = arg0.map(getNamePath);
				isAllFieldsTouched = false;
			} else {
				namePathList = null;
				isAllFieldsTouched = arg0;
			}
		} else {
			namePathList = arg0.map(getNamePath);
			isAllFieldsTouched = arg1;
		}
		const fieldEntities = this.getFieldEntities(true);
		const isFieldTouched = (field) => field.isFieldTouched();
		if (!namePathList) return isAllFieldsTouched ? fieldEntities.every((entity) => isFieldTouched(entity) || entity.isList()) : fieldEntities.some(isFieldTouched);
		const map = new NameMap();
		namePathList.forEach((shortNamePath) => {
			map.set(shortNamePath, []);
		});
		fieldEntities.forEach((field) => {
			const fieldNamePath = field.getNamePath();
			namePathList.forEach((shortNamePath) => {
				if (shortNamePath.every((nameUnit, i) => fieldNamePath[i] === nameUnit)) map.update(shortNamePath, (list) => [...list, field]);
			});
		});
		const isNamePathListTouched = (entities) => entities.some(isFieldTouched);
		const namePathListEntities = map.map(({ value }) => value);
		return isAllFieldsTouched ? namePathListEntities.every(isNamePathListTouched) : namePathListEntities.some(isNamePathListTouched);
	};
	isFieldTouched = (name) => {
		this.warningUnhooked();
		return this.isFieldsTouched([name]);
	};
	isFieldsValidating = (nameList) => {
		this.warningUnhooked();
		const fieldEntities = this.getFieldEntities();
		if (!nameList) return fieldEntities.some((testField) => testField.isFieldValidating());
		const namePathList = nameList.map(getNamePath);
		return fieldEntities.some((testField) => {
			const fieldNamePath = testField.getNamePath();
			return containsNamePath(namePathList, fieldNamePath) && testField.isFieldValidating();
		});
	};
	isFieldValidating = (name) => {
		this.warningUnhooked();
		return this.isFieldsValidating([name]);
	};
	/**
	* Reset Field with field `initialValue` prop.
	* Can pass `entities` or `namePathList` or just nothing.
	*/
	resetWithFieldInitialValue = (info = {}) => {
		const cache = new NameMap();
		const fieldEntities = this.getFieldEntities(true);
		fieldEntities.forEach((field) => {
			const { initialValue } = field.props;
			const namePath = field.getNamePath();
			if (initialValue !== void 0) {
				const records = cache.get(namePath) || /* @__PURE__ */ new Set();
				records.add({
					entity: field,
					value: initialValue
				});
				cache.set(namePath, records);
			}
		});
		const resetWithFields = (entities) => {
			entities.forEach((field) => {
				const { initialValue } = field.props;
				if (initialValue !== void 0) {
					const namePath = field.getNamePath();
					if (this.getInitialValue(namePath) !== void 0) warningOnce$1(false, `Form already set 'initialValues' with path '${namePath.join(".")}'. Field can not overwrite it.`);
					else {
						const records = cache.get(namePath);
						if (records && records.size > 1) warningOnce$1(false, `Multiple Field with path '${namePath.join(".")}' set 'initialValue'. Can not decide which one to pick.`);
						else if (records) {
							const originValue = this.getFieldValue(namePath);
							if (!field.isListField() && (!info.skipExist || originValue === void 0)) this.updateStore(set(this.store, namePath, [...records][0].value));
						}
					}
				}
			});
		};
		let requiredFieldEntities;
		if (info.entities) requiredFieldEntities = info.entities;
		else if (info.namePathList) {
			requiredFieldEntities = [];
			info.namePathList.forEach((namePath) => {
				const records = cache.get(namePath);
				if (records) requiredFieldEntities.push(...[...records].map((r) => r.entity));
			});
		} else requiredFieldEntities = fieldEntities;
		resetWithFields(requiredFieldEntities);
	};
	resetFields = (nameList) => {
		this.warningUnhooked();
		const prevStore = this.store;
		if (!nameList) {
			this.updateStore(merge$1(this.initialValues));
			this.resetWithFieldInitialValue();
			this.notifyObservers(prevStore, null, { type: "reset" });
			this.notifyWatch();
			return;
		}
		const namePathList = nameList.map(getNamePath);
		namePathList.forEach((namePath) => {
			const initialValue = this.getInitialValue(namePath);
			this.updateStore(set(this.store, namePath, initialValue));
		});
		this.resetWithFieldInitialValue({ namePathList });
		this.notifyObservers(prevStore, namePathList, { type: "reset" });
		this.notifyWatch(namePathList);
	};
	setFields = (fields) => {
		this.warningUnhooked();
		const prevStore = this.store;
		const namePathList = [];
		fields.forEach((fieldData) => {
			const { name, ...data } = fieldData;
			const namePath = getNamePath(name);
			namePathList.push(namePath);
			if ("value" in data) this.updateStore(set(this.store, namePath, data.value));
			this.notifyObservers(prevStore, [namePath], {
				type: "setField",
				data: fieldData
			});
		});
		this.notifyWatch(namePathList);
	};
	getFields = () => {
		return this.getFieldEntities(true).map((field) => {
			const namePath = field.getNamePath();
			const fieldData = {
				...field.getMeta(),
				name: namePath,
				value: this.getFieldValue(namePath)
			};
			Object.defineProperty(fieldData, "originRCField", { value: true });
			return fieldData;
		});
	};
	/**
	* This only trigger when a field is on constructor to avoid we get initialValue too late
	*/
	initEntityValue = (entity) => {
		const { initialValue } = entity.props;
		if (initialValue !== void 0) {
			const namePath = entity.getNamePath();
			if (get(this.store, namePath) === void 0) this.updateStore(set(this.store, namePath, initialValue));
		}
	};
	isMergedPreserve = (fieldPreserve) => {
		return (fieldPreserve !== void 0 ? fieldPreserve : this.preserve) ?? true;
	};
	registerField = (entity) => {
		this.fieldEntities.push(entity);
		const namePath = entity.getNamePath();
		this.notifyWatch([namePath]);
		if (entity.props.initialValue !== void 0) {
			const prevStore = this.store;
			this.resetWithFieldInitialValue({
				entities: [entity],
				skipExist: true
			});
			this.notifyObservers(prevStore, [entity.getNamePath()], {
				type: "valueUpdate",
				source: "internal"
			});
		}
		return (isListField, preserve, subNamePath = []) => {
			this.fieldEntities = this.fieldEntities.filter((item) => item !== entity);
			if (!this.isMergedPreserve(preserve) && (!isListField || subNamePath.length > 1)) {
				const defaultValue = isListField ? void 0 : this.getInitialValue(namePath);
				if (namePath.length && this.getFieldValue(namePath) !== defaultValue && this.fieldEntities.every((field) => !matchNamePath(field.getNamePath(), namePath))) {
					const prevStore = this.store;
					this.updateStore(set(prevStore, namePath, defaultValue, true));
					this.notifyObservers(prevStore, [namePath], { type: "remove" });
					this.triggerDependenciesUpdate(prevStore, namePath);
				}
			}
			this.notifyWatch([namePath]);
		};
	};
	dispatch = (action) => {
		switch (action.type) {
			case "updateValue": {
				const { namePath, value } = action;
				this.updateValue(namePath, value);
				break;
			}
			case "validateField": {
				const { namePath, triggerName } = action;
				this.validateFields([namePath], { triggerName });
				break;
			}
		}
	};
	notifyObservers = (prevStore, namePathList, info) => {
		if (this.subscribable) {
			const mergedInfo = {
				...info,
				store: this.getFieldsValue(true)
			};
			this.getFieldEntities().forEach(({ onStoreChange }) => {
				onStoreChange(prevStore, namePathList, mergedInfo);
			});
		} else this.forceRootUpdate();
	};
	/**
	* Notify dependencies children with parent update
	* We need delay to trigger validate in case Field is under render props
	*/
	triggerDependenciesUpdate = (prevStore, namePath) => {
		const childrenFields = this.getDependencyChildrenFields(namePath);
		if (childrenFields.length) this.validateFields(childrenFields, { delayFrame: true });
		this.notifyObservers(prevStore, childrenFields, {
			type: "dependenciesUpdate",
			relatedFields: [namePath, ...childrenFields]
		});
		return childrenFields;
	};
	updateValue = (name, value) => {
		const namePath = getNamePath(name);
		const prevStore = this.store;
		this.updateStore(set(this.store, namePath, value));
		this.notifyObservers(prevStore, [namePath], {
			type: "valueUpdate",
			source: "internal"
		});
		this.notifyWatch([namePath]);
		const childrenFields = this.triggerDependenciesUpdate(prevStore, namePath);
		const { onValuesChange } = this.callbacks;
		if (onValuesChange) {
			const changedValues = cloneByNamePathList(this.store, [namePath]);
			onValuesChange(changedValues, set(this.getFieldsValue(), namePath, get(changedValues, namePath)));
		}
		this.triggerOnFieldsChange([namePath, ...childrenFields]);
	};
	setFieldsValue = (store) => {
		this.warningUnhooked();
		const prevStore = this.store;
		if (store) {
			const nextStore = merge$1(this.store, store);
			this.updateStore(nextStore);
		}
		this.notifyObservers(prevStore, null, {
			type: "valueUpdate",
			source: "external"
		});
		this.notifyWatch();
	};
	setFieldValue = (name, value) => {
		this.setFields([{
			name,
			value,
			errors: [],
			warnings: [],
			touched: true
		}]);
	};
	getDependencyChildrenFields = (rootNamePath) => {
		const children = /* @__PURE__ */ new Set();
		const childrenFields = [];
		const dependencies2fields = new NameMap();
		/**
		* Generate maps
		* Can use cache to save perf if user report performance issue with this
		*/
		this.getFieldEntities().forEach((field) => {
			const { dependencies } = field.props;
			(dependencies || []).forEach((dependency) => {
				const dependencyNamePath = getNamePath(dependency);
				dependencies2fields.update(dependencyNamePath, (fields = /* @__PURE__ */ new Set()) => {
					fields.add(field);
					return fields;
				});
			});
		});
		const fillChildren = (namePath) => {
			(dependencies2fields.get(namePath) || /* @__PURE__ */ new Set()).forEach((field) => {
				if (!children.has(field)) {
					children.add(field);
					const fieldNamePath = field.getNamePath();
					if (field.isFieldDirty() && fieldNamePath.length) {
						childrenFields.push(fieldNamePath);
						fillChildren(fieldNamePath);
					}
				}
			});
		};
		fillChildren(rootNamePath);
		return childrenFields;
	};
	triggerOnFieldsChange = (namePathList, filedErrors) => {
		const { onFieldsChange } = this.callbacks;
		if (onFieldsChange) {
			const fields = this.getFields();
			/**
			* Fill errors since `fields` may be replaced by controlled fields
			*/
			if (filedErrors) {
				const cache = new NameMap();
				filedErrors.forEach(({ name, errors }) => {
					cache.set(name, errors);
				});
				fields.forEach((field) => {
					field.errors = cache.get(field.name) || field.errors;
				});
			}
			const changedFields = fields.filter(({ name: fieldName }) => containsNamePath(namePathList, fieldName));
			if (changedFields.length) onFieldsChange(changedFields, fields);
		}
	};
	validateFields = (arg1, arg2) => {
		this.warningUnhooked();
		let nameList;
		let options;
		if (Array.isArray(arg1) || typeof arg1 === "string" || typeof arg2 === "string") {
			nameList = arg1;
			options = arg2;
		} else options = arg1;
		const provideNameList = !!nameList;
		const namePathList = provideNameList ? nameList.map(getNamePath) : [];
		const finalValueNamePathList = [...namePathList];
		const promiseList = [];
		const TMP_SPLIT = String(Date.now());
		const validateNamePathList = /* @__PURE__ */ new Set();
		const { recursive, dirty } = options || {};
		this.getFieldEntities(true).forEach((field) => {
			const fieldNamePath = field.getNamePath();
			if (!provideNameList) {
				if (!field.isList() || !namePathList.some((name) => matchNamePath(name, fieldNamePath, true))) finalValueNamePathList.push(fieldNamePath);
				namePathList.push(fieldNamePath);
			}
			if (!field.props.rules || !field.props.rules.length) return;
			if (dirty && !field.isFieldDirty()) return;
			validateNamePathList.add(fieldNamePath.join(TMP_SPLIT));
			if (!provideNameList || containsNamePath(namePathList, fieldNamePath, recursive)) {
				const promise = field.validateRules({
					validateMessages: {
						...defaultValidateMessages,
						...this.validateMessages
					},
					...options
				});
				promiseList.push(promise.then(() => ({
					name: fieldNamePath,
					errors: [],
					warnings: []
				})).catch((ruleErrors) => {
					const mergedErrors = [];
					const mergedWarnings = [];
					ruleErrors.forEach?.(({ rule: { warningOnly }, errors }) => {
						if (warningOnly) mergedWarnings.push(...errors);
						else mergedErrors.push(...errors);
					});
					if (mergedErrors.length) return Promise.reject({
						name: fieldNamePath,
						errors: mergedErrors,
						warnings: mergedWarnings
					});
					return {
						name: fieldNamePath,
						errors: mergedErrors,
						warnings: mergedWarnings
					};
				}));
			}
		});
		const summaryPromise = allPromiseFinish(promiseList);
		this.lastValidatePromise = summaryPromise;
		summaryPromise.catch((results) => results).then((results) => {
			const resultNamePathList = results.map(({ name }) => name);
			this.notifyObservers(this.store, resultNamePathList, { type: "validateFinish" });
			this.triggerOnFieldsChange(resultNamePathList, results);
		});
		const returnPromise = summaryPromise.then(() => {
			if (this.lastValidatePromise === summaryPromise) return Promise.resolve(this.getFieldsValue(finalValueNamePathList));
			return Promise.reject([]);
		}).catch((results) => {
			const errorList = results.filter((result) => result && result.errors.length);
			const errorMessage = errorList[0]?.errors?.[0];
			return Promise.reject({
				message: errorMessage,
				values: this.getFieldsValue(namePathList),
				errorFields: errorList,
				outOfDate: this.lastValidatePromise !== summaryPromise
			});
		});
		returnPromise.catch((e) => e);
		const triggerNamePathList = namePathList.filter((namePath) => validateNamePathList.has(namePath.join(TMP_SPLIT)));
		this.triggerOnFieldsChange(triggerNamePathList);
		return returnPromise;
	};
	submit = () => {
		this.warningUnhooked();
		this.validateFields().then((values) => {
			const { onFinish } = this.callbacks;
			if (onFinish) try {
				onFinish(values);
			} catch (err) {
				console.error(err);
			}
		}).catch((e) => {
			const { onFinishFailed } = this.callbacks;
			if (onFinishFailed) onFinishFailed(e);
		});
	};
};
function useForm(form) {
	const formRef = React$1.useRef(null);
	const [, forceUpdate] = React$1.useState({});
	if (!formRef.current) {
		if (form) formRef.current = form;
		else {
			const forceReRender = () => {
				forceUpdate({});
			};
			formRef.current = new FormStore(forceReRender).getForm();
		}
	}
	return [formRef.current];
}
// node_modules/@rc-component/form/es/FormContext.js
var FormContext$1 = /*#__PURE__*/ React$1.createContext({
	triggerFormChange: () => {},
	triggerFormFinish: () => {},
	registerForm: () => {},
	unregisterForm: () => {}
});
var FormProvider$1 = ({ validateMessages, onFormChange, onFormFinish, children }) => {
	const formContext = React$1.useContext(FormContext$1);
	const formsRef = React$1.useRef({});
	return /*#__PURE__*/ React$1.createElement(FormContext$1.Provider, { value: {
		...formContext,
		validateMessages: {
			...formContext.validateMessages,
			...validateMessages
		},
		triggerFormChange: (name, changedFields) => {
			if (onFormChange) onFormChange(name, {
				changedFields,
				forms: formsRef.current
			});
			formContext.triggerFormChange(name, changedFields);
		},
		triggerFormFinish: (name, values) => {
			if (onFormFinish) onFormFinish(name, {
				values,
				forms: formsRef.current
			});
			formContext.triggerFormFinish(name, values);
		},
		registerForm: (name, form) => {
			if (name) formsRef.current = {
				...formsRef.current,
				[name]: form
			};
			formContext.registerForm(name, form);
		},
		unregisterForm: (name) => {
			const newForms = { ...formsRef.current };
			delete newForms[name];
			formsRef.current = newForms;
			formContext.unregisterForm(name);
		}
	} }, children);
};
// node_modules/@rc-component/form/es/Form.js
function _extends() {
	_extends = Object.assign ? Object.assign.bind() : function(target) {
		for (var i = 1; i < arguments.length; i++) {
			var source = arguments[i];
			for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
		}
		return target;
	};
	return _extends.apply(this, arguments);
}
var Form = (props, ref) => {
	const { name, initialValues, fields, form, preserve, children, component: Component = "form", validateMessages, validateTrigger = "onChange", onValuesChange, onFieldsChange, onFinish, onFinishFailed, clearOnDestroy, ...restProps } = props;
	const nativeElementRef = React$1.useRef(null);
	const formContext = React$1.useContext(FormContext$1);
	const [formInstance] = useForm(form);
	const { useSubscribe, setInitialValues, setCallbacks, setValidateMessages, setPreserve, destroyForm } = formInstance.getInternalHooks(HOOK_MARK);
	React$1.useImperativeHandle(ref, () => ({
		...formInstance,
		nativeElement: nativeElementRef.current
	}));
	React$1.useEffect(() => {
		formContext.registerForm(name, formInstance);
		return () => {
			formContext.unregisterForm(name);
		};
	}, [
		formContext,
		formInstance,
		name
	]);
	setValidateMessages({
		...formContext.validateMessages,
		...validateMessages
	});
	setCallbacks({
		onValuesChange,
		onFieldsChange: (changedFields, ...rest) => {
			formContext.triggerFormChange(name, changedFields);
			if (onFieldsChange) onFieldsChange(changedFields, ...rest);
		},
		onFinish: (values) => {
			formContext.triggerFormFinish(name, values);
			if (onFinish) onFinish(values);
		},
		onFinishFailed
	});
	setPreserve(preserve);
	const mountRef = React$1.useRef(null);
	setInitialValues(initialValues, !mountRef.current);
	if (!mountRef.current) mountRef.current = true;
	React$1.useEffect(() => () => destroyForm(clearOnDestroy), []);
	let childrenNode;
	const childrenRenderProps = typeof children === "function";
	if (childrenRenderProps) childrenNode = children(formInstance.getFieldsValue(true), formInstance);
	else childrenNode = children;
	useSubscribe(!childrenRenderProps);
	const prevFieldsRef = React$1.useRef(null);
	React$1.useEffect(() => {
		if (!isSimilar(prevFieldsRef.current || [], fields || [])) formInstance.setFields(fields || []);
		prevFieldsRef.current = fields;
	}, [fields, formInstance]);
	const formContextValue = React$1.useMemo(() => ({
		...formInstance,
		validateTrigger
	}), [formInstance, validateTrigger]);
	const wrapperNode = /*#__PURE__*/ React$1.createElement(ListContext.Provider, { value: null }, /*#__PURE__*/ React$1.createElement(Context.Provider, { value: formContextValue }, childrenNode));
	if (Component === false) return wrapperNode;
	return /*#__PURE__*/ React$1.createElement(Component, _extends({}, restProps, {
		ref: nativeElementRef,
		onSubmit: (event) => {
			event.preventDefault();
			event.stopPropagation();
			formInstance.submit();
		},
		onReset: (event) => {
			event.preventDefault();
			formInstance.resetFields();
			restProps.onReset?.(event);
		}
	}), wrapperNode);
};
// node_modules/@rc-component/form/es/hooks/useWatch.js
function stringify$1(value) {
	try {
		return JSON.stringify(value);
	} catch {
		return Math.random();
	}
}
function useWatch(...args) {
	const [dependencies, _form = {}] = args;
	const options = isFormInstance(_form) ? { form: _form } : _form;
	const form = options.form;
	const [value, setValue] = useState(() => typeof dependencies === "function" ? dependencies({}) : void 0);
	const valueStr = useMemo(() => stringify$1(value), [value]);
	const valueStrRef = useRef(valueStr);
	valueStrRef.current = valueStr;
	const fieldContext = useContext(Context);
	const formInstance = form || fieldContext;
	const isValidForm = formInstance && formInstance._init;
	if (process.env.NODE_ENV !== "production") warningOnce$1(args.length === 2 ? form ? isValidForm : true : isValidForm, "useWatch requires a form instance since it can not auto detect from context.");
	const { getFieldsValue, getInternalHooks } = formInstance;
	const { registerWatch } = getInternalHooks(HOOK_MARK);
	const triggerUpdate = useEvent((values, allValues) => {
		const watchValue = options.preserve ? allValues ?? getFieldsValue(true) : values ?? getFieldsValue();
		const nextValue = typeof dependencies === "function" ? dependencies(watchValue) : get(watchValue, getNamePath(dependencies));
		if (stringify$1(value) !== stringify$1(nextValue)) setValue(nextValue);
	});
	const flattenDeps = typeof dependencies === "function" ? dependencies : JSON.stringify(dependencies);
	useEffect(() => {
		if (!isValidForm) return;
		triggerUpdate();
	}, [isValidForm, flattenDeps]);
	useEffect(() => {
		if (!isValidForm) return;
		return registerWatch((values, allValues) => {
			triggerUpdate(values, allValues);
		});
	}, [isValidForm]);
	return value;
}
// node_modules/@rc-component/form/es/index.js
var RefForm = /* @__PURE__ */ React$1.forwardRef(Form);
RefForm.FormProvider = FormProvider$1;
RefForm.Field = WrapperField;
RefForm.List = List;
RefForm.useForm = useForm;
RefForm.useWatch = useWatch;
// node_modules/antd/es/form/context.js
var FormContext = /*#__PURE__*/ React$1.createContext({
	labelAlign: "right",
	layout: "horizontal",
	itemRef: () => {}
});
var NoStyleItemContext = /*#__PURE__*/ React$1.createContext(null);
var FormProvider = (props) => {
	const providerProps = omit(props, ["prefixCls"]);
	return /*#__PURE__*/ React$1.createElement(FormProvider$1, { ...providerProps });
};
var FormItemPrefixContext = /*#__PURE__*/ React$1.createContext({ prefixCls: "" });
var FormItemInputContext = /*#__PURE__*/ React$1.createContext({});
if (process.env.NODE_ENV !== "production") FormItemInputContext.displayName = "FormItemInputContext";
var NoFormStyle = ({ children, status, override }) => {
	const formItemInputContext = React$1.useContext(FormItemInputContext);
	const newFormItemInputContext = React$1.useMemo(() => {
		const newContext = { ...formItemInputContext };
		if (override) delete newContext.isFormItemInput;
		if (status) {
			delete newContext.status;
			delete newContext.hasFeedback;
			delete newContext.feedbackIcon;
		}
		return newContext;
	}, [
		status,
		override,
		formItemInputContext
	]);
	return /*#__PURE__*/ React$1.createElement(FormItemInputContext.Provider, { value: newFormItemInputContext }, children);
};
var VariantContext = /*#__PURE__*/ React$1.createContext(void 0);
// node_modules/antd/es/_util/ContextIsolator.js
var ContextIsolator = (props) => {
	const { space, form, children } = props;
	if (!isReactRenderable(children)) return null;
	let result = children;
	if (form) result = /*#__PURE__*/ React.createElement(NoFormStyle, {
		override: true,
		status: true
	}, result);
	if (space) result = /*#__PURE__*/ React.createElement(NoCompactStyle, null, result);
	return result;
};
// node_modules/antd/es/_util/styleChecker.js
var canUseDocElement = () => canUseDom$1() && window.document.documentElement;
// node_modules/antd/es/drawer/useFocusable.js
function useFocusable(focusable, defaultTrap, legacyFocusTriggerAfterClose) {
	return useMemo(() => {
		return {
			trap: defaultTrap ?? true,
			focusTriggerAfterClose: legacyFocusTriggerAfterClose ?? true,
			...focusable
		};
	}, [
		focusable,
		defaultTrap,
		legacyFocusTriggerAfterClose
	]);
}
// node_modules/antd/es/skeleton/Element.js
var Element$1 = (props) => {
	const { prefixCls, className, style, size, shape } = props;
	if (process.env.NODE_ENV !== "production") devUseWarning("Skeleton").deprecated(size !== "default", "size=\"default\"", "size=\"medium\"");
	const sizeCls = clsx({
		[`${prefixCls}-lg`]: size === "large",
		[`${prefixCls}-sm`]: size === "small"
	});
	const shapeCls = clsx({
		[`${prefixCls}-circle`]: shape === "circle",
		[`${prefixCls}-square`]: shape === "square",
		[`${prefixCls}-round`]: shape === "round"
	});
	const sizeStyle = React$1.useMemo(() => isNumber(size) ? {
		width: size,
		height: size,
		lineHeight: `${size}px`
	} : {}, [size]);
	return /*#__PURE__*/ React$1.createElement("span", {
		className: clsx(prefixCls, sizeCls, shapeCls, className),
		style: {
			...sizeStyle,
			...style
		}
	});
};
// node_modules/antd/es/skeleton/style/index.js
var skeletonClsLoading = new Keyframe(`ant-skeleton-loading`, {
	"0%": { backgroundPosition: "100% 50%" },
	"100%": { backgroundPosition: "0 50%" }
});
var genSkeletonElementCommonSize = (size) => ({
	height: size,
	lineHeight: unit$1(size)
});
var genSkeletonElementSize = (size) => ({
	width: size,
	...genSkeletonElementCommonSize(size)
});
var genSkeletonColor = (token) => ({
	background: token.skeletonLoadingBackground,
	backgroundSize: "400% 100%",
	animationName: skeletonClsLoading,
	animationDuration: token.skeletonLoadingMotionDuration,
	animationTimingFunction: "ease",
	animationIterationCount: "infinite"
});
var genSkeletonElementInputSize = (size, calc) => ({
	width: calc(size).mul(5).equal(),
	minWidth: calc(size).mul(5).equal(),
	...genSkeletonElementCommonSize(size)
});
var genSkeletonElementAvatar = (token) => {
	const { skeletonAvatarCls, gradientFromColor, controlHeight, controlHeightLG, controlHeightSM } = token;
	return {
		[skeletonAvatarCls]: {
			display: "inline-block",
			verticalAlign: "top",
			background: gradientFromColor,
			...genSkeletonElementSize(controlHeight)
		},
		[`${skeletonAvatarCls}${skeletonAvatarCls}-circle`]: { borderRadius: "50%" },
		[`${skeletonAvatarCls}${skeletonAvatarCls}-lg`]: { ...genSkeletonElementSize(controlHeightLG) },
		[`${skeletonAvatarCls}${skeletonAvatarCls}-sm`]: { ...genSkeletonElementSize(controlHeightSM) }
	};
};
var genSkeletonElementInput = (token) => {
	const { controlHeight, borderRadiusSM, skeletonInputCls, controlHeightLG, controlHeightSM, gradientFromColor, calc } = token;
	return {
		[skeletonInputCls]: {
			display: "inline-block",
			verticalAlign: "top",
			background: gradientFromColor,
			borderRadius: borderRadiusSM,
			...genSkeletonElementInputSize(controlHeight, calc)
		},
		[`${skeletonInputCls}-lg`]: { ...genSkeletonElementInputSize(controlHeightLG, calc) },
		[`${skeletonInputCls}-sm`]: { ...genSkeletonElementInputSize(controlHeightSM, calc) }
	};
};
var genSkeletonElementShape = (token) => {
	const { gradientFromColor, borderRadiusSM, imageSizeBase, calc } = token;
	return {
		display: "inline-flex",
		alignItems: "center",
		justifyContent: "center",
		verticalAlign: "middle",
		background: gradientFromColor,
		borderRadius: borderRadiusSM,
		...genSkeletonElementSize(calc(imageSizeBase).mul(2).equal())
	};
};
var genSkeletonElementNode = (token) => {
	return { [token.skeletonNodeCls]: { ...genSkeletonElementShape(token) } };
};
var genSkeletonElementImage = (token) => {
	const { skeletonImageCls, imageSizeBase, calc } = token;
	return {
		[skeletonImageCls]: {
			...genSkeletonElementShape(token),
			[`${skeletonImageCls}-path`]: { fill: "#bfbfbf" },
			[`${skeletonImageCls}-svg`]: {
				...genSkeletonElementSize(imageSizeBase),
				maxWidth: calc(imageSizeBase).mul(4).equal(),
				maxHeight: calc(imageSizeBase).mul(4).equal()
			},
			[`${skeletonImageCls}-svg${skeletonImageCls}-svg-circle`]: { borderRadius: "50%" }
		},
		[`${skeletonImageCls}${skeletonImageCls}-circle`]: { borderRadius: "50%" }
	};
};
var genSkeletonElementButtonShape = (token, size, buttonCls) => {
	const { skeletonButtonCls } = token;
	return {
		[`${buttonCls}${skeletonButtonCls}-circle`]: {
			width: size,
			minWidth: size,
			borderRadius: "50%"
		},
		[`${buttonCls}${skeletonButtonCls}-round`]: { borderRadius: size }
	};
};
var genSkeletonElementButtonSize = (size, calc) => ({
	width: calc(size).mul(2).equal(),
	minWidth: calc(size).mul(2).equal(),
	...genSkeletonElementCommonSize(size)
});
var genSkeletonElementButton = (token) => {
	const { borderRadiusSM, skeletonButtonCls, controlHeight, controlHeightLG, controlHeightSM, gradientFromColor, calc } = token;
	return {
		[skeletonButtonCls]: {
			display: "inline-block",
			verticalAlign: "top",
			background: gradientFromColor,
			borderRadius: borderRadiusSM,
			width: calc(controlHeight).mul(2).equal(),
			minWidth: calc(controlHeight).mul(2).equal(),
			...genSkeletonElementButtonSize(controlHeight, calc)
		},
		...genSkeletonElementButtonShape(token, controlHeight, skeletonButtonCls),
		[`${skeletonButtonCls}-lg`]: { ...genSkeletonElementButtonSize(controlHeightLG, calc) },
		...genSkeletonElementButtonShape(token, controlHeightLG, `${skeletonButtonCls}-lg`),
		[`${skeletonButtonCls}-sm`]: { ...genSkeletonElementButtonSize(controlHeightSM, calc) },
		...genSkeletonElementButtonShape(token, controlHeightSM, `${skeletonButtonCls}-sm`)
	};
};
var genBaseStyle$1 = (token) => {
	const { componentCls, skeletonAvatarCls, skeletonTitleCls, skeletonParagraphCls, skeletonButtonCls, skeletonInputCls, skeletonNodeCls, skeletonImageCls, controlHeight, controlHeightLG, controlHeightSM, gradientFromColor, padding, marginSM, borderRadius, titleHeight, blockRadius, paragraphLiHeight, controlHeightXS, paragraphMarginTop } = token;
	return {
		[componentCls]: {
			display: "table",
			width: "100%",
			[`${componentCls}-header`]: {
				display: "table-cell",
				paddingInlineEnd: padding,
				verticalAlign: "top",
				[skeletonAvatarCls]: {
					display: "inline-block",
					verticalAlign: "top",
					background: gradientFromColor,
					...genSkeletonElementSize(controlHeight)
				},
				[`${skeletonAvatarCls}-circle`]: { borderRadius: "50%" },
				[`${skeletonAvatarCls}-lg`]: { ...genSkeletonElementSize(controlHeightLG) },
				[`${skeletonAvatarCls}-sm`]: { ...genSkeletonElementSize(controlHeightSM) }
			},
			[`${componentCls}-section`]: {
				display: "table-cell",
				width: "100%",
				verticalAlign: "top",
				[skeletonTitleCls]: {
					width: "100%",
					height: titleHeight,
					background: gradientFromColor,
					borderRadius: blockRadius,
					[`+ ${skeletonParagraphCls}`]: { marginBlockStart: controlHeightSM }
				},
				[skeletonParagraphCls]: {
					padding: 0,
					"> li": {
						width: "100%",
						height: paragraphLiHeight,
						listStyle: "none",
						background: gradientFromColor,
						borderRadius: blockRadius,
						"+ li": { marginBlockStart: controlHeightXS }
					}
				},
				[`${skeletonParagraphCls}> li:last-child:not(:first-child):not(:nth-child(2))`]: { width: "61%" }
			},
			[`&-round ${componentCls}-section`]: { [`${skeletonTitleCls}, ${skeletonParagraphCls} > li`]: { borderRadius } }
		},
		[`${componentCls}-with-avatar ${componentCls}-section`]: { [skeletonTitleCls]: {
			marginBlockStart: marginSM,
			[`+ ${skeletonParagraphCls}`]: { marginBlockStart: paragraphMarginTop }
		} },
		[`${componentCls}${componentCls}-element`]: {
			display: "inline-block",
			width: "auto",
			...genSkeletonElementButton(token),
			...genSkeletonElementAvatar(token),
			...genSkeletonElementInput(token),
			...genSkeletonElementNode(token),
			...genSkeletonElementImage(token)
		},
		[`${componentCls}${componentCls}-block`]: {
			width: "100%",
			[skeletonButtonCls]: { width: "100%" },
			[skeletonInputCls]: { width: "100%" }
		},
		[`${componentCls}${componentCls}-active`]: { [`
        ${skeletonTitleCls},
        ${skeletonParagraphCls} > li,
        ${skeletonAvatarCls},
        ${skeletonButtonCls},
        ${skeletonInputCls},
        ${skeletonNodeCls},
        ${skeletonImageCls}
      `]: { ...genSkeletonColor(token) } }
	};
};
var prepareComponentToken$2 = (token) => {
	const { colorFillContent, colorFill } = token;
	const gradientFromColor = colorFillContent;
	const gradientToColor = colorFill;
	return {
		color: gradientFromColor,
		colorGradientEnd: gradientToColor,
		gradientFromColor,
		gradientToColor,
		titleHeight: token.controlHeight / 2,
		blockRadius: token.borderRadiusSM,
		paragraphMarginTop: token.marginLG + token.marginXXS,
		paragraphLiHeight: token.controlHeight / 2
	};
};
var style_default$2 = genStyleHooks("Skeleton", (token) => {
	const { componentCls, calc } = token;
	return genBaseStyle$1(merge(token, {
		skeletonAvatarCls: `${componentCls}-avatar`,
		skeletonTitleCls: `${componentCls}-title`,
		skeletonParagraphCls: `${componentCls}-paragraph`,
		skeletonButtonCls: `${componentCls}-button`,
		skeletonInputCls: `${componentCls}-input`,
		skeletonNodeCls: `${componentCls}-node`,
		skeletonImageCls: `${componentCls}-image`,
		imageSizeBase: calc(token.controlHeight).mul(1.5).equal(),
		borderRadius: 100,
		skeletonLoadingBackground: `linear-gradient(90deg, ${token.gradientFromColor} 25%, ${token.gradientToColor} 37%, ${token.gradientFromColor} 63%)`,
		skeletonLoadingMotionDuration: "1.4s"
	}));
}, prepareComponentToken$2, { deprecatedTokens: [["color", "gradientFromColor"], ["colorGradientEnd", "gradientToColor"]] });
// node_modules/antd/es/skeleton/Avatar.js
var SkeletonAvatar = (props) => {
	const { prefixCls: customizePrefixCls, className, classNames, rootClassName, active, style, styles, shape = "circle", size: customSize, ...rest } = props;
	const { getPrefixCls } = React$1.useContext(ConfigContext);
	const prefixCls = getPrefixCls("skeleton", customizePrefixCls);
	const [hashId, cssVarCls] = style_default$2(prefixCls);
	const mergedSize = useSize((ctx) => customSize ?? ctx);
	const cls = clsx(prefixCls, `${prefixCls}-element`, { [`${prefixCls}-active`]: active }, classNames?.root, className, rootClassName, hashId, cssVarCls);
	return /*#__PURE__*/ React$1.createElement("div", {
		className: cls,
		style: styles?.root
	}, /*#__PURE__*/ React$1.createElement(Element$1, {
		prefixCls: `${prefixCls}-avatar`,
		className: classNames?.content,
		style: {
			...styles?.content,
			...style
		},
		shape,
		size: mergedSize,
		...rest
	}));
};
// node_modules/antd/es/skeleton/Button.js
var SkeletonButton = (props) => {
	const { prefixCls: customizePrefixCls, className, rootClassName, classNames, active, style, styles, block = false, size: customSize, ...rest } = props;
	const { getPrefixCls } = React$1.useContext(ConfigContext);
	const prefixCls = getPrefixCls("skeleton", customizePrefixCls);
	const [hashId, cssVarCls] = style_default$2(prefixCls);
	const mergedSize = useSize((ctx) => customSize ?? ctx);
	const cls = clsx(prefixCls, `${prefixCls}-element`, {
		[`${prefixCls}-active`]: active,
		[`${prefixCls}-block`]: block
	}, classNames?.root, className, rootClassName, hashId, cssVarCls);
	return /*#__PURE__*/ React$1.createElement("div", {
		className: cls,
		style: styles?.root
	}, /*#__PURE__*/ React$1.createElement(Element$1, {
		prefixCls: `${prefixCls}-button`,
		className: classNames?.content,
		style: {
			...styles?.content,
			...style
		},
		size: mergedSize,
		...rest
	}));
};
// node_modules/antd/es/skeleton/Node.js
var SkeletonNode = (props) => {
	const { prefixCls: customizePrefixCls, className, classNames, rootClassName, internalClassName, style, styles, active, children } = props;
	const { getPrefixCls } = React$1.useContext(ConfigContext);
	const prefixCls = getPrefixCls("skeleton", customizePrefixCls);
	const [hashId, cssVarCls] = style_default$2(prefixCls);
	const cls = clsx(prefixCls, `${prefixCls}-element`, { [`${prefixCls}-active`]: active }, hashId, classNames?.root, className, rootClassName, cssVarCls);
	return /*#__PURE__*/ React$1.createElement("div", {
		className: cls,
		style: styles?.root
	}, /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(classNames?.content, internalClassName || `${prefixCls}-node`),
		style: {
			...styles?.content,
			...style
		}
	}, children));
};
// node_modules/antd/es/skeleton/Image.js
var SkeletonImage = (props) => {
	const { getPrefixCls } = React$1.useContext(ConfigContext);
	const prefixCls = getPrefixCls("skeleton", props.prefixCls);
	return /*#__PURE__*/ React$1.createElement(SkeletonNode, {
		...props,
		internalClassName: `${prefixCls}-image`
	}, /*#__PURE__*/ React$1.createElement("svg", {
		viewBox: "0 0 1098 1024",
		xmlns: "http://www.w3.org/2000/svg",
		className: `${prefixCls}-image-svg`,
		"aria-hidden": "true",
		focusable: "false"
	}, /*#__PURE__*/ React$1.createElement("title", null, "Image placeholder"), /*#__PURE__*/ React$1.createElement("path", {
		d: "M365.7 329.1q0 45.8-32 77.7t-77.7 32-77.7-32-32-77.7 32-77.6 77.7-32 77.7 32 32 77.6M951 548.6v256H146.3V694.9L329 512l91.5 91.4L713 311zm54.8-402.3H91.4q-7.4 0-12.8 5.4T73 164.6v694.8q0 7.5 5.5 12.9t12.8 5.4h914.3q7.5 0 12.9-5.4t5.4-12.9V164.6q0-7.5-5.4-12.9t-12.9-5.4m91.4 18.3v694.8q0 37.8-26.8 64.6t-64.6 26.9H91.4q-37.7 0-64.6-26.9T0 859.4V164.6q0-37.8 26.8-64.6T91.4 73h914.3q37.8 0 64.6 26.9t26.8 64.6",
		className: `${prefixCls}-image-path`
	})));
};
// node_modules/antd/es/skeleton/Input.js
var SkeletonInput = (props) => {
	const { prefixCls: customizePrefixCls, className, classNames, rootClassName, active, block, style, styles, size: customSize, ...rest } = props;
	const { getPrefixCls } = React$1.useContext(ConfigContext);
	const prefixCls = getPrefixCls("skeleton", customizePrefixCls);
	const [hashId, cssVarCls] = style_default$2(prefixCls);
	const mergedSize = useSize((ctx) => customSize ?? ctx);
	const cls = clsx(prefixCls, `${prefixCls}-element`, {
		[`${prefixCls}-active`]: active,
		[`${prefixCls}-block`]: block
	}, classNames?.root, className, rootClassName, hashId, cssVarCls);
	return /*#__PURE__*/ React$1.createElement("div", {
		className: cls,
		style: styles?.root
	}, /*#__PURE__*/ React$1.createElement(Element$1, {
		prefixCls: `${prefixCls}-input`,
		className: classNames?.content,
		style: {
			...styles?.content,
			...style
		},
		size: mergedSize,
		...rest
	}));
};
// node_modules/antd/es/skeleton/Paragraph.js
var getWidth = (index, props) => {
	const { width, rows = 2 } = props;
	if (Array.isArray(width)) return width[index];
	if (rows - 1 === index) return width;
};
var Paragraph = (props) => {
	const { prefixCls, className, style, rows = 0 } = props;
	const rowList = Array.from({ length: rows }).map((_, index) => /*#__PURE__*/ React$1.createElement("li", {
		key: index,
		style: { width: getWidth(index, props) }
	}));
	return /*#__PURE__*/ React$1.createElement("ul", {
		className: clsx(prefixCls, className),
		style
	}, rowList);
};
// node_modules/antd/es/skeleton/Title.js
var Title = ({ prefixCls, className, width, style }) => /*#__PURE__*/ React$1.createElement("h3", {
	className: clsx(prefixCls, className),
	style: {
		width,
		...style
	}
});
// node_modules/antd/es/skeleton/Skeleton.js
function getComponentProps(prop) {
	if (isPlainObject(prop)) return prop;
	return {};
}
function getAvatarBasicProps(hasTitle, hasParagraph) {
	if (hasTitle && !hasParagraph) return {
		size: "large",
		shape: "square"
	};
	return {
		size: "large",
		shape: "circle"
	};
}
function getTitleBasicProps(hasAvatar, hasParagraph) {
	if (!hasAvatar && hasParagraph) return { width: "38%" };
	if (hasAvatar && hasParagraph) return { width: "50%" };
	return {};
}
function getParagraphBasicProps(hasAvatar, hasTitle) {
	const basicProps = {};
	if (!hasAvatar || !hasTitle) basicProps.width = "61%";
	if (!hasAvatar && hasTitle) basicProps.rows = 3;
	else basicProps.rows = 2;
	return basicProps;
}
var Skeleton = /*#__PURE__*/ React.forwardRef((props, ref) => {
	const { prefixCls: customizePrefixCls, loading, className, rootClassName, classNames, style, styles, children, avatar = false, title = true, paragraph = true, active, round } = props;
	const { getPrefixCls, direction, className: contextClassName, style: contextStyle, classNames: contextClassNames, styles: contextStyles } = useComponentConfig("skeleton");
	const prefixCls = getPrefixCls("skeleton", customizePrefixCls);
	const [hashId, cssVarCls] = style_default$2(prefixCls);
	const mergedProps = {
		...props,
		avatar,
		title,
		paragraph
	};
	const contextStyleRoot = useSemanticRootStyle(contextStyle);
	const styleRoot = useSemanticRootStyle(style);
	const [mergedClassNames, mergedStyles] = useMergeSemantic([contextClassNames, classNames], [
		contextStyles,
		contextStyleRoot,
		styles,
		styleRoot
	], { props: mergedProps });
	const nativeElementRef = React.useRef(null);
	React.useImperativeHandle(ref, () => ({ nativeElement: nativeElementRef.current }));
	if (loading || !("loading" in props)) {
		const hasAvatar = !!avatar;
		const hasTitle = !!title;
		const hasParagraph = !!paragraph;
		let avatarNode;
		if (hasAvatar) {
			const avatarProps = {
				className: mergedClassNames.avatar,
				prefixCls: `${prefixCls}-avatar`,
				...getAvatarBasicProps(hasTitle, hasParagraph),
				...getComponentProps(avatar),
				style: mergedStyles.avatar
			};
			avatarNode = /*#__PURE__*/ React.createElement("div", {
				className: clsx(mergedClassNames.header, `${prefixCls}-header`),
				style: mergedStyles.header
			}, /*#__PURE__*/ React.createElement(Element$1, { ...avatarProps }));
		}
		let contentNode;
		if (hasTitle || hasParagraph) {
			let $title;
			if (hasTitle) {
				const titleProps = {
					className: mergedClassNames.title,
					prefixCls: `${prefixCls}-title`,
					...getTitleBasicProps(hasAvatar, hasParagraph),
					...getComponentProps(title),
					style: mergedStyles.title
				};
				$title = /*#__PURE__*/ React.createElement(Title, { ...titleProps });
			}
			let paragraphNode;
			if (hasParagraph) {
				const paragraphProps = {
					className: mergedClassNames.paragraph,
					prefixCls: `${prefixCls}-paragraph`,
					...getParagraphBasicProps(hasAvatar, hasTitle),
					...getComponentProps(paragraph),
					style: mergedStyles.paragraph
				};
				paragraphNode = /*#__PURE__*/ React.createElement(Paragraph, { ...paragraphProps });
			}
			contentNode = /*#__PURE__*/ React.createElement("div", {
				className: clsx(mergedClassNames.section, `${prefixCls}-section`),
				style: mergedStyles.section
			}, $title, paragraphNode);
		}
		const cls = clsx(prefixCls, {
			[`${prefixCls}-with-avatar`]: hasAvatar,
			[`${prefixCls}-active`]: active,
			[`${prefixCls}-rtl`]: direction === "rtl",
			[`${prefixCls}-round`]: round
		}, mergedClassNames.root, contextClassName, className, rootClassName, hashId, cssVarCls);
		return /*#__PURE__*/ React.createElement("div", {
			ref: nativeElementRef,
			className: cls,
			style: mergedStyles.root
		}, avatarNode, contentNode);
	}
	return children ?? null;
});
Skeleton.Button = SkeletonButton;
Skeleton.Avatar = SkeletonAvatar;
Skeleton.Input = SkeletonInput;
Skeleton.Image = SkeletonImage;
Skeleton.Node = SkeletonNode;
if (process.env.NODE_ENV !== "production") Skeleton.displayName = "Skeleton";
// node_modules/antd/es/skeleton/index.js
var skeleton_default = Skeleton;
// node_modules/antd/es/watermark/context.js
function voidFunc() {}
var WatermarkContext = /*#__PURE__*/ React$1.createContext({
	add: voidFunc,
	remove: voidFunc
});
function usePanelRef(panelSelector) {
	const watermark = React$1.useContext(WatermarkContext);
	const panelEleRef = React$1.useRef(null);
	return useEvent((ele) => {
		if (ele) {
			const innerContentEle = panelSelector ? ele.querySelector(panelSelector) : ele;
			if (innerContentEle) {
				watermark.add(innerContentEle);
				panelEleRef.current = innerContentEle;
			}
		} else watermark.remove(panelEleRef.current);
	});
}
// node_modules/antd/es/modal/components/NormalCancelBtn.js
var NormalCancelBtn = () => {
	const { cancelButtonProps, cancelTextLocale, onCancel } = useContext(ModalContext);
	const onInternalClick = (event) => {
		onCancel?.(event);
		cancelButtonProps?.onClick?.(event);
	};
	return /*#__PURE__*/ React.createElement(Button, {
		...cancelButtonProps,
		onClick: onInternalClick
	}, cancelTextLocale);
};
// node_modules/antd/es/modal/components/NormalOkBtn.js
var NormalOkBtn = () => {
	const { confirmLoading, okButtonProps, okType, okTextLocale, onOk } = useContext(ModalContext);
	const onInternalClick = (event) => {
		onOk?.(event);
		okButtonProps?.onClick?.(event);
	};
	return /*#__PURE__*/ React.createElement(Button, {
		...convertLegacyProps(okType),
		loading: confirmLoading,
		...okButtonProps,
		onClick: onInternalClick
	}, okTextLocale);
};
// node_modules/antd/es/modal/shared.js
function renderCloseIcon(prefixCls, closeIcon) {
	return /*#__PURE__*/ React.createElement("span", { className: `${prefixCls}-close-x` }, isReactRenderable(closeIcon) ? closeIcon : /*#__PURE__*/ React.createElement(RefIcon$3, { className: `${prefixCls}-close-icon` }));
}
var Footer = (props) => {
	const { okText, okType = "primary", cancelText, confirmLoading, onOk, onCancel, okButtonProps, cancelButtonProps, footer } = props;
	const [locale] = useLocale("Modal", getConfirmLocale());
	const okTextLocale = fallbackProp(okText, locale?.okText);
	const cancelTextLocale = fallbackProp(cancelText, locale?.cancelText);
	const memoizedValue = React.useMemo(() => {
		return {
			confirmLoading,
			okButtonProps,
			cancelButtonProps,
			okTextLocale,
			cancelTextLocale,
			okType,
			onOk,
			onCancel
		};
	}, [
		confirmLoading,
		okButtonProps,
		cancelButtonProps,
		okTextLocale,
		cancelTextLocale,
		okType,
		onOk,
		onCancel
	]);
	let footerNode;
	if (isFunction(footer) || typeof footer === "undefined") {
		footerNode = /*#__PURE__*/ React.createElement(React.Fragment, null, /*#__PURE__*/ React.createElement(NormalCancelBtn, null), /*#__PURE__*/ React.createElement(NormalOkBtn, null));
		if (isFunction(footer)) footerNode = footer(footerNode, {
			OkBtn: NormalOkBtn,
			CancelBtn: NormalCancelBtn
		});
		footerNode = /*#__PURE__*/ React.createElement(ModalContextProvider, { value: memoizedValue }, footerNode);
	} else footerNode = footer;
	return /*#__PURE__*/ React.createElement(DisabledContextProvider, { disabled: false }, footerNode);
};
// node_modules/antd/es/grid/style/index.js
var genGridRowStyle = (token) => {
	const { componentCls } = token;
	return { [componentCls]: {
		display: "flex",
		flexFlow: "row wrap",
		minWidth: 0,
		"&::before, &::after": { display: "flex" },
		"&-no-wrap": { flexWrap: "nowrap" },
		"&-start": { justifyContent: "flex-start" },
		"&-center": { justifyContent: "center" },
		"&-end": { justifyContent: "flex-end" },
		"&-space-between": { justifyContent: "space-between" },
		"&-space-around": { justifyContent: "space-around" },
		"&-space-evenly": { justifyContent: "space-evenly" },
		"&-top": { alignItems: "flex-start" },
		"&-middle": { alignItems: "center" },
		"&-bottom": { alignItems: "flex-end" }
	} };
};
var genGridColStyle = (token) => {
	const { componentCls } = token;
	return { [componentCls]: {
		position: "relative",
		maxWidth: "100%",
		minHeight: 1
	} };
};
var genLoopGridColumnsStyle = (token, sizeCls) => {
	const { componentCls, gridColumns, antCls } = token;
	const [gridVarName, gridVarRef] = genCssVar(antCls, "grid");
	const [, colVarRef] = genCssVar(antCls, "col");
	const gridColumnsStyle = {};
	for (let i = gridColumns; i >= 0; i--) if (i === 0) {
		gridColumnsStyle[`${componentCls}${sizeCls}-${i}`] = { display: "none" };
		gridColumnsStyle[`${componentCls}-push-${i}`] = { insetInlineStart: "auto" };
		gridColumnsStyle[`${componentCls}-pull-${i}`] = { insetInlineEnd: "auto" };
		gridColumnsStyle[`${componentCls}${sizeCls}-push-${i}`] = { insetInlineStart: "auto" };
		gridColumnsStyle[`${componentCls}${sizeCls}-pull-${i}`] = { insetInlineEnd: "auto" };
		gridColumnsStyle[`${componentCls}${sizeCls}-offset-${i}`] = { marginInlineStart: 0 };
		gridColumnsStyle[`${componentCls}${sizeCls}-order-${i}`] = { order: 0 };
	} else {
		gridColumnsStyle[`${componentCls}${sizeCls}-${i}`] = [{
			[gridVarName("display")]: "block",
			display: "block"
		}, {
			display: gridVarRef("display"),
			flex: `0 0 ${i / gridColumns * 100}%`,
			maxWidth: `${i / gridColumns * 100}%`
		}];
		gridColumnsStyle[`${componentCls}${sizeCls}-push-${i}`] = { insetInlineStart: `${i / gridColumns * 100}%` };
		gridColumnsStyle[`${componentCls}${sizeCls}-pull-${i}`] = { insetInlineEnd: `${i / gridColumns * 100}%` };
		gridColumnsStyle[`${componentCls}${sizeCls}-offset-${i}`] = { marginInlineStart: `${i / gridColumns * 100}%` };
		gridColumnsStyle[`${componentCls}${sizeCls}-order-${i}`] = { order: i };
	}
	gridColumnsStyle[`${componentCls}${sizeCls}-flex`] = { flex: colVarRef(`${sizeCls.replace(/-/, "")}-flex`) };
	return gridColumnsStyle;
};
var genGridStyle = (token, sizeCls) => genLoopGridColumnsStyle(token, sizeCls);
var genGridMediaStyle = (token, screenSize, sizeCls) => ({ [`@media (min-width: ${unit$1(screenSize)})`]: { ...genGridStyle(token, sizeCls) } });
var prepareRowComponentToken = () => ({});
var prepareColComponentToken = () => ({});
var useRowStyle = genStyleHooks("Grid", genGridRowStyle, prepareRowComponentToken);
var getMediaSize = (token) => {
	return {
		xs: token.screenXSMin,
		sm: token.screenSMMin,
		md: token.screenMDMin,
		lg: token.screenLGMin,
		xl: token.screenXLMin,
		xxl: token.screenXXLMin,
		xxxl: token.screenXXXLMin
	};
};
var useColStyle = genStyleHooks("Grid", (token) => {
	const gridToken = merge(token, { gridColumns: 24 });
	const gridMediaSizesMap = getMediaSize(gridToken);
	delete gridMediaSizesMap.xs;
	return [
		genGridColStyle(gridToken),
		genGridStyle(gridToken, ""),
		genGridStyle(gridToken, "-xs"),
		Object.keys(gridMediaSizesMap).map((key) => genGridMediaStyle(gridToken, gridMediaSizesMap[key], `-${key}`)).reduce((pre, cur) => ({
			...pre,
			...cur
		}), {})
	];
}, prepareColComponentToken);
// node_modules/antd/es/modal/style/index.js
function box(position) {
	return {
		position,
		inset: 0
	};
}
var genModalMaskStyle = (token) => {
	const { componentCls, antCls } = token;
	return [{ [`${componentCls}-root`]: {
		[`${componentCls}${antCls}-zoom-enter, ${componentCls}${antCls}-zoom-appear`]: {
			transform: "none",
			opacity: 0,
			animationDuration: token.motionDurationSlow,
			userSelect: "none"
		},
		[`${componentCls}${antCls}-zoom-leave ${componentCls}-container`]: { pointerEvents: "none" },
		[`${componentCls}-mask`]: {
			...box("fixed"),
			zIndex: token.zIndexPopupBase,
			height: "100%",
			backgroundColor: token.colorBgMask,
			pointerEvents: "none",
			[`&${componentCls}-mask-blur`]: { backdropFilter: "blur(4px)" },
			[`${componentCls}-hidden`]: { display: "none" }
		},
		[`${componentCls}-wrap`]: {
			...box("fixed"),
			zIndex: token.zIndexPopupBase,
			overflow: "auto",
			outline: 0,
			WebkitOverflowScrolling: "touch"
		}
	} }, { [`${componentCls}-root`]: initFadeMotion(token) }];
};
var genModalStyle = (token) => {
	const { componentCls, motionDurationMid } = token;
	return [
		{ [`${componentCls}-root`]: {
			[`${componentCls}-wrap-rtl`]: { direction: "rtl" },
			[`${componentCls}-centered`]: {
				textAlign: "center",
				"&::before": {
					display: "inline-block",
					width: 0,
					height: "100%",
					verticalAlign: "middle",
					content: "\"\""
				},
				[componentCls]: {
					top: 0,
					display: "inline-block",
					paddingBottom: 0,
					textAlign: "start",
					verticalAlign: "middle"
				}
			},
			[`@media (max-width: ${token.screenSMMax}px)`]: {
				[componentCls]: {
					maxWidth: "calc(100vw - 16px)",
					margin: `${unit$1(token.marginXS)} auto`
				},
				[`${componentCls}-centered`]: { [componentCls]: { flex: 1 } }
			}
		} },
		{ [componentCls]: {
			...resetComponent(token),
			pointerEvents: "none",
			position: "relative",
			top: 100,
			width: "auto",
			maxWidth: `calc(100vw - ${unit$1(token.calc(token.margin).mul(2).equal())})`,
			margin: "0 auto",
			"&:focus-visible": {
				borderRadius: token.borderRadiusLG,
				...genFocusOutline(token)
			},
			[`${componentCls}-title`]: {
				margin: 0,
				color: token.titleColor,
				fontWeight: token.fontWeightStrong,
				fontSize: token.titleFontSize,
				lineHeight: token.titleLineHeight,
				wordWrap: "break-word"
			},
			[`${componentCls}-container`]: {
				position: "relative",
				backgroundColor: token.contentBg,
				backgroundClip: "padding-box",
				border: 0,
				borderRadius: token.borderRadiusLG,
				boxShadow: token.boxShadow,
				pointerEvents: "auto",
				padding: token.contentPadding
			},
			[`${componentCls}-close`]: {
				position: "absolute",
				top: token.calc(token.modalHeaderHeight).sub(token.modalCloseBtnSize).div(2).equal(),
				insetInlineEnd: token.calc(token.modalHeaderHeight).sub(token.modalCloseBtnSize).div(2).equal(),
				zIndex: token.calc(token.zIndexPopupBase).add(10).equal(),
				padding: 0,
				color: token.modalCloseIconColor,
				fontWeight: token.fontWeightStrong,
				lineHeight: 1,
				textDecoration: "none",
				background: "transparent",
				borderRadius: token.borderRadiusSM,
				width: token.modalCloseBtnSize,
				height: token.modalCloseBtnSize,
				border: 0,
				outline: 0,
				cursor: "pointer",
				transition: ["color", "background-color"].map((prop) => `${prop} ${motionDurationMid}`).join(", "),
				"&-x": {
					display: "flex",
					fontSize: token.fontSizeLG,
					fontStyle: "normal",
					lineHeight: unit$1(token.modalCloseBtnSize),
					justifyContent: "center",
					textTransform: "none",
					textRendering: "auto"
				},
				"&:disabled": { pointerEvents: "none" },
				"&:hover": {
					color: token.modalCloseIconHoverColor,
					backgroundColor: token.colorBgTextHover,
					textDecoration: "none"
				},
				"&:active": { backgroundColor: token.colorBgTextActive },
				...genFocusStyle(token)
			},
			[`${componentCls}-header`]: {
				color: token.colorText,
				background: token.headerBg,
				borderRadius: `${unit$1(token.borderRadiusLG)} ${unit$1(token.borderRadiusLG)} 0 0`,
				marginBottom: token.headerMarginBottom,
				padding: token.headerPadding,
				borderBottom: token.headerBorderBottom
			},
			[`${componentCls}-body`]: {
				fontSize: token.fontSize,
				lineHeight: token.lineHeight,
				wordWrap: "break-word",
				padding: token.bodyPadding,
				[`${componentCls}-body-skeleton`]: {
					width: "100%",
					height: "100%",
					display: "flex",
					justifyContent: "center",
					alignItems: "center",
					margin: `${unit$1(token.margin)} auto`
				}
			},
			[`${componentCls}-footer`]: {
				textAlign: "end",
				background: token.footerBg,
				marginTop: token.footerMarginTop,
				padding: token.footerPadding,
				borderTop: token.footerBorderTop,
				borderRadius: token.footerBorderRadius,
				[`> ${token.antCls}-btn + ${token.antCls}-btn`]: { marginInlineStart: token.marginXS }
			},
			[`${componentCls}-open`]: { overflow: "hidden" }
		} },
		{ [`${componentCls}-pure-panel`]: {
			top: "auto",
			padding: 0,
			display: "flex",
			flexDirection: "column",
			[`${componentCls}-container,
          ${componentCls}-body,
          ${componentCls}-confirm-body-wrapper`]: {
				display: "flex",
				flexDirection: "column",
				flex: "auto"
			},
			[`${componentCls}-confirm-body`]: { marginBottom: "auto" }
		} }
	];
};
var genRTLStyle = (token) => {
	const { componentCls } = token;
	return { [`${componentCls}-root`]: { [`${componentCls}-wrap-rtl`]: {
		direction: "rtl",
		[`${componentCls}-confirm-body`]: { direction: "rtl" }
	} } };
};
var genResponsiveWidthStyle = (token) => {
	const { componentCls } = token;
	const oriGridMediaSizesMap = getMediaSize(token);
	const gridMediaSizesMap = { ...oriGridMediaSizesMap };
	delete gridMediaSizesMap.xs;
	const cssVarPrefix = `--${componentCls.replace(".", "")}-`;
	const responsiveStyles = Object.keys(gridMediaSizesMap).map((key) => ({ [`@media (min-width: ${unit$1(gridMediaSizesMap[key])})`]: { width: `var(${cssVarPrefix}${key}-width)` } }));
	return { [`${componentCls}-root`]: { [componentCls]: [].concat(_toConsumableArray(Object.keys(oriGridMediaSizesMap).map((currentKey, index) => {
		const previousKey = Object.keys(oriGridMediaSizesMap)[index - 1];
		return previousKey ? { [`${cssVarPrefix}${currentKey}-width`]: `var(${cssVarPrefix}${previousKey}-width)` } : null;
	})), [{ width: `var(${cssVarPrefix}xs-width)` }], _toConsumableArray(responsiveStyles)) } };
};
var prepareToken = (token) => {
	const headerPaddingVertical = token.padding;
	const headerFontSize = token.fontSizeHeading5;
	const headerLineHeight = token.lineHeightHeading5;
	return merge(token, {
		modalHeaderHeight: token.calc(token.calc(headerLineHeight).mul(headerFontSize).equal()).add(token.calc(headerPaddingVertical).mul(2).equal()).equal(),
		modalFooterBorderColorSplit: token.colorSplit,
		modalFooterBorderStyle: token.lineType,
		modalFooterBorderWidth: token.lineWidth,
		modalCloseIconColor: token.colorIcon,
		modalCloseIconHoverColor: token.colorIconHover,
		modalCloseBtnSize: token.controlHeight,
		modalConfirmIconSize: token.fontHeight,
		modalTitleHeight: token.calc(token.titleFontSize).mul(token.titleLineHeight).equal()
	});
};
var prepareComponentToken$1 = (token) => ({
	footerBg: "transparent",
	headerBg: "transparent",
	titleLineHeight: token.lineHeightHeading5,
	titleFontSize: token.fontSizeHeading5,
	contentBg: token.colorBgElevated,
	titleColor: token.colorTextHeading,
	contentPadding: token.wireframe ? 0 : `${unit$1(token.paddingMD)} ${unit$1(token.paddingContentHorizontalLG)}`,
	headerPadding: token.wireframe ? `${unit$1(token.padding)} ${unit$1(token.paddingLG)}` : 0,
	headerBorderBottom: token.wireframe ? `${unit$1(token.lineWidth)} ${token.lineType} ${token.colorSplit}` : "none",
	headerMarginBottom: token.wireframe ? 0 : token.marginXS,
	bodyPadding: token.wireframe ? token.paddingLG : 0,
	footerPadding: token.wireframe ? `${unit$1(token.paddingXS)} ${unit$1(token.padding)}` : 0,
	footerBorderTop: token.wireframe ? `${unit$1(token.lineWidth)} ${token.lineType} ${token.colorSplit}` : "none",
	footerBorderRadius: token.wireframe ? `0 0 ${unit$1(token.borderRadiusLG)} ${unit$1(token.borderRadiusLG)}` : 0,
	footerMarginTop: token.wireframe ? 0 : token.marginSM,
	confirmBodyPadding: token.wireframe ? `${unit$1(token.padding * 2)} ${unit$1(token.padding * 2)} ${unit$1(token.paddingLG)}` : 0,
	confirmIconMarginInlineEnd: token.wireframe ? token.margin : token.marginSM,
	confirmBtnsMarginTop: token.wireframe ? token.marginLG : token.marginSM,
	mask: true
});
var style_default$1 = genStyleHooks("Modal", (token) => {
	const modalToken = prepareToken(token);
	return [
		genModalStyle(modalToken),
		genRTLStyle(modalToken),
		genModalMaskStyle(modalToken),
		initZoomMotion(modalToken, "zoom"),
		genResponsiveWidthStyle(modalToken)
	];
}, prepareComponentToken$1, { unitless: { titleLineHeight: true } });
// node_modules/antd/es/modal/Modal.js
var mousePosition;
var getClickPosition = (e) => {
	mousePosition = {
		x: e.pageX,
		y: e.pageY
	};
	setTimeout(() => {
		mousePosition = null;
	}, 100);
};
if (canUseDocElement()) document.documentElement.addEventListener("click", getClickPosition, true);
var Modal$1 = (props) => {
	const { prefixCls: customizePrefixCls, className, rootClassName, open, wrapClassName, centered, getContainer, style, width = 520, footer, classNames, styles, children, loading, confirmLoading, zIndex: customizeZIndex, mousePosition: customizeMousePosition, onOk, onCancel, okButtonProps, cancelButtonProps, destroyOnHidden, destroyOnClose, panelRef = null, closable, mask: modalMask, modalRender, maskClosable, _semanticOmit, scrollLock, focusTriggerAfterClose, focusable, _renderSemanticContent, ...restProps } = props;
	const { getPopupContainer: getContextPopupContainer, getPrefixCls, direction, className: contextClassName, style: contextStyle, classNames: contextClassNames, styles: contextStyles, centered: contextCentered, cancelButtonProps: contextCancelButtonProps, okButtonProps: contextOkButtonProps, mask: contextMask, focusable: contextFocusable } = useComponentConfig("modal");
	const { modal: modalContext } = React$1.useContext(ConfigContext);
	const [closableAfterClose, onClose] = React$1.useMemo(() => {
		if (typeof closable === "boolean") return [void 0, void 0];
		return [closable?.afterClose, closable?.onClose];
	}, [closable]);
	const prefixCls = getPrefixCls("modal", customizePrefixCls);
	const rootPrefixCls = getPrefixCls();
	const [mergedMask, maskBlurClassName, mergeMaskClosable] = useMergedMask(modalMask, contextMask, prefixCls, maskClosable);
	const mergedFocusable = useFocusable({
		...contextFocusable,
		...focusable
	}, mergedMask, focusTriggerAfterClose);
	const handleCancel = (e) => {
		if (confirmLoading) return;
		onCancel?.(e);
		onClose?.();
	};
	const handleOk = (e) => {
		onOk?.(e);
		onClose?.();
	};
	if (process.env.NODE_ENV !== "production") {
		const warning = devUseWarning("Modal");
		[
			["bodyStyle", "styles.body"],
			["maskStyle", "styles.mask"],
			["destroyOnClose", "destroyOnHidden"],
			["autoFocusButton", "focusable.autoFocusButton"],
			["focusTriggerAfterClose", "focusable.focusTriggerAfterClose"],
			["maskClosable", "mask.closable"]
		].forEach(([deprecatedName, newName]) => {
			warning.deprecated(!(deprecatedName in props), deprecatedName, newName);
		});
	}
	const rootCls = useCSSVarCls(prefixCls);
	const [hashId, cssVarCls] = style_default$1(prefixCls, rootCls);
	const wrapClassNameExtended = clsx(wrapClassName, {
		[`${prefixCls}-centered`]: centered ?? contextCentered,
		[`${prefixCls}-wrap-rtl`]: direction === "rtl"
	});
	const dialogFooter = footer !== null && !loading ? /*#__PURE__*/ React$1.createElement(Footer, {
		...props,
		okButtonProps: {
			...contextOkButtonProps,
			...okButtonProps
		},
		onOk: handleOk,
		cancelButtonProps: {
			...contextCancelButtonProps,
			...cancelButtonProps
		},
		onCancel: handleCancel
	}) : null;
	const [rawClosable, mergedCloseIcon, closeBtnIsDisabled, ariaProps] = useClosable(pickClosable(props), pickClosable(modalContext), {
		closable: true,
		closeIcon: /*#__PURE__*/ React$1.createElement(RefIcon$3, { className: `${prefixCls}-close-icon` }),
		closeIconRender: (icon) => renderCloseIcon(prefixCls, icon)
	});
	const mergedClosable = rawClosable ? {
		disabled: closeBtnIsDisabled,
		closeIcon: mergedCloseIcon,
		afterClose: closableAfterClose,
		...ariaProps
	} : false;
	const mergedModalRender = modalRender ? (node) => /*#__PURE__*/ React$1.createElement("div", { className: `${prefixCls}-render` }, modalRender(node)) : void 0;
	const mergedPanelRef = composeRef(panelRef, usePanelRef(`.${prefixCls}-${modalRender ? "render" : "container"}`));
	const [zIndex, contextZIndex] = useZIndex("Modal", customizeZIndex);
	const mergedProps = {
		...props,
		width,
		panelRef,
		focusTriggerAfterClose: mergedFocusable.focusTriggerAfterClose,
		focusable: mergedFocusable,
		mask: mergedMask,
		maskClosable: mergeMaskClosable,
		zIndex
	};
	const [mergedClassNames, mergedStyles] = useMergeSemantic([
		contextClassNames,
		classNames,
		maskBlurClassName
	], [contextStyles, styles], { props: mergedProps });
	const dialogClassNames = _semanticOmit ? omit(mergedClassNames, _semanticOmit) : mergedClassNames;
	const dialogStyles = _semanticOmit ? omit(mergedStyles, _semanticOmit) : mergedStyles;
	const semanticContent = _renderSemanticContent ? _renderSemanticContent({
		classNames: mergedClassNames,
		styles: mergedStyles
	}) : children;
	const [numWidth, responsiveWidth] = React$1.useMemo(() => {
		if (isPlainObject(width)) return [void 0, width];
		return [width, void 0];
	}, [width]);
	const responsiveWidthVars = React$1.useMemo(() => {
		const vars = {};
		if (responsiveWidth) Object.keys(responsiveWidth).forEach((breakpoint) => {
			const breakpointWidth = responsiveWidth[breakpoint];
			if (isNonNullable$1(breakpointWidth)) vars[`--${prefixCls}-${breakpoint}-width`] = isNumber(breakpointWidth) ? `${breakpointWidth}px` : breakpointWidth;
		});
		return vars;
	}, [prefixCls, responsiveWidth]);
	return /*#__PURE__*/ React$1.createElement(ContextIsolator, {
		form: true,
		space: true
	}, /*#__PURE__*/ React$1.createElement(ZIndexContext.Provider, { value: contextZIndex }, /*#__PURE__*/ React$1.createElement(es_default, {
		width: numWidth,
		...restProps,
		zIndex,
		getContainer: getContainer === void 0 ? getContextPopupContainer : getContainer,
		prefixCls,
		rootClassName: clsx(hashId, rootClassName, cssVarCls, rootCls, dialogClassNames.root),
		rootStyle: dialogStyles.root,
		footer: dialogFooter,
		visible: open,
		mousePosition: customizeMousePosition ?? mousePosition,
		onClose: handleCancel,
		closable: mergedClosable,
		closeIcon: mergedCloseIcon,
		transitionName: getTransitionName(rootPrefixCls, "zoom", props.transitionName),
		maskTransitionName: getTransitionName(rootPrefixCls, "fade", props.maskTransitionName),
		mask: mergedMask,
		maskClosable: mergeMaskClosable,
		scrollLock,
		className: clsx(hashId, className, contextClassName),
		style: {
			...contextStyle,
			...style,
			...responsiveWidthVars
		},
		classNames: {
			...dialogClassNames,
			wrapper: clsx(dialogClassNames.wrapper, wrapClassNameExtended)
		},
		styles: dialogStyles,
		panelRef: mergedPanelRef,
		destroyOnHidden: destroyOnHidden ?? destroyOnClose,
		modalRender: mergedModalRender,
		focusTriggerAfterClose: mergedFocusable.focusTriggerAfterClose,
		focusTrap: mergedFocusable.trap
	}, loading ? /*#__PURE__*/ React$1.createElement(skeleton_default, {
		active: true,
		title: false,
		paragraph: { rows: 4 },
		className: `${prefixCls}-body-skeleton`
	}) : semanticContent)));
};
// node_modules/antd/es/modal/style/confirm.js
var genModalConfirmStyle = (token) => {
	const { componentCls, titleFontSize, titleLineHeight, modalConfirmIconSize, fontSize, lineHeight, modalTitleHeight, fontHeight, confirmBodyPadding } = token;
	const confirmComponentCls = `${componentCls}-confirm`;
	return {
		[confirmComponentCls]: {
			"&-rtl": { direction: "rtl" },
			[`${token.antCls}-modal-header`]: { display: "none" },
			[`${confirmComponentCls}-body-wrapper`]: { ...clearFix() },
			[`&${componentCls} ${componentCls}-body`]: { padding: confirmBodyPadding },
			[`${confirmComponentCls}-body`]: {
				display: "flex",
				flexWrap: "nowrap",
				alignItems: "start",
				[`> ${token.iconCls}`]: {
					flex: "none",
					fontSize: modalConfirmIconSize,
					marginInlineEnd: token.confirmIconMarginInlineEnd,
					marginTop: token.calc(token.calc(fontHeight).sub(modalConfirmIconSize).equal()).div(2).equal()
				},
				[`&-has-title > ${token.iconCls}`]: { marginTop: token.calc(token.calc(modalTitleHeight).sub(modalConfirmIconSize).equal()).div(2).equal() }
			},
			[`${confirmComponentCls}-paragraph`]: {
				display: "flex",
				flexDirection: "column",
				flex: "auto",
				rowGap: token.marginXS,
				maxWidth: `calc(100% - ${unit$1(token.marginSM)})`
			},
			[`${confirmComponentCls}-body-no-icon ${confirmComponentCls}-paragraph`]: { maxWidth: "100%" },
			[`${token.iconCls} + ${confirmComponentCls}-paragraph`]: { maxWidth: `calc(100% - ${unit$1(token.calc(token.modalConfirmIconSize).add(token.marginSM).equal())})` },
			[`${confirmComponentCls}-title`]: {
				color: token.colorTextHeading,
				fontWeight: token.fontWeightStrong,
				fontSize: titleFontSize,
				lineHeight: titleLineHeight
			},
			[`${confirmComponentCls}-content`]: {
				color: token.colorText,
				fontSize,
				lineHeight
			},
			[`${confirmComponentCls}-btns`]: {
				textAlign: "end",
				marginTop: token.confirmBtnsMarginTop,
				[`${token.antCls}-btn + ${token.antCls}-btn`]: {
					marginBottom: 0,
					marginInlineStart: token.marginXS
				}
			}
		},
		[`${confirmComponentCls}-error ${confirmComponentCls}-body > ${token.iconCls}`]: { color: token.colorError },
		[`${confirmComponentCls}-warning ${confirmComponentCls}-body > ${token.iconCls},
        ${confirmComponentCls}-confirm ${confirmComponentCls}-body > ${token.iconCls}`]: { color: token.colorWarning },
		[`${confirmComponentCls}-info ${confirmComponentCls}-body > ${token.iconCls}`]: { color: token.colorInfo },
		[`${confirmComponentCls}-success ${confirmComponentCls}-body > ${token.iconCls}`]: { color: token.colorSuccess }
	};
};
var confirm_default = genSubStyleComponent(["Modal", "confirm"], (token) => {
	return genModalConfirmStyle(prepareToken(token));
}, prepareComponentToken$1, { order: -1e3 });
// node_modules/antd/es/modal/ConfirmDialog.js
var CONFIRM_OMIT_SEMANTIC_NAMES = ["body"];
var ConfirmContent = (props) => {
	const { prefixCls, icon, okText, cancelText, confirmPrefixCls, type, okCancel, footer, locale: staticLocale, autoFocusButton, focusable, contentClassName, contentStyle, ...restProps } = props;
	const { infoIcon, successIcon, errorIcon, warningIcon } = useComponentConfig("modal");
	if (process.env.NODE_ENV !== "production") {
		const warning = devUseWarning("Modal");
		process.env.NODE_ENV !== "production" && warning(!(typeof icon === "string" && icon.length > 2), "breaking", `\`icon\` is using ReactNode instead of string naming in v4. Please check \`${icon}\` at https://ant.design/components/icon`);
	}
	let mergedIcon = icon;
	if (icon === void 0) switch (type) {
		case "info":
			mergedIcon = fallbackProp(infoIcon, /*#__PURE__*/ React$1.createElement(RefIcon$1, null));
			break;
		case "success":
			mergedIcon = fallbackProp(successIcon, /*#__PURE__*/ React$1.createElement(RefIcon$5, null));
			break;
		case "error":
			mergedIcon = fallbackProp(errorIcon, /*#__PURE__*/ React$1.createElement(RefIcon$4, null));
			break;
		default: mergedIcon = fallbackProp(warningIcon, /*#__PURE__*/ React$1.createElement(RefIcon$2, null));
	}
	const mergedOkCancel = okCancel ?? type === "confirm";
	const mergedAutoFocusButton = React$1.useMemo(() => {
		const base = focusable?.autoFocusButton || autoFocusButton;
		return base || base === null ? base : "ok";
	}, [autoFocusButton, focusable?.autoFocusButton]);
	const [locale] = useLocale("Modal");
	const mergedLocale = staticLocale || locale;
	const okTextLocale = fallbackProp(okText, mergedOkCancel ? mergedLocale?.okText : mergedLocale?.justOkText);
	const cancelTextLocale = fallbackProp(cancelText, mergedLocale?.cancelText);
	const { closable } = restProps;
	const { onClose } = isPlainObject(closable) ? closable : {};
	const memoizedValue = React$1.useMemo(() => {
		return {
			autoFocusButton: mergedAutoFocusButton,
			cancelTextLocale,
			okTextLocale,
			mergedOkCancel,
			onClose,
			...restProps
		};
	}, [
		mergedAutoFocusButton,
		cancelTextLocale,
		okTextLocale,
		mergedOkCancel,
		onClose,
		restProps
	]);
	const footerOriginNode = /*#__PURE__*/ React$1.createElement(React$1.Fragment, null, /*#__PURE__*/ React$1.createElement(ConfirmCancelBtn, null), /*#__PURE__*/ React$1.createElement(ConfirmOkBtn, null));
	const hasTitle = isReactRenderable(props.title);
	const hasIcon = isReactRenderable(mergedIcon);
	const bodyCls = `${confirmPrefixCls}-body`;
	return /*#__PURE__*/ React$1.createElement("div", { className: `${confirmPrefixCls}-body-wrapper` }, /*#__PURE__*/ React$1.createElement("div", { className: clsx(bodyCls, {
		[`${bodyCls}-has-title`]: hasTitle,
		[`${bodyCls}-no-icon`]: !hasIcon
	}) }, mergedIcon, /*#__PURE__*/ React$1.createElement("div", { className: `${confirmPrefixCls}-paragraph` }, hasTitle && /*#__PURE__*/ React$1.createElement("span", { className: `${confirmPrefixCls}-title` }, props.title), /*#__PURE__*/ React$1.createElement("div", {
		className: clsx(`${confirmPrefixCls}-content`, contentClassName),
		style: contentStyle
	}, props.content))), footer === void 0 || isFunction(footer) ? /*#__PURE__*/ React$1.createElement(ModalContextProvider, { value: memoizedValue }, /*#__PURE__*/ React$1.createElement("div", { className: `${confirmPrefixCls}-btns` }, isFunction(footer) ? footer(footerOriginNode, {
		OkBtn: ConfirmOkBtn,
		CancelBtn: ConfirmCancelBtn
	}) : footerOriginNode)) : footer, /*#__PURE__*/ React$1.createElement(confirm_default, { prefixCls }));
};
var ConfirmDialog = (props) => {
	const { close, zIndex, maskStyle, direction, prefixCls, wrapClassName, rootPrefixCls, bodyStyle, closable = false, onConfirm, styles, title, mask, maskClosable, okButtonProps, cancelButtonProps } = props;
	const { cancelButtonProps: contextCancelButtonProps, okButtonProps: contextOkButtonProps } = useComponentConfig("modal");
	if (process.env.NODE_ENV !== "production") {
		const warning = devUseWarning("Modal");
		[["bodyStyle", "styles.body"], ["maskStyle", "styles.mask"]].forEach(([deprecatedName, newName]) => {
			warning.deprecated(!(deprecatedName in props), deprecatedName, newName);
		});
	}
	const confirmPrefixCls = `${prefixCls}-confirm`;
	const width = props.width || 416;
	const style = props.style || {};
	const semanticStyles = isFunction(styles) ? (info) => ({
		body: bodyStyle,
		mask: maskStyle,
		...styles(info)
	}) : {
		body: bodyStyle,
		mask: maskStyle,
		...styles
	};
	const modalProps = omit(props, ["bodyStyle", "maskStyle"]);
	const classString = clsx(confirmPrefixCls, `${confirmPrefixCls}-${props.type}`, { [`${confirmPrefixCls}-rtl`]: direction === "rtl" }, props.className);
	const mergedMask = React$1.useMemo(() => {
		const nextMaskConfig = normalizeMaskConfig(mask, maskClosable);
		nextMaskConfig.closable ?? (nextMaskConfig.closable = false);
		return nextMaskConfig;
	}, [mask, maskClosable]);
	const [, token] = useToken();
	const mergedZIndex = React$1.useMemo(() => {
		if (zIndex !== void 0) return zIndex;
		return token.zIndexPopupBase + CONTAINER_MAX_OFFSET;
	}, [zIndex, token]);
	return /*#__PURE__*/ React$1.createElement(Modal$1, {
		...modalProps,
		className: classString,
		wrapClassName: clsx({ [`${confirmPrefixCls}-centered`]: !!props.centered }, wrapClassName),
		onCancel: () => {
			close?.({ triggerCancel: true });
			onConfirm?.(false);
		},
		title,
		footer: null,
		transitionName: getTransitionName(rootPrefixCls || "", "zoom", props.transitionName),
		maskTransitionName: getTransitionName(rootPrefixCls || "", "fade", props.maskTransitionName),
		mask: mergedMask,
		style,
		styles: semanticStyles,
		width,
		zIndex: mergedZIndex,
		closable,
		_semanticOmit: CONFIRM_OMIT_SEMANTIC_NAMES,
		_renderSemanticContent: ({ classNames: mergedClassNames, styles: mergedStyles }) => /*#__PURE__*/ React$1.createElement(ConfirmContent, {
			...props,
			confirmPrefixCls,
			okButtonProps: {
				...contextOkButtonProps,
				...okButtonProps
			},
			cancelButtonProps: {
				...contextCancelButtonProps,
				...cancelButtonProps
			},
			contentClassName: mergedClassNames.body,
			contentStyle: mergedStyles.body
		})
	});
};
var ConfirmDialogWrapper$1 = (props) => {
	const { rootPrefixCls, iconPrefixCls, direction, theme } = props;
	return /*#__PURE__*/ React$1.createElement(ConfigProvider, {
		prefixCls: rootPrefixCls,
		iconPrefixCls,
		direction,
		theme
	}, /*#__PURE__*/ React$1.createElement(ConfirmDialog, { ...props }));
};
if (process.env.NODE_ENV !== "production") {
	ConfirmDialog.displayName = "ConfirmDialog";
	ConfirmDialogWrapper$1.displayName = "ConfirmDialogWrapper";
}
// node_modules/antd/es/modal/destroyFns.js
var destroyFns = [];
// node_modules/antd/es/modal/confirm.js
var defaultRootPrefixCls = "";
function getRootPrefixCls() {
	return defaultRootPrefixCls;
}
var ConfirmDialogWrapper = (props) => {
	const { prefixCls: customizePrefixCls, getContainer, direction } = props;
	const runtimeLocale = getConfirmLocale();
	const config = useContext(ConfigContext);
	const rootPrefixCls = getRootPrefixCls() || config.getPrefixCls();
	const prefixCls = customizePrefixCls || `${rootPrefixCls}-modal`;
	let mergedGetContainer = getContainer;
	if (mergedGetContainer === false) {
		mergedGetContainer = void 0;
		if (process.env.NODE_ENV !== "production") process.env.NODE_ENV !== "production" && warning$2(false, "Modal", "Static method not support `getContainer` to be `false` since it do not have context env.");
	}
	return /*#__PURE__*/ React.createElement(ConfirmDialogWrapper$1, {
		...props,
		rootPrefixCls,
		prefixCls,
		iconPrefixCls: config.iconPrefixCls,
		theme: config.theme,
		direction: direction ?? config.direction,
		locale: config.locale?.Modal ?? runtimeLocale,
		getContainer: mergedGetContainer
	});
};
function confirm(config) {
	const global = globalConfig();
	if (process.env.NODE_ENV !== "production" && !global.holderRender) warnContext("Modal");
	const container = document.createDocumentFragment();
	let currentConfig = {
		...config,
		close,
		open: true
	};
	let timeoutId;
	function destroy(...args) {
		if (args.some((param) => param?.triggerCancel)) config.onCancel?.(() => {}, ...args.slice(1));
		for (let i = 0; i < destroyFns.length; i++) if (destroyFns[i] === close) {
			destroyFns.splice(i, 1);
			break;
		}
		unmount(container).then(() => {});
	}
	const scheduleRender = (props) => {
		clearTimeout(timeoutId);
		/**
		* https://github.com/ant-design/ant-design/issues/23623
		*
		* Sync render blocks React event. Let's make this async.
		*/
		timeoutId = setTimeout(() => {
			const rootPrefixCls = global.getPrefixCls(void 0, getRootPrefixCls());
			const iconPrefixCls = global.getIconPrefixCls();
			const theme = global.getTheme();
			const dom = /*#__PURE__*/ React.createElement(ConfirmDialogWrapper, { ...props });
			render(/*#__PURE__*/ React.createElement(ConfigProvider, {
				prefixCls: rootPrefixCls,
				iconPrefixCls,
				theme
			}, isFunction(global.holderRender) ? global.holderRender(dom) : dom), container);
		});
	};
	function close(...args) {
		currentConfig = {
			...currentConfig,
			open: false,
			afterClose: () => {
				if (isFunction(config.afterClose)) config.afterClose();
				destroy.apply(this, args);
			}
		};
		scheduleRender(currentConfig);
	}
	function update(configUpdate) {
		if (isFunction(configUpdate)) currentConfig = configUpdate(currentConfig);
		else currentConfig = {
			...currentConfig,
			...configUpdate
		};
		scheduleRender(currentConfig);
	}
	scheduleRender(currentConfig);
	destroyFns.push(close);
	return {
		destroy: close,
		update
	};
}
function withWarn(props) {
	return {
		...props,
		type: "warning"
	};
}
function withInfo(props) {
	return {
		...props,
		type: "info"
	};
}
function withSuccess(props) {
	return {
		...props,
		type: "success"
	};
}
function withError(props) {
	return {
		...props,
		type: "error"
	};
}
function withConfirm(props) {
	return {
		...props,
		type: "confirm"
	};
}
function modalGlobalConfig({ rootPrefixCls }) {
	process.env.NODE_ENV !== "production" && warning$2(false, "Modal", "Modal.config is deprecated. Please use ConfigProvider.config instead.");
	defaultRootPrefixCls = rootPrefixCls;
}
// node_modules/antd/es/modal/useModal/HookModal.js
var HookModal = /*#__PURE__*/ React$1.forwardRef((props, ref) => {
	const { afterClose: hookAfterClose, config, ...restProps } = props;
	const [open, setOpen] = React$1.useState(true);
	const [innerConfig, setInnerConfig] = React$1.useState(config);
	const { direction, getPrefixCls } = React$1.useContext(ConfigContext);
	const prefixCls = getPrefixCls("modal");
	const rootPrefixCls = getPrefixCls();
	const afterClose = () => {
		hookAfterClose();
		innerConfig.afterClose?.();
	};
	const close = (...args) => {
		setOpen(false);
		if (args.some((param) => param?.triggerCancel)) innerConfig.onCancel?.(() => {}, ...args.slice(1));
	};
	React$1.useImperativeHandle(ref, () => ({
		destroy: close,
		update: (newConfig) => {
			setInnerConfig((originConfig) => {
				const nextConfig = isFunction(newConfig) ? newConfig(originConfig) : newConfig;
				return {
					...originConfig,
					...nextConfig
				};
			});
		}
	}));
	const mergedOkCancel = innerConfig.okCancel ?? innerConfig.type === "confirm";
	const [contextLocale] = useLocale("Modal", localeValues.Modal);
	return /*#__PURE__*/ React$1.createElement(ConfirmDialogWrapper$1, {
		prefixCls,
		rootPrefixCls,
		...innerConfig,
		close,
		open,
		afterClose,
		okText: fallbackProp(innerConfig.okText, mergedOkCancel ? contextLocale?.okText : contextLocale?.justOkText),
		direction: innerConfig.direction || direction,
		cancelText: fallbackProp(innerConfig.cancelText, contextLocale?.cancelText),
		...restProps
	});
});
// node_modules/antd/es/modal/useModal/index.js
var uuid = 0;
var ElementsHolder = /*#__PURE__*/ React$1.memo(/*#__PURE__*/ React$1.forwardRef((_props, ref) => {
	const [elements, patchElement] = usePatchElement();
	React$1.useImperativeHandle(ref, () => ({ patchElement }), [patchElement]);
	return /*#__PURE__*/ React$1.createElement(React$1.Fragment, null, elements);
}));
function useModal() {
	const holderRef = React$1.useRef(null);
	const [actionQueue, setActionQueue] = React$1.useState([]);
	React$1.useEffect(() => {
		if (actionQueue.length) {
			_toConsumableArray(actionQueue).forEach((action) => {
				action();
			});
			setActionQueue([]);
		}
	}, [actionQueue]);
	const getConfirmFunc = React$1.useCallback((withFunc) => function hookConfirm(config) {
		uuid += 1;
		const modalRef = /*#__PURE__*/ React$1.createRef();
		let resolvePromise;
		const promise = new Promise((resolve) => {
			resolvePromise = resolve;
		});
		let silent = false;
		let closeFunc;
		const modal = /*#__PURE__*/ React$1.createElement(HookModal, {
			key: `modal-${uuid}`,
			config: withFunc(config),
			ref: modalRef,
			afterClose: () => {
				closeFunc?.();
			},
			isSilent: () => silent,
			onConfirm: (confirmed) => {
				resolvePromise(confirmed);
			}
		});
		closeFunc = holderRef.current?.patchElement(modal);
		if (closeFunc) destroyFns.push(closeFunc);
		return {
			destroy: () => {
				function destroyAction() {
					modalRef.current?.destroy();
				}
				if (modalRef.current) destroyAction();
				else setActionQueue((prev) => [].concat(_toConsumableArray(prev), [destroyAction]));
			},
			update: (newConfig) => {
				function updateAction() {
					modalRef.current?.update(newConfig);
				}
				if (modalRef.current) updateAction();
				else setActionQueue((prev) => [].concat(_toConsumableArray(prev), [updateAction]));
			},
			then: (resolve) => {
				silent = true;
				return promise.then(resolve);
			}
		};
	}, []);
	return [React$1.useMemo(() => ({
		info: getConfirmFunc(withInfo),
		success: getConfirmFunc(withSuccess),
		error: getConfirmFunc(withError),
		warning: getConfirmFunc(withWarn),
		confirm: getConfirmFunc(withConfirm)
	}), [getConfirmFunc]), /*#__PURE__*/ React$1.createElement(ElementsHolder, {
		key: "modal-holder",
		ref: holderRef
	})];
}
// node_modules/antd/es/notification/PurePanel.js
var TypeIcon = {
	info: /*#__PURE__*/ React$1.createElement(RefIcon$1, null),
	success: /*#__PURE__*/ React$1.createElement(RefIcon$5, null),
	error: /*#__PURE__*/ React$1.createElement(RefIcon$4, null),
	warning: /*#__PURE__*/ React$1.createElement(RefIcon$2, null),
	loading: /*#__PURE__*/ React$1.createElement(RefIcon, null)
};
function getCloseIcon(prefixCls, closeIcon) {
	if (closeIcon === null || closeIcon === false) return null;
	return isReactRenderable(closeIcon) ? closeIcon : /*#__PURE__*/ React$1.createElement(RefIcon$3, { className: `${prefixCls}-close-icon` });
}
// node_modules/antd/es/notification/useNotification.js
var DEFAULT_DURATION = 4.5;
var DEFAULT_PLACEMENT = "topRight";
var DEFAULT_STACK_CONFIG = { offset: 8 };
var Wrapper = ({ children, prefixCls }) => {
	const rootCls = useCSSVarCls(prefixCls);
	const [hashId, cssVarCls] = style_default$6(prefixCls, rootCls);
	return /*#__PURE__*/ React.createElement(NotificationProvider, { classNames: { list: clsx(hashId, cssVarCls, rootCls) } }, children);
};
var renderNotifications = (node, { prefixCls, key }) => /*#__PURE__*/ React.createElement(Wrapper, {
	prefixCls,
	key
}, node);
var Holder = /*#__PURE__*/ React.forwardRef((props, ref) => {
	const { top, bottom, prefixCls: staticPrefixCls, getContainer: staticGetContainer, maxCount, rtl, onAllRemoved, stack, duration = DEFAULT_DURATION, pauseOnHover = true, showProgress } = props;
	const { getPrefixCls, getPopupContainer, direction } = useComponentConfig("notification");
	const { notification } = useContext(ConfigContext);
	const [contextLocale] = useLocale("global", localeValues.global);
	const prefixCls = staticPrefixCls || getPrefixCls("notification");
	const mergedDuration = useMemo(() => isNumber(duration) && duration > 0 ? duration : false, [duration]);
	const contextStyleRoot = useSemanticRootStyle(notification?.style);
	const [mergedClassNames, mergedStyles] = useMergeSemantic([notification?.classNames, props?.classNames], [
		notification?.styles,
		contextStyleRoot,
		props?.styles
	], { props });
	const getStyle = () => getPlacementOffsetStyle(top, bottom);
	const getClassName = () => clsx({ [`${prefixCls}-rtl`]: rtl ?? direction === "rtl" });
	const getNotificationMotion = () => getMotion$1(prefixCls);
	const stackConfig = useStackConfig(stack, DEFAULT_STACK_CONFIG);
	const [api, holder] = useNotification$1({
		prefixCls,
		style: getStyle,
		className: getClassName,
		motion: getNotificationMotion,
		closable: { closeIcon: getCloseIcon(prefixCls) },
		duration: mergedDuration,
		getContainer: () => staticGetContainer?.() || getPopupContainer?.() || document.body,
		maxCount,
		pauseOnHover,
		showProgress,
		classNames: mergedClassNames,
		styles: mergedStyles,
		onAllRemoved,
		renderNotifications,
		stack: stackConfig
	});
	React.useImperativeHandle(ref, () => ({
		...api,
		prefixCls,
		notification,
		closeLabel: contextLocale.close ?? localeValues.global?.close ?? "Close"
	}));
	return holder;
});
function useInternalNotification(notificationConfig) {
	const holderRef = React.useRef(null);
	const warning = devUseWarning("Notification");
	const { notification: notificationContext } = React.useContext(ConfigContext);
	return [React.useMemo(() => {
		const open = (config) => {
			if (!holderRef.current) {
				process.env.NODE_ENV !== "production" && warning(false, "usage", "You are calling notice in render which will break in React 18 concurrent mode. Please trigger in effect instead.");
				return;
			}
			const { open: originOpen, prefixCls, notification, closeLabel } = holderRef.current;
			const contextClassName = notification?.className || {};
			const noticePrefixCls = `${prefixCls}-notice`;
			const { title, message, description, icon, type, btn, actions, className, style, role = "alert", closeIcon, closable, classNames: configClassNames = {}, styles = {}, ...restConfig } = config;
			if (process.env.NODE_ENV !== "production") [["btn", "actions"], ["message", "title"]].forEach(([deprecatedName, newName]) => {
				warning.deprecated(!(deprecatedName in config), deprecatedName, newName);
			});
			const mergedTitle = title ?? message;
			const hasTitle = isReactRenderable(mergedTitle);
			const mergedActions = actions ?? btn;
			const realCloseIcon = getCloseIcon(noticePrefixCls, getCloseIconConfig(closeIcon, notificationConfig, notification));
			const [rawClosable, mergedCloseIcon, , ariaProps] = computeClosable(pickClosable({
				...notificationConfig || {},
				...config
			}), pickClosable(notificationContext), {
				closable: true,
				closeIcon: realCloseIcon
			}, closeLabel);
			const mergedClosable = rawClosable ? {
				onClose: isPlainObject(closable) ? closable.onClose : void 0,
				closeIcon: mergedCloseIcon,
				...ariaProps
			} : false;
			const semanticClassNames = resolveStyleOrClass(configClassNames, { props: config });
			const semanticStyles = resolveStyleOrClass(styles, { props: config });
			const isCustomIcon = isReactRenderable(icon);
			const iconNode = isCustomIcon ? icon : type ? TypeIcon[type] : null;
			const typeIconCls = !isCustomIcon && type ? `${noticePrefixCls}-icon-${type}` : void 0;
			return originOpen({
				placement: notificationConfig?.placement ?? DEFAULT_PLACEMENT,
				...restConfig,
				title: hasTitle ? mergedTitle : null,
				description,
				icon: iconNode,
				actions: mergedActions,
				role,
				classNames: {
					...semanticClassNames,
					icon: clsx(typeIconCls, semanticClassNames?.icon)
				},
				styles: semanticStyles,
				className: clsx({ [`${noticePrefixCls}-${type}`]: type }, className, contextClassName),
				style,
				closable: mergedClosable
			});
		};
		const destroy = (key) => {
			if (key !== void 0) holderRef.current?.close(key);
			else holderRef.current?.destroy();
		};
		const clone = {
			open,
			destroy
		};
		[
			"success",
			"info",
			"warning",
			"error"
		].forEach((type) => {
			clone[type] = (config) => open({
				...config,
				type
			});
		});
		return clone;
	}, [notificationConfig, notificationContext]), /*#__PURE__*/ React.createElement(Holder, {
		key: "notification-holder",
		...notificationConfig,
		ref: holderRef
	})];
}
function useNotification(notificationConfig) {
	return useInternalNotification(notificationConfig);
}
// node_modules/antd/es/app/context.js
var AppConfigContext = /*#__PURE__*/ React.createContext({});
var AppContext = /*#__PURE__*/ React.createContext({
	message: {},
	notification: {},
	modal: {}
});
// node_modules/antd/es/app/style/index.js
var genBaseStyle = (token) => {
	const { componentCls, colorText, fontSize, lineHeight, fontFamily } = token;
	return { [componentCls]: {
		color: colorText,
		fontSize,
		lineHeight,
		fontFamily,
		[`&${componentCls}-rtl`]: { direction: "rtl" }
	} };
};
var prepareComponentToken = () => ({});
var style_default = genStyleHooks("App", genBaseStyle, prepareComponentToken);
// node_modules/antd/es/app/App.js
var App$1 = /*#__PURE__*/ React.forwardRef((props, ref) => {
	const { prefixCls: customizePrefixCls, children, className, rootClassName, message, notification, style, component = "div" } = props;
	const { direction, getPrefixCls, className: contextClassName, style: contextStyle } = useComponentConfig("app");
	const prefixCls = getPrefixCls("app", customizePrefixCls);
	const [hashId, cssVarCls] = style_default(prefixCls);
	const customClassName = clsx(hashId, prefixCls, className, rootClassName, cssVarCls, { [`${prefixCls}-rtl`]: direction === "rtl" });
	const appConfig = useContext(AppConfigContext);
	const mergedAppConfig = React.useMemo(() => ({
		message: {
			...appConfig.message,
			...message
		},
		notification: {
			...appConfig.notification,
			...notification
		}
	}), [
		message,
		notification,
		appConfig.message,
		appConfig.notification
	]);
	const [messageApi, messageContextHolder] = useMessage(mergedAppConfig.message);
	const [notificationApi, notificationContextHolder] = useNotification(mergedAppConfig.notification);
	const [ModalApi, ModalContextHolder] = useModal();
	const memoizedContextValue = React.useMemo(() => ({
		message: messageApi,
		notification: notificationApi,
		modal: ModalApi
	}), [
		messageApi,
		notificationApi,
		ModalApi
	]);
	const devWarning = useDevWarning("App");
	devWarning(!(cssVarCls && component === false && Boolean(className || rootClassName || style || contextClassName || contextStyle)), "usage", "When using cssVar, ensure `component` is assigned a valid React component string.");
	devWarning(!ref || component !== false, "usage", "`ref` is not supported when `component` is `false`. Please provide a valid `component` instead.");
	const Component = component === false ? React.Fragment : component;
	const rootProps = {
		className: clsx(contextClassName, customClassName),
		style: {
			...contextStyle,
			...style
		}
	};
	return /*#__PURE__*/ React.createElement(AppContext.Provider, { value: memoizedContextValue }, /*#__PURE__*/ React.createElement(AppConfigContext.Provider, { value: mergedAppConfig }, /*#__PURE__*/ React.createElement(Component, { ...component === false ? void 0 : {
		...rootProps,
		ref
	} }, ModalContextHolder, messageContextHolder, notificationContextHolder, children)));
});
if (process.env.NODE_ENV !== "production") App$1.displayName = "App";
// node_modules/antd/es/app/useApp.js
var useApp = () => React.useContext(AppContext);
// node_modules/antd/es/app/index.js
var App = App$1;
App.useApp = useApp;
// node_modules/antd/es/_util/PurePanel.js
function withPureRenderTheme(Component) {
	return (props) => /*#__PURE__*/ React$1.createElement(ConfigProvider, { theme: { token: {
		motion: false,
		zIndexPopupBase: 0
	} } }, /*#__PURE__*/ React$1.createElement(Component, { ...props }));
}
/* istanbul ignore next */
var genPurePanel = (Component, alignPropName, postProps, defaultPrefixCls, getDropdownCls) => {
	const PurePanel = (props) => {
		const { prefixCls: customizePrefixCls, style } = props;
		const holderRef = React$1.useRef(null);
		const [popupHeight, setPopupHeight] = React$1.useState(0);
		const [popupWidth, setPopupWidth] = React$1.useState(0);
		const [open, setOpen] = useControlledState(false, props.open);
		const { getPrefixCls } = React$1.useContext(ConfigContext);
		const prefixCls = getPrefixCls(defaultPrefixCls || "select", customizePrefixCls);
		React$1.useEffect(() => {
			setOpen(true);
			if (typeof ResizeObserver !== "undefined") {
				const resizeObserver = new ResizeObserver((entries) => {
					const element = entries[0].target;
					setPopupHeight(element.offsetHeight + 8);
					setPopupWidth(element.offsetWidth);
				});
				const interval = setInterval(() => {
					const dropdownCls = getDropdownCls ? `.${getDropdownCls(prefixCls)}` : `.${prefixCls}-dropdown`;
					const popup = holderRef.current?.querySelector(dropdownCls);
					if (popup) {
						clearInterval(interval);
						resizeObserver.observe(popup);
					}
				}, 10);
				return () => {
					clearInterval(interval);
					resizeObserver.disconnect();
				};
			}
		}, [prefixCls]);
		let mergedProps = {
			...props,
			style: {
				...style,
				margin: 0
			},
			open,
			getPopupContainer: () => holderRef.current
		};
		if (postProps) mergedProps = postProps(mergedProps);
		if (alignPropName) mergedProps = {
			...mergedProps,
			[alignPropName]: { overflow: {
				adjustX: false,
				adjustY: false
			} }
		};
		const mergedStyle = {
			paddingBottom: popupHeight,
			position: "relative",
			minWidth: popupWidth
		};
		return /*#__PURE__*/ React$1.createElement("div", {
			ref: holderRef,
			style: mergedStyle
		}, /*#__PURE__*/ React$1.createElement(Component, { ...mergedProps }));
	};
	return withPureRenderTheme(PurePanel);
};
// node_modules/antd/es/modal/PurePanel.js
var PurePanel = (props) => {
	const { prefixCls: customizePrefixCls, className, closeIcon, closable, type, title, children, footer, style, classNames, styles, ...restProps } = props;
	const { getPrefixCls } = React$1.useContext(ConfigContext);
	const { className: contextClassName, style: contextStyle, classNames: contextClassNames, styles: contextStyles } = useComponentConfig("modal");
	const rootPrefixCls = getPrefixCls();
	const prefixCls = customizePrefixCls || getPrefixCls("modal");
	const rootCls = useCSSVarCls(rootPrefixCls);
	const [hashId, cssVarCls] = style_default$1(prefixCls, rootCls);
	const contextStyleRoot = useSemanticRootStyle(contextStyle);
	const styleRoot = useSemanticRootStyle(style);
	const [mergedClassNames, mergedStyles] = useMergeSemantic([contextClassNames, classNames], [
		contextStyles,
		contextStyleRoot,
		styles,
		styleRoot
	], { props });
	const confirmPrefixCls = `${prefixCls}-confirm`;
	let additionalProps = {};
	if (type) additionalProps = {
		closable: closable ?? false,
		title: "",
		footer: "",
		children: /*#__PURE__*/ React$1.createElement(ConfirmContent, {
			...props,
			prefixCls,
			confirmPrefixCls,
			rootPrefixCls,
			content: children
		})
	};
	else additionalProps = {
		closable: closable ?? true,
		title,
		footer: footer !== null && /*#__PURE__*/ React$1.createElement(Footer, { ...props }),
		children
	};
	return /*#__PURE__*/ React$1.createElement(Panel, {
		prefixCls,
		className: clsx(hashId, `${prefixCls}-pure-panel`, type && confirmPrefixCls, type && `${confirmPrefixCls}-${type}`, className, contextClassName, cssVarCls, rootCls, mergedClassNames.root),
		style: mergedStyles.root,
		...restProps,
		closeIcon: renderCloseIcon(prefixCls, closeIcon),
		closable,
		classNames: mergedClassNames,
		styles: mergedStyles,
		...additionalProps
	});
};
var PurePanel_default = withPureRenderTheme(PurePanel);
// node_modules/antd/es/modal/index.js
function modalWarn(props) {
	return confirm(withWarn(props));
}
var Modal = Modal$1;
Modal.useModal = useModal;
Modal.info = function infoFn(props) {
	return confirm(withInfo(props));
};
Modal.success = function successFn(props) {
	return confirm(withSuccess(props));
};
Modal.error = function errorFn(props) {
	return confirm(withError(props));
};
Modal.warning = modalWarn;
Modal.warn = modalWarn;
Modal.confirm = function confirmFn(props) {
	return confirm(withConfirm(props));
};
Modal.destroyAll = function destroyAllFn() {
	while (destroyFns.length) {
		const close = destroyFns.pop();
		if (close) close();
	}
};
Modal.config = modalGlobalConfig;
Modal._InternalPanelDoNotUseOrYouWillBeFired = PurePanel_default;
if (process.env.NODE_ENV !== "production") Modal.displayName = "Modal";
// node_modules/@rc-component/pagination/lib/locale/zh_CN.js
var require_zh_CN$6 = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		items_per_page: "条/页",
		jump_to: "跳至",
		jump_to_confirm: "确定",
		page: "页",
		prev_page: "上一页",
		next_page: "下一页",
		prev_5: "向前 5 页",
		next_5: "向后 5 页",
		prev_3: "向前 3 页",
		next_3: "向后 3 页",
		page_size: "页码"
	};
}));
// node_modules/@rc-component/picker/lib/locale/common.js
var require_common = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.commonLocale = void 0;
	exports.commonLocale = {
		yearFormat: "YYYY",
		dayFormat: "D",
		cellMeridiemFormat: "A",
		monthBeforeYear: true
	};
}));
// node_modules/@rc-component/picker/lib/locale/zh_CN.js
var require_zh_CN$5 = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		...require_common().commonLocale,
		locale: "zh_CN",
		today: "今天",
		now: "此刻",
		backToToday: "返回今天",
		ok: "确定",
		timeSelect: "选择时间",
		dateSelect: "选择日期",
		weekSelect: "选择周",
		clear: "清除",
		week: "周",
		month: "月",
		year: "年",
		previousMonth: "上个月",
		nextMonth: "下个月",
		monthSelect: "选择月份",
		yearSelect: "选择年份",
		decadeSelect: "选择年代",
		previousYear: "上一年",
		nextYear: "下一年",
		previousDecade: "上一年代",
		nextDecade: "下一年代",
		previousCentury: "上一世纪",
		nextCentury: "下一世纪",
		yearFormat: "YYYY年",
		cellDateFormat: "D",
		monthBeforeYear: false
	};
}));
// node_modules/antd/lib/time-picker/locale/zh_CN.js
var require_zh_CN$4 = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = {
		placeholder: "请选择时间",
		rangePlaceholder: ["开始时间", "结束时间"]
	};
}));
// node_modules/antd/lib/date-picker/locale/zh_CN.js
var require_zh_CN$3 = /* @__PURE__ */ __commonJSMin(((exports) => {
	var _interopRequireDefault = __require("@babel/runtime/helpers/interopRequireDefault").default;
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	var _zh_CN = _interopRequireDefault(require_zh_CN$5());
	var _zh_CN2 = _interopRequireDefault(require_zh_CN$4());
	var locale = {
		lang: {
			placeholder: "请选择日期",
			yearPlaceholder: "请选择年份",
			quarterPlaceholder: "请选择季度",
			monthPlaceholder: "请选择月份",
			weekPlaceholder: "请选择周",
			rangePlaceholder: ["开始日期", "结束日期"],
			rangeYearPlaceholder: ["开始年份", "结束年份"],
			rangeMonthPlaceholder: ["开始月份", "结束月份"],
			rangeQuarterPlaceholder: ["开始季度", "结束季度"],
			rangeWeekPlaceholder: ["开始周", "结束周"],
			..._zh_CN.default
		},
		timePickerLocale: { ..._zh_CN2.default }
	};
	locale.lang.ok = "确定";
	exports.default = locale;
}));
// node_modules/antd/lib/calendar/locale/zh_CN.js
var require_zh_CN$2 = /* @__PURE__ */ __commonJSMin(((exports) => {
	var _interopRequireDefault = __require("@babel/runtime/helpers/interopRequireDefault").default;
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	exports.default = _interopRequireDefault(require_zh_CN$3()).default;
}));
// node_modules/antd/lib/locale/zh_CN.js
var require_zh_CN$1 = /* @__PURE__ */ __commonJSMin(((exports) => {
	var _interopRequireDefault = __require("@babel/runtime/helpers/interopRequireDefault").default;
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.default = void 0;
	var _zh_CN = _interopRequireDefault(require_zh_CN$6());
	var _zh_CN2 = _interopRequireDefault(require_zh_CN$2());
	var _zh_CN3 = _interopRequireDefault(require_zh_CN$3());
	var _zh_CN4 = _interopRequireDefault(require_zh_CN$4());
	var typeTemplate = "${label}不是一个有效的${type}";
	exports.default = {
		locale: "zh-cn",
		Pagination: _zh_CN.default,
		DatePicker: _zh_CN3.default,
		TimePicker: _zh_CN4.default,
		Calendar: _zh_CN2.default,
		global: {
			placeholder: "请选择",
			close: "关闭",
			sortable: "可排序",
			show: "显示",
			hide: "隐藏"
		},
		Table: {
			filterTitle: "筛选",
			filterConfirm: "确定",
			filterReset: "重置",
			filterEmptyText: "无筛选项",
			filterCheckAll: "全选",
			filterSearchPlaceholder: "在筛选项中搜索",
			emptyText: "暂无数据",
			selectAll: "全选当页",
			selectInvert: "反选当页",
			selectNone: "清空所有",
			selectionAll: "全选所有",
			sortTitle: "排序",
			expand: "展开行",
			collapse: "关闭行",
			triggerDesc: "点击降序",
			triggerAsc: "点击升序",
			cancelSort: "取消排序"
		},
		Modal: {
			okText: "确定",
			cancelText: "取消",
			justOkText: "知道了"
		},
		Tour: {
			Next: "下一步",
			Previous: "上一步",
			Finish: "结束导览"
		},
		Popconfirm: {
			cancelText: "取消",
			okText: "确定"
		},
		Transfer: {
			titles: ["", ""],
			searchPlaceholder: "请输入搜索内容",
			itemUnit: "项",
			itemsUnit: "项",
			remove: "删除",
			selectCurrent: "全选当页",
			removeCurrent: "删除当页",
			selectAll: "全选所有",
			deselectAll: "取消全选",
			removeAll: "删除全部",
			selectInvert: "反选当页"
		},
		Upload: {
			uploading: "文件上传中",
			removeFile: "删除文件",
			uploadError: "上传错误",
			previewFile: "预览文件",
			downloadFile: "下载文件"
		},
		Empty: { description: "暂无数据" },
		Icon: { icon: "图标" },
		Text: {
			edit: "编辑",
			copy: "复制",
			copied: "复制成功",
			expand: "展开",
			collapse: "收起"
		},
		Carousel: {
			prevSlide: "上一张幻灯片",
			nextSlide: "下一张幻灯片"
		},
		Form: {
			optional: "（可选）",
			defaultValidateMessages: {
				default: "字段验证错误${label}",
				required: "请输入${label}",
				enum: "${label}必须是其中一个[${enum}]",
				whitespace: "${label}不能为空字符",
				date: {
					format: "${label}日期格式无效",
					parse: "${label}不能转换为日期",
					invalid: "${label}是一个无效日期"
				},
				types: {
					string: typeTemplate,
					method: typeTemplate,
					array: typeTemplate,
					object: typeTemplate,
					number: typeTemplate,
					date: typeTemplate,
					boolean: typeTemplate,
					integer: typeTemplate,
					float: typeTemplate,
					regexp: typeTemplate,
					email: typeTemplate,
					url: typeTemplate,
					hex: typeTemplate
				},
				string: {
					len: "${label}须为${len}个字符",
					min: "${label}最少${min}个字符",
					max: "${label}最多${max}个字符",
					range: "${label}须在${min}-${max}字符之间"
				},
				number: {
					len: "${label}必须等于${len}",
					min: "${label}最小值为${min}",
					max: "${label}最大值为${max}",
					range: "${label}须在${min}-${max}之间"
				},
				array: {
					len: "须为${len}个${label}",
					min: "最少${min}个${label}",
					max: "最多${max}个${label}",
					range: "${label}数量须在${min}-${max}之间"
				},
				pattern: { mismatch: "${label}与模式不匹配${pattern}" }
			}
		},
		QRCode: {
			expired: "二维码过期",
			refresh: "点击刷新",
			scanned: "已扫描"
		},
		ColorPicker: {
			presetEmpty: "暂无",
			transparent: "无色",
			singleColor: "单色",
			gradientColor: "渐变色"
		}
	};
}));
// apps/web/components/AntdScope.tsx
var import_zh_CN = /* @__PURE__ */ __toESM((/* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = require_zh_CN$1();
})))(), 1);
/**
* Wrap every Ant Design component in this: Chinese locale and zero-runtime styles (antd.css is
* linked by the root; ADR 0002). It is not at the root on purpose: pages that use no antd component
* then load none of antd's script (ADR 0006).
*/
function AntdScope({ children }) {
	return /* @__PURE__ */ jsx(ConfigProvider, {
		locale: import_zh_CN.default,
		theme: { zeroRuntime: true },
		children: /* @__PURE__ */ jsx(App, {
			component: false,
			children
		})
	});
}
export { useOrientation as $, getId as $n, resetComponent as $t, AggregationColor as A, pickAttrs as An, isFunction as At, useSize as B, triggerFocus as Bn, RefIcon$2 as Bt, WrapperField as C, warning$2 as Cn, useCSSVarCls as Ct, Button as D, get as Dn, useMergeSemantic as Dt, ActionButton as E, set as En, resolveStyleOrClass as Et, initFadeMotion as F, noteOnce as Fn, isString as Ft, useInternalMessage as G, fillRef as Gn, genComponentStyleHook as Gt, TARGET_CLS as H, isVisible_default as Hn, RefIcon$4 as Ht, initMotion as I, warningOnce$1 as In, isWindow as It, PurePanel$1 as J, supportRef as Jn, genSubStyleComponent as Jt, useMessage as K, getNodeRef as Kn, genCssVar as Kt, convertLegacyProps as L, getScrollBarSize as Ln, es_default$3 as Lt, zoomIn as M, isNonNullable$1 as Mn, isNumber as Mt, genNoMotionRawStyle as N, isReactRenderable as Nn, isPlainObject as Nt, genCompactItemStyle as O, mergeProps as On, useSemanticRootStyle as Ot, genNoMotionStyle as P, isEqual as Pn, isPrimitive as Pt, ZIndexContext as Q, useMemo$1 as Qn, operationUnit as Qt, Compact as R, getTargetScrollBarSize as Rn, CSSMotionList_default as Rt, List as S, useDevWarning as Sn, validateMessagesContext_default as St, Context as T, merge$1 as Tn, mergeStyles as Tt, getTransitionName as U, getDOM as Un, RefIcon$5 as Ut, Wave as V, useLockFocus as Vn, RefIcon$3 as Vt, initCollapseMotion as W, composeRef as Wn, Icon as Wt, style_default$5 as X, useSyncState as Xn, genFocusOutline as Xt, getMessageIcon as Y, useComposeRef as Yn, clearFix as Yt, useZIndex as Z, getIsMobile as Zn, genFocusStyle as Zt, NoStyleItemContext as _, ConfigContext as _n, es_default$2 as _t, AppConfigContext as a, gold as an, useLayoutEffect$1 as ar, NotificationList as at, useWatch as b, RefResizeObserver as bn, locale as bt, usePanelRef as c, generate_exports as cn, useEvent as cr, warnContext as ct, ContextIsolator as d, FastColor as dn, DisabledContextProvider as dt, resetIcon as en, useId_default as er, useMergedMask as et, FormContext as f, init_FastColor as fn, UniqueProvider as ft, NoFormStyle as g, unit$1 as gn, es_default$1 as gt, FormProvider as h, Keyframe as hn, replaceElement as ht, App as i, init_es as in, useSafeState as ir, RefIcon as it, initZoomMotion as j, omit as jn, isHTMLElement as jt, isBright as k, toArray$2 as kn, isDocument as kt, skeleton_default as l, init_generate as ln, SizeContext as lt, FormItemPrefixContext as m, merge as mn, isFragment as mt, Modal as n, useToken as nn, wrapperRaf as nr, useClosable as nt, useColStyle as o, init_presets as on, useLayoutUpdateEffect as or, ConfigProvider as ot, FormItemInputContext as p, PresetColors as pn, cloneElement$1 as pt, wrapPromiseFn as q, supportNodeRef as qn, genStyleHooks as qt, genPurePanel as r, es_exports as rn, useControlledState as rr, fallbackProp as rt, useRowStyle as s, presetPrimaryColors as sn, canUseDom$1 as sr, globalConfig as st, AntdScope as t, textEllipsis as tn, useDelayState as tr, pickClosable as tt, useFocusable as u, init_es$1 as un, DisabledContext as ut, VariantContext as v, Variants as vn, useLocale as vt, ListContext as w, render as wn, mergeClassNames as wt, useForm as x, devUseWarning as xn, locale$3 as xt, RefForm as y, useComponentConfig as yn, localeValues as yt, useCompactItemContext as z, getFocusNodeList as zn, RefIcon$1 as zt };
