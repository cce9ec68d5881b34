export {
  CJK_FONT_PATHS,
  type DemoClipOptions,
  filterValue,
  findCjkFont,
  type LessonClipOptions,
  type LessonSlide,
  makeDemoClip,
  makeLessonClip,
} from "./demo-clip";
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
