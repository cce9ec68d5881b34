import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { claimDataDir, currentOwner, DataDirBusy, ownerFile } from "./owner";

describe("the owner record of an embedded database", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "owner-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is private, names the live holder, and is released", () => {
    const claim = claimDataDir(dir, "server");
    expect(statSync(ownerFile(dir)).mode & 0o777).toBe(0o600);
    claim.publish({ url: "http://127.0.0.1:1", token: "t" });
    expect(currentOwner(dir)).toMatchObject({ pid: process.pid, role: "server", url: "http://127.0.0.1:1", token: "t" });
    claim.release();
    expect(currentOwner(dir)).toBeUndefined();
  });

  it("refuses while another live process holds it", () => {
    // The parent of this test process is alive.
    writeFileSync(ownerFile(dir), JSON.stringify({ pid: process.ppid, role: "backup", since: "" }));
    expect(() => claimDataDir(dir, "server")).toThrow(DataDirBusy);
    expect(() => claimDataDir(dir, "server")).toThrow(/正由备份程序（进程 \d+）使用/);
  });

  it("takes over a record left by a dead process", () => {
    writeFileSync(ownerFile(dir), JSON.stringify({ pid: 2 ** 22 + 1, role: "server", since: "" }));
    claimDataDir(dir, "backup").release();
    expect(currentOwner(dir)).toBeUndefined();
  });

  it.skipIf(!existsSync("/proc/self/stat"))("takes over a record whose pid now belongs to another process", () => {
    // Same pid as a live process, but another start time: the holder died and the pid was given again.
    writeFileSync(ownerFile(dir), JSON.stringify({ pid: process.ppid, role: "server", since: "", start: "1" }));
    const claim = claimDataDir(dir, "restore");
    expect(currentOwner(dir)).toMatchObject({ pid: process.pid, role: "restore" });
    claim.release();
  });
});
