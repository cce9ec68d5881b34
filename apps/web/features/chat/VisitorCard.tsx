import { SitePathLink } from "~/components/admin/SitePathLink";

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
      <dl className="ui-desc agent-desc">
        <dt>身份</dt>
        <dd>{visitor.loggedIn ? `${visitor.name ?? "注册用户"}${visitor.phone ? `（${visitor.phone}）` : ""}` : "未登录访客"}</dd>
        <dt>来源</dt>
        <dd className="agent-break">{readable(visitor.source)}</dd>
        <dt>咨询页面</dt>
        <dd>{visitor.entryPage || "—"}</dd>
        <dt>历史会话</dt>
        <dd>{visitor.earlierConversations} 次</dd>
      </dl>
      <h3>最近浏览</h3>
      {visitor.pages.length === 0 ? (
        <p className="agent-muted">暂无浏览记录</p>
      ) : (
        <ul className="agent-pages">
          {visitor.pages.map((p) => (
            <li key={`${p.at}-${p.path}`}>
              <SitePathLink path={p.path} className="agent-break" newTab />
              <span className="agent-muted">
                {when(p.at)}
                {p.seconds > 0 ? ` · ${p.seconds} 秒` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
