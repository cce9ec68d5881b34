import { runFfmpeg, tail } from "./run";

export interface MediaInfo {
  durationSec: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** Frames per second of the video stream, when ffmpeg states it (variable-rate files may not). */
  fps?: number;
}

/**
 * Duration/size of a media file (parse `ffmpeg -i` stderr; ffprobe may not exist next to an
 * npm-shipped ffmpeg). Width and height are as displayed: a phone video stored 1920x1080 with a
 * 90° rotation reports 1080x1920, because ffmpeg rotates it that way when transcoding.
 */
export async function probeMedia(ffmpeg: string, input: string): Promise<MediaInfo> {
  // With no output file ffmpeg exits 1 after describing the input; that is the expected outcome here.
  const { stderr } = await runFfmpeg(ffmpeg, ["-hide_banner", "-nostdin", "-i", input], { okCodes: [0, 1], timeoutMs: 60_000 });
  const info = parseInputInfo(stderr);
  if (!info) throw new Error(`无法识别的媒体文件 ${input}：${tail(stderr)}`);
  return info;
}

/** Reads ffmpeg's description of input #0; null when ffmpeg could not open it or it has no video. */
export function parseInputInfo(stderr: string): MediaInfo | null {
  const start = stderr.indexOf("Input #0");
  if (start < 0) return null;
  const text = stderr.slice(start);
  const video = /Stream #0:\d+.*?: Video: (.*)/.exec(text)?.[1];
  // "yuv420p(progressive), 640x360 [SAR 1:1 DAR 16:9]": the first WxH after a separator; the codec
  // tag before it ("avc1 / 0x31637661") never has two digits before its x.
  const size = video ? /(?:^|[\s,])(\d{2,5})x(\d{2,5})(?=[\s,[]|$)/.exec(video) : null;
  if (!size) return null;
  let width = Number(size[1]);
  let height = Number(size[2]);
  const rotation = Number(/rotation of (-?[\d.]+) degrees/.exec(text)?.[1] ?? 0);
  if (Math.abs(rotation) % 180 === 90) [width, height] = [height, width];
  const d = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  const durationSec = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : 0;
  const fps = Number(/([\d.]+) fps/.exec(video ?? "")?.[1] ?? /([\d.]+) tbr/.exec(video ?? "")?.[1] ?? Number.NaN);
  return {
    durationSec,
    width,
    height,
    hasAudio: /Stream #0:\d+.*?: Audio: /.test(text),
    ...(Number.isFinite(fps) && fps > 0 ? { fps } : {}),
  };
}
