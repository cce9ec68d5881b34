/**
 * Gzip weight of the JavaScript a page makes the browser load at start (module scripts and
 * modulepreload links in the server-rendered HTML), read from the build folder:
 *   npx tsx scripts/js-weight.ts http://localhost:3000 / /news
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export async function jsWeight(base: string, path: string, buildDir = "build/client", headers: Record<string, string> = {}) {
  const html = await (await fetch(base + path, { headers })).text();
  const files = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
  let gzip = 0;
  for (const f of files) gzip += gzipSync(readFileSync(buildDir + f)).length;
  return { path, files: files.size, gzipKb: Math.round(gzip / 102.4) / 10 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
  for (const p of paths.length ? paths : ["/"]) console.log(await jsWeight(base, p));
}
