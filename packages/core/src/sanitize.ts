// Sanitizing on save (DESIGN §7), kernel: rich text and one-line fields from any domain go through here.
import type SanitizeHtml from "sanitize-html";
import { sanitizeHtml } from "./lazy";

/**
 * Rich text is sanitized when it is saved (DESIGN §7), so every reader of the stored HTML (pages,
 * API clients, the search index) gets inert markup. An allowlist, not a blocklist: anything not
 * named here (script, style, svg, iframe, event handlers, style attributes, javascript: URLs) is
 * dropped.
 */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "span",
    "mark",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "a",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links that leave the site open in a new tab without handing it our window or the referrer.
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" } : { ...attribs, rel: attribs.rel ?? "" },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml()(html, OPTIONS).trim();
}

/** Titles and other one-line fields: no markup at all, whitespace collapsed. */
export function plainLine(text: string | null | undefined): string {
  return sanitizeHtml()(text ?? "", { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}
