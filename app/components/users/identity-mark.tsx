// The "Identity verified" mark beside a member's handle (docs/decisions/0048): shown only when an
// identity check (a photo ID and a matching selfie) verified the person, never for a payout
// account alone. `compact` (tables, one-line lists) shows the check alone, its words for screen
// readers and on hover.
import { IDENTITY_MARK_LABEL } from "~/domain/identity";

export function IdentityMark({ verified, compact = false }: { verified: boolean; compact?: boolean }) {
  if (!verified) return null;
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-1.5 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-emerald-800 ring-1 ring-emerald-600/30"
      title={IDENTITY_MARK_LABEL}
      data-testid="identity-mark"
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="h-3.5 w-3.5 fill-current">
        <path d="M8 0.8 2 3.2v4.3c0 3.6 2.5 6.6 6 7.7 3.5-1.1 6-4.1 6-7.7V3.2L8 0.8Zm-1 10.4L4 8.3l1.1-1.1L7 9l3.9-3.9L12 6.2l-5 5Z" />
      </svg>
      {compact ? <span className="sr-only">{IDENTITY_MARK_LABEL}</span> : IDENTITY_MARK_LABEL}
    </span>
  );
}
