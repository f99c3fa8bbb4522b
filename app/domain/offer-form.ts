// The offer forms' rules as plain code, which the server's Zod schemas (app/domain/schemas/
// offer-form.ts) use and the offer modals state (the amount's hint): the
// buyer's Make Offer and Edit Offer forms, and the owner's Accept / Reject. What only the server
// knows (the asking price now, the listing's status) is checked there; the asking price is passed
// in where the server has it.
import { isIsoDate, todayIso } from "~/domain/dates";
import { buyNowPrice, type ListingPrices } from "~/domain/fees";
import { formatMoney, parseDollarsToCents } from "~/domain/money";
import { latestOfferExpiryDate, MAX_OFFER_DAYS } from "~/domain/offer-expiry";

export const MAX_OFFER_MESSAGE_CHARS = 1000;

/** A field's value read by a rule below, or the error it gives. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

const fail = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

/** What a form field holds as text: trimmed text, a number written out, else "". */
const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

type AmountMessages = { missing: string; malformed: string; notPositive: string };
type AmountCeiling = { cents: number; message: (cents: number) => string };

/**
 * A dollar amount typed as text ("1,500.00", "$1500", 1500): its cents, above zero, and at most
 * `ceiling` when given (with `ceiling.message(ceiling.cents)` as the error).
 */
function checkDollarAmount(value: unknown, messages: AmountMessages, ceiling?: AmountCeiling): Checked<number> {
  const raw = text(value);
  if (!raw) return fail(messages.missing);
  const cents = parseDollarsToCents(raw);
  if (cents === null) return fail(messages.malformed);
  if (cents <= 0) return fail(messages.notPositive);
  if (ceiling && cents > ceiling.cents) return fail(ceiling.message(ceiling.cents));
  return { ok: true, value: cents };
}

/** A listing's prices as the offer rule reads them (see offerCeiling). */
export type OfferCeiling = ListingPrices;

/**
 * The one offer amount rule (docs/decisions/0035): a buyer's offer, an edit, the owner's
 * counter-offer and the buyer's counter-back are each at most what Buy Now costs now: the seller's
 * Buy Now price when one is set, otherwise the asking price. Above it, Buy Now is the way; between
 * the asking price and a higher Buy Now price an offer is welcome. `price` names which price it is.
 */
export function offerCeiling(prices: OfferCeiling): { cents: number; price: "Buy Now price" | "asking price" } {
  return { cents: buyNowPrice(prices), price: prices.buyNowCents != null ? "Buy Now price" : "asking price" };
}

/** The rule in a sentence, for the help pages (the FAQ, How to Buy). */
export const OFFER_AMOUNT_RULE =
  "An offer can be any amount up to what Buy Now costs: the seller's Buy Now price, or the asking price when there is none. To pay that, use Buy Now.";

/** What Buy Now buys at, in words (DESIGN.md section 5). */
export const BUY_NOW_BUYS_AT = "its Buy Now price (the asking price when the seller set none)";

/** The rule as the offer forms state it beside the amount: "Dollars and cents, like 1500.00. At most $2,400, the Buy Now price." */
export function offerAmountHint(prices: OfferCeiling): string {
  const { cents, price } = offerCeiling(prices);
  return `Dollars and cents, like 1500.00. At most ${formatMoney(cents)}, the ${price}.`;
}

/** The rule's refusal of a buyer's amount above it. */
function aboveCeiling(prices: OfferCeiling): (cents: number) => string {
  const { price } = offerCeiling(prices);
  return (cents) =>
    `Your offer is above the ${price} of ${formatMoney(cents)}. Use Buy Now to buy at ${price === "Buy Now price" ? "that price" : "the asking price"}.`;
}

/** An offer's amount in cents; with the listing's prices, at most what Buy Now costs (offerCeiling). */
export function checkOfferAmount(value: unknown, prices?: OfferCeiling): Checked<number> {
  return checkDollarAmount(
    value,
    {
      missing: "Please enter the amount you offer, like 1500.00.",
      malformed: "Please enter a dollar amount like 1500.00.",
      notPositive: "Your offer must be more than $0.",
    },
    prices === undefined ? undefined : { cents: offerCeiling(prices).cents, message: aboveCeiling(prices) },
  );
}

/** The optional expiration date: blank (null: the default applies) or a date after today, at most MAX_OFFER_DAYS ahead. */
export function checkOfferExpiration(value: unknown, now = new Date()): Checked<string | null> {
  const date = text(value);
  if (!date) return { ok: true, value: null };
  if (!isIsoDate(date)) return fail("Please enter a date like 2026-12-31.");
  if (date <= todayIso(now)) return fail("The expiration date must be in the future.");
  if (date > latestOfferExpiryDate(now)) return fail(`The expiration date can be at most ${MAX_OFFER_DAYS} days from today.`);
  return { ok: true, value: date };
}

/** The optional message to the seller: null when blank. */
export function checkOfferMessage(value: unknown): Checked<string | null> {
  const message = text(value);
  if (Array.from(message).length > MAX_OFFER_MESSAGE_CHARS) {
    return fail(`Please keep your message to ${MAX_OFFER_MESSAGE_CHARS.toLocaleString("en-US")} characters.`);
  }
  return { ok: true, value: message || null };
}

export const SEEN_AMOUNT_NEEDED = "Please send the amount of the offer as you saw it, like 5000.00.";

export const SEEN_PRICE_NEEDED = "Please send the price you saw, like 5000.00.";
