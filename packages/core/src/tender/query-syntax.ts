import { TENDER_TERMS_MAX } from "@portal/contract";
import { invalid } from "../errors";

/**
 * The search box's syntax (issue 32), the one a professional expects from a search engine:
 *   隧道 盾构        both words (a space is AND)
 *   隧道|桥梁, 隧道 或 桥梁   either word
 *   -监理            no hit contains the word
 *   "盾构隧道"       the exact phrase, not just its words somewhere
 * Full-width forms (｜ － “” 「」) count too, since Chinese input methods type them. A `-` or `|`
 * inside a word (GB-50300, a|b without spaces is still OR) follows the same rules: only a leading
 * minus excludes. `或` is an operator only standing alone between spaces, so 或者 stays a word.
 */
export interface BoxQuery {
  /** Words or phrases every hit contains. */
  all: string[];
  /** Groups of alternatives: a hit contains at least one of each group. */
  any: string[][];
  /** Words or phrases no hit contains. */
  not: string[];
  /** Quoted phrases (among `all`) that must appear exactly as typed. */
  phrases: string[];
}

/** Words, alternatives and exclusions together: each is a term the search intersects. */
export const TERMS_MAX = TENDER_TERMS_MAX;

type Token = { kind: "or" } | { kind: "term"; text: string; phrase: boolean; negated: boolean };

const QUOTES: Record<string, string> = { '"': '"', "“": "”", "「": "」", "”": "”" };

function tokenize(input: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const s = input.replace(/｜/g, "|").replace(/－/g, "-");
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "|") {
      out.push({ kind: "or" });
      i++;
      continue;
    }
    const negated = c === "-" && i + 1 < s.length && !/[\s|]/.test(s[i + 1]);
    const start = negated ? i + 1 : i;
    const close = QUOTES[s[start]];
    if (close) {
      const end = s.indexOf(close, start + 1);
      const stop = end < 0 ? s.length : end;
      const text = s.slice(start + 1, stop).trim();
      if (text) out.push({ kind: "term", text, phrase: true, negated });
      i = stop + 1;
      continue;
    }
    let j = start;
    while (j < s.length && !/[\s|]/.test(s[j])) j++;
    const text = s.slice(start, j);
    i = j;
    if (!negated && (text === "或" || text === "OR")) out.push({ kind: "or" });
    else if (text && text !== "-") out.push({ kind: "term", text, phrase: false, negated });
  }
  return out;
}

/** The box's text → required words, OR groups, exclusions and phrases. Throws (in Chinese) past TERMS_MAX terms. */
export function parseSearchBox(input: string): BoxQuery {
  const tokens = tokenize(input);
  const out: BoxQuery = { all: [], any: [], not: [], phrases: [] };
  // Runs of terms joined by OR: a run of one is a plain required term.
  const runs: Array<Array<{ text: string; phrase: boolean }>> = [];
  let joinNext = false;
  for (const t of tokens) {
    if (t.kind === "or") {
      joinNext = runs.length > 0;
      continue;
    }
    if (t.negated) {
      out.not.push(t.text);
      joinNext = false;
      continue;
    }
    if (joinNext) runs[runs.length - 1].push(t);
    else runs.push([t]);
    joinNext = false;
  }
  for (const run of runs) {
    const alternatives = [...new Map(run.map((t) => [t.text, t])).values()];
    if (alternatives.length === 1) {
      out.all.push(alternatives[0].text);
      if (alternatives[0].phrase) out.phrases.push(alternatives[0].text);
    } else {
      out.any.push(alternatives.map((t) => t.text));
    }
  }
  const count = out.all.length + out.not.length + out.any.reduce((n, g) => n + g.length, 0);
  if (count > TERMS_MAX) throw invalid(`搜索词最多 ${TERMS_MAX} 个（现有 ${count} 个），请删去一些再搜索`);
  return out;
}
