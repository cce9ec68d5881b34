import type { ChatMessageView, ConversationView } from "@portal/core";
import { postFile } from "~/lib/request";

/**
 * The browser side of the chat sockets (visitor window and agent console): connects to our own
 * origin, reconnects with a growing pause (1 s … 15 s) after the server restarts or the network drops,
 * and tells its owner when it is (re)connected so missed messages can be fetched again.
 */
export type ChatFrame = Record<string, unknown> & { t: string };

export interface ChatSocket {
  send(frame: ChatFrame): boolean;
  close(): void;
}

export function openChatSocket(
  path: "/api/ws/chat" | "/api/ws/agent",
  on: { frame(f: ChatFrame): void; state(connected: boolean): void; refused?(): void },
): ChatSocket {
  let ws: WebSocket | undefined;
  let closed = false;
  let attempt = 0;
  let timer: number | undefined;

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
        on.frame(JSON.parse(String(e.data)) as ChatFrame);
      } catch {
        // not a frame of ours
      }
    };
    socket.onclose = (e) => {
      on.state(false);
      if (closed) return;
      // Refused at the door (no session any more, no permission): trying again would not help.
      if (!opened && attempt >= 3 && on.refused) return on.refused();
      // 1008: we broke the protocol or the rate limit; wait longer before coming back.
      const pause = Math.min(15_000, 1000 * 2 ** attempt) * (e.code === 1008 ? 4 : 1);
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
      ws?.close(1000);
    },
  };
}

/** The chat API's shapes are the services' own (packages/core/src/chat/protocol.ts). */
export type ChatMessage = ChatMessageView;
export type ChatConversation = ConversationView;

/** Adds messages not yet in the list, in id order (a reconnect may deliver some twice). */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const seen = new Set(list.map((m) => m.id));
  const added = more.filter((m) => !seen.has(m.id));
  if (added.length === 0) return list;
  return [...list, ...added].sort((a, b) => a.id - b.id);
}

/** 09:05 today, or 11-23 09:05 on another day. */
export function chatTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.toDateString() === new Date().toDateString() ? hm : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${hm}`;
}

/** Sends an image (checked again by the server) and returns its address for the message frame. */
export async function uploadChatImage(file: File): Promise<string> {
  if (file.size > 5 * 1024 * 1024) throw new Error("图片不能超过 5 MB");
  const { ok, body } = await postFile<{ url?: string }>("/api/crm/sdm/open/upload", file);
  if (!ok || !body?.data?.url) throw new Error(body?.msg || "图片发送失败，请稍后再试");
  return body.data.url;
}
