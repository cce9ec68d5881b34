import { getHelpDoc, helpTree } from "@portal/core";
import { JsonLd } from "~/components/JsonLd";
import { RichText } from "~/components/RichText";
import { HelpLayout } from "~/features/content/HelpLayout";
import { appContext } from "~/lib/app-context";
import type { RouteHandle } from "~/lib/handle";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { idParam, orNotFound } from "~/lib/params.server";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/help-detail";

export const handle: RouteHandle = { topBar: "help" };

/** /help/detail/{resId}, /help/num/{resNumber} and /help/share/{shareId}: one document, one canonical address. */
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, origin } = context.get(appContext);
  const by = params.resId
    ? { id: idParam(params.resId) }
    : params.resNumber
      ? { resNumber: checkToken(params.resNumber) }
      : { shareId: checkToken(params.shareId) };
  const [doc, tree] = await Promise.all([orNotFound(getHelpDoc(ctx, by)), helpTree(ctx)]);
  const tdk = await loadTdk(context, "page-helpDetail", { title: doc.title, columnName: doc.dirName });
  const canonical = `${origin}/help/detail/${doc.id}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: doc.title,
    mainEntityOfPage: canonical,
    dateModified: doc.updateDate,
  };
  return { doc, tree, tdk, canonical, jsonLd };
}

function checkToken(v: string | undefined): string {
  if (!v || !/^[\w-]{1,32}$/.test(v)) throw new Response("页面不存在", { status: 404 });
  return v;
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function HelpDetail({ loaderData }: Route.ComponentProps) {
  const { doc, tree, jsonLd } = loaderData;
  return (
    <HelpLayout
      title={doc.title}
      crumbs={[...(doc.dirId ? [{ name: doc.dirName ?? "", path: `/help/${doc.dirId}` }] : []), { name: "正文" }]}
      tree={tree}
      active={doc.dirId}
    >
      <JsonLd data={jsonLd} />
      <div className="article-meta">
        <span>文档编号：{doc.resNumber}</span>
        <span>发布日期：{doc.releaseDate}</span>
        <span>分享链接：/help/share/{doc.shareId}</span>
      </div>
      <RichText html={doc.content} />
    </HelpLayout>
  );
}
