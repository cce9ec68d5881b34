import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Expiring download links (DESIGN §8): `/dl/<key>?exp=<unix seconds>&name=<file name>&sig=<HMAC>`.
 * The signature covers the key, the expiry and the name the file is saved as, so none of them can
 * be changed; a link past its time is refused. Handed out only after the checks of the caller
 * (login, quota, points) have passed.
 */
export function signDownload(secret: string, key: string, opts: { expiresAt: Date; filename: string }): string {
  const exp = Math.floor(opts.expiresAt.getTime() / 1000);
  const q = new URLSearchParams({ exp: String(exp), name: opts.filename, sig: signature(secret, key, exp, opts.filename) });
  return `/dl/${key}?${q.toString()}`;
}

function signature(secret: string, key: string, exp: number, name: string): string {
  return createHmac("sha256", secret).update(`${key}\n${exp}\n${name}`).digest("base64url");
}

export type LinkCheck = { ok: true; filename: string } | { ok: false; reason: "expired" | "invalid" };

export function checkDownload(secret: string, key: string, query: URLSearchParams, now: Date): LinkCheck {
  const exp = Number(query.get("exp"));
  const name = query.get("name") ?? "";
  const sig = query.get("sig") ?? "";
  if (!Number.isInteger(exp) || !name || !sig) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(secret, key, exp, name));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (exp * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, filename: name };
}
