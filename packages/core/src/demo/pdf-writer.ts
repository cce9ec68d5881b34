/**
 * A small PDF writer for the demo documents: A4 pages of Chinese text in the non-embedded
 * Adobe-GB1 font STSong-Light (UniGB-UCS2-H), the way many Chinese PDFs are written without a
 * font file. Readers (Acrobat, PDF.js with its CMaps) draw it with a system Song/Hei font, so the
 * project needs no font of its own and the files stay a few kilobytes.
 */
export interface PdfBlock {
  text: string;
  /** Font size in points; 11 when absent. */
  size?: number;
  /** Extra space above, in points. */
  gap?: number;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 60;

/** Width of a character in thousandths of the font size: full-width CJK 1000, ASCII half width. */
const charWidth = (ch: string) => (ch.charCodeAt(0) < 0x2000 ? 500 : 1000);

function wrap(text: string, size: number): string[] {
  const max = ((PAGE_W - 2 * MARGIN) * 1000) / size;
  const lines: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    let width = 0;
    for (const ch of para) {
      const w = charWidth(ch);
      if (width + w > max) {
        lines.push(line);
        line = "";
        width = 0;
      }
      line += ch;
      width += w;
    }
    lines.push(line);
  }
  return lines;
}

/** UCS-2 big-endian hex, what the UniGB-UCS2-H encoding reads; characters beyond the BMP become "?". */
const hex = (s: string) =>
  [...s]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 63;
      return (code > 0xffff ? 63 : code).toString(16).padStart(4, "0");
    })
    .join("");

/** Lays the blocks out on as many pages as they need, with a page number at the foot of each. */
export function writePdf(title: string, blocks: PdfBlock[]): Uint8Array {
  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const b of blocks) {
    const size = b.size ?? 11;
    y -= b.gap ?? 0;
    for (const line of wrap(b.text, size)) {
      const lead = size * 1.6;
      if (y - lead < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= lead;
      pages[pages.length - 1].push(`BT /F1 ${size} Tf ${MARGIN} ${y.toFixed(1)} Td <${hex(line)}> Tj ET`);
    }
  }
  pages.forEach((ops, i) => {
    const foot = `第 ${i + 1} 页 共 ${pages.length} 页`;
    ops.push(`BT /F1 9 Tf ${PAGE_W / 2 - 40} 30 Td <${hex(foot)}> Tj ET`);
  });

  // Objects: 1 catalog, 2 page tree, 3–5 the font, 6 info, then a page and its content per page.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${7 + i * 2} 0 R`).join(" ");
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push("<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>");
  objects.push(
    "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>",
  );
  objects.push(
    "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>",
  );
  objects.push(`<< /Title <FEFF${hex(title)}> /Producer (gcportal demo) >>`);
  for (const [i, ops] of pages.entries()) {
    const stream = ops.join("\n");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${8 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  }

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}
