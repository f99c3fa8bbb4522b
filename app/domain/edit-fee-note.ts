// The edit page's fee note (/judgments/{id}/edit): the listing fee at the amount and prices being
// typed, which tier, which price set it, and what is left to pay against what was paid. Plain and
// React-free: the server renders it (ListingEditForm's FeeNote) and the enhancement script
// recomputes it as the seller types (app/enhance/edit-listing.ts), so the words have one home.
import { listingFeeBasisSentence } from "~/domain/fee-wording";
import { listingFee, listingFeeTier, typedListingPrices } from "~/domain/fees";
import { formatMoney } from "~/domain/money";

export type EditFeeNote = {
  /** The fee: "$35", or "Free" (shown strong). */
  fee: string;
  /** The rest of the note, from the tier on: " (Standard listing). … After saving, pay $20 …". */
  rest: string;
};

/** The note for what the seller typed (dollar text); null until the amount and the asking price read and fit. */
export function editFeeNote(typed: { amount: string; price: string; buyNow: string }, paidCents: number): EditFeeNote | null {
  const figures = typedListingPrices(typed);
  if (!figures) return null;
  const { amountCents, prices } = figures;
  const fee = listingFee(prices, amountCents);
  const due = fee - paidCents;
  const paid = paidCents > 0 ? ` You have paid ${formatMoney(paidCents)}.` : "";
  const after =
    due > 0
      ? ` After saving, pay ${formatMoney(due)}${paidCents > 0 ? " more" : ""} at checkout (My Listing links there) so an administrator can approve the listing.`
      : paidCents > fee
        ? " Listing fees already paid are not refunded when you lower the price."
        : "";
  return {
    fee: fee === 0 ? "Free" : formatMoney(fee),
    rest: ` (${listingFeeTier(prices, amountCents).label}). ${listingFeeBasisSentence(prices, amountCents)}${paid}${after}`,
  };
}
