import { schema } from "@portal/db";
import { PERM, requirePermission } from "../access";
import { auditChange } from "../audit";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { getPointRules, POINT_RULES_KEY, POINT_RULES_NS, type PointRules, withSignInRow } from "../points";
import { plainLine } from "../sanitize";
import { withTransaction } from "../transaction";

/** The points rules as administrators edit them (site settings permission). */
export async function adminPointRulesGet(ctx: Ctx): Promise<PointRules> {
  requirePermission(ctx, PERM.settings);
  return getPointRules(ctx);
}

const whole = (n: number, min: number, max: number, what: string) => {
  if (!Number.isInteger(n) || n < min || n > max) throw invalid(`${what}应为 ${min}–${max} 的整数`);
  return n;
};
const line = (s: string, max: number, what: string) => {
  const text = plainLine(s);
  if (!text) throw invalid(`请填写${what}`);
  if (text.length > max) throw invalid(`${what}不能超过 ${max} 个字`);
  return text;
};

/**
 * Saves the rules (audited). The ways to earn and spend are fixed by the code that pays and charges
 * them: staff change their points, limits and wording, not the list.
 */
export async function adminPointRulesUpdate(ctx: Ctx, input: PointRules): Promise<PointRules> {
  requirePermission(ctx, PERM.settings);
  const before = await getPointRules(ctx);
  const days = input.sign.streakBonuses.map((b) => whole(b.days, 2, 365, "连续签到天数"));
  if (new Set(days).size !== days.length) throw invalid("连续签到奖励的天数不能重复");
  /** The staff's row for a way to earn or spend, its name, points and wording checked. */
  const checked = <T extends { code: string; name: string }, I extends { code: string; name: string; points: number; description: string }>(
    r: T,
    list: I[],
    what: string,
    maxPoints: number,
  ) => {
    const v = list.find((x) => x.code === r.code);
    if (!v) throw invalid(`缺少${what} ${r.code}`);
    // The code is the caller's (its literal type); the rest is staff text and numbers.
    const row = {
      name: line(v.name, 20, `${what}名称`),
      points: whole(v.points, 0, maxPoints, `“${r.name}”的积分`),
      description: line(v.description, 60, `${what}说明`),
    };
    return { v, row };
  };
  const rules: PointRules = withSignInRow({
    sign: {
      dailyPoints: whole(input.sign.dailyPoints, 0, 1000, "每日签到积分"),
      streakBonuses: input.sign.streakBonuses
        .map((b) => ({ days: b.days, points: whole(b.points, 1, 10_000, "连续签到奖励积分") }))
        .sort((a, b) => a.days - b.days),
    },
    earning: before.earning.map((r) => {
      const { v, row } = checked(r, input.earning, "获取方式", 10_000);
      return { ...row, code: r.code, dailyLimit: whole(v.dailyLimit, 0, 100, `“${r.name}”的每日次数`) };
    }),
    consumption: before.consumption.map((r) => ({ ...checked(r, input.consumption, "消耗项目", 100_000).row, code: r.code })),
  });
  return withTransaction(ctx, async (tx) => {
    await tx.db
      .insert(schema.siteSettings)
      .values({ key: POINT_RULES_KEY, value: rules, updatedAt: tx.now() })
      .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value: rules, updatedAt: tx.now() } });
    await auditChange(tx, "pointRules.update", { type: "pointRules", id: "points" }, { ...before }, { ...rules });
    await tx.cache.invalidate(POINT_RULES_NS);
    return rules;
  });
}
