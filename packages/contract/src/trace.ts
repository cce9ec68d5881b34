/** SPEC §7: the page-leave report's `t` counts milliseconds from this fixed date in 2021 (China time). */
export const TRACE_EPOCH_MS = Date.parse("2021-01-01T00:00:00+08:00");
