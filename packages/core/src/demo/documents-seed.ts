import { schema } from "@portal/db";
import { chinaDate } from "../china-time";
import type { Ctx } from "../context";
import { syncDocumentSearch } from "../downloads";
import { demoDocuments } from "./document-files";

const DIRS = ["标准规范", "招投标资料", "施工管理表格"];
const DAY = 86_400_000;

/**
 * The demo documents (资料): three folders and their files, written to the storage. Without a
 * storage (a context made for a test that does not need files) nothing is seeded.
 */
export async function seedDemoDocuments(ctx: Ctx): Promise<number> {
  const storage = ctx.storage;
  if (!storage) return 0;
  const dirIds = new Map<string, number>();
  for (const [sort, name] of DIRS.entries()) {
    const [row] = await ctx.db.insert(schema.downloadDirs).values({ name, sort }).returning({ id: schema.downloadDirs.id });
    dirIds.set(name, row.id);
  }
  const docs = demoDocuments();
  for (const [i, doc] of docs.entries()) {
    const bytes = await doc.make();
    const key = `documents/demo-${i + 1}.${doc.fileName.split(".").pop()}`;
    await storage.put(key, bytes);
    const [row] = await ctx.db
      .insert(schema.downloads)
      .values({
        dirId: dirIds.get(doc.dir) ?? null,
        title: doc.title,
        summary: doc.summary,
        fileKey: key,
        fileName: doc.fileName,
        fileType: doc.fileType,
        sizeBytes: bytes.byteLength,
        publishedOn: chinaDate(new Date(ctx.now().getTime() - i * 3 * DAY)) as string,
      })
      .returning({ id: schema.downloads.id });
    await syncDocumentSearch(ctx, row.id);
  }
  return docs.length;
}
