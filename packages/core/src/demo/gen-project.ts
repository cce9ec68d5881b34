// One generated project, from its announcement to its result: made by tender-gen.ts, written out
// as notices by tender-text.ts.

export interface Bid {
  name: string;
  price: number;
}

export interface GenProject {
  seq: number;
  province: { code: string; name: string };
  city: { code: string; name: string };
  kind: string;
  /** 施工 / 监理 / 勘察设计 / 全过程工程咨询; "" for goods and services (政府采购). */
  party: string;
  name: string;
  buyer: string;
  agency: string;
  code: string;
  maxPrice: number;
  /** 工期 or service period, in days. */
  days: number;
  /** The opening record's bidders in the order they were read. */
  bids: Bid[];
  /** The three candidates in their rank: the lowest bids, the second first now and then (scores rank them, not only prices). */
  candidates: Bid[];
  /** Day of the 招标公告, the bid deadline (= opening, after any postponement) and its time. */
  announced: string;
  deadline: string;
  openAt: string;
  /** Day of the clarification that postponed the deadline (by a week), when there is one. */
  clarified?: string;
  prequalified: boolean;
  agencyPhone: string;
  buyerPhone: string;
}
