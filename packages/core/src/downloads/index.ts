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
export {
  createDownloadDir,
  deleteDocument,
  deleteDownloadDir,
  MAX_DOCUMENT_BYTES,
  staffDownloadsPaged,
  syncDocumentSearch,
  updateDocument,
  updateDownloadDir,
  uploadDocument,
} from "./staff";
