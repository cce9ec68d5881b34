import { useId } from "react";

interface Field {
  value: unknown;
  evidence: string;
  confidence: number;
  corrected: boolean;
  source?: "llm";
}

/** A value people can read as-is: strings stay, names of organisations and lists are joined. */
function plain(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (Array.isArray(v)) return v.map(plain).join("、");
  if (typeof v === "object") return String((v as { name?: unknown }).name ?? JSON.stringify(v));
  return String(v);
}

/**
 * An extracted value with its evidence: the sentence of the notice it came from and how sure the
 * extractor is, shown on hover and on keyboard focus (a tooltip of our own, in the page, so it is
 * server-rendered and needs no script). A staff correction says so instead, and a value the language
 * model filled in says that it did.
 */
export function EvidenceValue({ field, format }: { field: Field; format?: (v: unknown) => string }) {
  const text = format ? format(field.value) : plain(field.value);
  const tipId = useId();
  const sure = `可信度 ${Math.round(field.confidence * 100)}%`;
  const note = field.corrected ? "已由编辑人工核对" : field.source === "llm" ? `由大模型补充识别，${sure}，请以原文为准` : `识别${sure}`;
  return (
    <button type="button" className="evidence" aria-describedby={tipId}>
      {text}
      <span className="evidence-tip" role="tooltip" id={tipId}>
        <span className="evidence-note">{note}</span>
        {field.evidence && <span className="evidence-text">原文：{field.evidence}</span>}
      </span>
    </button>
  );
}
