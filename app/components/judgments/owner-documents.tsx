// The owner's documents: the uploader (while the listing takes documents) and the list of files
// already uploaded, which reloads after each upload; empty, it says what the buyer's list says.
import { DocumentList, DocumentUploader, NO_DOCUMENTS_UPLOADED, type DocumentSummary } from "~/components/documents";

export function OwnerDocuments({
  judgmentId,
  documents,
  closedReason,
  note,
}: {
  judgmentId: number;
  documents: DocumentSummary[];
  closedReason: string | null;
  /** What adding a document does to the live listing (documentUploadNote). */
  note?: string | null;
}) {
  return (
    <section id="documents" className="card p-5 sm:p-6" aria-labelledby="owner-documents-title" data-testid="owner-documents">
      <h2 id="owner-documents-title" className="text-lg font-semibold">
        Documents
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Judgment papers help buyers decide. Add them here; they are shown as your listing's privacy setting allows.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="min-w-0">
          <DocumentUploader
            judgmentId={judgmentId}
            kind="listing"
            returnTo={`/judgments/${judgmentId}`}
            closedReason={closedReason}
            note={note}
          />
        </div>
        <div className="min-w-0">
          <DocumentList judgmentId={judgmentId} initialDocuments={documents} emptyText={NO_DOCUMENTS_UPLOADED} />
        </div>
      </div>
    </section>
  );
}
