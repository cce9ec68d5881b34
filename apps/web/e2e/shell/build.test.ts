/**
 * The production build (ADR 0009): the server is compiled to build/app, and the page bundle imports
 * our packages from there instead of carrying copies of them, so the running server holds one jieba
 * dictionary, one cache and one AppError class. Runs in the e2e project, whose setup builds first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../../../scripts/server-process";

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("production build", () => {
  it("the page bundle imports @portal packages from the compiled server, never a copy", () => {
    const pages = read("build/server/index.js");
    expect(pages).toContain('from "#portal/core"');
    expect(pages).not.toContain("@node-rs/jieba");
    expect(pages).not.toMatch(/from "[^"]*packages\/(core|db|text|contract)\//);
  });

  it("package.json maps #portal/* to the compiled packages, which exist", () => {
    const pkg = JSON.parse(read("package.json")) as { imports: Record<string, string> };
    expect(pkg.imports["#portal/*"]).toBe("./build/app/*.js");
    for (const name of ["main", "core", "contract", "db", "text"]) expect(read(`build/app/${name}.js`).length).toBeGreaterThan(0);
    expect(read("build/migrations/meta/_journal.json")).toContain('"entries"');
  });
});
