/**
 * For the `headers` export of public pages that look the same to every anonymous visitor: the
 * server may then keep the rendered page for 60 s and serve it to the next visitors (ADR 0007).
 * Browsers still ask again each time (max-age=0). Pages that depend on the visitor never use this.
 */
export function publicPageHeaders() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60" };
}
