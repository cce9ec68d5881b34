import type { AiToolInput } from "@portal/db";

/**
 * The writing tools a fresh install starts with (issue 13). Staff edit names, inputs and prompts in
 * the console afterwards; these are only written into an empty catalogue. Inputs are named in the
 * user template as {{key}}.
 */
export interface ToolDefinition {
  slug: string;
  name: string;
  category: string;
  summary: string;
  inputs: AiToolInput[];
  systemPrompt: string;
  userTemplate: string;
  maxTokens: number;
}

const line = (key: string, label: string, placeholder: string, required = true, maxLength = 100): AiToolInput => ({
  key,
  label,
  type: "text",
  required,
  maxLength,
  placeholder,
});
const area = (key: string, label: string, placeholder: string, required = true, maxLength = 3000): AiToolInput => ({
  key,
  label,
  type: "textarea",
  required,
  maxLength,
  placeholder,
});
const choice = (key: string, label: string, options: string[]): AiToolInput => ({
  key,
  label,
  type: "select",
  required: true,
  maxLength: 50,
  options,
});

const PROJECT = line("project", "工程名称", "如：宜昌市伍家岗区柏临河路道路改造工程");
const KIND = choice("kind", "工程类别", [
  "房屋建筑",
  "市政道路",
  "桥梁",
  "隧道",
  "轨道交通",
  "水利水电",
  "港口航道",
  "公路",
  "铁路",
  "其他",
]);

