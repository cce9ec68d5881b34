import { createStudyCat, createStudyDoc, type StudyType } from "../content";
import type { Ctx } from "../context";
import { STANDARDS } from "./standards-data";

/**
 * Standard categories, matched on the standard's name in this order (first match wins), so every
 * real standard lands in one plausible category without hand-editing 106 rows.
 */
const STANDARD_CATS: { name: string; match: RegExp }[] = [
  { name: "防火与消防", match: /防火|消防|防烟|灭火/ },
  { name: "节能与绿色建筑", match: /节能|绿色|碳排放|可再生能源/ },
  { name: "施工与质量验收", match: /施工|验收|脚手架|模板|混凝土|砂浆|机械|资料管理|总承包/ },
  { name: "给排水与供热", match: /给水|供水|排水|供热|防水/ },
  { name: "道路与桥梁", match: /道路|桥梁|路面|天桥/ },
  { name: "燃气与环卫", match: /燃气|垃圾|厕所/ },
  { name: "规划与通用", match: /规划|用地|术语|气候|测量|总平面|通用|统一标准/ },
  { name: "建筑设计", match: /./ },
];

/**
 * Facts known for certain about some standards: effective dates and issuing bodies as printed on
 * the standards. Standards not listed keep null (shown as "—") rather than a guess.
 */
