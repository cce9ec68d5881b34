const HTML_SPECIAL = /[&<>"']/;

/** Escapes text for HTML element content and attribute values (most text has nothing to escape: returned as it is). */
export function escapeHtml(text: string): string {
  return HTML_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`) : text;
}

/**
 * Marks every occurrence of the terms in `text` with <em>…</em>. The result is HTML: the text is
 * escaped first-hand here (never the caller), so a hit can be rendered with innerHTML safely.
 * Longer terms win where terms overlap ("轨道交通" over "轨道").
 */
export function highlight(text: string, terms: string[]): string {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0 || !text) return escapeHtml(text ?? "");
  const pattern = new RegExp(words.map(escapeRegExp).join("|"), "giu");
  let out = "";
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index ?? 0;
    out += `${escapeHtml(text.slice(last, at))}<em>${escapeHtml(m[0])}</em>`;
    last = at + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * A window of about `length` characters around the first hit, with ellipses where it was cut, so
 * a search result shows why it matched even when the word sits deep in the body.
 */
export function snippet(text: string, terms: string[], length = 120): string {
  const plain = (text ?? "").replace(/\s+/g, " ").trim();
  if (plain.length <= length) return plain;
  const lower = plain.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const first = hits.length ? Math.min(...hits) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), plain.length - length));
  const end = Math.min(plain.length, start + length);
  return `${start > 0 ? "…" : ""}${plain.slice(start, end)}${end < plain.length ? "…" : ""}`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Plain text of stored (sanitized) HTML, for summaries and the search index. */
export function htmlToText(html: string): string {
  return (html ?? "")
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}
