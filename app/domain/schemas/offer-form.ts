// The offer forms' Zod schemas, for the server's checks (app/server/offers/): the buyer's Make
// Offer and Edit Offer forms, and the owner's Accept / Reject. Each field's rule is plain code in
// app/domain/offer-form.ts, which the offer modals use to check before sending.
import { z } from "zod";
import { parseDollarsToCents } from "~/domain/money";
import {
  checkOfferAmount,
  checkOfferExpiration,
  checkOfferMessage,
  SEEN_AMOUNT_NEEDED,
  SEEN_PRICE_NEEDED,
  type Checked,
  type OfferCeiling,
} from "~/domain/offer-form";
import { idSchema } from "~/domain/schemas/ids";

/** A field read by `check`: its value, or the check's problem as the field's error. */
function field<T>(check: (value: unknown) => Checked<T>) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T => {
      const checked = check(value);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: "custom", message: checked.problem });
      return z.NEVER;
    });
}

/** An offer's amount; with the listing's prices, at most the Buy Now price (see OfferCeiling). */
export function offerAmountSchema(prices?: OfferCeiling) {
  return field((value) => checkOfferAmount(value, prices));
}

/** The optional expiration date: blank (null) or a date after today, at most MAX_OFFER_DAYS ahead. */
export function offerExpirationSchema(now = new Date()) {
  return field((value) => checkOfferExpiration(value, now));
}

/** The optional message to the seller: null when blank. */
export const offerMessageSchema = field(checkOfferMessage);

/** The Make Offer form: amount, expiration date, message. */
export function makeOfferSchema(options: { prices?: OfferCeiling; now?: Date } = {}) {
  return z.object({
    amount: offerAmountSchema(options.prices),
    expiration: offerExpirationSchema(options.now),
    message: offerMessageSchema,
  });
}

/** The Edit Offer form: the new amount. */
export function editOfferSchema(options: { prices?: OfferCeiling } = {}) {
  return z.object({ amount: offerAmountSchema(options.prices) });
}

/** Which listing an offer is made on. */
export const offerJudgmentSchema = idSchema("Please choose a judgment.");

/** Which offer the buyer edits (`id`, or `offer_id` as some clients send it). */
export const editedOfferIdSchema = idSchema("Please choose the offer to edit.");

/**
 * The owner's Accept or Reject: which offer on which listing, and the amount the owner saw
 * (dollars like 5000.00; required to accept, optional to reject). `seenCents` is null when not sent.
 */
export function offerDecisionSchema(amountRequired: boolean) {
  return z.object({
    judgment_id: idSchema("Please choose a judgment."),
    offer_id: idSchema("Please choose an offer."),
    amount: z
      .unknown()
      .optional()
      .transform((value, ctx): number | null => {
        const cents = value === undefined || value === null || value === "" ? null : parseDollarsToCents(value);
        const sent = !(value === undefined || value === null || value === "");
        if ((sent && cents === null) || (amountRequired && !sent)) {
          ctx.addIssue({ code: "custom", message: SEEN_AMOUNT_NEEDED });
          return z.NEVER;
        }
        return cents;
      }),
  });
}

/** Buy Now names the asking price the buyer saw (dollars like 5000.00), so a changed price is refused. */
export const buyNowSchema = z.object({
  price: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const cents = parseDollarsToCents(value);
      if (cents !== null) return cents;
      ctx.addIssue({ code: "custom", message: SEEN_PRICE_NEEDED });
      return z.NEVER;
    }),
});
