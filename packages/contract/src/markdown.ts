/**
 * A small, safe Markdown → HTML renderer for text written by a language model (AI writing, issue
 * 13). It runs in the browser on every streamed chunk and on the server before saving, so:
 * - everything is escaped first: no HTML in the input survives, whatever the model was told;
 * - the output uses a fixed set of tags (h2–h4 p br ul ol li strong em code pre blockquote hr table
 *   thead tbody tr th td a), links only to http(s);
 * - half-written input renders sensibly: an unclosed fence shows as code, an unclosed ** stays text,
 *   a table whose separator row has not arrived is still a paragraph;
 * - it is linear: a line is looked at a fixed number of times, with no backtracking-prone patterns.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

const HEADING = /^(#{1,4})[ \t]+(.*?)[ \t#]*$/;
const RULE = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
const FENCE = /^ {0,3}(```|~~~)/;
const QUOTE = /^ {0,3}> ?(.*)$/;
// "- x", "* x", "+ x", "1. x", "1) x", and the Chinese "1、x" (no space needed after 、).
const ITEM = /^( *)(?:([-*+])[ \t]+|(\d{1,3})(?:[.)][ \t]+|、[ \t]*))(.*)$/;
const TABLE_SEP = /^ *\|? *:?-{3,}:? *(?:\| *:?-{3,}:? *)*\|? *$/;

/** Inline formatting of one escaped line: code, links, bold, italic. */
function inline(raw: string): string {
  const codes: string[] = [];
  // Code spans first, kept aside so nothing inside them is formatted.
  let s = escapeText(raw).replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(`<code>${code}</code>`) - 1}\u0000`);
  // The text is escaped already: a URL may hold &amp; but no other entity (no quote, no angle bracket).
  s = s.replace(
    /\[([^\]]+)\]\((https?:\/\/(?:[^\s)&]|&amp;)+)\)/g,
    (_, text: string, url: string) => `<a href="${url}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`,
  );
  s = s.replace(/\*\*(?=\S)([^*]*[^*\s])\*\*/g, "<strong>$1</strong>").replace(/__(?=\S)([^_]*[^_\s])__/g, "<strong>$1</strong>");
  s = s.replace(/\*(?=[^\s*])([^*]*[^\s*])\*/g, "<em>$1</em>").replace(/(^|[^\w])_(?=[^\s_])([^_]*[^\s_])_(?!\w)/g, "$1<em>$2</em>");
  return s.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)] as string);
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => inline(c.trim()));

interface ListItem {
  ordered: boolean;
  html: string;
  children: ListItem[];
}

function renderList(items: ListItem[]): string {
  let out = "";
  let i = 0;
  while (i < items.length) {
    const ordered = (items[i] as ListItem).ordered;
    let body = "";
    // Consecutive items of the same kind share one list.
    for (; i < items.length && (items[i] as ListItem).ordered === ordered; i++) {
      const it = items[i] as ListItem;
      body += `<li>${it.html}${it.children.length ? renderList(it.children) : ""}</li>`;
    }
    out += ordered ? `<ol>${body}</ol>` : `<ul>${body}</ul>`;
  }
  return out;
}

export function markdownToHtml(md: string): string {
  const lines = (md ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
    .split("\n");
  const out: string[] = [];
  let para: string[] = [];
  let quote: string[] = [];
  let list: ListItem[] = [];
  const flushPara = () => {
    if (para.length) out.push(`<p>${para.map(inline).join("<br>")}</p>`);
    para = [];
  };
  const flushQuote = () => {
    if (quote.length) out.push(`<blockquote><p>${quote.map(inline).join("<br>")}</p></blockquote>`);
    quote = [];
  };
  const flushList = () => {
    if (list.length) out.push(renderList(list));
    list = [];
  };
  const flush = () => {
    flushPara();
    flushQuote();
    flushList();
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i] as string); i++) code.push(lines[i] as string);
      out.push(`<pre><code>${escapeText(code.join("\n"))}</code></pre>`);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      // The page's own title is the h1: # and ## are both h2, ### h3, #### h4.
      const level = Math.max(2, (heading[1] as string).length);
      out.push(`<h${level}>${inline(heading[2] as string)}</h${level}>`);
      continue;
    }
    if (RULE.test(line) && !para.length) {
      flush();
      out.push("<hr>");
      continue;
    }
    // A table starts where a row with pipes is followed by its separator row.
    if (line.includes("|") && TABLE_SEP.test(lines[i + 1] ?? "")) {
      flush();
      const head = cells(line);
      let rows = "";
      for (i += 2; i < lines.length && (lines[i] as string).includes("|") && (lines[i] as string).trim(); i++) {
        rows += `<tr>${cells(lines[i] as string)
          .map((c) => `<td>${c}</td>`)
          .join("")}</tr>`;
      }
      i--;
      out.push(`<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table>`);
      continue;
    }
    const q = QUOTE.exec(line);
    if (q) {
      flushPara();
      flushList();
      quote.push(q[1] as string);
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      flushPara();
      flushQuote();
      const it: ListItem = { ordered: item[3] !== undefined, html: inline(item[4] as string), children: [] };
      const parent = list.at(-1);
      // Indented two or more spaces under an item: one level deeper.
      if ((item[1] as string).length >= 2 && parent) parent.children.push(it);
      else list.push(it);
      continue;
    }
    // A plain line right after a list item continues that item's text.
    const last = list.at(-1);
    if (last && !quote.length && /^ {2,}\S/.test(line)) {
      (last.children.at(-1) ?? last).html += `<br>${inline(line.trim())}`;
      continue;
    }
    flushQuote();
    flushList();
    para.push(line.trim());
  }
  flush();
  return out.join("\n");
}
