import type { Database } from "@portal/db";
import { schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { testClock, testCtx } from "../testing";
import { checkImageCode, ICODE_TTL_MS, newImageCode, witnessImageCodes } from "./captcha";
import { IMAGE_CODE_ALPHABET } from "./captcha-alphabet";
import { hashToken } from "./tokens";

/**
 * What a script reads without looking at pixels: the data: URL's head and its decoded bytes as text.
 * (The base64 text itself is not searched for the answer: any four letters turn up in it by chance.)
 */
function markup(image: string) {
  const [, head, type, base64] = image.match(/^(data:([^;,]+);base64,)(.*)$/s) ?? [];
  const bytes = Buffer.from(base64 ?? "", "base64");
  return { type, bytes, text: `${head}\n${bytes.toString("latin1")}` };
}

/** The PNG's chunk types in order: text chunks (tEXt, zTXt, iTXt) could carry anything. */
function chunkTypes(png: Buffer) {
  const types: string[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    types.push(png.toString("latin1", at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

/**
 * The markup reader of issue 29: learns each character's outline signature (its path commands without
 * the numbers) from pictures whose answers it was told, then reads new pictures signature by signature,
 * left to right. It read every code of the old SVG pictures; a picture of pixels gives it nothing.
 */
function markupReader(training: { image: string; answer: string }[]) {
  const glyphs = (image: string) =>
    [...markup(image).text.matchAll(/<path\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/fill="none"/.test(tag))
      .map((tag) => tag.match(/\bd="([^"]+)"/)?.[1] ?? "")
      .map((d) => ({ signature: d.replace(/[^A-Za-z]/g, ""), x: Number(d.match(/-?[\d.]+/)?.[0]) }))
      .sort((a, b) => a.x - b.x);
  const table = new Map<string, string>();
  for (const { image, answer } of training) {
    const found = glyphs(image);
    if (found.length !== answer.length) continue;
    for (const [i, g] of found.entries()) table.set(g.signature, answer[i]);
  }
  return (image: string) =>
    glyphs(image)
      .map((g) => table.get(g.signature) ?? "")
      .join("");
}

describe.each(testDbKinds())("image codes on %s (issue 29, item 1)", (kind) => {
  let database: Database;
  let ctx: Ctx;
  const clock = testClock();
  const answers = new Map<string, string>();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database, clock);
    witnessImageCodes((id, answer) => answers.set(id, answer));
  });
  afterAll(async () => {
    witnessImageCodes(undefined);
    await database.close();
  });

  it("serves a PNG whose bytes hold no vector outlines, no text chunk and not the answer", async () => {
    for (let i = 0; i < 20; i++) {
      const { icodeId, image } = await newImageCode(ctx);
      const answer = answers.get(icodeId) ?? "";
      expect(answer).toMatch(new RegExp(`^[${IMAGE_CODE_ALPHABET}]{4}$`));
      const { type, bytes, text } = markup(image);
      expect(type).toBe("image/png");
      // Tags only: a three-byte pattern such as `d="` turns up in 16 KB of compressed pixels by chance.
      expect(text).not.toMatch(/<svg|<path|<text/i);
      expect(text).not.toContain(answer);
      expect(chunkTypes(bytes)).toEqual(["IHDR", "IDAT", "IEND"]);
      const png = PNG.sync.read(bytes);
      expect([png.width, png.height]).toEqual([240, 80]);
    }
  });

  it("defeats the markup reader: it reads at most 1 code in 10 (none, as there is no markup)", async () => {
    const issue = async () => {
      const { icodeId, image } = await newImageCode(ctx);
      return { image, answer: answers.get(icodeId) ?? "" };
    };
    const training = [];
    for (let i = 0; i < 60; i++) training.push(await issue());
    const read = markupReader(training);
    let right = 0;
    for (let i = 0; i < 40; i++) {
      const { image, answer } = await issue();
      if (read(image) === answer) right++;
    }
    expect(right).toBeLessThanOrEqual(4);
  });

  it("draws ink where the glyphs are: a picture, not a blank", async () => {
    const { image } = await newImageCode(ctx);
    const png = PNG.sync.read(markup(image).bytes);
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 3 * 128) dark++;
    const share = dark / (png.width * png.height);
    // Four bold glyphs and two lines cover roughly a fifth of the picture; speckle alone is under 3%.
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.45);
  });

  it("never draws the same answer twice alike, so a stored picture is no key to a later one", async () => {
    const { drawImageCode } = await import("./captcha-picture");
    const drawings = new Set(Array.from({ length: 10 }, () => drawImageCode("K7WQ").toString("base64")));
    expect(drawings.size).toBe(10);
  });

  it("stores only a hash of the answer, accepts it in either case, and only once", async () => {
    const { icodeId } = await newImageCode(ctx);
    const answer = answers.get(icodeId) ?? "";
    const [row] = await database.db
      .select()
      .from(schema.authTickets)
      .where(eq(schema.authTickets.tokenHash, hashToken(icodeId)));
    expect(JSON.stringify(row.data)).not.toContain(answer);
    expect(await checkImageCode(ctx, icodeId, ` ${answer.toLowerCase()} `)).toBe(true);
    expect(await checkImageCode(ctx, icodeId, answer)).toBe(false);
  });

  it("is used up by a wrong answer too, so one picture allows one guess", async () => {
    const { icodeId } = await newImageCode(ctx);
    const answer = answers.get(icodeId) ?? "";
    expect(await checkImageCode(ctx, icodeId, answer === "AAAA" ? "BBBB" : "AAAA")).toBe(false);
    expect(await checkImageCode(ctx, icodeId, answer)).toBe(false);
  });

  it("expires after five minutes", async () => {
    const fresh = await newImageCode(ctx);
    const stale = await newImageCode(ctx);
    clock.advance(ICODE_TTL_MS - 1000);
    expect(await checkImageCode(ctx, fresh.icodeId, answers.get(fresh.icodeId))).toBe(true);
    clock.advance(2000);
    expect(await checkImageCode(ctx, stale.icodeId, answers.get(stale.icodeId))).toBe(false);
  });

  it("does not take one picture's answer for another's", async () => {
    const a = await newImageCode(ctx);
    const b = await newImageCode(ctx);
    expect(await checkImageCode(ctx, b.icodeId, answers.get(a.icodeId))).toBe(answers.get(a.icodeId) === answers.get(b.icodeId));
  });
});
