import { useEffect } from "react";
import { post } from "~/lib/request";

/**
 * Puts a signed-in reader's read of a standard, policy or paper into 阅读历史 once the page has
 * loaded (the news page does the same through its read count); the server keeps one line per item
 * and day and pays the READ points. Render it for signed-in readers only. Renders nothing.
 */
export function RecordRead({ kind, id }: { kind: "NORMAL" | "POLICY" | "PAPER"; id: number }) {
  useEffect(() => {
    post("/api/news/readHistory/create", { kind, id }, { silent: true }).catch(() => {});
  }, [kind, id]);
  return null;
}
