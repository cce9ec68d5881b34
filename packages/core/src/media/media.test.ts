import { execFileSync } from "node:child_process";
import {
  accessSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { filterValue, findCjkFont, makeDemoClip, makeLessonClip } from "./demo-clip";
import { findFfmpeg } from "./find";
import { parseOutTime, pickRenditions, scaledSize, transcodeToHls } from "./hls";
import { parseInputInfo, probeMedia } from "./probe";

const root = mkdtempSync(path.join(tmpdir(), "media-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Debian's ffmpeg (5.1 here) and the npm-shipped one (4.1): the module must work with both. */
function systemFfmpeg(): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    try {
      accessSync(path.join(dir, "ffmpeg"), constants.X_OK);
      return path.join(dir, "ffmpeg");
    } catch {}
  }
  return null;
}
function npmFfmpeg(): string | null {
  try {
    return (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  } catch {
    return null;
  }
}
const binaries = [
  { kind: "system", ffmpeg: systemFfmpeg() },
  { kind: "npm", ffmpeg: npmFfmpeg() },
].filter((b): b is { kind: string; ffmpeg: string } => b.ffmpeg !== null);
const anyFfmpeg = binaries[0]?.ffmpeg;

const RENDITIONS = [
  { name: "180p", height: 180, videoKbps: 300, audioKbps: 64 },
  { name: "360p", height: 360, videoKbps: 800, audioKbps: 96 },
  { name: "720p", height: 720, videoKbps: 2500, audioKbps: 128 },
];

/** ffmpeg processes whose command line mentions `needle` (Linux /proc; none elsewhere). */
function processesMentioning(needle: string): number[] {
  if (!existsSync("/proc")) return [];
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe("parsing ffmpeg's output", () => {
  it("reads size, duration, fps and audio from `ffmpeg -i` (5.1 and 4.1 layouts)", () => {
    const v51 = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'a.mp4':
  Duration: 00:01:03.52, start: 0.000000, bitrate: 1951 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 1920x1080 [SAR 1:1 DAR 16:9], 1877 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
At least one output file must be specified`;
    expect(parseInputInfo(v51)).toEqual({ durationSec: 63.52, width: 1920, height: 1080, hasAudio: true, fps: 29.97 });
    const v41 = `Input #0, mpegts, from 'b.ts':
  Duration: 00:00:03.02, start: 1.400000, bitrate: 1964 kb/s
    Stream #0:0(und): Video: h264 (Main) ([27][0][0][0] / 0x001B), yuv420p, 640x360 [SAR 1:1 DAR 16:9], 25 fps, 25 tbr, 90k tbn, 50 tbc
    Side data:
      displaymatrix: rotation of -90.00 degrees`;
    expect(parseInputInfo(v41)).toEqual({ durationSec: 3.02, width: 360, height: 640, hasAudio: false, fps: 25 });
    expect(parseInputInfo("x.mp4: Invalid data found when processing input")).toBeNull();
    expect(parseInputInfo("Input #0, mp3, from 'c.mp3':\n  Duration: 00:00:05.00\n  Stream #0:0: Audio: mp3, 44100 Hz")).toBeNull();
  });

  it("reads -progress times and picks renditions no taller than the source", () => {
    expect(parseOutTime("out_time=00:01:02.500000")).toBe(62.5);
    expect(parseOutTime("out_time=-00:00:00.023220")).toBe(0);
    expect(parseOutTime("out_time=N/A")).toBeNull();
    expect(parseOutTime("frame=12")).toBeNull();
    expect(pickRenditions(RENDITIONS, { height: 720 }).map((r) => r.name)).toEqual(["180p", "360p", "720p"]);
    expect(pickRenditions(RENDITIONS, { height: 500 }).map((r) => r.name)).toEqual(["180p", "360p"]);
    expect(pickRenditions(RENDITIONS, { height: 100 }).map((r) => r.name)).toEqual(["180p"]);
    expect(() => pickRenditions([{ ...RENDITIONS[0], name: "../x" }], { height: 720 })).toThrow();
    expect(scaledSize({ width: 1920, height: 1080 }, 360)).toEqual({ width: 640, height: 360 });
    expect(scaledSize({ width: 720, height: 1280 }, 360)).toEqual({ width: 202, height: 360 });
  });

  it("escapes filter option values for both levels of the filtergraph", () => {
    expect(filterValue("/usr/share/fonts/a.ttc")).toBe("/usr/share/fonts/a.ttc");
    expect(filterValue("C:\\f")).toBe("C\\\\:\\\\\\\\f");
    expect(filterValue("a'b,c")).toBe("a\\\\\\'b\\,c");
  });
});

describe("findFfmpeg", () => {
  const saved = process.env.FFMPEG_PATH;
  afterAll(() => {
    if (saved === undefined) delete process.env.FFMPEG_PATH;
    else process.env.FFMPEG_PATH = saved;
  });
  // A fresh module for each case: the answer is cached per process.
  const fresh = async () => {
    vi.resetModules();
    return (await import("./find")).findFfmpeg;
  };

  it.skipIf(!anyFfmpeg)("finds a working ffmpeg and caches the answer", async () => {
    const found = await findFfmpeg();
    expect(found).toBeTruthy();
    expect(findFfmpeg()).toBe(findFfmpeg());
  });

  it.skipIf(binaries.length < 2)("prefers FFMPEG_PATH, and skips it when it does not run", async () => {
    const npm = binaries.find((b) => b.kind === "npm")?.ffmpeg ?? "";
    process.env.FFMPEG_PATH = npm;
    expect(await (await fresh())()).toBe(npm);
    process.env.FFMPEG_PATH = path.join(root, "no-such-ffmpeg");
    expect(await (await fresh())()).toBe(systemFfmpeg());
  });
});

describe.each(binaries)("with the $kind ffmpeg", ({ kind, ffmpeg }) => {
  const dir = path.join(root, kind);
  const clip = path.join(dir, "clip.mp4");
  beforeAll(async () => {
    await makeDemoClip({ ffmpeg, title: "工程建设门户 演示", subtitle: "安全生产月", seconds: 3, outPath: clip });
  });

  it("makes a 3-second demo clip and probes it", async () => {
    const info = await probeMedia(ffmpeg, clip);
    expect(info.durationSec).toBeGreaterThan(2.9);
    expect(info.durationSec).toBeLessThan(3.2);
    expect(info).toMatchObject({ width: 640, height: 360, hasAudio: true, fps: 25 });
  });

  it("transcodes to HLS with a master playlist, complete renditions, a poster and progress", async () => {
    const outDir = path.join(dir, "hls");
    const progress: number[] = [];
    const result = await transcodeToHls({
      ffmpeg,
      input: clip,
      outDir,
      renditions: RENDITIONS,
      segmentSeconds: 1,
      onProgress: (r) => progress.push(r),
    });
    // 720p is taller than the 360p source, so it is left out.
    expect(result.renditions).toEqual(["180p", "360p"]);
    expect(result).toMatchObject({ width: 640, height: 360 });
    const master = readFileSync(path.join(outDir, "master.m3u8"), "utf8");
    expect(master).toMatch(/RESOLUTION=320x180,CODECS="avc1\.4d401e,mp4a\.40\.2"\n180p\/index\.m3u8/);
    expect(master).toMatch(/^#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=640x360,.*\n360p\/index\.m3u8$/m);
    expect(master).not.toContain("720p");
    for (const name of result.renditions) {
      const playlist = readFileSync(path.join(outDir, name, "index.m3u8"), "utf8");
      expect(playlist).toContain("#EXT-X-ENDLIST");
      expect(playlist).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
      const segments = playlist.split("\n").filter((l) => l && !l.startsWith("#"));
      expect(segments.length).toBeGreaterThanOrEqual(3);
      for (const s of segments) expect(statSync(path.join(outDir, name, s)).size).toBeGreaterThan(1000);
    }
    expect(result.files[0]).toBe("master.m3u8");
    expect(result.files).toContain("180p/seg_000.ts");
    expect(result.files.at(-1)).toBe("poster.jpg");
    for (const f of result.files) expect(existsSync(path.join(outDir, f)), f).toBe(true);
    expect(existsSync(path.join(outDir, ".hls-staging"))).toBe(false);
    expect([...readFileSync(path.join(outDir, "poster.jpg")).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1]);
  });
});

describe.skipIf(!anyFfmpeg)("edge cases", () => {
  const ffmpeg = anyFfmpeg ?? "";
  const dir = path.join(root, "edge");
  mkdirSync(dir, { recursive: true });

  it("gives a video without audio a silent track, and a short clip its first frame as poster", async () => {
    const mute = path.join(dir, "mute.mp4");
    execFileSync(ffmpeg, [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=320x240:rate=25:duration=1.5",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      mute,
    ]);
    expect((await probeMedia(ffmpeg, mute)).hasAudio).toBe(false);
    const outDir = path.join(dir, "mute-hls");
    const result = await transcodeToHls({ ffmpeg, input: mute, outDir });
    // Smaller than every rendition: still the smallest one.
    expect(result.renditions).toEqual(["360p"]);
    expect(result.files).toEqual(["master.m3u8", "360p/index.m3u8", "360p/seg_000.ts", "poster.jpg"]);
    const segment = await probeMedia(ffmpeg, path.join(outDir, "360p/seg_000.ts"));
    expect(segment).toMatchObject({ width: 480, height: 360, hasAudio: true });
    expect(readFileSync(path.join(outDir, "master.m3u8"), "utf8")).toContain('RESOLUTION=480x360,CODECS="avc1.4d401e,mp4a.40.2"');
  });

  it("kills ffmpeg when aborted and rejects", async () => {
    const input = path.join(dir, "long.mp4");
    await makeDemoClip({ ffmpeg, title: "中止", seconds: 8, outPath: input, fontFile: null });
    const outDir = path.join(dir, "aborted-hls");
    const controller = new AbortController();
    let seen = 0;
    const run = transcodeToHls({
      ffmpeg,
      input,
      outDir,
      segmentSeconds: 1,
      signal: controller.signal,
      onProgress: () => {
        seen++;
        controller.abort();
      },
    });
    await expect(run).rejects.toThrow(/abort/i);
    expect(seen).toBe(1);
    expect(processesMentioning(outDir)).toEqual([]);
    expect(existsSync(path.join(outDir, ".hls-staging"))).toBe(false);
    expect(existsSync(path.join(outDir, "master.m3u8"))).toBe(false);
    // Already aborted: nothing starts.
    await expect(transcodeToHls({ ffmpeg, input, outDir, signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
  });

  it("rejects a corrupt input with ffmpeg's own words", async () => {
    const bad = path.join(dir, "bad.mp4");
    writeFileSync(bad, Buffer.from("这不是视频".repeat(200)));
    await expect(probeMedia(ffmpeg, bad)).rejects.toThrow(/Invalid data found when processing input/);
    await expect(transcodeToHls({ ffmpeg, input: bad, outDir: path.join(dir, "bad-hls") })).rejects.toThrow(/bad\.mp4/);
    await expect(probeMedia("/nonexistent/ffmpeg", bad)).rejects.toThrow(/ENOENT/);
  });

  it.skipIf(!findCjkFont())("burns in a title with a font whose path needs escaping, and makes text-less clips", async () => {
    const odd = path.join(dir, "it's: [odd], path;");
    mkdirSync(odd, { recursive: true });
    const fontFile = path.join(odd, "font.ttc");
    copyFileSync(findCjkFont() ?? "", fontFile);
    const withText = path.join(dir, "titled.mp4");
    await makeDemoClip({ ffmpeg, title: "标题: 'a' %{n}", seconds: 1, outPath: withText, fontFile, pattern: "smptebars" });
    const plain = path.join(dir, "plain.mp4");
    await makeDemoClip({ ffmpeg, title: "无字", seconds: 1, outPath: plain, fontFile: null });
    for (const f of [withText, plain]) expect(await probeMedia(ffmpeg, f)).toMatchObject({ width: 640, height: 360, hasAudio: true });
    await expect(
      makeDemoClip({ ffmpeg, title: "x", seconds: 1, outPath: plain, fontFile: path.join(dir, "missing.ttc") }),
    ).rejects.toThrow();
  });

  it.skipIf(!findCjkFont())("makes a demo lesson: a title card, then one card per slide with its text", async () => {
    const lesson = path.join(dir, "lesson.mp4");
    const bare = path.join(dir, "lesson-bare.mp4");
    const o = {
      ffmpeg,
      courseTitle: "深基坑支护施工技术",
      lessonTitle: "支护结构选型",
      lecturer: "李明",
      slides: [
        { heading: "选型考虑的因素", points: ["基坑深度与周边环境", "土层条件与地下水位"] },
        { heading: "常见支护形式", points: ["排桩加内支撑", "地下连续墙"] },
      ],
      secondsPerCard: 2,
    };
    await makeLessonClip({ ...o, outPath: lesson });
    await makeLessonClip({ ...o, outPath: bare, fontFile: null });
    const info = await probeMedia(ffmpeg, lesson);
    expect(info).toMatchObject({ width: 1280, height: 720, hasAudio: true, fps: 5 });
    expect(info.durationSec).toBeGreaterThan(5.9);
    expect(info.durationSec).toBeLessThan(6.3);
    /** One frame at `t` seconds as RGB bytes. */
    const frame = (file: string, t: number) => {
      const out = path.join(dir, `frame-${path.basename(file)}-${t}.rgb`);
      execFileSync(ffmpeg, [
        "-y",
        "-loglevel",
        "error",
        "-ss",
        String(t),
        "-i",
        file,
        "-frames:v",
        "1",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        out,
      ]);
      return readFileSync(out);
    };
    const pixel = (rgb: Buffer, x: number, y: number) => [...rgb.subarray((y * 1280 + x) * 3, (y * 1280 + x) * 3 + 3)];
    const light = (p: number[]) => p.every((v) => v > 200);
    // Title card: navy all over; slides: a navy bar over a light page.
    expect(light(pixel(frame(lesson, 1), 640, 700))).toBe(false);
    expect(light(pixel(frame(lesson, 3), 640, 700))).toBe(true);
    expect(light(pixel(frame(lesson, 3), 640, 40))).toBe(false);
    // The text is drawn: the cards differ from the same cards without a font, and from each other.
    expect(frame(lesson, 1).equals(frame(bare, 1))).toBe(false);
    expect(frame(lesson, 3).equals(frame(bare, 3))).toBe(false);
    expect(frame(lesson, 3).equals(frame(lesson, 5))).toBe(false);
    expect(frame(bare, 3).equals(frame(bare, 5))).toBe(true);
  });
});
