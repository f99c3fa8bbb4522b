// The one review before anything binding (issue 29): accepting an offer, accepting a counter-offer
// and Buy Now. It restates the judgment, the agreed amount, the fee, the total or the payout, the
// amount's share of the asking price and of the estimated balance, the deadlines that follow and
// what happens next; only the form it wraps (the Confirm button) binds, and that form names the
// amount shown, which the server checks again (409 when it changed meanwhile).
import type { ReactNode } from "react";
import type { DealFigures } from "~/domain/deal-math";
import type { DealStep } from "~/domain/deal-steps";
import { DealMath } from "./deal-math";

/** The listing reviewed; `placeLine` its court and case, or a portfolio's size and face value (docs/decisions/0055). */
export type ReviewedJudgment = { id: number; title: string; placeLine: string };

export function DealReview({
  heading,
  intro,
  judgment,
  figures,
  amountLabel,
  steps,
  notice,
  children,
}: {
  /** What the amount is: "Agreed price", "Buy Now price". */
  amountLabel: string;
  heading: string;
  /** One sentence: who agrees to what with whom. */
  intro: ReactNode;
  judgment: ReviewedJudgment;
  figures: DealFigures;
  steps: DealStep[];
  /** A refusal or a change since (the amount changed, the listing sold): shown above the figures. */
  notice?: ReactNode;
  /** The Confirm form (or, when nothing can be confirmed, a way back). */
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <a href={`/judgments/${judgment.id}`} className="text-sm font-medium no-underline hover:underline">
        ← Back to the judgment
      </a>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{heading}</h1>
      <section className="card mt-6 space-y-5 p-5 sm:p-6" aria-labelledby="review-judgment" data-testid="deal-review">
        <div>
          <h2 id="review-judgment" className="break-words text-lg font-semibold">
            {judgment.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{judgment.placeLine}</p>
        </div>
        <p className="text-sm leading-relaxed text-slate-700">{intro}</p>
        {notice && (
          <div
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="review-notice"
          >
            {notice}
          </div>
        )}
        <DealMath judgmentId={judgment.id} side={figures.side} figures={figures} amountLabel={amountLabel} testId="review-figures" />
        <div>
          <h3 className="text-sm font-semibold text-slate-900">What happens next</h3>
          <ol className="mt-2 space-y-2 text-sm leading-relaxed text-slate-700" data-testid="review-steps">
            {steps.map((step, i) => (
              <li key={step.label} className="flex gap-3">
                <span
                  className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span>
                  <strong>{step.label}.</strong> {step.text}
                </span>
              </li>
            ))}
          </ol>
        </div>
        {children}
      </section>
    </div>
  );
}
