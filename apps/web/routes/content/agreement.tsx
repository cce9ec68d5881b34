import { getAgreement } from "@portal/core";
import { PageFrame } from "~/components/PageFrame";
import { RichText } from "~/components/RichText";
import { appContext } from "~/lib/app-context";
import { tdkMeta } from "~/lib/meta";
import { publicPageHeaders } from "~/lib/page-headers";
import { orNotFound } from "~/lib/params.server";
import { loadTdk } from "~/lib/tdk.server";
import type { Route } from "./+types/agreement";

/** /service and /agreement/service: the user agreement; /pravicy and /agreement/pravicy: the privacy policy. */
/** The same for every anonymous visitor: may be served from the page cache. */
export const headers = publicPageHeaders;
export async function loader({ context, request }: Route.LoaderArgs) {
  const { ctx, origin } = context.get(appContext);
  const kind = new URL(request.url).pathname.endsWith("pravicy") ? "privacy" : "service";
  const doc = await orNotFound(getAgreement(ctx, kind));
  const tdk = await loadTdk(context, "page-agreement", { title: doc.title });
  return { doc, tdk, canonical: `${origin}/${kind === "privacy" ? "pravicy" : "service"}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

export default function Agreement({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  return (
    <PageFrame title={doc.title}>
      <p className="muted">
        版本 {doc.version}，自 {doc.effectiveDate} 起生效
      </p>
      <RichText html={doc.content} className="agreement" />
    </PageFrame>
  );
}
