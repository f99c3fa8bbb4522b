// What follows a binding step (issue 29), as the review before it says it: the payment deadline
// if the deal were agreed now, then the seller's assignment window and the buyer's inspection
// window that follow payment (business days, docs/decisions/0026), and what happens next, for the
// side about to bind. The deadlines are those the server will set (app/domain/business-days.ts).
import { paymentDueAt } from "~/domain/business-days";
import type { DealSide } from "~/domain/deal-math";
import { formatDeadline } from "~/domain/escrow";

export type Timeframes = { acceptance_to_payment: number; payment_to_assignment: number; inspection_days: number };

export type DealStep = { label: string; text: string };

const days = (n: number) => `${n} business ${n === 1 ? "day" : "days"}`;

/** The steps after agreeing now: who does what by when, in order. */
export function dealSteps(side: DealSide, agreedAt: Date, timeframes: Timeframes): DealStep[] {
  return [paymentStep(side, paymentDueAt(agreedAt, timeframes.acceptance_to_payment), timeframes), ...afterPaymentSteps(side, timeframes)];
}

/** Paying by the deadline the server would set on a deal agreed now. */
function paymentStep(side: DealSide, dueAt: Date, timeframes: Timeframes): DealStep {
  const payBy = formatDeadline(dueAt);
  const window = days(timeframes.acceptance_to_payment);
  return {
    label: "Payment",
    text:
      side === "buyer"
        ? `You pay by card by ${payBy} (${window}). We hold the money; the seller is not paid yet.`
        : `The buyer pays by card by ${payBy} (${window}). We hold the money. Unpaid by then, the sale ends and you may relist.`,
  };
}

/** What follows the payment: the seller's assignment window, then the buyer's inspection window. */
export function afterPaymentSteps(side: DealSide, timeframes: Timeframes): DealStep[] {
  const buyer = side === "buyer";
  return [
    {
      label: "Assignment",
      text: buyer
        ? `The seller then has ${days(timeframes.payment_to_assignment)} after your payment to assign the judgment to you and upload the documents.`
        : `You then have ${days(timeframes.payment_to_assignment)} after the payment to assign the judgment to the buyer and upload the documents.`,
    },
    {
      label: "Inspection",
      text: buyer
        ? `You then have ${days(timeframes.inspection_days)} to check the assignment and confirm it, or open a dispute. Then the seller is paid.`
        : `The buyer then has ${days(timeframes.inspection_days)} to confirm or dispute the assignment. You are paid out once it is confirmed.`,
    },
  ];
}
