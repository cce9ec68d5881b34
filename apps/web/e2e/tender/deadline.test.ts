/**
 * Issue 30: a notice whose 报名截止时间 comes two lines before the real 投标截止时间 — the detail page
 * shows the bid deadline of the 投标截止 line, its evidence is that line, and 开标时间（同投标截止时间）
 * shows the same time. The notice enters through the console's 人工录入, i.e. the same ingestion as
 * crawled notices (extraction, linking, duplicate checks), on the suite's shared server.
 */
import type { Locator } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { shot } from "../accounts/helpers";
import { baseUrl, expectNoErrors, open, useBrowser } from "../helpers";

/** A Jiangsu-style 施工招标公告 (names, code and phone numbers made up). */
const title = "铜山区柳泉镇农村道路提档升级工程施工招标公告";
const text = `铜山区柳泉镇农村道路提档升级工程施工招标公告
项目编号：E3203120319004216
一、招标条件
本招标项目铜山区柳泉镇农村道路提档升级工程已由徐州市铜山区发展和改革委员会以铜发改审〔2019〕87号批准建设，项目业主为徐州市铜山区柳泉镇人民政府，建设资金来自财政资金，出资比例为100%，招标人为徐州市铜山区柳泉镇人民政府，招标代理机构为江苏恒筑工程项目管理有限公司。项目已具备招标条件，现对该项目的施工进行公开招标。
二、项目概况与招标范围
2.1 建设地点：徐州市铜山区柳泉镇
2.2 建设规模：新建及改造农村道路约12.6公里，路面宽4.5米至6米，水泥混凝土路面，配套排水及交通安全设施。
2.3 计划工期：120日历天
2.4 最高投标限价：8,765,432.00元
2.5 标段划分：本项目划分为一个标段
2.6 招标范围：施工图纸及工程量清单范围内的全部内容。
三、投标人资格要求
3.1 投标人须具备公路工程施工总承包三级及以上资质，并在人员、设备、资金等方面具有相应的施工能力。
3.2 拟派项目经理须具备公路工程专业二级及以上注册建造师执业资格，持有有效的安全生产考核合格证书（B类），且未担任其他在施建设工程项目的项目经理。
3.3 本次招标不接受联合体投标。
四、招标文件的获取及投标文件的递交
报名截止时间：2019年7月15日17:00
获取招标文件方式：网上下载
投标截止时间：2019年7月22日上午10:00
开标时间：同投标截止时间
开标地点：徐州市公共资源交易中心第三开标室
凡有意参加投标者，请于报名截止时间前登录徐州市公共资源交易网下载招标文件；投标人应在投标截止时间前通过交易平台递交电子投标文件，逾期送达的，招标人不予受理。
五、发布公告的媒介
本次招标公告同时在江苏建设工程招标网、徐州市公共资源交易网上发布。
六、联系方式
招标人：徐州市铜山区柳泉镇人民政府
地址：徐州市铜山区柳泉镇府前路8号
联系人：刘先生
电话：0516-85000000
招标代理机构：江苏恒筑工程项目管理有限公司
地址：徐州市云龙区和平大道58号
联系人：陈女士
电话：0516-83000000
2019年6月28日`;

describe.skipIf(!baseUrl)("a bid deadline below a 报名截止时间 line, in Chromium", () => {
  const browser = useBrowser();

  it("the detail page shows the 投标截止 line's time, with that line as evidence, and 开标时间 the same", async () => {
    const entered = await fetch(`${baseUrl}/api/admin/tender/enter`, {
      method: "POST",
      headers: { Authorization: `Bearer ${inject("staffToken")}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        title,
        text,
        sourceUrl: `https://jsggzy.example/xzsggzy/jyxx/${Date.now()}.html`,
        sourceSite: "徐州市公共资源交易网",
        publishedOn: "2019-06-28",
      }),
    });
    const body = await entered.text();
    expect(entered.status, body).toBe(200);
    const id: number = JSON.parse(body).data.id;

    const { page } = browser;
    await open(page, `/tenderDetails/${id}`);
    await page.locator("h1", { hasText: title }).waitFor();
    const fields = page.locator(".tender-fields").first();
    const value = (label: string): Locator =>
      fields.locator("tr", { has: page.locator("th", { hasText: new RegExp(`^${label}$`) }) }).locator(".evidence");
    // The button holds the value, then its (hidden) tooltip: the value is the first text node.
    const shown = (l: Locator) => l.evaluate((el) => el.firstChild?.textContent?.trim());

    const deadline = value("投标截止");
    expect(await shown(deadline)).toBe("2019-07-22 10:00");
    const opening = value("开标时间");
    expect(await shown(opening)).toBe("2019-07-22 10:00");
    // Nowhere among the fields, tooltips included, is the registration deadline.
    const all = (await fields.textContent()) ?? "";
    expect(all).not.toContain("2019-07-15");
    expect(all).not.toContain("报名截止");

    // Hovering the value shows where it was read: the 投标截止时间 line itself.
    await deadline.hover();
    const tip = deadline.locator(".evidence-tip");
    await tip.waitFor({ state: "visible" });
    expect(await tip.locator(".evidence-text").textContent()).toBe("原文：投标截止时间：2019年7月22日上午10:00");
    expect(await tip.locator(".evidence-note").textContent()).toMatch(/^识别可信度 \d+%$/);
    await shot(page, "tender-deadline-evidence");

    await opening.hover();
    const openTip = opening.locator(".evidence-tip");
    await openTip.waitFor({ state: "visible" });
    expect(await openTip.locator(".evidence-text").textContent()).toBe("原文：开标时间：同投标截止时间");
    expect(await tip.isVisible()).toBe(false);

    // The other fields of the notice are its own, not a neighbour line's.
    expect(await shown(value("项目编号"))).toBe("E3203120319004216");
    expect(await shown(value("招标人"))).toBe("徐州市铜山区柳泉镇人民政府");
    expect(await shown(value("代理机构"))).toBe("江苏恒筑工程项目管理有限公司");
    // A visitor's text hides the contacts, and only them: the date under the last phone stays.
    const shownText = (await page.locator(".tender-text").textContent()) ?? "";
    expect(shownText).not.toContain("0516-83000000");
    expect(shownText).toMatch(/电话：（已隐藏）\n2019年6月28日$/);
    expectNoErrors(browser, "tender detail");
  });
});