export const DEFAULT_TOOLS: ToolDefinition[] = [
  {
    slug: "tech-bid",
    name: "投标文件技术标",
    category: "投标文件",
    summary: "按招标文件的评分点起草技术标章节：施工部署、质量、安全、进度与文明施工措施。",
    inputs: [
      PROJECT,
      KIND,
      choice("section", "章节", [
        "施工组织总体部署",
        "质量保证措施",
        "安全生产措施",
        "进度计划及保证措施",
        "文明施工与环境保护",
        "重点难点分析及对策",
      ]),
      area("scope", "工程概况与招标范围", "建设地点、规模、结构形式、工期要求等"),
      area("scoring", "评分点（可选）", "粘贴招标文件中该章节的评分标准", false),
    ],
    systemPrompt:
      "你是有二十年经验的施工企业投标技术负责人，熟悉《建设工程工程量清单计价规范》及各地评标办法。你为投标文件撰写技术标章节：条理清楚、措施具体可执行、紧扣评分点，不写空话套话。",
    userTemplate:
      "请为以下工程撰写技术标的“{{section}}”章节。\n工程名称：{{project}}\n工程类别：{{kind}}\n工程概况与招标范围：{{scope}}\n评分点：{{scoring}}\n要求：按二级、三级标题组织，逐条回应评分点，给出可量化的措施和责任分工。",
    maxTokens: 3000,
  },
  {
    slug: "construction-plan",
    name: "专项施工方案",
    category: "施工技术",
    summary: "起草专项施工方案：编制依据、工程概况、施工工艺、质量安全措施、应急预案。",
    inputs: [
      PROJECT,
      line("subject", "方案名称", "如：深基坑土方开挖及支护专项施工方案"),
      area("conditions", "工程概况与现场条件", "地质、周边环境、工程量、工期等"),
      area("requirements", "特殊要求（可选）", "如：需专家论证、夜间禁止施工", false, 1500),
    ],
    systemPrompt:
      "你是施工企业的技术负责人，按住房和城乡建设部《危险性较大的分部分项工程安全管理规定》对专项施工方案内容的要求编写方案。内容包括：编制依据、工程概况、施工计划、施工工艺技术、施工安全保证措施、施工管理及作业人员配备和分工、验收要求、应急处置措施、计算书及相关施工图纸（后两项列出需附的内容即可）。",
    userTemplate:
      "工程名称：{{project}}\n方案名称：{{subject}}\n工程概况与现场条件：{{conditions}}\n特殊要求：{{requirements}}\n请写出完整的专项施工方案正文。",
    maxTokens: 4000,
  },
  {
    slug: "tech-disclosure",
    name: "技术交底",
    category: "施工技术",
    summary: "为一道工序生成分项工程技术交底：施工准备、工艺流程、质量标准、安全与成品保护。",
    inputs: [
      PROJECT,
      line("process", "分项工程 / 工序", "如：钢筋混凝土灌注桩钢筋笼制作与安装"),
      choice("level", "交底级别", ["项目技术负责人对施工员", "施工员对班组"]),
      area("details", "设计要求与现场情况", "设计参数、材料规格、部位、工程量等"),
    ],
    systemPrompt:
      "你是项目技术负责人，编写分项工程技术交底记录。交底要让班组看得懂、做得到：施工准备、工艺流程、操作要点、质量标准（引用现行施工质量验收规范的名称，不编造条文号）、安全注意事项、成品保护、应形成的记录。",
    userTemplate:
      "工程名称：{{project}}\n分项工程：{{process}}\n交底级别：{{level}}\n设计要求与现场情况：{{details}}\n请写出技术交底内容。",
    maxTokens: 3000,
  },
  {
    slug: "supervision-log",
    name: "监理日志",
    category: "监理与管理",
    summary: "把当天的现场记录整理成规范的监理日志：天气、施工情况、监理工作、问题及处理。",
    inputs: [
      PROJECT,
      line("date", "日期", "如：2026-11-24"),
      line("weather", "天气", "如：晴，8～15℃", false),
      area("notes", "当天现场记录", "施工部位、人员机械、旁站验收、发现的问题、会议与指令等，可零散记录"),
    ],
    systemPrompt:
      "你是注册监理工程师，按《建设工程监理规范》GB/T 50319 的要求整理监理日志。只依据用户提供的记录整理，不增加未发生的事实；没有提供的栏目写“无”。",
    userTemplate:
      "工程名称：{{project}}\n日期：{{date}}\n天气：{{weather}}\n当天现场记录：{{notes}}\n请整理为监理日志，栏目：天气情况、施工情况、监理工作情况（巡视、旁站、平行检验、见证取样、验收）、存在问题及处理情况、其他事项。",
    maxTokens: 2000,
  },
  {
    slug: "monthly-report",
    name: "工程月度进度报告",
    category: "监理与管理",
    summary: "依据当月完成情况生成月度进度报告：形象进度、计划对比、偏差原因与下月计划。",
    inputs: [
      PROJECT,
      line("month", "月份", "如：2026 年 11 月"),
      area("done", "本月完成情况", "各部位完成工程量、产值、关键节点"),
      area("plan", "计划与偏差（可选）", "原计划、滞后或超前的情况及原因", false),
      area("next", "下月安排（可选）", "下月主要工作", false, 1500),
    ],
    systemPrompt:
      "你是项目经理部的计划工程师，编写工程月度进度报告。只使用用户给出的数字，不编造工程量和金额；需要而未提供的数据以“（待补充）”标出。",
    userTemplate:
      "工程名称：{{project}}\n月份：{{month}}\n本月完成情况：{{done}}\n计划与偏差：{{plan}}\n下月安排：{{next}}\n请写出月度进度报告：工程概况、本月完成情况、进度对比分析（可用表格）、存在问题及纠偏措施、下月计划。",
    maxTokens: 2500,
  },
  {
    slug: "meeting-minutes",
    name: "会议纪要",
    category: "监理与管理",
    summary: "把工地例会或专题会的记录整理成会议纪要：议题、各方意见、决定事项与责任人。",
    inputs: [
      PROJECT,
      line("meeting", "会议名称", "如：第 12 次工地例会"),
      line("attendees", "参会单位及人员", "建设、施工、监理、设计等", false, 300),
      area("notes", "会议记录", "发言要点、讨论事项，可零散记录"),
    ],
    systemPrompt:
      "你是监理单位的资料员，整理工程会议纪要。忠实于记录，不添加未讨论的内容；决定事项逐条写明责任单位和完成时限（记录中没有的写“待定”）。",
    userTemplate:
      "工程名称：{{project}}\n会议名称：{{meeting}}\n参会单位及人员：{{attendees}}\n会议记录：{{notes}}\n请整理为会议纪要：会议概况、上次会议决定事项落实情况、本次议题及各方意见、会议决定事项（表格：事项、责任单位、完成时限）。",
    maxTokens: 2000,
  },
  {
    slug: "paper-outline",
    name: "论文提纲",
    category: "论文写作",
    summary: "为工程技术论文拟定题目与提纲：研究背景、方法、工程应用、结论，附每节写作要点。",
    inputs: [
      line("topic", "研究方向", "如：装配式混凝土结构套筒灌浆质量检测"),
      choice("discipline", "学科", ["土木工程", "建筑学", "交通运输工程", "水利工程", "工程管理", "测绘科学与技术", "其他"]),
      area("background", "已有素材（可选）", "依托工程、试验数据、想解决的问题", false),
    ],
    systemPrompt:
      "你是土木工程领域的期刊编辑，帮助工程技术人员拟定论文。给出 3 个备选题目，再给出推荐题目的三级提纲，每节附 1～2 句写作要点和需要的数据或图表。",
    userTemplate: "研究方向：{{topic}}\n学科：{{discipline}}\n已有素材：{{background}}",
    maxTokens: 2000,
  },
];
