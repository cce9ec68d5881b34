import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runFfmpeg } from "./run";

/** Fonts with Chinese glyphs where distributions put them (Debian/Ubuntu, Fedora, Arch/Alpine, macOS, Windows). */
export const CJK_FONT_PATHS = [
  "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
  "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc",
  "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
  "/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc",
  "/System/Library/Fonts/PingFang.ttc",
  "/System/Library/Fonts/STHeiti Medium.ttc",
  "C:\\Windows\\Fonts\\msyh.ttc",
  "C:\\Windows\\Fonts\\simhei.ttf",
];

/** The first CJK font found, or null (then demo clips carry no text). */
export function findCjkFont(): string | null {
  return CJK_FONT_PATHS.find((p) => existsSync(p)) ?? null;
}

export interface DemoClipOptions {
  ffmpeg: string;
  title: string;
  subtitle?: string;
  seconds: number;
  outPath: string;
  /** A font with Chinese glyphs; null for a clip without text even where a font is installed. */
  fontFile?: string | null;
  /** The test pattern behind the text; testsrc2 by default. */
  pattern?: "testsrc2" | "smptebars";
}

/**
 * A short demo clip (MP4, 640x360, 25 fps, H.264 ultrafast + a 440 Hz AAC tone): an ffmpeg test pattern
 * with the Chinese `title` (and `subtitle`) burnt in when a CJK font is found — `fontFile`, else one
 * of CJK_FONT_PATHS; without a font, no text but still a valid clip. An explicit `fontFile` that
 * does not exist is an error rather than a silent text-less clip.
 */
