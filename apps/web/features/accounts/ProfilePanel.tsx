import { type ChangeEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/form/Button";
import { Card } from "~/components/form/Card";
import { UserIcon } from "~/components/form/icons";
import { TextField } from "~/components/form/TextField";
import { maxLength, useForm } from "~/components/form/use-form";
import { post, postFile, SUCCESS_CODE } from "~/lib/request";
import { toast } from "~/lib/toast";

export interface ProfileView {
  realname: string | null;
  avatarUrl: string | null;
  phone: string | null;
  email: string | null;
  /** YYYY-MM-DD */
  joinedOn: string;
  inviteCode: string | null;
}
export interface CompanyChoice {
  id: string;
  name: string;
  current: boolean;
}

const AVATAR_MAX_BYTES = 1_000_000;

/** Sends the chosen image as the avatar (multipart, field `file`); the server checks type and size again. */
async function uploadAvatar(file: File): Promise<string | undefined> {
  try {
    const { ok, body } = await postFile("/api/user/center/avatar/upload", file);
    if (ok && body?.code === SUCCESS_CODE) return undefined;
    return body?.msg || "上传失败，请稍后重试";
  } catch {
    return "网络异常，请检查网络后重试";
  }
}

/**
 * 个人中心's first tab, 基本资料: avatar, contact details, organisations and the name. Built without
 * antd, so the page most often opened loads none of antd's script (issue 15).
 */
export function ProfilePanel({ profile, companies }: { profile: ProfileView; companies: CompanyChoice[] }) {
  const { revalidate } = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm({ realname: profile.realname ?? "" }, { realname: [maxLength(30, "不能超过 30 个字")] });

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // the same file can be chosen again after an error
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return toast("error", "头像图片不能超过 1 MB");
    setUploading(true);
    const error = await uploadAvatar(file);
    setUploading(false);
    if (error) return toast("error", error);
    toast("success", "头像已更新");
    revalidate();
  };
  const save = form.submit(async ({ realname }) => {
    setSaving(true);
    try {
      const r = await post<{ points: number }>("/user/center/profile/update", { realname });
      toast("success", r.data.points ? `已保存，完善资料获得 ${r.data.points} 积分` : "已保存");
      revalidate();
    } catch {
      // request() has shown the server's message
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card>
      <div className="profile-head">
        <span className="profile-avatar" aria-hidden="true">
          {profile.avatarUrl ? (
            <img src={profile.avatarUrl} alt="" width={72} height={72} />
          ) : profile.realname ? (
            profile.realname.slice(0, 1)
          ) : (
            // No name yet: a neutral figure rather than a stray "用".
            <UserIcon />
          )}
        </span>
        <input
          ref={fileInput}
          type="file"
          name="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={onFile}
          aria-label="选择头像图片"
        />
        <Button loading={uploading} onClick={() => fileInput.current?.click()}>
          更换头像
        </Button>
        <span className="muted">PNG、JPG 或 WebP，不超过 1 MB</span>
      </div>
      <dl className="ui-desc mt16">
        <dt>手机号</dt>
        <dd>{profile.phone ?? "未绑定"}</dd>
        <dt>邮箱</dt>
        <dd>{profile.email ?? "未绑定"}</dd>
        <dt>注册时间</dt>
        <dd>{profile.joinedOn}</dd>
        {profile.inviteCode && (
          <>
            <dt>我的邀请码</dt>
            <dd>{profile.inviteCode}</dd>
          </>
        )}
        {companies.length > 0 && (
          <>
            <dt>所属机构</dt>
            <dd className="profile-companies">
              {companies.map((c) =>
                c.current ? (
                  <span className="ui-tag ui-tag-blue" key={c.id}>
                    {c.name}（当前）
                  </span>
                ) : (
                  <Button
                    key={c.id}
                    size="small"
                    onClick={async () => {
                      await post("/user/auth/switchCom", { companyId: c.id }).catch(() => {});
                      revalidate();
                    }}
                  >
                    切换到 {c.name}
                  </Button>
                ),
              )}
            </dd>
          </>
        )}
      </dl>
      <form className="profile-name mt16" onSubmit={save} noValidate>
        <TextField {...form.text("realname")} label="姓名" placeholder="真实姓名" autoComplete="name" maxLength={60} />
        <Button type="submit" loading={saving}>
          保存
        </Button>
      </form>
    </Card>
  );
}
