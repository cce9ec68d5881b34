import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, stepAt, totpAt } from "./totp";

// RFC 4226 appendix D: secret "12345678901234567890", counters 0–9.
const RFC4226 = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
const SHA1_KEY = Buffer.from("12345678901234567890");

describe("TOTP (RFC 6238 / RFC 4226)", () => {
  it("gives the HOTP values of RFC 4226 appendix D", () => {
    expect(RFC4226.map((_, i) => hotp(SHA1_KEY, i))).toEqual(RFC4226);
  });

  it("gives the SHA-1 TOTP values of RFC 6238 appendix B (8 digits)", () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [t, want] of vectors) expect(hotp(SHA1_KEY, stepAt(t * 1000), 8)).toBe(want);
    // The 6-digit code apps show is the low six digits of the same value.
    const secret = base32Encode(SHA1_KEY);
    expect(totpAt(secret, 59_000)).toBe("287082");
    expect(totpAt(secret, 1111111109_000)).toBe("081804");
  });

  it("round-trips base32 and reads it as apps show it", () => {
    expect(base32Encode(SHA1_KEY)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq").equals(SHA1_KEY)).toBe(true);
    expect(() => base32Decode("GEZ1")).toThrow();
  });

  it("accepts one step either side, nothing further, and never a step already used", () => {
    const secret = base32Encode(SHA1_KEY);
    const now = 1111111111_000;
    const step = stepAt(now);
    expect(matchTotp(secret, totpAt(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, now - 60_000), now, null)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, "12345", now, null)).toBeNull();
  });

  it("writes the otpauth URI apps scan", () => {
    const uri = otpauthUri({ secret: "GEZDGNBV", issuer: "筑信工程云", account: "138****0000" });
    expect(uri).toMatch(/^otpauth:\/\/totp\/%E7%AD%91/);
    expect(new URL(uri).searchParams.get("secret")).toBe("GEZDGNBV");
    expect(new URL(uri).searchParams.get("period")).toBe("30");
  });
});
