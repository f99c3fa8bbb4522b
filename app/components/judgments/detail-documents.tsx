// The listing's documents, as DESIGN.md section 11 allows: names cut to 10 characters, whole for
// screen readers and in the title (DocumentName), each opened through the authorised viewer at
// /api/documents/view/{id}. A name the moderation check flagged reads "Document 12.pdf" to other
// members (the server sends it so); administrators see it whole, its hits marked, and what the
// others read (docs/decisions/0032).
import { Link } from "react-router";
import { DocumentName, flaggedNameNote, NO_DOCUMENTS_UPLOADED } from "~/components/documents";
import { ModeratedText } from "~/components/admin/moderated-text";
import { formatDate } from "~/domain/dates";
import type { DetailDocument, DocumentsHidden } from "./detail-types";

type Props = {
  /** Null when the viewer may not see them. */
  documents: DetailDocument[] | null;
  hidden: DocumentsHidden;
  signInPath: string;
};

export function DetailDocuments({ documents, hidden, signInPath }: Props) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="documents-title" data-testid="detail-documents">
      <h2 id="documents-title" className="text-lg font-semibold">
        Documents
      </h2>
      {documents === null ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="documents-hidden">
          {hidden === "sign_in" ? (
            <>
              <Link to={signInPath}>Sign in</Link> to see the documents the seller uploaded.
            </>
          ) : (
            "The seller shares these documents privately with the buyer, once the purchase is paid."
          )}
        </p>
      ) : documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{NO_DOCUMENTS_UPLOADED}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <a
                href={`/api/documents/view/${doc.id}`}
                className="min-w-0 font-medium"
                target="_blank"
                rel="noopener"
                data-testid="document-link"
              >
                {doc.flagged ? (
                  <span className="[overflow-wrap:anywhere]" data-testid="document-name-flagged">
                    <ModeratedText segments={doc.flagged.segments} />
                  </span>
                ) : (
                  <DocumentName name={doc.userFilename} />
                )}
              </a>
              <span className="shrink-0 text-slate-600">{formatDate(doc.createdAt)}</span>
              {doc.flagged && (
                <p className="basis-full text-xs text-slate-600" data-testid="document-name-others-see">
                  {flaggedNameNote(doc.flagged.othersSee)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
