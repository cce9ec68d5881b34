import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { extractTar, tarDirectory } from "./tar";

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

/** Feeds an archive in pieces of `size` bytes, as a network stream would. */
async function* pieces(archive: Buffer, size: number) {
  for (let i = 0; i < archive.length; i += size) yield archive.subarray(i, i + size);
}

describe("tar archives of a directory", () => {
  const tmp = mkdtempSync(path.join(tmpdir(), "tar-test-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const src = path.join(tmp, "src");
  const deep = `${"a".repeat(60)}/${"b".repeat(60)}`;
  mkdirSync(path.join(src, "empty"), { recursive: true });
  mkdirSync(path.join(src, deep), { recursive: true });
  writeFileSync(path.join(src, "zero"), "");
  writeFileSync(path.join(src, "skip.pid"), "1");
  writeFileSync(path.join(src, deep, "long-name-over-100-bytes.bin"), Buffer.alloc(1500, 7));
  writeFileSync(path.join(src, "中文.txt"), "工程");

  it("round-trips files, empty files, empty directories and long paths, in any chunking", async () => {
    const archive = await collect(tarDirectory(src, new Set(["skip.pid"])));
    expect(archive.length % 512).toBe(0);
    for (const size of [1, 511, 4096]) {
      const out = path.join(tmp, `out-${size}`);
      expect(await extractTar(pieces(archive, size), out)).toEqual({ files: 3, bytes: 1506 });
      expect(readdirSync(out).sort()).toEqual(["a".repeat(60), "empty", "zero", "中文.txt"].sort());
      expect(readFileSync(path.join(out, deep, "long-name-over-100-bytes.bin"))).toEqual(Buffer.alloc(1500, 7));
      expect(readFileSync(path.join(out, "中文.txt"), "utf8")).toBe("工程");
    }
  });

  it("refuses a damaged header, a truncated archive and paths outside the target", async () => {
    const archive = await collect(tarDirectory(src));
    const damaged = Buffer.from(archive);
    damaged[0] ^= 1;
    await expect(extractTar(pieces(damaged, 512), path.join(tmp, "d"))).rejects.toThrow("归档头校验失败");
    await expect(extractTar(pieces(archive.subarray(0, 1024 + 100), 512), path.join(tmp, "t"))).rejects.toThrow("归档不完整");

    // A header naming ../evil, with a correct checksum.
    const evil = Buffer.from(archive.subarray(0, 512));
    evil.fill(0, 0, 100);
    evil.write("../evil", 0, "latin1");
    evil.fill(0, 345, 500);
    evil.write("        ", 148, "latin1");
    let sum = 0;
    for (const b of evil) sum += b;
    evil.write(`${sum.toString(8).padStart(6, "0")}\0`, 148, "latin1");
    await expect(extractTar(pieces(Buffer.concat([evil, Buffer.alloc(1024)]), 512), path.join(tmp, "e"))).rejects.toThrow("越出目标目录");
  });
});
