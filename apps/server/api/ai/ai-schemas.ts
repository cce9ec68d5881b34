import { z } from "@hono/zod-openapi";
import { pageQuerySchema } from "@portal/contract/schema";

/** Zod shapes of the AI writing calls (ai.ts), shared with the OpenAPI description. */
const int = z.number().int();
export const uuid = z.string().uuid({ message: "编号格式不正确" });
export const byId = z.object({ id: uuid });

export const status = z
  .object({ enabled: z.boolean().openapi({ description: "是否已接入大模型；未接入时生成接口返回 503" }), model: z.string().nullable() })
  .openapi("AiStatus");

const toolInput = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(["text", "textarea", "select"]),
  required: z.boolean(),
  maxLength: int,
  placeholder: z.string().optional(),
  options: z.array(z.string()).optional(),
});

export const toolCard = z
  .object({ id: z.string(), slug: z.string(), name: z.string(), category: z.string(), summary: z.string() })
  .openapi("AiTool");
export const toolDetail = toolCard.extend({ inputs: z.array(toolInput) }).openapi("AiToolDetail");
export const bySlug = z.object({ slug: z.string().min(1).max(60) });

export const runTool = z.object({
  slug: z.string().min(1).max(60),
  inputs: z.record(z.string(), z.string().max(5000)).openapi({ description: "各输入项的值，键为输入项标识" }),
});

export const reference = z
  .object({ type: z.enum(["NORMAL", "POLICY", "PAPER"]), typeName: z.string(), title: z.string(), path: z.string(), passage: z.string() })
  .openapi("AiReference");
export const referenceQuery = z.object({ subject: z.string().trim().min(2, "请输入至少 2 个字").max(200) });

export const writingRow = z
  .object({
    id: z.string(),
    toolSlug: z.string(),
    toolName: z.string(),
    title: z.string(),
    status: z.string(),
    error: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("AiWritingRow");
export const writing = writingRow.extend({ inputs: z.record(z.string(), z.string()), html: z.string() }).openapi("AiWriting");

export const quota = z
  .object({
    freeLeft: int.openapi({ description: "今日剩余免费次数" }),
    freeLimit: int,
    pointsPerUse: int.openapi({ description: "免费次数用完后每次消耗的积分" }),
    balance: int.openapi({ description: "积分余额" }),
    tokensUsed: int.openapi({ description: "今日已用 tokens" }),
    tokensCap: int,
  })
  .openapi("AiQuota");

export const section = z
  .object({ idx: int, title: z.string(), brief: z.string(), html: z.string(), status: z.string(), words: int })
  .openapi("AiPaperSection");
const paperBase = z.object({
  id: z.string(),
  title: z.string(),
  discipline: z.string(),
  length: int,
  keywords: z.string(),
  abstract: z.string(),
  status: z.string().openapi({ description: "outline 提纲待确认，writing 生成中，paused 已暂停，done 已完成" }),
  words: int,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const paperRow = paperBase.openapi("AiPaperRow");
export const paper = paperBase.extend({ sections: z.array(section) }).openapi("AiPaper");

export const newPaper = z.object({
  topic: z.string().trim().min(4, "请用至少 4 个字描述论文主题").max(100),
  discipline: z.string().max(20),
  length: int,
  notes: z.string().max(1000).optional(),
});
export const outline = z.object({
  id: uuid,
  title: z.string().trim().min(1, "请填写论文题目").max(100),
  abstract: z.string().max(600).optional(),
  keywords: z.string().max(100).optional(),
  sections: z
    .array(z.object({ title: z.string().trim().min(1, "章节标题不能为空").max(60), brief: z.string().max(300) }))
    .min(2, "提纲至少 2 节")
    .max(12, "提纲最多 12 节"),
});
export const sectionRef = z.object({ id: uuid, idx: int.min(0).max(11) });
export const sectionSave = sectionRef.extend({
  title: z.string().trim().min(1, "章节标题不能为空").max(60),
  html: z.string().max(200_000),
});
export const pageQuery = pageQuerySchema;
