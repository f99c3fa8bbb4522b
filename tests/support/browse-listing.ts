// One browse result row (what app/server/queries/browse.ts answers per listing), for the unit tests of
// the browse page's markup: plain values, each test overriding what it checks.
import type { BrowseListing } from "~/components/judgments/browse-types";

export function browseListing(overrides: Partial<BrowseListing> = {}): BrowseListing {
  return {
    id: 7,
    kind: "judgment",
    portfolioSize: null,
    title: "Smith v. Jones",
    stateName: "Texas",
    stateAbbreviation: "TX",
    countyName: "Harris",
    stateCount: null,
    countyCount: null,
    amountCents: 1_234_500,
    priceCents: 600_000,
    buyNowCents: null,
    listedAt: new Date("2026-11-02T15:00:00Z"),
    priceShareBps: 4860,
    dateAwarded: "2025-03-04",
    highlight: false,
    embolden: false,
    firstLook: false,
    balanceShareBps: null,
    highlights: [],
    deadline: null,
    ...overrides,
  };
}
