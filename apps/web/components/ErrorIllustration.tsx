/**
 * Our own line drawings for the error page (a site with a barrier for "not found", a stopped crane
 * for "server error"), drawn inline so the error page needs no image request. A module of its own,
 * loaded by ErrorPage on demand: pages without an error never load them (issue 15).
 */
/** The barrier; `status` is written above it (404, or 400/403/429 for a refused request). */
function NotFoundIllustration({ status = 404 }: { status?: number }) {
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

function ServerErrorIllustration() {
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

/** The drawing for an error status: the barrier for refused and missing pages, else the crane. */
export default function ErrorIllustration({ status }: { status: number }) {
  return status >= 400 && status < 500 ? <NotFoundIllustration status={status} /> : <ServerErrorIllustration />;
}
