import { describe, expect, it } from "vitest";
import {
  canViewListing,
  documentsHiddenReason,
  firstLookNoteUntil,
  judgmentAccess,
  memberMaySee,
  relationTo,
  showsFirstLookMark,
} from "~/domain/listing-visibility";
import { listingStatuses, type ListingStatus } from "~/domain/listing-status";

const seller = { id: 1, roles: [], premium: false };
const buyer = { id: 2, roles: [], premium: false };
const member = { id: 3, roles: [], premium: false };
const admin = { id: 4, roles: ["admin"], premium: false };
const NOW = new Date("2026-06-15T12:00:00Z");
const listing = (status: ListingStatus, more: Partial<{ privacy: "public" | "private"; offersVisibility: "all" | "owner" }> = {}) => ({
  sellerId: 1,
  buyerId: 2,
  status,
  listedAt: new Date("2026-05-01T12:00:00Z") as Date | null,
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
    expect(canViewListing(listing("active"), null, NOW)).toBe(true);
    for (const status of ["new", "hidden", "cancelled"] as const) {
      expect(canViewListing(listing(status), seller, NOW)).toBe(true);
      expect(canViewListing(listing(status), admin, NOW)).toBe(true);
      expect(canViewListing(listing(status), member, NOW)).toBe(false);
    }
  });
  it("in a portfolio, its sale not read: the owner and administrators only (docs/decisions/0055)", () => {
    expect(canViewListing(listing("in_portfolio"), seller, NOW)).toBe(true);
    expect(canViewListing(listing("in_portfolio"), admin, NOW)).toBe(true);
    expect(canViewListing(listing("in_portfolio"), member, NOW)).toBe(false);
    expect(canViewListing(listing("in_portfolio"), null, NOW)).toBe(false);
  });
  it("after an accepted offer: signed-in members, never visitors", () => {
    expect(canViewListing(listing("sold"), member, NOW)).toBe(true);
    expect(canViewListing(listing("sold"), null, NOW)).toBe(false);
  });
  it("an owner's or buyer's own action leaves administrator rights aside", () => {
    expect(memberMaySee(listing("hidden"), admin.id, NOW)).toBe(false);
    expect(memberMaySee(listing("hidden"), seller.id, NOW)).toBe(true);
  });
});

describe("what a viewer sees of it", () => {
  it("documents: privileged and the buyer always, members of a public listing, visitors never", () => {
    expect(judgmentAccess(listing("active", { privacy: "private" }), member, NOW).canSeeDocuments).toBe(false);
    expect(judgmentAccess(listing("paid", { privacy: "private" }), buyer, NOW).canSeeDocuments).toBe(true);
    // Private documents reach the buyer once the purchase is paid, not at the accepted offer.
    expect(judgmentAccess(listing("offer_accepted", { privacy: "private" }), buyer, NOW).canSeeDocuments).toBe(false);
    expect(judgmentAccess(listing("offer_accepted"), buyer, NOW).canSeeDocuments).toBe(true);
    expect(judgmentAccess(listing("active"), member, NOW).canSeeDocuments).toBe(true);
    expect(judgmentAccess(listing("active"), null, NOW).canSeeDocuments).toBe(false);
  });
  it("why documents are hidden: a visitor may sign in to a public listing; others wait for acceptance", () => {
    expect(documentsHiddenReason(judgmentAccess(listing("active"), null, NOW), "public")).toBe("sign_in");
    expect(documentsHiddenReason(judgmentAccess(listing("active", { privacy: "private" }), null, NOW), "private")).toBe("after_payment");
    expect(documentsHiddenReason(judgmentAccess(listing("active", { privacy: "private" }), member, NOW), "private")).toBe("after_payment");
    expect(documentsHiddenReason(judgmentAccess(listing("active"), member, NOW), "public")).toBeNull();
  });
  it("offers follow offers_visibility; their messages are for the owner and administrators", () => {
    expect(judgmentAccess(listing("active", { offersVisibility: "owner" }), member, NOW).canSeeOffers).toBe(false);
    expect(judgmentAccess(listing("active", { offersVisibility: "owner" }), seller, NOW).canSeeOffers).toBe(true);
    expect(judgmentAccess(listing("active"), member, NOW).canSeeOfferMessages).toBe(false);
    expect(judgmentAccess(listing("active"), seller, NOW).canSeeOfferMessages).toBe(true);
    expect(judgmentAccess(listing("active"), admin, NOW).canSeeOfferMessages).toBe(true);
  });
  it("only signed-in non-owners act, on active listings", () => {
    expect(judgmentAccess(listing("active"), member, NOW).canAct).toBe(true);
    expect(judgmentAccess(listing("active"), seller, NOW).canAct).toBe(false);
    expect(judgmentAccess(listing("active"), null, NOW).canAct).toBe(false);
    expect(judgmentAccess(listing("sold"), member, NOW).canAct).toBe(false);
  });
});

