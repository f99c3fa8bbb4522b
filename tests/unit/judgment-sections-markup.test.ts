// The judgment page's sections as markup (each a *-html.ts writer that its React component places):
// everything a seller, a buyer or the court record put in them is escaped wherever it lands, and
// React's rendering of the components is the writers' markup, so a page written without React says
// what React said (the visitor's card with its prompt, a sold listing, private offers, a verified and
// an unverified court record, the owner's offers with their React forms among the same frames).
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Html } from "~/components/html/html";
import { VisitorPrompt } from "~/components/judgments/detail-actions";
import { DetailBanner } from "~/components/judgments/detail-banner";
import { detailBannerHtml } from "~/components/judgments/detail-banner-html";
import { DetailCard } from "~/components/judgments/detail-card";
import { detailCardHtml, type CardPage } from "~/components/judgments/detail-card-html";
import { DetailDescription } from "~/components/judgments/detail-description";
import { detailDescriptionHtml } from "~/components/judgments/detail-description-html";
import { DetailDocuments } from "~/components/judgments/detail-documents";
import { detailDocumentsHtml, type DetailDocumentsProps } from "~/components/judgments/detail-documents-html";
import { DetailFacts } from "~/components/judgments/detail-facts";
import { detailFactsHtml } from "~/components/judgments/detail-facts-html";
import { DetailInfoTable } from "~/components/judgments/detail-info-table";
import { detailInfoTableHtml, type InfoJudgment } from "~/components/judgments/detail-info-table-html";
import { DetailOffers } from "~/components/judgments/detail-offers";
import { detailOffersHtml } from "~/components/judgments/detail-offers-html";
import { DetailStatements } from "~/components/judgments/detail-statements";
import { detailStatementsHtml } from "~/components/judgments/detail-statements-html";
import type { DetailOffer } from "~/components/judgments/detail-types";
import { DetailVerification } from "~/components/judgments/detail-verification";
import { detailVerificationHtml, type DetailVerificationView } from "~/components/judgments/detail-verification-html";
import { firstLookNoteHtml } from "~/components/judgments/first-look-note-html";
import { visitorPromptHtml } from "~/components/judgments/visitor-prompt-html";
import { PortfolioMemberBanner } from "~/components/portfolios/member-banner";
import { memberBannerHtml, type MemberOf } from "~/components/portfolios/member-banner-html";
import { loadBranding } from "~/config/branding";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { StatementsView } from "~/domain/sworn-statements";

const HOSTILE = `"><script>alert(1)</script>`;
const SIGN_IN = "/login?redirectTo=%2Fjudgments%2F7";

