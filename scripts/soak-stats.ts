/**
 * What the soak counts: per kind of traffic every response time and every failure (with the first few
 * reasons, so a failed run says why), and the server's memory every 10 s with a verdict on whether it
 * stayed flat.
 */
import { percentile } from "./bench-server";

export interface KindStats {
  times: number[];
  errors: number;
  /** Distinct failure reasons with their counts, capped so a storm of one error does not fill memory. */
  reasons: Map<string, number>;
}

export class Recorder {
  readonly kinds = new Map<string, KindStats>();
  /** Times since the last `takeWindow`, all kinds together, for the running p99 printed every 10 s. */
  private window: number[] = [];
  /** The answers of the warm-up, once it ended (see endWarmup). */
  warmup?: ReturnType<typeof describe>;

  private of(kind: string): KindStats {
    let s = this.kinds.get(kind);
    if (!s) {
      s = { times: [], errors: 0, reasons: new Map() };
      this.kinds.set(kind, s);
    }
    return s;
  }

  ok(kind: string, ms: number) {
    this.of(kind).times.push(ms);
    this.window.push(ms);
  }

  /**
   * Ends the warm-up: the times so far (first renders, empty caches, a cold JIT) leave the percentiles and
   * are summed up in `warmup`; errors stay counted, a failure while warming up is still a failure.
   */
  endWarmup() {
    const times = [...this.kinds.values()].flatMap((s) => s.times.splice(0));
    this.warmup = describe("warm-up", times, 0, new Map());
  }
  takeWindow(): number[] {
    const w = this.window;
    this.window = [];
    return w.sort((a, b) => a - b);
  }

  fail(kind: string, reason: string, ms?: number) {
    const s = this.of(kind);
    s.errors += 1;
    if (ms !== undefined) {
      s.times.push(ms);
      this.window.push(ms);
    }
    if (s.reasons.size < 20 || s.reasons.has(reason)) s.reasons.set(reason, (s.reasons.get(reason) ?? 0) + 1);
  }

  get errors(): number {
    return [...this.kinds.values()].reduce((n, s) => n + s.errors, 0);
  }

  get count(): number {
    return [...this.kinds.values()].reduce((n, s) => n + s.times.length, 0);
  }

  /** One row per kind, then one per group (e.g. all HTTP kinds together: the run's overall p99). */
  summary(groups: Record<string, string[]> = {}) {
    const rows = [...this.kinds].map(([kind, s]) => describe(kind, s.times, s.errors, s.reasons));
    for (const [name, members] of Object.entries(groups)) {
      const stats = members.flatMap((k) => this.kinds.get(k) ?? []);
      const times = stats.flatMap((s) => s.times);
      rows.push(
        describe(
          name,
          times,
          stats.reduce((n, s) => n + s.errors, 0),
          new Map(),
        ),
      );
    }
    return rows;
  }
}

function describe(kind: string, times: number[], errors: number, reasons: Map<string, number>) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
  const max = Math.round((sorted[sorted.length - 1] ?? Number.NaN) * 10) / 10;
  return { kind, count: sorted.length, errors, p50: at(50), p95: at(95), p99: at(99), max, reasons: Object.fromEntries(reasons) };
}

export interface MemorySample {
  /** Seconds since the load began. */
  t: number;
  rssMb: number;
  /** V8 heap in use, from the server's /metrics (NaN when it could not be read). */
  heapMb: number;
}

/** Judged only on runs this long: a shorter one is mostly the heap growing to its working size. */
export const MEMORY_JUDGED_FROM_S = 300;
/** Growth of the last third's mean RSS over the first third's that still counts as flat. */
export const FLAT_GROWTH = 0.1;

/**
 * Flat or not: after a warm-up (a fifth of the run, at most 2 minutes) the samples are cut in thirds and
 * the mean RSS of the last third is compared with that of the first. The slope of a least-squares line
 * through the same samples is printed too: a leak shows as a steady MB/min, a heap settling as a step.
 */
export function memoryVerdict(samples: MemorySample[], seconds: number) {
  const warmup = Math.min(120, seconds / 5);
  const kept = samples.filter((s) => s.t >= warmup);
  const third = Math.floor(kept.length / 3);
  const mean = (xs: MemorySample[]) => xs.reduce((n, s) => n + s.rssMb, 0) / xs.length;
  if (third < 1) return { judged: false, flat: true, warmup, text: "too few samples to judge memory" };
  const first = mean(kept.slice(0, third));
  const last = mean(kept.slice(-third));
  const growthMb = last - first;
  const growth = growthMb / first;
  const tMean = kept.reduce((n, s) => n + s.t, 0) / kept.length;
  const rMean = mean(kept);
  const num = kept.reduce((n, s) => n + (s.t - tMean) * (s.rssMb - rMean), 0);
  const den = kept.reduce((n, s) => n + (s.t - tMean) ** 2, 0);
  const slopePerMin = den > 0 ? (num / den) * 60 : 0;
  const judged = seconds >= MEMORY_JUDGED_FROM_S;
  const flat = growth <= FLAT_GROWTH;
  const text =
    `RSS after ${Math.round(warmup)} s of warm-up: first third ${first.toFixed(0)} MB, last third ${last.toFixed(0)} MB, ` +
    `growth ${growthMb >= 0 ? "+" : ""}${growthMb.toFixed(1)} MB (${(growth * 100).toFixed(1)} %), trend ${slopePerMin >= 0 ? "+" : ""}${slopePerMin.toFixed(2)} MB/min → ` +
    (judged
      ? flat
        ? `flat (≤ ${FLAT_GROWTH * 100} %)`
        : `**growing** (> ${FLAT_GROWTH * 100} %)`
      : `not judged (runs of ${MEMORY_JUDGED_FROM_S} s or more are)`);
  return { judged, flat, warmup, firstMb: first, lastMb: last, growthMb, growth, slopePerMin, text };
}
