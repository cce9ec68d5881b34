/** The file-type badges of SPEC §3 (UNKNOWN, XLSX, DOCX, PDF, PPT): a page with a coloured band. */
const TYPES: Record<string, { label: string; color: string; name: string }> = {
  PDF: { label: "PDF", color: "#d93026", name: "PDF 文档" },
  DOCX: { label: "W", color: "#2b579a", name: "Word 文档" },
  XLSX: { label: "X", color: "#217346", name: "Excel 表格" },
  PPT: { label: "P", color: "#c43e1c", name: "演示文稿" },
  UNKNOWN: { label: "?", color: "#8c8c8c", name: "其他文件" },
};

export const fileTypeName = (type: string) => (TYPES[type] ?? TYPES.UNKNOWN).name;

export function FileIcon({ type, size = 40 }: { type: string; size?: number }) {
  const t = TYPES[type] ?? TYPES.UNKNOWN;
  return (
    <svg className="file-icon" width={size * 0.8} height={size} viewBox="0 0 32 40" role="img" aria-label={t.name}>
      <path d="M2 2h20l8 8v28H2z" fill="#fff" stroke="#d0d5dd" strokeWidth="1.5" />
      <path d="M22 2v8h8" fill="#f2f4f7" stroke="#d0d5dd" strokeWidth="1.5" />
      <rect x="0" y="20" width="26" height="12" rx="2" fill={t.color} />
      <text
        x="13"
        y="29.5"
        textAnchor="middle"
        fontSize={t.label.length > 1 ? 8 : 10}
        fontWeight="700"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        {t.label}
      </text>
    </svg>
  );
}

/** 1.2 MB, 356 KB, 800 B: the size shown beside a document. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} B`;
}
