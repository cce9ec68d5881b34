import { loginHref } from "@portal/contract";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";

interface OpState {
  praised: boolean;
  favorited: boolean;
  praiseCount: number;
  favoriteCount: number;
}

const DONE = { praise: "已点赞", cancelPraise: "已取消点赞", favorite: "已收藏", cancelFavorite: "已取消收藏" } as const;

function LikeIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M5 7v7H2V7zM5 7l3-5c1.2 0 2 .8 2 2v2h3.5c.9 0 1.6.8 1.4 1.7l-1 5A1.5 1.5 0 0 1 12.4 14H5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function StarIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="m8 1.8 1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type ViewerMarks = OpState | null;

/**
 * Like and favourite buttons. They need a login: visitors go to the login page and come back here.
 * `mine` is what the signed-in reader already did, rendered by the server (null for visitors), so
 * the buttons are right on first paint and after a reload. Study materials (`doc`) only have the
 * favourite button.
 */
export function ArticleActions({
  id,
  praiseCount,
  mine,
  kind = "news",
}: {
  id: number;
  praiseCount: number;
  mine: ViewerMarks;
  kind?: "news" | "doc" | "tender";
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<OpState>(mine ?? { praised: false, favorited: false, praiseCount, favoriteCount: 0 });
  const [busy, setBusy] = useState(false);

  async function act(op: keyof typeof DONE) {
    setBusy(true);
    try {
      const base = kind === "tender" ? "/api/ai/pub/userOperation/" : kind === "doc" ? "/api/news/pub/doc/" : "/api/news/pub/";
      const res = await post<Partial<OpState>>(`${base}${op}`, { id }, { silent: true });
      setState((s) => ({ ...s, ...res.data }));
      toast("success", DONE[op]);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        toast("info", kind === "doc" ? "请先登录，登录后即可收藏" : "请先登录，登录后即可点赞和收藏");
        navigate(loginHref(location.pathname, location.search));
      } else if (err instanceof ApiError) {
        toast("error", err.msg);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="article-actions">
      {kind !== "doc" && (
        <button
          type="button"
          className={state.praised ? "btn btn-primary" : "btn"}
          disabled={busy}
          aria-pressed={state.praised}
          onClick={() => act(state.praised ? "cancelPraise" : "praise")}
        >
          <LikeIcon /> {state.praised ? "已赞" : "点赞"} {state.praiseCount}
        </button>
      )}
      <button
        type="button"
        className={state.favorited ? "btn btn-primary" : "btn"}
        disabled={busy}
        aria-pressed={state.favorited}
        onClick={() => act(state.favorited ? "cancelFavorite" : "favorite")}
      >
        <StarIcon /> {state.favorited ? "已收藏" : "收藏"}
      </button>
    </div>
  );
}
