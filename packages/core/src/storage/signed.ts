import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Expiring download links (DESIGN §8): `/dl/<key>?exp=<unix seconds>&name=<file name>&sig=<HMAC>`.
 * The signature covers the key, the expiry and the name the file is saved as, so none of them can
 * be changed; a link past its time is refused. Handed out only after the checks of the caller
 * (login, quota, points) have passed.
 */
export function signDownload(secret: string, key: string, opts: { expiresAt: Date; filename: string; inline?: boolean }): string {
  const exp = Math.floor(opts.expiresAt.getTime() / 1000);
  const inline = opts.inline === true;
  const q = new URLSearchParams({ exp: String(exp), name: opts.filename });
  if (inline) q.set("inline", "1");
  q.set("sig", signature(secret, key, exp, opts.filename, inline));
  return `/dl/${key}?${q.toString()}`;
}

/** An inline link (a PDF shown in the page's viewer) is signed differently, so it cannot be turned into the other kind. */
function signature(secret: string, key: string, exp: number, name: string, inline: boolean): string {
  return createHmac("sha256", secret)
    .update(`${key}\n${exp}\n${name}${inline ? "\ninline" : ""}`)
    .digest("base64url");
}

export type LinkCheck = { ok: true; filename: string; inline: boolean } | { ok: false; reason: "expired" | "invalid" };

export function checkDownload(secret: string, key: string, query: URLSearchParams, now: Date): LinkCheck {
  const exp = Number(query.get("exp"));
  const name = query.get("name") ?? "";
  const sig = query.get("sig") ?? "";
  const inline = query.get("inline") === "1";
  if (!Number.isInteger(exp) || !name || !sig) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(secret, key, exp, name, inline));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (exp * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, filename: name, inline };
}
