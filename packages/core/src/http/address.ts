import net from "node:net";

/**
 * Which addresses the server may connect to for a URL it did not choose itself (a crawl source, a
 * robot webhook): public unicast only. Every other range is refused with the reason shown to staff,
 * IPv4 ones also when they arrive inside an IPv6 address (IPv4-mapped, NAT64, 6to4), since a
 * connection to ::ffff:127.0.0.1 is a connection to 127.0.0.1.
 */

type V4Rule = [base: number, bits: number, reason: string];

const v4 = (dotted: string) => dotted.split(".").reduce((n, part) => n * 256 + Number(part), 0);
const rule = (cidr: string, reason: string): V4Rule => {
  const [base, bits] = cidr.split("/");
  return [v4(base), Number(bits), reason];
};

/** Checked in order: the broadcast address before the reserved 240/4 that holds it. */
const V4_RULES: V4Rule[] = [
  rule("0.0.0.0/8", "本网络地址 0.0.0.0/8"),
  rule("10.0.0.0/8", "私有地址 10.0.0.0/8"),
  rule("100.64.0.0/10", "运营商级 NAT 地址 100.64.0.0/10"),
  rule("127.0.0.0/8", "回环地址 127.0.0.0/8"),
  rule("169.254.0.0/16", "链路本地地址 169.254.0.0/16"),
  rule("172.16.0.0/12", "私有地址 172.16.0.0/12"),
  rule("192.0.0.0/24", "IETF 协议保留地址 192.0.0.0/24"),
  rule("192.0.2.0/24", "文档示例地址 192.0.2.0/24"),
  rule("192.88.99.0/24", "6to4 中继地址 192.88.99.0/24"),
  rule("192.168.0.0/16", "私有地址 192.168.0.0/16"),
  rule("198.18.0.0/15", "基准测试地址 198.18.0.0/15"),
  rule("198.51.100.0/24", "文档示例地址 198.51.100.0/24"),
  rule("203.0.113.0/24", "文档示例地址 203.0.113.0/24"),
  rule("224.0.0.0/4", "组播地址 224.0.0.0/4"),
  rule("255.255.255.255/32", "广播地址 255.255.255.255"),
  rule("240.0.0.0/4", "保留地址 240.0.0.0/4"),
];

function ipv4Verdict(n: number): string | null {
  for (const [base, bits, reason] of V4_RULES) {
    const size = 2 ** (32 - bits);
    if (n >= base && n < base + size) return reason;
  }
  return null;
}

/**
 * An IPv4 address in any form a URL parser or inet_aton accepts — 127.0.0.1, 2130706433,
 * 0x7f000001, 0177.0.0.1, 127.1, with or without a trailing dot — as a 32-bit number; null for
 * anything else (a name).
 */
export function parseIPv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length > 1 && parts.at(-1) === "") parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const nums: number[] = [];
  for (const p of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(p)) n = p.length === 2 ? 0 : Number.parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) n = Number.parseInt(p.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(p)) n = Number(p);
    else return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  if (nums.some((n) => n > 255) || last >= 256 ** (4 - nums.length)) return null;
  return nums.reduce((acc, n, i) => acc + n * 256 ** (3 - i), 0) + last;
}

/** An IPv6 address (brackets and zone allowed) as eight 16-bit groups; null if it is not one. */
export function parseIPv6(text: string): number[] | null {
  let s = text.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (!net.isIPv6(s)) return null;
  const lastColon = s.lastIndexOf(":");
  const tail = s.slice(lastColon + 1);
  if (tail.includes(".")) {
    const n = parseIPv4(tail) as number;
    s = `${s.slice(0, lastColon + 1)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head, rest] = s.split("::");
  const left = head ? head.split(":") : [];
  const right = rest === undefined ? [] : rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : new Array(8 - left.length - right.length).fill("0");
  const groups = [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 ? groups : null;
}

const u32 = (hi: number, lo: number) => hi * 65536 + lo;
const dotted = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join(".");

function embedded(kind: string, n: number): string | null {
  const reason = ipv4Verdict(n);
  return reason ? `${kind}内嵌的 ${dotted(n)} 是${reason}` : null;
}

function ipv6Verdict(g: number[]): string | null {
  const zeroUpTo = (k: number) => g.slice(0, k).every((x) => x === 0);
  if (zeroUpTo(8)) return "未指定地址 ::";
  if (zeroUpTo(7) && g[7] === 1) return "回环地址 ::1";
  // ::ffff:a.b.c.d reaches a.b.c.d itself.
  if (zeroUpTo(5) && g[5] === 0xffff) return embedded("IPv4 映射地址", u32(g[6], g[7]));
  if (zeroUpTo(6)) return "IPv4 兼容地址 ::/96（已废弃）";
  if (g[0] === 0x64 && g[1] === 0xff9b) {
    // The well-known NAT64 prefix puts the IPv4 address in the last 32 bits.
    if (g.slice(2, 6).every((x) => x === 0)) return embedded("NAT64 地址", u32(g[6], g[7]));
    if (g[2] === 1) {
      // Local-use NAT64 (RFC 8215): the prefix length is the network's choice, so every place
      // RFC 6052 allows for it is checked (/48, /56, /64, /96).
      const forms = [
        g[3] * 65536 + (g[4] % 256) * 256 + Math.floor(g[5] / 256),
        (g[3] % 256) * 2 ** 24 + (g[4] % 256) * 65536 + g[5],
        (g[4] % 256) * 2 ** 24 + g[5] * 256 + Math.floor(g[6] / 256),
        u32(g[6], g[7]),
      ];
      for (const n of forms) {
        const reason = embedded("本地 NAT64 地址", n);
        if (reason) return reason;
      }
      return null;
    }
  }
  // Outside 2000::/3 nothing is global unicast.
  if ((g[0] & 0xe000) !== 0x2000) {
    if ((g[0] & 0xfe00) === 0xfc00) return "唯一本地地址 fc00::/7";
    if ((g[0] & 0xffc0) === 0xfe80) return "链路本地地址 fe80::/10";
    if ((g[0] & 0xffc0) === 0xfec0) return "站点本地地址 fec0::/10（已废弃）";
    if ((g[0] & 0xff00) === 0xff00) return "组播地址 ff00::/8";
    return "保留地址（不是全球单播地址）";
  }
  if (g[0] === 0x2002) return embedded("6to4 地址", u32(g[1], g[2]));
  if (g[0] === 0x2001 && g[1] === 0) return "Teredo 隧道地址 2001::/32";
  if (g[0] === 0x2001 && g[1] < 0x200) return "IETF 协议保留地址 2001::/23";
  if (g[0] === 0x2001 && g[1] === 0xdb8) return "文档示例地址 2001:db8::/32";
  if (g[0] === 0x3fff && g[1] < 0x1000) return "文档示例地址 3fff::/20";
  return null;
}

/**
 * Why the server must not connect to `address` on behalf of a user, or null for a public unicast
 * address. Anything that is not an IP address at all is refused too.
 */
export function addressVerdict(address: string): string | null {
  const n = parseIPv4(address);
  if (n !== null) return ipv4Verdict(n);
  const groups = parseIPv6(address);
  if (groups) return ipv6Verdict(groups);
  return "不是 IP 地址";
}

/** Whether a host (as in a URL, IPv6 in brackets) is an address literal rather than a name. */
export function isAddressLiteral(host: string): boolean {
  return parseIPv4(host) !== null || parseIPv6(host) !== null;
}
