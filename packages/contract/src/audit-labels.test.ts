import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionLabel, auditTargetLabel } from "./audit-labels";

function coreFiles(): string[] {
  const root = path.resolve(import.meta.dirname, "../../core/src");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".ts") && !p.endsWith(".test.ts")) files.push(p);
    }
  };
  walk(root);
  return files;
}

/** Every literal audit action written anywhere in packages/core (recordAudit / auditChange calls). */
function actionsInCore(): string[] {
  const found = new Set<string>();
  for (const file of coreFiles()) {
    const text = readFileSync(file, "utf8");
    // Dotted or not ("logout" is an action too).
    for (const m of text.matchAll(/action: (?:input\.approve \? )?"([a-zA-Z_.]+)"(?: : "([a-zA-Z_.]+)")?/g)) {
      found.add(m[1]);
      if (m[2]) found.add(m[2]);
    }
    for (const m of text.matchAll(/auditChange\(\s*\w+,\s*"([a-zA-Z_]+\.[a-zA-Z_.]+)"/g)) found.add(m[1]);
    // Written in a variable first (news, tender state changes).
    for (const m of text.matchAll(/const action = [^;]*/g)) for (const q of m[0].matchAll(/"([a-zA-Z_]+\.[a-zA-Z_.]+)"/g)) found.add(q[1]);
  }
  return [...found].sort();
}

/** Every literal target type written in packages/core (recordAudit's targetType, auditChange's { type }). */
function targetTypesInCore(): string[] {
  const found = new Set<string>();
  for (const file of coreFiles()) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/targetType: "([a-zA-Z_]+)"/g)) found.add(m[1]);
    for (const m of text.matchAll(/auditChange\(\s*\w+,[^{]*\{ type: "([a-zA-Z_]+)"/g)) found.add(m[1]);
  }
  return [...found].sort();
}

describe("audit labels", () => {
  it("names every action the code writes in Chinese", () => {
    const actions = actionsInCore();
    expect(actions.length).toBeGreaterThan(20);
    const unnamed = actions.filter((a) => auditActionLabel(a) === a);
    expect(unnamed).toEqual([]);
  });

  it("names every target type the code writes in Chinese", () => {
    const types = targetTypesInCore();
    expect(types).toEqual(expect.arrayContaining(["user", "session", "platform", "provider", "tender"]));
    expect(types.filter((t) => auditTargetLabel(t, null) === t)).toEqual([]);
  });

  it("names the sign-out and the platforms (issue 29: the log showed logout, platform org)", () => {
    expect(auditActionLabel("logout")).toBe("退出登录");
    expect(auditTargetLabel("platform", "org")).toBe("机构平台");
    expect(auditTargetLabel("provider", "wechat")).toBe("微信");
    expect(auditActionLabel("user.disable")).toBe("停用用户");
  });

  it("composes staff changes and hides raw ids of people", () => {
    expect(auditActionLabel("news.publish")).toBe("发布资讯");
    expect(auditActionLabel("helpDir.create")).toBe("新建帮助目录");
    expect(auditActionLabel("login.success")).toBe("登录成功");
    expect(auditActionLabel("something.new")).toBe("something.new");
    expect(auditTargetLabel("news", "12")).toBe("资讯 #12");
    expect(auditTargetLabel("session", "0b5b3c1e-1111-4222-8333-444455556666")).toBe("会话");
  });
});
