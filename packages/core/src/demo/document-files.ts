import { writePdf } from "./pdf-writer";
import { STANDARDS } from "./standards-data";
import { realTenders } from "./tender-seed";

/**
 * The files of the demo documents (资料), made by the project at first start. Where real data can
 * serve it does: the standards catalogue lists the 106 real standards, the tender summary the 420
 * real Yichang announcements. The form templates are blank forms with the usual headings, nothing
 * that pretends to be an official text.
 */
export interface DemoDocument {
  dir: string;
  title: string;
  summary: string;
  fileName: string;
  fileType: "PDF" | "DOCX" | "XLSX";
  make: () => Promise<Uint8Array>;
}

const statusOf = (s: (typeof STANDARDS)[number]) => s.status ?? "状态待核实";

function standardsPdf(): Uint8Array {
  const rows = STANDARDS.map((s, i) => ({
    text: `${String(i + 1).padStart(3, " ")}. ${s.code}  ${s.name}${s.edition ? `（${s.edition}）` : ""}  [${statusOf(s)}]`,
    size: 10,
  }));
  return writePdf("常用工程建设标准目录", [
    { text: "常用工程建设标准目录", size: 18 },
    { text: `共收录 ${STANDARDS.length} 项标准，按专业排列；状态以主管部门最新公告为准。`, size: 10, gap: 6 },
    { text: "序号  标准编号  标准名称  [状态]", size: 10, gap: 10 },
    ...rows,
  ]);
}

async function standardsXlsx(): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const head = ["序号", "标准编号", "标准名称", "版本", "状态"].map((value) => ({ value, fontWeight: "bold" as const }));
  const data = [
    head,
    ...STANDARDS.map((s, i) => [
      { type: Number, value: i + 1 },
      { type: String, value: s.code },
      { type: String, value: s.name },
      { type: String, value: s.edition ?? "" },
      { type: String, value: statusOf(s) },
    ]),
  ];
  return writeXlsxFile(data, { columns: [6, 18, 40, 12, 12].map((width) => ({ width })) }).toBuffer();
}

async function tendersXlsx(): Promise<Uint8Array> {
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const head = ["发布日期", "公告标题", "发布单位", "原文链接"].map((value) => ({ value, fontWeight: "bold" as const }));
  const notices = realTenders().sort((a, b) => (b.publishedOn ?? "").localeCompare(a.publishedOn ?? ""));
  const data = [
    head,
    ...notices.map((t) => [
      { type: String, value: t.publishedOn ?? "" },
      { type: String, value: t.title },
      { type: String, value: (t.sourceSite ?? "").split(" / ")[0] },
      { type: String, value: t.sourceUrl },
    ]),
  ];
  return writeXlsxFile(data, { columns: [12, 70, 22, 60].map((width) => ({ width })) }).toBuffer();
}

