// The negotiation forms' Zod schemas, for the server's checks (app/server/offers/negotiate.ts):
// the owner's counter-offer, and the buyer's accept / decline / counter-back. The amounts that
// depend on the offer as it stands (above the buyer's amount, below the counter) are checked with
// the offer locked, by the rules of app/domain/negotiation.ts.
import { z } from "zod";
import { parseDollarsToCents } from "~/domain/money";
import { checkOfferExpiration, checkOfferMessage } from "~/domain/offer-form";
import { idSchema } from "~/domain/schemas/ids";

export const SEEN_COUNTER_NEEDED = "Please send the amount of the counter-offer as you saw it, like 5000.00.";

const offerId = idSchema("Please choose an offer.");

/** An amount the sender saw (dollars like 5000.00): required or optional; null when not sent. */
function seenAmount(required: boolean, message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      const sent = !(value === undefined || value === null || value === "");
      const cents = sent ? parseDollarsToCents(value) : null;
      if ((sent && cents === null) || (required && !sent)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });
}

/** A field read by `check`: its value, or the check's problem as the field's error. */
function checked<T>(check: (value: unknown) => { ok: true; value: T } | { ok: false; problem: string }) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T => {
      const result = check(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.problem });
      return z.NEVER;
    });
}

/** The owner's counter-offer: offer_id, amount (checked against the offer), message, expires_at, and optionally the buyer's amount seen. */
export function counterOfferSchema(now = new Date()) {
  return z.object({
    offer_id: offerId,
    amount: z.unknown().optional(),
    message: checked(checkOfferMessage),
    expires_at: checked((value) => checkOfferExpiration(value, now)),
    seen_amount: seenAmount(false, "Please send the buyer's amount as you saw it, like 5000.00."),
  });
}

/** The buyer accepts the counter-offer, naming its amount as seen. */
export const acceptCounterSchema = z.object({ offer_id: offerId, amount: seenAmount(true, SEEN_COUNTER_NEEDED) });

/** The buyer declines the counter-offer (the amount seen is optional). */
export const declineCounterSchema = z.object({ offer_id: offerId, amount: seenAmount(false, SEEN_COUNTER_NEEDED) });

/** The buyer counters back: the new amount (checked against the counter) and the counter's amount as seen. */
export const counterBackSchema = z.object({
  offer_id: offerId,
  amount: z.unknown().optional(),
  seen_amount: seenAmount(true, SEEN_COUNTER_NEEDED),
});
