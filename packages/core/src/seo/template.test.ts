import { describe, expect, it } from "vitest";
import { renderTemplate } from "./template";

describe("renderTemplate", () => {
  it("fills every placeholder", () => {
    expect(
      renderTemplate("{title}_{columnName}_{companyName}", {
        title: "地铁盾构施工要点",
        columnName: "技术前沿",
        companyName: "筑信工程云",
      }),
    ).toBe("地铁盾构施工要点_技术前沿_筑信工程云");
  });

  it("drops an empty placeholder with its separator instead of leaving '__'", () => {
    expect(renderTemplate("{title}_{columnName}_{companyName}", { title: "标题", columnName: "", companyName: "公司" })).toBe("标题_公司");
    expect(renderTemplate("{columnName}_{parentColumnName}_{companyName}", { columnName: "国内动态", companyName: "公司" })).toBe(
      "国内动态_公司",
    );
    expect(renderTemplate("{regionName}{infoType}招标信息_{companyName}", { regionName: "宜昌", companyName: "公司" })).toBe(
      "宜昌招标信息_公司",
    );
  });

  it("returns null (site default) when every page-specific value is empty", () => {
    expect(renderTemplate("{title}_{companyName}", { title: "  ", companyName: "公司" })).toBeNull();
    expect(renderTemplate("{tagName}相关资讯", {})).toBeNull();
    expect(renderTemplate("", { title: "x" })).toBeNull();
    expect(renderTemplate(null, { title: "x" })).toBeNull();
  });

  it("keeps literal templates and templates that name only the company", () => {
    expect(renderTemplate("帮助中心_{companyName}", { companyName: "公司" })).toBe("帮助中心_公司");
    expect(renderTemplate("关于我们", {})).toBe("关于我们");
  });

  it("treats values as text, not as further templates or regex syntax", () => {
    expect(renderTemplate("{title}_{companyName}", { title: "{companyName}$&", companyName: "公司" })).toBe("{companyName}$&_公司");
  });
});
