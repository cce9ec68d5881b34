import { loginHref, safeRedirect } from "@portal/contract";
import { mySecondFactor } from "@portal/core";
import { useState } from "react";
import { redirect } from "react-router";
import { Alert } from "~/components/form/Alert";
import { Button } from "~/components/form/Button";
import { TextField } from "~/components/form/TextField";
import { required, useForm } from "~/components/form/use-form";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { appContext } from "~/lib/app-context";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/security-totp";

const frame = frameLoader("page-securityTotp", { title: "绑定身份验证器" });

/** Staff only: where they enrol an authenticator app (after a login by outbox code, or any time). */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = args.context.get(appContext);
  const url = new URL(args.request.url);
  if (ctx.actor.kind !== "user") throw redirect(loginHref(url.pathname, url.search));
  return { ...(await frame(args)), status: await mySecondFactor(ctx), next: safeRedirect(url.searchParams.get("redirect"), "/admin") };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

interface Enrolment {
  secret: string;
  uri: string;
  qr: string;
}

/** The secret in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export default function SecurityTotpPage({ loaderData }: Route.ComponentProps) {
  const { status, next } = loaderData;
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ code: "" }, { code: [required("请输入动态码")] });

  if (!status.staff) {
    return (
      <AuthShell title="身份验证器">
        <Alert type="info" message="身份验证器仅供网站工作人员使用。" />
      </AuthShell>
    );
  }
  if (codes) return <RecoveryCodes codes={codes} next={next} />;
  if (status.enrolled) {
    return (
      <AuthShell title="身份验证器" subtitle="您已绑定身份验证器，登录时输入其中的 6 位动态码。">
        <p>剩余可用恢复码：{status.recoveryCodesLeft} 个。手机丢失或恢复码用完时，请联系管理员重置二次验证。</p>
        <Link to={next} className="ui-btn ui-btn-primary">
          继续
        </Link>
      </AuthShell>
    );
  }
  const begin = async () => {
    setBusy(true);
    try {
      setEnrolment((await post<Enrolment>("/user/center/totp/begin")).data);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (v: typeof form.values) => {
    setBusy(true);
    try {
      setCodes((await post<{ recoveryCodes: string[] }>("/user/center/totp/confirm", { code: v.code })).data.recoveryCodes);
    } catch {
      setBusy(false);
    }
  };
  return (
    <AuthShell
      title="绑定身份验证器"
      subtitle="绑定后，工作人员登录时输入手机身份验证器（如 Microsoft Authenticator、Google 身份验证器、腾讯身份验证器）中的 6 位动态码，不再需要查看发件箱。"
    >
      {!enrolment ? (
        <div className="totp-start">
          <Button variant="primary" block size="large" loading={busy} onClick={begin}>
            开始绑定
          </Button>
          <p className="auth-links">
            <Link to={next}>稍后再说</Link>
          </p>
        </div>
      ) : (
        <form onSubmit={form.submit(confirm)} noValidate name="totp-enrol" className="totp-enrol">
          <p>1. 用身份验证器扫描二维码：</p>
          <img src={enrolment.qr} alt="身份验证器二维码" width={200} height={200} className="totp-qr" />
          <p>
            无法扫码时，在应用中选择「输入设置密钥」，账户名填「筑信工程云」，密钥：
            <code className="totp-secret" data-secret={enrolment.secret}>
              {grouped(enrolment.secret)}
            </code>
          </p>
          <p>2. 输入应用显示的 6 位动态码完成绑定：</p>
          <TextField
            {...form.text("code")}
            label="动态码"
            placeholder="6 位数字"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
          <Button variant="primary" type="submit" block size="large" loading={busy}>
            完成绑定
          </Button>
        </form>
      )}
    </AuthShell>
  );
}

/** Shown once: the ten recovery codes, to copy or download before leaving the page. */
function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  const text = `筑信工程云 恢复码（每个只能使用一次）\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast("success", "已复制恢复码");
    } catch {
      toast("error", "复制失败，请手动选中抄写");
    }
  };
  const download = () => {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    a.download = "筑信工程云-恢复码.txt";
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <AuthShell
      title="保存恢复码"
      subtitle="身份验证器已绑定。手机丢失时，可用下列恢复码代替动态码登录，每个只能使用一次。此页关闭后不再显示。"
    >
      <ol className="totp-recovery" aria-label="恢复码">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="totp-actions">
        <Button onClick={copy}>复制</Button>
        <Button onClick={download}>下载</Button>
      </div>
      <Link to={next} className="ui-btn ui-btn-primary ui-btn-block">
        我已保存，继续
      </Link>
    </AuthShell>
  );
}
