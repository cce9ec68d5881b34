/**
 * A small anti-aliased polygon painter for the image code: polygons filled by the non-zero rule into
 * an RGBA pixel buffer, which pngjs then encodes. Enough for a few glyphs and lines, a few ms a picture,
 * and no native canvas or system font to install.
 */

/** A closed polygon: x0 y0 x1 y1 … in pixels, y down. */
export type Polygon = Float64Array;
export type Rgb = readonly [number, number, number];

// Sub-scanlines per pixel row; across a row each span's ends get their exact fractional coverage.
const SUB = 5;

export class Raster {
  readonly rgba: Buffer;
  private readonly coverage: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgba = Buffer.alloc(width * height * 4, 255);
    this.coverage = new Float32Array(width * height);
  }

  /** Paints every pixel with a left-to-right blend of two colours. */
  gradient(from: Rgb, to: Rgb) {
    for (let x = 0; x < this.width; x++) {
      const [r, g, b] = mix(from, to, x / (this.width - 1));
      for (let i = x * 4; i < this.rgba.length; i += this.width * 4) {
        this.rgba[i] = r;
        this.rgba[i + 1] = g;
        this.rgba[i + 2] = b;
      }
    }
  }

  /** Blends `color` over pixel (x, y) with opacity `alpha`. */
  set(x: number, y: number, color: Rgb, alpha: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    for (let c = 0; c < 3; c++) this.rgba[i + c] = Math.round(this.rgba[i + c] * (1 - alpha) + color[c] * alpha);
  }

  /** Fills the union of the polygons (non-zero winding) with `color` at opacity `alpha`. */
  fill(polygons: Polygon[], color: Rgb, alpha = 1) {
    const edges = edgeList(polygons);
    const d = edges.data;
    const rowFrom = Math.max(0, Math.floor(edges.top));
    const rowTo = Math.min(this.height - 1, Math.ceil(edges.bottom));
    if (rowTo < rowFrom) return;
    const byRow = edgesByRow(edges, rowFrom, rowTo);
    for (let row = rowFrom; row <= rowTo; row++) {
      const [first, last] = [byRow.start[row - rowFrom], byRow.start[row - rowFrom + 1]];
      for (let s = 0; s < SUB; s++) {
        const y = row + (s + 0.5) / SUB;
        let n = 0;
        for (let j = first; j < last; j++) {
          const e = byRow.edge[j];
          if (y < d[e + 1] || y >= d[e + 3]) continue;
          // Insertion sort as we go: a line crosses a few edges only.
          const x = d[e] + ((y - d[e + 1]) / (d[e + 3] - d[e + 1])) * (d[e + 2] - d[e]);
          let k = n++;
          while (k > 0 && crossX[k - 1] > x) {
            crossX[k] = crossX[k - 1];
            crossDir[k] = crossDir[k - 1];
            k--;
          }
          crossX[k] = x;
          crossDir[k] = d[e + 4];
        }
        this.spans(row, n, 1 / SUB);
      }
    }
    this.paintCoverage(rowFrom, rowTo, color, alpha);
  }

  /** Draws a polyline `width` pixels wide: one quadrilateral a segment, all turning the same way. */
  stroke(points: Polygon, width: number, color: Rgb, alpha = 1) {
    const quads: Polygon[] = [];
    const h = width / 2;
    for (let i = 0; i + 3 < points.length; i += 2) {
      const [x0, y0, x1, y1] = [points[i], points[i + 1], points[i + 2], points[i + 3]];
      const len = Math.hypot(x1 - x0, y1 - y0) || 1;
      // Each piece reaches half a width past its ends so the bends have no gaps.
      const ux = ((x1 - x0) / len) * h;
      const uy = ((y1 - y0) / len) * h;
      quads.push(
        Float64Array.of(x0 - ux - uy, y0 - uy + ux, x1 + ux - uy, y1 + uy + ux, x1 + ux + uy, y1 + uy - ux, x0 - ux + uy, y0 - uy - ux),
      );
    }
    this.fill(quads, color, alpha);
  }

  // Walks the sorted crossings of one sub-scanline; where the winding number is non-zero, the span is inside.
  private spans(row: number, n: number, weight: number) {
    let winding = 0;
    let start = 0;
    for (let i = 0; i < n; i++) {
      if (winding === 0) start = crossX[i];
      winding += crossDir[i];
      if (winding === 0) this.span(row, start, crossX[i], weight);
    }
  }

  private span(row: number, from: number, to: number, weight: number) {
    const a = Math.max(0, from);
    const b = Math.min(this.width, to);
    if (b <= a) return;
    const base = row * this.width;
    const ia = Math.floor(a);
    const ib = Math.floor(b);
    if (ia === ib) {
      this.coverage[base + ia] += (b - a) * weight;
      return;
    }
    this.coverage[base + ia] += (ia + 1 - a) * weight;
    for (let x = ia + 1; x < ib; x++) this.coverage[base + x] += weight;
    if (ib < this.width) this.coverage[base + ib] += (b - ib) * weight;
  }

  private paintCoverage(rowFrom: number, rowTo: number, color: Rgb, alpha: number) {
    for (let row = rowFrom; row <= rowTo; row++)
      for (let x = 0; x < this.width; x++) {
        const i = row * this.width + x;
        const c = this.coverage[i];
        if (c <= 0) continue;
        this.set(x, row, color, Math.min(1, c) * alpha);
        this.coverage[i] = 0;
      }
  }
}

// One sub-scanline's crossings, sorted by x, and whether each edge goes down (+1) or up (−1).
const crossX = new Float64Array(4096);
const crossDir = new Int8Array(4096);

/** The polygons' non-horizontal edges as x0 y0 x1 y1 direction, each with y0 < y1. */
function edgeList(polygons: Polygon[]) {
  const data = new Float64Array(polygons.reduce((n, p) => n + p.length / 2, 0) * 5);
  let count = 0;
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const p of polygons) {
    for (let i = 0; i < p.length; i += 2) {
      const [ax, ay] = [p[i], p[i + 1]];
      const [bx, by] = [p[(i + 2) % p.length], p[(i + 3) % p.length]];
      if (ay === by) continue;
      const down = by > ay;
      data.set(down ? [ax, ay, bx, by, 1] : [bx, by, ax, ay, -1], count++ * 5);
      top = Math.min(top, ay);
      bottom = Math.max(bottom, ay);
    }
  }
  return { data, count, top, bottom };
}

/** For each pixel row, the offsets (into the edge data) of the edges that reach into it. */
function edgesByRow(edges: ReturnType<typeof edgeList>, rowFrom: number, rowTo: number) {
  const rows = rowTo - rowFrom + 1;
  const span = (e: number) => [
    Math.max(0, Math.floor(edges.data[e + 1]) - rowFrom),
    Math.min(rows - 1, Math.ceil(edges.data[e + 3]) - 1 - rowFrom),
  ];
  const start = new Int32Array(rows + 1);
  for (let e = 0; e < edges.count * 5; e += 5) {
    const [a, b] = span(e);
    for (let r = a; r <= b; r++) start[r + 1]++;
  }
  for (let r = 0; r < rows; r++) start[r + 1] += start[r];
  const edge = new Int32Array(start[rows]);
  const next = start.slice(0, rows);
  for (let e = 0; e < edges.count * 5; e += 5) {
    const [a, b] = span(e);
    for (let r = a; r <= b; r++) edge[next[r]++] = e;
  }
  return { start, edge };
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** hsl → rgb, h in degrees, s and l in 0–1. */
export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}
