/**
 * Our own line drawings (a site with a barrier for "not found", a stopped crane for "server error"),
 * drawn inline so the error page needs no script or image request.
 */
/** The barrier; `status` is written above it (404, or 400/403/429 for a refused request). */
export function NotFoundIllustration({ status = 404 }: { status?: number }) {
  return (
    <svg width="240" height="170" viewBox="0 0 240 170" role="img" aria-label={status === 404 ? "页面不存在" : "请求无法完成"}>
      <ellipse cx="120" cy="152" rx="104" ry="10" fill="#eef2fb" />
      <rect x="40" y="92" width="160" height="16" rx="3" fill="#1456f0" />
      <path d="M52 92h18l-14 16H38zM92 92h18l-14 16H78zM132 92h18l-14 16h-18zM172 92h18l-14 16h-18z" fill="#fff" />
      <rect x="56" y="108" width="8" height="42" fill="#7a8799" />
      <rect x="176" y="108" width="8" height="42" fill="#7a8799" />
      <path d="M112 28 128 70h-32z" fill="#ff8a1f" />
      <rect x="100" y="46" width="24" height="6" fill="#fff" />
      <rect x="92" y="70" width="40" height="8" rx="2" fill="#ff8a1f" />
      <text x="120" y="22" textAnchor="middle" fontSize="22" fontWeight="700" fill="#1456f0">
        {status}
      </text>
    </svg>
  );
}

export function ServerErrorIllustration() {
  return (
    <svg width="240" height="170" viewBox="0 0 240 170" role="img" aria-label="服务器出错">
      <ellipse cx="120" cy="152" rx="104" ry="10" fill="#eef2fb" />
      <path d="M70 150V30M82 150V30M70 30h120M70 44h110" stroke="#7a8799" strokeWidth="4" fill="none" />
      <path d="M70 60l12-14M70 80l12-14M70 100l12-14M70 120l12-14M70 140l12-14" stroke="#7a8799" strokeWidth="2" />
      <path d="M176 44v40" stroke="#7a8799" strokeWidth="2" strokeDasharray="4 3" />
      <rect x="162" y="84" width="28" height="20" rx="2" fill="#ff8a1f" />
      <rect x="40" y="140" width="72" height="10" rx="2" fill="#1456f0" />
      <text x="150" y="130" textAnchor="middle" fontSize="22" fontWeight="700" fill="#1456f0">
        500
      </text>
    </svg>
  );
}

export function EmptyIllustration() {
  return (
    <svg width="96" height="64" viewBox="0 0 96 64" aria-hidden="true">
      <ellipse cx="48" cy="58" rx="40" ry="5" fill="#f0f2f5" />
      <path d="M18 24 28 10h40l10 14v28H18z" fill="#fafbfc" stroke="#d5dae3" strokeWidth="1.5" />
      <path d="M18 24h20a10 6 0 0 0 20 0h20" fill="none" stroke="#d5dae3" strokeWidth="1.5" />
    </svg>
  );
}
