// Issue 31's boundaries (.dependency-cruiser.cjs, ADR 0032): no new cycle, no server → web import, no
// core domain reaching into another past its index.ts, no test kit in production code. Today's
// violations are listed in .dependency-cruiser-known-violations.json; the list may only shrink: a
// violation that is gone must leave the list too (`npm run boundaries:baseline`).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}
const key = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`;

it("keeps the boundaries: nothing beyond the known violations, and none of those fixed but still listed", () => {
  const bin = path.resolve("node_modules/.bin/depcruise");
  const out = execFileSync(
    bin,
    ["--config", ".dependency-cruiser.cjs", "--output-type", "baseline", "{apps,packages,scripts}/**/*.{ts,tsx}"],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const now = new Set((JSON.parse(out) as Violation[]).map(key));
  const known = new Set((JSON.parse(readFileSync(".dependency-cruiser-known-violations.json", "utf8")) as Violation[]).map(key));
  expect(
    [...now].filter((k) => !known.has(k)),
    "new violations",
  ).toEqual([]);
  expect(
    [...known].filter((k) => !now.has(k)),
    "fixed: remove them with npm run boundaries:baseline",
  ).toEqual([]);
}, 120_000);
