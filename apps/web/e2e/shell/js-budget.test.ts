/**
 * JavaScript budgets (issue 15): the gzip weight of the scripts a page loads at start (modulepreload
 * links and module scripts in the server-rendered HTML, scripts/js-weight.ts), checked as a ratchet.
 * A page within its group's target (JS_BUDGET_KB) must stay within it; a page still over its target
 * must stay within its ceiling (JS_CEILING_KB), and its ceiling entry must go once the page is within
 * its target. The pages still over target are printed with how far they are over. Public pages are
 * fetched anonymously, account pages as a visitor (login, register) or as a plain signed-in user,
 * console pages with the staff session. A size check against the build, not a timing check.
 */
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { JS_BUDGET_KB, JS_CEILING_KB, jsWeight } from "../../../../scripts/js-weight";
import { ROOT } from "../../../../scripts/server-process";
import { baseUrl } from "../helpers";

type Group = keyof typeof JS_BUDGET_KB;
type Who = "visitor" | "member" | "staff";

const PAGES: [Group, Who, string[]][] = [
  [
    "public",
    "visitor",
    ["/", "/news", "/news/1", "/tender", "/tender/stats", "/standard", "/video", "/information/list", "/search?keyword=工程"],
  ],
  ["account", "visitor", ["/login", "/register", "/weChat"]],
  [
    "account",
    "member",
    [
      "/personalCenter",
      "/personalCenter?tab=points",
      "/personalCenter?tab=messages",
      "/personalCenter?tab=favorites",
      "/personalCenter?tab=security",
      "/personalCenter?tab=subscriptions",
      "/contract",
      "/aipaper/create",
    ],
  ],
  [
    "admin",
    "staff",
    [
      // every page of the console's menu, and one of each editor
      "/admin",
      "/admin/news",
      "/admin/news/new",
      "/admin/news/1",
      "/admin/columns",
      "/admin/tags",
      "/admin/content/product",
      "/admin/content/product/new",
      "/admin/content/product/1",
      "/admin/folders/help",
      "/admin/downloads",
      "/admin/courses",
      "/admin/ai-tools",
      "/admin/agreements",
      "/admin/tenders",
      "/admin/tender-orgs",
      "/admin/tender-sources",
      "/admin/chat",
      "/admin/analytics",
      "/admin/settings",
      "/admin/page-info",
      "/admin/staff",
      "/admin/audit",
      "/admin/outbox",
      "/admin/deliveries",
      "/admin/orders",
    ],
  ],
];

const CEILINGS = "JS_CEILING_KB in scripts/js-weight.ts";

it("every ceiling entry names a measured page", () => {
  const measured = new Set(PAGES.flatMap(([, , paths]) => paths));
  const stray = Object.keys(JS_CEILING_KB).filter((p) => !measured.has(p));
  expect(stray, `${CEILINGS} names pages this test does not measure: delete them or add the pages here`).toEqual([]);
});

describe.skipIf(!baseUrl)("start-up JavaScript per page stays within its target, or its ceiling while over target", () => {
  const cookie = (who: Who): Record<string, string> => {
    const token = who === "staff" ? inject("staffToken") : who === "member" ? inject("memberToken") : "";
    return token ? { Cookie: `sid=${token}` } : {};
  };

  for (const [group, who, paths] of PAGES) {
    const target = JS_BUDGET_KB[group];
    it(`${group} pages (${who}): target ${target} KB gzip`, async () => {
      const failures: string[] = [];
      const overTarget: string[] = [];
      for (const p of paths) {
        const w = await jsWeight(baseUrl, p, path.join(ROOT, "build/client"), cookie(who));
        // A redirect (to /login, say) would measure another page.
        expect(w.status, `${p} answered ${w.status}`).toBe(200);
        expect(w.files, `${p} loads no script at start`).toBeGreaterThan(0);
        const ceiling = JS_CEILING_KB[p];
        if (w.gzipKb <= target) {
          if (ceiling !== undefined)
            failures.push(
              `${p}: ${w.gzipKb} KB gzip is within its target ${target} KB (${group}): delete its entry (${ceiling} KB) from ${CEILINGS}`,
            );
          continue;
        }
        overTarget.push(`${p}: ${w.gzipKb} KB gzip, ${(w.gzipKb - target).toFixed(1)} KB over its target ${target} KB (${group})`);
        if (ceiling === undefined) failures.push(`${p}: ${w.gzipKb} KB gzip, limit ${target} KB (${group} target)`);
        else if (w.gzipKb > ceiling)
          failures.push(`${p}: ${w.gzipKb} KB gzip, limit ${ceiling} KB (its ceiling in ${CEILINGS}; target ${target} KB)`);
      }
      if (overTarget.length) console.log(`still over target (${group}, ${who}):\n  ${overTarget.join("\n  ")}`);
      expect(failures, `start-up JavaScript over its limit:\n${failures.join("\n")}`).toEqual([]);
    });
  }
});
