// The one answer of checkout: what became of paying for anything (a listing fee, enhancements,
// premium, a judgment), whichever step gave it (the charge, a 3-D Secure reply, a webhook, the
// reconciliation). Routes turn it into JSON with `checkoutJson` (./answer-json.ts) or into their
// page's data; nothing else in checkout answers in another shape.
//
// - succeeded: paid, now or earlier (the same purchase sent again answers its earlier payment);
// - requires_action: the bank asks for 3-D Secure; `clientSecret` lets Stripe.js run the step
//   (only ever sent to the paying user), the reply comes back through ./authenticate.ts;
// - failed: declined, or the provider's answer could not be confirmed (nothing more to charge now);
// - in_progress: another request is charging the same thing (a double click, a second tab);
// - an OrderRefusal (./refusal.ts, 403/404/409/422 with field errors): not charged at all, e.g. already paid by
//   another attempt, the amount changed, the listing moved on.
import type { OrderRefusal } from "~/server/checkout/refusal";
import type { PaymentRow } from "~/server/queries/payments";

export type CheckoutAnswer =
  | { status: "succeeded"; payment: PaymentRow }
  | { status: "requires_action"; payment: PaymentRow; clientSecret: string }
  | { status: "failed"; payment: PaymentRow | null; message: string }
  | { status: "in_progress"; payment: PaymentRow | null; message: string }
  | OrderRefusal;

/** The answers that charged, or tried to: every one but a refusal. */
export type ChargeAnswer = Exclude<CheckoutAnswer, OrderRefusal>;
