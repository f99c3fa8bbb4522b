// A document's name as the seller gave it, whole: long names wrap anywhere (a file name has no
// spaces to break at) instead of being cut, and the title repeats it for a pointer's tooltip.
// Every list of documents (the upload step, My Listing, the judgment page, the assignment, the
// administrators' views) shows names through this one component.
export function DocumentName({ name, className = "" }: { name: string; className?: string }) {
  return (
    <span className={`min-w-0 [overflow-wrap:anywhere] ${className}`} title={name} data-testid="document-name">
      {name}
    </span>
  );
}
