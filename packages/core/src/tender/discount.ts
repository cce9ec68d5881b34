import { type SQL, sql } from "drizzle-orm";

/**
 * 下浮率 (issue 33): how far below the ceiling the winner bid, 1 − 中标金额 ÷ 最高限价, for a result
 * notice (交易结果公示 with a winning amount). The ceiling is the 最高限价 of the notice itself, else
 * the 最高限价 stated by another notice of the same project (the 招标公告 usually states it, the
 * result often not), else the 预算 of the notice, else the project's 预算. One definition for the
 * detail page, the statistics and the export.
 */
export const DISCOUNT_BASES = {
  max_price: "本公告的最高限价",
  project_max_price: "同一项目公告的最高限价",
  budget: "本公告的预算金额",
  project_budget: "同一项目公告的预算金额",
} as const;
export type DiscountBasis = keyof typeof DISCOUNT_BASES;

/**
 * Beyond these a figure is an outlier: the winner bid above the ceiling (below 0), or more than 60 %
 * under it, which mostly means the award is one lot's and the ceiling the whole project's. Outliers
 * are counted and shown, but kept out of medians and quartiles.
 */
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 0.6;

export const isDiscountOutlier = (d: number) => d < DISCOUNT_MIN || d > DISCOUNT_MAX;

/** The stage of the notices a discount is computed for. */
export const RESULT_STAGE = "0104";

const pos = (col: SQL) => sql`coalesce(${col}, 0) > 0`;

/**
 * A derived table of the published result notices matching `where` (on alias `a`), with their
 * discount: id, province, project_type, buyer_org_id, published_on, win, ceiling, basis,
 * ceiling_id (the notice the ceiling was read from) and discount (rounded to 4 places).
 * A result without any ceiling has no row.
 */
export function discountRows(where: SQL): SQL {
  const own = (c: string) => sql.raw(`a.${c}`);
  const sib = (c: string) => sql.raw(`p.${c}`);
  return sql`SELECT x.*, round(1 - x.win / x.ceiling, 4)::float8 AS discount FROM (
      SELECT a.id, a.province, a.project_type, a.buyer_org_id, a.published_on, a.win_amount_yuan AS win,
        CASE WHEN ${pos(own("max_price_yuan"))} THEN a.max_price_yuan WHEN ${pos(sib("max_price_yuan"))} THEN p.max_price_yuan
             WHEN ${pos(own("budget_yuan"))} THEN a.budget_yuan WHEN ${pos(sib("budget_yuan"))} THEN p.budget_yuan END AS ceiling,
        CASE WHEN ${pos(own("max_price_yuan"))} THEN 'max_price' WHEN ${pos(sib("max_price_yuan"))} THEN 'project_max_price'
             WHEN ${pos(own("budget_yuan"))} THEN 'budget' WHEN ${pos(sib("budget_yuan"))} THEN 'project_budget' END AS basis,
        CASE WHEN ${pos(own("max_price_yuan"))} THEN a.id WHEN ${pos(sib("max_price_yuan"))} THEN p.id
             WHEN ${pos(own("budget_yuan"))} THEN a.id ELSE p.id END AS ceiling_id
      FROM tender_announcements a
      -- The project's best other ceiling: a 最高限价 before a 预算, the latest first (a clarification
      -- may change it). Not looked up when the notice states its own 最高限价.
      LEFT JOIN LATERAL (
        SELECT s.id, s.max_price_yuan, s.budget_yuan FROM tender_announcements s
        WHERE a.project_id IS NOT NULL AND NOT ${pos(own("max_price_yuan"))}
          AND s.project_id = a.project_id AND s.id <> a.id AND s.state = 'published'
          AND (${pos(sql.raw("s.max_price_yuan"))} OR ${pos(sql.raw("s.budget_yuan"))})
        ORDER BY ${pos(sql.raw("s.max_price_yuan"))} DESC, s.published_on DESC, s.id DESC
        LIMIT 1
      ) p ON true
      WHERE a.state = 'published' AND a.stage = ${RESULT_STAGE} AND a.win_amount_yuan > 0 AND ${where}
    ) x WHERE x.ceiling IS NOT NULL`;
}

export interface NoticeDiscount {
  /** 0.0688 for 6.88 %; negative when the winner bid above the ceiling. */
  value: number;
  winYuan: number;
  ceilingYuan: number;
  basis: DiscountBasis;
  /** The notice the ceiling was read from (this one, or another of the project). */
  ceilingId: number;
  outlier: boolean;
}

/** The row of discountRows as the pages use it. */
export function noticeDiscount(r: {
  win: string | number;
  ceiling: string | number;
  basis: string;
  ceiling_id: number;
  discount: number | string;
}): NoticeDiscount {
  const value = Number(r.discount);
  return {
    value,
    winYuan: Number(r.win),
    ceilingYuan: Number(r.ceiling),
    basis: r.basis as DiscountBasis,
    ceilingId: Number(r.ceiling_id),
    outlier: isDiscountOutlier(value),
  };
}
