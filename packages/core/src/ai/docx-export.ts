import { load } from "cheerio";
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { AnyNode, Element } from "domhandler";
import { strFromU8, unzipSync } from "fflate";

/**
 * A paper as a Word document (issue 13). The sections' HTML is already sanitised rich text; it is
 * walked with cheerio and mapped onto docx's paragraphs, runs, lists and tables. Chinese documents
 * expect 宋体 body text with a two-character first-line indent and 黑体 headings on A4.
 */
export interface DocxPaper {
  title: string;
  /** A line under the title, e.g. "土木工程 · 关键词：…". */
  subtitle?: string;
  sections: { title: string; html: string }[];
}

const BODY_FONT = { ascii: "Times New Roman", hAnsi: "Times New Roman", eastAsia: "宋体" };
const HEAD_FONT = { ascii: "Arial", hAnsi: "Arial", eastAsia: "黑体" };
const MONO_FONT = { ascii: "Consolas", hAnsi: "Consolas", eastAsia: "宋体" };
/** Half-points: 小四 (12 pt) for the body. */
const BODY_SIZE = 24;
const LINE_15 = 360;

interface Marks {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  mono?: boolean;
  sub?: boolean;
  sup?: boolean;
}

const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  h2: HeadingLevel.HEADING_2,
  h3: HeadingLevel.HEADING_3,
  h4: HeadingLevel.HEADING_4,
  h5: HeadingLevel.HEADING_5,
};

const isElement = (n: AnyNode): n is Element => n.type === "tag";
/** Child elements by tag. Walked by hand: handing a node to cheerio's load() would move it out of its parent. */
const kids = (el: Element, ...tags: string[]) => el.children.filter(isElement).filter((c) => tags.includes(c.tagName));
const textOf = (n: AnyNode): string => (n.type === "text" ? n.data : isElement(n) ? n.children.map(textOf).join("") : "");

/** Inline content as runs, formatting carried down from the enclosing tags. */
function runs(nodes: AnyNode[], marks: Marks = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const n of nodes) {
    if (n.type === "text") {
      const text = n.data.replace(/\s+/g, " ");
      if (text)
        out.push(
          new TextRun({
            text,
            bold: marks.bold,
            italics: marks.italics,
            underline: marks.underline ? {} : undefined,
            strike: marks.strike,
            subScript: marks.sub,
            superScript: marks.sup,
            font: marks.mono ? MONO_FONT : undefined,
          }),
        );
      continue;
    }
    if (!isElement(n)) continue;
    const tag = n.tagName;
    if (tag === "br") {
      out.push(new TextRun({ text: "", break: 1 }));
      continue;
    }
    const next: Marks = {
      ...marks,
      bold: marks.bold || tag === "strong" || tag === "b" || tag === "th",
      italics: marks.italics || tag === "em" || tag === "i",
      underline: marks.underline || tag === "u",
      strike: marks.strike || tag === "s",
      mono: marks.mono || tag === "code",
      sub: marks.sub || tag === "sub",
      sup: marks.sup || tag === "sup",
    };
    out.push(...runs(n.children, next));
    // A link's address is kept in the text when it says something the words do not.
    const href = tag === "a" ? n.attribs.href : undefined;
    if (href && !textOf(n).includes(href)) out.push(new TextRun({ text: `（${href}）`, font: marks.mono ? MONO_FONT : undefined }));
  }
  return out;
}

const bodyParagraph = (children: ParagraphChild[], indent = true) =>
  new Paragraph({ children, spacing: { line: LINE_15 }, indent: indent ? { firstLineChars: 200 } : undefined });

/** Block-level HTML as paragraphs and tables; loose text between blocks becomes a paragraph too. */
function blocks(nodes: AnyNode[], listLevel = 0): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  let loose: AnyNode[] = [];
  const flushLoose = () => {
    const r = runs(loose);
    if (r.length && loose.some((n) => (n.type === "text" ? n.data.trim() : true))) out.push(bodyParagraph(r));
    loose = [];
  };
  for (const n of nodes) {
    if (!isElement(n) || !["p", "h2", "h3", "h4", "h5", "ul", "ol", "blockquote", "pre", "table", "hr", "div"].includes(n.tagName)) {
      loose.push(n);
      continue;
    }
    flushLoose();
    const tag = n.tagName;
    if (tag === "p") out.push(bodyParagraph(runs(n.children)));
    else if (tag === "div") out.push(...blocks(n.children, listLevel));
    else if (HEADINGS[tag]) out.push(new Paragraph({ heading: HEADINGS[tag], children: runs(n.children) }));
    else if (tag === "ul" || tag === "ol") out.push(...list(n, listLevel));
    else if (tag === "blockquote") out.push(...quote(n));
    else if (tag === "pre") out.push(new Paragraph({ children: runs(n.children, { mono: true }), spacing: { line: 300 } }));
    else if (tag === "table") out.push(table(n));
    else if (tag === "hr")
      out.push(new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "999999", space: 1 } }, children: [] }));
  }
  flushLoose();
  return out;
}

