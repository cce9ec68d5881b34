import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Context } from "hono";

const NAME = /^[\w-]{1,40}\.bcmap$/;
let dir: string | undefined;

/**
 * GET /pdfjs/cmaps/<name>.bcmap: PDF.js's character maps, which Chinese PDFs written with the
 * non-embedded Song/Hei fonts need. Read from the installed pdfjs-dist, so they match its version.
 */
export async function servePdfCmap(c: Context) {
  const name = c.req.param("name") ?? "";
  if (!NAME.test(name)) return c.text("文件不存在", 404);
  dir ??= path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "cmaps");
  try {
    const bytes = await readFile(path.join(dir, name));
    return c.body(bytes, 200, { "Content-Type": "application/octet-stream", "Cache-Control": "public, max-age=604800" });
  } catch {
    return c.text("文件不存在", 404);
  }
}
