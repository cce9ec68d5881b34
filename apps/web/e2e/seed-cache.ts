/**
 * The end-to-end data directory (migrations, demo data, transcoded lessons, sessions) is prepared by
 * `scripts/e2e-seed.ts`, which took 40–110 s on a 2-core machine. The seeded directory is kept in
 * the system's temporary folder and copied for each run, keyed by everything the seed reads: the
 * packages' sources and data, the seed script, and the China date (demo dates count from today).
 * CI's second Node leg and a developer's next `npm test` start from the copy (ADR 0038).
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../../scripts/server-process";

const CACHE = path.join(os.tmpdir(), "portal-e2e-seed");
const FINISHED = /^\d{4}-\d\d-\d\d-[0-9a-f]{16}$/;

/** Fills `dataDir` with a seeded data directory and returns what the seed printed (its tokens). */
export function seedDataDir(dataDir: string): string {
  const cached = path.join(CACHE, seedKey());
  if (!existsSync(path.join(cached, "seeded.txt"))) {
    const building = `${cached}.${process.pid}.${randomBytes(4).toString("hex")}`;
    mkdirSync(building, { recursive: true });
    const printed = execFileSync(process.execPath, ["--import", "tsx", "scripts/e2e-seed.ts", building], { cwd: ROOT, encoding: "utf8" });
    writeFileSync(path.join(building, "seeded.txt"), printed);
    // Older finished copies go (~110 MB each); another run's copy still being built is left alone.
    for (const old of readdirSync(CACHE).filter((name) => FINISHED.test(name)))
      rmSync(path.join(CACHE, old), { recursive: true, force: true });
    try {
      renameSync(building, cached);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run finished the same copy first
    }
  }
  cpSync(cached, dataDir, { recursive: true });
  rmSync(path.join(dataDir, "seeded.txt"));
  return readFileSync(path.join(cached, "seeded.txt"), "utf8");
}

function seedKey(): string {
  const hash = createHash("sha256");
  const files = [
    ...readdirSync(path.join(ROOT, "packages"), { recursive: true, encoding: "utf8" })
      .filter((f) => !f.includes("node_modules") && !f.endsWith(".test.ts"))
      .map((f) => path.join("packages", f)),
    "scripts/e2e-seed.ts",
  ].sort();
  for (const file of files) {
    const full = path.join(ROOT, file);
    try {
      hash.update(file).update(readFileSync(full));
    } catch {
      // a folder
    }
  }
  const chinaDate = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  return `${chinaDate}-${hash.digest("hex").slice(0, 16)}`;
}
