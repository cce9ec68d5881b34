import type { SiteSettingsPatch } from "../site";

/** Demo settings: a plausible operator of the portal. Staff replace them in the admin console. */
export const DEMO_SETTINGS: SiteSettingsPatch = {
  siteName: "筑信工程云",
  companyName: "筑信工程云",
  hotline: "400-860-1718",
  icp: "鄂ICP备2025000001号-1",
  defaultTitle: "筑信工程云 - 工程项目管理与计量支付云平台",
  defaultKeywords: "计量支付软件,工程项目管理系统,工程计量,招标信息,工程建设标准,BIM+GIS",
  defaultDescription:
    "筑信工程云为建设、施工、监理、咨询和监管单位提供工程项目管理、计量支付、招投标信息、标准规范与行业资讯服务，覆盖公路、地铁、房建、市政、港口、水利与铁路工程。",
  chat: {
    autoSwitch: true,
    autoDelayed: 15,
    autoContent: "您好，我是筑信工程云客服。关于计量支付、项目管理或招标信息订阅的问题，欢迎随时咨询。",
  },
};

/** Page templates (SPEC §1 placeholders). Pages not listed use the site defaults. */
export const DEMO_PAGE_INFOS: Record<string, { title: string; keyword?: string; description?: string }> = {
  "page-home": {
    title: "{companyName} - 工程项目管理与计量支付云平台",
    keyword: "计量支付软件,工程项目管理系统,招标信息,工程资讯",
    description: "{companyName}：工程项目管理、计量支付、招投标信息与行业资讯一站式平台。",
  },
  "page-news": {
    title: "行业资讯_{companyName}",
    keyword: "工程资讯,建设行业新闻,政策解读",
    description: "{companyName}行业资讯：工程建设行业动态、政策解读与企业新闻。",
  },
  "page-newsList": {
    title: "{columnName}_{parentColumnName}_{companyName}",
    keyword: "{columnName},工程资讯",
    description: "{companyName}{columnName}栏目，汇集工程建设行业最新{columnName}。",
  },
  "page-newsDetail": {
    title: "{title}_{columnName}_{companyName}",
    keyword: "{tagName},{columnName}",
    description: "{title}",
  },
  "page-newsTag": {
    title: "{tagName}相关资讯_{companyName}",
    keyword: "{tagName}",
    description: "与“{tagName}”相关的工程建设资讯。",
  },
  "page-standard": {
    title: "{title}_{companyName}",
    keyword: "工程建设标准,国家标准,行业标准,{columnName}",
    description: "工程建设国家标准、行业标准与地方标准查询。",
  },
  "page-policy": { title: "政策法规_{companyName}", keyword: "工程建设政策,法规文件" },
  "page-paper": { title: "论文_{companyName}", keyword: "工程论文,技术论文" },
  "page-tender": {
    title: "{regionName}{infoType}招标信息_{companyName}",
    keyword: "{regionName}招标,{infoType},工程招标,中标公示",
    description: "{regionName}工程建设招标公告、开标记录、中标候选人与中标结果公示。",
  },
  // The product list: one product's page has its own template (page-productDetail) with {productName}.
  "page-product": { title: "{title}_{companyName}", keyword: "{title},计量支付软件,工程项目管理系统" },
  "page-help": { title: "帮助中心_{companyName}", keyword: "使用帮助,常见问题" },
  "page-search": { title: "搜索_{companyName}" },
  "page-video": { title: "视频课程_{companyName}", keyword: "工程培训,视频课程" },
  "page-contract": {
    title: "{title}_{companyName}",
    keyword: "会员开通,招标订阅,企业版,会员价格",
    description: "会员方案对比：免费版、会员、企业版的招标订阅数、联系人查看、资料下载和 AI 写作额度，在线签约开通。",
  },
};

/** Root columns of the news tree; bizType NEWS appear under 新闻栏目, TOPIC under 专题栏目. */
export const DEMO_COLUMNS: { name: string; bizType: "NEWS" | "TOPIC"; children?: string[] }[] = [
  { name: "行业动态", bizType: "NEWS", children: ["国内动态", "地方动态"] },
  { name: "政策解读", bizType: "NEWS" },
  { name: "企业新闻", bizType: "NEWS" },
  { name: "技术前沿", bizType: "NEWS", children: ["BIM技术", "智慧工地"] },
  { name: "工程案例", bizType: "NEWS" },
  { name: "招投标快讯", bizType: "NEWS" },
  { name: "安全质量", bizType: "NEWS" },
  { name: "计量支付", bizType: "NEWS" },
  { name: "城市轨道交通", bizType: "TOPIC" },
  { name: "公路与桥梁", bizType: "TOPIC" },
  { name: "水利工程", bizType: "TOPIC" },
  { name: "城市更新", bizType: "TOPIC" },
  { name: "智能建造", bizType: "TOPIC" },
  { name: "绿色低碳建筑", bizType: "TOPIC" },
  { name: "港口航道", bizType: "TOPIC" },
  { name: "铁路建设", bizType: "TOPIC" },
  { name: "市政管网", bizType: "TOPIC" },
  { name: "装配式建筑", bizType: "TOPIC" },
];

export const DEMO_FOOTER_LINKS = [
  { groupName: "关于我们", label: "公司介绍", href: "/solution" },
  { groupName: "关于我们", label: "加入我们", href: "/recruit" },
  { groupName: "关于我们", label: "开放平台", href: "/open" },
  { groupName: "服务支持", label: "帮助中心", href: "/help" },
  { groupName: "服务支持", label: "产品更新日志", href: "/product/log" },
  { groupName: "服务支持", label: "资料下载", href: "/information" },
  { groupName: "协议条款", label: "用户服务协议", href: "/service" },
  { groupName: "协议条款", label: "隐私政策", href: "/pravicy" },
];
