import { DownOutlined } from "@ant-design/icons";
import { Popover } from "antd";
import { Link } from "react-router";
import type { RootData } from "../root";

type Nav = RootData["nav"];

function Group({
  title,
  first,
  next,
  more,
}: {
  title: string;
  first: { id: number; name: string }[];
  next: { id: number; name: string }[];
  more?: string;
}) {
  if (first.length === 0) return null;
  return (
    <div className="news-menu-group">
      <div className="news-menu-title">{title}</div>
      <ul>
        {first.map((c) => (
          <li key={c.id}>
            <Link to={`/news/list/${c.id}`}>{c.name}</Link>
          </li>
        ))}
      </ul>
      {next.length > 0 && (
        <ul>
          {next.map((c) => (
            <li key={c.id}>
              <Link to={`/news/list/${c.id}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Link className="news-menu-more" to={more}>
          查看全部
        </Link>
      )}
    </div>
  );
}

/** SPEC §2 hover menu: news columns and topic columns (first 5 and next 5 of each) and study materials. */
export function NewsMenu({ nav }: { nav: Nav }) {
  const content = (
    <div className="news-menu">
      <Group title="新闻栏目" first={nav.news.first} next={nav.news.next} more="/news" />
      <Group title="专题栏目" first={nav.topics.first} next={nav.topics.next} />
      <div className="news-menu-group">
        <div className="news-menu-title">学习资料</div>
        <ul>
          <li>
            <Link to="/standard">标准规范</Link>
          </li>
          <li>
            <Link to="/policy">政策法规</Link>
          </li>
          <li>
            <Link to="/paper">论文</Link>
          </li>
        </ul>
      </div>
    </div>
  );
  return (
    <Popover content={content} placement="bottom" arrow={false} trigger={["hover", "focus"]}>
      <Link to="/news" className="topbar-link" aria-haspopup="true">
        行业资讯 <DownOutlined className="topbar-caret" aria-hidden />
      </Link>
    </Popover>
  );
}
