import type { Tdk } from "@portal/core";
import type { MetaDescriptor } from "react-router";

/** Head tags of a page from its resolved TDK; every page loader returns `tdk` (and may return `canonical`). */
export function tdkMeta(data: { tdk?: Tdk; canonical?: string } | undefined): MetaDescriptor[] {
  if (!data?.tdk) return [{ title: "页面不存在" }];
  const tags: MetaDescriptor[] = [
    { title: data.tdk.title },
    { name: "keywords", content: data.tdk.keywords },
    { name: "description", content: data.tdk.description },
  ];
  if (data.canonical) tags.push({ tagName: "link", rel: "canonical", href: data.canonical });
  return tags;
}
