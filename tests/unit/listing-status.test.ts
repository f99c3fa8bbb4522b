import { describe, expect, it } from "vitest";
import {
  ACCEPTED_STATUSES,
  isAcceptedOrLater,
  isListingFeeDue,
  isPaidOrLater,
  listingStatusLabel,
  listingStatusLabels,
  listingStatuses,
  listingSituations,
  refusedWhile,
  shownStatus,
  PAID_STATUSES,
  VISIBLE_DETAIL_STATUSES,
} from "~/domain/listing-status";

describe("status predicates", () => {
  it("paid or later: paid, assigned, disputed, sold", () => {
    expect(listingStatuses.filter(isPaidOrLater)).toEqual(["paid", "assigned", "disputed", "sold"]);
    expect([...PAID_STATUSES]).toEqual(["paid", "assigned", "disputed", "sold"]);
  });
  it("accepted or later: an accepted offer, then the paid stages", () => {
    expect(listingStatuses.filter(isAcceptedOrLater)).toEqual(["offer_accepted", "paid", "assigned", "disputed", "sold"]);
    expect([...ACCEPTED_STATUSES]).toEqual(["offer_accepted", "paid", "assigned", "disputed", "sold"]);
  });
  it("a member opens the live listing and the stages after acceptance", () => {
    expect([...VISIBLE_DETAIL_STATUSES]).toEqual(["active", "offer_accepted", "paid", "assigned", "disputed", "sold"]);
  });
});

describe("the status a seller sees", () => {
  it("a new listing whose listing fee is due awaits the fee; paid or free it is Pending Review", () => {
    expect(isListingFeeDue(3_500, 0)).toBe(true);
    expect(isListingFeeDue(3_500, 2_000)).toBe(true);
    expect(isListingFeeDue(3_500, 3_500)).toBe(false);
    expect(isListingFeeDue(0, 0)).toBe(false);
    expect(listingStatusLabel("new", true)).toBe("Awaiting listing fee");
    expect(listingStatusLabel("new", false)).toBe("Pending Review");
    expect(shownStatus("new", true)).toBe("awaiting_fee");
  });
  it("a declined listing reads Declined, fee due or not", () => {
    expect(listingStatusLabel("declined", false)).toBe("Declined");
    expect(listingStatusLabel("declined", true)).toBe("Declined");
  });
  it("only a new listing can await its fee: other statuses keep their label", () => {
    for (const status of listingStatuses.filter((s) => s !== "new")) {
      expect(listingStatusLabel(status, true)).toBe(listingStatusLabels[status]);
    }
  });
});

describe("a refusal because of the listing's status (issue 27)", () => {
  it("reads as a sentence a person would write, for every status", () => {
    expect(refusedWhile("Offers can't be accepted or rejected now", "offer_accepted")).toBe(
      "Offers can't be accepted or rejected now: an offer on this listing was already accepted.",
    );
    for (const status of listingStatuses) {
      const sentence = refusedWhile("This can't be done now", status);
      expect(sentence).toMatch(/^This can't be done now: [a-z][a-z' -]+\.$/);
      // Never the status's code or its label ("Offer Accepted", "PAID") dropped into the sentence.
      expect(sentence).not.toContain("_");
      expect(sentence).not.toContain(listingStatusLabels[status]);
    }
    expect(new Set(Object.values(listingSituations)).size).toBe(listingStatuses.length);
  });
});
