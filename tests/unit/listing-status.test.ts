import { describe, expect, it } from "vitest";
import {
  ACCEPTED_STATUSES,
  isAcceptedOrLater,
  isPaidOrLater,
  listingStatuses,
  PAID_STATUSES,
  VISIBLE_DETAIL_STATUSES,
} from "~/domain/listing-status";

describe("status predicates", () => {
  it("paid or later: paid, assigned, sold", () => {
    expect(listingStatuses.filter(isPaidOrLater)).toEqual(["paid", "assigned", "sold"]);
    expect([...PAID_STATUSES]).toEqual(["paid", "assigned", "sold"]);
  });
  it("accepted or later: an accepted offer, then the paid stages", () => {
    expect(listingStatuses.filter(isAcceptedOrLater)).toEqual(["offer_accepted", "paid", "assigned", "sold"]);
    expect([...ACCEPTED_STATUSES]).toEqual(["offer_accepted", "paid", "assigned", "sold"]);
  });
  it("a member opens the live listing and the stages after acceptance", () => {
    expect([...VISIBLE_DETAIL_STATUSES]).toEqual(["active", "offer_accepted", "paid", "assigned", "sold"]);
  });
});