// An apostrophe is &#39; where the template escapes a value, &#x27; where React does (the attributes
// of an element React places) and where a writer's literal text kept React's spelling: one spelling.
const oneApostrophe = (text: string) => text.replace(/&#x27;/g, "&#39;");

/** React's rendering, in a data router (the sections read the location and the root's branding). */
function render(node: ReactElement, path = "/judgments/7"): string {
  const router = createMemoryRouter([{ path: "*", element: node }], { initialEntries: [path] });
  return oneApostrophe(renderToString(createElement(RouterProvider, { router })));
}

const written = (markup: Html | null) => oneApostrophe(String(markup));

function expectEscaped(markup: Html | null) {
  const text = String(markup);
  expect(text).not.toContain("<script>");
  expect(text).toContain("&lt;script&gt;");
}

const seller = { handle: `jane${HOSTILE}`, identityVerified: true };
const reputation = {
  soldAsSeller: 3,
  boughtAsBuyer: 1,
  ratings: { positive: 4, neutral: 0, negative: 1 },
  assignments: { onTime: 2, due: 3 },
  disputesAsSeller: { open: 0, complete: 1, refundPartial: 0, refundFull: 0 },
  disputesAsBuyer: { open: 0, complete: 0, refundPartial: 0, refundFull: 0 },
};
const judgment: CardPage["judgment"] = {
  status: "active",
  priceCents: 1_234_500,
  buyNowCents: 2_000_000,
  amountCents: 5_000_000,
  counts: { views: 12_345, watchlist: 3, offers: 2 },
  seller,
};
const estimate = { balance: { kind: "estimate" as const, balanceCents: 6_100_000 }, shareBps: 2024 };

const cards: Record<string, CardPage> = {
  active: { judgment, highestOfferCents: 1_000_000, value: estimate, sellerReputation: reputation },
  sold: { judgment: { ...judgment, status: "sold" }, highestOfferCents: 1_100_000, agreedCents: 1_100_000, value: estimate },
  "sold, offers private": { judgment: { ...judgment, status: "sold" }, highestOfferCents: null, agreedCents: null, offersHidden: true },
};

const verified: DetailVerificationView = {
  verified: {
    at: "2025-05-06T12:00:00.000Z",
    source: "on CourtListener",
    docketCourt: `Harris County${HOSTILE}`,
    docketNumber: "2020-CV-1",
    docketUrl: "https://example.com/docket?case=1&court=2",
    checks: [
      { key: "casenum", text: "The case number matches", confirmed: true },
      { key: "amount", text: `The amount differs${HOSTILE}`, confirmed: false },
    ],
    renewals: "2023-01-01",
    sha256: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
  },
  voidedOn: null,
  docketSearches: [],
};
const unverified: DetailVerificationView = {
  verified: null,
  voidedOn: "2025-01-02",
  docketSearches: [
    { name: `Harris County${HOSTILE}`, url: "https://example.com/search?q=1" },
    { name: "The state's portal", url: "javascript:alert(1)" },
  ],
};

const statements: StatementsView = {
  version: 3,
  role: "creditor",
  texts: { owner: `I own it${HOSTILE}`, not_assigned: "Not assigned", not_satisfied: "Not satisfied", payments_listed: "Listed" },
  payments: [{ on: "2022-01-01", amountCents: 10_000 }],
  statedAt: "2025-01-02T15:04:00.000Z",
  clientIp: HOSTILE,
};

const offer = (id: number, more: Partial<DetailOffer>): DetailOffer => ({
  id,
  amountCents: 100_000 + id,
  status: "pending",
  buyerHandle: `buyer${id}${HOSTILE}`,
  buyerIdentityVerified: id % 2 === 0,
  createdAt: "2025-01-01T12:00:00.000Z",
  expiresAt: null,
  editedAt: null,
  message: null,
  messageReview: null,
  negotiation: null,
  ...more,
});
const offers = [
  offer(1, { editedAt: "2025-01-03T12:00:00.000Z" }),
  offer(2, { status: "accepted", expiresAt: "2025-03-01T12:00:00.000Z" }),
  offer(3, { status: "expired" }),
];

const documents: DetailDocumentsProps = {
  documents: [
    { id: 1, userFilename: `a-long-name${HOSTILE}.pdf`, createdAt: "2025-02-03T04:05:06.000Z", flagged: null },
    {
      id: 2,
      userFilename: "Document 2.pdf",
      createdAt: "2025-02-03T04:05:06.000Z",
      flagged: {
        segments: [
          { text: HOSTILE, hit: null },
          { text: "555-0100", hit: "phone" },
        ],
        othersSee: "Document 2.pdf",
      },
    },
  ],
  hidden: null,
  signInPath: SIGN_IN,
};

const info: InfoJudgment = {
  state: { name: "Texas", abbreviation: "TX" },
  county: { id: 1, name: "Harris" },
  courthouse: HOSTILE,
  casenum: HOSTILE,
  amountCents: 5_000_000,
  dateAwarded: "2021-06-30",
  listedAt: null,
};
const facts = {
  courtType: "state",
  debtType: null,
  litigation: null,
  statedRatePercent: null,
  lastRenewedOn: "2024-01-02",
  debtorType: null,
  debtorRealEstate: true,
  debtorEmployed: null,
  debtorBankAccount: null,
  debtorVehicles: null,
  debtorAttorney: null,
} as unknown as CollectabilityFacts;
const description = { full: `${"A long description. ".repeat(15)}${HOSTILE}`, short: "A long description. ".repeat(10), truncated: true };
const portfolio: MemberOf = { id: 3, title: `Three${HOSTILE}`, size: 3, situation: `On sale${HOSTILE}`, forSale: true };
const brand = loadBranding({}).name;

describe("the judgment page's sections as markup", () => {
  it("escape what sellers, buyers and the court record wrote", () => {
    expectEscaped(detailCardHtml(cards.active, visitorPromptHtml(SIGN_IN)));
    expectEscaped(visitorPromptHtml(`/login?redirectTo=${HOSTILE}`));
    expectEscaped(detailDescriptionHtml(description, true, "/judgments/7"));
    expectEscaped(detailInfoTableHtml(info));
    expectEscaped(detailVerificationHtml(verified, brand));
    expectEscaped(detailVerificationHtml(unverified, brand));
    expectEscaped(detailStatementsHtml(statements));
    expectEscaped(detailDocumentsHtml(documents));
    expectEscaped(detailOffersHtml(offers, false));
    expectEscaped(memberBannerHtml(portfolio));
    // A link the template writes is of a safe kind, as React blocks a javascript: URL.
    expect(String(detailVerificationHtml(unverified, brand))).not.toContain("javascript:");
  });

  it("are what React renders: the visitor's card with its prompt, a sold listing, private offers", () => {
    for (const page of Object.values(cards)) {
      expect(render(createElement(DetailCard, { page }, createElement(VisitorPrompt, { signInPath: SIGN_IN })))).toBe(
        written(detailCardHtml(page, visitorPromptHtml(SIGN_IN))),
      );
      expect(render(createElement(DetailCard, { page }))).toBe(written(detailCardHtml(page, null)));
    }
    const sold = { relation: "visitor" as const, judgment: { id: 7, status: "sold" as const }, offers: null };
    expect(render(createElement(DetailBanner, { page: sold }))).toBe(written(detailBannerHtml(sold, "/judgments/7")));
    expect(String(detailBannerHtml(sold, "/judgments/7"))).toContain('href="/judgments" data-discover="true"');
  });

  it("are what React renders: a verified and an unverified court record, and the other sections", () => {
    for (const view of [verified, unverified]) {
      expect(render(createElement(DetailVerification, { view }))).toBe(written(detailVerificationHtml(view, brand)));
    }
    expect(render(createElement(DetailStatements, { statements }))).toBe(written(detailStatementsHtml(statements)));
    expect(render(createElement(DetailStatements, { statements: null }))).toBe(written(detailStatementsHtml(null)));
    expect(render(createElement(DetailDocuments, documents))).toBe(written(detailDocumentsHtml(documents)));
    const hidden = { documents: null, hidden: "sign_in" as const, signInPath: SIGN_IN };
    expect(render(createElement(DetailDocuments, hidden))).toBe(written(detailDocumentsHtml(hidden)));
    expect(render(createElement(DetailInfoTable, { judgment: info }))).toBe(written(detailInfoTableHtml(info)));
    expect(render(createElement(DetailFacts, { facts, dateAwarded: "2019-03-15" }))).toBe(written(detailFactsHtml(facts, "2019-03-15")));
    expect(render(createElement(PortfolioMemberBanner, { portfolio }))).toBe(written(memberBannerHtml(portfolio)));
    expect(render(createElement(DetailOffers, { offers, owner: false }))).toBe(written(detailOffersHtml(offers, false)));
    for (const owner of [false, true]) {
      expect(render(createElement(DetailOffers, { offers: [], owner }))).toBe(written(detailOffersHtml([], owner)));
    }
    // The description: its short view with Read more, and the whole text with Show less (?full=1).
    expect(render(createElement(DetailDescription, { description }))).toBe(
      written(detailDescriptionHtml(description, false, "/judgments/7")),
    );
    expect(render(createElement(DetailDescription, { description }), "/judgments/7?full=1")).toBe(
      written(detailDescriptionHtml(description, true, "/judgments/7")),
    );
    expect(String(firstLookNoteHtml(false, "2025-02-01"))).toContain("Premium members see it first<!-- -->; everyone else from");
  });

  it("leave the owner's forms to React, among the same frames: each offer's own markup is the writer's", () => {
    const decide = { judgmentId: 7, terms: { askingCents: 1_234_500, balanceCents: null } };
    const owners = render(createElement(DetailOffers, { offers, owner: true, decide }));
    expect(owners).toContain('data-testid="offer-decision"');
    // The pending offer's row: the writer's amount and tags, React's answers, then the writer's cells.
    const visitors = String(detailOffersHtml(offers, false));
    const [rowStart, rowEnd] = /(<tr data-testid="offer-row"[^>]*><td[^>]*>[\s\S]*?)(<\/td><td[\s\S]*?<\/tr>)/.exec(visitors)!.slice(1);
    const ownerRow = /<tr data-testid="offer-row"[\s\S]*?<\/tr>/.exec(owners)![0];
    expect(ownerRow.startsWith(rowStart)).toBe(true);
    expect(ownerRow.endsWith(rowEnd)).toBe(true);
    expect(ownerRow).toContain('data-testid="offer-payout"');
  });
});
