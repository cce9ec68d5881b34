import type { Tdk } from "@portal/core";
import type { MetaDescriptor } from "react-router";

/**
 * Head tags of a page from its resolved TDK; every page loader returns `tdk` and may return
 * `canonical` and `image` (a cover). Open Graph tags make shared links (WeChat, Weibo, DingTalk)
 * show the title, summary and cover; their URLs must be absolute, so the image is resolved
 * against the canonical address.
 */
export function tdkMeta(data: { tdk?: Tdk; canonical?: string; image?: string | null } | undefined): MetaDescriptor[] {
  if (!data?.tdk) return [{ title: "页面不存在" }];
  const tags: MetaDescriptor[] = [
    { title: data.tdk.title },
    { name: "keywords", content: data.tdk.keywords },
    { name: "description", content: data.tdk.description },
    { property: "og:title", content: data.tdk.title },
    { property: "og:description", content: data.tdk.description },
  ];
  if (data.canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: data.canonical }, { property: "og:url", content: data.canonical });
    if (data.image) tags.push({ property: "og:image", content: new URL(data.image, data.canonical).href });
  }
  return tags;
}
