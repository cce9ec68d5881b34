/**
 * Title / keywords / description templates (SPEC §1). Placeholders are written {name}.
 * An empty value removes its placeholder together with one neighbouring separator, so
 * "{title}_{columnName}_{companyName}" with no column renders "标题_公司" rather than "标题__公司".
 * When every page-specific placeholder (all but companyName) is empty, the result is null and the
 * caller uses the site default instead: "_筑信工程云" alone says nothing about the page.
 */
export const PLACEHOLDERS = [
  "companyName",
  "title",
  "columnName",
  "parentColumnName",
  "tagName",
  "productName",
  "regionName",
  "infoType",
  "bizType",
] as const;
export type TemplateVars = Partial<Record<(typeof PLACEHOLDERS)[number], string | null | undefined>>;

const SEPARATORS = "[_|｜\\-–—,，、\\s]";
const PLACEHOLDER = /\{(\w+)\}/g;
// Built once: every page's title, keywords and description go through these (issue 34).
const PLACEHOLDER_AND_SEPARATOR = new RegExp(`\\{(\\w+)\\}(${SEPARATORS})?`, "g");
const OUTER_SEPARATORS = new RegExp(`^${SEPARATORS}+|${SEPARATORS}+$`, "g");

export function renderTemplate(template: string | null | undefined, vars: TemplateVars): string | null {
  if (!template?.trim()) return null;
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const valueFor = (name: string) => (vars as Record<string, string | null | undefined>)[name]?.trim() ?? "";
  const pageSpecific = names.filter((n) => n !== "companyName");
  if (pageSpecific.length > 0 && pageSpecific.every((n) => valueFor(n) === "")) return null;

  // One pass, so a value that itself looks like "{companyName}" is printed, never expanded.
  const out = template
    .replace(PLACEHOLDER_AND_SEPARATOR, (_m, name: string, sep: string | undefined) => {
      const value = valueFor(name);
      return value ? value + (sep ?? "") : "";
    })
    .replace(OUTER_SEPARATORS, "");
  return out || null;
}
