import { Button, Result } from "antd";
import { Link } from "react-router";

/** SPEC §2 error page: only the 404 and 500 illustrations, and a way back home. */
export function ErrorPage({ status }: { status: 404 | 500 }) {
  return (
    <div className="error-page">
      <Result
        status={status === 404 ? "404" : "500"}
        title={status === 404 ? "404" : "500"}
        subTitle={status === 404 ? "抱歉，您访问的页面不存在" : "抱歉，服务器出错了，请稍后再试"}
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </div>
  );
}
