import { loginHref } from "@portal/contract";
import type { LessonItem, PlayInfo } from "@portal/core";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/Link";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";
import { clock } from "./format";

export interface PlayOffer {
  login: boolean;
  planName: string | null;
  freeLeft: number;
  points: number;
  balance: number;
}

/** How often, while playing, the position is saved (also on pause, on end and when leaving). */
const SAVE_EVERY_MS = 10_000;

/**
 * Saves where the user is. `keepalive` lets the request finish while the page goes away, which is
 * when the last position matters most.
 */
function saveProgress(lessonId: number, video: HTMLVideoElement, keepalive = false) {
  if (!video.currentTime) return Promise.resolve(null);
  const body = JSON.stringify({ lessonId, positionSec: Math.floor(video.currentTime), durationSec: Math.floor(video.duration || 0) });
  return fetch("/api/learning/videoRes/progress", {
    method: "POST",
    body,
    keepalive,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
  })
    .then((r) => (r.ok ? (r.json() as Promise<{ data: { positionSec: number; completed: boolean } }>) : null))
    .catch(() => null);
}

/**
 * The lesson player: asks /learning/videoRes/play for the HLS address and resume position, plays it
 * with hls.js (Safari plays HLS itself), resumes where the user left off and saves the position as
 * they watch. Lessons that need a login or a plan say so instead, with the way forward.
 */
export function LessonPlayer({
  lesson,
  canPlay,
  offer,
  onSaved,
}: {
  lesson: LessonItem;
  canPlay: boolean;
  offer: PlayOffer;
  onSaved?: (lessonId: number, positionSec: number, completed: boolean) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const location = useLocation();
  const [info, setInfo] = useState<PlayInfo | null>(null);
  const [unlocked, setUnlocked] = useState(canPlay);
  const [problem, setProblem] = useState("");
  const ready = lesson.state === "done";

  useEffect(() => setUnlocked(canPlay), [canPlay]);

  // Ask for the media once the lesson may be played.
  useEffect(() => {
    setInfo(null);
    setProblem("");
    if (!ready || !unlocked) return;
    let gone = false;
    post<PlayInfo>("/api/learning/videoRes/play", { id: lesson.id }, { silent: true })
      .then((r) => {
        if (gone) return;
        if (r.data.paid === "quota") toast("success", "已使用今日免费观看次数，本节可反复观看");
        if (r.data.paid === "points") toast("success", `已扣除 ${offer.points} 积分，本节可反复观看`);
        setInfo(r.data);
        // The list beside the player shows the same place, even if the page was rendered before
        // the last save arrived.
        if (r.data.positionSec || r.data.completed) onSaved?.(lesson.id, r.data.positionSec, r.data.completed);
      })
      .catch((err) => !gone && setProblem(err instanceof ApiError ? err.msg : "视频加载失败，请稍后再试"));
    return () => {
      gone = true;
    };
  }, [lesson.id, ready, unlocked, offer.points, onSaved]);

  // Attach the stream; resume; save the position while playing and when leaving.
  useEffect(() => {
    const el = video.current;
    if (!el || !info?.masterUrl) return;
    const master = info.masterUrl;
    let hls: { destroy(): void } | undefined;
    let cancelled = false;
    const start = info.positionSec;
    (async () => {
      if (el.canPlayType("application/vnd.apple.mpegurl")) {
        el.src = master;
        if (start) el.addEventListener("loadedmetadata", () => (el.currentTime = start), { once: true });
        return;
      }
      const { default: Hls } = await import("hls.js");
      if (cancelled) return;
      if (!Hls.isSupported()) {
        setProblem("当前浏览器无法播放视频，请换用新版浏览器");
        return;
      }
      // No worker: it would be a blob: script, which the page's security policy does not run.
      const player = new Hls({ enableWorker: false, startPosition: start || -1 });
      player.on(Hls.Events.ERROR, (_e, data) => data.fatal && setProblem("视频加载失败，请刷新重试"));
      player.loadSource(master);
      player.attachMedia(el);
      hls = player;
    })();
    let lastSave = Date.now();
    const save = (keepalive = false) => {
      lastSave = Date.now();
      // Visitors watch free lessons without an account: there is nowhere to keep their place.
      if (!offer.login) return;
      saveProgress(lesson.id, el, keepalive).then((r) => r && onSaved?.(lesson.id, r.data.positionSec, r.data.completed));
    };
    const onTime = () => Date.now() - lastSave > SAVE_EVERY_MS && save();
    const onPause = () => save();
    const onHide = () => save(true);
    el.addEventListener("timeupdate", onTime);
    el.addEventListener("pause", onPause);
    el.addEventListener("ended", onPause);
    window.addEventListener("pagehide", onHide);
    return () => {
      cancelled = true;
      el.removeEventListener("timeupdate", onTime);
      el.removeEventListener("pause", onPause);
      el.removeEventListener("ended", onPause);
      window.removeEventListener("pagehide", onHide);
      // Leaving the lesson (another lesson, another page): keep the place.
      save(true);
      hls?.destroy();
      el.removeAttribute("src");
    };
  }, [info, lesson.id, offer.login, onSaved]);

  let cover: React.ReactNode = null;
  if (lesson.state === "failed") cover = <p>本节视频暂不可播放，我们正在处理。</p>;
  else if (!ready) cover = <p>视频处理中，请稍后再来观看。</p>;
  else if (!unlocked && !offer.login)
    cover = (
      <>
        <p>{lesson.access === "plan" ? "本节为会员课程，登录后可观看" : "登录后即可观看本节课程"}</p>
        <Link className="btn btn-primary" to={loginHref(location.pathname, location.search)}>
          登录
        </Link>
      </>
    );
  else if (!unlocked) cover = <UnlockCover offer={offer} onUnlock={() => setUnlocked(true)} />;
  else if (problem) cover = <p>{problem}</p>;

  return (
    <div className="player">
      {/* biome-ignore lint/a11y/useMediaCaption: lessons carry no caption files yet; staff upload video only */}
      <video
        ref={video}
        className="player-video"
        controls={Boolean(info?.masterUrl)}
        playsInline
        preload="metadata"
        poster={info?.posterUrl ?? lesson.posterUrl ?? undefined}
        aria-label={`视频：${lesson.title}`}
      />
      {cover && <div className="player-cover">{cover}</div>}
      {info?.masterUrl && info.positionSec > 0 && !cover && (
        <p className="player-resume" aria-live="polite">
          已为您从上次看到的 {clock(info.positionSec)} 继续播放
        </p>
      )}
    </div>
  );
}

/** A member lesson: unlock it with today's free views or with points, or become a member. */
function UnlockCover({ offer, onUnlock }: { offer: PlayOffer; onUnlock: () => void }) {
  const free = offer.freeLeft > 0;
  const short = !free && offer.balance < offer.points;
  return (
    <>
      <p>本节为会员课程{offer.planName ? `（您当前为${offer.planName}）` : ""}。</p>
      <p className="muted-on-dark">
        {free
          ? `今日还可免费观看 ${offer.freeLeft} 节会员课程，解锁后可反复观看。`
          : `今日免费次数已用完，解锁需 ${offer.points} 积分（当前余额 ${offer.balance} 积分）。`}
      </p>
      <span className="player-cover-actions">
        {!short && (
          <button type="button" className="btn btn-primary" onClick={onUnlock}>
            {free ? "免费解锁观看" : `用 ${offer.points} 积分解锁`}
          </button>
        )}
        <Link className="btn" to="/contract">
          开通会员
        </Link>
      </span>
    </>
  );
}
