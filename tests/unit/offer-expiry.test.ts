import { describe, expect, it } from "vitest";
import {
  defaultOfferExpiry,
  effectiveOfferStatus,
  endOfDayEastern,
  isPastExpiry,
  latestOfferExpiryDate,
  MAX_OFFER_DAYS,
} from "~/domain/offer-expiry";

const now = new Date("2026-03-01T12:00:00Z");

describe("offer expiry", () => {
  it("an offer without a date expires after the given number of days", () => {
    expect(defaultOfferExpiry(7, now).toISOString()).toBe("2026-03-08T12:00:00.000Z");
  });
  it("a chosen date ends at 23:59:59 Eastern, in standard and in daylight time", () => {
    expect(endOfDayEastern("2026-01-15").toISOString()).toBe("2026-01-16T04:59:59.000Z");
    expect(endOfDayEastern("2026-07-15").toISOString()).toBe("2026-07-16T03:59:59.000Z");
  });
  it("the date may be at most a year ahead", () => {
    expect(MAX_OFFER_DAYS).toBe(365);
    expect(latestOfferExpiryDate(now)).toBe("2027-03-01");
  });
  it("only a pending offer past its expiry has lapsed", () => {
    const past = new Date(now.getTime() - 1000);
    const future = new Date(now.getTime() + 1000);
    expect(isPastExpiry({ status: "pending", expiresAt: past }, now)).toBe(true);
    expect(isPastExpiry({ status: "pending", expiresAt: now }, now)).toBe(true);
    expect(isPastExpiry({ status: "pending", expiresAt: future }, now)).toBe(false);
    expect(isPastExpiry({ status: "pending", expiresAt: null }, now)).toBe(false);
    expect(isPastExpiry({ status: "accepted", expiresAt: past }, now)).toBe(false);
  });
  it("a lapsed pending offer reads as expired; others keep their status", () => {
    expect(effectiveOfferStatus({ status: "pending", expiresAt: new Date(0) }, now)).toBe("expired");
    expect(effectiveOfferStatus({ status: "pending", expiresAt: null }, now)).toBe("pending");
    expect(effectiveOfferStatus({ status: "rejected", expiresAt: new Date(0) }, now)).toBe("rejected");
  });
});
