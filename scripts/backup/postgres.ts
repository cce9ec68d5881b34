import { spawn, spawnSync } from "node:child_process";
import { type Inventory, inventory, migrationsFolder } from "@portal/db";
import pg from "pg";

/**
 * PostgreSQL through its own tools: pg_dump reads inside one snapshot, so the dump is consistent
 * while the site keeps writing. We open that snapshot ourselves first (pg_export_snapshot) and count
 * the rows in it, so the counts in the manifest are exactly those of the dump.
 */
type Tool = "pg_dump" | "pg_restore";
const PATH_VARIABLE: Record<Tool, string> = { pg_dump: "PG_DUMP_PATH", pg_restore: "PG_RESTORE_PATH" };

/** The tool's path (PG_DUMP_PATH / PG_RESTORE_PATH, else the one on PATH) and major version. */
export function pgTool(tool: Tool): { bin: string; major: number } {
  const bin = process.env[PATH_VARIABLE[tool]] || tool;
  const run = spawnSync(bin, ["--version"], { encoding: "utf8" });
  const version = /\(PostgreSQL\)\s+(\d+)/.exec(run.stdout ?? "");
  if (run.error || run.status !== 0 || !version)
    throw new Error(
      `未找到可用的 ${tool}（${bin}）：请安装与数据库服务器同一主版本或更新的 PostgreSQL 客户端（如 Debian 的 apt-get install postgresql-client），` +
        `或用环境变量 ${PATH_VARIABLE[tool]} 指定其路径`,
    );
  return { bin, major: Number(version[1]) };
}

/**
 * libpq reads the password from PGPASSWORD as well as from the URL; passing it that way keeps it out
 * of the command line, which every user of the machine can read in `ps`.
 */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} 失败（退出码 ${code}）：\n${stderr.trim().split("\n").slice(-10).join("\n")}`)),
    );
  });
}

const runner = (client: pg.Client) => async (text: string) => (await client.query(text)).rows as Record<string, unknown>[];

export async function dumpPostgres(url: string, file: string): Promise<{ serverVersion: string; pgDumpMajor: number } & Inventory> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const serverVersion = String((await client.query("show server_version")).rows[0].server_version);
    const serverMajor = Math.floor(Number((await client.query("show server_version_num")).rows[0].server_version_num) / 10000);
    const tool = pgTool("pg_dump");
    // pg_dump refuses a newer server itself, in English and after connecting: say it first, plainly.
    if (tool.major < serverMajor)
      throw new Error(
        `pg_dump 的版本（${tool.major}）低于数据库服务器（${serverVersion}）：请安装 PostgreSQL ${serverMajor} 或更新版本的客户端，` +
          "或用环境变量 PG_DUMP_PATH 指定其路径",
      );
    await client.query("begin isolation level repeatable read read only");
    const snapshot = String((await client.query("select pg_export_snapshot() as id")).rows[0].id);
    const counts = await inventory(runner(client), migrationsFolder);
    const { dbname, env } = libpq(url);
    console.log(`用 pg_dump ${tool.major} 导出 PostgreSQL ${serverVersion}……`);
    // The snapshot stays usable while this transaction is open, i.e. until pg_dump is done.
    await run(tool.bin, ["--format=custom", `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
    await client.query("commit");
    return { serverVersion, pgDumpMajor: tool.major, ...counts };
  } finally {
    await client.end();
  }
}

/** Tables of ours already in the target database (a restore needs an empty one unless forced). */
export async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** pg_restore in one transaction: on any error nothing of the backup stays in the database. */
export async function restorePostgres(url: string, file: string, dumpMajor: number | undefined, force: boolean): Promise<Inventory> {
  const tool = pgTool("pg_restore");
  if (dumpMajor && tool.major < dumpMajor)
    throw new Error(
      `pg_restore 的版本（${tool.major}）低于写出备份的 pg_dump（${dumpMajor}）：请安装 PostgreSQL ${dumpMajor} 或更新版本的客户端，或用 PG_RESTORE_PATH 指定`,
    );
  const { dbname, env } = libpq(url);
  const args = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`];
  if (force) args.push("--clean", "--if-exists");
  await run(tool.bin, [...args, file], env);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await inventory(runner(client), migrationsFolder);
  } finally {
    await client.end();
  }
}
