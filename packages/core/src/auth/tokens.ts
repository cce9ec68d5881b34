import { createHash, randomBytes, randomInt } from "node:crypto";

/** 256 random bits, URL-safe: session tokens, one-time exchange codes, QR login ids. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as their SHA-256, so a database copy cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Six digits from the CSPRNG, leading zeros kept (SMS and e-mail codes). */
export function newDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}
