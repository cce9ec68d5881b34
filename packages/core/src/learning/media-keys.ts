/**
 * Where a lesson's files live in the storage and the addresses they are served at. Renditions of
 * each transcode go under a new version folder (videos/<lessonId>/<version>/…), so every media URL
 * names content that never changes and may be cached for good; a re-transcode gets new URLs.
 */
export const SOURCE_EXTS = ["mp4", "mov", "mkv", "webm", "avi", "flv", "ts", "m4v"] as const;
export type SourceExt = (typeof SOURCE_EXTS)[number];

export function sourceKeyFor(lessonId: number, ext: SourceExt): string {
  return `videos/src/${lessonId}.${ext}`;
}

export function hlsPrefixFor(lessonId: number, version: string): string {
  return `videos/${lessonId}/${version}`;
}

/** "/media/lessons/12/k3x9a/master.m3u8" for the prefix "videos/12/k3x9a". */
export function mediaUrl(hlsPrefix: string, file: string): string {
  return `/media/lessons/${hlsPrefix.replace(/^videos\//, "")}/${file}`;
}

/** The files of a transcode: playlists, segments and the poster, one or two folders deep. */
const MEDIA_FILE = /^(?:[a-z0-9_-]{1,20}\/)?[a-z0-9_-]{1,40}\.(m3u8|ts|m4s|mp4|jpg)$/;

/**
 * Reads "<version>/<file>" of a /media/lessons/<id>/… request. Anything but our own file names
 * (dot segments, encoded slashes, odd characters) is refused before the storage is touched.
 */
export function parseMediaPath(rest: string): { version: string; file: string } | null {
  const m = /^([a-z0-9]{1,20})\/(.+)$/.exec(rest);
  if (!m || !MEDIA_FILE.test(m[2])) return null;
  return { version: m[1], file: m[2] };
}
