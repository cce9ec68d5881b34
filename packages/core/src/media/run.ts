import { spawn } from "node:child_process";

/** How much of ffmpeg's stderr is kept for error messages: its last lines say what went wrong. */
const STDERR_TAIL = 4000;

export interface RunResult {
  code: number | null;
  stderr: string;
}

/**
 * Runs ffmpeg once and resolves when it has exited and its pipes are closed — also after an abort, so
 * a rejected promise never leaves an ffmpeg behind. `okCodes` lists the exit codes that count as
 * success (`ffmpeg -i file` alone exits 1 yet prints what we probe for).
 */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  opts: { signal?: AbortSignal; onStdoutLine?: (line: string) => void; okCodes?: number[]; timeoutMs?: number } = {},
): Promise<RunResult> {
  const { signal, onStdoutLine, okCodes = [0], timeoutMs } = opts;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const child = spawn(ffmpeg, args, { stdio: ["ignore", onStdoutLine ? "pipe" : "ignore", "pipe"] });
    let stderr = "";
    let failure: Error | null = null;
    // SIGKILL, not SIGTERM: on SIGTERM ffmpeg first finishes writing the current segment and trailer.
    const kill = () => child.kill("SIGKILL");
    const onAbort = () => {
      failure ??= abortError(signal);
      kill();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer = timeoutMs
      ? setTimeout(() => {
          failure ??= new Error(`ffmpeg 超时（${timeoutMs} ms）：${ffmpeg} ${args.join(" ")}`);
          kill();
        }, timeoutMs)
      : undefined;

    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    if (onStdoutLine && child.stdout) {
      let pending = "";
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk: string) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) onStdoutLine(line.trimEnd());
      });
    }
    // A binary that cannot start (ENOENT, EACCES) reports here, and "close" follows.
    child.on("error", (err) => {
      failure ??= new Error(`无法运行 ffmpeg（${ffmpeg}）：${err.message}`);
    });
    child.on("close", (code, sig) => {
      signal?.removeEventListener("abort", onAbort);
      clearTimeout(timer);
      if (failure) return reject(failure);
      if (code !== null && okCodes.includes(code)) return resolve({ code, stderr });
      reject(new Error(`ffmpeg 失败（${sig ? `信号 ${sig}` : `退出码 ${code}`}）：${tail(stderr)}`));
    });
  });
}

/** The last few lines of stderr, which is where ffmpeg puts the reason it stopped. */
export function tail(stderr: string, lines = 12): string {
  return stderr.trim().split("\n").slice(-lines).join("\n");
}

function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error) return reason;
  const err = new Error("转码已取消");
  err.name = "AbortError";
  return err;
}
