import { loginHref } from "@portal/contract";
import { aiStatus, listTools, myPaper, myPapers, myWritings, PAPER_DISCIPLINES, PAPER_LENGTHS, toolDetail } from "@portal/core";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { appContext } from "~/lib/app-context";
import { pageParam } from "~/lib/params.server";
import { canonicalUrl, loadTdk } from "~/lib/tdk.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Pages of one's own writing: a visitor is sent to log in and brought back. */
function signedIn({ context, request }: LoaderFunctionArgs) {
  const { ctx } = context.get(appContext);
  const url = new URL(request.url);
  if (ctx.actor.kind !== "user") throw redirect(loginHref(url.pathname, url.search));
  return ctx;
}

/** /aiToolList: the catalogue grouped by category; the same for every visitor. */
export async function toolListLoader({ context, request }: LoaderFunctionArgs) {
  const { ctx } = context.get(appContext);
  const tools = await listTools(ctx);
  const tdk = await loadTdk(context, "page-aiTool", { title: "AI 写作工具" });
  return { tools, status: aiStatus(ctx), tdk, canonical: canonicalUrl(context, request) };
}

/** /aiToolDetail?id=<tool>: one tool's form; who may generate is asked by the page itself. */
export async function toolDetailLoader({ context, request }: LoaderFunctionArgs) {
  const { ctx } = context.get(appContext);
  const slug = new URL(request.url).searchParams.get("id");
  // The bare address names no tool: the catalogue is where one is chosen.
  if (slug === null) throw redirect("/aiToolList");
  if (!/^[a-z][a-z0-9-]{1,59}$/.test(slug)) throw data("页面不存在", { status: 404 });
  const [tool, tools] = await Promise.all([toolDetail(ctx, slug).catch(() => null), listTools(ctx)]);
  if (!tool) throw data("页面不存在", { status: 404 });
  const tdk = await loadTdk(context, "page-aiTool", { title: `${tool.name} · AI 写作` });
  return {
    tool,
    others: tools.filter((x) => x.id !== tool.id && x.category === tool.category).slice(0, 4),
    status: aiStatus(ctx),
    tdk: { ...tdk, description: tool.summary },
    canonical: `${canonicalUrl(context, request)}?id=${slug}`,
  };
}

/** /aiWriteList: my writings. */
export async function writingsLoader(args: LoaderFunctionArgs) {
  const ctx = signedIn(args);
  const page = pageParam(new URL(args.request.url).searchParams.get("page") ?? undefined);
  const list = await myWritings(ctx, { current: page, size: 10 });
  return { list, tdk: await loadTdk(args.context, "page-aiTool", { title: "我的写作" }) };
}

/** /aipaper/create: the form; the model's state decides what it offers. */
export async function paperCreateLoader(args: LoaderFunctionArgs) {
  const ctx = signedIn(args);
  return {
    status: aiStatus(ctx),
    disciplines: PAPER_DISCIPLINES,
    lengths: PAPER_LENGTHS,
    tdk: await loadTdk(args.context, "page-aiPaper", { title: "新建 AI 论文" }),
  };
}

/** /aipaper/index: my papers. */
export async function paperIndexLoader(args: LoaderFunctionArgs) {
  const ctx = signedIn(args);
  const page = pageParam(new URL(args.request.url).searchParams.get("page") ?? undefined);
  const list = await myPapers(ctx, { current: page, size: 10 });
  return { list, status: aiStatus(ctx), tdk: await loadTdk(args.context, "page-aiPaper", { title: "我的论文" }) };
}

/** /aipaper/detail/:id and /aipaper/edit/:id: one of my papers (someone else's is not found). */
export async function paperLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? "";
  if (!UUID.test(id)) throw data("页面不存在", { status: 404 });
  const ctx = signedIn(args);
  const paper = await myPaper(ctx, id).catch(() => null);
  if (!paper) throw data("论文不存在或已被删除", { status: 404 });
  return { paper, status: aiStatus(ctx), tdk: await loadTdk(args.context, "page-aiPaper", { title: paper.title }) };
}
