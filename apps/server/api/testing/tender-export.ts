import ExcelJS from "exceljs";

/** The header row of the tender export, in order (issue 32). */
export const EXPORT_HEADERS = [
  "标题",
  "阶段",
  "地区",
  "招标人",
  "代理机构",
  "中标人",
  "预算（元）",
  "最高限价（元）",
  "中标金额（元）",
  "下浮率",
  "投标截止",
  "开标时间",
  "发布日期",
  "项目编号",
  "原文链接",
  "本站链接",
];

/** An exported file opened the way a spreadsheet program opens it: by a library that reads .xlsx. */
export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return book;
}
