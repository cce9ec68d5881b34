import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** One registry per server instance (tests start several in one process). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route group and status",
    labelNames: ["method", "group", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const appErrors = new Counter({
    name: "app_errors_total",
    help: "Unexpected errors turned into HTTP 500",
    registers: [registry],
  });
  const beaconsDropped = new Counter({
    name: "trace_beacons_dropped_total",
    help: "Visit-statistics beacons dropped over a daily allowance, by kind (page, article) and allowance (address, visitor)",
    labelNames: ["kind", "cap"] as const,
    registers: [registry],
  });
  return { registry, httpDuration, appErrors, beaconsDropped };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Low-cardinality label for a path: never the raw URL, which would explode the series count. */
export function routeGroup(path: string): string {
  if (path.startsWith("/api/")) return `/api/${path.split("/")[2] ?? ""}`;
  if (path.startsWith("/assets/")) return "/assets";
  if (["/healthz", "/readyz", "/metrics"].includes(path)) return path;
  return "page";
}
