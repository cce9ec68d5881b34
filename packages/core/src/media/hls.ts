import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type MediaInfo, probeMedia } from "./probe";
import { runFfmpeg } from "./run";

export interface HlsRendition {
  name: string;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** 360p (640x360 for 16:9, 800k) and 720p (1280x720, 2500k). */
export const DEFAULT_RENDITIONS: HlsRendition[] = [
  { name: "360p", height: 360, videoKbps: 800, audioKbps: 96 },
  { name: "720p", height: 720, videoKbps: 2500, audioKbps: 128 },
];

export interface HlsResult {
  durationSec: number;
  width: number;
  height: number;
  renditions: string[];
  /** paths relative to outDir: "master.m3u8", "360p/index.m3u8", "360p/seg_000.ts"…, "poster.jpg" */
  files: string[];
}

export interface TranscodeOptions {
  ffmpeg: string;
  input: string;
  outDir: string;
  renditions?: HlsRendition[];
  segmentSeconds?: number;
  onProgress?: (ratio: number) => void;
  signal?: AbortSignal;
}

/** Where ffmpeg writes before the renditions are moved to their names (see transcodeToHls). */
const STAGING = ".hls-staging";

/**
 * Transcodes `input` to HLS renditions (only those not taller than the source, at least the smallest)
 * with a master playlist and a poster frame, into outDir. One ffmpeg run encodes all renditions
 * (split + scale, -var_stream_map). Progress 0..1 from `-progress pipe:1` against the probed duration;
 * abort via signal kills ffmpeg; failures reject with the tail of ffmpeg's stderr.
 *
 * Two things the npm-shipped ffmpeg 4.1 cannot do, so they are done here for both binaries alike:
 * `name:` in -var_stream_map (4.1 only knows index directories, so ffmpeg writes to .hls-staging/0…
 * and the directories are renamed afterwards) and -master_pl_name (4.1 crashes writing it after the
 * last segment; master.m3u8 is written below, with CODECS and measured BANDWIDTH).
 */
export async function transcodeToHls(opts: TranscodeOptions): Promise<HlsResult> {
  const { ffmpeg, input, outDir, signal, onProgress } = opts;
  const segmentSeconds = opts.segmentSeconds ?? 4;
  const info = await probeMedia(ffmpeg, input);
  const chosen = pickRenditions(opts.renditions ?? DEFAULT_RENDITIONS, info);
  const staging = path.join(outDir, STAGING);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });

  let reported = 0;
  const report = (ratio: number) => {
    // Monotonic and within 0..1, whatever ffmpeg's clock says (it starts slightly negative for AAC).
    const r = Math.min(1, Math.max(0, ratio));
    // Lines still in the pipe after an abort are not progress.
    if (r <= reported || signal?.aborted) return;
    reported = r;
    onProgress?.(r);
  };
  try {
    await runFfmpeg(ffmpeg, hlsArgs(input, info, chosen, segmentSeconds, staging), {
      signal,
      onStdoutLine: (line) => {
        const t = parseOutTime(line);
        if (t !== null && info.durationSec > 0) report(t / info.durationSec);
        else if (line === "progress=end") report(1);
      },
    });
    for (const [i, r] of chosen.entries()) {
      await rm(path.join(outDir, r.name), { recursive: true, force: true });
      await rename(path.join(staging, String(i)), path.join(outDir, r.name));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  const top = chosen[chosen.length - 1];
  await runFfmpeg(ffmpeg, posterArgs(input, info, top, path.join(outDir, "poster.jpg")), { signal });

  const files = ["master.m3u8"];
  const variants: string[] = [];
  for (const r of chosen) {
    const segments = await readSegments(path.join(outDir, r.name, "index.m3u8"));
    files.push(`${r.name}/index.m3u8`, ...segments.map((s) => `${r.name}/${s.uri}`));
    const bw = await measureBandwidth(path.join(outDir, r.name), segments);
    const { width, height } = scaledSize(info, r.height);
    variants.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bw.peak},AVERAGE-BANDWIDTH=${bw.average},RESOLUTION=${width}x${height},CODECS="${codecs(height)}"`,
      `${r.name}/index.m3u8`,
    );
  }
  files.push("poster.jpg");
  // Written last: a master playlist on disk means the whole set is there.
  await writeFile(
    path.join(outDir, "master.m3u8"),
    ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS", ...variants, ""].join("\n"),
  );
  report(1);
  return { durationSec: info.durationSec, width: info.width, height: info.height, renditions: chosen.map((r) => r.name), files };
}

/** Those not taller than the source, smallest first; the smallest alone when the source is smaller still. */
export function pickRenditions(all: HlsRendition[], source: { height: number }): HlsRendition[] {
  if (all.length === 0) throw new Error("至少需要一种清晰度");
  for (const r of all) if (!/^[\w.-]+$/.test(r.name)) throw new Error(`清晰度名称不能用作目录名：${r.name}`);
  const sorted = [...all].sort((a, b) => a.height - b.height);
  const fit = sorted.filter((r) => r.height <= source.height);
  return fit.length > 0 ? fit : [sorted[0]];
}

/** The source's aspect at `height`, width rounded to even (H.264 in 4:2:0 needs even sizes). */
export function scaledSize(source: { width: number; height: number }, height: number) {
  const width = Math.max(2, 2 * Math.round((source.width * height) / source.height / 2));
  return { width, height: height + (height % 2) };
}

function hlsArgs(input: string, info: MediaInfo, chosen: HlsRendition[], segmentSeconds: number, staging: string): string[] {
  const n = chosen.length;
  const fps = info.fps ?? 25;
  // A keyframe exactly at every segment boundary, and none elsewhere (-sc_threshold 0), so every
  // rendition is cut at the same instants and players can switch between them at any segment.
  const gop = String(Math.max(1, Math.round(fps * segmentSeconds)));
  const split = `[0:v:0]split=${n}${chosen.map((_, i) => `[s${i}]`).join("")}`;
  const scales = chosen.map((r, i) => {
    const { width, height } = scaledSize(info, r.height);
    return `[s${i}]scale=${width}:${height},setsar=1[v${i}]`;
  });
  // No audio track: a silent one of the same length, so every output has the same shape (players
  // and the master playlist's CODECS need not know which sources were mute).
  const silence = info.hasAudio
    ? []
    : [
        ...(info.durationSec > 0 ? ["-t", String(info.durationSec)] : []),
        "-f",
        "lavfi",
        "-i",
        "anullsrc=channel_layout=stereo:sample_rate=48000",
      ];
  const audio = info.hasAudio ? "0:a:0" : "1:a:0";
  const perStream = chosen.flatMap((r, i) => [
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.07)}k`,
    `-bufsize:v:${i}`,
    `${Math.round(r.videoKbps * 1.5)}k`,
    `-level:v:${i}`,
    level(scaledSize(info, r.height).height).name,
    `-b:a:${i}`,
    `${r.audioKbps}k`,
  ]);
  return [
    ...["-y", "-hide_banner", "-nostdin", "-loglevel", "error", "-nostats", "-progress", "pipe:1"],
    ...["-i", input, ...silence],
    ...["-filter_complex", [split, ...scales].join(";")],
    ...chosen.flatMap((_, i) => ["-map", `[v${i}]`]),
    ...chosen.flatMap(() => ["-map", audio]),
    ...(info.hasAudio || info.durationSec > 0 ? [] : ["-shortest"]),
    ...["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "main", "-pix_fmt", "yuv420p"],
    ...["-g", gop, "-keyint_min", gop, "-sc_threshold", "0", "-force_key_frames", `expr:gte(t,n_forced*${segmentSeconds})`],
    ...["-c:a", "aac", "-ac", "2", "-ar", "48000"],
    ...perStream,
    ...["-f", "hls", "-hls_time", String(segmentSeconds), "-hls_playlist_type", "vod", "-hls_flags", "independent_segments"],
    ...["-hls_segment_filename", path.join(staging, "%v", "seg_%03d.ts")],
    ...["-var_stream_map", chosen.map((_, i) => `v:${i},a:${i}`).join(" ")],
    path.join(staging, "%v", "index.m3u8"),
  ];
}

