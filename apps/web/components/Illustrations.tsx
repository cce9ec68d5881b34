/** Our own line drawing for empty lists, drawn inline so it needs no image request. */
export function EmptyIllustration() {
  return (
    <svg width="96" height="64" viewBox="0 0 96 64" aria-hidden="true">
      <ellipse cx="48" cy="58" rx="40" ry="5" fill="#f0f2f5" />
      <path d="M18 24 28 10h40l10 14v28H18z" fill="#fafbfc" stroke="#d5dae3" strokeWidth="1.5" />
      <path d="M18 24h20a10 6 0 0 0 20 0h20" fill="none" stroke="#d5dae3" strokeWidth="1.5" />
    </svg>
  );
}
