// 'Files Already Uploaded' (seller spec): a loading state, then the documents' names (cut to 10
// characters, whole in the title and for screen readers: DocumentName) or 'No Documents Found'
// (`emptyText`: My Listing says the buyer's 'No Documents Have Been Uploaded.'). It reloads from
// GET /api/judgments/documents/{id} whenever an upload of this judgment succeeds, and opens a
// document in the viewer modal. A name the moderation check flagged says, to its owner and
// administrators, what other members read instead (docs/decisions/0032).
import { useCallback, useEffect, useState } from "react";
import { formatDate } from "~/domain/dates";
import { DOCUMENTS_CHANGED_EVENT, fetchDocumentList, type DocumentSummary } from "./document-requests";
import { DocumentName } from "./document-name";
import { DocumentViewer, type ViewedDocument } from "./document-viewer";
import { flaggedNameNote } from "./document-words";

export { flaggedNameNote, NO_DOCUMENTS_UPLOADED } from "./document-words";

export type DocumentListProps = {
  judgmentId: number;
  /** The documents rendered by the server; without them the list loads itself on mount. */
  initialDocuments?: DocumentSummary[];
  title?: string;
  emptyText?: string;
  /** Which documents: the listing's (default) or the assignment's. */
  kind?: "listing" | "assignment";
};

export function DocumentList({
  judgmentId,
  initialDocuments,
  title = "Files Already Uploaded",
  emptyText = "No Documents Found",
  kind = "listing",
}: DocumentListProps) {
  const [documents, setDocuments] = useState<DocumentSummary[] | null>(initialDocuments ?? null);
  const [loading, setLoading] = useState(initialDocuments === undefined);
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<ViewedDocument | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setDocuments(await fetchDocumentList(judgmentId, kind));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The documents could not be loaded.");
    } finally {
      setLoading(false);
    }
  }, [judgmentId, kind]);

  useEffect(() => {
    if (initialDocuments === undefined) void load();
    const reload = (event: Event) => {
      if ((event as CustomEvent<{ judgmentId: number }>).detail?.judgmentId === judgmentId) void load();
    };
    window.addEventListener(DOCUMENTS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(DOCUMENTS_CHANGED_EVENT, reload);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialDocuments only matters on the first render.
  }, [load, judgmentId]);

  const closeViewer = useCallback(() => setViewing(null), []);
  const headingId = `documents-${judgmentId}-title`;

  return (
    <section aria-labelledby={headingId} aria-busy={loading} data-testid="document-list">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {loading && documents !== null && (
          <span className="text-xs text-slate-500" role="status">
            Refreshing…
          </span>
        )}
      </div>
      {documents === null ? (
        <p className="mt-3 text-sm text-slate-600" role="status" data-testid="documents-loading">
          {error ?? "Loading documents…"}
        </p>
      ) : documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="documents-empty">
          {emptyText}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5" data-testid="uploaded-document">
              <button
                type="button"
                className="min-w-0 text-left font-medium text-brand-600 underline-offset-2 hover:underline"
                aria-label={`View ${doc.user_filename}`}
                onClick={() => setViewing({ id: doc.id, user_filename: doc.user_filename })}
              >
                <DocumentName name={doc.user_filename} />
              </button>
              <span className="shrink-0 text-slate-600">{formatDate(doc.created_at)}</span>
              {doc.shown_to_others && (
                <p className="basis-full text-xs text-slate-600" data-testid="document-name-others-see">
                  {flaggedNameNote(doc.shown_to_others)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && documents !== null && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <DocumentViewer
        document={viewing}
        onClose={closeViewer}
        dialogId={`${kind === "assignment" ? "assignment" : "document"}-viewer-${judgmentId}`}
      />
    </section>
  );
}
