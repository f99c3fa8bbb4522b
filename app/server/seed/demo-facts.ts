// The demo listings' collectability facts (issue 17) and the few listings the demo shows them
// with: a 2019 California consumer judgment of $10,000, a 2016 Texas judgment, one from Oregon (a
// state whose interest research is low confidence: a balance with the warning to check it) and one near
// its renewal deadline. Facts come from a generator of their own, so the rest of the demo set draws
// the same numbers as before they existed; the values (balance, share, deadline) are computed from
// the facts by refreshListingValues once the listings are inserted.
import { addMonths } from "~/domain/judgment-value/calendar";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { judgments } from "~/server/db/schema";
import type { Random } from "~/server/seed/demo";

type JudgmentRow = typeof judgments.$inferInsert;
type Facts = CollectabilityFacts;

const DAY = 86_400_000;

/** A yes/no fact: stated about half the time, yes a little more often than no when stated. */
function yesNo(rng: Random, stated: number, yes: number): boolean | null {
  return rng.chance(stated) ? rng.chance(yes) : null;
}

/** What a seller says of a judgment: each fact optional, in shares close to a real book of judgments. */
export function makeFacts(rng: Random, row: Pick<JudgmentRow, "amountCents" | "dateAwarded">, now: number): Facts {
  const small = row.amountCents < 1_000_000;
  const debtorType = rng.chance(0.75) ? (rng.chance(small ? 0.7 : 0.4) ? "individual" : "business") : null;
  const awarded = Date.parse(`${row.dateAwarded}T12:00:00Z`);
  const ageYears = (now - awarded) / (365.25 * DAY);
  // Older judgments were often renewed (or a writ issued) since: some time after their fifth year.
  const renewed = ageYears > 6 && rng.chance(0.35) ? new Date(awarded + rng.between(5 * 365 * DAY, (ageYears - 0.5) * 365 * DAY)) : null;
  const courtType = rng.chance(0.7) ? (rng.chance(0.92) ? "state" : "federal") : null;
  const debtType = rng.chance(0.7)
    ? debtorType === "individual" && rng.chance(0.6)
      ? rng.chance(0.85)
        ? "consumer"
        : "medical"
      : rng.pick(["commercial", "commercial", "commercial", "other"] as const)
    : null;
  const litigation = rng.chance(0.65) ? (rng.chance(0.3) ? "litigated" : "default") : null;
  return {
    courtType,
    debtType,
    litigation,
    statedRatePercent: rng.chance(0.08) ? rng.pick([5, 6, 8, 9, 10, 12]) : null,
    lastRenewedOn: renewed ? renewed.toISOString().slice(0, 10) : null,
    debtorType,
    debtorRealEstate: yesNo(rng, 0.5, debtorType === "business" ? 0.45 : 0.55),
    debtorEmployed: debtorType === "business" ? null : yesNo(rng, 0.55, 0.65),
    debtorBankAccount: yesNo(rng, 0.45, 0.6),
    debtorVehicles: yesNo(rng, 0.4, 0.6),
    debtorAttorney: attorney(rng, litigation),
  };
}

/**
 * Whether the debtor had an attorney in the case (issue 31), by how the judgment was won: a
 * default judgment's debtor rarely had one (they did not appear), a litigated one's usually did.
 */
function attorney(rng: Random, litigation: Facts["litigation"]): boolean | null {
  if (litigation === "default") return yesNo(rng, 0.6, 0.05);
  if (litigation === "litigated") return yesNo(rng, 0.75, 0.85);
  return yesNo(rng, 0.35, 0.4);
}

type Showcase = {
  countyId: number;
  title: string;
  description: string;
  amountCents: number;
  priceCents: number;
  dateAwarded: string;
  casenum: string;
  courthouse: string;
  facts: Facts;
};

