import { schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "./context";
import { testCtx } from "./testing";
import { withTransaction } from "./transaction";

describe.each(testDbKinds())("withTransaction on %s", (kind) => {
  let ctx: Ctx;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    ctx = testCtx(database);
    close = () => database.close();
  });
  afterAll(() => close());

  const cached = (value: string) => ctx.cache.wrap("ns", "k", 60_000, async () => value);
  const tagNamed = async (name: string) => (await ctx.db.select().from(schema.newsTags).where(eq(schema.newsTags.name, name))).length;

  it("commits the writes and drops the cached namespace only after the commit", async () => {
    await cached("old");
    await withTransaction(ctx, async (tx) => {
      await tx.db.insert(schema.newsTags).values({ name: "事务标签" });
      await tx.cache.invalidate("ns");
      // Still inside: other requests keep the committed value until the new rows are visible.
      expect(await cached("new")).toBe("old");
      // Reads inside see the transaction's own writes, never the shared cache.
      expect(await tx.cache.wrap("ns", "k", 60_000, async () => "own")).toBe("own");
    });
    expect(await tagNamed("事务标签")).toBe(1);
    expect(await cached("new")).toBe("new");
  });

  it("rolls back every write and keeps the cache when the work fails", async () => {
    await expect(
      withTransaction(ctx, async (tx) => {
        await tx.db.insert(schema.newsTags).values({ name: "回滚标签" });
        await tx.cache.invalidate("ns");
        throw new Error("中途失败");
      }),
    ).rejects.toThrow("中途失败");
    expect(await tagNamed("回滚标签")).toBe(0);
    expect(await cached("newer")).toBe("new");
  });

  it("nests as a savepoint whose invalidations wait for the outer commit", async () => {
    await withTransaction(ctx, async (outer) => {
      await withTransaction(outer, async (inner) => {
        await inner.db.insert(schema.newsTags).values({ name: "内层标签" });
        await inner.cache.invalidate("ns");
      });
      expect(await cached("newest")).toBe("new");
      await expect(
        withTransaction(outer, async (inner) => {
          await inner.db.insert(schema.newsTags).values({ name: "内层回滚" });
          throw new Error("内层失败");
        }),
      ).rejects.toThrow("内层失败");
    });
    expect([await tagNamed("内层标签"), await tagNamed("内层回滚")]).toEqual([1, 0]);
    expect(await cached("newest")).toBe("newest");
  });
});
