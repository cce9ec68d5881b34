import type { Reference } from "@portal/core";
import { useEffect, useState } from "react";
import { Link } from "~/components/Link";
import { post } from "~/lib/request";

/**
 * Passages of our own standards, policies and papers about the subject: what the tools offer
 * without a model, and a check on what a model wrote.
 */
export function References({ subject, title = "本站相关标准、政策与论文" }: { subject: string; title?: string }) {
  const [refs, setRefs] = useState<Reference[] | null>(null);
  const [asked, setAsked] = useState("");
  useEffect(() => {
    const s = subject.trim();
    if (s.length < 2 || s === asked) return;
    // Typing settles before asking, so each keystroke is not a search.
    const t = setTimeout(() => {
      setAsked(s);
      post<Reference[]>("/api/aiWrite/pub/references", { subject: s }, { silent: true })
        .then((r) => setRefs(r.data))
        .catch(() => setRefs([]));
    }, 600);
    return () => clearTimeout(t);
  }, [subject, asked]);
  return (
    <section className="ai-refs" aria-label={title}>
      <h2 className="ai-side-title">{title}</h2>
      {refs === null ? (
        <p className="ai-muted">填写主题后，这里列出本站资料中的相关条文，可作为写作依据。</p>
      ) : refs.length === 0 ? (
        <p className="ai-muted">没有找到与“{asked}”相关的资料，换个说法试试。</p>
      ) : (
        <ol className="ai-ref-list">
          {refs.map((r) => (
            <li key={r.path}>
              <span className={`ai-ref-type ai-ref-${r.type.toLowerCase()}`}>{r.typeName}</span>
              <Link to={r.path} target="_blank" rel="noopener">
                {r.title}
              </Link>
              <p>{r.passage}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