export async function makeDemoClip(opts: DemoClipOptions): Promise<void> {
  const { title, subtitle, seconds, outPath } = opts;
  if (!(seconds > 0)) throw new Error(`演示视频时长无效：${seconds}`);
  if (opts.fontFile && !existsSync(opts.fontFile)) throw new Error(`字体文件不存在：${opts.fontFile}`);
  const font = opts.fontFile === null ? null : (opts.fontFile ?? findCjkFont());
  await mkdir(path.dirname(path.resolve(outPath)), { recursive: true });
  // The text goes through files (drawtext's textfile=), so quotes, colons and % in titles need no escaping.
  const work = await mkdtemp(path.join(tmpdir(), "demo-clip-"));
  try {
    const texts: { file: string; size: number; y: string }[] = [];
    if (font) {
      texts.push({ file: path.join(work, "title.txt"), size: 40, y: subtitle ? "h*0.36" : "(h-text_h)/2" });
      await writeFile(texts[0].file, oneLine(title));
      if (subtitle) {
        texts.push({ file: path.join(work, "subtitle.txt"), size: 24, y: "h*0.56" });
        await writeFile(texts[1].file, oneLine(subtitle));
      }
    }
    const draw = texts.map((t) =>
      [
        `drawtext=fontfile=${filterValue(font ?? "")}`,
        `textfile=${filterValue(t.file)}`,
        // Literal text: no %{...} expansion.
        "expansion=none",
        `fontsize=${t.size}`,
        "fontcolor=white",
        "box=1",
        "boxcolor=black@0.55",
        "boxborderw=14",
        "x=(w-text_w)/2",
        `y=${t.y}`,
      ].join(":"),
    );
    const pattern = opts.pattern ?? "testsrc2";
    const args = [
      ...["-y", "-hide_banner", "-nostdin", "-loglevel", "error"],
      ...["-f", "lavfi", "-i", `${pattern}=size=640x360:rate=25:duration=${seconds}`],
      ...["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...(draw.length > 0 ? ["-vf", draw.join(",")] : []),
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "64k"],
      ...["-t", String(seconds), "-movflags", "+faststart", outPath],
    ];
    await runFfmpeg(opts.ffmpeg, args, { timeoutMs: 120_000 });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** drawtext draws a newline as a new line and a lone \r as a box; titles are one line. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

/**
 * A value for a filter option inside a -vf graph, escaped for both levels ffmpeg unescapes
 * ("Notes on filtergraph escaping" in ffmpeg-filters): first the option value (\ ' :), then the
 * graph description (\ ' [ ] , ;). Paths such as "C:\Windows\Fonts\msyh.ttc" survive both.
 */
export function filterValue(value: string): string {
  const option = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return option.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

export interface LessonSlide {
  heading: string;
  /** Two to four short lines, shown as bullets. */
  points: string[];
}

export interface LessonClipOptions {
  ffmpeg: string;
  courseTitle: string;
  lessonTitle: string;
  lecturer?: string;
  slides: LessonSlide[];
  outPath: string;
  /** Seconds each card stays on screen (default 6). */
  secondsPerCard?: number;
  /** As for makeDemoClip: a CJK font, null for none; without one the cards are plain colours. */
  fontFile?: string | null;
  /** Aborting kills ffmpeg (a server that stops does not wait for the clip). */
  signal?: AbortSignal;
}

/**
 * A demo lesson as a visitor would expect one (issue 35): a title card (course, lesson, lecturer)
 * then one card per slide, a heading bar over bullet points, at 1280x720 so the Chinese stays
 * legible in the 720p rendition. Each card is drawn once as a picture and shown for its seconds
 * (drawing the text on every frame took ten times as long); silent audio, H.264 ultrafast.
 */
export async function makeLessonClip(opts: LessonClipOptions): Promise<void> {
  const per = opts.secondsPerCard ?? 6;
  if (opts.fontFile && !existsSync(opts.fontFile)) throw new Error(`字体文件不存在：${opts.fontFile}`);
  const font = opts.fontFile === null ? null : (opts.fontFile ?? findCjkFont());
  await mkdir(path.dirname(path.resolve(opts.outPath)), { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), "lesson-clip-"));
  try {
    const cards: Card[] = [
      {
        background: NAVY,
        texts: [
          { value: opts.courseTitle, size: 56, color: "white", x: CENTER, y: "h*0.30" },
          { value: opts.lessonTitle, size: 40, color: "0xf1c40f", x: CENTER, y: "h*0.48" },
          ...(opts.lecturer ? [{ value: `主讲：${opts.lecturer}`, size: 30, color: "0xdddddd", x: CENTER, y: "h*0.62" }] : []),
          { value: "工程建设行业门户 · 演示课程", size: 24, color: "0xaaaaaa", x: CENTER, y: "h*0.86" },
        ],
      },
      ...opts.slides.map((slide, i) => ({
        background: PAPER,
        bar: true,
        texts: [
          { value: slide.heading, size: 48, color: "white", x: "80", y: "36" },
          ...slide.points.map((point, k) => ({ value: `•  ${point}`, size: 38, color: "0x222222", x: "110", y: String(200 + k * 110) })),
          // In the bar, on the right: a player's controls cover the bottom of the picture.
          { value: `${opts.lessonTitle}    ${i + 2} / ${opts.slides.length + 1}`, size: 22, color: "0xbfc9d9", x: "w-text_w-60", y: "50" },
        ],
      })),
    ];
    const pictures: string[] = [];
    for (const [i, card] of cards.entries()) pictures.push(await drawCard(opts.ffmpeg, card, font, work, i, opts.signal));
    // The concat demuxer shows each picture for its duration; the last is listed twice, as it asks.
    const list = path.join(work, "cards.txt");
    const entries = pictures.map((p) => `file ${concatPath(p)}\nduration ${per}\n`).join("");
    await writeFile(list, `${entries}file ${concatPath(pictures[pictures.length - 1])}\n`);
    const seconds = per * cards.length;
    await runFfmpeg(
      opts.ffmpeg,
      [
        ...["-y", "-hide_banner", "-nostdin", "-loglevel", "error"],
        ...["-f", "concat", "-safe", "0", "-i", list],
        ...["-f", "lavfi", "-i", "anullsrc=channel_layout=stereo:sample_rate=48000"],
        // Still pictures need few frames: 5 per second keeps the HLS transcode after it short.
        ...["-r", "5", "-c:v", "libx264", "-preset", "ultrafast", "-tune", "stillimage", "-pix_fmt", "yuv420p"],
        ...["-c:a", "aac", "-b:a", "48k", "-t", String(seconds), "-movflags", "+faststart", opts.outPath],
      ],
      { timeoutMs: 120_000, signal: opts.signal },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const NAVY = "0x1d3557";
const PAPER = "0xf5f3ee";
const CENTER = "(w-text_w)/2";

interface Card {
  background: string;
  /** A navy heading bar across the top. */
  bar?: boolean;
  texts: { value: string; size: number; color: string; x: string; y: string }[];
}

/** One card as a PNG: a colour, the bar, and the texts when there is a font (else the colours alone). */
async function drawCard(ffmpeg: string, card: Card, font: string | null, work: string, i: number, signal?: AbortSignal): Promise<string> {
  const filters = card.bar ? [`drawbox=x=0:y=0:w=iw:h=120:color=${NAVY}:t=fill`] : [];
  if (font) {
    for (const [k, t] of card.texts.entries()) {
      const file = path.join(work, `card${i}-${k}.txt`);
      await writeFile(file, oneLine(t.value));
      filters.push(
        [
          `drawtext=fontfile=${filterValue(font)}`,
          `textfile=${filterValue(file)}`,
          "expansion=none",
          `fontsize=${t.size}`,
          `fontcolor=${t.color}`,
          `x=${t.x}`,
          `y=${t.y}`,
        ].join(":"),
      );
    }
  }
  const out = path.join(work, `card${i}.png`);
  await runFfmpeg(
    ffmpeg,
    [
      ...["-y", "-hide_banner", "-nostdin", "-loglevel", "error"],
      ...["-f", "lavfi", "-i", `color=c=${card.background}:size=1280x720`],
      ...(filters.length ? ["-vf", filters.join(",")] : []),
      ...["-frames:v", "1", out],
    ],
    { timeoutMs: 60_000, signal },
  );
  return out;
}

/** A path for a concat list line: single-quoted, a quote inside written as '\''. */
function concatPath(p: string): string {
  return `'${p.replace(/'/g, "'\\''")}'`;
}
