import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A real small volume for the disk-space tests: a tmpfs of `sizeMb`. Mounting needs root (CI's
 * container runs as root); elsewhere the tests are skipped with the reason from `tmpfsReason`.
 */
export interface SmallVolume {
  dir: string;
  unmount(): void;
}

export function mountTmpfs(sizeMb: number): SmallVolume {
  const dir = mkdtempSync(path.join(tmpdir(), `tmpfs-${sizeMb}m-`));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m`, "tmpfs", dir], { stdio: "pipe" });
  return {
    dir,
    unmount: () => {
      execFileSync("umount", ["-l", dir], { stdio: "pipe" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Null when a tmpfs can be mounted here, else why not (printed as the reason a test is skipped). */
export function tmpfsReason(): string | null {
  if (process.platform !== "linux") return "只有 Linux 可以挂载 tmpfs";
  if (process.getuid?.() !== 0) return "挂载 tmpfs 需要 root 权限";
  try {
    mountTmpfs(1).unmount();
    return null;
  } catch (err) {
    return `无法挂载 tmpfs：${String((err as { stderr?: unknown }).stderr ?? err).trim()}`;
  }
}
