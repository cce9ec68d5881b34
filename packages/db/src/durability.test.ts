import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { chatGuests } from "./schema";

const writer = path.join(path.dirname(fileURLToPath(import.meta.url)), "durability/writer.ts");

/** Runs the writer until it has acknowledged `target` rows, then kills it with SIGKILL. */
function writeThenKill(dataDir: string, target: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", writer, dataDir], { stdio: ["ignore", "pipe", "pipe"] });
    const acknowledged: string[] = [];
    let buffer = "";
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) if (line && line !== "ready") acknowledged.push(line);
      if (acknowledged.length >= target && !child.killed) child.kill("SIGKILL");
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(acknowledged);
      else reject(new Error(`writer exited with ${code}: ${stderr}`));
    });
  });
}

describe("durability of the embedded database", () => {
  it("keeps every acknowledged write when the process is killed with SIGKILL mid-write", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-kill-"));
    try {
      const first = await writeThenKill(dataDir, 150);
      // A second crash on top of the recovered files must not lose anything either.
      const second = await writeThenKill(dataDir, 100);
      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.db.select({ id: chatGuests.id, source: chatGuests.source }).from(chatGuests);
        const stored = new Set(rows.map((r) => r.id));
        const lost = [...first, ...second].filter((id) => !stored.has(id));
        expect(lost).toEqual([]);
        // Transactions are all-or-nothing: every "-a" row has its "-b" partner.
        const tx = await database.db.select({ source: chatGuests.source }).from(chatGuests).where(like(chatGuests.source, "事务-%"));
        const sources = new Set(tx.map((r) => r.source));
        for (const s of sources) if (s.endsWith("-a")) expect(sources.has(s.replace(/-a$/, "-b"))).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
