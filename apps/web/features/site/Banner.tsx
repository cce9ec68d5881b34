import { useState } from "react";
import { Cover } from "~/components/Cover";
import { Link } from "~/components/Link";

interface Slide {
  id: number;
  title: string;
  memo: string | null;
  releaseDate: string;
  coverUrl?: string | null;
}

/**
 * Home carousel of articles flagged as banners, drawn by the server and our own few lines of
 * script (no carousel library). It moves only when the visitor picks a slide: auto-advancing text
 * is hard to read and needs a pause control (WCAG 2.2.2). The box has a fixed height and the
 * cover fills it, so neither the image nor a longer summary moves the page.
 */
export function Banner({ slides }: { slides: Slide[] }) {
  const [at, setAt] = useState(0);
  const s = slides[at];
  if (!s) return null;
  return (
    <section className="banner-main" aria-label="推荐资讯" aria-roledescription="轮播">
      {s.coverUrl && <Cover key={s.id} src={s.coverUrl} width={640} height={360} eager={at === 0} className="banner-cover" />}
      <div className="banner-text">
        <span className="banner-date">{s.releaseDate}</span>
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
              aria-current={i === at ? "true" : undefined}
              className={i === at ? "active" : undefined}
              onClick={() => setAt(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
