export { CJK_FONT_PATHS, type DemoClipOptions, filterValue, findCjkFont, makeDemoClip } from "./demo-clip";
export { findFfmpeg } from "./find";
export {
  DEFAULT_RENDITIONS,
  type HlsRendition,
  type HlsResult,
  parseOutTime,
  pickRenditions,
  scaledSize,
  type TranscodeOptions,
  transcodeToHls,
} from "./hls";
export { type MediaInfo, parseInputInfo, probeMedia } from "./probe";
