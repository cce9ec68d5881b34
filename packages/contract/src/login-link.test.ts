import { describe, expect, it } from "vitest";
import { loginHref, safeRedirect } from "./login-link";

describe("login link (SPEC §6)", () => {
  it("carries the current path and query as redirect", () => {
    expect(loginHref("/news/list/1", "?x=1")).toBe("/login?redirect=%2Fnews%2Flist%2F1%3Fx%3D1");
  });

  it("is plain /login from the second-factor page and from the login page itself", () => {
    expect(loginHref("/doubleAuth", "?x=1")).toBe("/login");
    expect(loginHref("/login", "?redirect=%2Fa")).toBe("/login");
  });
});

describe("safeRedirect: only same-origin paths are followed after login (DESIGN §7)", () => {
  it.each(["/", "/news/5", "/search?keyword=%E9%9A%A7%E9%81%93", "/%2F%2Fevil.com"])("keeps %s", (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    ["protocol-relative", "//evil.com/x"],
    ["backslash, which browsers read as a slash", "/\\evil.com"],
    ["absolute http", "http://evil.com"],
    ["absolute https", "https://evil.com"],
    ["javascript:", "javascript:alert(1)"],
    ["tab that browsers strip, leaving //", "/\t/evil.com"],
    ["newline", "/\n/evil.com"],
    ["relative without slash", "evil.com"],
    ["empty", ""],
    ["missing", null],
  ])("refuses %s", (_what, target) => {
    expect(safeRedirect(target, "/home")).toBe("/home");
  });
});
