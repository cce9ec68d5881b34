/**
 * A deployment as the README describes it, started by a test or the benchmark: two compiled web
 * processes (WORKER=off) and one worker process on one PostgreSQL database and one Redis, with the
 * repository's nginx configuration in front of them when nginx is installed (ADR 0022).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, hermeticEnv, imageCodeFile, ROOT, spawnServer, stopServer, waitUntilReady } from "./server-process";

export interface Cluster {
  /** Where visitors come in: nginx, or process A when nginx is not installed. */
  publicOrigin: string;
  nginx?: string;
  web: { origin: string; child: ChildProcess }[];
  worker: ChildProcess;
  dataDir: string;
  /** The answer of an image code one of the processes issued (they write them to the shared file). */
  imageCode(icodeId: string): string;
  stop(): Promise<void>;
}

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => {
  try {
    execFileSync(p, ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
});
export const nginxAvailable = () => NGINX !== undefined;

/** `opts.node`: the runtime of every process (the bench passes production's, scripts/production-node.ts). */
export async function startCluster(
  databaseUrl: string,
  redisUrl: string,
  opts: { demoData?: "on" | "off"; node?: string } = {},
): Promise<Cluster> {
  const demoData = opts.demoData ?? "off";
  const node = opts.node ?? process.execPath;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-cluster-"));
  const [portA, portB, nginxPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const publicOrigin = `http://127.0.0.1:${NGINX ? nginxPort : portA}`;
  // One machine's layout: the processes share DATA_DIR (stored files), PostgreSQL and Redis.
  const shared = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "4",
    REDIS_URL: redisUrl,
    WORKER: "off",
    TRUST_PROXY: "true",
    PUBLIC_ORIGIN: publicOrigin,
    FILE_LINK_SECRET: "cluster-test-file-link-secret-0123456789",
  };
  const logs: string[] = [];
  const started: ChildProcess[] = [];
  const collect = (name: string, child: ChildProcess) => {
    started.push(child);
    child.stderr?.on("data", (d) => logs.push(`[${name}] ${d}`));
    return child;
  };
  const detail = () => logs.join("").slice(-4000);
  try {
    // Started at the same moment on an empty database: migrations run one process at a time.
    const web = [portA, portB].map((port, i) => ({
      origin: `http://127.0.0.1:${port}`,
      child: collect(i ? "B" : "A", spawnServer({ ...hermeticEnv(port, dataDir, demoData), ...shared }, "pipe", node)),
    }));
    const worker = collect(
      "worker",
      spawn(node, ["--max-old-space-size=256", "build/app/worker.js"], {
        cwd: ROOT,
        env: { ...hermeticEnv(0, dataDir, "off"), ...shared },
        stdio: ["ignore", "ignore", "pipe"],
      }),
    );
    await Promise.all(
      web.map((w) => waitUntilReady(w.origin, w.child, { timeoutMs: demoData === "on" ? 600_000 : 90_000, pollMs: 200, detail })),
    );
    const nginx = NGINX ? await startNginx(NGINX, nginxPort, [portA, portB], dataDir) : undefined;
    if (nginx) started.push(nginx.child);
    return {
      publicOrigin,
      nginx: nginx?.origin,
      web,
      worker,
      dataDir,
      imageCode(icodeId) {
        const line = readFileSync(imageCodeFile(dataDir), "utf8")
          .split("\n")
          .find((l) => l.startsWith(`${icodeId} `));
        return line?.split(" ")[1] ?? "";
      },
      async stop() {
        await Promise.all(started.map((c) => stopServer(c)));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await Promise.all(started.map((c) => stopServer(c)));
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}\n${detail()}`);
  }
}

/**
 * nginx with deploy/nginx/portal.conf as it is, but for the upstream addresses and the listening
 * port, inside a minimal main configuration of our own (its own prefix, temporary files and logs).
 * The test's copy also names the process that answered (X-Upstream).
 */
async function startNginx(bin: string, port: number, upstreams: number[], dataDir: string) {
  const prefix = path.join(dataDir, "nginx");
  mkdirSync(prefix, { recursive: true });
  let site = readFileSync(path.join(ROOT, "deploy/nginx/portal.conf"), "utf8");
  const servers = [...site.matchAll(/^\s*server 127\.0\.0\.1:\d+[^;]*;/gm)];
  if (servers.length !== 2 || !/listen 80;/.test(site))
    throw new Error("deploy/nginx/portal.conf: expected two upstream servers and `listen 80;`");
  site = site
    .replace(servers[0][0], servers[0][0].replace(/:\d+/, `:${upstreams[0]}`))
    .replace(servers[1][0], servers[1][0].replace(/:\d+/, `:${upstreams[1]}`))
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("proxy_pass http://portal_web;", "proxy_pass http://portal_web;\n        add_header X-Upstream $upstream_addr always;");
  const conf = [
    // As root, nginx's workers would otherwise switch to a user that cannot use the temporary files.
    process.getuid?.() === 0 ? "user root root;" : "",
    "daemon off;",
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 512; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((k) => `  ${k}_temp_path ${prefix}/${k};`),
    site,
    "}",
  ].join("\n");
  writeFileSync(path.join(prefix, "nginx.conf"), conf);
  const child = spawn(bin, ["-p", prefix, "-e", `${prefix}/error.log`, "-c", `${prefix}/nginx.conf`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(origin, child, { timeoutMs: 10_000, pollMs: 100, detail: () => readFileSync(`${prefix}/error.log`, "utf8") });
  return { child, origin };
}
