import { OpenAPIHono, z } from "@hono/zod-openapi";
import { ok, paged } from "@portal/contract";
import { pageQuerySchema } from "@portal/contract/schema";
import { generateInviteLink, myInvitees } from "@portal/core";
import type { Config } from "../../config";
import type { AppEnv } from "../../env";
import { validationHook } from "../../middleware/errors";
import { moreErrors, pagedResponses, postRoutes, responses } from "../openapi";

const post = postRoutes("邀请好友");
const signed = { unauthenticated: true };

const link = z
  .object({
    inviteCode: z.string().openapi({ example: "K7M2QX9A" }),
    link: z.string().openapi({ description: "邀请页的完整地址", example: "https://example.cn/invite?code=K7M2QX9A" }),
    points: z.number().int().openapi({ description: "每邀请一位好友获得的积分" }),
    dailyLimit: z.number().int().openapi({ description: "每天最多计奖的好友数；0 表示仅一次" }),
    ruleText: z.string(),
  })
  .openapi("InviteLink");
const invitee = z
  .object({
    phone: z.string().openapi({ description: "打码后的手机号", example: "139****0001" }),
    registeredOn: z.string().openapi({ description: "注册日期（北京时间）", example: "2026-03-06" }),
    points: z.number().int().openapi({ description: "这位好友为您带来的积分；当天计奖已满时为 0" }),
  })
  .openapi("Invitee");

/** 邀请好友 (issue 10, SPEC §7 /user/unionInvite/generateLink): the caller's link and whom it brought. */
export function inviteRoutes(config: Pick<Config, "PUBLIC_ORIGIN">) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(
    post(
      "/user/unionInvite/generateLink",
      "我的邀请链接",
      z.object({}).optional(),
      { ...responses(link, "邀请码、邀请链接与奖励规则"), ...moreErrors(signed) },
      "没有邀请码的账号在第一次调用时生成；之后每次返回同一个。",
    ),
    async (c) => {
      const origin = config.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
      return c.json(ok(await generateInviteLink(c.get("ctx"), origin)), 200);
    },
  );
  app.openapi(
    post(
      "/user/unionInvite/listPaged",
      "我邀请的好友",
      pageQuerySchema,
      {
        ...pagedResponses(invitee, "用我的邀请码注册的好友，按注册时间倒序；data.totalPoints 为邀请累计获得的积分"),
        ...moreErrors(signed),
      },
      "已注销的账号不列出。",
    ),
    async (c) => {
      const r = await myInvitees(c.get("ctx"), c.req.valid("json"));
      const list = paged(r.records, r.total, r);
      return c.json({ ...list, data: { ...list.data, totalPoints: r.totalPoints } }, 200);
    },
  );
  return app;
}
