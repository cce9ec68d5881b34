import { createHmac, randomBytes } from "node:crypto";

/**
 * Time-based one-time passwords as authenticator apps compute them (RFC 6238 over RFC 4226 HOTP):
 * HMAC-SHA-1, 6 digits, 30-second steps. node:crypto only, no dependency (ADR 0030).
 */
export const TOTP = { digits: 6, stepSeconds: 30, window: 1 } as const;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 as apps show it: any case, spaces and padding ignored. Throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 §5.3: HMAC of the 8-byte counter, dynamic truncation, the low `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits: number = TOTP.digits, algorithm: "sha1" | "sha256" | "sha512" = "sha1"): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, "0");
}

export const stepAt = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP.stepSeconds);

/** The code of the step `nowMs` falls in. */
export function totpAt(secretBase32: string, nowMs: number): string {
  return hotp(base32Decode(secretBase32), stepAt(nowMs));
}

/**
 * The step a code matches within ±1 step of now (clocks drift, people type slowly), or null. Steps
 * at or before `lastStep` are never matched: a code once accepted cannot be replayed.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secretBase32);
  const now = stepAt(nowMs);
  let found: number | null = null;
  // Every candidate is computed, so the time taken does not tell which step matched.
  for (let step = now - TOTP.window; step <= now + TOTP.window; step++) {
    if (hotp(key, step) === code && (lastStep === null || step > lastStep) && found === null) found = step;
  }
  return found;
}

/** 160 random bits, the size RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** What authenticator apps scan: otpauth://totp/<issuer>:<account>?secret=…&issuer=… */
export function otpauthUri(input: { secret: string; issuer: string; account: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const params = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: "SHA1",
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${params}`;
}
