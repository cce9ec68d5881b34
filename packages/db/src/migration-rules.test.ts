import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";
import { checkMigrations } from "./migration-rules";

describe("migrations only expand the schema (ADR 0022)", () => {
  it("every migration in the repository keeps the previous release working", () => {
    expect(checkMigrations(migrationsFolder)).toEqual([]);
  });

  it("finds the statements that would break the previous release, unless marked as a contract step", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    try {
      const statements = [
        'ALTER TABLE "users" DROP COLUMN "nickname";',
        'ALTER TABLE "users" RENAME COLUMN "realname" TO "name";',
        'ALTER TABLE "users" ALTER COLUMN "phone" SET DATA TYPE varchar(20);',
        'ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL;',
        'ALTER TABLE "users" ADD COLUMN "level" integer NOT NULL;',
        'DROP TABLE "old_things";',
      ];
      writeFileSync(path.join(dir, "0100_breaking.sql"), statements.join("\n--> statement-breakpoint\n"));
      // Fine: a nullable column, a non-null one with a default, a new table and index.
      writeFileSync(
        path.join(dir, "0101_expand.sql"),
        [
          'ALTER TABLE "users" ADD COLUMN "title" text;',
          'ALTER TABLE "users" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;',
          'CREATE TABLE "things" ("id" serial PRIMARY KEY NOT NULL, "name" text NOT NULL);',
          'CREATE INDEX "things_name_idx" ON "things" USING btree ("name");',
        ].join("\n--> statement-breakpoint\n"),
      );
      writeFileSync(
        path.join(dir, "0102_contract.sql"),
        '-- contract: 2026.12 起不再读取 nickname\nALTER TABLE "users" DROP COLUMN "nickname";',
      );
      expect(checkMigrations(dir).map((b) => [b.file, b.rule])).toEqual([
        ["0100_breaking.sql", "删除列"],
        ["0100_breaking.sql", "重命名"],
        ["0100_breaking.sql", "修改列类型"],
        ["0100_breaking.sql", "已有列改为非空"],
        ["0100_breaking.sql", "新增非空列却没有默认值"],
        ["0100_breaking.sql", "删除表"],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
