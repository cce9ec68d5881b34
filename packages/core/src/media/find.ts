import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runFfmpeg } from "./run";

let cached: Promise<string | null> | undefined;

/**
 * FFMPEG_PATH env if set and runnable; else `ffmpeg` on PATH (Debian's); else the binary of the npm
 * package @ffmpeg-installer/ffmpeg; null when none works. Cached for the life of the process: the
 * answer only changes when someone installs or removes a binary.
 */
export function findFfmpeg(): Promise<string | null> {
  cached ??= firstRunnable(candidates());
  return cached;
}

function candidates(): string[] {
  const list: string[] = [];
  const fromEnv = process.env.FFMPEG_PATH?.trim();
  if (fromEnv) list.push(fromEnv);
  const onPath = which("ffmpeg");
  if (onPath) list.push(onPath);
  const fromNpm = npmFfmpeg();
  if (fromNpm) list.push(fromNpm);
  return list;
}

async function firstRunnable(list: string[]): Promise<string | null> {
  for (const bin of list) if (await runs(bin)) return bin;
  return null;
}

/** A binary "works" when `-version` exits 0 and says it is ffmpeg (not, say, some other program). */
async function runs(bin: string): Promise<boolean> {
  let first = "";
  try {
    await runFfmpeg(bin, ["-version"], {
      timeoutMs: 10_000,
      onStdoutLine: (line) => {
        first ||= line;
      },
    });
    return first.startsWith("ffmpeg version");
  } catch {
    return false;
  }
}

/** The absolute path of `name` on PATH, so logs say which ffmpeg was chosen. */
function which(name: string): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const full = path.join(dir, name);
    try {
      accessSync(full, constants.X_OK);
      return full;
    } catch {
      // not here; the next directory
    }
  }
  return null;
}

/**
 * @ffmpeg-installer/ffmpeg is an optional dependency: required lazily, so a missing package (or a
 * platform it has no binary for, where it throws) only means one candidate fewer.
 */
function npmFfmpeg(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const pkg = require("@ffmpeg-installer/ffmpeg") as { path?: string };
    return pkg.path ?? null;
  } catch {
    return null;
  }
}
