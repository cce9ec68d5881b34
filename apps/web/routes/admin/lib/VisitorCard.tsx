import { Descriptions, Empty, List } from "antd";

export interface VisitorInfo {
  loggedIn: boolean;
  name: string | null;
  phone: string | null;
  source: string;
  entryPage: string;
  pages: { path: string; at: string; seconds: number }[];
  earlierConversations: number;
}

const when = (iso: string) => iso.replace("T", " ").slice(5, 16);

/** A referrer as people read it: percent-escapes decoded (搜索词 included), or the text as it came. */
function readable(source: string): string {
  try {
    return decodeURI(source);
  } catch {
    return source;
  }
}

/** What we know of the visitor: account, where they came from, the pages they looked at. */
export function VisitorCard({ visitor }: { visitor: VisitorInfo }) {
  return (
    <div className="agent-visitor">
      <h3>访客信息</h3>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: "who",
            label: "身份",
            children: visitor.loggedIn ? `${visitor.name ?? "注册用户"}${visitor.phone ? `（${visitor.phone}）` : ""}` : "未登录访客",
          },
          { key: "source", label: "来源", children: <span className="agent-break">{readable(visitor.source)}</span> },
          { key: "entry", label: "咨询页面", children: visitor.entryPage || "—" },
          { key: "earlier", label: "历史会话", children: `${visitor.earlierConversations} 次` },
        ]}
      />
      <h3>最近浏览</h3>
      {visitor.pages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无浏览记录" />
      ) : (
        <List
          size="small"
          dataSource={visitor.pages}
          renderItem={(p) => (
            <List.Item>
              <a href={p.path} target="_blank" rel="noreferrer" className="agent-break">
                {p.path}
              </a>
              <span className="agent-muted">
                {when(p.at)}
                {p.seconds > 0 ? ` · ${p.seconds} 秒` : ""}
              </span>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
