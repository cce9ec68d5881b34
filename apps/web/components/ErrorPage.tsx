import { Link } from "react-router";
import { NotFoundIllustration, ServerErrorIllustration } from "./Illustrations";

/** SPEC §2 error page: only the 404 and 500 illustrations, and a way back home. */
export function ErrorPage({ status }: { status: 404 | 500 }) {
  return (
    <div className="error-page">
      {status === 404 ? <NotFoundIllustration /> : <ServerErrorIllustration />}
      <h1 className="error-title">{status === 404 ? "抱歉，您访问的页面不存在" : "抱歉，服务器出错了"}</h1>
      <p className="error-text">{status === 404 ? "页面可能已被删除，或地址输入有误。" : "请稍后刷新重试，问题持续时请联系客服。"}</p>
      <Link to="/" className="btn btn-primary">
        返回首页
      </Link>
    </div>
  );
}
