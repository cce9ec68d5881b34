import { schema } from "@portal/db";
import { eq } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import type { Ctx } from "../context";
import { invalid, notFound } from "../errors";
import { requireText } from "../fields";
import { plainLine, sanitizeRichText } from "../sanitize";
import { AGREEMENTS_NS, contentChanged } from "./changes";
import { requireContentPublish } from "./publishing";

export type AgreementKind = "service" | "privacy";
const t = schema.agreements;

/** The current text of the user agreement or privacy policy (/service, /pravicy). */
export async function getAgreement(ctx: Ctx, kind: AgreementKind) {
  const row = await ctx.cache.wrap(AGREEMENTS_NS, kind, PUBLIC_TTL_MS, async () => {
    const [r] = await ctx.db.select().from(t).where(eq(t.kind, kind));
    return r ? { kind: r.kind, title: r.title, version: r.version, effectiveDate: r.effectiveDate, content: r.content } : null;
  });
  if (!row) throw notFound("协议");
  return row;
}

/** Replaces the agreement with a new version (the admin console keeps the old text in its audit log). */
export async function saveAgreement(
  ctx: Ctx,
  kind: AgreementKind,
  input: { title: string; version: string; effectiveDate: string; content: string },
) {
  requireContentPublish(ctx);
  if (kind !== "service" && kind !== "privacy") throw invalid("协议类型不正确");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.effectiveDate)) throw invalid("生效日期格式应为 YYYY-MM-DD");
  const values = {
    title: requireText(plainLine(input.title), "标题", 50),
    version: requireText(plainLine(input.version), "版本号", 20),
    effectiveDate: input.effectiveDate,
    content: sanitizeRichText(input.content),
    updatedAt: ctx.now(),
  };
  if (!values.content) throw invalid("协议正文不能为空");
  await ctx.db
    .insert(t)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: t.kind, set: values });
  await contentChanged(ctx, AGREEMENTS_NS);
}
