import { useEffect, useState } from "react";
import { post } from "~/lib/request";

interface Strength {
  score: number;
  level: "weak" | "medium" | "strong";
  levelText: string;
  problems: string[];
  acceptable: boolean;
}

const COLORS = { weak: "#ff4d4f", medium: "#faad14", strong: "#52c41a" };

/** Strength shown while typing, from the server's rules (/user/auth/getPasswordStrength), debounced. */
export function PasswordStrength({ password, phone }: { password?: string; phone?: string }) {
  const [s, setS] = useState<Strength | null>(null);
  useEffect(() => {
    if (!password) {
      setS(null);
      return;
    }
    const t = setTimeout(() => {
      post<Strength>("/user/auth/getPasswordStrength", { password, phone }, { silent: true })
        .then((r) => setS(r.data))
        .catch(() => undefined);
    }, 250);
    return () => clearTimeout(t);
  }, [password, phone]);
  if (!s) return <div className="pwd-hint muted">8–128 位，建议混合字母、数字和符号</div>;
  return (
    <div className="pwd-strength" aria-live="polite">
      {/* Decorative: the text beside it says the same. */}
      <span className="pwd-bar" aria-hidden="true">
        <span style={{ width: `${s.acceptable ? s.score * 25 : 10}%`, background: s.acceptable ? COLORS[s.level] : COLORS.weak }} />
      </span>
      <span className="pwd-level" style={{ color: s.acceptable ? COLORS[s.level] : COLORS.weak }}>
        密码强度：{s.acceptable ? s.levelText : "不可用"}
      </span>
      {s.problems[0] && <span className="pwd-problem muted">{s.problems[0]}</span>}
    </div>
  );
}
