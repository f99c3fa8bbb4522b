// What a resolution will do, in the words the confirmation dialog shows: who gets how much of the
// held money. Plain functions of the choice and the sale's amounts, shared by the form and its tests.
import { partialRefundProblem, type DisputeResolutionCode } from "~/domain/escrow";
import { formatMoney, parseDollarsToCents } from "~/domain/money";

export type SaleAmounts = { paidCents: number; payoutCents: number; buyerHandle: string; sellerHandle: string };

export type ResolutionSummary = { ok: true; title: string; text: string; confirmLabel: string } | { ok: false; problem: string };

export function resolutionSummary(resolution: DisputeResolutionCode, amount: string, sale: SaleAmounts): ResolutionSummary {
  const buyer = `@${sale.buyerHandle}`;
  const seller = `@${sale.sellerHandle}`;
  switch (resolution) {
    case "complete":
      return {
        ok: true,
        title: "Complete the sale?",
        text: `Release ${formatMoney(sale.payoutCents)} to the seller ${seller}; the buyer ${buyer} gets no refund. The listing becomes sold.`,
        confirmLabel: "Complete the sale",
      };
    case "refund_full":
      return {
        ok: true,
        title: "Refund the buyer in full?",
        text: `Refund ${formatMoney(sale.paidCents)} to the buyer ${buyer} (the whole payment, the buyer's fee included) and cancel the seller's payout of ${formatMoney(sale.payoutCents)}. The sale is undone and the listing goes back to ${seller}, hidden.`,
        confirmLabel: `Refund ${formatMoney(sale.paidCents)}`,
      };
    case "refund_partial": {
      const cents = parseDollarsToCents(amount);
      const problem = partialRefundProblem(cents, sale.payoutCents);
      if (problem || cents === null) return { ok: false, problem: problem ?? "Enter the amount to refund." };
      return {
        ok: true,
        title: "Refund the buyer in part?",
        text: `Refund ${formatMoney(cents)} to the buyer ${buyer} and release ${formatMoney(sale.payoutCents - cents)} to the seller ${seller} (their payout of ${formatMoney(sale.payoutCents)} less the refund). The listing becomes sold.`,
        confirmLabel: `Refund ${formatMoney(cents)}`,
      };
    }
  }
}
