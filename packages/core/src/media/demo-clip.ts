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
