import { schema } from "@portal/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { chinaDate } from "../china-time";
import { currentStatus, isPublic } from "../content";
import type { Ctx } from "../context";

const d = schema.studyDocs;

/**
 * Standard codes as notices write them: GB 50300-2013, GB50300-2013, GB/T 50326-2017, JGJ 59-2011,
 * JTG F80/1-2017 … A year is required, so certificate numbers (JGJ1336682) are not taken for codes.
 */
const CODE =
  /\b(GB\s*\/?\s*T|GB|JGJ\s*\/?\s*T|JGJ|CJJ\s*\/?\s*T|CJJ|JTG(?:\s*[A-H])?|JTJ|TB|DL\s*\/?\s*T|SL|CECS|DB\d{2}(?:\s*\/?\s*T)?)\s*(\d{1,5}(?:[./]\d{1,3})?)\s*[-—–]\s*((?:19|20)\d{2}|\d{2})(?!\d)/gi;

/** One spelling for comparing: upper case, no spaces, ASCII slash and hyphen. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/\s+/g, "").replace(/[—–]/g, "-");

/** The distinct standard codes a text names, in the order it first names them. */
export function codesIn(text: string): string[] {
  const seen = new Map<string, string>();
  for (const m of text.matchAll(CODE)) {
    const prefix = m[1].toUpperCase().replace(/\s+/g, "").replace(/\/?T$/, "/T");
    // Highway standards put a letter before the number: JTG F80/1-2017.
    const series = /^JTG([A-H])$/.exec(prefix);
    const code = series ? `JTG ${series[1]}${m[2]}-${m[3]}` : `${prefix} ${m[2]}-${m[3]}`;
    const key = normalizeCode(code);
    if (!seen.has(key)) seen.set(key, code);
    if (seen.size >= 12) break;
  }
  return [...seen.values()];
}

export interface NamedStandard {
  code: string;
  /** The standard's page in the library, when the library has it. */
  id: number | null;
  title: string | null;
  status: string | null;
  replacedBy: string | null;
}

/**
 * The standards a notice names, linked to their pages; a standard the library knows as 废止 comes
 * with the code that replaced it, so a bidder notices a notice citing a withdrawn standard.
 */
export async function standardsNamedIn(ctx: Ctx, text: string): Promise<NamedStandard[]> {
  const codes = codesIn(text);
  if (codes.length === 0) return [];
  const keys = codes.map(normalizeCode);
  const found = await ctx.db
    .select({
      id: d.id,
      code: d.code,
      title: d.title,
      status: d.status,
      replacedBy: d.replacedBy,
      effectiveDate: d.effectiveDate,
      type: d.type,
    })
    .from(d)
    .where(and(eq(d.type, "NORMAL"), isPublic(d, ctx.now()), inArray(sql`upper(replace(${d.code}, ' ', ''))`, keys)));
  const today = chinaDate(ctx.now()) ?? "";
  const byKey = new Map(found.map((f) => [normalizeCode(f.code ?? ""), f]));
  return codes.map((code) => {
    const f = byKey.get(normalizeCode(code));
    return f
      ? { code: f.code ?? code, id: f.id, title: f.title, status: currentStatus(f, today), replacedBy: f.replacedBy }
      : { code, id: null, title: null, status: null, replacedBy: null };
  });
}
