import { Jieba } from "@node-rs/jieba";
import { dict } from "@node-rs/jieba/dict.js";

/**
 * Chinese word segmentation for full-text search (DESIGN §2: words, not characters).
 * Documents and queries go through the same jieba mode (search mode: compound words plus their
 * parts, so "轨道交通" is indexed as 轨道交通, 轨道 and 交通), otherwise a query word could be
 * cut differently from the same word in a document and never match.
 */
let jieba: Jieba | undefined;
function instance(): Jieba {
  // Loading the dictionary takes ~0.3 s: do it on first use, not at import.
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** A token worth indexing: has a letter, digit or CJK character (drops punctuation and spaces). */
const WORD = /[\p{L}\p{N}]/u;

/**
 * Within one jieba token, Latin letters and digits are separate words: jieba keeps "99999-2026" or
 * "GB50016" whole, but people search standards by the number alone ("50016").
 */
const PARTS = /\p{Script=Han}+|[a-z]+|\d+|[\p{L}\p{N}]+/gu;

/** Search-mode words of a text, lower-cased, punctuation dropped, in text order (duplicates kept). */
export function segment(text: string): string[] {
  if (!text) return [];
  return instance()
    .cutForSearch(text, true)
    .flatMap((w) => w.toLowerCase().match(PARTS) ?? [])
    .filter((w) => WORD.test(w));
}

/** Distinct words of a query, in order; what highlighting marks and what the tsquery ANDs. */
export function queryTerms(query: string): string[] {
  return [...new Set(segment(query.trim()))];
}

/**
 * The segmented text stored for to_tsvector('simple', …): words joined by spaces. Each word is
 * reduced to characters the tsvector parser keeps as one token, so "GB/T" cannot split differently
 * in the document and in the query.
 */
export function toSearchText(...parts: (string | null | undefined)[]): string {
  return segment(parts.filter(Boolean).join("\n")).map(lexeme).filter(Boolean).join(" ");
}

function lexeme(word: string): string {
  return word.replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * A to_tsquery('simple', …) expression requiring every query word, or null when the query has no
 * word at all (the caller then answers an empty result instead of matching everything).
 * Lexemes are quoted, so operators typed by a user (&, |, !, :*) are only text.
 */
export function toTsQuery(query: string): string | null {
  const words = [...new Set(queryTerms(query).map(lexeme).filter(Boolean))];
  if (words.length === 0) return null;
  return words.map((w) => `'${w.replace(/'/g, "''")}'`).join(" & ");
}
