import type { TenderSearchInput } from "@portal/core";
import { describe, expect, it } from "vitest";
import { formEncode, TENDER_FILTER_PARAMS, tenderFilterValues, tenderHref, tenderHrefs } from "./tender-url";

/** The address as URLSearchParams writes it: the reference the faster encoder must equal. */
function reference(input: TenderSearchInput, changes: Record<string, string | undefined>, paging: { page?: number; after?: string } = {}) {
  const values: Record<string, string | undefined> = { ...tenderFilterValues(input), ...changes };
  if ("province" in changes && changes.province !== input.province) values.city = undefined;
  const q = new URLSearchParams();
  for (const name of TENDER_FILTER_PARAMS) if (values[name]) q.set(name, values[name] as string);
  const page = paging.page ?? 1;
  let path = input.category ? `/tender/${input.category}` : "/tender";
  if (page > 1 && page <= 10) path = `/tender/${input.category ?? "ALL"}/0/${page}`;
  if (page > 10) {
    q.set("page", String(page));
    if (paging.after) q.set("after", paging.after);
  }
  const s = q.toString();
  return `${path}${s ? `?${s}` : ""}`;
}

const input = {
  keyword: "隧道 施工 (二标段)!~'*-._&=+#%/?",
  scope: "title",
  province: "420000",
  city: "420500",
  stage: "0103",
  minAmount: 1_234_500,
  category: "ENGINEERING",
} as unknown as TenderSearchInput;

describe("the tender list's addresses (issue 34: written once per list, each link encodes only its change)", () => {
  it("writes every value as URLSearchParams does, Chinese, spaces and reserved characters included", () => {
    for (const s of ["隧道 施工", "a+b=c&d", "!'()~*-._", "100%/?#", "  ", "é ü", "420000", "0103", "*-._aZ9", ""]) {
      expect(formEncode(s)).toBe(new URLSearchParams({ x: s }).toString().slice(2));
    }
  });

  it("gives the same address as URLSearchParams for changes, removals, a new province and deep pages", () => {
    const href = tenderHrefs(input);
    const cases: [Record<string, string | undefined>, { page?: number; after?: string }?][] = [
      [{}],
      [{ stage: undefined }],
      [{ stage: "0100" }],
      [{ province: "110000" }],
      [{ province: "420000" }],
      [{ province: undefined, city: "110100" }],
      [{ q: "另一个 词" }],
      [{ min: undefined, max: "50" }],
      [{}, { page: 3 }],
      [{}, { page: 12, after: "2026-11-01T00:00:00Z|123" }],
      [{}, { page: 12 }],
    ];
    for (const [changes, paging] of cases) {
      expect(href(changes, paging)).toBe(reference(input, changes, paging));
      expect(tenderHref(input, changes, paging)).toBe(reference(input, changes, paging));
    }
  });

  it("writes a bare list as its path alone", () => {
    expect(tenderHref({} as TenderSearchInput)).toBe("/tender");
    expect(tenderHref({} as TenderSearchInput, { stage: "0103" })).toBe("/tender?stage=0103");
  });
});
