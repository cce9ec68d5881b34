import { LikeOutlined, StarOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginHref } from "~/lib/login-link";
import { ApiError, post } from "~/lib/request";

interface OpState {
  praised: boolean;
  favorited: boolean;
  praiseCount: number;
  favoriteCount: number;
}

/** Like and favourite buttons. They need a login; visitors are offered the login page (and come back). */
export function ArticleActions({ id, praiseCount }: { id: number; praiseCount: number }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<OpState>({ praised: false, favorited: false, praiseCount, favoriteCount: 0 });
  const [busy, setBusy] = useState(false);

  async function act(op: "praise" | "cancelPraise" | "favorite" | "cancelFavorite") {
    setBusy(true);
    try {
      const res = await post<OpState>(`/api/news/pub/${op}`, { id }, { silent: true });
      setState(res.data);
      message.success({ praise: "已点赞", cancelPraise: "已取消点赞", favorite: "已收藏", cancelFavorite: "已取消收藏" }[op]);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        modal.confirm({
          title: "请先登录",
          content: "登录后即可点赞和收藏文章。",
          okText: "去登录",
          cancelText: "取消",
          onOk: () => navigate(loginHref(location.pathname, location.search)),
        });
      } else if (err instanceof ApiError) {
        message.error(err.msg);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="article-actions">
      <Button
        icon={<LikeOutlined />}
        type={state.praised ? "primary" : "default"}
        loading={busy}
        onClick={() => act(state.praised ? "cancelPraise" : "praise")}
      >
        {state.praised ? "已赞" : "点赞"} {state.praiseCount}
      </Button>
      <Button
        icon={<StarOutlined />}
        type={state.favorited ? "primary" : "default"}
        loading={busy}
        onClick={() => act(state.favorited ? "cancelFavorite" : "favorite")}
      >
        {state.favorited ? "已收藏" : "收藏"}
      </Button>
    </div>
  );
}
