// The offer forms' rules, as Zod schemas shared by the browser (the offer modals check before
// sending) and the server (app/server/offers/): the buyer's Make Offer and Edit Offer forms, and
// the owner's Accept / Reject. What only the server knows (the asking price now, the listing's
// status) is checked there; the asking price is passed in where the server has it.
import { z } from "zod";
import { isIsoDate, todayIso } from "~/domain/dates";
import { idSchema } from "~/domain/ids";
import { buyNowPrice, type ListingPrices } from "~/domain/fees";
import { formatMoney, parseDollarsToCents } from "~/domain/money";
import { latestOfferExpiryDate, MAX_OFFER_DAYS } from "~/domain/offer-expiry";

export const MAX_OFFER_MESSAGE_CHARS = 1000;

/** What a form field holds as text: trimmed text, a number written out, else "". */
const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

type AmountMessages = { missing: string; malformed: string; notPositive: string };

/**
 * A dollar amount typed as text ("1,500.00", "$1500", 1500): its cents, above zero, and at most
 * `ceiling` when given (with `aboveCeiling(ceiling)` as the error).
 */
export function dollarAmountSchema(messages: AmountMessages, ceiling?: { cents: number; message: (cents: number) => string }) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      const raw = text(value);
      if (!raw) return fail(messages.missing);
      const cents = parseDollarsToCents(raw);
      if (cents === null) return fail(messages.malformed);
      if (cents <= 0) return fail(messages.notPositive);
      if (ceiling && cents > ceiling.cents) return fail(ceiling.message(ceiling.cents));
      return cents;
    });
}

/**
 * The most an offer may be: the price Buy Now buys at (the seller's Buy Now price, otherwise the
 * asking price). An offer above it would pay more than buying outright, so Buy Now is the way.
 */
export type OfferCeiling = ListingPrices;

function ceilingMessage(prices: OfferCeiling) {
  return prices.buyNowCents !== null
    ? (price: number) => `Your offer is above the Buy Now price of ${formatMoney(price)}. Use Buy Now to buy at that price.`
    : (price: number) => `Your offer is above the asking price of ${formatMoney(price)}. Use Buy Now to buy at the asking price.`;
}

/** An offer's amount; with the listing's prices, at most the Buy Now price (see OfferCeiling). */
export function offerAmountSchema(prices?: OfferCeiling) {
  return dollarAmountSchema(
    {
      missing: "Please enter the amount you offer, like 1500.00.",
      malformed: "Please enter a dollar amount like 1500.00.",
      notPositive: "Your offer must be more than $0.",
    },
    prices === undefined ? undefined : { cents: buyNowPrice(prices), message: ceilingMessage(prices) },
  );
}

/** The optional expiration date: blank (null: the default applies) or a date after today, at most MAX_OFFER_DAYS ahead. */
export function offerExpirationSchema(now = new Date()) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      const date = text(value);
      if (!date) return null;
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (!isIsoDate(date)) return fail("Please enter a date like 2026-12-31.");
      if (date <= todayIso(now)) return fail("The expiration date must be in the future.");
      if (date > latestOfferExpiryDate(now)) {
        return fail(`The expiration date can be at most ${MAX_OFFER_DAYS} days from today.`);
      }
      return date;
    });
}

/** The optional message to the seller: null when blank. */
export const offerMessageSchema = z
  .unknown()
  .optional()
  .transform(text)
  .refine((message) => Array.from(message).length <= MAX_OFFER_MESSAGE_CHARS, {
    message: `Please keep your message to ${MAX_OFFER_MESSAGE_CHARS.toLocaleString("en-US")} characters.`,
  })
  .transform((message) => message || null);

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

export const SEEN_AMOUNT_NEEDED = "Please send the amount of the offer as you saw it, like 5000.00.";

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

export const SEEN_PRICE_NEEDED = "Please send the price you saw, like 5000.00.";

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
