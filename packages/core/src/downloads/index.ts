export {
  type DirNode,
  type DownloadItem,
  type DownloadOffer,
  downloadDirTree,
  downloadLink,
  downloadOffer,
  downloadsPaged,
  FILE_TYPES,
  previewLink,
  topDownloads,
} from "./downloads";
