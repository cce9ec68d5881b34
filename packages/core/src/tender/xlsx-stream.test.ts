import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { columnName, dateCell, linkCell, moneyCell, percentCell, textCell, type XlsxCell, xlsxStream } from "./xlsx-stream";

async function write(rows: XlsxCell[][]): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const batches = async function* () {
    yield rows;
  };
  for await (const chunk of xlsxStream([
    { name: "表", columns: rows[0].map((_, i) => ({ header: `列${i + 1}`, width: 10 })), rows: batches },
  ]))
    parts.push(chunk);
  return Buffer.concat(parts);
}

async function read(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet("表");
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

describe("streamed xlsx", () => {
  it("keeps formula-like text as string cells, without an apostrophe or any formula", async () => {
    const risky = ["=1+2", "+SUM(A1)", "-2+3", "@SUM(A1)", "\t=1+1", "\r=1+1", '=HYPERLINK("http://evil.example","x")'];
    const bytes = await write(risky.map((v) => [textCell(v)]));
    const xml = new TextDecoder().decode(unzipSync(bytes)["xl/worksheets/sheet1.xml"]);
    expect(xml).not.toMatch(/<f[ >]/);
    const sheet = await read(bytes);
    risky.forEach((v, i) => {
      const cell = sheet.getCell(`A${i + 2}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // A carriage return is stored as the line feed XML parsers would make of it.
      expect(cell.value).toBe(v.replace("\r", "\n"));
    });
  });

  it("types dates, amounts and percentages; links only http(s); drops characters XML forbids", async () => {
    const sheet = await read(
      await write([
        [dateCell("2026-04-02 09:30"), dateCell("2026-03-14"), dateCell("下周一"), moneyCell(1234.5), percentCell(0.0688)],
        [linkCell("https://a.example/x?a=1&b=2"), linkCell("javascript:alert(1)"), textCell("甲\u0001乙 <b>"), null, textCell("")],
      ]),
    );
    expect(sheet.getCell("A2").value).toEqual(new Date("2026-04-02T09:30:00Z"));
    expect(sheet.getCell("A2").numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(sheet.getCell("B2").value).toEqual(new Date("2026-03-14T00:00:00Z"));
    expect(sheet.getCell("B2").numFmt).toBe("yyyy-mm-dd");
    expect(sheet.getCell("C2").value).toBe("下周一");
    expect(sheet.getCell("D2").value).toBe(1234.5);
    expect(sheet.getCell("D2").numFmt).toBe('#,##0.00"元"');
    expect(sheet.getCell("E2").value).toBe(0.0688);
    expect(sheet.getCell("E2").numFmt).toBe("0.00%");
    expect(sheet.getCell("A3").value).toEqual({ text: "https://a.example/x?a=1&b=2", hyperlink: "https://a.example/x?a=1&b=2" });
    expect(sheet.getCell("B3").value).toBe("javascript:alert(1)");
    expect(sheet.getCell("C3").value).toBe("甲乙 <b>");
    expect(sheet.getCell("D3").value).toBeNull();
    expect(sheet.getCell("E3").value).toBeNull();
  });

  it("names columns past Z", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
  });
});
