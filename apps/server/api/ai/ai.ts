import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import {
  aiStatus,
  createPaper,
  deletePaper,
  deleteWriting,
  exportPaperDocx,
  findReferences,
  getPointRules,
  invalid,
  listTools,
  myPaper,
  myPapers,
  myWriting,
  myWritings,
  pointBalance,
  quotaResidue,
  regenerateSection,
  requireUser,
  runTool,
  saveSection,
  tokensToday,
  toolDetail,
  updateOutline,
  writePaper,
} from "@portal/core";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";
import * as s from "./ai-schemas";
import { sseFrom } from "./ai-stream";

const post = postRoutes("AI 写作");
const signed = { unauthenticated: true } as const;

/** A streamed call's body, checked like the JSON calls (the stream routes are plain Hono routes). */
async function bodyOf<T extends z.ZodTypeAny>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  const raw = await c.req.json().catch(() => {
    throw invalid("请求体不是有效的 JSON");
  });
  const r = schema.safeParse(raw);
  if (!r.success) throw invalid(r.error.issues[0]?.message ?? "参数错误");
  return r.data;
}

const STREAMS = [
  { path: "/aiWrite/tool/run", summary: "运行写作工具（SSE 流式返回）", schema: s.runTool },
  { path: "/aipaper/write", summary: "按提纲逐节写作论文（SSE 流式返回；中断后再次调用从未完成的章节继续）", schema: s.byId },
  { path: "/aipaper/section/regenerate", summary: "重新生成一节（SSE 流式返回）", schema: s.sectionRef },
];

