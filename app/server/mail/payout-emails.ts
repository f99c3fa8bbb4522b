// The e-mail a seller receives when a payout is sent: which judgment, what was paid out, the
// seller fee deducted from the sale price, where the money went and where to follow it.
import type { Branding } from "~/config/branding";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { composeEmail } from "~/server/mail/templates";

export type PayoutSent = {
  judgmentTitle: string;
  /** What was sent, cents: the sale price less the seller fee. */
  amountCents: number;
  /** The seller fee deducted, cents. */
  feeCents: number;
  /** The payout account the transfer went to (the payment provider's account id). */
  accountId: string;
};

export function payoutSentEmail(seller: { name: string; email: string }, payout: PayoutSent, publicUrl: string, brand: Branding): Email {
  const sale = payout.amountCents + payout.feeCents;
  return composeEmail(
    seller.email,
    "Your payout was sent",
    [
      `Hi ${seller.name},`,
      `We sent your payout of ${formatMoney(payout.amountCents)} for "${payout.judgmentTitle}".`,
      `Sale price ${formatMoney(sale)}, less the seller fee of ${formatMoney(payout.feeCents)}: ${formatMoney(payout.amountCents)} paid out.`,
      `It went to your payout account ${payout.accountId}; your payment provider usually shows it within a few business days.`,
      "Your payouts and their dates are on your payout settings page:",
    ],
    `${publicUrl.replace(/\/+$/, "")}/payouts`,
    brand,
  );
}
