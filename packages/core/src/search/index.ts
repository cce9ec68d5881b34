// Site search (one index over news, study documents, videos, downloads, help): searching is public;
// syncSearchEntry checks no permission, it is called by the write services of the indexed domains.
export { type SearchDoc, type SearchType, syncSearchEntry } from "./entries";
export { SEARCH_NS, searchContent } from "./search";
