/**
 * Cover illustrations for the demo content, drawn by the project as SVG (never downloaded): one
 * scene per kind of work, a few colour variants each. Served at /covers/{theme}-{variant}.svg so
 * the demo has images in lists and the carousel without shipping binary files. Staff replace them
 * with uploads in the console.
 */
export const COVER_THEMES = ["bridge", "tunnel", "subway", "road", "building", "pipes", "water", "document", "digital", "city"] as const;
export type CoverTheme = (typeof COVER_THEMES)[number];
export const COVER_VARIANTS = 4;
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

/** Sky gradient (top, bottom) and an accent per variant: calm blues, teal, dusk, dawn. */
const PALETTES = [
  ["#1d4ed8", "#93c5fd", "#f59e0b"],
  ["#0f766e", "#99f6e4", "#fde047"],
  ["#4338ca", "#f0abfc", "#fb923c"],
  ["#0369a1", "#fed7aa", "#ef4444"],
] as const;

const INK = "#0f172a";
const PAPER = "#f8fafc";

/** The theme whose words appear first in a title; "city" when none does. */
export function coverThemeFor(text: string): CoverTheme {
  const rules: [RegExp, CoverTheme][] = [
    [/隧道|盾构|山岭|TBM/, "tunnel"],
    [/地铁|轨道|城轨|高铁|铁路/, "subway"],
    [/桥|跨江|跨海/, "bridge"],
    [/管网|管廊|排水|供水|燃气|市政/, "pipes"],
    [/水利|水库|河道|堤|灌区|防洪/, "water"],
    [/公路|道路|高速|路面|交通/, "road"],
    [/房建|住宅|建筑|装配式|厂房|城市更新|小区/, "building"],
    [/政策|办法|条例|通知|规定|标准|规范|意见/, "document"],
    [/数字|智慧|BIM|GIS|平台|软件|信息化|系统|数据|计量|AI|智能/, "digital"],
  ];
  return rules.find(([re]) => re.test(text))?.[1] ?? "city";
}

/** A stable URL for a piece of demo content: its theme from the title, its variant from a seed. */
export function demoCoverUrl(text: string, seed: number): string {
  return `/covers/${coverThemeFor(text)}-${Math.abs(seed) % COVER_VARIANTS}.svg`;
}

/** Parses "{theme}-{variant}.svg"; null for anything else, so the route answers 404. */
export function parseCoverName(name: string): { theme: CoverTheme; variant: number } | null {
  const m = /^([a-z]+)-(\d)\.svg$/.exec(name);
  if (!m || !(COVER_THEMES as readonly string[]).includes(m[1])) return null;
  const variant = Number(m[2]);
  return variant < COVER_VARIANTS ? { theme: m[1] as CoverTheme, variant } : null;
}

