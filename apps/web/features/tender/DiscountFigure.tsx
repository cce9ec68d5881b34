import type { TenderDetail } from "@portal/core";
import { Link } from "~/components/Link";
import { tenderPath } from "~/features/tender/tender-path";
import { formatYuan } from "~/lib/money";

const BASIS: Record<string, string> = {
  max_price: "本公告的最高限价",
  project_max_price: "同一项目公告的最高限价",
  budget: "本公告的预算金额（未载明最高限价）",
  project_budget: "同一项目公告的预算金额（未载明最高限价）",
};

/**
 * 下浮率 of a result notice with what it was computed against: the amounts, and the notice the
 * ceiling came from when it is another of the project. An outlier is said to be one, not hidden.
 */
export function DiscountFigure({ t }: { t: TenderDetail }) {
  const d = t.discount;
  if (!d) return null;
  const source = d.ceilingId !== t.id ? t.timeline.find((e) => e.id === d.ceilingId) : undefined;
  return (
    <>
      <b>{(d.value * 100).toFixed(2)}%</b>
      {d.outlier && (
        <span className="status-tag danger" title="下浮率为负或超过 60%，不计入统计的中位数和四分位">
          异常值
        </span>
      )}
      <span className="muted small">
        {" "}
        = 1 − 中标金额 {formatYuan(d.winYuan)} ÷ {BASIS[d.basis] ?? "限价"} {formatYuan(d.ceilingYuan)}
        {source && (
          <>
            ，取自{" "}
            <Link to={tenderPath({ id: source.id, category: t.category, stage: source.stage })}>
              {source.stageLabel ?? "公告"}（{source.publishedOn}）
            </Link>
          </>
        )}
        {d.outlier && (d.value < 0 ? "；中标金额高于限价，请核对原文" : "；下浮超过 60%，可能是某一标段的金额与整个项目的限价相比")}
      </span>
    </>
  );
}
