// A judgment's documents as plain links, for a page that does not hydrate (the accepted buyer's
// assignment documents): names cut to 10 characters (DocumentName, whole for screen readers), each
// opening the file itself through the authorised viewer at /api/documents/view/{id} in a new tab.
// The owner's page, which hydrates, shows the same documents in DocumentList's viewer modal.
import { formatDate } from "~/domain/dates";
import { DocumentName } from "./document-name";
import type { DocumentSummary } from "./document-requests";

export function DocumentLinks({ title, documents, emptyText }: { title: string; documents: DocumentSummary[]; emptyText: string }) {
  return (
    <section aria-label={title} data-testid="document-list">
      <h2 className="text-lg font-semibold">{title}</h2>
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="documents-empty">
          {emptyText}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5" data-testid="uploaded-document">
              <a
                href={`/api/documents/view/${doc.id}`}
                target="_blank"
                rel="noopener"
                className="min-w-0 font-medium underline-offset-2 hover:underline"
              >
                <DocumentName name={doc.user_filename} />
              </a>
              <span className="shrink-0 text-slate-600">{formatDate(doc.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
