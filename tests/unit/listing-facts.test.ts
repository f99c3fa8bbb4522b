import { describe, expect, it } from "vitest";
import { checkoutPath, enhancementLabels, listingFeeState, sellerNextStep, sellingSections } from "~/domain/listing-facts";

describe("the listing fee's state", () => {
  it("free, paid, or (part of it) due", () => {
    expect(listingFeeState(0, 0)).toEqual({ kind: "free" });
    expect(listingFeeState(0, 500)).toEqual({ kind: "paid", paidCents: 500 });
    expect(listingFeeState(2_000, 2_000)).toEqual({ kind: "paid", paidCents: 2_000 });
    expect(listingFeeState(3_500, 2_000)).toEqual({ kind: "due", dueCents: 1_500, feeCents: 3_500 });
  });
  it("is paid at the listing checkout", () => {
    expect(checkoutPath(12)).toBe("/sell/checkout?judgment_id=12");
  });
});

describe("where a listing shows on /selling", () => {
  it("pending review, live or on its way to a sale, or over", () => {
    expect(sellingSections.new).toBe("pending");
    expect(sellingSections.hidden).toBe("active");
    expect(sellingSections.assigned).toBe("active");
    expect(sellingSections.sold).toBe("closed");
    expect(sellingSections.cancelled).toBe("closed");
  });
});

describe("the seller's next step", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  const listing = (status: Parameters<typeof sellerNextStep>[0]["status"], paymentDueAt: string | null = null) => ({
    id: 5,
    status,
    paymentDueAt,
  });
  it("answers waiting offers on an active listing", () => {
    expect(sellerNextStep(listing("active"), 0, now)).toBeNull();
    expect(sellerNextStep(listing("active"), 1, now)?.text).toBe("1 offer is waiting for your answer.");
    expect(sellerNextStep(listing("active"), 3, now)).toMatchObject({
      tone: "action",
      text: "3 offers are waiting for your answer.",
      link: { to: "/judgments/5#offers", label: "Review offers" },
    });
  });
  it("waits for the buyer's payment, or relists once its deadline passed", () => {
    expect(sellerNextStep(listing("offer_accepted", "2026-03-05T12:00:00Z"), 0, now)?.tone).toBe("waiting");
    expect(sellerNextStep(listing("offer_accepted"), 0, now)?.text).toBe("Waiting for the buyer to pay.");
    expect(sellerNextStep(listing("offer_accepted", "2026-02-20T12:00:00Z"), 0, now)?.tone).toBe("action");
  });
  it("assigns once paid, then waits for the buyer's confirmation", () => {
    expect(sellerNextStep(listing("paid"), 0, now)?.link).toEqual({ to: "/judgments/5#assignment", label: "Assign the judgment" });
    expect(sellerNextStep(listing("assigned"), 0, now)?.tone).toBe("waiting");
    expect(sellerNextStep(listing("sold"), 0, now)).toBeNull();
    expect(sellerNextStep(listing("hidden"), 0, now)?.tone).toBe("info");
  });
  it("names the escrow deadlines, and sends the seller to a dispute", () => {
    const paid = { ...listing("paid"), assignmentDueAt: "2026-02-13T21:59:59Z" };
    expect(sellerNextStep(paid, 0, now)?.text).toMatch(/by 02\/13\/2026 4:59 PM ET; after that the buyer may cancel/);
    const assigned = { ...listing("assigned"), inspectionDueAt: "2026-03-06T21:59:59Z" };
    expect(sellerNextStep(assigned, 0, now)?.text).toMatch(/by 03\/06\/2026 4:59 PM ET at the latest/);
    expect(sellerNextStep(listing("disputed"), 0, now)).toMatchObject({ tone: "action", link: { to: "/judgments/5#escrow" } });
  });
});

describe("enhancement labels", () => {
  it("lists the paid enhancements in force, biggest first", () => {
    expect(enhancementLabels({ highlight: true, embolden: true, featuredState: true, featuredNationwide: true })).toEqual([
      "Featured nationwide",
      "Featured in state",
      "Highlighted",
      "Bold",
    ]);
    expect(enhancementLabels({ highlight: false, embolden: false, featuredState: false, featuredNationwide: false })).toEqual([]);
  });
});
