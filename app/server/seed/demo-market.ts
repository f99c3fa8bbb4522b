// The demo market's history (issue 31, docs/decisions/0051): 160 sales completed over
// the last eighteen months, by sellers and buyers of their own (added after the rest of the demo, so
// its members, listings and sales keep their numbers), spread over the states, the age bands and the
// collectability facts, so that every comparable figure and every chart of /market shows real sales
// on a new database. This file decides the economics of each sale: where, how old, how large, what
// is known of the debtor and what share of the estimated balance the buyer paid; demo.ts turns the
// plans into listings and accepted offers, and demo-sales.ts into payments, the ledger, payouts and
// the sale's record for comparable sales, as for every other demo sale. A generator of its own, so
// the rest of the demo draws the same numbers as before.
import { todayIso } from "~/domain/dates";
import { sizeBandOf, type AgeBand } from "~/domain/comparables/bands";
import { hasRegion } from "~/domain/comparables/levels";
import type { CollectabilityFacts, Litigation } from "~/domain/judgment-value/facts";
import { judgmentValue, type RuleBook } from "~/domain/judgment-value/value";
import { makeFacts } from "./demo-facts";
import type { Random } from "./demo";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR = 365.25 * DAY;

/** The market's own members: the first eight sell, the last eight buy. */
export const MARKET_PEOPLE: readonly [name: string, handle: string][] = [
  ["Harold Quinn", "quinn_receivables"],
  ["Denise Marsh", "marsh_medical_billing"],
  ["Luis Ortega", "ortega_landscaping"],
  ["Fiona Baxter", "baxter_property_mgmt"],
  ["Samuel Osei", "osei_freight"],
  ["Yvonne Albers", "albers_dental_group"],
  ["Rick Tolliver", "tolliver_contracting"],
  ["Megan Doyle", "doyle_credit_union"],
  ["Isaac Brenner", "brenner_judgment_capital"],
  ["Claire Whitman", "whitman_recovery_fund"],
  ["Hector Salazar", "salazar_asset_partners"],
  ["Joanna Pike", "pike_enforcement"],
  ["Marcus Lowell", "lowell_portfolio"],
  ["Anita Desai", "desai_special_situations"],
  ["Trevor Banks", "banks_collections_llc"],
  ["Ruth Kowalski", "kowalski_investments"],
];
export const MARKET_SELLERS = 8;
/** How many sales the history has. */
export const MARKET_SALES = 160;

type County = { id: number; stateId: number; abbreviation: string };

/** One completed sale as planned: demo.ts makes its listing and accepted offer. */
export type MarketSale<C extends County = County> = {
  county: C;
  dateAwarded: string;
  amountCents: number;
  /** The asking price; the Buy Now price too when `buyNow`. */
  priceCents: number;
  buyNow: boolean;
  /** What the buyer agreed to pay (the accepted offer). */
  agreedCents: number;
  acceptedAt: number;
  facts: CollectabilityFacts;
  debtorAttorney: boolean | null;
  /** Indexes into MARKET_PEOPLE. */
  seller: number;
  buyer: number;
};

/**
 * Groups the demo's showcase listings (demo-facts.ts) fall in, planted with enough sales that each
 * shows its state's figure rather than a wider one: Los Angeles 2019 (default, employed, no real
 * estate), Houston 2016 (litigated, real estate), Portland 2021 (default), Sacramento (litigated,
 * real estate).
 */
const CLUSTERS: readonly {
  state: string;
  count: number;
  age: [number, number];
  amount: [number, number];
  facts: Partial<CollectabilityFacts>;
}[] = [
  {
    state: "CA",
    count: 7,
    age: [5.5, 9.5],
    amount: [700_000, 1_300_000],
    facts: { litigation: "default", debtorEmployed: true, debtorRealEstate: false },
  },
  { state: "TX", count: 7, age: [10.1, 11.4], amount: [4_000_000, 8_000_000], facts: { litigation: "litigated", debtorRealEstate: true } },
  { state: "OR", count: 6, age: [5.2, 8], amount: [1_200_000, 2_800_000], facts: { litigation: "default" } },
  { state: "CA", count: 6, age: [5.5, 9.5], amount: [6_000_000, 14_000_000], facts: { litigation: "litigated", debtorRealEstate: true } },
];

/** How old judgments are when sold: younger ones more often. */
const AGE_BANDS: readonly [band: AgeBand, share: number, from: number, to: number][] = [
  ["0-2", 0.27, 0.3, 2],
  ["2-5", 0.35, 2, 5],
  ["5-10", 0.26, 5, 10],
  ["10+", 0.12, 10, 11.4],
];

/** What buyers pay of the balance, by age (basis points): the older, the less is collected. */
const BASE_SHARE: Record<AgeBand, number> = { "0-2": 1_500, "2-5": 1_100, "5-10": 750, "10+": 450 };

/**
 * The share of the balance a buyer pays: by age, more when the judgment was litigated, the debtor
 * owns real estate or is employed, less when the debtor had an attorney, less for the largest
 * balances, with a buyer's own judgment on top (±35%).
 */
