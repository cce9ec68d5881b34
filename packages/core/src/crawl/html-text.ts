import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";

/**
 * Readable text from the HTML of a notice: one line per block, tables as `label：value` lines
 * where a row pairs labels with values, other rows as `cell | cell | cell` (the form the tender
 * extractor reads candidate tables in). Old sites lay out whole pages with tables; a table holding
 * another table is treated as layout and walked like blocks.
 */

const SKIP = new Set(["script", "style", "noscript", "iframe", "template", "select", "button", "head", "object", "svg"]);
const BLOCK = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "form",
  "fieldset",
  "center",
  "hr",
  "tr",
  "td",
  "th",
  "caption",
  "body",
  "html",
]);

const clean = (s: string) => s.replace(/[\s\u00a0\u3000\u200b]+/g, " ").trim();

/** A short cell without figures that reads like a field name, not like a value. */
function labelLike(cell: string): boolean {
  const c = cell.replace(/[：:]\s*$/, "");
  return c.length > 0 && c.length <= 14 && !/\d/.test(c) && !/(公司|院|所|中心|局|厂|部|^第.名)$/.test(c);
}

const isTag = (n: AnyNode): n is Element => n.type === "tag" || n.type === "script" || n.type === "style";

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of table.children) {
    if (!isTag(child)) continue;
    if (child.name === "tr") rows.push(child);
    else if (child.name === "tbody" || child.name === "thead" || child.name === "tfoot")
      rows.push(...(child.children.filter((c) => isTag(c) && c.name === "tr") as Element[]));
  }
  return rows;
}

const cellsOf = (row: Element) => row.children.filter((c): c is Element => isTag(c) && (c.name === "td" || c.name === "th"));

function hasNestedTable($: CheerioAPI, table: Element): boolean {
  return $(table).find("table").length > 0;
}

function rowLines(cells: string[], headerTable: boolean): string[] {
  const filled = cells.filter((c) => c !== "");
  if (filled.length === 0) return [];
  if (filled.length === 1) return [filled[0]];
  const pairs = !headerTable && cells.length % 2 === 0 && cells.every((c, i) => i % 2 === 1 || labelLike(c));
  if (!pairs) return [filled.join(" | ")];
  const out: string[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    const value = cells[i + 1];
    if (value) out.push(`${cells[i].replace(/[：:]\s*$/, "")}：${value}`);
  }
  return out;
}

export function tableLines($: CheerioAPI, table: Element): string[] {
  const rows = rowsOf(table).map((r) => cellsOf(r));
  const texts = rows.map((cells) => cells.map((c) => clean(inlineText($, c))));
  const first = rows[0] ?? [];
  // A first row of headings (th, or three or more label-like cells) makes every row a list row.
  const headerTable =
    rows.length >= 2 && first.length >= 3 && (first.every((c) => c.name === "th") || (texts[0] ?? []).every((t) => labelLike(t)));
  return texts.flatMap((cells) => rowLines(cells, headerTable));
}

function inlineText($: CheerioAPI, node: AnyNode): string {
  if (node.type === "text") return node.data;
  if (!isTag(node) || SKIP.has(node.name)) return "";
  if (node.name === "br") return " ";
  return node.children.map((c) => inlineText($, c)).join(BLOCK.has(node.name) ? " " : "");
}

/** The text under `root`, one line per block. */
export function blockText($: CheerioAPI, root: AnyNode): string {
  const lines: string[] = [];
  let current = "";
  const flush = () => {
    const line = clean(current);
    if (line) lines.push(line);
    current = "";
  };
  const walk = (node: AnyNode) => {
    if (node.type === "text") {
      current += node.data;
      return;
    }
    if (!isTag(node) || SKIP.has(node.name)) return;
    if (node.name === "br") return flush();
    if (node.name === "table" && !hasNestedTable($, node)) {
      flush();
      lines.push(...tableLines($, node));
      return;
    }
    const block = BLOCK.has(node.name) || node.name === "table";
    if (block) flush();
    for (const child of node.children) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  return lines.join("\n");
}
