import { PageFrame } from "~/components/PageFrame";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import type { Route } from "./+types/open-ui";

export const loader = frameLoader("page-openUi", { title: "界面组件" });
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

const RULES: [string, string][] = [
  [
    "响应信封",
    '所有接口返回 { code, msg, data }；成功时 code 为字符串 "30000"，分页列表另有 current、pages、size、total，行数据在 data.records。',
  ],
  [
    "错误提示",
    "失败时返回真实的 HTTP 状态码，msg 为可直接展示给用户的中文提示；401 表示需要登录，403 表示无权限，429 表示请求过于频繁（见 Retry-After）。",
  ],
  ["日期格式", "日期一律为 YYYY-MM-DD，时间为北京时间 YYYY-MM-DD HH:mm:ss。"],
  ["富文本", "正文 HTML 在保存时已按白名单净化，可直接渲染；请勿再拼接未转义的用户输入。"],
  ["搜索高亮", "搜索结果的 titleHtml、snippetHtml 已转义，命中词以 <em> 标出，可直接作为 HTML 插入。"],
  ["分页", "请求参数 current 从 1 开始，size 最大 100；超过最后一页时返回空列表。"],
];

/** Conventions for building a UI on the open API. */
export default function OpenUiPage() {
  return (
    <PageFrame title="界面组件" crumbs={[{ name: "开放平台", path: "/open" }, { name: "界面组件" }]}>
      <p>基于开放接口开发页面时，请遵循以下约定，使展示与本站保持一致：</p>
      <table className="info-table">
        <tbody>
          {RULES.map(([k, v]) => (
            <tr key={k}>
              <th>{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageFrame>
  );
}
