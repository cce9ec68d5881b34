import type { AiOutlineItem } from "@portal/db";
import type { ChatMessage } from "./client";
import { buildMessages } from "./prompt";

/** The assistant's own prompts; what the user typed reaches the model only as material. */
const OUTLINE_SYSTEM =
  "你是土木与建设工程领域核心期刊的资深编辑，帮助工程技术人员为论文拟定提纲。只输出一个 JSON 对象，格式：" +
  '{"title":"论文题目","abstract":"200 字以内的摘要","keywords":"3～5 个关键词，用分号分隔","sections":[{"title":"一级标题","brief":"本节要写的要点，50～120 字"}]}。' +
  "sections 为 4～8 节，须包含引言和结论，标题不带编号。";

const OUTLINE_TEMPLATE = "研究主题：{{topic}}\n学科：{{discipline}}\n目标篇幅：约 {{length}} 字\n补充说明：{{notes}}";

const SECTION_SYSTEM =
  "你是土木与建设工程领域的论文作者，按给定提纲撰写论文的一个章节。写成连贯的学术段落，可用 ### 三级标题和必要的列表、表格；" +
  "不要重复章节标题本身，不写参考文献列表；引用标准规范只写名称，不编造条文号、试验数据和文献；需要具体数据处写“（数据待补充）”。";

const SECTION_TEMPLATE =
  "论文题目：{{title}}\n学科：{{discipline}}\n全文提纲：{{outline}}\n" +
  "现在撰写第 {{number}} 节“{{section}}”，本节要点：{{brief}}\n本节篇幅约 {{length}} 字。\n上一节结尾（供衔接，不要重复）：{{previous}}";

export const outlineMessages = (v: { topic: string; discipline: string; length: number; notes: string }): ChatMessage[] =>
  buildMessages(
    OUTLINE_SYSTEM,
    OUTLINE_TEMPLATE,
    { topic: v.topic, discipline: v.discipline, notes: v.notes },
    { length: String(v.length) },
  );

export function sectionMessages(v: {
  title: string;
  discipline: string;
  outline: AiOutlineItem[];
  idx: number;
  length: number;
  previous: string;
}): ChatMessage[] {
  const item = v.outline[v.idx] as AiOutlineItem;
  return buildMessages(
    SECTION_SYSTEM,
    SECTION_TEMPLATE,
    {
      title: v.title,
      discipline: v.discipline,
      outline: v.outline.map((o, i) => `${i + 1}. ${o.title}`).join("\n"),
      section: item.title,
      brief: item.brief || "（无）",
      previous: v.previous || "（本节为第一节）",
    },
    { number: String(v.idx + 1), length: String(v.length) },
  );
}
