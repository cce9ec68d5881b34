import { followsOrg, getOrg } from "@portal/core";
import { redirect } from "react-router";
import { Link } from "~/components/Link";
import { PageFrame } from "~/components/PageFrame";
import { FollowButton } from "~/features/tender/FollowButton";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { formatYuan } from "~/lib/money";
import { publicPageHeaders } from "~/lib/page-headers";
import { idParam, orNotFound } from "~/lib/params.server";
import { loadTenderTdk, titleWithSiteName } from "~/lib/tdk.server";
import type { Route } from "./+types/tender-org";

export const handle: RouteHandle = { topBar: "information", infoTab: "tender" };
export const headers = publicPageHeaders;

/** /tender/org/{id}: an organisation's history as buyer, agency and winner. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, origin } = context.get(appContext);
  const id = idParam(params.id);
  const org = await orNotFound(getOrg(ctx, id));
  // Staff merged this organisation into another: its old address moves there for good.
  if (org.id !== id) throw redirect(`/tender/org/${org.id}`, 301);
  const tdk = await loadTenderTdk(context);
  tdk.title = titleWithSiteName(tdk.title, org.name, "招标与中标记录");
  tdk.keywords = `${org.name},招标记录,中标记录,工程招标`;
  tdk.description = `${org.name}：发布招标 ${org.counts.issued} 次，中标 ${org.counts.won} 次，代理 ${org.counts.agency} 次。`;
  return { org, followed: await followsOrg(ctx, id), tdk, canonical: `${origin}/tender/org/${id}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

type History = Route.ComponentProps["loaderData"]["org"]["issued"];

function HistoryList({ title, items }: { title: string; items: History }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul className="tender-list">
        {items.map((i) => (
          <li key={i.id}>
            <Link to={`/tenderDetails/${i.id}`} className="tender-list-title">
              {i.title}
            </Link>
            <div className="tender-list-meta">
              {i.regionName && <span>{i.regionName}</span>}
              {i.amountYuan !== null && <span>金额：{formatYuan(i.amountYuan)}</span>}
              <span className="tender-list-date">{i.publishedOn}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

type Org = Route.ComponentProps["loaderData"]["org"];
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** Notices issued and won per year, with their amounts. */
function Years({ years }: { years: Org["years"] }) {
  if (years.length === 0) return null;
  return (
    <>
      <h2>历年业绩</h2>
      <table className="discount-table">
        <thead>
          <tr>
            <th scope="col">年份</th>
            <th scope="col">发布招标</th>
            <th scope="col">招标金额</th>
            <th scope="col">中标</th>
            <th scope="col">中标金额</th>
          </tr>
        </thead>
        <tbody>
          {years.map((y) => (
            <tr key={y.year}>
              <th scope="row">{y.year} 年</th>
              <td>{y.issued}</td>
              <td>{y.issuedYuan ? formatYuan(y.issuedYuan) : "—"}</td>
              <td>{y.won}</td>
              <td>{y.wonYuan ? formatYuan(y.wonYuan) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Who it met in candidate lists, once per project, and who came out ahead. */
function Competitors({ list }: { list: Org["competitors"] }) {
  if (list.length === 0) return null;
  return (
    <>
      <h2>竞争对手</h2>
      <p className="muted small">在同一项目的中标候选人名单中同时出现的单位；领先指中标或排名在前，同一项目的公示与结果只计一次。</p>
      <table className="discount-table">
        <thead>
          <tr>
            <th scope="col">单位</th>
            <th scope="col">同场项目</th>
            <th scope="col">本单位领先</th>
            <th scope="col">对方领先</th>
          </tr>
        </thead>
        <tbody>
          {list.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <Link to={`/tender/org/${c.id}`}>{c.name}</Link>
              </th>
              <td>{c.met}</td>
              <td>{c.ahead}</td>
              <td>{c.behind}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Partners({ title, list }: { title: string; list: Org["agencies"] }) {
  if (list.length === 0) return null;
  return (
    <p>
      {title}：
      {list.map((p, i) => (
        <span key={p.id}>
          {i > 0 && "、"}
          <Link to={`/tender/org/${p.id}`}>{p.name}</Link>（{p.count}）
        </span>
      ))}
    </p>
  );
}

export default function TenderOrg({ loaderData }: Route.ComponentProps) {
  const { org, followed } = loaderData;
  return (
    <PageFrame
      title={org.name}
      crumbs={[{ name: "招标信息", path: "/tender" }, { name: "单位" }]}
      extra={<FollowButton orgId={org.id} followed={followed} />}
    >
      <div className="tender-detail">
        {org.aliases.length > 0 && <p className="muted small">也写作：{org.aliases.join("、")}</p>}
        <div className="org-stats">
          <div>
            <b>{org.counts.issued}</b>发布招标
          </div>
          <div>
            <b>{org.counts.won}</b>中标
          </div>
          <div>
            <b>{org.counts.agency}</b>代理
          </div>
          <div>
            <b>{org.amounts.issuedYuan ? formatYuan(org.amounts.issuedYuan) : "—"}</b>招标金额合计
          </div>
          <div>
            <b>{org.amounts.wonYuan ? formatYuan(org.amounts.wonYuan) : "—"}</b>中标金额合计
          </div>
        </div>
        {org.regions.length > 0 && <p>活跃地区：{org.regions.map((r) => `${r.name}（${r.count}）`).join("、")}</p>}
        <Partners title="常合作的代理机构" list={org.agencies} />
        <Partners title="主要招标人" list={org.buyers} />
        {org.discount && (
          <p>
            中标下浮率：
            {org.discount.count > 0
              ? `中位数 ${pct(org.discount.median)}，中间一半在 ${pct(org.discount.q1)}–${pct(org.discount.q3)}（${org.discount.count} 个中标结果）`
              : "暂无可计算的中标结果"}
            {org.discount.outliers > 0 && `；另有 ${org.discount.outliers} 个异常值（低于 0 或高于 60%）未计入`}
          </p>
        )}
        <Years years={org.years} />
        <Competitors list={org.competitors} />
        <HistoryList title="最近发布的招标" items={org.issued} />
        <HistoryList title="最近中标" items={org.won} />
      </div>
    </PageFrame>
  );
}
