/**
 * Lexemes of the tender tsvector. They are written with array_to_tsvector and queried with a
 * ::tsquery cast, both of which take lexemes literally, so prefixes like "t:" cannot collide with
 * words (jieba words hold only letters and digits) and filters become GIN-intersectable tokens.
 */
export type Scope = "all" | "title" | "buyer" | "winner";

const PREFIX: Record<Scope, string> = { all: "", title: "t:", buyer: "b:", winner: "w:" };

export function scoped(scope: Scope, word: string): string {
  return PREFIX[scope] + word;
}

export interface FacetSource {
  category: string;
  stage: string | null;
  projectType: string;
  partyType: string;
  province: string | null;
  city: string | null;
  publishedOn: string;
}

/** Filter values as tokens: category, stage, types, province, city and month. */
export function facetTokens(f: FacetSource): string[] {
  const out = [`k:${f.category}`, `y:${f.projectType}`, `r:${f.partyType}`, `m:${f.publishedOn.slice(0, 7)}`];
  if (f.stage) out.push(`s:${f.stage}`);
  if (f.province) out.push(`p:${f.province}`);
  if (f.city) out.push(`c:${f.city}`);
  return out;
}

/** Quoted for a ::tsquery literal: the only special character inside quotes is the quote. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/'/g, "''").replace(/\\/g, "\\\\")}'`;
}

/** Number of announcements, kept in the frequency table beside the lexemes. */
export const DOCS_TOKEN = "#docs";
