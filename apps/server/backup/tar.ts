import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";

/**
 * A plain ustar archive of a directory, written and read as a stream: a database of several
 * gigabytes goes through in 1 MB pieces instead of being held in memory. The layout is the one
 * PGlite's own dumpDataDir() produces (paths relative to the data directory), so an archive of ours
 * also opens with `new PGlite({ loadDataDir })`.
 */
const BLOCK = 512;
const CHUNK = 1024 * 1024;
/** The largest size the 11 octal digits of a ustar header hold (8 GiB); PostgreSQL's files stop at 1 GiB. */
const MAX_SIZE = 8 ** 11 - 1;

function octal(header: Buffer, offset: number, length: number, value: number) {
  header.write(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length, "latin1");
}

function tarHeader(name: string, type: "0" | "5", size: number, mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  let prefix = "";
  let rest = name;
  // Names over 100 bytes are split at a slash into prefix (155) and name (100), as ustar allows.
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", name.length - 2);
    prefix = name.slice(0, cut);
    rest = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) throw new Error(`路径过长，无法写入归档：${name}`);
  }
  header.write(rest, 0, 100, "utf8");
  octal(header, 100, 8, type === "5" ? 0o700 : 0o600);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, Math.floor(mtime / 1000));
  header.write("        ", 148, 8, "latin1");
  header.write(type, 156, 1, "latin1");
  header.write("ustar\u000000", 257, 8, "latin1");
  header.write(prefix, 345, 155, "utf8");
  octal(header, 148, 7, checksum(header));
  return header;
}

/** Sum of the header's bytes with the checksum field counted as spaces. */
function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
  return sum;
}

/**
 * The archive of everything under `root` (directories too: PostgreSQL needs its empty ones), but the
 * relative paths `skip` names.
 */
export async function* tarDirectory(root: string, skip: ReadonlySet<string> = new Set(), relative = ""): AsyncGenerator<Buffer> {
  const entries = (await readdir(path.join(root, relative), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    const full = path.join(root, name);
    if (skip.has(name)) continue;
    if (entry.isDirectory()) {
      yield tarHeader(`${name}/`, "5", 0, (await stat(full)).mtimeMs);
      yield* tarDirectory(root, skip, name);
    } else if (entry.isFile()) {
      yield* tarFile(full, name);
    }
  }
  if (!relative) yield Buffer.alloc(2 * BLOCK);
}

async function* tarFile(full: string, name: string): AsyncGenerator<Buffer> {
  const file = await open(full, "r");
  try {
    const { size, mtimeMs } = await file.stat();
    if (size > MAX_SIZE) throw new Error(`文件过大，无法写入归档：${name}`);
    yield tarHeader(name, "0", size, mtimeMs);
    let done = 0;
    while (done < size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - done));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, done);
      // The header already promised `size` bytes: a file that shrank would misalign every later entry.
      if (bytesRead === 0) throw new Error(`归档时文件被截短：${name}`);
      done += bytesRead;
      yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
    }
    if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
  } finally {
    await file.close();
  }
}

/** Exact-length reads from a stream of chunks of any size. */
class Bytes {
  private pending: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Up to `max` bytes (fewer only at the end of the stream, none after it). */
  async some(max: number): Promise<Buffer> {
    while (!this.pending.length) {
      const next = await this.source.next();
      if (next.done) return Buffer.alloc(0);
      this.pending = next.value;
    }
    const out = this.pending.subarray(0, max);
    this.pending = this.pending.subarray(out.length);
    return out;
  }

  async exactly(n: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < n) {
      const part = await this.some(n - got);
      if (!part.length) throw new Error("归档不完整（意外结束）");
      parts.push(part);
      got += part.length;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }
}

const field = (header: Buffer, offset: number, length: number) => {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString("utf8");
};

/**
 * Unpacks an archive into `dest` (which should be new and empty). Only regular files and
 * directories are accepted, and no entry may point outside `dest`.
 */
export async function extractTar(source: AsyncIterable<Buffer>, dest: string): Promise<{ files: number; bytes: number }> {
  const bytes = new Bytes(source[Symbol.asyncIterator]());
  const root = path.resolve(dest);
  await mkdir(root, { recursive: true, mode: 0o700 });
  let files = 0;
  let total = 0;
  for (;;) {
    const header = await bytes.exactly(BLOCK);
    if (header.every((b) => b === 0)) return { files, bytes: total };
    if (Number.parseInt(field(header, 148, 8).trim(), 8) !== checksum(header)) throw new Error("归档头校验失败，文件已损坏");
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156] || 48);
    const target = path.resolve(root, name);
    if (path.isAbsolute(name) || (target !== root && !target.startsWith(`${root}${path.sep}`)))
      throw new Error(`归档中有越出目标目录的路径：${name}`);
    if (type === "5") {
      await mkdir(target, { recursive: true, mode: 0o700 });
      continue;
    }
    if (type !== "0") throw new Error(`归档中有不支持的条目类型 ${type}：${name}`);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const out = createWriteStream(target, { mode: 0o600 });
    let left = size;
    while (left > 0) {
      const part = await bytes.some(left);
      if (!part.length) throw new Error("归档不完整（意外结束）");
      left -= part.length;
      if (!out.write(part)) await new Promise<void>((r) => out.once("drain", () => r()));
    }
    out.end();
    await finished(out);
    if (size % BLOCK) await bytes.exactly(BLOCK - (size % BLOCK));
    files++;
    total += size;
  }
}
