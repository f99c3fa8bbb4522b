// The owner's banner on the judgment page counts only the offers that can still be accepted.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DetailBanner, type BannerPage as JudgmentPageData } from "~/components/judgments/detail-banner";

function ownerPage(offerStatuses: string[]): JudgmentPageData {
  return {
    relation: "owner",
    judgment: { id: 7, status: "active", counts: { views: 0, watchlist: 0, offers: offerStatuses.length } },
    offers: offerStatuses.map((status, i) => ({ id: i + 1, status })),
  } as unknown as JudgmentPageData;
}

const render = (page: JudgmentPageData) => renderToString(createElement(MemoryRouter, null, createElement(DetailBanner, { page })));

describe("the owner's banner", () => {
  it("says the listing has offers while one is pending", () => {
    expect(render(ownerPage(["rejected", "pending"]))).toContain("This listing has offers!");
  });

  it("says nothing once every offer lapsed, was rejected or expired (e.g. after a reactivation)", () => {
    expect(render(ownerPage(["lapsed", "rejected", "expired"]))).not.toContain("This listing has offers!");
  });
});

describe("a new listing's banner", () => {
  const page = (relation: string, listingFeeDue: boolean) =>
    ({ relation, judgment: { id: 7, status: "new" }, offers: [], listingFeeDue }) as unknown as JudgmentPageData;
  it("says Awaiting listing fee to the owner and to administrators while the fee is unpaid", () => {
    expect(render(page("owner", true))).toContain("Awaiting listing fee");
    expect(render(page("owner", true))).not.toContain("Pending review");
    expect(render(page("admin", true))).toContain("Status: Awaiting listing fee");
  });
  it("says Pending review once the fee is paid (or there is none)", () => {
    expect(render(page("owner", false))).toContain("Pending review");
    expect(render(page("admin", false))).toContain("Status: Pending Review");
  });
});

describe("the accepted buyer's banner", () => {
  it("says the offer was accepted and shows PAY NOW as the buyer spec writes it, linking to the payment", () => {
    const html = render({ relation: "buyer", judgment: { id: 7, status: "offer_accepted" }, offers: null } as unknown as JudgmentPageData);
    expect(html).toContain("Your offer was accepted! Ready to pay?");
    expect(html).toMatch(/<a[^>]*href="\/judgments\/pay\/7"[^>]*>PAY NOW<\/a>/);
  });
});