describe("the premium first look", () => {
  const premium = { id: 5, roles: [], premium: true };
  const fresh = (status: ListingStatus, listedAt: Date | null) => ({ ...listing(status), listedAt });
  const dayOne = new Date(NOW.getTime() - 86_400_000);
  const justOver = new Date(NOW.getTime() - 5 * 86_400_000 - 1000);

  it("a listing approved less than 5 days ago: premium members, the owner, administrators and the buyer only", () => {
    const l = fresh("active", dayOne);
    expect(canViewListing(l, premium, NOW)).toBe(true);
    expect(canViewListing(l, seller, NOW)).toBe(true);
    expect(canViewListing(l, admin, NOW)).toBe(true);
    expect(canViewListing(l, buyer, NOW)).toBe(true);
    expect(canViewListing(l, member, NOW)).toBe(false);
    expect(canViewListing(l, null, NOW)).toBe(false);
    expect(judgmentAccess({ ...l, privacy: "public", offersVisibility: "all" }, member, NOW).canView).toBe(false);
  });
  it("everyone sees it on day 6; a never-listed listing has no first look", () => {
    expect(canViewListing(fresh("active", justOver), member, NOW)).toBe(true);
    expect(canViewListing(fresh("active", justOver), null, NOW)).toBe(true);
    expect(canViewListing(fresh("active", null), null, NOW)).toBe(true);
  });
  it("whatever its status: a basic member does not see a sold listing still in its first look", () => {
    expect(canViewListing(fresh("sold", dayOne), member, NOW)).toBe(false);
    expect(canViewListing(fresh("sold", dayOne), premium, NOW)).toBe(true);
  });
  it("an owner's own action ignores premium; a prospective buyer's counts it", () => {
    expect(memberMaySee(fresh("active", dayOne), seller.id, NOW)).toBe(true);
    expect(memberMaySee(fresh("active", dayOne), member.id, NOW)).toBe(false);
    expect(memberMaySee(fresh("active", dayOne), premium.id, NOW, true)).toBe(true);
  });
  it("the judgment page's First look note: while the listing is live, never once sold or past active (issue 27)", () => {
    expect(firstLookNoteUntil(fresh("active", dayOne), NOW)).toEqual(new Date(dayOne.getTime() + 5 * 86_400_000));
    expect(firstLookNoteUntil(fresh("active", justOver), NOW)).toBeNull();
    expect(firstLookNoteUntil(fresh("active", null), NOW)).toBeNull();
    for (const status of listingStatuses.filter((s) => s !== "active")) {
      expect(firstLookNoteUntil(fresh(status, dayOne), NOW), status).toBeNull();
    }
  });
  it("the First look mark: premium members, while it lasts", () => {
    expect(showsFirstLookMark(fresh("active", dayOne), premium, NOW)).toBe(true);
    expect(showsFirstLookMark(fresh("active", justOver), premium, NOW)).toBe(false);
    expect(showsFirstLookMark(fresh("active", dayOne), member, NOW)).toBe(false);
  });
});

describe("the first look's end", () => {
  it("is 5 days after the first approval", async () => {
    const { firstLookEnd, inFirstLook } = await import("~/domain/membership");
    const approved = new Date("2026-06-01T12:00:00Z");
    expect(firstLookEnd(approved)).toEqual(new Date("2026-06-06T12:00:00Z"));
    expect(inFirstLook(approved, new Date("2026-06-06T11:59:59Z"))).toBe(true);
    expect(inFirstLook(approved, new Date("2026-06-06T12:00:00Z"))).toBe(false);
  });
});

