import { randomBytes } from "node:crypto";
import { pngjs } from "../lazy";
import { GLYPHS } from "./captcha-glyphs";
import { hsl, type Polygon, Raster, type Rgb } from "./captcha-raster";

/**
 * The image code's picture: a PNG, so the answer is in no markup a script could read. Each glyph is
 * scaled, sheared and turned on its own, neighbours overlap, the whole is bent by two waves, and two
 * lines in glyph colours, thin arcs, a cut through the glyphs and speckle lie among them. This slows
 * a script; it does not stop a trained recogniser (docs/adr/0031-raster-image-code.md).
 */

/** Shown at this size in CSS pixels; drawn at twice that for sharp high-density screens. */
export const PICTURE_WIDTH = 120;
export const PICTURE_HEIGHT = 40;
const S = 2;
const W = PICTURE_WIDTH * S;
const H = PICTURE_HEIGHT * S;
const CAP_HEIGHT = 688; // of Liberation Sans Bold, in the glyph table's 1000-unit em

/** Unpredictable numbers for the drawing (crypto, so nothing about one picture tells the next). */
class Dice {
  private pool = randomBytes(0);
  private at = 0;
  /** Uniform in [lo, hi). */
  real(lo: number, hi: number) {
    if (this.at + 4 > this.pool.length) {
      this.pool = randomBytes(1024);
      this.at = 0;
    }
    const u = this.pool.readUInt32LE(this.at) / 2 ** 32;
    this.at += 4;
    return lo + u * (hi - lo);
  }
  sign() {
    return this.real(0, 1) < 0.5 ? -1 : 1;
  }
}

const outlines = new Map<string, Polygon[]>();
function outline(ch: string): Polygon[] {
  let polygons = outlines.get(ch);
  if (!polygons) {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`no glyph for ${ch}`);
    polygons = glyph.outline.split("|").map((c) => Float64Array.from(c.split(" ").map(Number)));
    outlines.set(ch, polygons);
  }
  return polygons;
}

type Warp = (x: number, y: number) => [number, number];

/** Two crossing sine waves over the whole picture: straight strokes come out bent, each glyph differently. */
function waves(d: Dice): Warp {
  const [ax, px, fx] = [d.real(1, 2) * S, d.real(35, 60) * S, d.real(0, 2 * Math.PI)];
  const [ay, py, fy] = [d.real(1.5, 2.5) * S, d.real(45, 80) * S, d.real(0, 2 * Math.PI)];
  return (x, y) => [x + ax * Math.sin((2 * Math.PI * y) / px + fx), y + ay * Math.sin((2 * Math.PI * x) / py + fy)];
}

function glyphColor(d: Dice, hue = d.real(0, 360)): Rgb {
  return hsl(hue, d.real(0.55, 0.8), d.real(0.2, 0.36));
}

/** The answer's glyphs, each with its own size, stretch, shear and turn, placed so neighbours overlap. */
function placeGlyphs(answer: string, d: Dice, warp: Warp) {
  const em = d.real(34, 38) * S;
  const steps = [...answer].map((ch) => (GLYPHS[ch]?.advance ?? 600) * d.real(0.8, 0.9));
  const total = steps.reduce((a, b) => a + b, 0);
  // Shrink the em if the row would not fit, then centre it with a little play.
  const scale = Math.min(em / 1000, (W - 14 * S) / total);
  let pen = (W - total * scale) / 2 + d.real(-3, 3) * S;
  // Neighbours' hues at least 70° apart, so that where two glyphs overlap a person still sees two.
  let hue = d.real(0, 360);
  return [...answer].map((ch, i) => {
    const glyph = GLYPHS[ch];
    const [sx, sy] = [scale * d.real(0.85, 1.12), scale * d.real(0.88, 1.12)];
    const shear = d.real(-0.22, 0.22);
    const turn = d.real(-0.26, 0.26);
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const cx = pen + (steps[i] * scale) / 2;
    const cy = H / 2 + d.real(-3, 3) * S;
    pen += steps[i] * scale;
    const polygons = outline(ch).map((src) => {
      const out = new Float64Array(src.length);
      for (let k = 0; k < src.length; k += 2) {
        // Around the glyph's middle: stretch, shear, turn, move to its place, then the waves.
        const x0 = (src[k] - glyph.advance / 2) * sx;
        const y0 = (src[k + 1] + CAP_HEIGHT / 2) * sy;
        const x1 = x0 + shear * y0;
        [out[k], out[k + 1]] = warp(cx + x1 * cos - y0 * sin, cy + x1 * sin + y0 * cos);
      }
      return out;
    });
    hue += d.real(70, 290);
    return { polygons, color: glyphColor(d, hue) };
  });
}

