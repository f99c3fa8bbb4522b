// The deal math beside an amount (issue 29): for a buyer the total to pay, for the seller the
// payout, the fee with its rule in words, and the amount as a share of the asking price and of the
// estimated balance today (app/domain/deal-math.ts). Rendered by the server for the amount it knows
// (what was sent, the offer on the table); `amountFrom` names the form field it follows as one
// types (app/components/deal/deal-math-live.ts: the enhancement script on pages that do not
// hydrate, the effect below on those that do). Inside a form, `confirm` adds `confirmed_amount`:
// the amount whose figures are shown, which lets the page's action bind without a review step.
import { memo, useEffect, useRef } from "react";
import { dealLabels, type DealFigures, type DealSide } from "~/domain/deal-math";
import { dollarText } from "~/domain/money";
import { attachDealMath } from "./deal-math-live";

const EMPTY_TEXT: Record<DealSide, string> = {
  buyer: "Type an amount to see what you would pay with the buyer's fee.",
  seller: "Type an amount to see what you would receive after the final value fee.",
};

function Row({ label, slot, value, strong }: { label: string; slot: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 px-3 py-1.5 ${strong ? "bg-slate-50 font-semibold text-slate-900" : ""}`}>
      <dt>{label}</dt>
      <dd className={`tabular-nums ${strong ? "font-bold" : ""}`} data-deal={slot}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The form's `confirmed_amount`, which the live follower owns once the page runs: memoised, so a
 * re-render of the form (React 19 re-applies an input's defaultValue on update) never resets what
 * the follower set; it changes only when the server's figures do.
 */
const ConfirmedAmount = memo(function ConfirmedAmount({ value }: { value: string }) {
  return <input type="hidden" name="confirmed_amount" defaultValue={value} />;
});

export function DealMath({
  judgmentId,
  side,
  figures,
  amountFrom,
  confirm = false,
  amountLabel,
  testId = "deal-math",
}: {
  /** What the amount is ("Your offer", "Counter-offer", "Buy Now price"); by default the side's word. */
  amountLabel?: string;
  judgmentId: number;
  side: DealSide;
  /** The figures for the amount the page knows, or null (an empty field). */
  figures: DealFigures | null;
  /** The name of the amount field in the same form to follow; without it the figures are fixed. */
  amountFrom?: string;
  /** Adds the form's `confirmed_amount` (the amount these figures are for). */
  confirm?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const labels = dealLabels(side);
  // A page that hydrates (the owner's): the same code as the enhancement script follows the field.
  useEffect(() => (amountFrom && ref.current ? attachDealMath(ref.current) : undefined), [amountFrom, judgmentId]);
  return (
    <div
      ref={ref}
      className="rounded-md border border-slate-200 text-sm"
      data-testid={testId}
      {...(amountFrom
        ? { "data-enhance": "deal-math", "data-deal-url": `/api/judgments/deal_math/${judgmentId}`, "data-deal-amount-from": amountFrom }
        : {})}
    >
      {confirm && <ConfirmedAmount value={figures ? dollarText(figures.amountCents) : ""} />}
      {amountFrom && <p className="sr-only" aria-live="polite" aria-atomic="true" data-deal="spoken" />}
      <p className="px-3 py-2 text-slate-600" data-deal="empty" hidden={figures !== null}>
        {EMPTY_TEXT[side]}
      </p>
      <div data-deal="figures" hidden={figures === null}>
        <dl className="divide-y divide-slate-100">
          <Row label={amountLabel ?? labels.amount} slot="amount" value={figures?.amount ?? ""} />
          <Row label={labels.fee} slot="fee" value={figures?.fee ?? ""} />
          <Row label={labels.bottomLine} slot="bottom-line" value={figures?.bottomLine ?? ""} strong />
          <Row label="Share of the asking price" slot="share-asking" value={figures?.shareOfAsking ?? ""} />
          <Row label="Share of the estimated balance today" slot="share-balance" value={figures?.shareOfBalance ?? "no estimate"} />
        </dl>
        <p className="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-500">
          {labels.fee}: <span data-deal="fee-rule">{figures?.feeRule ?? ""}</span>.
        </p>
        {/* Where the amount falls among similar sales (issue 31): present, and followed as one types, when the listing has such figures. */}
        <p
          className="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-600"
          data-deal="among-sales"
          data-testid="deal-among-sales"
          hidden={!figures?.amongSimilarSales}
        >
          {figures?.amongSimilarSales ? `Among similar sales: ${figures.amongSimilarSales}.` : ""}
        </p>
      </div>
    </div>
  );
}