function shareBps(rng: Random, band: AgeBand, balanceCents: number, facts: CollectabilityFacts, attorney: boolean | null): number {
  const factor = (value: boolean | Litigation | null, yes: number, no: number) =>
    value === null ? 1 : value === true || value === "litigated" ? yes : no;
  const size = { "under-10k": 1.1, "10k-50k": 1, "50k-250k": 0.9, "250k+": 0.75 }[sizeBandOf(balanceCents)];
  const share =
    BASE_SHARE[band] *
    factor(facts.litigation, 1.15, 0.95) *
    factor(facts.debtorRealEstate, 1.35, 0.85) *
    factor(facts.debtorEmployed, 1.2, 0.85) *
    factor(attorney, 0.9, 1.05) *
    size *
    (0.65 + 0.7 * rng.next());
  return Math.max(100, Math.round(share));
}

/** Skewed toward small judgments, as the rest of the demo: most under $10,000, a few near $1,000,000. */
const amountOf = (rng: Random) => Math.round(1_500 * (900_000 / 1_500) ** (rng.next() ** 2.2)) * 100;
/** A price as people name it: whole hundreds of dollars from $1,000, whole dollars below. */
const roundPrice = (cents: number) => Math.max(100, cents >= 100_000 ? Math.round(cents / 10_000) * 10_000 : Math.round(cents / 100) * 100);

/**
 * Plans the history's sales: the clusters first, then sales anywhere (mostly the big metros), each
 * sold between three weeks and eighteen months ago. The price is set from the judgment's estimated
 * balance on the day of sale under `book` (what the sale's record will find again); the asking price
 * stays within the demo's bounds (5% to 60% of the amount), an offer at or below it.
 */
export function planMarketSales<C extends County>(
  rng: Random,
  input: { now: number; book: RuleBook; counties: readonly C[]; metros: readonly C[] },
): MarketSale<C>[] {
  const { now, book } = input;
  const inRegion = (c: C) => hasRegion(c.abbreviation);
  const counties = input.counties.filter(inRegion);
  const metros = input.metros.filter(inRegion);
  const plans: MarketSale<C>[] = [];
  const clusterPlans = CLUSTERS.flatMap((cluster) => Array.from({ length: cluster.count }, () => cluster));
  for (let i = 0; i < MARKET_SALES; i++) {
    const cluster = clusterPlans[i];
    const paidAt = now - Math.round((21 + 524 * rng.next() ** 1.15) * DAY);
    const acceptedAt = paidAt - 6 * HOUR;
    let county: C;
    let ageYears: number;
    let amountCents: number;
    if (cluster) {
      const inState = metros.filter((c) => c.abbreviation === cluster.state);
      county = rng.pick(inState.length ? inState : counties.filter((c) => c.abbreviation === cluster.state));
      ageYears = cluster.age[0] + (cluster.age[1] - cluster.age[0]) * rng.next();
      amountCents = Math.round((cluster.amount[0] + (cluster.amount[1] - cluster.amount[0]) * rng.next()) / 100) * 100;
    } else {
      county = rng.chance(0.7) ? rng.pick(metros) : rng.pick(counties);
      const pick = rng.next();
      let sum = 0;
      const [, , from, to] = AGE_BANDS.find(([, share]) => (sum += share) > pick) ?? AGE_BANDS[AGE_BANDS.length - 1]!;
      ageYears = from + (to - from) * rng.next();
      amountCents = amountOf(rng);
    }
    const dateAwarded = new Date(paidAt - Math.round(ageYears * YEAR)).toISOString().slice(0, 10);
    const facts = { ...makeFacts(rng, { amountCents, dateAwarded }, now), ...cluster?.facts };
    const debtorAttorney = rng.chance(0.55) ? rng.chance(facts.litigation === "litigated" ? 0.7 : 0.12) : null;
    const value = judgmentValue(
      { amountCents, priceCents: amountCents, dateAwarded, stateCode: county.abbreviation, facts, payments: null },
      book,
      todayIso(new Date(paidAt)),
    );
    const balanceCents = value.balance.kind === "estimate" ? value.balance.balanceCents : amountCents;
    const band = AGE_BANDS.find(([, , from, to]) => ageYears >= from && ageYears < to)?.[0] ?? "10+";
    let agreedCents = roundPrice((balanceCents * shareBps(rng, band, balanceCents, facts, debtorAttorney)) / 10_000);
    const buyNow = rng.chance(0.35);
    const asked = buyNow ? agreedCents : roundPrice(agreedCents / (0.7 + 0.3 * rng.next()));
    const priceCents = Math.min(Math.floor((amountCents * 0.6) / 100) * 100, Math.max(Math.ceil((amountCents * 0.05) / 100) * 100, asked));
    agreedCents = buyNow ? priceCents : Math.min(agreedCents, priceCents);
    plans.push({
      county,
      dateAwarded,
      amountCents,
      priceCents,
      buyNow,
      agreedCents,
      acceptedAt,
      facts,
      debtorAttorney,
      seller: rng.int(0, MARKET_SELLERS - 1),
      buyer: rng.int(MARKET_SELLERS, MARKET_PEOPLE.length - 1),
    });
  }
  return plans;
}
