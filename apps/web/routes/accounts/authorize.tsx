import { loginHref } from "@portal/contract";
import { AppError, scanQrLogin } from "@portal/core";
import { Button, Descriptions, Result } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { redirect } from "react-router";
import { AntdScope } from "~/components/AntdScope";
import { Link } from "~/components/Link";
import { AuthShell } from "~/features/accounts/AuthShell";
import { appContext } from "~/lib/app-context";
import { frameLoader } from "~/lib/frame.server";
import { tdkMeta } from "~/lib/meta";
import { post } from "~/lib/request";
import type { Route } from "./+types/authorize";

const frame = frameLoader("page-authorize", { title: "扫码授权登录" });

/** The phone side of QR login: log in first, then see which browser asks and confirm or refuse. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const code = url.searchParams.get("code")?.slice(0, 200) ?? "";
  const { ctx } = args.context.get(appContext);
  if (ctx.actor.kind !== "user") throw redirect(loginHref(url.pathname, url.search));
  let request: Awaited<ReturnType<typeof scanQrLogin>> | null = null;
  let error: string | null = null;
  try {
    request = code ? await scanQrLogin(ctx, code) : null;
    if (!code) error = "二维码无效，请重新扫描";
  } catch (err) {
    error = err instanceof AppError ? err.userMessage : "二维码无效，请重新扫描";
  }
  return { ...(await frame(args)), code, request, error };
}
export const meta: Route.MetaFunction = ({ loaderData }) => tdkMeta(loaderData);

// The only page of the bare layout still built with antd (Descriptions, Result): it brings its own scope.
export default function AuthorizePage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <Authorize {...loaderData} />
    </AntdScope>
  );
}

function Authorize({ code, request, error }: Route.ComponentProps["loaderData"]) {
  const [done, setDone] = useState<"approved" | "refused" | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = async (approve: boolean) => {
    setBusy(true);
    try {
      await post("/user/auth/v3/scan/confirm", { code, approve });
      setDone(approve ? "approved" : "refused");
    } finally {
      setBusy(false);
    }
  };
  if (error || !request) {
    return (
      <AuthShell title="扫码授权登录">
        <Result status="warning" title={error ?? "二维码无效"} extra={<Link to="/">返回首页</Link>} />
      </AuthShell>
    );
  }
  if (done) {
    return (
      <AuthShell title="扫码授权登录">
        <Result
          status={done === "approved" ? "success" : "info"}
          title={done === "approved" ? "已确认，电脑端正在登录" : "已取消本次登录"}
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell title="确认在电脑上登录？" subtitle="请确认是您本人在以下设备上扫码登录；如不是本人操作，请点“拒绝”。">
      <Descriptions column={1} bordered size="small" className="authorize-info" styles={{ label: { width: 110, whiteSpace: "nowrap" } }}>
        <Descriptions.Item label="设备">{request.device}</Descriptions.Item>
        <Descriptions.Item label="浏览器标识">
          <span className="ua-text">{request.userAgent || "未知"}</span>
        </Descriptions.Item>
        <Descriptions.Item label="IP 地址">{request.ip || "未知"}</Descriptions.Item>
        <Descriptions.Item label="时间">{dayjs(request.createdAt).format("YYYY-MM-DD HH:mm:ss")}</Descriptions.Item>
      </Descriptions>
      <div className="auth-actions">
        <Button type="primary" size="large" loading={busy} onClick={() => answer(true)}>
          确认登录
        </Button>
        <Button size="large" danger disabled={busy} onClick={() => answer(false)}>
          拒绝
        </Button>
      </div>
    </AuthShell>
  );
}