/** A quotation: its paragraphs indented on both sides, in 楷体 as Chinese documents set quotations. */
function quote(el: Element): Paragraph[] {
  const parts = el.children.some((c) => isElement(c) && c.tagName === "p")
    ? el.children.filter(isElement).map((p) => p.children)
    : [el.children];
  return parts.map(
    (nodes) =>
      new Paragraph({
        children: runs(nodes),
        spacing: { line: LINE_15 },
        indent: { left: 720, right: 720 },
        style: "Quote",
      }),
  );
}

function list(el: Element, level: number): Paragraph[] {
  const ordered = el.tagName === "ol";
  const out: Paragraph[] = [];
  for (const li of kids(el, "li")) {
    // The item's own text; nested lists follow it one level deeper.
    const own = li.children.filter((c) => !(isElement(c) && (c.tagName === "ul" || c.tagName === "ol")));
    const ownRuns = runs(own.flatMap((c) => (isElement(c) && c.tagName === "p" ? c.children : [c])));
    out.push(
      new Paragraph({
        children: ownRuns,
        spacing: { line: LINE_15 },
        ...(ordered ? { numbering: { reference: "paper-ordered", level: Math.min(level, 2) } } : { bullet: { level: Math.min(level, 2) } }),
      }),
    );
    for (const sub of kids(li, "ul", "ol")) out.push(...list(sub, level + 1));
  }
  return out;
}

function table(el: Element): Table {
  const trs = [...kids(el, "tr"), ...kids(el, "thead", "tbody", "tfoot").flatMap((part) => kids(part, "tr"))];
  const rows = trs
    .map((tr) => kids(tr, "th", "td"))
    .filter((cells) => cells.length > 0)
    .map(
      (cells) =>
        new TableRow({
          children: cells.map(
            (cell) => new TableCell({ children: [new Paragraph({ children: runs(cell.children, { bold: cell.tagName === "th" }) })] }),
          ),
        }),
    );
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.length ? rows : [new TableRow({ children: [new TableCell({ children: [new Paragraph("")] })] })],
  });
}

export async function paperToDocx(paper: DocxPaper): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: paper.title })] }),
  ];
  if (paper.subtitle)
    children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: paper.subtitle, size: 21 })] }));
  for (const s of paper.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: s.title })] }));
    children.push(...blocks(load(s.html ?? "", null, false).root()[0]?.children ?? []));
  }
  const doc = new Document({
    creator: "工程建设门户 AI 论文",
    title: paper.title,
    styles: {
      default: { document: { run: { font: BODY_FONT, size: BODY_SIZE } } },
      paragraphStyles: [
        {
          id: "Title",
          name: "Title",
          basedOn: "Normal",
          next: "Normal",
          run: { font: HEAD_FONT, size: 36, bold: true },
          paragraph: { spacing: { after: 240 } },
        },
        {
          id: "Heading1",
          name: "Heading 1",
          basedOn: "Normal",
          next: "Normal",
          run: { font: HEAD_FONT, size: 30, bold: true },
          paragraph: { spacing: { before: 360, after: 180 } },
        },
        {
          id: "Heading2",
          name: "Heading 2",
          basedOn: "Normal",
          next: "Normal",
          run: { font: HEAD_FONT, size: 28, bold: true },
          paragraph: { spacing: { before: 240, after: 120 } },
        },
        {
          id: "Heading3",
          name: "Heading 3",
          basedOn: "Normal",
          next: "Normal",
          run: { font: HEAD_FONT, size: 26, bold: true },
          paragraph: { spacing: { before: 200, after: 100 } },
        },
        { id: "Heading4", name: "Heading 4", basedOn: "Normal", next: "Normal", run: { font: HEAD_FONT, size: 24, bold: true } },
        { id: "Heading5", name: "Heading 5", basedOn: "Normal", next: "Normal", run: { font: HEAD_FONT, size: 24 } },
        { id: "Quote", name: "Quote", basedOn: "Normal", next: "Normal", run: { font: { ...BODY_FONT, eastAsia: "楷体" } } },
      ],
    },
    numbering: {
      config: [
        {
          reference: "paper-ordered",
          levels: [0, 1, 2].map((level) => ({
            level,
            format: level === 1 ? LevelFormat.LOWER_LETTER : LevelFormat.DECIMAL,
            text: level === 2 ? `%${level + 1})` : `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1440, bottom: 1440, left: 1800, right: 1800 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ["第 ", PageNumber.CURRENT, " 页"] })] }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The text of a .docx, one line per paragraph (tests and checks read exported files with it). */
export async function docxText(buf: Buffer | Uint8Array): Promise<string> {
  const xml = strFromU8(
    unzipSync(new Uint8Array(buf), { filter: (f) => f.name === "word/document.xml" })["word/document.xml"] ?? new Uint8Array(),
  );
  return xml
    .split("</w:p>")
    .map((p) =>
      [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1] as string)
        .join("")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&"),
    )
    .filter(Boolean)
    .join("\n");
}
