// A member's reputation as plain figures, never one score (docs/decisions/0045): completed sales
// as seller and as buyer, the share positive of the last 12 months with its count, on-time
// assignments, and disputes with how they ended. `compact`: the judgment page's block beside the seller.
import { disputeTotal, disputeWords, onTimeWords, sharePositiveWords } from "~/domain/feedback";
import type { Reputation } from "./feedback-view";

export function ReputationFigures({ reputation, compact = false }: { reputation: Reputation; compact?: boolean }) {
  const rows: [string, string, string][] = [
    ["Completed sales", `${reputation.soldAsSeller} as seller, ${reputation.boughtAsBuyer} as buyer`, "rep-sales"],
    ["Feedback, last 12 months", sharePositiveWords(reputation.ratings), "rep-positive"],
    ["Assigned before the deadline", onTimeWords(reputation.assignments), "rep-on-time"],
    ["Disputes on their sales", disputeWords(reputation.disputesAsSeller), "rep-disputes-seller"],
  ];
  if (!compact || disputeTotal(reputation.disputesAsBuyer) > 0) {
    rows.push(["Disputes opened as buyer", disputeWords(reputation.disputesAsBuyer), "rep-disputes-buyer"]);
  }
  return (
    <dl className={compact ? "space-y-1 text-sm" : "grid gap-x-6 gap-y-3 sm:grid-cols-2"} data-testid="reputation">
      {rows.map(([label, value, testId]) =>
        compact ? (
          <div key={testId} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium tabular-nums text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ) : (
          <div key={testId}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
