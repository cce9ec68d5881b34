import { Button, Popconfirm } from "antd";
import { useRevalidator } from "react-router";
import { AntdScope } from "~/components/AntdScope";
import { Link } from "~/components/Link";
import { Pager } from "~/components/Pager";
import { paperIndexLoader } from "~/features/ai/ai.server";
import { PaperShell } from "~/features/ai/PaperShell";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/aipaper-index";

export const loader = paperIndexLoader;
export const meta: Route.MetaFunction = ({ loaderData }) => [...tdkMeta(loaderData), { name: "robots", content: "noindex" }];

export const PAPER_STATUS: Record<string, string> = { outline: "提纲待确认", writing: "生成中", paused: "已暂停", done: "已完成" };

/** /aipaper/index: my papers, most recently changed first. */
export default function AiPaperIndexPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const revalidator = useRevalidator();
  async function remove(id: string) {
    await post("/api/aipaper/remove", { id });
    toast("success", "论文已删除");
    revalidator.revalidate();
  }
  return (
    <AntdScope>
      <PaperShell title="我的论文">
        {list.records.length === 0 ? (
          <p className="ai-muted">
            还没有论文。<Link to="/aipaper/create">新建一篇</Link>：输入主题，先拟提纲，再逐节生成。
          </p>
        ) : (
          <table className="aipaper-table">
            <thead>
              <tr>
                <th scope="col">题目</th>
                <th scope="col">学科</th>
                <th scope="col">字数</th>
                <th scope="col">状态</th>
                <th scope="col">修改时间</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {list.records.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={`/aipaper/detail/${p.id}`}>{p.title}</Link>
                  </td>
                  <td>{p.discipline}</td>
                  <td>{p.words}</td>
                  <td>
                    <span className={`ai-status ai-status-${p.status}`}>{PAPER_STATUS[p.status] ?? p.status}</span>
                  </td>
                  <td>{p.updatedAt.slice(0, 10)}</td>
                  <td className="aipaper-ops">
                    <Link to={`/aipaper/edit/${p.id}`}>编辑</Link>
                    <a href={`/api/aipaper/docx/${p.id}`} download>
                      导出 Word
                    </a>
                    <Popconfirm
                      title="删除这篇论文？"
                      description="删除后不能恢复。"
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() => remove(p.id)}
                    >
                      <Button type="link" danger size="small">
                        删除
                      </Button>
                    </Popconfirm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager current={list.current} pages={list.pages} href={(n) => `/aipaper/index?page=${n}`} />
      </PaperShell>
    </AntdScope>
  );
}
