import { a as browserId, i as uploadChatImage, l as post, n as mergeMessages, r as openChatSocket, t as chatTime } from "./chat-socket-B5s8PkJA.js";
import { useCallback, useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// apps/web/components/chat/ChatWindow.tsx
var MAX_TEXT = 2e3;
/**
* The visitor's chat window (issue 12). Loaded only when the visitor opens it: the conversation so
* far comes from /crm/sdm/open/session/init (which also gives an anonymous visitor its chat cookie),
* then everything live over the socket. With nobody online, the visitor's question is kept and a
* phone number or e-mail address is asked for, so staff can answer later.
*/
function ChatWindow({ onClose, onUnread, visible }) {
	const [state, setState] = useState(null);
	const [messages, setMessages] = useState([]);
	const [conversation, setConversation] = useState(null);
	const [connected, setConnected] = useState(false);
	const [text, setText] = useState("");
	const [error, setError] = useState("");
	const [agentTyping, setAgentTyping] = useState(false);
	const [contact, setContact] = useState("");
	const [sendingImage, setSendingImage] = useState(false);
	const socket = useRef(null);
	const list = useRef(null);
	const input = useRef(null);
	const typingTimer = useRef(void 0);
	const lastTypingSent = useRef(0);
	const visibleRef = useRef(visible);
	visibleRef.current = visible;
	const load = useCallback(async () => {
		try {
			const res = await post("/crm/sdm/open/session/init", {}, { silent: true });
			setState(res.data);
			setConversation(res.data.conversation);
			setMessages((old) => mergeMessages(old, res.data.messages));
		} catch {
			setError("客服暂时无法连接，请稍后再试");
		}
	}, []);
	useEffect(() => {
		let cancelled = false;
		load().then(() => {
			if (cancelled) return;
			socket.current = openChatSocket("/api/ws/chat", {
				state(up) {
					setConnected(up);
					if (!up) return;
					socket.current?.send({
						t: "hello",
						source: document.referrer || "直接访问",
						page: location.pathname,
						bid: browserId(),
						guestId: sessionStorage.getItem("guestId") ?? void 0
					});
					load();
				},
				frame(f) {
					if (f.t === "message") {
						const m = f.message;
						setMessages((old) => mergeMessages(old, [m]));
						if (m.sender === "agent") setAgentTyping(false);
					} else if (f.t === "conversation") setConversation(f.conversation);
					else if (f.t === "typing" && f.from === "agent") {
						setAgentTyping(true);
						window.clearTimeout(typingTimer.current);
						typingTimer.current = window.setTimeout(() => setAgentTyping(false), 4e3);
					} else if (f.t === "read" && f.by === "agent") setConversation((c) => c ? {
						...c,
						agentReadId: Math.max(c.agentReadId, Number(f.upTo))
					} : c);
					else if (f.t === "error") setError(String(f.msg));
				}
			});
		});
		return () => {
			cancelled = true;
			socket.current?.close();
			window.clearTimeout(typingTimer.current);
		};
	}, [load]);
	useEffect(() => {
		if (visible) input.current?.focus();
	}, [visible]);
	const lastId = messages[messages.length - 1]?.id ?? 0;
	const readUpTo = useRef(0);
	useEffect(() => {
		list.current?.scrollTo({ top: list.current.scrollHeight });
		if (!visible) {
			onUnread(messages.filter((m) => m.sender === "agent" && m.id > readUpTo.current).length);
			return;
		}
		onUnread(0);
		if (lastId > readUpTo.current && conversation) {
			readUpTo.current = lastId;
			socket.current?.send({
				t: "read",
				upTo: lastId
			});
		}
	}, [
		lastId,
		visible,
		conversation,
		messages,
		onUnread
	]);
	const send = (body, kind = "text") => {
		setError("");
		if (!socket.current?.send({
			t: "message",
			kind,
			body
		})) {
			setError("连接已断开，正在重新连接…");
			return false;
		}
		return true;
	};
	const submit = (e) => {
		e?.preventDefault();
		const body = text.trim();
		if (!body) return;
		if (body.length > MAX_TEXT) return setError(`消息不能超过 ${MAX_TEXT} 个字`);
		if (send(body)) setText("");
	};
	const onKey = (e) => {
		if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
			e.preventDefault();
			submit();
		}
	};
	const onInput = (value) => {
		setText(value);
		if (conversation && Date.now() - lastTypingSent.current > 2e3) {
			lastTypingSent.current = Date.now();
			socket.current?.send({ t: "typing" });
		}
	};
	const pickImage = async (file) => {
		if (!file) return;
		setSendingImage(true);
		try {
			send(await uploadChatImage(file), "image");
		} catch (err) {
			setError(err.message);
		} finally {
			setSendingImage(false);
		}
	};
	const leaveContact = async (e) => {
		e.preventDefault();
		try {
			const res = await post("/crm/sdm/open/leaveMessage", { contact: contact.trim() }, { silent: true });
			setConversation(res.data.conversation);
			setError("");
		} catch (err) {
			setError(err.msg ?? "提交失败，请稍后再试");
		}
	};
	const askContact = state && !state.online && conversation?.status !== "open" && conversation && !conversation.contact && messages.some((m) => m.sender === "visitor");
	const lastMine = [...messages].reverse().find((m) => m.sender === "visitor");
	const status = conversation?.status === "open" && conversation.agentName ? `客服${conversation.agentName}为您服务` : state?.online ? "客服在线" : state ? `暂无客服在线 · 服务时间 ${state.hours}` : "正在连接…";
	return /* @__PURE__ */ jsxs("section", {
		className: "chat-window",
		"aria-label": "在线客服",
		hidden: !visible,
		onKeyDown: (e) => {
			if (e.key === "Escape") onClose();
		},
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "chat-head",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("strong", { children: "在线客服" }), /* @__PURE__ */ jsx("span", {
					className: `chat-status ${state?.online || conversation?.status === "open" ? "is-online" : ""}`,
					children: status
				})] }), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "chat-close",
					"aria-label": "收起客服窗口",
					onClick: onClose,
					children: "×"
				})]
			}),
			!connected && state && /* @__PURE__ */ jsx("div", {
				className: "chat-banner",
				children: "连接中断，正在重新连接…"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "chat-messages",
				ref: list,
				"aria-live": "polite",
				children: [
					messages.length === 0 && state && /* @__PURE__ */ jsx("div", {
						className: "chat-msg chat-msg-agent",
						children: /* @__PURE__ */ jsx("div", {
							className: "chat-bubble",
							children: state.greeting
						})
					}),
					messages.map((m) => m.sender === "system" ? /* @__PURE__ */ jsx("div", {
						className: "chat-system",
						children: m.body
					}, m.id) : /* @__PURE__ */ jsxs("div", {
						className: `chat-msg chat-msg-${m.sender}`,
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "chat-meta",
								children: [m.sender === "agent" ? `${m.agentName ?? "客服"} ` : "", chatTime(m.createdAt)]
							}),
							/* @__PURE__ */ jsx("div", {
								className: "chat-bubble",
								children: m.kind === "image" ? /* @__PURE__ */ jsx("a", {
									href: m.body,
									target: "_blank",
									rel: "noreferrer",
									children: /* @__PURE__ */ jsx("img", {
										src: m.body,
										alt: "图片消息",
										width: 160,
										height: 120,
										loading: "lazy"
									})
								}) : m.body
							}),
							m === lastMine && conversation && conversation.agentReadId >= m.id && /* @__PURE__ */ jsx("div", {
								className: "chat-read",
								children: "已读"
							})
						]
					}, m.id)),
					agentTyping && /* @__PURE__ */ jsx("div", {
						className: "chat-typing",
						children: "客服正在输入…"
					}),
					conversation?.status === "left" && /* @__PURE__ */ jsxs("div", {
						className: "chat-system",
						children: [
							"已收到您的留言，我们会尽快通过 ",
							conversation.contact,
							" 回复您。"
						]
					})
				]
			}),
			askContact && /* @__PURE__ */ jsxs("form", {
				className: "chat-contact",
				onSubmit: leaveContact,
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "chat-contact",
					children: "留下联系方式，客服上线后回复您"
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("input", {
					id: "chat-contact",
					value: contact,
					onChange: (e) => setContact(e.target.value),
					placeholder: "手机号或邮箱",
					maxLength: 200
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "btn btn-primary",
					children: "提交"
				})] })]
			}),
			error && /* @__PURE__ */ jsx("div", {
				className: "chat-error",
				role: "alert",
				children: error
			}),
			/* @__PURE__ */ jsxs("form", {
				className: "chat-input",
				onSubmit: submit,
				children: [/* @__PURE__ */ jsx("textarea", {
					ref: input,
					value: text,
					onChange: (e) => onInput(e.target.value),
					onKeyDown: onKey,
					placeholder: "请输入您要咨询的问题，Enter 发送，Shift+Enter 换行",
					"aria-label": "消息",
					maxLength: 2100,
					rows: 3
				}), /* @__PURE__ */ jsxs("div", {
					className: "chat-actions",
					children: [
						/* @__PURE__ */ jsxs("label", {
							className: "chat-image-btn",
							title: "发送图片",
							children: [/* @__PURE__ */ jsx("input", {
								type: "file",
								accept: "image/png,image/jpeg,image/gif,image/webp",
								onChange: (e) => void pickImage(e.target.files?.[0]),
								hidden: true
							}), sendingImage ? "上传中…" : "图片"]
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "chat-count",
							children: [
								text.length,
								"/",
								MAX_TEXT
							]
						}),
						/* @__PURE__ */ jsx("button", {
							type: "submit",
							className: "btn btn-primary",
							disabled: !text.trim() || !connected,
							children: "发送"
						})
					]
				})]
			})
		]
	});
}
export { ChatWindow as default };
