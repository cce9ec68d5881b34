import { loginHref } from "@portal/contract";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";

/** Follow an organisation (its new notices are sent through the 关注的机构 subscription). Visitors go to the login page and back. */
export function FollowButton({ orgId, followed: initial }: { orgId: number; followed: boolean }) {
  const [followed, setFollowed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  async function toggle() {
    setBusy(true);
    try {
      const res = await post<{ followed: boolean }>(`/api/ai/userBidOrg/${followed ? "remove" : "create"}`, { orgId }, { silent: true });
      setFollowed(res.data.followed);
      toast("success", res.data.followed ? "已关注：它的新公告、中标和候选会通过“关注的机构”订阅推送给您" : "已取消关注");
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        toast("info", "请先登录，登录后即可关注单位");
        navigate(loginHref(location.pathname, location.search));
      } else if (err instanceof ApiError) toast("error", err.msg);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={followed ? "btn btn-primary" : "btn"} aria-pressed={followed} disabled={busy} onClick={toggle}>
      {followed ? "已关注" : "＋ 关注"}
    </button>
  );
}
