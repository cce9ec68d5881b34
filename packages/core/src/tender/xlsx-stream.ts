import { fflate } from "../lazy";

/**
 * A minimal .xlsx writer that streams: each sheet's rows are read from an async iterable and
 * deflated into the zip as they come, so a 5,000-row export never holds the workbook in memory
 * (write-excel-file built it whole). Only what the tender export needs: inline text, numbers with
 * a format, dates, external hyperlinks, a bold frozen header row with a filter.
 *
 * Text is always written as an inline string (t="inlineStr") with the text number format "@": a
 * spreadsheet never evaluates a string cell, so a title like `=HYPERLINK(…)` from a public website
 * stays text without the visible apostrophe the old export put in front of it.
 */
export type XlsxCell =
  | null
  | { kind: "text"; value: string }
  | { kind: "number"; value: number; format: "money" | "percent" }
  /** `serial`: days since 1899-12-30 (Excel's epoch), as a wall-clock time. */
  | { kind: "date"; serial: number; time: boolean }
  /** Shown as `text`, opening `url` (http or https only; see `linkCell`). */
  | { kind: "link"; text: string; url: string };

export interface XlsxColumn {
  header: string;
  /** Width in characters. */
  width: number;
}

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  /** Read once the sheets before it are written: a later sheet may sum up an earlier one. */
  rows: () => AsyncIterable<XlsxCell[][]>;
  /** A filter button on each header cell. */
  filter?: boolean;
}

const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const HYPERLINK_REL = `${REL_NS}/hyperlink`;
/** Excel refuses longer cell text. */
const CELL_TEXT_MAX = 32_767;

