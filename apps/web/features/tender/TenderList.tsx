import type { TenderHit } from "@portal/core";
import { tenderPath } from "~/features/tender/tender-path";
import { formatYuan } from "~/lib/money";

export { tenderPath };

/** What a row shows: loaders send only these, not the whole hit (the page's data is serialised for hydration). */
export type TenderRow = Pick<
  TenderHit,
  "id" | "titleHtml" | "category" | "stage" | "stageLabel" | "regionName" | "buyer" | "amountYuan" | "bidDeadline" | "publishedOn"
>;
export const tenderRow = (t: TenderRow): TenderRow => ({
  id: t.id,
  titleHtml: t.titleHtml,
  category: t.category,
  stage: t.stage,
  stageLabel: t.stageLabel,
  regionName: t.regionName,
  buyer: t.buyer,
  amountYuan: t.amountYuan,
  bidDeadline: t.bidDeadline,
  publishedOn: t.publishedOn,
});

/**
 * One row per announcement: stage, title with the query words marked (escaped by the service),
 * region, buyer, amount and dates: what people scan a list for every morning. Plain links
 * (lib/app-links.ts keeps their clicks in the app): a list renders on every search.
 */
export function TenderList({ items }: { items: TenderRow[] }) {
  return (
    <ul className="tender-list">
      {items.map((t) => (
        <li key={t.id}>
          <div className="tender-list-head">
            {t.stageLabel && <span className={`stage-tag stage-${t.stage}`}>{t.stageLabel}</span>}
            <a
              href={tenderPath(t)}
              data-discover="true"
              className="tender-list-title"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: titleHtml is escaped text with <em> added by core/tender.
              dangerouslySetInnerHTML={{ __html: t.titleHtml }}
            />
          </div>
          <div className="tender-list-meta">
            {t.regionName && <span>{t.regionName}</span>}
            {t.buyer && <span>招标人：{t.buyer}</span>}
            {t.amountYuan !== null && <span>金额：{formatYuan(t.amountYuan)}</span>}
            {t.bidDeadline && <span>截止：{t.bidDeadline}</span>}
            <span className="tender-list-date">{t.publishedOn}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
