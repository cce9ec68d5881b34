import type { CatNode, StudyItem } from "@portal/core";
import { useNavigate, useRouteLoaderData } from "react-router";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { SearchBox } from "~/components/SearchBox";
import type { RootData } from "~/root";
import { StatusTag } from "./StatusTag";
import { STATUS_FILTERS, STUDY_META, type StudyKind } from "./StudyMeta";

function CatTree({ nodes, base, active, q = "" }: { nodes: CatNode[]; base: string; active?: number; q?: string }) {
  return (
    <ul className="cat-tree">
      {nodes.map((n) => (
        <li key={n.id}>
          <Link to={`${base}/${n.id}${q}`} className={n.id === active ? "active" : undefined}>
            <span>{n.name}</span>
            <span className="muted">{n.count + n.children.reduce((s, c) => s + c.count, 0)}</span>
          </Link>
          {n.children.length > 0 && <CatTree nodes={n.children} base={base} active={active} q={q} />}
        </li>
      ))}
    </ul>
  );
}

/** The list page of standards, policies or papers: category tree, keyword filter, list, paging. */
export function StudyListPage(props: {
  type: StudyKind;
  tree: CatNode[];
  list: { records: StudyItem[]; current: number; pages: number; total: number; dir: { id: number; name: string } | null };
  keyword: string;
  status?: string;
}) {
  const meta = STUDY_META[props.type];
  const navigate = useNavigate();
  // "全文需登录" is news only to visitors: a signed-in reader can open every full text.
  const signedIn = Boolean((useRouteLoaderData("root") as RootData | undefined)?.user);
  const { list } = props;
  const listBase = list.dir ? `${meta.base}/${list.dir.id}` : meta.base;
  const status = props.status ?? "";
  const query = (kw: string, st: string) => {
    const p = new URLSearchParams();
    if (kw) p.set("keyword", kw);
    if (st) p.set("status", st);
    const s = p.toString();
    return s ? `?${s}` : "";
  };
  const q = query(props.keyword, status);
  // Page 2+ of the unfiltered list needs a category segment; "0" stands for all categories.
  const href = (p: number) => (p <= 1 ? `${listBase}${q}` : `${list.dir ? listBase : `${meta.base}/0`}/${p}${q}`);
  return (
    <PageFrame
      title={list.dir ? `${meta.title} · ${list.dir.name}` : meta.title}
      crumbs={[{ name: "学习资料" }, { name: meta.title, path: meta.base }, ...(list.dir ? [{ name: list.dir.name }] : [])]}
      extra={
        <SearchBox
          label={`筛选${meta.title}`}
          placeholder={`输入名称或${meta.codeLabel}筛选`}
          initial={props.keyword}
          maxLength={50}
          onSearch={(v) => navigate(`${listBase}${query(v, status)}`)}
        />
      }
    >
      <div className="with-side side-left">
        <aside className="side-col">
          <section className="side-box">
            <div className="side-box-head">
              <h2>分类</h2>
              <Link to={meta.base}>全部</Link>
            </div>
            {props.tree.length ? (
              <CatTree nodes={props.tree} base={meta.base} active={list.dir?.id} q={query("", status)} />
            ) : (
              <p className="muted">暂无分类</p>
            )}
          </section>
        </aside>
        <div className="main-col">
          {props.type === "NORMAL" && (
            // Plain links: the filter works without JavaScript and each state has its own address.
            <nav className="search-tabs status-filter" aria-label="按状态筛选">
              {["", ...STATUS_FILTERS].map((st) => (
                <Link key={st || "all"} to={`${listBase}${query(props.keyword, st)}`} className={st === status ? "active" : undefined}>
                  {st || "全部"}
                </Link>
              ))}
            </nav>
          )}
          <p className="muted">
            共 {list.total} 条{status && `${status}标准`}
            {props.keyword && `，包含“${props.keyword}”`}
          </p>
          {list.records.length === 0 ? (
            <EmptyState text={props.keyword || status ? "没有找到匹配的资料，换个条件试试。" : `暂无${meta.title}`} />
          ) : (
            <ul className="doc-list">
              {list.records.map((d) => (
                <li key={d.id}>
                  <Link to={d.path} className="doc-list-title">
                    {d.code && <span className="muted">{d.code}</span>}
                    <span>{d.title}</span>
                    <StatusTag status={d.status} />
                  </Link>
                  <div className="doc-list-meta">
                    {/* Only what is known: an unknown date or issuer is left out, not guessed. */}
                    {d.issuer && (
                      <span>
                        {{ NORMAL: "发布部门", POLICY: "发布机关", PAPER: "作者" }[props.type]}：{d.issuer}
                      </span>
                    )}
                    {d.issueDate && props.type !== "PAPER" && <span>发布日期：{d.issueDate}</span>}
                    {d.effectiveDate && props.type !== "PAPER" && (
                      <span>
                        {props.type === "POLICY" ? "施行日期" : "实施日期"}：{d.effectiveDate}
                      </span>
                    )}
                    {d.needLogin && !signedIn && <span>全文需登录</span>}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager current={list.current} pages={list.pages} href={href} />
        </div>
      </div>
    </PageFrame>
  );
}
