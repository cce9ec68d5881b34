import { PROJECT_TYPES } from "@portal/contract";

/** How the console edits each content kind besides news (the API checks the same rules again). */
export type FieldType = "text" | "textarea" | "rich" | "number" | "date" | "select" | "tags" | "switch" | "folder" | "cover";
export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  max?: number;
  options?: { value: string; label: string }[];
  /** For "folder": which folder tree to pick from; "study" follows the form's study type. */
  folders?: "help" | "study";
}

/** The category tree of each study type (admin folder sets). */
export const STUDY_FOLDER_SET = { NORMAL: "standard", POLICY: "policy", PAPER: "paper" } as const;

const sort: FieldSpec = { name: "sort", label: "排序（越小越靠前）", type: "number" };
const content: FieldSpec = { name: "content", label: "正文", type: "rich" };
const cover: FieldSpec = { name: "coverUrl", label: "封面图（列表显示）", type: "cover" };

export const KIND_UI: Record<string, { label: string; fields: FieldSpec[] }> = {
  product: {
    label: "产品",
    fields: [
      { name: "name", label: "产品名称", type: "text", required: true, max: 50 },
      { name: "slogan", label: "宣传语", type: "text", max: 100 },
      { name: "summary", label: "简介", type: "textarea", max: 500 },
      { name: "features", label: "功能要点", type: "tags" },
      cover,
      content,
      sort,
    ],
  },
  productLog: {
    label: "更新日志",
    fields: [
      { name: "version", label: "版本号", type: "text", required: true, max: 30 },
      { name: "releaseDate", label: "发布日期", type: "date", required: true },
      { name: "title", label: "标题", type: "text", required: true, max: 100 },
      content,
    ],
  },
  solution: {
    label: "解决方案",
    fields: [
      {
        name: "projectType",
        label: "项目类型",
        type: "select",
        required: true,
        options: Object.entries(PROJECT_TYPES)
          .filter(([k]) => k !== "ALL")
          .map(([value, label]) => ({ value, label })),
      },
      { name: "title", label: "标题", type: "text", required: true, max: 100 },
      { name: "summary", label: "简介", type: "textarea", max: 500 },
      cover,
      content,
      sort,
    ],
  },
  helpDoc: {
    label: "帮助文档",
    fields: [
      { name: "dirId", label: "所属目录", type: "folder", folders: "help" },
      { name: "title", label: "标题", type: "text", required: true, max: 100 },
      { name: "resNumber", label: "文档编号（留空自动生成）", type: "text", max: 32 },
      content,
      sort,
    ],
  },
  job: {
    label: "职位",
    fields: [
      { name: "title", label: "职位名称", type: "text", required: true, max: 50 },
      { name: "city", label: "工作城市", type: "text", required: true, max: 20 },
      { name: "department", label: "所属部门", type: "text", required: true, max: 30 },
      { name: "headcount", label: "招聘人数", type: "number" },
      { name: "salary", label: "薪资范围", type: "text", max: 30 },
      { name: "education", label: "学历要求", type: "text", max: 20 },
      { name: "experience", label: "经验要求", type: "text", max: 20 },
      { name: "duty", label: "岗位职责（一行一条）", type: "textarea", max: 5000 },
      { name: "requirement", label: "任职要求（一行一条）", type: "textarea", max: 5000 },
      sort,
    ],
  },
  studyDoc: {
    label: "标准 / 政策 / 论文",
    fields: [
      {
        name: "type",
        label: "类型",
        type: "select",
        required: true,
        options: [
          { value: "NORMAL", label: "标准规范" },
          { value: "POLICY", label: "政策法规" },
          { value: "PAPER", label: "论文" },
        ],
      },
      { name: "catId", label: "分类", type: "folder", folders: "study" },
      { name: "title", label: "名称", type: "text", required: true, max: 150 },
      { name: "code", label: "编号", type: "text", max: 60 },
      { name: "edition", label: "版本（如 2014年版）", type: "text", max: 30 },
      { name: "issuer", label: "发布机构", type: "text", max: 100 },
      { name: "issueDate", label: "发布日期", type: "date" },
      { name: "effectiveDate", label: "实施日期", type: "date" },
      {
        name: "status",
        label: "状态（标准）",
        type: "select",
        options: ["现行", "即将实施", "废止"].map((v) => ({ value: v, label: v })),
      },
      { name: "replacedBy", label: "被以下标准代替（编号）", type: "text", max: 60 },
      { name: "memo", label: "摘要", type: "textarea", max: 500 },
      content,
      { name: "needLogin", label: "登录后可读全文", type: "switch" },
    ],
  },
};
