// What a buyer would pay for an offer they are typing: the offer plus the buyer's fee (the rule the
// server charges by, app/domain/fees.ts). The offer dialogs render it from what was sent, and the
// enhancement script (app/enhance/offer-total.ts) follows the amount field with it as one types.
import { buyerFee, buyerTotal } from "~/domain/fees";
import { formatMoney, parseDollarsToCents } from "~/domain/money";

export type OfferTotal = { fee: string; total: string };

/** The fee and the total for a typed amount, or null until it reads as a positive dollar amount. */
export function offerTotal(typedAmount: string): OfferTotal | null {
  const cents = parseDollarsToCents(typedAmount);
  if (!cents) return null;
  return { fee: formatMoney(buyerFee(cents)), total: formatMoney(buyerTotal(cents)) };
}