/** Indexes into cellXfs of STYLES below. */
const STYLE = { header: 1, date: 2, dateTime: 3, money: 4, percent: 5, link: 6, text: 7 } as const;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${MAIN_NS}"><numFmts count="3"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/><numFmt numFmtId="166" formatCode="#,##0.00&quot;元&quot;"/></numFmts><fonts count="3"><font><sz val="11"/><name val="等线"/><family val="2"/></font><font><b/><sz val="11"/><name val="等线"/><family val="2"/></font><font><u/><sz val="11"/><color rgb="FF0563C1"/><name val="等线"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="8"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="常规" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** XML 1.0 forbids most control characters: a notice scraped with one must not corrupt the file. */
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlEscape(s: string): string {
  return s.replace(INVALID_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * XML parsers read a carriage return as a line feed; writing it so keeps what every reader shows
 * the same. (OOXML's `_x000D_` escape is not decoded by every reader in inline strings.)
 */
function cellText(s: string): string {
  return xmlEscape(s.replace(/\r\n?/g, "\n"));
}

/** A, B, …, Z, AA, … */
export function columnName(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const EPOCH = Date.UTC(1899, 11, 30);
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * "YYYY-MM-DD" or "YYYY-MM-DD HH:MM[:SS]" as stated (China time) → a date cell showing the same wall
 * clock; anything else stays text, so an odd value is still seen rather than lost.
 */
export function dateCell(value: string | null): XlsxCell {
  if (!value) return null;
  const m = DATE_TIME.exec(value.trim());
  if (!m) return textCell(value);
  const [, y, mo, d, h, mi, s] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  if (Number.isNaN(ms)) return textCell(value);
  return { kind: "date", serial: (ms - EPOCH) / 86_400_000, time: h !== undefined };
}

export const textCell = (value: string | null): XlsxCell => (value ? { kind: "text", value } : null);

export const moneyCell = (value: number | null): XlsxCell =>
  value === null || !Number.isFinite(value) ? null : { kind: "number", value, format: "money" };

/** A share (0.0688) shown as a percentage (6.88%). */
export const percentCell = (value: number | null): XlsxCell =>
  value === null || !Number.isFinite(value) ? null : { kind: "number", value, format: "percent" };

/** A link cell for an http(s) address; any other scheme (javascript:, file:) is shown as text only. */
export function linkCell(url: string | null, text = url): XlsxCell {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? { kind: "link", text: text ?? url, url } : textCell(url);
}

function inline(ref: string, value: string, style: number): string {
  const t = cellText(value.slice(0, CELL_TEXT_MAX));
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${t}</t></is></c>`;
}

interface Link {
  ref: string;
  url: string;
}

function cellXml(cell: XlsxCell, ref: string, links: Link[]): string {
  if (cell === null) return "";
  switch (cell.kind) {
    case "text":
      return inline(ref, cell.value, STYLE.text);
    case "number":
      return `<c r="${ref}" s="${STYLE[cell.format]}"><v>${cell.value}</v></c>`;
    case "date":
      return `<c r="${ref}" s="${cell.time ? STYLE.dateTime : STYLE.date}"><v>${cell.serial}</v></c>`;
    case "link":
      links.push({ ref, url: cell.url });
      return inline(ref, cell.text, STYLE.link);
  }
}

const encoder = new TextEncoder();

/**
 * The workbook's bytes, chunk by chunk: a sheet's rows are read, turned into XML and deflated one
 * batch at a time. What stays in memory is the hyperlinks' addresses (their relationships file must
 * follow the sheet) and the zip's directory.
 */
export async function* xlsxStream(sheets: XlsxSheet[]): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  const { Zip, ZipDeflate } = fflate();
  const zip = new Zip((err, data) => {
    if (err) throw err;
    out.push(data);
  });
  const drain = function* () {
    while (out.length) yield out.shift() as Uint8Array;
  };
  const whole = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(text), true);
  };

  const lastRows: number[] = [];
  for (const [i, sheet] of sheets.entries()) {
    const file = new ZipDeflate(`xl/worksheets/sheet${i + 1}.xml`, { level: 6 });
    zip.add(file);
    const last = columnName(sheet.columns.length - 1);
    const cols = sheet.columns.map((c, n) => `<col min="${n + 1}" max="${n + 1}" width="${c.width}" customWidth="1"/>`).join("");
    const header = sheet.columns.map((c, n) => inline(`${columnName(n)}1`, c.header, STYLE.header)).join("");
    file.push(
      encoder.encode(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
          `<sheetViews><sheetView workbookViewId="0"${i === 0 ? ' tabSelected="1"' : ""}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
          `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
      ),
    );
    yield* drain();
    const links: Link[] = [];
    let r = 1;
    for await (const batch of sheet.rows()) {
      let xml = "";
      for (const row of batch) {
        r++;
        xml += `<row r="${r}">${row.map((cell, n) => cellXml(cell, `${columnName(n)}${r}`, links)).join("")}</row>`;
      }
      file.push(encoder.encode(xml));
      yield* drain();
    }
    const hyperlinks = links.length
      ? `<hyperlinks>${links.map((l, n) => `<hyperlink ref="${l.ref}" r:id="rId${n + 1}"/>`).join("")}</hyperlinks>`
      : "";
    lastRows.push(r);
    const filter = sheet.filter ? `<autoFilter ref="A1:${last}${r}"/>` : "";
    file.push(encoder.encode(`</sheetData>${filter}${hyperlinks}</worksheet>`), true);
    if (links.length) {
      const rels = links.map(
        (l, n) => `<Relationship Id="rId${n + 1}" Type="${HYPERLINK_REL}" Target="${xmlEscape(l.url)}" TargetMode="External"/>`,
      );
      whole(`xl/worksheets/_rels/sheet${i + 1}.xml.rels`, relationships(rels));
    }
    yield* drain();
  }

  const n = sheets.length;
  const range = (f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i + 1)).join("");
  whole(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
      range(
        (i) =>
          `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      ) +
      `</Types>`,
  );
  whole("_rels/.rels", relationships([`<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>`]));
  const filters = sheets
    .map((s, i) =>
      s.filter
        ? `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">'${xmlEscape(s.name)}'!$A$1:$${columnName(s.columns.length - 1)}$${lastRows[i]}</definedName>`
        : "",
    )
    .join("");
  whole(
    "xl/workbook.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>` +
      sheets.map((s, i) => `<sheet name="${xmlEscape(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("") +
      `</sheets>${filters && `<definedNames>${filters}</definedNames>`}</workbook>`,
  );
  whole(
    "xl/_rels/workbook.xml.rels",
    relationships([
      ...sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`),
      `<Relationship Id="rId${n + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>`,
    ]),
  );
  whole("xl/styles.xml", STYLES);
  zip.end();
  yield* drain();
}

function relationships(list: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG_REL_NS}">${list.join("")}</Relationships>`;
}