const KNOWN: Record<string, { effectiveDate?: string; issuer?: string; replacedBy?: string; status?: "废止" }> = {
  "GB 55037-2022": { effectiveDate: "2023-06-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "GB 55031-2022": { effectiveDate: "2023-03-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "GB 55015-2021": { effectiveDate: "2022-04-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "GB 55019-2021": { effectiveDate: "2022-04-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "GB 55030-2022": { effectiveDate: "2023-04-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "GB 55036-2022": { effectiveDate: "2023-03-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "GB 55038-2025": { effectiveDate: "2025-05-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "GB 50016-2014": { effectiveDate: "2015-05-01", issuer: "住房和城乡建设部、国家质量监督检验检疫总局" },
  "GB 50300-2013": { effectiveDate: "2014-06-01", issuer: "住房和城乡建设部、国家质量监督检验检疫总局" },
  "GB 50204-2015": { effectiveDate: "2015-09-01", issuer: "住房和城乡建设部、国家质量监督检验检疫总局" },
  "GB/T 50378-2019": { effectiveDate: "2019-08-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "GB/T 51366-2019": { effectiveDate: "2019-12-01", issuer: "住房和城乡建设部、国家市场监督管理总局" },
  "JGJ 59-2011": { effectiveDate: "2012-07-01", issuer: "住房和城乡建设部" },
  "JGJ 450-2018": { effectiveDate: "2018-10-01", issuer: "住房和城乡建设部" },
  // JGJ 450-2018 states that it supersedes JGJ 122-99.
  "JGJ 122-99": { status: "废止", replacedBy: "JGJ 450-2018", issuer: "建设部" },
};

/** JGJ / CJJ are construction-industry standards approved by the ministry of their year. */
function issuerOf(code: string): string | null {
  const m = /^(JGJ|CJJ)(\/T)? \d+-(\d{2,4})$/.exec(code);
  if (!m) return null;
  const year = m[3].length === 2 ? 1900 + Number(m[3]) : Number(m[3]);
  return year >= 2008 ? "住房和城乡建设部" : "建设部";
}

const DAY = 86400_000;

function kindOf(code: string): string {
  if (code.startsWith("GB/T")) return "推荐性国家标准";
  if (code.startsWith("GB")) return "国家标准";
  if (code.startsWith("建标")) return "建设标准";
  return code.includes("/T") ? "推荐性行业标准" : "行业标准";
}

export async function seedStudy(ctx: Ctx, base: Date): Promise<Map<string, number>> {
  const cats = new Map<string, number>();
  for (const [i, c] of STANDARD_CATS.entries()) cats.set(c.name, (await createStudyCat(ctx, { type: "NORMAL", name: c.name, sort: i })).id);
  const ids = new Map<string, number>();
  for (const [i, s] of STANDARDS.entries()) {
    const known = KNOWN[s.code] ?? {};
    const cat = STANDARD_CATS.find((c) => c.match.test(s.name))?.name as string;
    const { id } = await createStudyDoc(ctx, {
      type: "NORMAL",
      catId: cats.get(cat),
      title: s.name,
      code: s.code,
      status: known.status ?? s.status,
      edition: s.edition,
      issuer: known.issuer ?? issuerOf(s.code),
      effectiveDate: known.effectiveDate ?? null,
      replacedBy: known.replacedBy ?? null,
      memo: `${s.code}《${s.name}》${s.edition ? `（${s.edition}）` : ""}，${kindOf(s.code)}。`,
      content: `<p>本页收录标准的编号、名称与状态信息，便于检索与引用。标准全文请以主管部门发布的正式出版物为准。</p>`,
      state: "PUBLISHED",
      // The curated rows come first in the source: they are shown as the newest.
      publishAt: new Date(base.getTime() - (i + 1) * DAY),
    });
    ids.set(s.code, id);
  }
  await seedPolicies(ctx, base);
  await seedPapers(ctx, base);
  return ids;
}

async function seedCategorised(
  ctx: Ctx,
  type: StudyType,
  base: Date,
  cats: string[],
  docs: Omit<Parameters<typeof createStudyDoc>[1], "type" | "catId">[] & { cat?: string }[],
) {
  const ids = new Map<string, number>();
  for (const [i, name] of cats.entries()) ids.set(name, (await createStudyCat(ctx, { type, name, sort: i })).id);
  for (const [i, d] of docs.entries()) {
    const { cat, ...rest } = d as typeof d & { cat: string };
    await createStudyDoc(ctx, {
      ...rest,
      type,
      catId: ids.get(cat),
      state: "PUBLISHED",
      publishAt: new Date(base.getTime() - (docs.length - i) * 3 * DAY),
    });
  }
}

/** Real laws and regulations with facts (issuer, dates, order numbers) that are public record. */
async function seedPolicies(ctx: Ctx, base: Date) {
  const p = (title: string, cat: string, issuer: string, code: string | null, effectiveDate: string, memo: string) => ({
    title,
    cat,
    issuer,
    code,
    effectiveDate,
    status: "现行有效",
    memo,
    // The summary (memo) is shown above the text already: the text does not repeat it.
    content: "<p>本页提供文件的基本信息与内容导读，条文以发布机关公布的正式文本为准。</p>",
  });
  await seedCategorised(
    ctx,
    "POLICY",
    base,
    ["法律", "行政法规", "部门规章"],
    [
      p(
        "中华人民共和国建筑法",
        "法律",
        "全国人民代表大会常务委员会",
        null,
        "1998-03-01",
        "规范建筑许可、建筑工程发包与承包、建筑工程监理、安全生产管理和质量管理等活动的基本法律。",
      ),
      p(
        "中华人民共和国招标投标法",
        "法律",
        "全国人民代表大会常务委员会",
        null,
        "2000-01-01",
        "规定必须进行招标的项目范围，以及招标、投标、开标、评标和中标的程序与法律责任。",
      ),
      p(
        "中华人民共和国招标投标法实施条例",
        "行政法规",
        "国务院",
        "国务院令第613号",
        "2012-02-01",
        "对招标投标法的细化规定，涉及招标范围、资格审查、评标委员会、投诉处理等环节。",
      ),
      p(
        "建设工程质量管理条例",
        "行政法规",
        "国务院",
        "国务院令第279号",
        "2000-01-30",
        "明确建设、勘察、设计、施工、工程监理单位的质量责任和义务，以及建设工程质量保修制度。",
      ),
      p(
        "建设工程安全生产管理条例",
        "行政法规",
        "国务院",
        "国务院令第393号",
        "2004-02-01",
        "明确建设工程各方主体的安全生产责任，规定施工现场安全防护、安全技术措施与生产安全事故处理。",
      ),
      p(
        "保障农民工工资支付条例",
        "行政法规",
        "国务院",
        "国务院令第724号",
        "2020-05-01",
        "规定工程建设领域农民工工资专用账户、实名制管理、工资保证金和总包代发等制度。",
      ),
      p(
        "必须招标的工程项目规定",
        "部门规章",
        "国家发展和改革委员会",
        "国家发展改革委令第16号",
        "2018-06-01",
        "界定全部或者部分使用国有资金投资、国家融资以及使用国际组织或外国政府资金的必须招标项目范围和规模标准。",
      ),
    ],
  );
}

/** Technical articles written by the platform's own team (no outside authors are named). */
async function seedPapers(ctx: Ctx, base: Date) {
  const paper = (title: string, cat: string, memo: string, sections: [string, string][], needLogin = false) => ({
    title,
    cat,
    memo,
    issuer: "筑信工程云技术团队",
    needLogin,
    // The summary (memo) is shown above the text already: the text starts with the first section.
    content: sections.map(([h, t]) => `<h3>${h}</h3><p>${t}</p>`).join(""),
  });
  await seedCategorised(
    ctx,
    "PAPER",
    base,
    ["计量支付", "BIM与GIS", "项目管理"],
    [
      paper(
        "基于工程量清单的中期计量流程数字化实践",
        "计量支付",
        "梳理公路与市政项目中期计量从现场签认、监理审核到业主支付的流程，分析纸质台账的常见问题，提出以清单为主线的在线计量方法。",
        [
          ["一、问题", "纸质计量依赖人工汇总，清单编号不一致、变更台账滞后、重复计量等问题在审计时集中暴露。"],
          [
            "二、方法",
            "以合同工程量清单为主数据，计量单、变更令和支付证书均引用清单条目，系统自动校验累计计量不超过合同数量与批复变更之和。",
          ],
          ["三、效果", "计量周期缩短，审核留痕完整，支付证书可追溯到每一张现场签认单。"],
        ],
      ),
      paper(
        "BIM 模型与 GIS 底图在线性工程中的融合应用",
        "BIM与GIS",
        "针对道路、管廊等线性工程，讨论 BIM 构件模型与 GIS 地理底图的坐标统一、轻量化与按桩号检索的实现方式。",
        [
          ["一、坐标统一", "工程坐标系与地理坐标系之间建立转换参数，模型按里程桩号分段加载。"],
          ["二、轻量化", "构件几何按层级简化，属性与几何分离存储，保证浏览器端流畅浏览。"],
          ["三、应用", "在进度填报、质量巡检和计量挂接中以构件为索引，实现“图—模—量”联动。"],
        ],
        true,
      ),
      paper(
        "施工企业项目管理系统的权限与数据隔离设计",
        "项目管理",
        "讨论多项目、多参建单位协同场景下的组织、角色与数据权限模型，以及如何在共享平台中保证各单位数据互不可见。",
        [
          ["一、组织模型", "以项目为边界，建设、施工、监理、咨询单位作为项目成员加入，各自维护人员与岗位。"],
          ["二、权限模型", "功能权限按岗位授予，数据权限按项目与标段划分，所有查询在服务端按归属过滤。"],
        ],
        true,
      ),
    ],
  );
}
