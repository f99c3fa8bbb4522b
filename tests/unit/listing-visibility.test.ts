import { describe, expect, it } from "vitest";
import { canViewListing, documentsHiddenReason, judgmentAccess, memberMaySee, relationTo } from "~/domain/listing-visibility";
import type { ListingStatus } from "~/domain/listing-status";

const seller = { id: 1, roles: [] };
const buyer = { id: 2, roles: [] };
const member = { id: 3, roles: [] };
const admin = { id: 4, roles: ["admin"] };
const listing = (status: ListingStatus, more: Partial<{ privacy: "public" | "private"; offersVisibility: "all" | "owner" }> = {}) => ({
  sellerId: 1,
  buyerId: 2,
  status,
  privacy: "public" as const,
  offersVisibility: "all" as const,
  ...more,
});

describe("who sees a listing", () => {
  it("relations, most privileged first", () => {
    expect(relationTo(listing("active"), null)).toBe("visitor");
    expect(relationTo(listing("active"), seller)).toBe("owner");
    expect(relationTo(listing("active"), admin)).toBe("admin");
    expect(relationTo(listing("active"), buyer)).toBe("buyer");
    expect(relationTo(listing("active"), member)).toBe("member");
  });
  it("active: everyone; new, hidden, cancelled: the owner and administrators", () => {
    expect(canViewListing(listing("active"), null)).toBe(true);
    for (const status of ["new", "hidden", "cancelled"] as const) {
      expect(canViewListing(listing(status), seller)).toBe(true);
      expect(canViewListing(listing(status), admin)).toBe(true);
      expect(canViewListing(listing(status), member)).toBe(false);
    }
  });
  it("after an accepted offer: signed-in members, never visitors", () => {
    expect(canViewListing(listing("sold"), member)).toBe(true);
    expect(canViewListing(listing("sold"), null)).toBe(false);
  });
  it("an owner's or buyer's own action leaves administrator rights aside", () => {
    expect(memberMaySee(listing("hidden"), admin.id)).toBe(false);
    expect(memberMaySee(listing("hidden"), seller.id)).toBe(true);
  });
});

describe("what a viewer sees of it", () => {
  it("documents: privileged and the buyer always, members of a public listing, visitors never", () => {
    expect(judgmentAccess(listing("active", { privacy: "private" }), member).canSeeDocuments).toBe(false);
    expect(judgmentAccess(listing("paid", { privacy: "private" }), buyer).canSeeDocuments).toBe(true);
    expect(judgmentAccess(listing("active"), member).canSeeDocuments).toBe(true);
    expect(judgmentAccess(listing("active"), null).canSeeDocuments).toBe(false);
  });
  it("why documents are hidden: a visitor may sign in to a public listing; others wait for acceptance", () => {
    expect(documentsHiddenReason(judgmentAccess(listing("active"), null), "public")).toBe("sign_in");
    expect(documentsHiddenReason(judgmentAccess(listing("active", { privacy: "private" }), null), "private")).toBe("after_acceptance");
    expect(documentsHiddenReason(judgmentAccess(listing("active", { privacy: "private" }), member), "private")).toBe("after_acceptance");
    expect(documentsHiddenReason(judgmentAccess(listing("active"), member), "public")).toBeNull();
  });
  it("offers follow offers_visibility; their messages are for the owner and administrators", () => {
    expect(judgmentAccess(listing("active", { offersVisibility: "owner" }), member).canSeeOffers).toBe(false);
    expect(judgmentAccess(listing("active", { offersVisibility: "owner" }), seller).canSeeOffers).toBe(true);
    expect(judgmentAccess(listing("active"), member).canSeeOfferMessages).toBe(false);
    expect(judgmentAccess(listing("active"), seller).canSeeOfferMessages).toBe(true);
    expect(judgmentAccess(listing("active"), admin).canSeeOfferMessages).toBe(true);
  });
  it("only signed-in non-owners act, on active listings", () => {
    expect(judgmentAccess(listing("active"), member).canAct).toBe(true);
    expect(judgmentAccess(listing("active"), seller).canAct).toBe(false);
    expect(judgmentAccess(listing("active"), null).canAct).toBe(false);
    expect(judgmentAccess(listing("sold"), member).canAct).toBe(false);
  });
});
