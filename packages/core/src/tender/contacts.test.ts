import { describe, expect, it } from "vitest";
import { hideContacts } from "./detail";

describe("hideContacts", () => {
  it("hides people, phones and e-mail, and a phone stops at the end of its line", () => {
    const text = "联系人：陈女士\n电话：0516-83000000\n2019年6月28日";
    expect(hideContacts(text)).toBe("联系人：（已隐藏）\n电话：（已隐藏）\n2019年6月28日");
    expect(hideContacts("联系电话：0516 - 8500 0000 转 801；邮箱：zb@example.com")).toBe("联系电话：（已隐藏）；邮箱：（已隐藏）");
    expect(hideContacts("手机：13912345678\n项目编号：E3203120319004216")).toBe("手机：（已隐藏）\n项目编号：E3203120319004216");
  });
});
