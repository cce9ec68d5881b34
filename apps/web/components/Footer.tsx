import { isSitePath } from "~/lib/app-links";
import type { RootData } from "../root";

export function Footer({ root }: { root: RootData }) {
  const { site, nav, footer } = root;
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      {/* Plain links (lib/app-links.ts keeps their clicks in the app): the footer is on every page. */}
      <div className="footer-inner">
        {nav.footerTopics.length > 0 && (
          <div className="footer-col">
            <h2 className="footer-title">专题栏目</h2>
            <ul className="footer-topics">
              {nav.footerTopics.map((t) => (
                <li key={t.id}>
                  <a href={`/news/list/${t.id}`} data-discover="true">
                    {t.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {footer.map((g) => (
          <div className="footer-col" key={g.name}>
            <h2 className="footer-title">{g.name}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.href + l.label}>
                  <a href={l.href} data-discover={isSitePath(l.href) ? "true" : undefined}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {site.hotline && (
          <div className="footer-col">
            <h2 className="footer-title">联系我们</h2>
            <p className="footer-hotline">{site.hotline}</p>
            <p>工作日 9:00–18:00</p>
          </div>
        )}
      </div>
      <div className="footer-bottom">
        <span>
          © {year} {site.companyName || site.siteName} 版权所有
        </span>
        {site.icp && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {site.icp}
          </a>
        )}
        {site.psb && <span>{site.psb}</span>}
      </div>
    </footer>
  );
}
