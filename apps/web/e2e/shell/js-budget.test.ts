/**
 * JavaScript budgets (issue 15): the gzip weight of the scripts a page loads at start (modulepreload
 * links and module scripts in the server-rendered HTML, scripts/js-weight.ts) stays within its
 * group's budget. Public pages are fetched anonymously, account pages as a visitor (login, register)
 * or as a plain signed-in user, console pages with the staff session. A size check against the
 * build, not a timing check.
 */
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { JS_BUDGET_KB, jsWeight } from "../../../../scripts/js-weight";
import { ROOT } from "../../../../scripts/server-process";
import { baseUrl } from "../helpers";

type Group = keyof typeof JS_BUDGET_KB;
type Who = "visitor" | "member" | "staff";

const PAGES: [Group, Who, string[]][] = [
  ["public", "visitor", ["/", "/news", "/news/1", "/tender", "/standard", "/video", "/information/list", "/search?keyword=工程"]],
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
      "/contract",
      "/aipaper/create",
    ],
  ],
  [
    "admin",
    "staff",
    [
      "/admin",
      "/admin/news",
      "/admin/news/new",
      "/admin/news/1",
      "/admin/tenders",
      "/admin/chat",
      "/admin/analytics",
      "/admin/staff",
      "/admin/settings",
    ],
  ],
];

describe.skipIf(!baseUrl)("start-up JavaScript per page stays within its budget", () => {
  const cookie = (who: Who): Record<string, string> => {
    const token = who === "staff" ? inject("staffToken") : who === "member" ? inject("memberToken") : "";
    return token ? { Cookie: `sid=${token}` } : {};
  };

  for (const [group, who, paths] of PAGES) {
    it(`${group} pages (${who}) ≤ ${JS_BUDGET_KB[group]} KB gzip`, async () => {
      const over: string[] = [];
      for (const p of paths) {
        const w = await jsWeight(baseUrl, p, path.join(ROOT, "build/client"), cookie(who));
        // A redirect (to /login, say) would measure another page.
        expect(w.status, `${p} answered ${w.status}`).toBe(200);
        expect(w.files, `${p} loads no script at start`).toBeGreaterThan(0);
        if (w.gzipKb > JS_BUDGET_KB[group]) over.push(`${p}: ${w.gzipKb} KB gzip, budget ${JS_BUDGET_KB[group]} KB (${group})`);
      }
      expect(over, `pages over their JavaScript budget:\n${over.join("\n")}`).toEqual([]);
    });
  }
});
