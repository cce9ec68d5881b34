/** The status of a standard (现行 / 即将实施 / 废止), on its own: the home page shows it too. */
export function StatusTag({ status }: { status: string | null }) {
  if (!status) return null;
  return <span className={`status-tag status-${status}`}>{status}</span>;
}
