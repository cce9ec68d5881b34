import { loginHref } from "@portal/contract";
import { contactOffer, getAnnouncement, relatedTenders, standardsNamedIn, tenderUserOperation } from "@portal/core";
import { useLocation } from "react-router";
import { ArticleActions } from "~/components/ArticleActions";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { ContactUnlock } from "~/features/tender/ContactUnlock";
import { DiscountFigure } from "~/features/tender/DiscountFigure";
import { EvidenceValue } from "~/features/tender/EvidenceValue";
import { tenderPath } from "~/features/tender/TenderList";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { formatYuan } from "~/lib/money";
import { publicPageHeaders } from "~/lib/page-headers";
import { idParam, orNotFound } from "~/lib/params.server";
import { loadTenderTdk, titleWithSiteName } from "~/lib/tdk.server";
import type { Route } from "./+types/tender-detail";

export const handle: RouteHandle = { topBar: "information", infoTab: "tender" };
/** Visitors all see the same page (contacts hidden): it may come from the page cache. */
export const headers = publicPageHeaders;

/** /tender/detail/{id}/{type}/{stageType} and /tenderDetails/{id}: the canonical address is the first. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, origin } = context.get(appContext);
  const id = idParam(params.id);
  const t = await orNotFound(getAnnouncement(ctx, id));
  const signedIn = ctx.actor.kind === "user";
  const [mine, standards, related, offer, tdk] = await Promise.all([
    signedIn ? tenderUserOperation(ctx, id) : null,
    standardsNamedIn(ctx, t.text),
    relatedTenders(ctx, t),
    signedIn && t.contactsHidden ? contactOffer(ctx) : null,
    loadTenderTdk(context, t.regionName),
  ]);
  tdk.title = titleWithSiteName(tdk.title, t.title, "招标信息");
  tdk.description = [t.regionName, t.stageLabel, t.buyer?.name && `招标人：${t.buyer.name}`, `发布日期：${t.publishedOn}`]
    .filter(Boolean)
    .join("，");
  return { t, mine, standards, related, offer, tdk, canonical: `${origin}${tenderPath(t)}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

type Detail = Route.ComponentProps["loaderData"]["t"];

const KB = 1024;
const fileSize = (n: number) => (n >= KB * KB ? `${(n / KB / KB).toFixed(1)} MB` : `${Math.max(1, Math.round(n / KB))} KB`);

/**
 * One attachment: our stored copy (a signed link made on click) with the source address beside it;
 * without a copy, the source address and why there is none, since source sites often remove files.
 */
function AttachmentItem({ id, index, file: f }: { id: number; index: number; file: Detail["attachments"][number] }) {
  const source = (
    <a href={f.url} rel="nofollow noopener noreferrer" target="_blank">
      原文附件地址
    </a>
  );
  if (f.mirror === "done") {
    return (
      <li>
        <a href={`/tender/attachment/${id}/${index}`} rel="nofollow">
          {f.name}
        </a>
        <span className="muted small">
          {" "}
          （本站副本{f.type ? `，${f.type.toUpperCase()}` : ""}
          {f.size ? `，${fileSize(f.size)}` : ""}） {source}
        </span>
      </li>
    );
  }
  // A reserved host (the demo's) never resolves: the name and why, no dead link.
  if (f.mirror === "skipped") {
    return (
      <li>
        {f.name}
        <span className="muted small">（{f.error ?? "附件原文件不存在"}）</span>
      </li>
    );
  }
  const note =
    f.mirror === "pending"
      ? "本站副本正在保存，暂时只能从原网站下载"
      : f.mirror === "failed"
        ? `本站未能保存副本：${f.error ?? "原因不明"}；链接指向原网站，可能已失效`
        : "本站没有保存副本，链接指向原网站，可能已失效";
  return (
    <li>
      <a href={f.url} rel="nofollow noopener noreferrer" target="_blank">
        {f.name}
      </a>
      <span className="muted small">（{note}）</span>
    </li>
  );
}

