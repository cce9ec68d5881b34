/** SPEC §2 information tab strip. */
export const INFO_TABS = [
  { key: "home", label: "首页", to: "/information" },
  { key: "tender", label: "招标", to: "/information/tender" },
  { key: "news", label: "资讯", to: "/news" },
  { key: "paper", label: "论文", to: "/paper" },
  { key: "video", label: "课程", to: "/video" },
  { key: "standard", label: "标准", to: "/standard" },
  { key: "policy", label: "政策", to: "/policy" },
  { key: "data", label: "资料", to: "/information/list" },
] as const;

/** Plain anchors: lib/app-links.ts keeps their clicks in the app. */
export function InfoTabs({ active }: { active?: string }) {
  return (
    <nav className="info-tabs" aria-label="信息分类">
      {INFO_TABS.map((t) => (
        <a
          key={t.key}
          href={t.to}
          data-discover="true"
          className={t.key === active ? "info-tab active" : "info-tab"}
          aria-current={t.key === active ? "page" : undefined}
        >
          {t.label}
        </a>
      ))}
    </nav>
  );
}
