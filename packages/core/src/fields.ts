// One-line text fields from a form (kernel): trimmed, bounded, refused with a Chinese message naming the field.
import { invalid } from "./errors";

/** A required one-line text field, trimmed, with a Chinese message naming it. */
export function requireText(value: string | null | undefined, label: string, max = 200): string {
  const v = (value ?? "").trim();
  if (!v) throw invalid(`${label}不能为空`);
  if (v.length > max) throw invalid(`${label}不能超过 ${max} 个字`);
  return v;
}

/** Optional one-line text: empty becomes null. */
export function optionalText(value: string | null | undefined, label: string, max = 500): string | null {
  const v = (value ?? "").trim();
  if (v.length > max) throw invalid(`${label}不能超过 ${max} 个字`);
  return v || null;
}
