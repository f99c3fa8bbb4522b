// Why the review team declined a listing, for its seller (docs/decisions/0039): the reason as the
// administrator wrote it, and what to do about it. Shown on /selling, on the listing's page and on
// its edit page.
import { formatDate } from "~/domain/dates";

export type DeclineView = { reason: string; declinedAt: string };

export function DeclineNotice({ decline }: { decline: DeclineView }) {
  return (
    <div role="note" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-950" data-testid="decline-reason">
      <p className="font-semibold">Our review team declined this listing ({formatDate(decline.declinedAt)}):</p>
      <p className="mt-0.5 whitespace-pre-line break-words">{decline.reason}</p>
      <p className="mt-1 text-xs text-red-900">
        Buyers do not see it. Change what was asked (or upload documents) and save the listing to resubmit it for review; any listing fee
        you paid still counts.
      </p>
    </div>
  );
}
