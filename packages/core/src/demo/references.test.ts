import { openTestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findReferences } from "../ai";
import { testCtx } from "../testing";
import { seedDemo } from "./seed";

/**
 * References beside the AI writing tools and AI papers (issue 35) on the demo library, whose
 * standards are the real ones of /work/shared/data/standards.jsonl: only what a title says is about
 * the subject, never a standard that merely shares 施工 or 控制 with it.
 */
describe("references on the demo library", () => {
  const db = openTestDatabase("pglite");
  let ctx: ReturnType<typeof testCtx>;
  beforeAll(async () => {
    ctx = testCtx(await db);
    await seedDemo(ctx);
  }, 120_000);
  afterAll(async () => (await db).close());

  it("盾构隧道施工沉降控制 lists no gas-pipe or roof standard, nothing unrelated", async () => {
    const refs = await findReferences(ctx, "盾构隧道施工沉降控制");
    const titles = refs.map((r) => r.title);
    expect(titles.join("\n")).not.toMatch(/燃气|折板|屋盖/);
    for (const t of titles) expect(t).toMatch(/盾构|隧道|沉降/);
  });

  it("still finds the standards a subject is about", async () => {
    const titles = (await findReferences(ctx, "建筑防火设计")).map((r) => r.title);
    expect(titles).toContainEqual(expect.stringContaining("建筑设计防火规范"));
    for (const t of titles) expect(t).toContain("防火");
  });
});