/** The structured fields people compare, each with the sentence it was read from. */
function FieldTable({ t }: { t: Detail }) {
  const money = (v: unknown) => formatYuan(typeof v === "number" ? v : Number(v));
  // A 采购意向 names the planned item and the month its procurement is expected ("2026-04").
  const intent: [string, string, ((v: unknown) => string)?][] =
    t.stage === "0107"
      ? [
          ["采购项目", "project_name"],
          ["预计采购时间", "expected_month", (v) => String(v).replace(/^(\d{4})-(\d{2})$/, "$1年$2月")],
        ]
      : [];
  const rows: [string, string, ((v: unknown) => string)?][] = [
    ...intent,
    ["项目编号", "project_code"],
    [t.stage === "0107" ? "采购单位" : "招标人", "buyer"],
    ["代理机构", "agency"],
    ["预算金额", "budget_yuan", money],
    ["最高限价", "max_price_yuan", money],
    ["投标截止", "bid_deadline"],
    ["开标时间", "open_time"],
    ["中标人", "winner"],
    ["中标金额", "win_amount_yuan", money],
    ["所在地区", "region"],
  ];
  const shown = rows.filter(([, key]) => t.fields[key] !== undefined);
  if (shown.length === 0 && !t.discount) return null;
  return (
    <table className="tender-fields">
      <tbody>
        {shown.map(([label, key, fmt]) => (
          <tr key={key}>
            <th scope="row">{label}</th>
            <td>
              <EvidenceValue field={t.fields[key]} format={fmt} />
            </td>
          </tr>
        ))}
        {t.discount && (
          <tr>
            <th scope="row">下浮率</th>
            <td className="tender-discount">
              <DiscountFigure t={t} />
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

type Related = Route.ComponentProps["loaderData"]["related"]["similar"];

/** A short list of other notices in the aside: title and date. */
function RelatedList({ title, items }: { title: string; items: Related }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul className="tender-related">
        {items.map((r) => (
          <li key={r.id}>
            <Link to={tenderPath(r)}>{r.title}</Link>
            <span className="muted small">
              {r.stageLabel ? `${r.stageLabel} · ` : ""}
              {r.publishedOn}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function TenderDetail({ loaderData }: Route.ComponentProps) {
  const { t, mine, standards, related } = loaderData;
  const location = useLocation();
  const candidates = t.candidates.filter((c) => c.name);
  return (
    <PageFrame title={t.title} crumbs={[{ name: "招标信息", path: "/tender" }, { name: "公告详情" }]}>
      <article className="tender-detail">
        <div className="tender-list-meta">
          {t.stageLabel && <span className={`stage-tag stage-${t.stage}`}>{t.stageLabel}</span>}
          {t.regionName && <span>{t.regionName}</span>}
          <span>发布日期：{t.publishedOn}</span>
          {t.sourceSite && <span>来源：{t.sourceSite}</span>}
          {t.alsoPublished.length > 0 && (
            // The same notice on other sites is listed once; where else it appeared is named here.
            <span data-testid="also-published">
              同时发布于：
              {t.alsoPublished.map((o, i) => (
                <span key={o.sourceUrl}>
                  {i > 0 && "、"}
                  <a href={o.sourceUrl} rel="nofollow noopener" target="_blank" title={o.publishedOn ? `${o.publishedOn} 发布` : undefined}>
                    {o.sourceSite ?? new URL(o.sourceUrl).host}
                  </a>
                </span>
              ))}
            </span>
          )}
        </div>
        <div className="tender-detail-grid">
          <div>
            <h2>关键信息</h2>
            <p className="muted small">把鼠标移到（或用 Tab 键聚焦）数值上，可查看它在原文中的出处和识别可信度。</p>
            <FieldTable t={t} />
            {candidates.length > 0 && (
              <>
                <h2>{t.stage === "0104" ? "中标结果" : "中标候选人"}</h2>
                <table className="tender-fields">
                  <tbody>
                    {candidates.map((c, i) => (
                      <tr key={`${c.rank ?? "-"}:${c.name}`}>
                        <th scope="row">{c.rank ? `第 ${c.rank} 名` : `候选人 ${i + 1}`}</th>
                        <td>
                          {c.orgId ? <Link to={`/tender/org/${c.orgId}`}>{c.name}</Link> : c.name}
                          {c.amount_yuan ? `，投标报价 ${formatYuan(c.amount_yuan)}` : ""}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </div>
          <aside>
            <h2>项目进程</h2>
            <ol className="tender-timeline">
              {t.timeline.map((e) => (
                <li key={e.id} className={e.current ? "current" : undefined}>
                  <span className="muted">{e.publishedOn}</span> <b>{e.stageLabel ?? "公告"}</b>
                  <br />
                  {e.current ? (
                    <span aria-current="page">{e.title}</span>
                  ) : (
                    <Link to={tenderPath({ id: e.id, category: t.category, stage: e.stage })}>{e.title}</Link>
                  )}
                </li>
              ))}
            </ol>
            {t.buyer && (
              <p>
                招标人：<Link to={`/tender/org/${t.buyer.id}`}>{t.buyer.name}</Link>
              </p>
            )}
            <ArticleActions id={t.id} praiseCount={mine?.praiseCount ?? 0} mine={mine} kind="tender" />
            <RelatedList title="同一招标人的其他公告" items={related.sameBuyer} />
            <RelatedList title={`${t.regionName ?? "同地区"}的类似项目`} items={related.similar} />
          </aside>
        </div>
        {standards.length > 0 && (
          <>
            <h2>涉及的标准规范</h2>
            <ul className="tender-standards">
              {standards.map((st) => (
                <li key={st.code}>
                  {st.id ? (
                    <Link to={`/standard/detail/${st.id}`}>
                      {st.code} {st.title}
                    </Link>
                  ) : (
                    st.code
                  )}
                  {st.status && <span className={st.status === "废止" ? "status-tag danger" : "status-tag"}>{st.status}</span>}
                  {st.status === "废止" && (
                    <span className="standard-warning">
                      注意：该标准已废止{st.replacedBy ? `，已被 ${st.replacedBy} 替代` : ""}，请向招标人确认执行版本。
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <h2>公告原文</h2>
        {t.contactsHidden && loaderData.offer && <ContactUnlock id={t.id} offer={loaderData.offer} />}
        {t.contactsHidden && !loaderData.offer && (
          <p className="login-hint">
            联系人、联系电话和附件需 <Link to={loginHref(location.pathname, location.search)}>登录</Link> 后查看。
          </p>
        )}
        <div className="tender-text">{t.text}</div>
        {t.attachmentCount > 0 && (
          <>
            <h2>附件（{t.attachmentCount}）</h2>
            {t.attachments.length > 0 ? (
              <ul className="tender-attachments">
                {t.attachments.map((f, i) => (
                  <AttachmentItem key={f.url} id={t.id} index={i} file={f} />
                ))}
              </ul>
            ) : (
              <p className="muted">登录后可下载附件。</p>
            )}
          </>
        )}
        <p className="muted small">
          原文链接：
          <a href={t.sourceUrl} rel="nofollow noopener" target="_blank">
            {t.sourceUrl}
          </a>
          。本站信息由程序从公开来源整理，以原文为准。
        </p>
      </article>
    </PageFrame>
  );
}
