/**
 * What every visitor sees of a published announcement, before the per-visitor parts (attachments,
 * opened contacts): ~2 ms of queries of a ~5 ms page, so it is cached (issue 15). Emptied with the
 * other tender caches after staff changes and whenever announcements are stored or re-extracted
 * (a new notice of the same project joins the timeline at once). Callers must not change it: the
 * in-process cache hands every request the same object. Organisation pages are kept here too
 * (`org:{id}`, orgs.ts): the same events change them.
 */
export const TENDER_DETAIL_NS = "tender-detail";
