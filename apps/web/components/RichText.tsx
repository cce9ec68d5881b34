/**
 * Stored rich text. It was sanitized with an allowlist when it was saved (core/content/sanitize.ts),
 * so it contains no scripts, event handlers, styles or javascript: links and renders inert.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write by the content services.
  return <div className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Text already escaped by @portal/text highlight(), with <em> around hits. */
export function Highlighted({ html, as: Tag = "span" }: { html: string; as?: "span" | "p" | "h3" }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by highlight(); only <em> is markup.
  return <Tag className="hl" dangerouslySetInnerHTML={{ __html: html }} />;
}
