// The documents of a dispute, labelled by the side that added them (each opens the file itself,
// /api/documents/view/{id}), and the uploader (kind=dispute) while the dispute is open. An upload
// with JavaScript reloads the page's data so the new document shows; without it the uploader's
// form returns to this page.
import { useRevalidator } from "react-router";
import { DocumentName, DocumentUploader } from "~/components/documents";
import { formatDate } from "~/domain/dates";
import type { DisputeDocument } from "./escrow-view";

const sideLabels: Record<DisputeDocument["side"], string> = { buyer: "Buyer", seller: "Seller", admin: "Administrator" };

export function DisputeDocuments({ judgmentId, documents, canAdd }: { judgmentId: number; documents: DisputeDocument[]; canAdd: boolean }) {
  const revalidator = useRevalidator();
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-700">Documents</h3>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="dispute-documents-empty">
          No documents were added to this dispute.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="dispute-documents">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2" data-testid="dispute-document">
              <span className="w-24 shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-center text-xs font-semibold text-slate-700">
                {sideLabels[doc.side]}
              </span>
              <a href={`/api/documents/view/${doc.id}`} target="_blank" rel="noopener" className="min-w-0 flex-1 font-medium">
                <DocumentName name={doc.user_filename} whole />
              </a>
              <span className="shrink-0 text-slate-600">{formatDate(doc.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <details className="rounded-md border border-slate-200 p-3" data-testid="dispute-uploader">
          <summary className="cursor-pointer text-sm font-semibold text-brand-600">Add documents</summary>
          <div className="mt-3">
            <DocumentUploader
              judgmentId={judgmentId}
              kind="dispute"
              returnTo={`/judgments/${judgmentId}`}
              onUploaded={() => void revalidator.revalidate()}
            />
          </div>
        </details>
      )}
    </div>
  );
}
