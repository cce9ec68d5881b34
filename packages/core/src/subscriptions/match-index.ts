import type { SubscriptionCriteria } from "@portal/db";
import { keywordLexemes } from "./criteria";

/** What the matcher needs of an announcement: its tsvector lexemes and its filter columns. */
export interface MatchTarget {
  id: number;
  lexemes: string[];
  category: string;
  stage: string | null;
  projectType: string;
  partyType: string;
  province: string | null;
  city: string | null;
  district: string | null;
  /** Winning amount, else maximum price, else budget (元). */
  amount: number | null;
  /** Its buyer, agency, winner and candidates (tender_orgs ids). */
  orgs?: number[];
}

export interface IndexedSubscription {
  id: string;
  criteria: SubscriptionCriteria;
  /** For a 关注的机构 subscription: the organisations its owner follows. */
  orgs?: number[];
}

interface Compiled {
  id: string;
  /** Lexeme groups: a keyword matches when its whole group is present. */
  excludes: string[][];
  regions: Set<string> | null;
  categories: Set<string> | null;
  stages: Set<string> | null;
  projectTypes: Set<string> | null;
  partyTypes: Set<string> | null;
  minAmount: number | null;
  maxAmount: number | null;
}

interface KeywordEntry {
  sub: number;
  /** The keyword's other lexemes (the anchor is the map key). */
  rest: string[];
}

const setOf = (list: string[]) => (list.length ? new Set(list) : null);

/**
 * Subscriptions indexed by what an announcement must contain (issue 10): each keyword under its
 * longest lexeme (longer words are rarer, so fewer false candidates), subscriptions without
 * keywords under their regions, 关注的机构 under the organisations followed. An announcement is looked up by its own lexemes and divisions, so
 * the work grows with the candidates it meets, not with the number of subscriptions.
 */
export class MatchIndex {
  private readonly subs: Compiled[] = [];
  private readonly byLexeme = new Map<string, KeywordEntry[]>();
  private readonly byRegion = new Map<string, number[]>();
  private readonly byOrg = new Map<number, number[]>();

  constructor(list: IndexedSubscription[]) {
    for (const s of list) this.add(s);
  }

  get size(): number {
    return this.subs.length;
  }

  private add(s: IndexedSubscription) {
    const c = s.criteria;
    const k = this.subs.length;
    this.subs.push({
      id: s.id,
      excludes: c.excludes.map((w) => keywordLexemes(w, c.scope)).filter((g) => g.length),
      regions: setOf(c.regions),
      categories: setOf(c.categories),
      stages: setOf(c.stages),
      projectTypes: setOf(c.projectTypes),
      partyTypes: setOf(c.partyTypes),
      minAmount: c.minAmount,
      maxAmount: c.maxAmount,
    });
    if (c.follows) {
      for (const o of s.orgs ?? []) this.byOrg.set(o, [...(this.byOrg.get(o) ?? []), k]);
      return;
    }
    if (c.keywords.length === 0) {
      for (const r of c.regions) this.byRegion.set(r, [...(this.byRegion.get(r) ?? []), k]);
      return;
    }
    for (const w of c.keywords) {
      const lex = keywordLexemes(w, c.scope);
      if (lex.length === 0) continue;
      const anchor = lex.reduce((a, b) => (b.length > a.length ? b : a));
      const entry = { sub: k, rest: lex.filter((x) => x !== anchor) };
      const list = this.byLexeme.get(anchor);
      if (list) list.push(entry);
      else this.byLexeme.set(anchor, [entry]);
    }
  }

  /** Ids of the subscriptions the announcement matches. */
  match(t: MatchTarget): string[] {
    const present = new Set(t.lexemes);
    const candidates = new Set<number>();
    for (const lex of present) {
      const entries = this.byLexeme.get(lex);
      if (!entries) continue;
      for (const e of entries) if (!candidates.has(e.sub) && e.rest.every((x) => present.has(x))) candidates.add(e.sub);
    }
    for (const code of [t.province, t.city, t.district]) {
      if (code) for (const k of this.byRegion.get(code) ?? []) candidates.add(k);
    }
    for (const o of t.orgs ?? []) for (const k of this.byOrg.get(o) ?? []) candidates.add(k);
    const out: string[] = [];
    for (const k of candidates) if (this.passes(this.subs[k], t, present)) out.push(this.subs[k].id);
    return out;
  }

  private passes(s: Compiled, t: MatchTarget, present: Set<string>): boolean {
    if (
      s.regions &&
      !((t.province && s.regions.has(t.province)) || (t.city && s.regions.has(t.city)) || (t.district && s.regions.has(t.district)))
    )
      return false;
    if (s.categories && !s.categories.has(t.category)) return false;
    if (s.stages && !(t.stage && s.stages.has(t.stage))) return false;
    if (s.projectTypes && !s.projectTypes.has(t.projectType)) return false;
    if (s.partyTypes && !s.partyTypes.has(t.partyType)) return false;
    if (s.minAmount !== null && !(t.amount !== null && t.amount >= s.minAmount)) return false;
    if (s.maxAmount !== null && !(t.amount !== null && t.amount <= s.maxAmount)) return false;
    return !s.excludes.some((g) => g.every((x) => present.has(x)));
  }
}
