import { describe, expect, it } from "vitest";
import {
  isPortfolioSize,
  memberShownStatus,
  portfolioTotals,
  saleNoun,
  PORTFOLIO_MAX,
  PORTFOLIO_MIN,
  PORTFOLIO_SIZE_REFUSAL,
  type PortfolioMemberFacts,
  allocateByBalance,
} from "~/domain/portfolios";
import { emptyFacts, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { itemAssignedSchema, portfolioFormSchema } from "~/domain/schemas/portfolio-forms";
import { listingSituations, listingStatusLabels, refusedWhile } from "~/domain/listing-status";
import { sellingSections } from "~/domain/listing-facts";

describe("portfolio size", () => {
  it("is 2 to 100 judgments", () => {
    expect([PORTFOLIO_MIN, PORTFOLIO_MAX]).toEqual([2, 100]);
    expect([0, 1, 101, 2.5, Number.NaN].map(isPortfolioSize)).toEqual([false, false, false, false, false]);
    expect([2, 3, 99, 100].map(isPortfolioSize)).toEqual([true, true, true, true]);
    expect(PORTFOLIO_SIZE_REFUSAL).toBe("A portfolio holds 2 to 100 judgments.");
  });
});

describe("the in_portfolio status", () => {
  it("is labelled and worded for people, and listed with the seller's live listings", () => {
    expect(listingStatusLabels.in_portfolio).toBe("In portfolio");
    expect(refusedWhile("This judgment is not open to offers", "in_portfolio")).toBe(
      "This judgment is not open to offers: this judgment is part of a portfolio.",
    );
    expect(listingSituations.in_portfolio).not.toContain("in_portfolio");
    expect(sellingSections.in_portfolio).toBe("active");
  });
});

describe("the grouping form's schema", () => {
  const form = { judgment_ids: ["3", "1"], title: "  Three Texas judgments ", price: "12,500.50", offers_visibility: "owner" };

  it("reads the judgments in the seller's order, the prices in cents, a blank Buy Now and description as none", () => {
    const parsed = portfolioFormSchema.parse({ ...form, buy_now: "", description: "  " });
    expect(parsed).toEqual({
      judgment_ids: [3, 1],
      title: "Three Texas judgments",
      description: null,
      price: 1_250_050,
      buy_now: null,
      offers_visibility: "owner",
      pending_offers_seen: 0,
    });
  });

  it("takes a comma list or numbers, drops repeats, and defaults offers to everyone", () => {
    expect(portfolioFormSchema.parse({ ...form, judgment_ids: "5, 6,5", offers_visibility: undefined }).judgment_ids).toEqual([5, 6]);
    expect(portfolioFormSchema.parse({ ...form, judgment_ids: [7, 8], offers_visibility: undefined }).offers_visibility).toBe("all");
    expect(portfolioFormSchema.parse({ ...form, pending_offers_seen: "2" }).pending_offers_seen).toBe(2);
  });

  it("answers each bad field by name", () => {
    const errorsOf = (body: Record<string, unknown>) => {
      const parsed = portfolioFormSchema.safeParse(body);
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errorsOf({ ...form, judgment_ids: ["1"] })).toEqual({ judgment_ids: ["Choose 2 to 100 judgments."] });
    expect(errorsOf({ ...form, judgment_ids: ["1", "x"] })).toEqual({ judgment_ids: ["Choose judgments from your list."] });
    // An id past PostgreSQL's integer names nothing (the database would have refused it with a 500).
    expect(errorsOf({ ...form, judgment_ids: [1, 3_000_000_000] })).toEqual({ judgment_ids: ["Choose judgments from your list."] });
    expect(errorsOf({ ...form, judgment_ids: ["1", "-2"] })).toEqual({ judgment_ids: ["Choose judgments from your list."] });
    // A body of 150,000 ids is refused by its length, before any is read.
    expect(errorsOf({ ...form, judgment_ids: Array.from({ length: 150_000 }, (_, i) => i + 1) })).toEqual({
      judgment_ids: ["Choose 2 to 100 judgments."],
    });
    expect(errorsOf({ ...form, judgment_ids: Array.from({ length: 150_000 }, () => "7").join(",") })).toEqual({
      judgment_ids: ["Choose 2 to 100 judgments."],
    });
    expect(errorsOf({ ...form, judgment_ids: Array.from({ length: 101 }, (_, i) => i + 1) })).toHaveProperty("judgment_ids");
    expect(errorsOf({ ...form, title: " " })).toEqual({ title: ["Give the portfolio a title."] });
    expect(errorsOf({ ...form, price: "" })).toEqual({ price: ["Enter an asking price."] });
    expect(errorsOf({ ...form, price: "abc" })).toHaveProperty("price");
    expect(errorsOf({ ...form, price: "0" })).toHaveProperty("price");
    expect(errorsOf({ ...form, buy_now: "100" })).toEqual({ buy_now: ["The Buy Now price can't be below the asking price."] });
    expect(errorsOf({ ...form, offers_visibility: "friends" })).toHaveProperty("offers_visibility");
  });
});

describe("a portfolio's totals", () => {
  const facts = (over: Partial<CollectabilityFacts> = {}): CollectabilityFacts => ({ ...emptyFacts, ...over });
  const member = (over: Partial<PortfolioMemberFacts>): PortfolioMemberFacts => ({
    amountCents: 1_000_000,
    balanceCents: 1_200_000,
    stateName: "Texas",
    dateAwarded: "2020-01-01",
    verified: false,
    facts: facts(),
    ...over,
  });

  it("sums face value and balances, shares the price of each, counts states, ages, facts and verification", () => {
    const totals = portfolioTotals(
      [
        member({
          stateName: "Texas",
          dateAwarded: "2016-01-01",
          verified: true,
          facts: facts({ litigation: "litigated", debtorEmployed: true }),
        }),
        member({ stateName: "Ohio", dateAwarded: "2020-01-01", facts: facts({ litigation: "default", debtorEmployed: false }) }),
        member({ stateName: "Texas", dateAwarded: "2024-01-01", verified: true, facts: facts({ litigation: "litigated" }) }),
      ],
      900_000,
      "2026-01-01",
    );
    expect(totals.count).toBe(3);
    expect(totals.faceValueCents).toBe(3_000_000);
    expect(totals.balance).toEqual({ kind: "sum", cents: 3_600_000 });
    expect(totals.balanceText).toBe("$36,000");
    expect(totals.priceShareOfFaceBps).toBe(3_000);
    expect(totals.priceShareOfBalanceBps).toBe(2_500);
    expect(totals.statesText).toBe("Texas (2), Ohio (1)");
    expect(totals.ages).toEqual({ oldest: "2016-01-01", newest: "2024-01-01", medianYears: 6 });
    expect(totals.facts).toContainEqual({ label: "Litigation", text: "Litigated 2, Default judgment 1" });
    expect(totals.facts).toContainEqual({ label: "Debtor employed", text: "1 of 3; not stated 1" });
    expect(totals.verifiedText).toBe("2 of 3 verified");
  });

  it("says 'at least' when some judgments have no estimate, and no share of the balance", () => {
    const totals = portfolioTotals(
      [member({ balanceCents: 500_000 }), member({ balanceCents: null }), member({ balanceCents: null })],
      1,
      "2026-01-01",
    );
    expect(totals.balance).toEqual({ kind: "at_least", cents: 500_000, missing: 2 });
    expect(totals.balanceText).toBe("at least $5,000 — 2 judgments have no estimate");
    expect(totals.priceShareOfBalanceBps).toBeNull();
    const none = portfolioTotals([member({ balanceCents: null }), member({ balanceCents: null })], 1, "2026-01-01");
    expect(none.balanceText).toBe("No estimate");
    expect(portfolioTotals([member({}), member({ balanceCents: null })], 1, "2026-01-01").balanceText).toBe(
      "at least $12,000 — 1 judgment has no estimate",
    );
  });

  it("takes the median of an even count as the middle two's mean", () => {
    const totals = portfolioTotals([member({ dateAwarded: "2024-01-01" }), member({ dateAwarded: "2022-01-01" })], 1, "2026-01-01");
    expect(totals.ages?.medianYears).toBe(3);
  });
});

describe("portfolio words", () => {
  it("names what is sold, and a judgment by its portfolio's status", () => {
    expect(saleNoun({ kind: "judgment" })).toBe("judgment");
    expect(saleNoun({ kind: "portfolio", portfolioSize: 5 })).toBe("portfolio of 5 judgments");
    expect(memberShownStatus({ status: "sold", title: "Texas five", soldOn: "01/02/2027" })).toBe(
      "Sold in portfolio Texas five on 01/02/2027",
    );
    expect(memberShownStatus({ status: "paid", title: "Texas five" })).toBe("Being sold in portfolio Texas five");
    expect(memberShownStatus({ status: "active", title: "Texas five" })).toBe("For sale in portfolio Texas five");
    expect(memberShownStatus({ status: "new", title: "Texas five" })).toBe("In portfolio Texas five, waiting for review");
  });
});

describe("allocateByBalance", () => {
  const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

  it("splits the price in proportion to the balances, summing to it exactly", () => {
    expect(allocateByBalance(1_050_000, [100, 100, 100])).toEqual([350_000, 350_000, 350_000]);
    expect(allocateByBalance(1_000_000, [300_000, 100_000])).toEqual([750_000, 250_000]);
    expect(sum(allocateByBalance(999_999, [123_456, 654_321, 111_111]))).toBe(999_999);
  });

  it("gives the cents left over to the largest remainders, the earlier judgment on a tie", () => {
    // 100 / 3: 33 each and one cent left, to the first.
    expect(allocateByBalance(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByBalance(200, [1, 1, 1])).toEqual([67, 67, 66]);
    // 10 × 2/7 = 2.857…, 10 × 5/7 = 7.142…: the first has the larger remainder.
    expect(allocateByBalance(10, [2, 5])).toEqual([3, 7]);
  });

  it("splits one cent, and nothing", () => {
    expect(allocateByBalance(1, [5, 7, 3])).toEqual([0, 1, 0]);
    expect(allocateByBalance(0, [5, 7])).toEqual([0, 0]);
  });

  it("sums exactly over many random cases, each part within a cent of its exact share", () => {
    let seed = 7;
    const next = (max: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % max;
    for (let run = 0; run < 500; run++) {
      const balances = Array.from({ length: 2 + next(99) }, () => 1 + next(50_000_000));
      const price = next(100_000_000);
      const parts = allocateByBalance(price, balances);
      expect(sum(parts)).toBe(price);
      const total = sum(balances);
      parts.forEach((p, i) => expect(Math.abs(p - (price * balances[i]) / total)).toBeLessThan(1));
    }
  });

  it("refuses a balance of nothing", () => {
    expect(() => allocateByBalance(100, [5, 0])).toThrow(RangeError);
  });
});

describe("the checklist's tick", () => {
  it("reads true, false and a form's checkbox", () => {
    const parse = (assigned: unknown) => itemAssignedSchema.parse({ portfolio_id: "3", judgment_id: "4", assigned }).assigned;
    expect([parse(true), parse("true"), parse("on"), parse(undefined)]).toEqual([true, true, true, true]);
    expect([parse(false), parse("false"), parse("0")]).toEqual([false, false, false]);
  });
});
