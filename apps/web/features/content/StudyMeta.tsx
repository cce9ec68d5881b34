/**
 * What the study list and the study detail share: the three kinds and the status filter. A module
 * of its own so that the detail does not load the whole list page (its category tree, pager and
 * search box) at start (issue 15).
 */
export const STUDY_META = {
  NORMAL: { title: "标准规范", base: "/standard", codeLabel: "标准编号" },
  POLICY: { title: "政策法规", base: "/policy", codeLabel: "文号" },
  PAPER: { title: "论文", base: "/paper", codeLabel: "编号" },
} as const;
export type StudyKind = keyof typeof STUDY_META;
/** The status filter of the standard list (SPEC: 现行 / 即将实施 / 废止). */
export const STATUS_FILTERS = ["现行", "即将实施", "废止"] as const;
