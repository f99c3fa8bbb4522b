// A document's name as the seller gave it, cut to its first DOCUMENT_NAME_CHARS characters and an
// ellipsis (the buyer spec's "seller document names truncated to 10 characters"), the whole name in
// the title for a pointer's tooltip and read by screen readers instead of the cut one. The seller's
// documents lists (the upload step, My Listing, the judgment page, the assignment documents) show
// names through this one component; the uploader's rows of files being sent and a dispute's
// evidence (either side's, not the seller's listing documents) show them `whole`, wrapping anywhere.
import { DOCUMENT_NAME_CHARS, preview } from "~/domain/text-preview";

export function DocumentName({ name, className = "", whole = false }: { name: string; className?: string; whole?: boolean }) {
  const { short, truncated } = preview(name, DOCUMENT_NAME_CHARS);
  if (whole || !truncated) {
    return (
      <span className={`min-w-0 [overflow-wrap:anywhere] ${className}`} title={name} data-testid="document-name">
        {name}
      </span>
    );
  }
  return (
    <span className={`min-w-0 whitespace-nowrap ${className}`} title={name} data-testid="document-name">
      <span aria-hidden="true" data-testid="document-name-short">
        {`${short}…`}
      </span>
      <span className="sr-only">{name}</span>
    </span>
  );
}
