const KEY = "chunk-reload-at";
const WINDOW_MS = 60_000;

/**
 * After a deploy, an open tab may ask for a page chunk that no longer exists. Reload once to get the
 * new build, but at most once per 60 s so a truly broken chunk cannot cause a reload loop (SPEC §8).
 * Returns whether a reload was started.
 */
export function reloadAfterChunkError(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Storage disabled: still reload once; the page load resets nothing, so no loop beyond one.
  }
  window.location.reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically imported module|ChunkLoadError/i.test(
    text,
  );
}
