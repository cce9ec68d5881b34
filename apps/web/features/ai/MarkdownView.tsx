import { markdownToHtml } from "@portal/contract";
import { useMemo } from "react";

/**
 * Text as it streams from the model, rendered live. The renderer escapes everything first and
 * emits only a small set of tags, so the browser never sees markup the model wrote; the saved
 * copy is sanitised again on the server.
 */
export function MarkdownView({ text, writing }: { text: string; writing?: boolean }) {
  const html = useMemo(() => markdownToHtml(text), [text]);
  return (
    <div className={`ai-text rich-text${writing ? " ai-writing" : ""}`} aria-live="polite" aria-busy={writing}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by markdownToHtml, a fixed tag set */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** Stored (sanitised) HTML of a saved text. */
export function SavedText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved
  return <div className="ai-text rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
