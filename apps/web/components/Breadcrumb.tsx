import { Link } from "~/components/Link";

/** SPEC §2 breadcrumb item: a link when it has a path, plain text otherwise. */
export interface Crumb {
  name: string;
  path?: string;
  target?: "_blank" | "_self";
}

function HomeIcon() {
  return (
    <svg className="crumb-home" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M2 7.5 8 2l6 5.5M3.5 6.5V14h3.5v-4h2v4h3.5V6.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

/** The first item is always 首页 with a home icon. Plain markup: no script needed to show it. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ name: "首页", path: "/" }, ...items];
  return (
    <nav className="page-breadcrumb" aria-label="当前位置">
      <ol>
        {all.map((item, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${item.path ?? ""}|${item.name}`}>
              {item.path && !last ? (
                <Link to={item.path} target={item.target}>
                  {i === 0 && <HomeIcon />}
                  {item.name}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