/** A wavy line across the picture through the glyphs' band: a cubic curve, sampled every few pixels. */
function crossingLine(d: Dice, warp: Warp): Polygon {
  const y = () => d.real(0.25, 0.75) * H;
  const [x0, x3] = [d.real(-5, 15) * S, W - d.real(-5, 15) * S];
  const pts = [x0, y(), d.real(0.2, 0.45) * W, d.real(0, 1) * H, d.real(0.55, 0.8) * W, d.real(0, 1) * H, x3, y()];
  return sampleCubic(pts, 40, warp);
}

function arc(d: Dice): Polygon {
  const [cx, cy] = [d.real(0.1, 0.9) * W, d.real(0, 1) * H];
  const [rx, ry] = [d.real(15, 45) * S, d.real(8, 25) * S];
  const from = d.real(0, 2 * Math.PI);
  const sweep = d.real(1.2, 3);
  const out = new Float64Array(2 * 25);
  for (let i = 0; i < 25; i++) {
    const a = from + (sweep * i) / 24;
    out[2 * i] = cx + rx * Math.cos(a);
    out[2 * i + 1] = cy + ry * Math.sin(a);
  }
  return out;
}

function sampleCubic(p: number[], n: number, warp: Warp): Polygon {
  const out = new Float64Array(2 * (n + 1));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [a, b, c, e] = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3];
    [out[2 * i], out[2 * i + 1]] = warp(a * p[0] + b * p[2] + c * p[4] + e * p[6], a * p[1] + b * p[3] + c * p[5] + e * p[7]);
  }
  return out;
}

/** Draws `answer` (characters of the image code alphabet) as a PNG. */
export function drawImageCode(answer: string): Buffer {
  const d = new Dice();
  const r = new Raster(W, H);
  const hue = d.real(0, 360);
  const background = hsl(hue, d.real(0.3, 0.5), d.real(0.93, 0.97));
  r.gradient(background, hsl(hue + d.real(40, 120), d.real(0.3, 0.5), d.real(0.9, 0.96)));
  const warp = waves(d);
  for (let i = 0; i < 2; i++) r.stroke(arc(d), d.real(0.8, 1.4) * S, hsl(d.real(0, 360), 0.5, d.real(0.45, 0.65)), 0.8);
  for (const g of placeGlyphs(answer, d, warp)) r.fill(g.polygons, g.color, d.real(0.88, 1));
  // Lines about as thick as a thin stroke, in glyph colours, so the line cannot be told by colour or width alone.
  r.stroke(crossingLine(d, warp), d.real(1.4, 1.8) * S, glyphColor(d));
  r.stroke(crossingLine(d, warp), d.real(0.8, 1.1) * S, glyphColor(d));
  // A cut in the background colour breaks the glyphs into pieces that do not follow their outlines.
  r.stroke(crossingLine(d, warp), d.real(0.7, 1) * S, background);
  for (let i = 0; i < (W * H) / 80; i++) {
    const dark = d.real(0, 1) < 0.5;
    const color = dark ? glyphColor(d) : hsl(d.real(0, 360), 0.4, d.real(0.8, 0.95));
    r.set(Math.floor(d.real(0, W)), Math.floor(d.real(0, H)), color, d.real(0.5, 1));
  }
  const { PNG } = pngjs();
  const png = new PNG({ width: W, height: H });
  r.rgba.copy(png.data);
  return PNG.sync.write(png, { colorType: 2, filterType: 1 });
}
