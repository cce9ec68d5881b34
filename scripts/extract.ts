// Reads JSONL rows with `title` and `text` (or a crawler's own names: `content`, `html`, `body` …);
// prints one JSON object of extracted fields per row: the rule extractor's output (what
// extract-quality measures). `--llm` also asks the language model
// configured by LLM_* for the fields the rules missed; those carry "source": "llm".
import { readFileSync } from "node:fs";
import { load } from "cheerio";
import { blockText } from "../packages/core/src/crawl/html-text";
import type { Fields } from "../packages/core/src/tender/prepare";
import { extractTender } from "../packages/text/src/tender/index";

const args = process.argv.slice(2);
const useLlm = args.includes("--llm");
const file = args.find((a) => a !== "--llm");
if (!file) {
  process.stderr.write("用法：npm run extract -- [--llm] FILE.jsonl\n");
  process.exit(2);
}

/** The model and its pace from the same settings as the server, or nothing when LLM_* is unset. */
async function languageModel() {
  const [{ loadConfig }, { createAi }, { llmExtract, missingFields }] = await Promise.all([
    import("../apps/server/config"),
    import("../apps/server/ai"),
    import("../packages/core/src/tender/llm-extract"),
  ]);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
  const ai = createAi(config);
  if (!ai) {
    process.stderr.write("未配置 LLM_BASE_URL 与 LLM_MODEL：只输出规则抽取结果\n");
    return undefined;
  }
  return { ai, llmExtract, missingFields, gapMs: Math.ceil(60_000 / config.LLM_PER_MINUTE) };
}

/** A row that carries the page's HTML is read as the crawler reads a page: blocks as lines, tables as rows. */
function readable(text: string): string {
  if (!/<(?:p|div|td|tr|table|br|span)\b[^>]*>/i.test(text)) return text;
  const $ = load(text);
  return blockText($, $("body")[0] as Parameters<typeof blockText>[1]);
}

/** The row's title and text; a crawler's own names for them (content, html, body, …) are read too. */
function noticeOf(row: Record<string, unknown>): { title: string; text: string } {
  const first = (names: string[]) => names.map((n) => row[n]).find((v): v is string => typeof v === "string") ?? "";
  return {
    title: first(["title", "name", "announcement_title", "标题"]),
    text: readable(first(["text", "content", "html", "body", "detail", "contents", "正文"])),
  };
}

const llm = useLlm ? await languageModel() : undefined;
let lastCall = 0;
for (const line of readFileSync(file, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const notice = noticeOf(JSON.parse(line) as Record<string, unknown>);
  const fields = extractTender(notice.title, notice.text) as Fields;
  if (llm && llm.missingFields(fields).length > 0) {
    // Keep to LLM_PER_MINUTE, as the server does.
    const wait = lastCall + llm.gapMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastCall = Date.now();
    try {
      const r = await llm.llmExtract(llm.ai, notice, fields);
      Object.assign(fields, r.fields);
      for (const d of r.dropped) process.stderr.write(`已丢弃大模型的回答（${notice.title.slice(0, 30)}）：${d}\n`);
    } catch (err) {
      process.stderr.write(`大模型调用失败（${notice.title.slice(0, 30)}），只输出规则结果：${(err as Error).message}\n`);
    }
  }
  process.stdout.write(`${JSON.stringify(fields)}\n`);
}
