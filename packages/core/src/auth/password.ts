import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). The whole password is hashed,
 * never truncated; the length cap lives in the password policy, not here.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * True when the password matches. A stored hash argon2 cannot read (corrupt data) or a failing
 * library is an error, logged as such, never a quiet "wrong password".
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/**
 * A hash of a password nobody has, verified against when an account does not exist, so unknown and
 * known accounts take the same time to answer.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword("decoy-password-that-matches-nothing");
  return decoy;
}
