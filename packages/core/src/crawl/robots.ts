import robotsParser from "robots-parser";

type Robots = ReturnType<typeof robotsParser>;

const DAY = 86_400_000;

/**
 * robots.txt per origin, fetched once a day. Per RFC 9309: a missing file (4xx) allows
 * everything; a server error or no answer disallows everything until the next try (an hour), since
 * the site may be struggling.
 */
export function robotsCache(fetchRobots: (url: string) => Promise<{ status: number; text: string }>, now: () => number) {
  const cache = new Map<string, { robots: Robots | "all" | "none"; until: number }>();

  async function load(origin: string) {
    const url = `${origin}/robots.txt`;
    try {
      const res = await fetchRobots(url);
      if (res.status >= 200 && res.status < 300) return { robots: robotsParser(url, res.text), until: now() + DAY };
      if (res.status >= 400 && res.status < 500) return { robots: "all" as const, until: now() + DAY };
      return { robots: "none" as const, until: now() + DAY / 24 };
    } catch (err) {
      // A refused address is the caller's answer, not a robots.txt matter.
      if (err instanceof Error && (err as { retryable?: boolean }).retryable === false) throw err;
      return { robots: "none" as const, until: now() + DAY / 24 };
    }
  }

  async function get(url: string) {
    const origin = new URL(url).origin;
    let entry = cache.get(origin);
    if (!entry || entry.until <= now()) {
      entry = await load(origin);
      cache.set(origin, entry);
    }
    return entry.robots;
  }

  return {
    async allowed(url: string, userAgent: string): Promise<boolean> {
      const robots = await get(url);
      if (robots === "all") return true;
      if (robots === "none") return false;
      return robots.isAllowed(url, userAgent) !== false;
    },
    /** The site's Crawl-delay for us, in milliseconds, if it states one. */
    async crawlDelayMs(url: string, userAgent: string): Promise<number | undefined> {
      const robots = await get(url);
      if (typeof robots === "string") return undefined;
      const s = robots.getCrawlDelay(userAgent);
      return typeof s === "number" && s > 0 ? Math.min(s, 60) * 1000 : undefined;
    },
  };
}
