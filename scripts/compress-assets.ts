/** Writes .br and .gz beside every built asset, so the server sends compressed files without CPU per request. */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const DIR = "build/client/assets";
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

let count = 0;
for (const name of readdirSync(DIR)) {
  const file = path.join(DIR, name);
  if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
  const raw = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  count++;
}
console.log(`已压缩 ${count} 个静态文件`);
