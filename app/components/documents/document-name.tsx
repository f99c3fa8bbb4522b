// A document's name as the seller gave it, cut to its first DOCUMENT_NAME_CHARS characters and an
// ellipsis (the buyer spec's "seller document names truncated to 10 characters"), the whole name in
// the title for a pointer's tooltip and read by screen readers instead of the cut one. The seller's
// documents lists (the upload step, My Listing, the judgment page, the assignment documents) show
// names through this one component; the uploader's rows of files being sent and a dispute's
// evidence (either side's, not the seller's listing documents) show them `whole`, wrapping anywhere.
// The markup is written once, in ./document-name-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import { documentNameParts } from "./document-name-html";

export function DocumentName({ name, className = "", whole = false }: { name: string; className?: string; whole?: boolean }) {
  return <MarkupElement element={documentNameParts(name, className, whole)} />;
}