/** The demo's showcase listings, dated from `today` ('YYYY-MM-DD') where their point is a date. */
function showcaseListings(today: string): Showcase[] {
  const none = {
    statedRatePercent: null,
    lastRenewedOn: null,
    debtorRealEstate: null,
    debtorEmployed: null,
    debtorBankAccount: null,
    debtorVehicles: null,
    debtorAttorney: null,
  };
  // Entered 9 years 4 months ago in California (10 years, renewable in the last 5): the renewal
  // must be filed within about 8 months.
  const nearAwarded = addMonths(today, -112);
  return [
    {
      countyId: 6037,
      title: "Consumer judgment against a Los Angeles individual, 2019",
      description:
        "Default judgment on a consumer credit account, entered in the Los Angeles Superior Court in 2019. The debtor is employed full time; no payments since entry.",
      amountCents: 1_000_000,
      priceCents: 350_000,
      dateAwarded: "2019-06-14",
      casenum: "19STLC04211",
      courthouse: "Los Angeles County Superior Court",
      facts: {
        ...none,
        courtType: "state",
        debtType: "consumer",
        litigation: "default",
        debtorType: "individual",
        debtorEmployed: true,
        debtorRealEstate: false,
        debtorBankAccount: true,
        debtorAttorney: false,
      },
    },
    {
      countyId: 48201,
      title: "Commercial lease judgment against a Houston business, 2016",
      description:
        "Judgment after a contested trial for unpaid rent on a warehouse lease. A writ of execution issued in 2021 kept it alive; the business owns its building.",
      amountCents: 4_750_000,
      priceCents: 1_200_000,
      dateAwarded: "2016-03-15",
      casenum: "2015-61734",
      courthouse: "Harris County District Court",
      facts: {
        ...none,
        courtType: "state",
        debtType: "commercial",
        litigation: "litigated",
        debtorType: "business",
        lastRenewedOn: "2021-02-10",
        debtorRealEstate: true,
        debtorBankAccount: true,
        debtorVehicles: true,
        debtorAttorney: true,
      },
    },
    {
      countyId: 41051,
      title: "Unpaid invoices — Portland contractor, Oregon",
      description:
        "Default judgment for unpaid subcontracting invoices. The contractor still operates and has two trucks titled in its name.",
      amountCents: 1_850_000,
      priceCents: 520_000,
      dateAwarded: "2021-09-08",
      casenum: "21CV33107",
      courthouse: "Multnomah County Circuit Court",
      facts: {
        ...none,
        courtType: "state",
        debtType: "commercial",
        litigation: "default",
        debtorType: "business",
        debtorVehicles: true,
      },
    },
    {
      countyId: 6067,
      title: "Equipment loan judgment against a Sacramento business, renewal due",
      description:
        "Litigated judgment on an equipment loan guaranteed by the owner, who owns a home in Sacramento County. Never renewed: the renewal must be filed before the tenth anniversary of entry.",
      amountCents: 8_600_000,
      priceCents: 1_500_000,
      dateAwarded: nearAwarded,
      casenum: `${nearAwarded.slice(0, 4)}-00${nearAwarded.slice(5, 7)}418`,
      courthouse: "Sacramento County Superior Court",
      facts: {
        ...none,
        courtType: "state",
        debtType: "commercial",
        litigation: "litigated",
        debtorType: "business",
        debtorRealEstate: true,
        debtorAttorney: true,
      },
    },
  ];
}

type CountyRef = { id: number; stateId: number };

/** How many showcase listings there are. */
export const SHOWCASE_COUNT = 4;

/**
 * Turns an active listing of the demo into its `index`th showcase listing (called before its
 * offers are planned, so they follow the showcase's price): place, amounts, dates and facts,
 * listed three weeks ago (past the premium first look, so every visitor sees it). False when the
 * showcase's county is not in the reference data.
 */
export function makeShowcase(
  row: JudgmentRow,
  index: number,
  counties: readonly CountyRef[],
  now: number,
  listingFee: (row: JudgmentRow) => number,
): boolean {
  const item = showcaseListings(new Date(now).toISOString().slice(0, 10))[index];
  const county = item && counties.find((c) => c.id === item.countyId);
  if (!item || !county) return false;
  const { facts, ...fields } = item;
  const created = now - (21 + index) * DAY;
  const listed = new Date(created + 3 * 3_600_000);
  Object.assign(row, fields, facts, {
    stateId: county.stateId,
    buyNowCents: null,
    createdAt: new Date(created),
    reviewedAt: listed,
    approvedAt: listed,
    listedAt: listed,
    updatedAt: listed,
  });
  row.listingFeeCents = listingFee(row);
  return true;
}
