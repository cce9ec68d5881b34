// Issue 31's size limits, kept by a test so they do not creep back: no source file over 400 lines
// (generated data and CSS aside) and no function of production code over 150 lines. A test's
// describe block may be longer: it is a list of cases, not logic.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import { expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 150;

/** Tables of data written by scripts or kept as data (regions, calibration, map shapes). */
const GENERATED = /(?:^|[-/])data\.ts$|generated/;
const isTest = (file: string) => /\.test\.tsx?$|\/e2e\//.test(file);

const sources = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.js"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((f) => f && !GENERATED.test(f));

interface Long {
  file: string;
  line: number;
  name: string;
  lines: number;
}

type AstNode = { type?: string; loc?: { start: { line: number }; end: { line: number } }; [key: string]: unknown };

/** Functions longer than the limit, named by what holds them (`const x = () =>`, `x: function`, …). */
function longFunctions(file: string, code: string): Long[] {
  const ast = parse(code, { sourceType: "module", plugins: ["typescript", ...(file.endsWith("x") ? (["jsx"] as const) : [])] });
  const found: Long[] = [];
  const walk = (node: unknown, name: string) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child, name);
      return;
    }
    const n = node as AstNode;
    if (typeof n.type !== "string") return;
    const own = (n.id as { name?: string } | undefined)?.name ?? (n.key as { name?: string } | undefined)?.name;
    if (/Function|ObjectMethod|ClassMethod/.test(n.type) && n.body && n.loc) {
      const lines = n.loc.end.line - n.loc.start.line + 1;
      if (lines > MAX_FUNCTION_LINES) found.push({ file, line: n.loc.start.line, name: own ?? name, lines });
    }
    const inner = n.type === "VariableDeclarator" ? ((n.id as { name?: string }).name ?? name) : (own ?? name);
    for (const [key, value] of Object.entries(n)) if (key !== "loc") walk(value, inner);
  };
  walk(ast.program, "?");
  return found;
}

it(`keeps every source file within ${MAX_FILE_LINES} lines`, () => {
  const long = sources
    .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), "utf8").split("\n").length - 1 }))
    .filter((f) => f.lines > MAX_FILE_LINES);
  expect(long).toEqual([]);
});

it(`keeps every function of production code within ${MAX_FUNCTION_LINES} lines`, () => {
  const long = sources
    .filter((file) => /\.tsx?$/.test(file) && !isTest(file))
    .flatMap((file) => longFunctions(file, readFileSync(path.join(ROOT, file), "utf8")));
  expect(long).toEqual([]);
});

it("finds a function that is too long (the check itself works)", () => {
  const body = Array.from({ length: MAX_FUNCTION_LINES }, (_, i) => `  const v${i} = ${i};`).join("\n");
  const found = longFunctions("x.ts", `export const tooLong = () => {\n${body}\n};\n`);
  expect(found.map((f) => [f.name, f.lines])).toEqual([["tooLong", MAX_FUNCTION_LINES + 2]]);
});
