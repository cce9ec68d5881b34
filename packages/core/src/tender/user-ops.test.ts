import { schema } from "@portal/db";
import { openTestDatabase, testDbKinds } from "@portal/db/testing";
import { describe, expect, it } from "vitest";
import { testCtx } from "../testing";
import { FOLLOW_LIMIT, followOrg, followsOrg, unfollowOrg } from "./user-ops";

describe.each(testDbKinds())("following organisations on %s", (kind) => {
  it("stops at the cap, still answers for one already followed, and frees a place on unfollow", async () => {
    const database = await openTestDatabase(kind);
    try {
      const base = testCtx(database);
      const ctx = {
        ...base,
        actor: { kind: "user" as const, userId: "00000000-0000-4000-8000-0000000000f1", sessionId: "s", roles: [], ip: "127.0.0.1" },
      };
      const orgs = await database.db
        .insert(schema.tenderOrgs)
        .values(Array.from({ length: FOLLOW_LIMIT + 1 }, (_, i) => ({ name: `测试单位${i}有限公司`, normName: `测试单位${i}` })))
        .returning({ id: schema.tenderOrgs.id });
      const ids = orgs.map((o) => o.id);
      for (const id of ids.slice(0, FOLLOW_LIMIT)) await followOrg(ctx, id);
      const last = ids[FOLLOW_LIMIT];
      await expect(followOrg(ctx, last)).rejects.toMatchObject({
        userMessage: `最多关注 ${FOLLOW_LIMIT} 家单位，请先取消关注不再需要的单位`,
      });
      expect(await followOrg(ctx, ids[0])).toEqual({ followed: true });
      await unfollowOrg(ctx, ids[0]);
      await followOrg(ctx, last);
      expect(await followsOrg(ctx, last)).toBe(true);
      await expect(followOrg(ctx, 987_654_321)).rejects.toMatchObject({ kind: "NotFound" });
    } finally {
      await database.close();
    }
  }, 60_000);
});
