import { ERRORS, SUCCESS_CODE, TRACE_EPOCH_MS } from "#portal/contract";
// apps/web/lib/request-cache.ts
var MAX_ENTRIES = 200;
var store = /* @__PURE__ */ new Map();
var systemNow = () => Date.now();
var now = systemNow;
function currentTime() {
	return now();
}
function cacheGet(key) {
	const hit = store.get(key);
	if (!hit) return void 0;
	if (hit.expiresAt <= now()) {
		store.delete(key);
		return;
	}
	return structuredClone(hit.value);
}
function cacheSet(key, value, ttlMs) {
	if (store.size >= MAX_ENTRIES) prune();
	store.set(key, {
		expiresAt: now() + ttlMs,
		value: structuredClone(value)
	});
}
function prune() {
	const t = now();
	for (const [key, entry] of store) if (entry.expiresAt <= t) store.delete(key);
	for (const key of store.keys()) {
		if (store.size < MAX_ENTRIES) break;
		store.delete(key);
	}
}
var DEFAULT_CACHE_TTL_MS = 18e4;
var ERROR_MESSAGES = {
	401: ERRORS.Unauthenticated.msg,
	403: ERRORS.Forbidden.msg,
	503: ERRORS.Unavailable.msg,
	504: "网关超时，请稍后再试",
	network: "网络异常，请稍后再试",
	cancelled: "请求已取消"
};
/**
* Every failure rejects with this. `status` is 0 when no HTTP answer arrived
* (network error, timeout, cancellation). `msg` is the text shown to the user.
*/
var ApiError = class extends Error {
	status;
	code;
	msg;
	body;
	retryAfter;
	cancelled;
	timedOut;
	constructor(init) {
		super(init.msg, init.cause === void 0 ? void 0 : { cause: init.cause });
		this.name = "ApiError";
		this.status = init.status;
		this.code = init.code;
		this.msg = init.msg;
		this.body = init.body;
		this.retryAfter = init.retryAfter;
		this.cancelled = init.cancelled ?? false;
		this.timedOut = init.timedOut ?? false;
	}
};
var noop = () => {};
var notifier = noop;
var FIXED_MESSAGES = {
	401: ERROR_MESSAGES[401],
	403: ERROR_MESSAGES[403],
	503: ERROR_MESSAGES[503],
	504: ERROR_MESSAGES[504]
};
async function request(path, options = {}) {
	const method = (options.method ?? "POST").toUpperCase();
	const isGet = method === "GET";
	const payload = shapePayload(options.data, options.model, isGet || options.dropEmpty === true);
	let url = buildUrl(options.baseURL ?? "", path);
	if (isGet) url = appendQuery(url, payload);
	const body = isGet || payload === void 0 ? void 0 : JSON.stringify(payload);
	const headers = {
		"Content-Type": "application/json",
		Accept: "application/json",
		"X-Requested-With": "XMLHttpRequest",
		...options.headers
	};
	const ttlMs = options.cache === true ? DEFAULT_CACHE_TTL_MS : options.cache ? options.cache.ttlMs : 0;
	const key = ttlMs > 0 ? [
		method,
		url,
		body ?? "",
		JSON.stringify(options.headers ?? {})
	].join("\n") : "";
	if (key) {
		const hit = cacheGet(key);
		if (hit) return hit;
	}
	const envelope = await send(url, {
		method,
		headers,
		body,
		credentials: "same-origin"
	}, options);
	if (key) cacheSet(key, envelope, ttlMs);
	return envelope;
}
function post(path, data, options = {}) {
	return request(path, {
		...options,
		method: "POST",
		data
	});
}
async function send(url, init, options) {
	const outer = options.signal;
	const fail = (details) => {
		if (!options.silent) try {
			notifier(details.msg);
		} catch {}
		return new ApiError(details);
	};
	const cancelled = (cause) => new ApiError({
		status: 0,
		code: "CANCELLED",
		msg: ERROR_MESSAGES.cancelled,
		body: {
			code: "CANCELLED",
			msg: ERROR_MESSAGES.cancelled
		},
		cancelled: true,
		cause
	});
	if (outer?.aborted) throw cancelled(outer.reason);
	const controller = new AbortController();
	const onAbort = () => controller.abort(outer?.reason);
	outer?.addEventListener("abort", onAbort, { once: true });
	let timedOut = false;
	const timeoutMs = options.timeoutMs ?? 1e4;
	const timer = timeoutMs > 0 && Number.isFinite(timeoutMs) ? setTimeout(() => {
		timedOut = true;
		controller.abort();
	}, timeoutMs) : void 0;
	let res;
	let text;
	try {
		res = await fetch(url, {
			...init,
			signal: controller.signal
		});
		text = await res.text();
	} catch (cause) {
		if (outer?.aborted) throw cancelled(cause);
		const code = timedOut ? "TIMEOUT" : "NETWORK_ERROR";
		throw fail({
			status: 0,
			code,
			msg: ERROR_MESSAGES.network,
			body: {
				code,
				msg: ERROR_MESSAGES.network
			},
			timedOut,
			cause
		});
	} finally {
		clearTimeout(timer);
		outer?.removeEventListener("abort", onAbort);
	}
	const parsed = parseEnvelope(text);
	const serverMsg = typeof parsed?.msg === "string" && parsed.msg.trim() ? parsed.msg : void 0;
	const status = res.status;
	if (!res.ok || !parsed) {
		const msg = FIXED_MESSAGES[status] ?? serverMsg ?? ERROR_MESSAGES.network;
		throw fail({
			status,
			code: parsed ? String(parsed.code) : String(status),
			msg,
			body: parsed ?? {
				code: String(status),
				msg
			},
			retryAfter: status === 429 ? parseRetryAfter(res.headers.get("Retry-After")) : void 0
		});
	}
	if (String(parsed.code) !== SUCCESS_CODE) throw fail({
		status,
		code: String(parsed.code),
		msg: serverMsg ?? ERROR_MESSAGES.network,
		body: parsed
	});
	return parsed;
}
function buildUrl(baseURL, path) {
	const p = path.startsWith("/") ? path : `/${path}`;
	const prefixed = /^\/api(?:[/?#]|$)/.test(p) ? p : `/api${p}`;
	return baseURL.replace(/\/+$/, "") + prefixed;
}
function shapePayload(data, model, dropEmpty) {
	if (data === null || typeof data !== "object" || Array.isArray(data)) return data;
	let entries = Object.entries(data);
	if (model) entries = entries.filter(([k]) => model.includes(k));
	if (dropEmpty) entries = entries.filter(([, v]) => v !== null && v !== void 0 && v !== "");
	return Object.fromEntries(entries);
}
function appendQuery(url, query) {
	if (query === null || typeof query !== "object") return url;
	const params = new URLSearchParams();
	for (const [k, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) {
		if (item === null || item === void 0 || item === "") continue;
		params.append(k, item instanceof Date ? item.toISOString() : String(item));
	}
	const qs = params.toString();
	return qs ? `${url}${url.includes("?") ? "&" : "?"}${qs}` : url;
}
function parseEnvelope(text) {
	try {
		const value = JSON.parse(text);
		if (value && typeof value === "object" && !Array.isArray(value) && "code" in value) return value;
	} catch {}
}
function parseRetryAfter(header) {
	if (!header) return void 0;
	const value = header.trim();
	if (/^\d+$/.test(value)) return Number(value);
	const at = Date.parse(value);
	return Number.isNaN(at) ? void 0 : Math.max(0, Math.ceil((at - currentTime()) / 1e3));
}
// apps/web/lib/trace.ts
var BROWSER_KEY = "bid";
/** SPEC §3 "persistent browser id": made once per browser, kept in localStorage. */
function browserId() {
	try {
		let id = localStorage.getItem(BROWSER_KEY);
		if (!id || !/^[\w-]{8,64}$/.test(id)) {
			id = crypto.randomUUID();
			localStorage.setItem(BROWSER_KEY, id);
		}
		return id;
	} catch {
		return "no-storage-0000";
	}
}
/**
* SPEC §7 page-leave statistics: a GET with credentials to our own trace endpoint. `keepalive`
* lets it finish while the page goes away.
*/
function reportLeave(page) {
	const now = Date.now();
	const q = new URLSearchParams({
		t: String(now - TRACE_EPOCH_MS),
		url: page.href,
		sid: browserId(),
		d: String(now - page.enteredAt),
		r: page.referrer
	});
	fetch(`/api/trace?${q}`, {
		keepalive: true,
		credentials: "include"
	}).catch(() => void 0);
}
/** SPEC §7 traceArticle: how many seconds an article was read. */
function reportReading(body) {
	fetch("/api/trace/traceArticle", {
		method: "POST",
		keepalive: true,
		credentials: "include",
		headers: {
			"Content-Type": "application/json",
			"X-Requested-With": "XMLHttpRequest"
		},
		body: JSON.stringify({
			...body,
			sid: browserId()
		})
	}).catch(() => void 0);
}
// apps/web/lib/chat-socket.ts
function openChatSocket(path, on) {
	let ws;
	let closed = false;
	let attempt = 0;
	let timer;
	const connect = () => {
		const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${path}`;
		const socket = new WebSocket(url);
		ws = socket;
		let opened = false;
		socket.onopen = () => {
			opened = true;
			attempt = 0;
			on.state(true);
		};
		socket.onmessage = (e) => {
			try {
				on.frame(JSON.parse(String(e.data)));
			} catch {}
		};
		socket.onclose = (e) => {
			on.state(false);
			if (closed) return;
			if (!opened && attempt >= 3 && on.refused) return on.refused();
			const pause = Math.min(15e3, 1e3 * 2 ** attempt) * (e.code === 1008 ? 4 : 1);
			attempt += 1;
			timer = window.setTimeout(connect, pause);
		};
	};
	connect();
	return {
		send(frame) {
			if (ws?.readyState !== WebSocket.OPEN) return false;
			ws.send(JSON.stringify(frame));
			return true;
		},
		close() {
			closed = true;
			window.clearTimeout(timer);
			ws?.close(1e3);
		}
	};
}
/** Adds messages not yet in the list, in id order (a reconnect may deliver some twice). */
function mergeMessages(list, more) {
	const seen = new Set(list.map((m) => m.id));
	const added = more.filter((m) => !seen.has(m.id));
	if (added.length === 0) return list;
	return [...list, ...added].sort((a, b) => a.id - b.id);
}
/** 09:05 today, or 11-23 09:05 on another day. */
function chatTime(iso) {
	const d = new Date(iso);
	const pad = (n) => String(n).padStart(2, "0");
	const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
	return d.toDateString() === (/* @__PURE__ */ new Date()).toDateString() ? hm : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${hm}`;
}
/** Sends an image (checked again by the server) and returns its address for the message frame. */
async function uploadChatImage(file) {
	if (file.size > 5242880) throw new Error("图片不能超过 5 MB");
	const form = new FormData();
	form.append("file", file);
	const res = await fetch("/api/crm/sdm/open/upload", {
		method: "POST",
		body: form,
		credentials: "include",
		headers: { "X-Requested-With": "XMLHttpRequest" }
	});
	const body = await res.json().catch(() => ({}));
	if (!res.ok || !body.data?.url) throw new Error(body.msg || "图片发送失败，请稍后再试");
	return body.data.url;
}
export { browserId as a, ApiError as c, uploadChatImage as i, post as l, mergeMessages as n, reportLeave as o, openChatSocket as r, reportReading as s, chatTime as t };