/** A JPEG about 1 s in (past fade-ins and black first frames), or the first frame of a clip under 2 s. */
function posterArgs(input: string, info: MediaInfo, top: HlsRendition, out: string): string[] {
  const { width, height } = scaledSize(info, top.height);
  const at = info.durationSec >= 2 ? "1" : "0";
  return [
    ...["-y", "-hide_banner", "-nostdin", "-loglevel", "error", "-ss", at, "-i", input],
    ...["-map", "0:v:0", "-frames:v", "1", "-vf", `scale=${width}:${height},setsar=1`, "-q:v", "3", "-f", "image2", "-update", "1", out],
  ];
}

/** `out_time=00:00:01.234567` from -progress → seconds; null for other lines and "N/A". */
export function parseOutTime(line: string): number | null {
  const m = /^out_time=(-?)(\d+):(\d+):([\d.]+)$/.exec(line);
  if (!m) return null;
  if (m[1]) return 0;
  return Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
}

/** H.264 levels by picture height (Main profile, up to ~30 fps): the level we ask x264 for and its CODECS byte. */
function level(height: number): { name: string; hex: string } {
  if (height <= 576) return { name: "3.0", hex: "1e" };
  if (height <= 720) return { name: "3.1", hex: "1f" };
  if (height <= 1080) return { name: "4.0", hex: "28" };
  return { name: "5.1", hex: "33" };
}

/** RFC 6381 codecs: H.264 Main (4d, constraint flags 40) at the level above, and AAC-LC. */
function codecs(height: number): string {
  return `avc1.4d40${level(height).hex},mp4a.40.2`;
}

interface Segment {
  uri: string;
  duration: number;
}

async function readSegments(playlist: string): Promise<Segment[]> {
  const lines = (await readFile(playlist, "utf8")).split(/\r?\n/);
  const segments: Segment[] = [];
  let duration = 0;
  for (const line of lines) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) duration = Number(inf[1]);
    else if (line && !line.startsWith("#")) segments.push({ uri: line, duration });
  }
  if (!lines.includes("#EXT-X-ENDLIST") || segments.length === 0) throw new Error(`HLS 播放列表不完整：${playlist}`);
  return segments;
}

/** BANDWIDTH is the peak segment bitrate (what a player must sustain), AVERAGE-BANDWIDTH the mean; both measured. */
async function measureBandwidth(dir: string, segments: Segment[]) {
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const s of segments) {
    const size = (await stat(path.join(dir, s.uri))).size * 8;
    bits += size;
    seconds += s.duration;
    if (s.duration > 0) peak = Math.max(peak, size / s.duration);
  }
  return { peak: Math.ceil(peak), average: Math.ceil(seconds > 0 ? bits / seconds : peak) };
}
