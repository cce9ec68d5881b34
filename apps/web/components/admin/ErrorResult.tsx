import ErrorIllustration from "~/components/ErrorIllustration";

/** The console's error picture: the site's own drawing for the status, what happened and a way back. */
export default function ErrorResult({ status, text }: { status: number; text: string }) {
  return (
    <div className="ui-result">
      <ErrorIllustration status={status} />
      <h2 className="ui-result-title">{status}</h2>
      <p className="ui-result-subtitle">{text}</p>
      <div className="ui-result-extra">
        <a href="/admin">返回管理后台首页</a>
      </div>
    </div>
  );
}