describe("a judgment in a portfolio, seen as its portfolio (docs/decisions/0055, the governing sale)", () => {
  const premium = { id: 5, roles: [], premium: true };
  /** A judgment of seller 1 in a portfolio (its own buyer null), the portfolio's sale as given. */
  const inPortfolio = (
    status: ListingStatus,
    sale: Partial<{ buyerId: number | null; listedAt: Date | null }> = {},
    more: Partial<{ privacy: "public" | "private" }> = {},
  ) => ({
    ...listing("in_portfolio", more),
    buyerId: null,
    listedAt: new Date("2025-01-10T12:00:00Z") as Date | null,
    governingSale: { listingId: 99, sellerId: 1, status, buyerId: 2, listedAt: new Date("2026-05-01T12:00:00Z") as Date | null, ...sale },
  });

  it("an active portfolio's judgment: everyone sees it, out of the first look; no one acts on it alone", () => {
    for (const viewer of [null, member, premium, buyer, seller, admin]) {
      const access = judgmentAccess(inPortfolio("active", { buyerId: null }), viewer, NOW);
      expect(access.canView).toBe(true);
      expect(access.canAct).toBe(false);
    }
  });

  it("in the portfolio's first look: premium members, the owner and administrators, not other members or visitors", () => {
    const fresh = inPortfolio("active", { buyerId: null, listedAt: new Date("2026-06-14T12:00:00Z") });
    expect(canViewListing(fresh, premium, NOW)).toBe(true);
    expect(canViewListing(fresh, seller, NOW)).toBe(true);
    expect(canViewListing(fresh, admin, NOW)).toBe(true);
    expect(canViewListing(fresh, member, NOW)).toBe(false);
    expect(canViewListing(fresh, null, NOW)).toBe(false);
  });

  it("a portfolio waiting for review or hidden: its judgments are the owner's and the administrators'", () => {
    for (const status of ["new", "hidden", "declined", "cancelled"] as const) {
      expect(canViewListing(inPortfolio(status), seller, NOW)).toBe(true);
      expect(canViewListing(inPortfolio(status), admin, NOW)).toBe(true);
      expect(canViewListing(inPortfolio(status), member, NOW)).toBe(false);
      expect(canViewListing(inPortfolio(status), premium, NOW)).toBe(false);
    }
  });

  it("the portfolio's buyer is the judgment's buyer: its private documents once the portfolio is paid, not before", () => {
    expect(relationTo(inPortfolio("paid"), buyer)).toBe("buyer");
    expect(relationTo(inPortfolio("paid"), member)).toBe("member");
    const privateDocs = (status: ListingStatus) => judgmentAccess(inPortfolio(status, {}, { privacy: "private" }), buyer, NOW);
    expect(privateDocs("offer_accepted")).toMatchObject({ relation: "buyer", canView: true, canSeeDocuments: false, canSeeBuyerId: true });
    for (const status of ["paid", "assigned", "disputed", "sold"] as const) expect(privateDocs(status).canSeeDocuments).toBe(true);
    // Another member sees a sold portfolio's judgment read-only, its private documents not.
    expect(judgmentAccess(inPortfolio("sold", {}, { privacy: "private" }), member, NOW)).toMatchObject({
      canView: true,
      canSeeDocuments: false,
      canSeeBuyerId: false,
    });
    expect(canViewListing(inPortfolio("sold"), null, NOW)).toBe(false);
  });

  it("the owner and administrators always; the owner never acts on it as a buyer", () => {
    for (const status of ["new", "active", "paid", "sold"] as const) {
      expect(judgmentAccess(inPortfolio(status), seller, NOW)).toMatchObject({ relation: "owner", canView: true, canAct: false });
      expect(judgmentAccess(inPortfolio(status), admin, NOW)).toMatchObject({ relation: "admin", canView: true, canSeeDocuments: true });
    }
  });
});
