import { Result } from "antd";

/** The console's error picture (antd Result with its 403/404/500 illustrations, ~10 KB gzip). */
export default function ErrorResult({ status, text }: { status: number; text: string }) {
  return (
    <Result
      status={status === 403 ? "403" : status === 404 ? "404" : "500"}
      title={status}
      subTitle={text}
      extra={<a href="/admin">返回管理后台首页</a>}
    />
  );
}
