import type { TenderNotice } from "@portal/core";

/**
 * A small procurement story for the console tests: one road project through its stages, and a
 * warehouse project whose buyer is written two ways ("湖北路桥集团有限公司" and "湖北省路桥集团有限公司",
 * which the normaliser keeps apart) — the name variants staff merge.
 */
export const ROAD = "宜昌市西陵区东山大道改造工程";
export const VARIANT = "湖北路桥集团有限公司";
export const SURVIVOR = "湖北省路桥集团有限公司";

export const consoleNotices = (): TenderNotice[] => [
  {
    sourceUrl: "https://ggzy.example.cn/console/1",
    title: `${ROAD}招标公告`,
    text: "项目编号：YC-2026-001\n招标人：宜昌市西陵区交通运输局\n招标代理机构：湖北华信工程咨询有限公司\n预算金额：500万元\n投标截止时间：2026年03月20日 09:30\n开标地点：宜昌市公共资源交易中心",
    publishedOn: "2026-03-01",
  },
  {
    sourceUrl: "https://ggzy.example.cn/console/2",
    title: `${ROAD}中标候选人公示`,
    text: `项目编号：YC-2026-001\n招标人：宜昌市西陵区交通运输局\n第一中标候选人：${VARIANT}，投标报价：480万元\n第二中标候选人：${SURVIVOR}，投标报价：490万元\n第三中标候选人：中建三局集团有限公司，投标报价：495万元`,
    publishedOn: "2026-03-10",
  },
  {
    sourceUrl: "https://ggzy.example.cn/console/3",
    title: `${ROAD}中标结果公示`,
    text: `项目编号：YC-2026-001\n招标人：宜昌市西陵区交通运输局\n中标人：${SURVIVOR}\n中标价：480万元`,
    publishedOn: "2026-03-12",
  },
  {
    sourceUrl: "https://ggzy.example.cn/console/4",
    title: "路桥集团宜昌基地仓库维修工程招标公告",
    text: `招标人：${VARIANT}\n建设地点：宜昌市猇亭区\n最高投标限价：120万元`,
    publishedOn: "2026-02-01",
  },
  {
    sourceUrl: "https://ggzy.example.cn/console/5",
    title: "路桥集团宜昌基地仓库维修工程中标结果公示",
    text: `招标人：${SURVIVOR}\n建设地点：宜昌市猇亭区\n中标人：中建三局集团有限公司\n中标价：118万元`,
    publishedOn: "2026-02-20",
  },
];
