import type { Database } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../context";
import { generateTenders } from "../demo/tender-gen";
import { realTenders } from "../demo/tender-seed";
import { testClock, testCtx } from "../testing";
import { type FacetDim, tenderFacets } from "./facets";
import { ingestAnnouncements } from "./ingest";
import { searchTenders, type TenderSearchInput } from "./search";

const clock = testClock(new Date("2026-03-15T02:00:00Z"));
const DIMS: FacetDim[] = ["category", "province", "city", "stage", "projectType"];

describe.each(testDbKinds())("tender facet counts on %s", (kind) => {
  let database: Database;
  let ctx: Ctx;
  /** Every hit of a query counted by paging through it: the ground truth. */
  const listed = async (input: TenderSearchInput) => {
    let n = 0;
    let after: string | undefined;
    for (let i = 0; i < 200; i++) {
      const r = await searchTenders(ctx, { ...input, size: 50, after });
      n += r.records.length;
      if (!r.nextCursor) return n;
      after = r.nextCursor;
    }
    throw new Error("paging did not end");
  };
  /** A value applied the way the page's link applies it (a new province drops the city). */
  const apply = (input: TenderSearchInput, dim: FacetDim, value: string): TenderSearchInput =>
    dim === "province" ? { ...input, province: value, city: undefined } : { ...input, [dim]: value };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = testCtx(database, clock);
    const r = await ingestAnnouncements(ctx, [...realTenders(), ...generateTenders(1200, "2026-03-15")]);
    expect(r.failed).toBe(0);
  }, 120_000);
  afterAll(() => database.close());

  it.each<[string, TenderSearchInput]>([
    ["a word", { keyword: "隧道" }],
    ["a word and a province", { keyword: "工程", province: "420000" }],
    ["words, a stage and a project type", { keyword: "工程 施工", stage: "0100", projectType: "ROAD" }],
  ])("each count of %s is the total of the list with that value chosen", async (_name, input) => {
    const f = await tenderFacets(ctx, input);
    expect(f.atLeast).toEqual([]);
    expect(f.totalExact).toBe(true);
    expect(f.total).toBe(await listed(input));
    expect(f.total).toBeGreaterThan(0);
    // The page's total is the facets' (an estimate of the search would not do).
    const page = await searchTenders(ctx, { ...input, facets: true });
    expect(page).toMatchObject({ total: f.total, totalExact: true });
    let checked = 0;
    for (const dim of DIMS) {
      for (const [value, n] of Object.entries(f[dim])) {
        const chosen = apply(input, dim, value);
        expect(n, `${dim}=${value}`).toBe(await listed(chosen));
        // What the page says after the click.
        expect((await searchTenders(ctx, { ...chosen, facets: true })).total, `${dim}=${value}`).toBe(n);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
    // A dimension in force is counted without its own filter: its other values are there too.
    if (input.province) expect(Object.keys(f.province).length).toBeGreaterThan(1);
    if (input.stage) expect(Object.keys(f.stage).length).toBeGreaterThan(1);
    // Cities are counted once a province is chosen.
    expect(Object.keys(f.city).length > 0).toBe(!!input.province);
  });

  it("counts the unfiltered list from the stored frequencies, exactly", async () => {
    const f = await tenderFacets(ctx, {});
    expect(f.totalExact).toBe(true);
    expect(f.total).toBe(await listed({}));
    for (const [value, n] of Object.entries(f.stage)) expect(n, value).toBe(await listed({ stage: value }));
    for (const [value, n] of Object.entries(f.province)) expect(n, value).toBe(await listed({ province: value }));
  });

  it("over the cap, counts are lower bounds marked as such and never above the total", async () => {
    const input = { keyword: "工程", province: "420000" };
    const f = await tenderFacets(ctx, input, "published", 50);
    expect(f.totalExact).toBe(false);
    expect(f.total).toBe(50);
    expect(new Set(f.atLeast)).toEqual(new Set(DIMS));
    const exact = await tenderFacets(ctx, input);
    for (const dim of DIMS)
      for (const [value, n] of Object.entries(f[dim])) {
        expect(n, `${dim}=${value}`).toBeLessThanOrEqual(exact[dim][value]);
        expect(n).toBeLessThanOrEqual(f.total);
      }
  });

  it("a word no announcement has counts nothing", async () => {
    const f = await tenderFacets(ctx, { keyword: "量子纠缠", stage: "0100" });
    expect(f).toMatchObject({ total: 0, totalExact: true, atLeast: [], province: {} });
    expect(f.stage).toEqual({});
  });
});
