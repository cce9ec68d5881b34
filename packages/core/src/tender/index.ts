// Tender information (issue 9): ingestion, search, details, organisations. Reads are public;
// writes need the tender:write permission (staff) or a system job.
export {
  ATTACHMENT_MAX_BYTES,
  attachmentLink,
  MIRROR_JOB,
  type MirrorOptions,
  mirrorAttachments,
  registerAttachmentMirror,
} from "./attachment-mirror";
export { sniffAttachment } from "./attachment-type";
export { clearTenderCorrection, correctTenderField } from "./corrections";
export { type SourceCoverage, type TenderCoverage, tenderCoverage, tenderFreshness } from "./coverage";
export { getAnnouncement, TENDER_DETAIL_NS, type TenderDetail, type TimelineEntry } from "./detail";
export { EXPORT_MAX_ROWS, exportTenders } from "./export";
export { loadHits, regionLabel } from "./hits";
export { type IngestOptions, type IngestResult, ingestAnnouncements, reextractAnnouncements, type TenderNotice } from "./ingest";
export { refreshAllCounts } from "./link";
export { LLM_CONFIDENCE } from "./llm-check";
export { LLM_FIELDS, type LlmField, type LlmResult, llmExtract, missingFields, needsLlm } from "./llm-extract";
export { type LlmFillOptions, type LlmFillRun, registerLlmFill, runLlmFill, scheduleLlmFill } from "./llm-fill";
export { LLM_FILL_JOB, LLM_FILL_SCHEDULE } from "./llm-queue";
export { type LlmFillRow, type LlmFillState, listLlmFills, retryLlmFill } from "./llm-staff";
export { MATCH_JOB, queueForMatching, wakeMatching } from "./match-queue";
export { mergeTenderOrgs } from "./merge";
export { newestTenders } from "./newest";
export { getOrg, type ListOrgsInput, listOrgs, survivingOrg, type TenderOrg, type TenderOrgItem } from "./orgs";
export { type PrepareOutcome, prepareAll } from "./prepare";
export { REEXTRACT_JOB, type ReextractOptions, registerReextraction, runReextraction, startReextraction } from "./reextract";
export { getTenderReextraction, type TenderReextraction } from "./reextract-staff";
export { type RegionCount, tenderRegionCounts } from "./regions";
export { type RelatedTender, type RelatedTenders, relatedTenders } from "./related";
export { RENEWAL_WINDOWS, type RenewalItem, type RenewalsInput, renewalDueWhere, renewalProvinces, upcomingRenewals } from "./renewals";
export {
  COUNT_CAP,
  type FacetDim,
  invalidateTenderCaches,
  searchTenders,
  TENDER_LIST_NS,
  type TenderFacets,
  type TenderHit,
  type TenderSearchInput,
  type TenderSearchResult,
} from "./search";
export { type SearchSubscription, subscriptionOfSearch } from "./search-subscription";
export { tenderSink } from "./sink";
export {
  getTenderForStaff,
  listTendersForStaff,
  type StaffTenderDetail,
  type StaffTenderField,
  type StaffTenderQuery,
  TENDER_PERM,
} from "./staff";
export { correctTender, enterTenderManually, restoreTender, uncorrectTender, withdrawTender } from "./staff-edit";
export { listOrgsForStaff, type StaffOrgQuery } from "./staff-orgs";
export { codesIn, type NamedStandard, standardsNamedIn } from "./standards";
export { type TenderStatistics, tenderStatistics } from "./statistics";
export { quoteLexeme, scoped } from "./tokens";
export { contactOffer, contactsUnlocked, type UnlockResult, unlockContacts } from "./unlock";
export {
  cancelFavoriteTender,
  cancelPraiseTender,
  FOLLOW_LIMIT,
  favoriteTender,
  favoriteTendersPaged,
  followedOrgsPaged,
  followedTendersPaged,
  followOrg,
  followsOrg,
  praiseTender,
  tenderStats,
  tenderUserOperation,
  unfollowOrg,
} from "./user-ops";
