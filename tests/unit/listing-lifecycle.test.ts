import { describe, expect, it } from "vitest";
import { listingTransition, listingTransitions, offerTransition } from "~/domain/listing-lifecycle";
import { listingStatuses } from "~/domain/listing-status";

describe("listing lifecycle", () => {
  it("follows DESIGN.md section 3", () => {
    expect(listingTransition("approve", "new", "admin")).toEqual({ ok: true, to: "active" });
    expect(listingTransition("accept_offer", "active", "owner")).toEqual({ ok: true, to: "offer_accepted" });
    expect(listingTransition("buy_now", "active", "buyer")).toEqual({ ok: true, to: "offer_accepted" });
    expect(listingTransition("pay", "offer_accepted", "accepted_buyer")).toEqual({ ok: true, to: "paid" });
    expect(listingTransition("mark_assigned", "paid", "owner")).toEqual({ ok: true, to: "assigned" });
    expect(listingTransition("confirm_receipt", "assigned", "accepted_buyer")).toEqual({ ok: true, to: "sold" });
    expect(listingTransition("reactivate", "offer_accepted", "owner")).toEqual({ ok: true, to: "active" });
    expect(listingTransition("edit_reviewed", "active", "owner")).toEqual({ ok: true, to: "new" });
    expect(listingTransition("cancel", "hidden", "owner")).toEqual({ ok: true, to: "cancelled" });
    expect(listingTransition("hide", "active", "admin")).toEqual({ ok: true, to: "hidden" });
    expect(listingTransition("unhide", "hidden", "admin")).toEqual({ ok: false, reason: "actor" });
  });

  it("refuses the wrong actor and the wrong status", () => {
    expect(listingTransition("approve", "new", "owner")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("accept_offer", "sold", "owner")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("pay", "offer_accepted", "buyer")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("cancel", "paid", "owner")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("confirm_receipt", "assigned", "owner")).toEqual({ ok: false, reason: "actor" });
  });

  it("lets an administrator decline a listing waiting for review, and its owner resubmit it (docs/decisions/0039)", () => {
    expect(listingTransition("decline", "new", "admin")).toEqual({ ok: true, to: "declined" });
    expect(listingTransition("decline", "new", "owner")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("decline", "active", "admin")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("decline", "declined", "admin")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("resubmit", "declined", "owner")).toEqual({ ok: true, to: "new" });
    expect(listingTransition("resubmit", "declined", "admin")).toEqual({ ok: false, reason: "actor" });
    expect(listingTransition("approve", "declined", "admin")).toEqual({ ok: false, reason: "status" });
    expect(listingTransition("cancel", "declined", "owner")).toEqual({ ok: true, to: "cancelled" });
    // Nothing puts a declined listing live but a resubmission and a new approval.
    for (const [event, t] of Object.entries(listingTransitions)) {
      if ((t.from as readonly string[]).includes("declined")) expect(["resubmit", "cancel"]).toContain(event);
    }
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
