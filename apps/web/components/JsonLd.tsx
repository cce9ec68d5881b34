import { useNonce } from "~/lib/nonce";

/**
 * Structured data for search engines. It carries the response's CSP nonce like every other script,
 * and "<" is escaped so text from the content (titles) can never close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped; not executable.
    <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
  );
}
