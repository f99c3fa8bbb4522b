// When an offer stops binding (DESIGN.md section 3): without a date, after the branding's
// offers_expire_days; with one, at the end of that day in US Eastern time (the site's dates are
// Eastern), at most MAX_OFFER_DAYS ahead. A pending offer past its expiry no longer binds, whatever
// its stored status says until the housekeeping job marks it: it is shown and refused as expired.
import { todayIso } from "~/domain/dates";
import type { OfferStatus } from "~/domain/listing-lifecycle";

/** How far ahead an offer's expiration date may be: an offer is not meant to bind for years. */
export const MAX_OFFER_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last second of a calendar date in US Eastern time. */
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

/** The last expiration date ('YYYY-MM-DD') a buyer may choose today. */
export function latestOfferExpiryDate(now = new Date()): string {
  return todayIso(new Date(now.getTime() + MAX_OFFER_DAYS * DAY_MS));
}

/** True when a pending offer's expiry has passed (it no longer binds, whatever its stored status). */
export function isPastExpiry(offer: { status: string; expiresAt: Date | null }, now: Date): boolean {
  return offer.status === "pending" && offer.expiresAt !== null && offer.expiresAt.getTime() <= now.getTime();
}

/** The status to show and act on: a pending offer past its expiry reads as expired. */
export function effectiveOfferStatus<S extends OfferStatus>(offer: { status: S; expiresAt: Date | null }, now: Date): S | "expired" {
  return isPastExpiry(offer, now) ? "expired" : offer.status;
}
