import { describe, expect, it } from "vitest";
import { goesLiveWithoutReview, listingTransition, listingTransitions, offerTransition } from "~/domain/listing-lifecycle";
import { listingStatuses } from "~/domain/listing-status";

describe("listing lifecycle", () => {
  it("follows DESIGN.md section 3", () => {
    expect(listingTransition("approve", "new", "admin", "judgment")).toEqual({ ok: true, to: "active" });
    expect(listingTransition("accept_offer", "active", "owner", "judgment")).toEqual({ ok: true, to: "offer_accepted" });
    expect(listingTransition("buy_now", "active", "buyer", "judgment")).toEqual({ ok: true, to: "offer_accepted" });
    expect(listingTransition("pay", "offer_accepted", "accepted_buyer", "judgment")).toEqual({ ok: true, to: "paid" });
    expect(listingTransition("mark_assigned", "paid", "owner", "judgment")).toEqual({ ok: true, to: "assigned" });
    expect(listingTransition("confirm_receipt", "assigned", "accepted_buyer", "judgment")).toEqual({ ok: true, to: "sold" });
    expect(listingTransition("reactivate", "offer_accepted", "owner", "judgment")).toEqual({ ok: true, to: "active" });
    expect(listingTransition("edit_reviewed", "active", "owner", "judgment")).toEqual({ ok: true, to: "new" });
    expect(listingTransition("cancel", "hidden", "owner", "judgment")).toEqual({ ok: true, to: "cancelled" });
    expect(listingTransition("hide", "active", "admin", "judgment")).toEqual({ ok: true, to: "hidden" });
    expect(listingTransition("unhide", "hidden", "admin", "judgment")).toEqual({ ok: false, reason: "actor" });
  });

  it("refuses the wrong actor and the wrong status", () => {
    expect(listingTransition("approve", "new", "owner", "judgment")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("accept_offer", "sold", "owner", "judgment")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("pay", "offer_accepted", "buyer", "judgment")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("cancel", "paid", "owner", "judgment")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("confirm_receipt", "assigned", "owner", "judgment")).toEqual({ ok: false, reason: "actor" });
  });

  it("lets an administrator decline a listing waiting for review, and its owner resubmit it (docs/decisions/0039)", () => {
    expect(listingTransition("decline", "new", "admin", "judgment")).toEqual({ ok: true, to: "declined" });
    expect(listingTransition("decline", "new", "owner", "judgment")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("decline", "active", "admin", "judgment")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("decline", "declined", "admin", "judgment")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("resubmit", "declined", "owner", "judgment")).toEqual({ ok: true, to: "new" });
    expect(listingTransition("resubmit", "declined", "admin", "judgment")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("approve", "declined", "admin", "judgment")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("cancel", "declined", "owner", "judgment")).toEqual({ ok: true, to: "cancelled" });
    // Nothing puts a declined listing live but a resubmission and a new approval.
    for (const [event, t] of Object.entries(listingTransitions)) {
      if ((t.from as readonly string[]).includes("declined")) expect(["resubmit", "cancel"]).toContain(event);
    }
  });

  it("groups an active judgment into a portfolio and ungroups it, a judgment's transitions only (docs/decisions/0055)", () => {
    expect(listingTransition("group", "active", "owner", "judgment")).toEqual({ ok: true, to: "in_portfolio" });
    expect(listingTransition("group", "active", "admin", "judgment")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("group", "active", "buyer", "judgment")).toEqual({ ok: false, reason: "actor" });
    for (const status of ["new", "hidden", "offer_accepted", "paid", "sold", "cancelled", "declined", "in_portfolio"] as const) {
      expect(listingTransition("group", status, "owner", "judgment")).toEqual({ ok: false, reason: "status" });
    }
    expect(listingTransition("ungroup", "in_portfolio", "owner", "judgment")).toEqual({ ok: true, to: "active" });
    expect(listingTransition("ungroup", "in_portfolio", "admin", "judgment")).toEqual({ ok: true, to: "active" });
    expect(listingTransition("ungroup", "active", "owner", "judgment")).toEqual({ ok: false, reason: "status" });
    // A portfolio is never grouped or ungrouped: the kind is checked before anything else.
    expect(listingTransition("group", "active", "owner", "portfolio")).toEqual({ ok: false, reason: "kind" });
    expect(listingTransition("ungroup", "in_portfolio", "owner", "portfolio")).toEqual({ ok: false, reason: "kind" });
    // The sale's transitions apply to either kind: a portfolio is a listing.
    expect(listingTransition("buy_now", "active", "buyer", "portfolio")).toEqual({ ok: true, to: "offer_accepted" });
    expect(listingTransition("cancel", "active", "owner", "portfolio")).toEqual({ ok: true, to: "cancelled" });
  });

  it("leaves a judgment in a portfolio with no way out but its portfolio's dissolving", () => {
    for (const [event, t] of Object.entries(listingTransitions)) {
      if ((t.from as readonly string[]).includes("in_portfolio")) expect(event).toBe("ungroup");
    }
    expect(goesLiveWithoutReview("ungroup")).toBe(true);
  });

  it("only names real statuses", () => {
    for (const t of Object.values(listingTransitions)) {
      for (const s of [...t.from, t.to]) expect(listingStatuses).toContain(s);
    }
  });
});

describe("offer lifecycle", () => {
  it("lets the owner accept or reject a pending offer, once", () => {
    expect(offerTransition("accept", "pending", "owner")).toEqual({ ok: true, to: "accepted" });
    expect(offerTransition("accept", "rejected", "owner")).toEqual({ ok: false, reason: "status" });
    expect(offerTransition("accept", "pending", "buyer")).toEqual({ ok: false, reason: "actor" });
    expect(offerTransition("lapse", "accepted", "system")).toEqual({ ok: true, to: "lapsed" });
  });
});
