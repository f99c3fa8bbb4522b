// The documents UI, for the listing wizard's upload step and the owner's listing page:
//   <DocumentUploader judgmentId={id} kind="listing" returnTo={`/judgments/${id}`} closedReason={…} />
//   <DocumentList judgmentId={id} initialDocuments={…} />
// An upload announces itself, so every DocumentList of the same judgment reloads. DocumentLinks
// lists them as plain links, for a page that does not hydrate.
export { DocumentUploader, type DocumentUploaderProps } from "./document-uploader";
export { DocumentList, flaggedNameNote, NO_DOCUMENTS_UPLOADED, type DocumentListProps } from "./document-list";
export { DocumentLinks } from "./document-links";
export { DocumentViewer, type ViewedDocument } from "./document-viewer";
export { DocumentName } from "./document-name";
export type { DocumentSummary } from "./document-requests";
