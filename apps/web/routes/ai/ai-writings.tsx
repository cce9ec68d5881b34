import { Button, Popconfirm } from "antd";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { AntdScope } from "~/components/AntdScope";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { writingsLoader } from "~/features/ai/ai.server";
import { SavedText } from "~/features/ai/MarkdownView";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/ai-writings";
import "~/features/ai/ai.css";

export const loader = writingsLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

const STATUS: Record<string, string> = { done: "已完成", stopped: "已停止", failed: "失败", writing: "生成中" };

/** /aiWriteList: what I wrote with the tools, newest first; open one to read, copy or delete it. */
export default function AiWritingsPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<Record<string, string>>({});

  async function toggle(id: string) {
    if (open[id] !== undefined) return setOpen(({ [id]: _, ...rest }) => rest);
    const r = await post<{ html: string }>("/api/aiWrite/writing/detail", { id });
    setOpen((o) => ({ ...o, [id]: r.data.html }));
  }
  async function remove(id: string) {
    await post("/api/aiWrite/writing/remove", { id });
    toast("success", "已删除");
    revalidator.revalidate();
  }

  return (
    <PageFrame title="我的写作" crumbs={[{ name: "AI 写作工具", path: "/aiToolList" }, { name: "我的写作" }]}>
      <AntdScope>
        {list.records.length === 0 ? (
          <p className="ai-muted">
            还没有写作记录。去 <Link to="/aiToolList">AI 写作工具</Link> 试试。
          </p>
        ) : (
          <ul className="ai-writings">
            {list.records.map((w) => (
              <li key={w.id}>
                <div className="ai-writing-row">
                  <button
                    type="button"
                    className="ai-writing-title"
                    aria-expanded={open[w.id] !== undefined}
                    onClick={() => void toggle(w.id)}
                  >
                    {w.title}
                  </button>
                  <span className={`ai-status ai-status-${w.status}`}>{STATUS[w.status] ?? w.status}</span>
                  <time>{w.createdAt.slice(0, 10)}</time>
                  {w.toolSlug && <Link to={`/aiToolDetail?id=${w.toolSlug}`}>再写一篇</Link>}
                  <Popconfirm title="删除这条写作记录？" okText="删除" cancelText="取消" onConfirm={() => remove(w.id)}>
                    <Button type="link" danger size="small">
                      删除
                    </Button>
                  </Popconfirm>
                </div>
                {open[w.id] !== undefined && <SavedText html={open[w.id] || "<p>（没有内容）</p>"} />}
              </li>
            ))}
          </ul>
        )}
        <Pager current={list.current} pages={list.pages} href={(p) => `/aiWriteList?page=${p}`} />
      </AntdScope>
    </PageFrame>
  );
}
