/** The site documents store's rules other features may use: who a document belongs to, and each site's own. */
export { siteDocumentPath, type DocumentKind } from "./document-paths";