/** AI writing tools and the AI paper (issue 13). Generation answers text/event-stream. */
export function aiRoutes(limit: LimiterFactory) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/aiWrite/pub/references", limit({ name: "ai-refs", points: 30, durationSec: 60 }));
  app.use("/aiWrite/tool/run", limit({ name: "ai-run", points: 20, durationSec: 600 }));
  app.use("/aipaper/*", limit({ name: "ai-paper", points: 120, durationSec: 600 }));

  app.openapi(post("/aiWrite/pub/status", "是否已接入大模型", z.object({}).optional(), responses(s.status, "状态")), (c) =>
    c.json(ok(aiStatus(c.get("ctx"))), 200),
  );
  app.openapi(
    post("/aiWrite/pub/tool/list", "写作工具目录", z.object({}).optional(), responses(z.array(s.toolCard), "启用的工具")),
    async (c) => c.json(ok(await listTools(c.get("ctx"))), 200),
  );
  app.openapi(
    post("/aiWrite/pub/tool/detail", "写作工具及其输入项", s.bySlug, {
      ...responses(s.toolDetail, "工具"),
      ...moreErrors({ notFound: "工具" }),
    }),
    async (c) => c.json(ok(await toolDetail(c.get("ctx"), c.req.valid("json").slug)), 200),
  );
  app.openapi(
    post(
      "/aiWrite/pub/references",
      "检索本站标准、政策、论文中的相关段落（无需大模型）",
      s.referenceQuery,
      responses(z.array(s.reference), "相关段落"),
    ),
    async (c) => c.json(ok(await findReferences(c.get("ctx"), c.req.valid("json").subject)), 200),
  );
  app.openapi(
    post("/aiWrite/quota", "我的 AI 写作额度", z.object({}).optional(), { ...responses(s.quota, "额度"), ...moreErrors(signed) }),
    async (c) => {
      const ctx = c.get("ctx");
      const userId = requireUser(ctx);
      const [[q], rules, balance, tokens] = await Promise.all([
        quotaResidue(ctx, "AI_GENERATE"),
        getPointRules(ctx),
        pointBalance(ctx, userId),
        tokensToday(ctx, userId),
      ]);
      const pointsPerUse = rules.consumption.find((r) => r.code === "AI_GENERATE")?.points ?? 0;
      return c.json(
        ok({ freeLeft: q?.residue ?? 0, freeLimit: q?.limit ?? 0, pointsPerUse, balance, tokensUsed: tokens.used, tokensCap: tokens.cap }),
        200,
      );
    },
  );
  app.openapi(
    post("/aiWrite/writing/list", "我的写作记录", s.pageQuery, {
      ...pagedResponses(s.writingRow, "记录，最新在前"),
      ...moreErrors(signed),
    }),
    async (c) => {
      const r = await myWritings(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  app.openapi(
    post("/aiWrite/writing/detail", "一条写作记录", s.byId, {
      ...responses(s.writing, "记录"),
      ...moreErrors({ ...signed, notFound: "记录" }),
    }),
    async (c) => c.json(ok(await myWriting(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/aiWrite/writing/remove", "删除写作记录", s.byId, {
      ...responses(z.null(), "已删除"),
      ...moreErrors({ ...signed, notFound: "记录" }),
    }),
    async (c) => {
      await deleteWriting(c.get("ctx"), c.req.valid("json").id);
      return c.json(ok(null), 200);
    },
  );

  app.openapi(
    post("/aipaper/create", "新建论文：生成题目、摘要和提纲（不扣次数）", s.newPaper, {
      ...responses(s.paper, "论文及提纲"),
      ...moreErrors(signed),
      503: { description: "未接入大模型或大模型暂不可用" },
    }),
    async (c) => c.json(ok(await createPaper(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/aipaper/outline", "修改题目与提纲（开始写作前）", s.outline, {
      ...responses(s.paper, "论文"),
      ...moreErrors({ ...signed, notFound: "论文", conflict: "已开始写作" }),
    }),
    async (c) => {
      const { id, ...rest } = c.req.valid("json");
      return c.json(ok(await updateOutline(c.get("ctx"), id, rest)), 200);
    },
  );
  app.openapi(
    post("/aipaper/list", "我的论文", s.pageQuery, { ...pagedResponses(s.paperRow, "论文，最近修改在前"), ...moreErrors(signed) }),
    async (c) => {
      const r = await myPapers(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  app.openapi(
    post("/aipaper/detail", "论文全文", s.byId, { ...responses(s.paper, "论文"), ...moreErrors({ ...signed, notFound: "论文" }) }),
    async (c) => c.json(ok(await myPaper(c.get("ctx"), c.req.valid("json").id)), 200),
  );
  app.openapi(
    post("/aipaper/section/save", "保存编辑后的一节", s.sectionSave, {
      ...responses(s.section, "章节"),
      ...moreErrors({ ...signed, notFound: "论文", conflict: "正在生成" }),
    }),
    async (c) => {
      const { id, idx, ...rest } = c.req.valid("json");
      return c.json(ok(await saveSection(c.get("ctx"), id, idx, rest)), 200);
    },
  );
  app.openapi(
    post("/aipaper/remove", "删除论文", s.byId, {
      ...responses(z.null(), "已删除"),
      ...moreErrors({ ...signed, notFound: "论文", conflict: "正在生成" }),
    }),
    async (c) => {
      await deletePaper(c.get("ctx"), c.req.valid("json").id);
      return c.json(ok(null), 200);
    },
  );
  aiStreamRoutes(app);
  return app;
}

/** The Word download and the three streamed generations (server-sent events, described for the API page by hand). */
function aiStreamRoutes(app: OpenAPIHono<AppEnv>) {
  // A download: GET, so the browser saves it; it only reads the signed-in user's own paper.
  app.get("/aipaper/docx/:id", async (c) => {
    const id = s.uuid.safeParse(c.req.param("id"));
    if (!id.success) throw invalid("编号格式不正确");
    const file = await exportPaperDocx(c.get("ctx"), id.data);
    const encoded = encodeURIComponent(file.fileName);
    return c.body(new Uint8Array(file.body), 200, {
      "Content-Type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "Content-Disposition": `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`,
      "Cache-Control": "private, no-store",
    });
  });

  app.post("/aiWrite/tool/run", async (c) => {
    const { slug, inputs } = await bodyOf(c, s.runTool);
    return sseFrom(c, (sink) => runTool(c.get("ctx"), slug, inputs, sink));
  });
  app.post("/aipaper/write", async (c) => {
    const { id } = await bodyOf(c, s.byId);
    return sseFrom(c, (sink) => writePaper(c.get("ctx"), id, sink));
  });
  app.post("/aipaper/section/regenerate", async (c) => {
    const { id, idx } = await bodyOf(c, s.sectionRef);
    return sseFrom(c, (sink) => regenerateSection(c.get("ctx"), id, idx, sink));
  });
  for (const st of STREAMS) {
    app.openAPIRegistry.registerPath({
      method: "post",
      path: st.path,
      summary: st.summary,
      tags: ["AI 写作"],
      request: { body: { required: true, content: { "application/json": { schema: st.schema } } } },
      responses: {
        200: {
          description: "text/event-stream：start、section、delta、sectionDone、done 事件，data 为 JSON；出错时为 error 事件",
          content: { "text/event-stream": { schema: z.string() } },
        },
        400: { description: "参数错误" },
        401: { description: "未登录" },
        409: { description: "额度与积分不足，或状态不允许" },
        429: { description: "已有生成在进行或请求过于频繁" },
        503: { description: "未接入大模型" },
      },
    });
  }
}
