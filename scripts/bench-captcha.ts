/**
 * Times the image code picture and writes a sheet of samples to look at:
 *   npx tsx scripts/bench-captcha.ts [samples=12]
 * Prints the mean drawing time and PNG size; the sheet goes to .tmp/captcha-sheet.png.
 */
import { randomInt } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";
import { IMAGE_CODE_ALPHABET } from "../packages/core/src/auth/captcha-alphabet";
import { drawImageCode } from "../packages/core/src/auth/captcha-picture";

const samples = Number(process.argv[2] ?? 12);
const code = () => Array.from({ length: 4 }, () => IMAGE_CODE_ALPHABET[randomInt(IMAGE_CODE_ALPHABET.length)]).join("");

for (let i = 0; i < 50; i++) drawImageCode(code()); // warm up
const runs = 500;
let bytes = 0;
const started = performance.now();
for (let i = 0; i < runs; i++) bytes += drawImageCode(code()).length;
const ms = (performance.now() - started) / runs;

const pictures = Array.from({ length: samples }, () => {
  const answer = code();
  return { answer, png: PNG.sync.read(drawImageCode(answer)) };
});
const { width, height } = pictures[0].png;
const gap = 6;
const sheet = new PNG({ width: 2 * width + gap, height: Math.ceil(samples / 2) * (height + gap) });
sheet.data.fill(255);
for (const [i, p] of pictures.entries())
  PNG.bitblt(p.png, sheet, 0, 0, width, height, (i % 2) * (width + gap), Math.floor(i / 2) * (height + gap));
mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/captcha-sheet.png", PNG.sync.write(sheet));
writeFileSync(".tmp/captcha-sheet-1x.png", PNG.sync.write(halve(sheet)));
console.log(`${runs} pictures: ${ms.toFixed(2)} ms each, ${Math.round(bytes / runs)} bytes of PNG on average`);
console.log(
  `.tmp/captcha-sheet.png (and -1x.png, as a screen of normal density shows them), left to right, top to bottom: ${pictures.map((p) => p.answer).join(" ")}`,
);

/** The sheet at half size, each pixel the mean of four: what a screen of normal density shows. */
function halve(src: PNG) {
  const out = new PNG({ width: src.width >> 1, height: src.height >> 1 });
  for (let y = 0; y < out.height; y++)
    for (let x = 0; x < out.width; x++)
      for (let c = 0; c < 4; c++) {
        const at = (yy: number, xx: number) => src.data[(yy * src.width + xx) * 4 + c];
        out.data[(y * out.width + x) * 4 + c] =
          (at(2 * y, 2 * x) + at(2 * y, 2 * x + 1) + at(2 * y + 1, 2 * x) + at(2 * y + 1, 2 * x + 1)) / 4;
      }
  return out;
}
