// The listing's documents as markup (decision 0056), as DESIGN.md section 11 allows: names cut to 10
// characters, whole for screen readers and in the title, each opened through the authorised viewer at
// /api/documents/view/{id}. A name the moderation check flagged reads "Document 12.pdf" to other
// members (the server sends it so); administrators see it whole, its hits marked, and what the others
// read (docs/decisions/0032). The section's one writer, for the pages written in markup and for React.
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { moderatedTextHtml } from "~/components/admin/moderated-text-html";
import { documentNameHtml } from "~/components/documents/document-name-html";
import { flaggedNameNote, NO_DOCUMENTS_UPLOADED } from "~/components/documents/document-words";
import { formatDate } from "~/domain/dates";
import type { DetailDocument, DocumentsHidden } from "./detail-types";

export type DetailDocumentsProps = {
  /** Null when the viewer may not see them. */
  documents: DetailDocument[] | null;
  hidden: DocumentsHidden;
  signInPath: string;
};

function documentHtml(doc: DetailDocument): Html {
  const name = doc.flagged
    ? html`<span class="[overflow-wrap:anywhere]" data-testid="document-name-flagged">${moderatedTextHtml(doc.flagged.segments)}</span>`
    : documentNameHtml(doc.userFilename);
  return html`<li class="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">\
<a href="${`/api/documents/view/${doc.id}`}" class="min-w-0 font-medium" target="_blank" rel="noopener" data-testid="document-link">${name}</a>\
<span class="shrink-0 text-slate-600">${formatDate(doc.createdAt)}</span>\
${doc.flagged && html`<p class="basis-full text-xs text-slate-600" data-testid="document-name-others-see">${flaggedNameNote(doc.flagged.othersSee)}</p>`}</li>`;
}

function listHtml({ documents, hidden, signInPath }: DetailDocumentsProps): Html {
  if (documents === null) {
    // The sign-in link was React Router's <Link>: data-discover as it wrote it.
    const why =
      hidden === "sign_in"
        ? html`<a href="${signInPath}" data-discover="true">Sign in</a> to see the documents the seller uploaded.`
        : html`The seller shares these documents privately with the buyer, once the purchase is paid.`;
    return html`<p class="mt-3 text-sm text-slate-600" data-testid="documents-hidden">${why}</p>`;
  }
  if (documents.length === 0) return html`<p class="mt-3 text-sm text-slate-600">${NO_DOCUMENTS_UPLOADED}</p>`;
  return html`<ul class="mt-3 divide-y divide-slate-100 text-sm">${each(documents, documentHtml)}</ul>`;
}

export function detailDocumentsParts(props: DetailDocumentsProps): MarkupElementParts {
  return {
    tag: "section",
    attributes: { class: "card p-5 sm:p-6", "aria-labelledby": "documents-title", "data-testid": "detail-documents" },
    inside: html`<h2 id="documents-title" class="text-lg font-semibold">Documents</h2>${listHtml(props)}`,
  };
}

export function detailDocumentsHtml(props: DetailDocumentsProps): Html {
  return markupElementHtml(detailDocumentsParts(props));
}
