import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import { readHistoryPaged, recordReadHistory } from "@portal/core";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import type { LimiterFactory } from "../../middleware/rate-limit";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";

const post = postRoutes("阅读历史");
const kind = z
  .enum(["NEWS", "NORMAL", "POLICY", "PAPER"])
  .openapi({ description: "NEWS 资讯（默认），NORMAL 标准，POLICY 政策，PAPER 论文" });

const item = z
  .object({
    kind,
    kindName: z.string(),
    id: z.number().int(),
    title: z.string(),
    path: z.string().openapi({ description: "详情页地址" }),
    readAt: z.string().openapi({ description: "阅读时间（北京时间）", example: "2026-03-06 09:30:00" }),
  })
  .openapi("ReadHistoryItem");

/** 阅读历史 (issue 10, SPEC §7 /news/readHistory/create, listPaged): the caller's own reads only. */
export function readHistoryRoutes(limit: LimiterFactory) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Reads pay points (within a daily limit): a script calling in a loop is slowed before the database.
  app.use("/news/readHistory/create", limit({ name: "read-history", points: 120, durationSec: 60 }));
  app.openapi(
    post(
      "/news/readHistory/create",
      "记录阅读",
      z.object({ kind: kind.optional(), id: z.number().int().min(1).max(2_147_483_647) }),
      {
        ...responses(
          z.object({
            recorded: z.boolean().openapi({ description: "今天第一次阅读这一篇时为 true" }),
            points: z.number().int().openapi({ description: "本次获得的阅读积分" }),
          }),
          "记录结果",
        ),
        ...moreErrors({ unauthenticated: true, notFound: "文章或资料" }),
      },
      "同一用户同一篇每天只记一条（再次阅读只更新时间）；每篇第一次阅读按“阅读资讯”规则得积分，每天有上限。打开资讯详情页时会自动记录。",
    ),
    async (c) => c.json(ok(await recordReadHistory(c.get("ctx"), c.req.valid("json"))), 200),
  );
  app.openapi(
    post("/news/readHistory/listPaged", "我的阅读历史", pageQuerySchema, {
      ...pagedResponses(item, "按阅读时间倒序；已下线的内容不列出"),
      ...moreErrors({ unauthenticated: true }),
    }),
    async (c) => {
      const r = await readHistoryPaged(c.get("ctx"), c.req.valid("json"));
      return c.json(paged(r.records, r.total, r), 200);
    },
  );
  return app;
}
