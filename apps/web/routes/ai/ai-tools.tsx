import type { ToolCard } from "@portal/core";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { toolListLoader } from "~/features/ai/ai.server";
import { AiToolsIntro, NoModel } from "~/features/ai/NoModel";
import { useAiUser } from "~/features/ai/useAiUser";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import type { Route } from "./+types/ai-tools";
import "~/features/ai/ai.css";

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export const loader = toolListLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

const ICONS: Record<string, string> = { 投标文件: "标", 施工技术: "施", 监理与管理: "监", 论文写作: "文" };

/** /aiToolList: the writing tools by category, and the AI paper assistant. */
export default function AiToolsPage({ loaderData }: Route.ComponentProps) {
  const { tools, status } = loaderData;
  const user = useAiUser();
  const groups = new Map<string, ToolCard[]>();
  for (const t of tools) groups.set(t.category, [...(groups.get(t.category) ?? []), t]);
  return (
    <PageFrame
      title="AI 写作工具"
      extra={
        user ? (
          <nav className="ai-head-links">
            <Link to="/aiWriteList">我的写作</Link>
            <Link to="/aipaper/index">我的论文</Link>
          </nav>
        ) : null
      }
    >
      <AiToolsIntro enabled={status.enabled} />
      {!status.enabled && <NoModel />}
      <Link className="ai-paper-banner" to="/aipaper/create">
        <span className="ai-paper-icon" aria-hidden="true">
          论
        </span>
        <span>
          <strong>AI 论文助手</strong>
          <span>输入主题 → 确认提纲 → 逐节生成，可编辑、重写任一节并导出 Word</span>
        </span>
        <span className="ai-paper-go">开始写论文 ›</span>
      </Link>
      {[...groups].map(([category, list]) => (
        <section key={category} className="ai-group" aria-labelledby={`ai-cat-${category}`}>
          <h2 id={`ai-cat-${category}`}>{category}</h2>
          <ul className="ai-tool-grid">
            {list.map((t) => (
              <li key={t.id}>
                <Link className="ai-tool-card" to={`/aiToolDetail?id=${t.slug}`}>
                  <span className="ai-tool-icon" aria-hidden="true">
                    {ICONS[t.category] ?? t.name.slice(0, 1)}
                  </span>
                  <strong>{t.name}</strong>
                  <span>{t.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageFrame>
  );
}
