import { useState } from "react";
import { Link } from "react-router";

interface Slide {
  id: number;
  title: string;
  memo: string | null;
  releaseDate: string;
}

/**
 * Home carousel of articles flagged as banners. It moves only when the visitor picks a slide:
 * auto-advancing text is hard to read and needs a pause control (WCAG 2.2.2).
 */
export function Banner({ slides }: { slides: Slide[] }) {
  const [at, setAt] = useState(0);
  const s = slides[at];
  if (!s) return null;
  return (
    <section className="banner-main" aria-label="推荐资讯">
      <span className="muted" style={{ color: "rgba(255,255,255,0.7)" }}>
        {s.releaseDate}
      </span>
      <Link to={`/news/${s.id}`} className="banner-title">
        {s.title}
      </Link>
      {s.memo && <p>{s.memo}</p>}
      <div className="banner-dots">
        {slides.map((x, i) => (
          <button
            key={x.id}
            type="button"
            aria-label={`第 ${i + 1} 条：${x.title}`}
            className={i === at ? "active" : undefined}
            onClick={() => setAt(i)}
          />
        ))}
      </div>
    </section>
  );
}
