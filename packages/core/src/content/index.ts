// Site content (news, study documents, help, catalog, recruitment, agreements, columns): what other
// domains use of it. Reads are public and show only published rows (isPublic). The write verbs check
// no permission themselves: their callers do — the admin console's services (content:write,
// content:publish) and the demo seeder, which runs as a system job.
export { type AgreementKind, getAgreement, saveAgreement } from "./agreements";
export {
  createProduct,
  createProductLog,
  createSolution,
  deleteProduct,
  deleteProductLog,
  deleteSolution,
  publishProduct,
  publishProductLog,
  publishSolution,
  unpublishProduct,
  unpublishProductLog,
  unpublishSolution,
  updateProduct,
  updateProductLog,
  updateSolution,
} from "./catalog";
export { contentChanged, NEWS_NS } from "./changes";
export { COLUMNS_NS, listColumnTree } from "./columns";
export {
  createHelpDir,
  createHelpDoc,
  deleteHelpDir,
  deleteHelpDoc,
  publishHelpDoc,
  unpublishHelpDoc,
  updateHelpDir,
  updateHelpDoc,
} from "./help";
export {
  type ArticleInput,
  createArticle,
  deleteArticle,
  publishArticle,
  reindexArticles,
  unpublishArticle,
  updateArticle,
} from "./news-write";
export { isPublic, type PublicationInput } from "./publishing";
export { createJob, deleteJob, publishJob, unpublishJob, updateJob } from "./recruit";
export { currentStatus } from "./study-read";
export {
  createStudyCat,
  createStudyDoc,
  deleteStudyCat,
  deleteStudyDoc,
  publishStudyDoc,
  type StudyType,
  unpublishStudyDoc,
  updateStudyCat,
  updateStudyDoc,
} from "./study-write";
