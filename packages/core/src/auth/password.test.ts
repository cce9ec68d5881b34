import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readStoredFile } from "../admin/files";
import { hashPassword, verifyPassword } from "./password";

/** Issue 8, item 11: only the expected case takes the quiet path; real failures propagate. */
describe("errors are not swallowed", () => {
  it("a wrong password is false, a corrupt stored hash is an error", async () => {
    const stored = await hashPassword("Gongcheng#2026");
    expect(await verifyPassword(stored, "Gongcheng#2026")).toBe(true);
    expect(await verifyPassword(stored, "wrong-password")).toBe(false);
    await expect(verifyPassword("not-an-argon2-hash", "Gongcheng#2026")).rejects.toThrow();
  });

  it("a missing upload is null (404), a failing read is an error", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "files-"));
    try {
      const name = `${"a".repeat(64)}.png`;
      expect(await readStoredFile(dir, name)).toBeNull();
      // A directory where the file should be: the read fails with EISDIR, which is not "missing".
      mkdirSync(path.join(dir, name));
      await expect(readStoredFile(dir, name)).rejects.toThrow(/EISDIR|illegal operation/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