export function coverSvg(theme: CoverTheme, variant: number): string {
  const [top, bottom, accent] = PALETTES[variant % PALETTES.length];
  const shift = variant * 37;
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
  const sky = `<rect width="640" height="360" fill="url(#sky)"/><circle cx="${480 - shift}" cy="${86 + variant * 6}" r="34" fill="${accent}" opacity=".85"/>`;
  const grid = Array.from({ length: 7 }, (_, i) => `<path d="M${i * 100 + 20} 0V360" stroke="#fff" stroke-opacity=".06"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img">${defs}${sky}${grid}${SCENES[theme](accent, shift)}</svg>`;
}

const hills = (fill: string, y: number) =>
  `<path d="M0 ${y}Q120 ${y - 60} 240 ${y - 10}T480 ${y - 20}T640 ${y - 30}V360H0Z" fill="${fill}"/>`;
const windows = (x: number, y: number, cols: number, rows: number, lit: string) =>
  Array.from({ length: cols * rows }, (_, i) => {
    const cx = x + (i % cols) * 14;
    const cy = y + Math.floor(i / cols) * 18;
    return `<rect x="${cx}" y="${cy}" width="7" height="10" fill="${(i * 7) % 5 === 0 ? lit : "#e2e8f0"}" opacity=".8"/>`;
  }).join("");

const SCENES: Record<CoverTheme, (accent: string, shift: number) => string> = {
  bridge: (accent) =>
    `${hills("#1e3a5f", 250)}<rect y="270" width="640" height="90" fill="#1e40af" opacity=".7"/>` +
    `<path d="M0 300Q40 292 80 300T160 300T240 300T320 300T400 300T480 300T560 300T640 300" stroke="#bfdbfe" stroke-width="3" fill="none" opacity=".6"/>` +
    `<path d="M40 220Q180 110 320 220Q460 110 600 220" stroke="${accent}" stroke-width="8" fill="none"/>` +
    `<rect x="0" y="214" width="640" height="12" fill="${INK}"/>` +
    [80, 200, 320, 440, 560].map((x) => `<rect x="${x - 6}" y="226" width="12" height="64" fill="${INK}"/>`).join(""),
  tunnel: (accent) =>
    `<path d="M0 300L140 120L260 190L380 90L520 170L640 130V360H0Z" fill="#334155"/>` +
    `<path d="M230 300V230A90 90 0 0 1 410 230V300Z" fill="${INK}"/><path d="M250 300V236A70 70 0 0 1 390 236V300Z" fill="#1e293b"/>` +
    `<path d="M300 300L180 360H460L340 300Z" fill="#64748b"/><path d="M320 302V360" stroke="${accent}" stroke-width="4" stroke-dasharray="12 10"/>` +
    `<circle cx="290" cy="248" r="5" fill="${accent}"/><circle cx="350" cy="248" r="5" fill="${accent}"/>`,
  subway: (accent) =>
    `<rect y="280" width="640" height="80" fill="#334155"/><path d="M0 318H640M0 338H640" stroke="#94a3b8" stroke-width="4"/>` +
    `<rect x="60" y="170" width="520" height="104" rx="30" fill="${PAPER}"/><rect x="60" y="238" width="520" height="10" fill="${accent}"/>` +
    [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${100 + i * 78}" y="190" width="56" height="36" rx="6" fill="#1e293b"/>`).join(""),
  road: (accent, shift) =>
    `${hills("#166534", 230)}<path d="M${300 + shift / 3} 200L120 360H520L${340 + shift / 3} 200Z" fill="#475569"/>` +
    `<path d="M${320 + shift / 3} 206L320 360" stroke="${accent}" stroke-width="6" stroke-dasharray="18 16"/>` +
    `<path d="M${300 + shift / 3} 200L120 360M${340 + shift / 3} 200L520 360" stroke="${PAPER}" stroke-width="3"/>`,
  building: (accent) =>
    `<rect y="300" width="640" height="60" fill="#334155"/>` +
    `<rect x="70" y="150" width="90" height="150" fill="#1e3a5f"/>${windows(80, 162, 5, 7, accent)}` +
    `<rect x="190" y="90" width="110" height="210" fill="${INK}"/>${windows(202, 104, 6, 10, accent)}` +
    `<rect x="330" y="190" width="80" height="110" fill="#1e3a5f"/>${windows(340, 202, 4, 5, accent)}` +
    `<path d="M470 300V70M470 80H600M470 80L440 110M520 80V140" stroke="${accent}" stroke-width="6" fill="none"/><rect x="508" y="140" width="24" height="18" fill="${accent}"/>`,
  pipes: (accent) =>
    `<rect y="170" width="640" height="190" fill="#78350f" opacity=".55"/><rect y="170" width="640" height="16" fill="#3f2a14"/>` +
    `<rect x="0" y="220" width="640" height="30" rx="15" fill="${accent}"/><rect x="0" y="285" width="640" height="22" rx="11" fill="#60a5fa"/>` +
    [90, 250, 410, 570].map((x) => `<rect x="${x}" y="214" width="18" height="42" fill="${INK}" opacity=".5"/>`).join("") +
    `<ellipse cx="180" cy="178" rx="40" ry="8" fill="${INK}"/><path d="M180 178V220" stroke="${INK}" stroke-width="10"/>`,
  water: (accent) =>
    `${hills("#14532d", 220)}<rect y="240" width="330" height="120" fill="#1d4ed8" opacity=".75"/>` +
    `<path d="M330 160H400L450 360H300Z" fill="#cbd5e1"/><path d="M330 160H400" stroke="${accent}" stroke-width="6"/>` +
    `<path d="M450 330Q500 320 540 335T640 330V360H450Z" fill="#60a5fa"/>` +
    [0, 1, 2]
      .map((i) => `<path d="M${30 + i * 90} ${270 + i * 22}q20 -8 40 0t40 0" stroke="#bfdbfe" stroke-width="3" fill="none"/>`)
      .join(""),
  document: (accent) =>
    `<rect x="190" y="70" width="230" height="270" rx="8" fill="#cbd5e1" transform="rotate(-6 305 205)"/>` +
    `<rect x="210" y="60" width="230" height="270" rx="8" fill="${PAPER}"/>` +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<rect x="236" y="${110 + i * 26}" width="${i % 3 === 2 ? 120 : 178}" height="8" rx="4" fill="#94a3b8"/>`)
      .join("") +
    `<rect x="236" y="84" width="110" height="12" rx="6" fill="${INK}"/><circle cx="390" cy="290" r="28" fill="none" stroke="${accent}" stroke-width="6"/>`,
  digital: (accent) =>
    `<rect x="110" y="70" width="420" height="240" rx="14" fill="${INK}" opacity=".9"/><rect x="130" y="92" width="380" height="196" rx="6" fill="#1e293b"/>` +
    [60, 110, 80, 140, 100, 160]
      .map((h, i) => `<rect x="${160 + i * 40}" y="${270 - h}" width="24" height="${h}" fill="${i === 5 ? accent : "#38bdf8"}"/>`)
      .join("") +
    `<path d="M160 200L200 170L240 185L280 140L320 150L360 110L400 120" stroke="${accent}" stroke-width="4" fill="none"/>` +
    `<rect x="270" y="310" width="100" height="16" fill="${INK}"/>`,
  city: (accent) =>
    `<rect y="290" width="640" height="70" fill="#334155"/>` +
    [
      [30, 170, 70],
      [110, 120, 60],
      [180, 200, 80],
      [270, 90, 70],
      [350, 160, 90],
      [450, 130, 60],
      [520, 190, 90],
    ]
      .map(
        ([x, y, w]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${290 - y}" fill="#1e3a5f"/>${windows(x + 8, y + 12, Math.floor((w - 8) / 14), 3, accent)}`,
      )
      .join(""),
};
