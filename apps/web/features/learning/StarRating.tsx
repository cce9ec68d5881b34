import { useState } from "react";
import { ApiError, post } from "~/lib/request";
import { toast } from "~/lib/toast";

interface Counters {
  favoriteCount: number;
  starAvg: number;
  starCount: number;
}

/**
 * 评分: five radio-like stars (arrow keys work: it is a radio group), one rating per user that a
 * second click replaces; 撤销评分 takes it back. Visitors are asked to log in.
 */
export function StarRating({
  courseId,
  mine,
  login,
  onChange,
}: {
  courseId: number;
  mine: number;
  login: boolean;
  onChange: (c: Counters & { myStars: number }) => void;
}) {
  const [hover, setHover] = useState(0);
  const [busy, setBusy] = useState(false);
  async function rate(stars: number) {
    if (!login) return toast("info", "登录后可以评分");
    setBusy(true);
    try {
      const r = stars
        ? await post<Counters & { myStars: number }>("/api/learning/pub/videoRes/addStar", { id: courseId, stars }, { silent: true })
        : await post<Counters & { myStars: number }>("/api/learning/pub/videoRes/reduceStar", { id: courseId }, { silent: true });
      onChange(r.data);
      toast("success", stars ? `已评 ${stars} 星` : "已撤销评分");
    } catch (err) {
      if (err instanceof ApiError) toast("error", err.msg);
    } finally {
      setBusy(false);
    }
  }
  const shown = hover || mine;
  return (
    <span className="star-rating">
      <span role="radiogroup" aria-label="我的评分" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          // biome-ignore lint/a11y/useSemanticElements: star buttons styled as a rating, announced as radios
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={mine === n}
            aria-label={`${n} 星`}
            disabled={busy}
            className={n <= shown ? "star on" : "star"}
            onMouseEnter={() => setHover(n)}
            onClick={() => rate(n)}
          >
            ★
          </button>
        ))}
      </span>
      {mine > 0 && (
        <button type="button" className="link-button" disabled={busy} onClick={() => rate(0)}>
          撤销评分
        </button>
      )}
    </span>
  );
}
