/**
 * A write that failed for want of space (issue 29 item 9): Node's ENOSPC, PGlite's Emscripten
 * `ErrnoError` with the WASI code 51 (ENOSPC), or PostgreSQL's "could not extend file … No space left
 * on device", anywhere in the cause chain. Such a failure is the volume's, not the row's: retrying
 * row by row only fails again, slowly, so callers that isolate bad rows let this one through.
 */
export function isDiskFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== "object") return /No space left on device|ENOSPC/i.test(String(e));
    const x = e as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown; constructor?: { name?: string } };
    if (x.code === "ENOSPC") return true;
    const errnoError = x.name === "ErrnoError" || x.constructor?.name === "ErrnoError";
    if (errnoError && x.errno === 51) return true;
    if (typeof x.message === "string" && /No space left on device|ENOSPC/i.test(x.message)) return true;
  }
  return false;
}
