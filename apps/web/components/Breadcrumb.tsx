import { HomeOutlined } from "@ant-design/icons";
import { Breadcrumb as AntBreadcrumb } from "antd";
import { Link } from "react-router";

/** SPEC §2 breadcrumb item: a link when it has a path, plain text otherwise. */
export interface Crumb {
  name: string;
  path?: string;
  target?: "_blank" | "_self";
}

/** The first item is always 首页 with a home icon. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ name: "首页", path: "/" }, ...items];
  return (
    <AntBreadcrumb
      className="page-breadcrumb"
      items={all.map((item, i) => ({
        key: `${i}-${item.name}`,
        title: item.path ? (
          <Link to={item.path} target={item.target}>
            {i === 0 ? <HomeOutlined aria-hidden /> : null} {item.name}
          </Link>
        ) : (
          <span aria-current={i === all.length - 1 ? "page" : undefined}>{item.name}</span>
        ),
      }))}
    />
  );
}
