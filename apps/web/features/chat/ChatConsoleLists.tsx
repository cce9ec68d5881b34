import { SegmentedFilter } from "~/components/admin/ListTools";
import type { ChatConversation } from "~/features/chat/chat-socket";
import { chatTime } from "~/features/chat/chat-socket";

export const GROUPS = [
  { key: "queue", title: "排队中" },
  { key: "mine", title: "我的会话" },
  { key: "left", title: "离线留言" },
  { key: "others", title: "同事接待" },
  { key: "recent", title: "近 7 天已结束" },
] as const;
export type GroupKey = (typeof GROUPS)[number]["key"];

export interface Agent {
  id: string;
  name: string;
  status: "online" | "away";
}

/**
 * The console's left column: the agent's own status, connection and chime, who is online, and the
 * conversations by group (queue first), each a button that opens it.
 */
export function ConsoleLists({
  status,
  onStatus,
  connected,
  sound,
  onSound,
  agents,
  groups,
  selected,
  onSelect,
}: {
  status: "online" | "away";
  onStatus: (s: "online" | "away") => void;
  connected: boolean;
  sound: boolean;
  onSound: (on: boolean) => void;
  agents: Agent[];
  groups: Record<GroupKey, ChatConversation[]>;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <aside className="agent-lists">
      <div className="agent-presence">
        <SegmentedFilter
          label="接待状态"
          value={status}
          options={[
            { value: "online", label: "在线" },
            { value: "away", label: "离开" },
          ]}
          onChange={onStatus}
        />
        <span className="agent-connection" role="status">
          <span className={`agent-dot ${connected ? "agent-dot-up" : "agent-dot-down"}`} aria-hidden="true" />
          {connected ? "已连接" : "重新连接中"}
        </span>
        <label className="ui-check agent-sound">
          <input type="checkbox" checked={sound} onChange={(e) => onSound(e.target.checked)} />
          <span>提示音</span>
        </label>
      </div>
      <div className="agent-online">
        在线客服：
        {agents
          .filter((a) => a.status === "online")
          .map((a) => a.name)
          .join("、") || "无"}
      </div>
      {GROUPS.map((g) => (
        <section key={g.key} className="agent-group">
          <h3>
            {g.title} <span className="agent-muted">{groups[g.key].length}</span>
          </h3>
          {groups[g.key].length === 0 ? (
            <div className="agent-muted agent-none">暂无</div>
          ) : (
            <ul>
              {groups[g.key].map((c) => (
                <li key={c.id}>
                  <button type="button" className={`agent-item ${selected === c.id ? "is-active" : ""}`} onClick={() => onSelect(c.id)}>
                    <span className="agent-item-top">
                      <strong>{c.visitorName}</strong>
                      <span className="agent-muted">{chatTime(c.lastMessageAt)}</span>
                    </span>
                    <span className="agent-item-bottom">
                      <span className="agent-last">{c.lastMessage || "—"}</span>
                      {c.unread > 0 && g.key !== "recent" && (
                        <span className="agent-count" title={`${c.unread} 条未读`}>
                          {c.unread > 99 ? "99+" : c.unread}
                        </span>
                      )}
                    </span>
                    {g.key === "others" && <span className="agent-muted">接待：{c.agentName}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </aside>
  );
}
