import type { DirNode, DownloadItem } from "@portal/core";
import { useNavigate, useRevalidator } from "react-router";
import { Link } from "~/components/Link";
import { EmptyState, PageFrame } from "~/components/PageFrame";
import { Pager } from "~/components/Pager";
import { SearchBox } from "~/components/SearchBox";
import { DownloadActions } from "./DownloadActions";
import { FileIcon, formatBytes } from "./FileIcon";

const BASE = "/information/list";
const TYPE_FILTERS = [
  ["", "全部"],
  ["PDF", "PDF"],
  ["DOCX", "Word"],
  ["XLSX", "Excel"],
  ["PPT", "PPT"],
] as const;

function DirTree({ nodes, active, q }: { nodes: DirNode[]; active?: number; q: string }) {
  return (
    <ul className="cat-tree">
      {nodes.map((n) => (
        <li key={n.id}>
          <Link
            to={`${BASE}/${n.id}${q}`}
            className={n.id === active ? "active" : undefined}
            aria-current={n.id === active ? "page" : undefined}
          >
            <span>{n.name}</span>
          </Link>
          {n.children.length > 0 && <DirTree nodes={n.children} active={active} q={q} />}
        </li>
      ))}
    </ul>
  );
}

export interface DocumentsData {
  tree: DirNode[];
  list: { records: DownloadItem[]; current: number; pages: number; total: number };
  top: DownloadItem[];
  dir: { id: number; name: string } | null;
  keyword: string;
  fileType: string;
}

/** 资料: folders on the left with the top downloads, a type filter, the list with icon, size and count. */
export function DocumentsPage({ tree, list, top, dir, keyword, fileType }: DocumentsData) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const listBase = dir ? `${BASE}/${dir.id}` : BASE;
  const query = (kw: string, type: string) => {
    const p = new URLSearchParams();
    if (kw) p.set("keyword", kw);
    if (type) p.set("type", type);
    const s = p.toString();
    return s ? `?${s}` : "";
  };
  const q = query(keyword, fileType);
  const href = (p: number) => (p <= 1 ? `${listBase}${q}` : `${dir ? listBase : `${BASE}/0`}/${p}${q}`);
  return (
    <PageFrame
      title={dir ? `资料 · ${dir.name}` : "资料"}
      crumbs={[{ name: "信息中心", path: "/information" }, { name: "资料", path: BASE }, ...(dir ? [{ name: dir.name }] : [])]}
      extra={
        <SearchBox
          label="搜索资料"
          placeholder="输入资料名称"
          initial={keyword}
          maxLength={30}
          onSearch={(v) => navigate(`${listBase}${query(v, fileType)}`)}
        />
      }
    >
      <div className="with-side side-left">
        <aside className="side-col">
          <section className="side-box">
            <div className="side-box-head">
              <h2>资料目录</h2>
              <Link to={BASE}>全部</Link>
            </div>
            {tree.length ? <DirTree nodes={tree} active={dir?.id} q={query("", fileType)} /> : <p className="muted">暂无目录</p>}
          </section>
          {top.some((d) => d.downloadCount > 0) && (
            <section className="side-box">
              <div className="side-box-head">
                <h2>下载排行</h2>
              </div>
              <ol className="top-downloads">
                {top
                  .filter((d) => d.downloadCount > 0)
                  .map((d) => (
                    <li key={d.id}>
                      <FileIcon type={d.fileType} size={20} />
                      <span className="top-downloads-title" title={d.title}>
                        {d.title}
                      </span>
                      <span className="muted">{d.downloadCount}</span>
                    </li>
                  ))}
              </ol>
            </section>
          )}
        </aside>
        <div className="main-col">
          <nav className="search-tabs" aria-label="按文件类型筛选">
            {TYPE_FILTERS.map(([type, name]) => (
              <Link key={type || "all"} to={`${listBase}${query(keyword, type)}`} className={type === fileType ? "active" : undefined}>
                {name}
              </Link>
            ))}
          </nav>
          <p className="muted">
            共 {list.total} 份资料{keyword && `，名称包含“${keyword}”`}
          </p>
          {list.records.length === 0 ? (
            <EmptyState text={keyword || fileType ? "没有找到匹配的资料，换个条件试试。" : "这个目录还没有资料。"} />
          ) : (
            <ul className="doc-files">
              {list.records.map((d) => (
                <li key={d.id}>
                  <FileIcon type={d.fileType} />
                  <div className="doc-files-body">
                    <h3>{d.title}</h3>
                    {d.summary && <p className="doc-files-summary">{d.summary}</p>}
                    <div className="doc-list-meta">
                      <span>{d.fileName}</span>
                      <span>{formatBytes(d.sizeBytes)}</span>
                      <span>下载 {d.downloadCount} 次</span>
                      <span>{d.publishedOn}</span>
                    </div>
                  </div>
                  <DownloadActions id={d.id} title={d.title} fileType={d.fileType} onDownloaded={revalidate} />
                </li>
              ))}
            </ul>
          )}
          <Pager current={list.current} pages={list.pages} href={href} />
          <p className="muted doc-files-note">
            登录后可下载；每天有免费下载次数，用完后按积分规则扣除积分。同一份资料当天重复下载不再计次。
          </p>
        </div>
      </div>
    </PageFrame>
  );
}
