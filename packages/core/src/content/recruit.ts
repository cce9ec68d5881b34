import { schema } from "@portal/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { PUBLIC_TTL_MS } from "../cache";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { optionalText, requireText } from "../fields";
import { normalizePage, type Page, pagedResult } from "../paging";
import { plainLine } from "../sanitize";
import { JOBS_NS } from "./changes";
import { lifecycle } from "./lifecycle";
import { isPublic, type PublicationInput } from "./publishing";

const j = schema.jobs;

export interface JobInput extends PublicationInput {
  title: string;
  city: string;
  department: string;
  headcount?: number;
  salary?: string | null;
  education?: string | null;
  experience?: string | null;
  /** One duty / requirement per line; stored as plain text. */
  duty?: string;
  requirement?: string;
  sort?: number;
}

const jobs = lifecycle(j, { label: "职位", ns: JOBS_NS });

const lines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((x) => plainLine(x))
    .filter(Boolean)
    .join("\n");

function jobColumns(i: Partial<JobInput>) {
  return {
    ...(i.title !== undefined ? { title: requireText(plainLine(i.title), "职位名称", 50) } : {}),
    ...(i.city !== undefined ? { city: requireText(plainLine(i.city), "工作城市", 20) } : {}),
    ...(i.department !== undefined ? { department: requireText(plainLine(i.department), "所属部门", 30) } : {}),
    ...(i.headcount !== undefined ? { headcount: Math.max(1, Math.trunc(i.headcount)) } : {}),
    ...(i.salary !== undefined ? { salary: optionalText(plainLine(i.salary), "薪资范围", 30) } : {}),
    ...(i.education !== undefined ? { education: optionalText(plainLine(i.education), "学历要求", 20) } : {}),
    ...(i.experience !== undefined ? { experience: optionalText(plainLine(i.experience), "经验要求", 20) } : {}),
    ...(i.duty !== undefined ? { duty: lines(i.duty) } : {}),
    ...(i.requirement !== undefined ? { requirement: lines(i.requirement) } : {}),
    ...(i.sort !== undefined ? { sort: i.sort } : {}),
  };
}

export const createJob = async (ctx: Ctx, i: JobInput) => jobs.create(ctx, { title: "", city: "", department: "", ...jobColumns(i) }, i);
export const updateJob = async (ctx: Ctx, id: number, i: Partial<JobInput>) => jobs.update(ctx, id, jobColumns(i), i);
export const publishJob = jobs.publish;
export const unpublishJob = jobs.unpublish;
export const deleteJob = jobs.remove;

/** SPEC §7 job/getJobCity: cities with open positions and how many. */
export function jobCities(ctx: Ctx) {
  return ctx.cache.wrap(JOBS_NS, "cities", PUBLIC_TTL_MS, () =>
    ctx.db
      .select({ city: j.city, count: sql<number>`count(*)::int` })
      .from(j)
      .where(isPublic(j, ctx.now()))
      .groupBy(j.city)
      .orderBy(sql`count(*) desc`, asc(j.city)),
  );
}

/** SPEC §7 job/listPaged: open positions, optionally in one city. */
export function jobListPaged(ctx: Ctx, input: { city?: string } & Partial<Page> = {}) {
  const page = normalizePage(input, 10);
  const city = input.city?.trim() || undefined;
  return ctx.cache.wrap(JOBS_NS, `list:${city ?? ""}:${page.current}:${page.size}`, PUBLIC_TTL_MS, async () => {
    const where = and(isPublic(j, ctx.now()), city ? eq(j.city, city) : undefined);
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(j).where(where);
    const rows = await ctx.db
      .select()
      .from(j)
      .where(where)
      .orderBy(asc(j.sort), asc(j.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size);
    const records = rows.map((r) => ({
      id: r.id,
      title: r.title,
      city: r.city,
      department: r.department,
      headcount: r.headcount,
      salary: r.salary,
      education: r.education,
      experience: r.experience,
      duty: r.duty ? r.duty.split("\n") : [],
      requirement: r.requirement ? r.requirement.split("\n") : [],
      releaseDate: chinaDate(r.publishAt),
    }));
    return pagedResult(records, n, page);
  });
}
