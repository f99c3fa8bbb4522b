// What the documents lists say, in words shared by the React lists and the judgment page's markup
// (app/components/judgments/detail-documents-html.ts): apart from the list's React code, which a
// markup writer has no use for.

/** Beside a flagged name, for its owner and administrators: what other members read instead (docs/decisions/0032). */
export function flaggedNameNote(othersSee: string): string {
  return `Other members see this file as “${othersSee}”: its name looks like contact details or words our rules do not allow.`;
}

/** The buyer spec's empty state of a listing's documents, said alike to the buyer and the owner. */
export const NO_DOCUMENTS_UPLOADED = "No Documents Have Been Uploaded.";
