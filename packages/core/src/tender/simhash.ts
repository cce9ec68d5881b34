/**
 * 64-bit SimHash over jieba words (Charikar; Manku et al., WWW 2007): near-duplicate notices
 * (the same announcement republished by another site) differ in at most a few bits. Looked up by
 * four 16-bit bands: two hashes within Hamming distance 3 agree on at least one band.
 */

/** Two independent 32-bit FNV-1a style hashes of a word make its 64 bits. */
function hash64(word: string): [number, number] {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h1 ^= h1 >>> 13;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 16;
  return [h1 >>> 0, h2 >>> 0];
}

export interface SimHash {
  /** Signed 64-bit, as PostgreSQL's bigint stores it. */
  value: bigint;
  bands: [number, number, number, number];
}

/**
 * Features are the distinct words; long words and numbers (names, codes, amounts) weigh three
 * times a short word. Counting every occurrence let the boilerplate of one trading site's template
 * dominate: on the 420 Yichang notices different procurements came within 0–3 bits of each other;
 * with these weights the closest different pair is 10 bits apart and the one real repost is 0.
 */
export function simhash(words: string[]): SimHash {
  const v = new Int32Array(64);
  for (const w of new Set(words)) {
    if (w.length < 2) continue;
    const weight = w.length >= 4 || /\d{3,}/.test(w) ? 3 : 1;
    const [hi, lo] = hash64(w);
    for (let b = 0; b < 32; b++) {
      v[b] += (hi >>> b) & 1 ? weight : -weight;
      v[b + 32] += (lo >>> b) & 1 ? weight : -weight;
    }
  }
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 32; b++) {
    if (v[b] > 0) hi |= 1 << b;
    if (v[b + 32] > 0) lo |= 1 << b;
  }
  const unsigned = (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
  return {
    value: BigInt.asIntN(64, unsigned),
    bands: [(hi >>> 16) & 0xffff, hi & 0xffff, (lo >>> 16) & 0xffff, lo & 0xffff],
  };
}

export function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function hamming(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

export const NEAR_DUPLICATE_BITS = 3;
/** Bits allowed between two notices of the same project code and stage (see ingest.ts). */
export const SAME_CODE_BITS = 10;
