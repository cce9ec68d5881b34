import { isIPv6 } from "node:net";
import { chinaDate, chinaDayStart } from "../china-time";
import type { Ctx } from "../context";
import { countUnder } from "../throttle";

/** How many beacons of a kind one address and one browser may leave in a Beijing day. */
export interface BeaconAllowance {
  perAddress: number;
  perVisitor: number;
}

/** The defaults (README 访问统计, the privacy policy): a large office behind one address, a busy reader. */
export const BEACON_ALLOWANCE: BeaconAllowance = { perAddress: 5000, perVisitor: 500 };

export type BeaconKind = "page" | "article";

/**
 * Who an address is for counting: an IPv4 address itself (also written IPv4-mapped), an IPv6
 * address by its /64 network, which one household or machine is given whole.
 */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  const bare = ip.split("%")[0];
  if (!isIPv6(bare)) return ip;
  const groups = (s: string) => (s ? s.split(":") : []);
  const [head, tail] = bare.includes("::") ? bare.split("::") : [bare, undefined];
  const h = groups(head);
  const t = groups(tail ?? "");
  const all = [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill("0"), ...t];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * Issue 29: beacons had a per-minute rate but no daily bound, so one address could add some 345,000
 * rows a day, kept for the retention period. Each beacon is counted against its address's and its
 * browser's allowance for the Beijing day; over either it is dropped, and the answer says which.
 * The address is counted first and a browser only while its address is within allowance, so made-up
 * browser ids cannot fill the counters either. The counters are the throttle store's: in Redis when
 * there is one (shared by every server), else in this process.
 */
export async function overBeaconAllowance(
  ctx: Ctx,
  kind: BeaconKind,
  who: { visitor: string; address: string },
  allowance: BeaconAllowance = BEACON_ALLOWANCE,
): Promise<"address" | "visitor" | null> {
  const day = chinaDate(ctx.now()) as string;
  // Until a minute after the day ends; the day is in the key, so expiry only cleans up.
  const ttlMs = Math.max(60_000, chinaDayStart(day).getTime() + 86_400_000 + 60_000 - ctx.now().getTime());
  if ((await countUnder(ctx, `beacon:${kind}:a:${addressKey(who.address)}:${day}`, ttlMs)) > allowance.perAddress) return "address";
  if ((await countUnder(ctx, `beacon:${kind}:v:${who.visitor}:${day}`, ttlMs)) > allowance.perVisitor) return "visitor";
  return null;
}
