/**
 * The site documents store's public face on the server: the site, dealer and content files as the database holds
 * them, published from the console with drafts, versions and a version check, and served live by every process.
 */
export { startServingDocuments } from "./served-documents.server";
export {
  discardDraft,
  documentState,
  publishDocument,
  restoreVersion,
  saveDraft,
  type DocumentWrite,
} from "./publish.db";
export { seedSiteDocuments } from "./document-tree.db";
export { exportDocuments, importDocuments, type ImportOutcome } from "./exchange.db";
