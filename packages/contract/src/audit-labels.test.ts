import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionLabel, auditTargetLabel } from "./audit-labels";

/** Every literal audit action written anywhere in packages/core (recordAudit / auditChange calls). */
function actionsInCore(): string[] {
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
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/action: (?:input\.approve \? )?"([a-zA-Z_]+\.[a-zA-Z_.]+)"(?: : "([a-zA-Z_]+\.[a-zA-Z_.]+)")?/g)) {
      found.add(m[1]);
      if (m[2]) found.add(m[2]);
    }
    for (const m of text.matchAll(/auditChange\(\s*\w+,\s*"([a-zA-Z_]+\.[a-zA-Z_]+)"/g)) found.add(m[1]);
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

  it("composes staff changes and hides raw ids of people", () => {
    expect(auditActionLabel("news.publish")).toBe("发布资讯");
    expect(auditActionLabel("helpDir.create")).toBe("新建帮助目录");
    expect(auditActionLabel("login.success")).toBe("登录成功");
    expect(auditActionLabel("something.new")).toBe("something.new");
    expect(auditTargetLabel("news", "12")).toBe("资讯 #12");
    expect(auditTargetLabel("session", "0b5b3c1e-1111-4222-8333-444455556666")).toBe("会话");
  });
});
