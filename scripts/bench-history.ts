/**
 * Every throughput run is kept in bench-results/ (one file per run, plus latest.json), and the table
 * of a run is followed by its change against the previous one, so a slower commit shows at once.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

interface Row {
  scenario: { name: string };
  rps: number;
  latency: { p99: number };
}

const LATEST = "bench-results/latest.json";

/** The previous run's rows, read before this run overwrites latest.json. */
export function previousRun(): { at: string; results: Row[] } | undefined {
  if (!existsSync(LATEST)) return undefined;
  try {
    return JSON.parse(readFileSync(LATEST, "utf8"));
  } catch {
    return undefined;
  }
}

export function keepRun(json: { at: string }) {
  mkdirSync("bench-results", { recursive: true });
  const text = `${JSON.stringify(json, null, 2)}\n`;
  const file = `bench-results/${json.at.replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, text);
  writeFileSync(LATEST, text);
  console.log(`written ${file} and ${LATEST}`);
}

export function printChange(previous: ReturnType<typeof previousRun>, results: Row[]) {
  if (!previous) {
    console.log("no earlier run in bench-results/: nothing to compare with");
    return;
  }
  const before = new Map(previous.results.map((r) => [r.scenario.name, r]));
  const pct = (now: number, then: number) => `${now >= then ? "+" : ""}${(((now - then) / then) * 100).toFixed(1)} %`;
  console.log(`\nchange against the run of ${previous.at}:`);
  console.log("| what | req/s then → now | change | p99 ms then → now |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const r of results) {
    const then = before.get(r.scenario.name);
    if (!then) continue;
    console.log(
      `| ${r.scenario.name} | ${Math.round(then.rps)} → ${Math.round(r.rps)} | ${pct(r.rps, then.rps)} | ${then.latency.p99.toFixed(1)} → ${r.latency.p99.toFixed(1)} |`,
    );
  }
}
