import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase, testDbKinds } from "./testing";

describe.each(testDbKinds())("migrations on %s", (kind) => {
  it("apply on a fresh database, and again without error (start-up is repeatable)", async () => {
    const database = await openTestDatabase(kind);
    try {
      await database.migrate();
      const result = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      const rows = result.rows;
      const tables = rows.map((r) => r.table_name);
      expect(tables).toEqual(expect.arrayContaining(["chat_guests", "footer_links", "news_dirs", "page_infos", "site_settings"]));
    } finally {
      await database.close();
    }
  });
});
