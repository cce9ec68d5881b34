import {
  detectStage,
  escapeHtml,
  extractTender,
  findAmount,
  highlight,
  htmlToText,
  parseAmount,
  parseCapitalAmount,
  parseDateTime,
  queryTerms,
  regionChildren,
  regionName,
  resolveRegion,
  segment,
  snippet,
  toSearchText,
  toTsQuery
} from "./chunk-LYT7P2QS.js";
import "./chunk-PZ5AY32C.js";
export {
  detectStage,
  escapeHtml,
  extractTender,
  findAmount,
  highlight,
  htmlToText,
  parseAmount,
  parseCapitalAmount,
  parseDateTime,
  queryTerms,
  regionChildren,
  regionName,
  resolveRegion,
  segment,
  snippet,
  toSearchText,
  toTsQuery
};
//# sourceMappingURL=text.js.map
