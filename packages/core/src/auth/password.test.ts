import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localFileStorage } from "../storage";
import { hashPassword, verifyPassword } from "./password";

/** Issue 8, item 11: only the expected case takes the quiet path; real failures propagate. */
describe("errors are not swallowed", () => {
  it("a wrong password is false, a corrupt stored hash is an error", async () => {
    const stored = await hashPassword("Gongcheng#2026");
    expect(await verifyPassword(stored, "Gongcheng#2026")).toBe(true);
    expect(await verifyPassword(stored, "wrong-password")).toBe(false);
    await expect(verifyPassword("not-an-argon2-hash", "Gongcheng#2026")).rejects.toThrow();
  });

  it("a missing upload is null (404), a failing disk is an error", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "files-"));
    try {
      const files = localFileStorage(dir);
      expect(await files.stat(`${"a".repeat(64)}.png`)).toBeNull();
      // A file where a directory should be: the lookup fails with ENOTDIR, which is not "missing".
      writeFileSync(path.join(dir, "docs"), "x");
      await expect(files.stat("docs/a.pdf")).rejects.toThrow(/ENOTDIR/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
