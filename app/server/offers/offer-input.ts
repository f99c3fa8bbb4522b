// Reading what a buyer typed into the Make Offer / Edit Offer forms: the amount (free text,
// "xxxx.xx"), an optional expiration date (YYYY-MM-DD, after today) and an optional message.
import { isIsoDate, todayIso } from "~/domain/dates";
import { formatMoney, parseDollarsToCents } from "~/domain/money";
import type { FieldErrors } from "~/server/http/refusal";

export const MAX_OFFER_MESSAGE_CHARS = 1000;
/** How far ahead an offer's expiration date may be: an offer is not meant to bind for years. */
export const MAX_OFFER_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last second of a calendar date in US Eastern time (the site's dates are Eastern). */
export function endOfDayEastern(isoDate: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  const base = Date.UTC(y, m - 1, d, 23, 59, 59);
  const standard = new Date(base + 5 * 60 * 60 * 1000);
  return todayIso(standard) === isoDate ? standard : new Date(base + 4 * 60 * 60 * 1000);
}

/** When an offer made now without a date expires: now + timeframes.offers_expire_days. */
export function defaultOfferExpiry(days: number, now = new Date()): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/** The amount: a positive dollar amount, at most the asking price (above it, Buy Now is the way). */
export function readOfferAmount(value: unknown, priceCents: number): { amountCents: number } | { errors: FieldErrors } {
  const raw = text(value);
  if (!raw) return { errors: { amount: ["Please enter the amount you offer, like 1500.00."] } };
  const cents = parseDollarsToCents(raw);
  if (cents === null) return { errors: { amount: ["Please enter a dollar amount like 1500.00."] } };
  if (cents <= 0) return { errors: { amount: ["Your offer must be more than $0."] } };
  if (cents > priceCents) {
    return { errors: { amount: [`Your offer is above the asking price of ${formatMoney(priceCents)}. Use Buy Now to buy at the asking price.`] } };
  }
  return { amountCents: cents };
}

export type OfferInput = { amountCents: number; expiresAt: Date; message: string | null };

/**
 * The whole Make Offer form. Without a date the offer expires after `expireDays`; a given date
 * must be after today and the offer then stands until the end of that day (Eastern).
 */
export function readOfferInput(
  body: Record<string, unknown>,
  priceCents: number,
  expireDays: number,
  now = new Date(),
): { ok: true; value: OfferInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amount = readOfferAmount(body.amount, priceCents);
  if ("errors" in amount) Object.assign(errors, amount.errors);

  const expiration = text(body.expiration);
  let expiresAt = defaultOfferExpiry(expireDays, now);
  if (expiration) {
    if (!isIsoDate(expiration)) errors.expiration = ["Please enter a date like 2026-12-31."];
    else if (expiration <= todayIso(now)) errors.expiration = ["The expiration date must be in the future."];
    else if (expiration > todayIso(new Date(now.getTime() + MAX_OFFER_DAYS * DAY_MS))) {
      errors.expiration = [`The expiration date can be at most ${MAX_OFFER_DAYS} days from today.`];
    }
    else expiresAt = endOfDayEastern(expiration);
  }

  const message = text(body.message);
  if (Array.from(message).length > MAX_OFFER_MESSAGE_CHARS) {
    errors.message = [`Please keep your message to ${MAX_OFFER_MESSAGE_CHARS.toLocaleString("en-US")} characters.`];
  }
  if (Object.keys(errors).length > 0 || "errors" in amount) return { ok: false, errors };
  return { ok: true, value: { amountCents: amount.amountCents, expiresAt, message: message || null } };
}

/** A positive integer id from a form or JSON field, or null. */
export function readId(value: unknown): number | null {
  const raw = text(value);
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
