/**
 * Bytes to text the way browsers do it, for the pages Chinese public sites serve: many are GBK or
 * GB2312 and say so only in a `<meta>` tag, some say nothing at all.
 */

const ALIASES: Record<string, string> = {
  // GB18030 is a superset of GBK and GB2312; decoding with it never loses a character they have.
  gb2312: "gb18030",
  gbk: "gb18030",
  "x-gbk": "gb18030",
  cp936: "gb18030",
  "windows-936": "gb18030",
  utf8: "utf-8",
};

function normalize(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const l = label
    .trim()
    .toLowerCase()
    .replace(/^["']|["']$/g, "");
  const name = ALIASES[l] ?? l;
  try {
    return new TextDecoder(name).encoding;
  } catch {
    return undefined; // a label no decoder knows: fall through to sniffing
  }
}

export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const m = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i);
  return normalize(m?.[1]);
}

/** `<meta charset>`, `<meta http-equiv content="…charset=…">` or `<?xml encoding?>` in the first bytes. */
export function charsetFromMarkup(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("latin1");
  const meta = head.match(/<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i) ?? head.match(/<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)["']/i);
  return normalize(meta?.[1]);
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return undefined;
}

function tryDecode(bytes: Uint8Array, charset: string, fatal: boolean): string | undefined {
  try {
    return new TextDecoder(charset, { fatal }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Order: byte-order mark, HTTP header, markup declaration, then UTF-8 if the bytes are valid
 * UTF-8, else GB18030. A header that claims UTF-8 over bytes that are not UTF-8 (a common server
 * default in front of old GBK pages) loses to the page's own declaration.
 */
export function decodeBody(bytes: Uint8Array, contentType?: string): { text: string; charset: string } {
  const bom = bomCharset(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes), charset: bom };
  const header = charsetFromContentType(contentType);
  const markup = charsetFromMarkup(bytes);
  for (const charset of [header, markup]) {
    if (!charset) continue;
    const strict = charset === "utf-8" && charset !== markup;
    const text = tryDecode(bytes, charset, strict);
    if (text !== undefined) return { text, charset };
  }
  const utf8 = tryDecode(bytes, "utf-8", true);
  if (utf8 !== undefined) return { text: utf8, charset: "utf-8" };
  return { text: new TextDecoder("gb18030").decode(bytes), charset: "gb18030" };
}
