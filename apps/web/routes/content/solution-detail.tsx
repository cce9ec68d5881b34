import { PROJECT_TYPES } from "@portal/contract";
import { getSolution } from "@portal/core";
import { JsonLd } from "~/components/JsonLd";
import { PageFrame } from "~/components/PageFrame";
import { RichText } from "~/components/RichText";
import { appContext } from "~/lib/app-context";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { idParam, orNotFound } from "~/lib/params.server";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/solution-detail";

const LABEL: Record<string, string> = PROJECT_TYPES;

/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, origin } = context.get(appContext);
  const s = await orNotFound(getSolution(ctx, idParam(params.id)));
  const tdk = await loadTdk(context, "page-solutionDetail", { title: s.title, columnName: LABEL[s.projectType] });
  if (s.summary) tdk.description = s.summary;
  const canonical = `${origin}/solution/detail/${s.id}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: s.title,
    description: s.summary,
    mainEntityOfPage: canonical,
    datePublished: s.releaseDate,
  };
  return { s, tdk, canonical, image: s.coverUrl, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  const { s, jsonLd } = loaderData;
  return (
    <PageFrame
      title={s.title}
      crumbs={[
        { name: "解决方案", path: "/solution" },
        { name: LABEL[s.projectType] ?? s.projectType, path: `/solution/${s.projectType}` },
        { name: s.title },
      ]}
    >
      <JsonLd data={jsonLd} />
      <p className="article-memo">{s.summary}</p>
      <RichText html={s.content} />
    </PageFrame>
  );
}