/** A blank form: a title, a header table of fields to fill in and the sections to write. */
async function formDocx(title: string, fields: string[], sections: string[]): Promise<Uint8Array> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, WidthType } = await import("docx");
  const cell = (text: string, width: number) =>
    new TableCell({ width: { size: width, type: WidthType.PERCENTAGE }, children: [new Paragraph(text)] });
  const pairs: string[][] = [];
  for (let i = 0; i < fields.length; i += 2) pairs.push(fields.slice(i, i + 2));
  const doc = new Document({
    creator: "工程建设门户",
    title,
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: pairs.map(
              (p) => new TableRow({ children: p.flatMap((f) => [cell(f, 18), cell("", 32)]).concat(p.length === 1 ? [cell("", 50)] : []) }),
            ),
          }),
          ...sections.flatMap((s) => [new Paragraph({ text: s, heading: HeadingLevel.HEADING_2 }), new Paragraph(""), new Paragraph("")]),
          new Paragraph({ text: "记录人：            审核人：            日期：    年  月  日", spacing: { before: 400 } }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function tenderGuidePdf(): Uint8Array {
  const steps = [
    [
      "一、招标准备",
      "确认项目已按规定履行审批、核准或备案手续，资金来源已落实；依法必须招标的项目，确定招标方式（公开招标或邀请招标）和组织形式（自行招标或委托招标代理机构）。",
    ],
    [
      "二、发布招标公告或资格预审公告",
      "在省级以上人民政府指定的媒介和公共资源交易平台发布公告，载明招标人、项目概况、资格要求、获取招标文件的时间和方式、投标截止时间等。",
    ],
    [
      "三、资格审查与发售招标文件",
      "资格预审或资格后审；招标文件的发售期不少于 5 日。对已发出的招标文件进行必要澄清或修改的，应在投标截止时间至少 15 日前书面通知所有获取招标文件的潜在投标人。",
    ],
    ["四、投标", "自招标文件开始发出之日起至投标人提交投标文件截止之日止，最短不得少于 20 日。投标保证金一般不得超过招标项目估算价的 2%。"],
    [
      "五、开标、评标",
      "开标在投标截止时间的同一时间公开进行；评标委员会由招标人代表和有关技术、经济等方面的专家组成，成员人数为 5 人以上单数。",
    ],
    ["六、中标候选人公示", "依法必须招标的项目，招标人应自收到评标报告之日起 3 日内公示中标候选人，公示期不少于 3 日。"],
    [
      "七、定标与签订合同",
      "招标人确定中标人后发出中标通知书，并在中标通知书发出之日起 30 日内按照招标文件和中标人的投标文件订立书面合同。",
    ],
  ];
  return writePdf("建设工程招标投标流程指引", [
    { text: "建设工程招标投标流程指引", size: 18 },
    { text: "依据《中华人民共和国招标投标法》及其实施条例整理，供学习参考；具体以项目所在地的现行规定为准。", size: 10, gap: 6 },
    ...steps.flatMap(([h, t]) => [
      { text: h, size: 13, gap: 12 },
      { text: t, size: 11 },
    ]),
  ]);
}

export function demoDocuments(): DemoDocument[] {
  return [
    {
      dir: "标准规范",
      title: "常用工程建设标准目录（PDF）",
      summary: `${STANDARDS.length} 项常用工程建设标准的编号、名称与状态，便于检索与核对。`,
      fileName: "常用工程建设标准目录.pdf",
      fileType: "PDF",
      make: async () => standardsPdf(),
    },
    {
      dir: "标准规范",
      title: "常用工程建设标准目录（Excel）",
      summary: "与 PDF 版内容相同，可筛选、排序，便于导入项目资料清单。",
      fileName: "常用工程建设标准目录.xlsx",
      fileType: "XLSX",
      make: standardsXlsx,
    },
    {
      dir: "招投标资料",
      title: "宜昌市 2025 年公共资源交易公告汇总",
      summary: "宜昌公共资源交易中心 2025 年发布的招标、中标候选人等公告的日期、标题与原文链接。",
      fileName: "宜昌市2025年公共资源交易公告汇总.xlsx",
      fileType: "XLSX",
      make: tendersXlsx,
    },
    {
      dir: "招投标资料",
      title: "建设工程招标投标流程指引",
      summary: "从招标准备到签订合同的七个环节及法定时限，依据招标投标法及其实施条例整理。",
      fileName: "建设工程招标投标流程指引.pdf",
      fileType: "PDF",
      make: async () => tenderGuidePdf(),
    },
    {
      dir: "施工管理表格",
      title: "施工日志（填写模板）",
      summary: "按日记录天气、施工部位、人员机械、质量安全情况，供项目部日常填写。",
      fileName: "施工日志模板.docx",
      fileType: "DOCX",
      make: () =>
        formDocx(
          "施工日志",
          ["工程名称", "日期", "天气", "气温", "施工部位", "记录人"],
          ["一、施工内容及进度", "二、人员、材料及机械进场情况", "三、质量、安全情况", "四、存在问题及处理"],
        ),
    },
    {
      dir: "施工管理表格",
      title: "技术交底记录（模板）",
      summary: "分项工程技术交底的内容、要点与签字栏，交底人与接受人各执一份。",
      fileName: "技术交底记录模板.docx",
      fileType: "DOCX",
      make: () =>
        formDocx(
          "技术交底记录",
          ["工程名称", "交底日期", "分项工程名称", "施工单位", "交底人", "接受人"],
          ["一、交底内容", "二、施工工艺及质量标准", "三、安全及文明施工要求", "四、应急措施"],
        ),
    },
    {
      dir: "施工管理表格",
      title: "监理日志（模板）",
      summary: "项目监理机构每日记录施工情况、监理工作与发现问题的格式模板。",
      fileName: "监理日志模板.docx",
      fileType: "DOCX",
      make: () =>
        formDocx(
          "监理日志",
          ["工程名称", "日期", "天气", "监理人员"],
          ["一、施工情况", "二、监理工作情况（巡视、旁站、见证取样）", "三、发现的问题及处理", "四、其他事项"],
        ),
    },
  ];
}
