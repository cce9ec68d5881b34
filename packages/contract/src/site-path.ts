// Same-site paths as stored and shown to staff. A module of its own (not in trace.ts): the public
// pages' shared chunk carries trace.ts for TRACE_EPOCH_MS, and only the console needs this.
/**
 * Control and format characters (tabs and newlines, which browsers drop from addresses; NUL, which
 * PostgreSQL refuses; bidirectional overrides that disguise text), lone surrogates, line and
 * paragraph separators, and the backslash, which browsers read as a slash.
 */
const NOT_IN_A_PATH = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\\]/u;

/**
 * A page of this site as stored and shown to staff (issue 29): a path that starts with a single "/",
 * so as a link it can only lead to this site. "//host/…" and "/\host/…" lead elsewhere, anything
 * with a scheme does not start with "/", and a character browsers would drop or reinterpret is
 * refused rather than trusted. Returns the path, or null.
 */
export function sitePath(path: string | null | undefined): string | null {
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//")) return null;
  return NOT_IN_A_PATH.test(path) ? null : path;
}

/**
 * The path of a page address as a visitor's browser sends it (`location.pathname`, or a URL's
 * pathname): query and fragment dropped, percent escapes decoded for reading (a malformed escape
 * makes it unreadable), at most `max` characters (never half of one), and a same-site path by
 * `sitePath`. Null when it is not one.
 */
export function visitedPath(raw: string | null | undefined, max = 200): string | null {
  if (typeof raw !== "string") return null;
  let path: string;
  try {
    path = decodeURI(raw.split(/[?#]/, 1)[0]);
  } catch {
    return null;
  }
  const chars = Array.from(path);
  return sitePath(chars.length > max ? chars.slice(0, max).join("") : path);
}
