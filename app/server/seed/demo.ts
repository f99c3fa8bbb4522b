// Demo data: 40 buyers and sellers, two administrators and a few hundred judgments across the
// country, with offers, watchers and messages consistent with each listing's status, and the
// payments, ledger and payouts of the sales (./demo-sales.ts); then the market's history, 160
// completed sales of the last eighteen months by members of their own (./demo-market.ts).
// Everything comes from a seeded pseudo-random generator, so the same seed gives the same
// marketplace (only dates move with "now"). seedExtraJudgments adds load-test volume on top.
import { loadBranding } from "~/config/branding";
import { assignmentDueAt, inspectionDueAt } from "~/domain/escrow";
import { ledgerAccounts } from "~/domain/ledger";
import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { listingFee } from "~/domain/fees";
import { isAcceptedOrLater } from "~/domain/listing-status";
import { hashPassword } from "~/server/auth/password";
import type { Executor } from "~/server/db/client";
import {
  appMeta,
  auditLog,
  counties,
  judgments,
  judgmentStatuses,
  messages,
  offers,
  roles,
  states,
  userRoles,
  users,
  watchlist,
  type JudgmentStatus,
} from "~/server/db/schema";
import { refreshListingValues } from "~/server/judgment-value/refresh";
import { recordDemoStatements } from "./demo-statements";
import { DECLINE_ACTION } from "~/server/queries/listing-review";
import { makeFacts, makeShowcase, SHOWCASE_COUNT } from "~/server/seed/demo-facts";
import { demoPaidAt, recordDemoSales } from "~/server/seed/demo-sales";
import { MARKET_PEOPLE, MARKET_SELLERS, planMarketSales } from "~/server/seed/demo-market";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { recordDemoViews } from "~/server/seed/demo-views";
import { recordDemoBuyRequests } from "~/server/seed/demo-buy-requests";
import { todayIso } from "~/domain/dates";
import { BUSINESSES, CLAIMS, DEBTOR_FACTS, INDIVIDUALS, PROCEDURE, UNPAID_THINGS } from "~/server/seed/vocabulary";

export const DEMO_SEED = 20_160_101;
/** The collectability facts draw from a generator of their own (demo-facts.ts), seeded from the demo's. */
const factsSeed = (seed: number) => (seed ^ 0x5eedfac7) >>> 0;
/** The sworn statements' own generator (demo-statements.ts). */
const statementsSeed = (seed: number) => (seed ^ 0x57a7e5) >>> 0;
/** The market's history draws from its own generator (demo-market.ts). */
const marketSeed = (seed: number) => (seed ^ 0x3a12e7) >>> 0;
export const DEMO_SEEDED_KEY = "demo_seeded";
export const DEMO_PASSWORDS = {
  user: "Demo-pass1!",
  admin: "Admin-pass1!",
  superAdmin: "Super-pass1!",
} as const;

const BATCH = 500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN_AMOUNT = 150_000; // $1,500
const MAX_AMOUNT = 200_000_000; // $2,000,000

// --- A small seeded generator (mulberry32) -----------------------------------------------------

export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** A time between two instants. */
    between: (from: number, to: number) => from + Math.floor(next() * Math.max(0, to - from)),
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    },
    digits: (count: number) => String(Math.floor(next() * 10 ** count)).padStart(count, "0"),
  };
}

// --- Content ----------------------------------------------------------------------------------

/** The first 20 mostly sell, the last 20 mostly buy; anyone may do both. */
const PEOPLE: readonly [name: string, handle: string][] = [
  ["Dana Whitfield", "lakeside_capital"],
  ["Marcus Bell", "bell_recovery"],
  ["Priya Raman", "raman_holdings"],
  ["Tom Okafor", "okafor_law"],
  ["Linda Chavez", "chavez_roofing"],
  ["Greg Halvorsen", "northstar_rentals"],
  ["Keisha Morgan", "morgan_properties"],
  ["Ray Delgado", "delgado_auto"],
  ["Susan Patel", "patel_medical"],
  ["Frank Russo", "russo_builders"],
  ["Emily Carter", "carter_landlord"],
  ["James Whitaker", "whitaker_supply"],
  ["Angela Brooks", "brooks_staffing"],
  ["Carlos Mendoza", "mendoza_trucking"],
  ["Heather Lin", "lin_dental"],
  ["Victor Novak", "novak_equipment"],
  ["Rachel Kim", "rkim_creditor"],
  ["Daniel O'Connor", "oconnor_claims"],
  ["Monique Jackson", "mj_properties"],
  ["Steve Albright", "albright_plumbing"],
  ["Nathan Greer", "greer_judgment_fund"],
  ["Olivia Hart", "hart_recoveries"],
  ["Ben Castillo", "castillo_investments"],
  ["Grace Tanaka", "tanaka_capital"],
  ["Walter Price", "price_asset_recovery"],
  ["Sophia Reyes", "reyes_collections"],
  ["Aaron Feldman", "feldman_partners"],
  ["Jasmine Scott", "scott_receivables"],
  ["Paul Lindqvist", "lindqvist_ventures"],
  ["Maria Gonzalez", "gonzalez_judgments"],
  ["Kevin Walsh", "walsh_enforcement"],
  ["Tara Nguyen", "nguyen_debt_partners"],
  ["Robert Hayes", "hayes_capital_group"],
  ["Erin McAllister", "mcallister_funding"],
  ["Derek Ford", "ford_portfolio"],
  ["Nina Petrova", "petrova_holdings"],
  ["Omar Haddad", "haddad_acquisitions"],
  ["Lauren Byrne", "byrne_recovery"],
  ["Chris Yamamoto", "summit_creditors"],
  ["Beth Sullivan", "sullivan_investor"],
];
const SELLER_COUNT = 20;

/**
 * The one demo member whose identity is not verified (docs/decisions/0048): a buyer, so the demo
 * shows the payment threshold's refusal and the Identity section's "Verify my identity". Every
 * other demo member verified a year into their membership; no random draw, so the rest of the
 * seed stays the same.
 */
export const DEMO_UNVERIFIED_HANDLE = PEOPLE[SELLER_COUNT][1];

const ADMINS = [
  { name: "Site Admin", handle: "admin", email: "admin@example.com", role: "admin" },
  { name: "Super Admin", handle: "superadmin", email: "superadmin@example.com", role: "super-admin" },
] as const;

/** Large counties with a city to name in titles; the rest of the listings pick any county. */
const METROS: readonly [fips: number, city: string, zip: string][] = [
  [6037, "Los Angeles", "90012"],
  [17031, "Chicago", "60602"],
  [48201, "Houston", "77002"],
  [4013, "Phoenix", "85003"],
  [6073, "San Diego", "92101"],
  [6059, "Anaheim", "92805"],
  [12086, "Miami", "33130"],
  [48113, "Dallas", "75202"],
  [36047, "Brooklyn", "11201"],
  [36081, "Queens", "11432"],
  [32003, "Las Vegas", "89101"],
  [53033, "Seattle", "98104"],
  [48439, "Fort Worth", "76102"],
  [48029, "San Antonio", "78205"],
  [12011, "Fort Lauderdale", "33301"],
  [6085, "San Jose", "95113"],
  [26163, "Detroit", "48226"],
  [6001, "Oakland", "94612"],
  [36061, "Manhattan", "10007"],
  [25025, "Boston", "02108"],
  [42101, "Philadelphia", "19107"],
  [6067, "Sacramento", "95814"],
  [12099, "West Palm Beach", "33401"],
  [12057, "Tampa", "33602"],
  [12095, "Orlando", "32801"],
  [39049, "Columbus", "43215"],
  [39035, "Cleveland", "44113"],
  [42003, "Pittsburgh", "15219"],
  [48453, "Austin", "78701"],
  [13121, "Atlanta", "30303"],
  [37119, "Charlotte", "28202"],
  [27053, "Minneapolis", "55415"],
  [49035, "Salt Lake City", "84111"],
  [8031, "Denver", "80202"],
  [41051, "Portland", "97204"],
  [18097, "Indianapolis", "46204"],
  [47037, "Nashville", "37201"],
  [47157, "Memphis", "38103"],
  [21111, "Louisville", "40202"],
  [24510, "Baltimore", "21202"],
  [11001, "Washington", "20001"],
  [22071, "New Orleans", "70112"],
  [29095, "Kansas City", "64106"],
  [29510, "St. Louis", "63101"],
  [55079, "Milwaukee", "53202"],
  [15003, "Honolulu", "96813"],
  [35001, "Albuquerque", "87102"],
  [4019, "Tucson", "85701"],
  [40109, "Oklahoma City", "73102"],
  [12031, "Jacksonville", "32202"],
  [34013, "Newark", "07102"],
  [34003, "Hackensack", "07601"],
  [36029, "Buffalo", "14202"],
  [44007, "Providence", "02903"],
  [2020, "Anchorage", "99501"],
  [19153, "Des Moines", "50309"],
  [31055, "Omaha", "68102"],
  [5119, "Little Rock", "72201"],
  [1073, "Birmingham", "35203"],
  [28049, "Jackson", "39201"],
  [45079, "Columbia", "29201"],
  [37183, "Raleigh", "27601"],
  [51059, "Fairfax", "22030"],
  [16001, "Boise", "83702"],
  [32031, "Reno", "89501"],
  [48141, "El Paso", "79901"],
  [48085, "Plano", "75074"],
  [72127, "San Juan", "00901"],
  [9003, "Hartford", "06103"],
];

const ASSETS = [
  "The debtor owns a single-family home in {place} that appears to carry substantial equity.",
  "The debtor is employed full time as a {job}; wages have not been garnished yet.",
  "The business still operates from the same address and has two commercial vehicles titled in its name.",
  "A bank levy recovered a small partial payment; the balance remains unpaid.",
  "No assets located yet; a skip trace and debtor examination are recommended.",
  "The debtor recently refinanced a rental property, per county records.",
  "The principal of the company personally guaranteed the debt and is named in the judgment.",
];
const STATUS_NOTES = [
  "Post-judgment interest accrues at {rate}% per year.",
  "The judgment is recorded as a lien in {county}.",
  "The judgment was renewed and remains enforceable for years to come.",
  "Certified copies and the abstract of judgment are available to a serious buyer.",
  "The seller will cooperate with the substitution of plaintiff and sign the assignment promptly.",
  "Accrued interest and costs are not included in the amount shown.",
];
const JOBS = ["nurse", "electrician", "sales manager", "truck driver", "pharmacist", "software engineer", "teacher"];
const COURT_TYPES: Record<string, readonly string[]> = {
  CA: ["Superior Court"],
  TX: ["District Court", "County Court at Law", "Justice Court, Precinct 1"],
  NY: ["Supreme Court", "Civil Court", "District Court"],
  FL: ["Circuit Court", "County Court"],
  IL: ["Circuit Court"],
  PA: ["Court of Common Pleas", "Magisterial District Court"],
  OH: ["Court of Common Pleas", "Municipal Court"],
  default: ["District Court", "Circuit Court", "Superior Court", "County Court", "Municipal Court"],
};
const OFFER_NOTES = [
  "Cash offer; we cover all enforcement costs.",
  "We can close as soon as the assignment is signed.",
  "Offer reflects the age of the judgment and the lack of located assets.",
  "Happy to discuss if you have more on the debtor's employment.",
  "We have collected on several judgments in this county.",
];
const BUYER_QUESTIONS = [
  "Hi, is the debtor still at the address listed in the judgment? I'd like to know what collection attempts have been made so far.",
  "Has there been any attempt at wage garnishment, and do you know where the debtor works now?",
  "Could you tell me whether the judgment has been renewed or recorded as a lien anywhere?",
  "Is the business still operating? I'm interested but would like a little more background first.",
  "Are there any payments on record since the judgment was entered?",
];
const SELLER_REPLIES = [
  "Thanks for asking. The address was current as of this spring, and we have not tried a garnishment yet.",
  "No payments since entry. We levied a bank account once and recovered a small amount.",
  "Yes, it was recorded as a lien in the county where the debtor owns property.",
  "The business is still open; you can see it operating from the street most days.",
];
const CONTACT_ATTEMPTS = [
  "I'd rather talk this through by phone, call me at 312-555-0187 any afternoon.",
  "Email me directly at investor.greer@example.net and we can skip the fees.",
];
const STREETS = ["Oak", "Maple", "Cedar", "Washington", "Lake", "Hill", "Park", "Main", "Elm", "Pine", "River", "Sunset"];
const STREET_KINDS = ["St", "Ave", "Blvd", "Rd", "Dr", "Ln"];

// Shares of a demo set by status (DESIGN.md section 3); the remainder is active.
const STATUS_SHARES: Partial<Record<JudgmentStatus, number>> = {
  new: 0.06,
  hidden: 0.04,
  offer_accepted: 0.03,
  paid: 0.03,
  assigned: 0.025,
  disputed: 0.01,
  sold: 0.04,
  cancelled: 0.03,
};
const EXTRA_STATUS_SHARES: Partial<Record<JudgmentStatus, number>> = { new: 0.04, hidden: 0.02, cancelled: 0.02 };

// --- Building rows ----------------------------------------------------------------------------

type CountyRef = { id: number; stateId: number; name: string; abbreviation: string; city: string | null };
/** A judgment row of the demo: the court facts every judgment has (the schema allows a portfolio without). */
type JudgmentRow = typeof judgments.$inferInsert & { stateId: number; countyId: number; casenum: string; dateAwarded: string };
type OfferPlan = Omit<typeof offers.$inferInsert, "judgmentId"> & { judgment: number };
type WatchPlan = { judgment: number; userId: number; createdAt: Date };
type MessagePlan = {
  judgment: number;
  senderId: number;
  recipientId: number;
  body: string;
  status: "pending" | "approved" | "rejected";
  createdAt: Date;
  isRead: boolean;
  reply?: { body: string; createdAt: Date; status: "pending" | "approved"; isRead: boolean };
};

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Weekdays only; holidays are ignored here (demo data), unlike the real payment window. */
function addWeekdays(time: number, days: number): number {
  let t = time;
  let left = days;
  while (left > 0) {
    t += DAY;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return t;
}

function statusPlan(rng: Random, count: number, shares: Partial<Record<JudgmentStatus, number>>): JudgmentStatus[] {
  const plan: JudgmentStatus[] = [];
  for (const status of judgmentStatuses) {
    const share = shares[status];
    if (!share) continue;
    const wanted = Math.round(count * share);
    const n = Math.min(count - plan.length, count >= 16 ? Math.max(1, wanted) : wanted);
    for (let i = 0; i < n; i++) plan.push(status);
  }
  while (plan.length < count) plan.push("active");
  return rng.shuffle(plan);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

/** "a Dallas …", "an Orange County …". */
function withArticle(words: string): string {
  const vowelSound = /^[A-Z]{2,}\b/.test(words)
    ? /^[AEFHILMNORSX]/.test(words) // acronyms read letter by letter: "an HVAC contractor"
    : /^[aeiou]/i.test(words) && !/^(uni|uti|eu|one)/i.test(words);
  return `${vowelSound ? "an" : "a"} ${words}`;
}

function makeTitle(rng: Random, county: CountyRef, amountCents: number): string {
  const place = county.city && rng.chance(0.6) ? county.city : county.name;
  const business = rng.pick(BUSINESSES);
  const claim = rng.pick(CLAIMS);
  if (amountCents < 1_000_000 && rng.chance(0.35)) {
    return `Small claims judgment against ${withArticle(`${place} ${rng.pick(INDIVIDUALS)}`)}`;
  }
  switch (rng.int(0, 5)) {
    case 0:
      return `${claim} judgment against ${withArticle(`${place} ${business}`)}`;
    case 1:
      return `Unpaid ${rng.pick(UNPAID_THINGS)} — ${place} ${business}`;
    case 2:
      return `${claim} judgment against ${withArticle(business)} in ${county.city ?? county.name}, ${county.abbreviation}`;
    case 3:
      return `Default judgment: ${place} ${business} owes for ${rng.pick(UNPAID_THINGS)}`;
    case 4:
      return `${place} ${business} — ${claim.toLowerCase()} judgment`;
    default:
      return `${claim} judgment, ${county.name}, ${county.abbreviation} — ${rng.pick(DEBTOR_FACTS)}`;
  }
}

function makeDescription(rng: Random, county: CountyRef): string | null {
  if (rng.chance(0.08)) return null;
  const values = {
    place: county.city ?? county.name,
    county: county.name,
    job: rng.pick(JOBS),
    rate: String(rng.pick([4, 5, 6, 7, 8, 9, 10, 12])),
  };
  const sentences = [rng.pick(PROCEDURE)];
  const count = rng.int(1, 3);
  if (count >= 2) sentences.push(fill(rng.pick(ASSETS), values));
  if (count >= 3) sentences.push(fill(rng.pick(STATUS_NOTES), values));
  return sentences.join(" ");
}

/** Skewed toward small claims: the median is around $5,000, the tail reaches $2,000,000. */
function makeAmount(rng: Random): number {
  const dollars = 1_500 * (2_000_000 / 1_500) ** (rng.next() ** 2.5);
  const cents = rng.chance(0.4) ? Math.round(dollars * 100) : Math.round(dollars) * 100;
  return Math.min(MAX_AMOUNT, Math.max(MIN_AMOUNT, cents));
}

/** Whole dollars between 5% and 60% of the amount, weighted toward the lower shares. */
function makePrice(rng: Random, amountCents: number): number {
  const low = Math.ceil((amountCents * 0.05) / 100) * 100;
  const high = Math.floor((amountCents * 0.6) / 100) * 100;
  const share = 0.05 + 0.55 * rng.next() ** 1.6;
  const price = Math.round((amountCents * share) / 100) * 100;
  return Math.min(high, Math.max(low, price));
}

function makeCasenum(rng: Random, awarded: string, amountCents: number): string {
  const year = awarded.slice(0, 4);
  if (amountCents < 1_000_000 && rng.chance(0.4)) return `${year.slice(2)}-SC-${rng.digits(5)}`;
  switch (rng.int(0, 4)) {
    case 0:
      return `${year}-CV-${rng.digits(5)}`;
    case 1:
      return `CV-${year}-${rng.digits(6)}`;
    case 2:
      return `${year}L${rng.digits(6)}`;
    case 3:
      return `${year}-CC-${rng.digits(6)}`;
    default:
      return `${year}CA${rng.digits(6)}`;
  }
}

function makeCourthouse(rng: Random, county: CountyRef): string | null {
  if (rng.chance(0.25)) return null;
  let type = rng.pick(COURT_TYPES[county.abbreviation] ?? COURT_TYPES.default);
  if (type.startsWith("County ") && !county.name.endsWith(" County")) type = "District Court";
  if (type.startsWith("Court of")) return `${type}, ${county.name}`;
  // "Tarrant County" + "County Court at Law" reads "Tarrant County Court at Law".
  if (type.startsWith("County ") && county.name.endsWith(" County")) return `${county.name}${type.slice(6)}`;
  return `${county.name} ${type}`;
}

type Context = { now: number; counties: CountyRef[]; metros: CountyRef[] };

function pickCounty(rng: Random, ctx: Context): CountyRef {
  return rng.chance(0.6) ? rng.pick(ctx.metros) : rng.pick(ctx.counties);
}

/** One judgment with dates and flags consistent with its status. buyerId is set by the caller. */
function makeJudgment(rng: Random, ctx: Context, sellerId: number, status: JudgmentStatus, featureRates = { state: 0, nationwide: 0 }) {
  const { now } = ctx;
  const county = pickCounty(rng, ctx);
  const amountCents = makeAmount(rng);
  const priceCents = makePrice(rng, amountCents);
  const title = makeTitle(rng, county, amountCents);
  const description = makeDescription(rng, county);
  // Pending review: submitted in the last ten days. Sold or in progress: old enough for each step.
  const youngest = status === "new" ? 0 : isAcceptedOrLater(status) ? 60 * DAY : 3 * DAY;
  const oldest = status === "new" ? 10 * DAY : 540 * DAY;
  const created = now - rng.between(youngest, oldest);
  const twelveYearsAgo = now - Math.round(12 * 365.25 * DAY);
  const dateAwarded = isoDate(rng.between(twelveYearsAgo, created - 14 * DAY));
  const wentLive = status !== "new" && (status !== "cancelled" || rng.chance(0.5));
  const listed = wentLive ? Math.min(created + rng.between(2 * HOUR, 40 * HOUR), now - HOUR) : null;
  const buyNowCents = rng.chance(0.35) ? priceCents : null;
  const row: JudgmentRow = {
    sellerId,
    title,
    description,
    amountCents,
    priceCents,
    buyNowCents,
    stateId: county.stateId,
    countyId: county.id,
    casenum: makeCasenum(rng, dateAwarded, amountCents),
    courthouse: makeCourthouse(rng, county),
    dateAwarded,
    privacy: rng.chance(0.85) ? "public" : "private",
    offersVisibility: rng.chance(0.5) ? "all" : "owner",
    status,
    highlightListing: rng.chance(0.1),
    emboldenListing: rng.chance(0.12),
    featuredState: status === "active" && rng.chance(featureRates.state),
    featuredNationwide: status === "active" && rng.chance(featureRates.nationwide),
    listingFeeCents: listingFee({ askingCents: priceCents, buyNowCents }, amountCents),
    reviewedAt: listed ? new Date(listed) : null,
    approvedAt: listed ? new Date(listed) : null,
    listedAt: listed ? new Date(listed) : null,
    createdAt: new Date(created),
    updatedAt: new Date(listed ?? created),
  };
  if (status === "hidden") row.updatedAt = new Date(rng.between(listed!, now));
  if (status === "cancelled") {
    row.cancelledAt = new Date(rng.between(listed ?? created, now));
    row.updatedAt = row.cancelledAt;
  }
  return row;
}

/**
 * Accepted-offer timeline for offer_accepted, paid, assigned, disputed and sold listings. A sale
 * waiting on its seller (paid) or its buyer (assigned) was paid, or assigned, in the last few
 * days, and its escrow deadline is computed from that moment by the rule a real payment uses
 * (docs/decisions/0026), so the date the seller reads agrees with the payment date beside it.
 */
function settle(rng: Random, row: JudgmentRow, now: number): number {
  const listed = row.listedAt!.getTime();
  const timeframes = loadBranding().timeframes;
  let accepted: number;
  if (row.status === "offer_accepted") {
    // Mostly inside the payment window; a few past it so reactivation can be shown.
    accepted = Math.max(listed + DAY, now - rng.between(2 * HOUR, 6 * DAY));
  } else if (row.status === "paid") {
    accepted = Math.max(listed + HOUR, now - rng.between(DAY, 4 * DAY));
  } else if (row.status === "assigned") {
    accepted = Math.max(listed + HOUR, now - rng.between(3 * DAY, 6 * DAY));
  } else {
    accepted = rng.between(listed + DAY, now - 20 * DAY);
  }
  row.paymentDueAt = new Date(addWeekdays(accepted, 3));
  const paidAt = demoPaidAt(accepted, now);
  let last = accepted;
  if (row.status === "paid") last = accepted + rng.between(HOUR, 2 * DAY);
  if (row.status === "assigned") {
    last = Math.min(now, Math.max(paidAt.getTime() + HOUR, now - rng.between(2 * HOUR, 2 * DAY)));
    row.sellerTransferredAt = new Date(last);
  }
  if (row.status === "disputed" || row.status === "sold") {
    last = accepted + rng.between(3 * DAY, 10 * DAY);
    row.sellerTransferredAt = new Date(last);
  }
  if (row.status === "sold") {
    last += rng.between(DAY, 5 * DAY);
    row.buyerConfirmedAt = new Date(last);
    row.soldAt = new Date(last);
  }
  if (row.status === "paid") row.assignmentDueAt = assignmentDueAt(paidAt, timeframes.payment_to_assignment);
  if (row.status === "assigned") row.inspectionDueAt = inspectionDueAt(row.sellerTransferredAt!, timeframes.inspection_days);
  row.updatedAt = new Date(Math.min(last, now));
  return accepted;
}

function rowListingFee(row: Pick<JudgmentRow, "priceCents" | "buyNowCents" | "amountCents">): number {
  return listingFee({ askingCents: row.priceCents, buyNowCents: row.buyNowCents ?? null }, row.amountCents);
}

// --- Loading context --------------------------------------------------------------------------

async function loadContext(db: Executor, now: number): Promise<Context> {
  const rows = await db
    .select({ id: counties.id, stateId: counties.stateId, name: counties.name, abbreviation: states.abbreviation })
    .from(counties)
    .innerJoin(states, eq(states.id, counties.stateId))
    .orderBy(counties.id);
  if (rows.length === 0) throw new Error("No counties: apply the reference_data migration before seeding.");
  const cities = new Map(METROS.map(([fips, city]) => [fips, city]));
  const all: CountyRef[] = rows.map((r) => ({ ...r, city: cities.get(r.id) ?? null }));
  const metros = all.filter((c) => c.city !== null);
  return { now, counties: all, metros: metros.length ? metros : all };
}

async function insertInBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

async function insertJudgments(db: Executor, rows: JudgmentRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insert(judgments)
      .values(rows.slice(i, i + BATCH))
      .returning({ id: judgments.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

// --- Users ------------------------------------------------------------------------------------

/** Inserts the demo people and administrators, skipping any e-mail already registered. */
async function seedUsers(db: Executor, rng: Random, ctx: Context) {
  const { now } = ctx;
  const [userHash, adminHash, superHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.user),
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.superAdmin),
  ]);
  const zips = new Map(METROS.map(([fips, , zip]) => [fips, zip]));
  const people = PEOPLE.map(([name, handle], index) => {
    const home = rng.pick(ctx.metros);
    const hasAddress = index >= SELLER_COUNT || rng.chance(0.5);
    const phone = rng.chance(0.6) ? `${rng.int(201, 989)}-555-01${rng.digits(2)}` : null;
    const isPremium = rng.chance(0.1);
    const createdAt = new Date(now - rng.between(570 * DAY, 900 * DAY));
    return {
      name,
      handle,
      email: `${handle}@example.com`,
      emailVerifiedAt: rng.chance(0.9) ? new Date(createdAt.getTime() + rng.between(HOUR, 3 * DAY)) : null,
      passwordHash: userHash,
      phone,
      phoneVerifiedAt: phone && rng.chance(0.7) ? new Date(createdAt.getTime() + rng.between(DAY, 60 * DAY)) : null,
      addressName: hasAddress ? name : null,
      address1: hasAddress ? `${rng.int(10, 9899)} ${rng.pick(STREETS)} ${rng.pick(STREET_KINDS)}` : null,
      address2: hasAddress && rng.chance(0.2) ? `Suite ${rng.int(100, 900)}` : null,
      city: hasAddress ? home.city : null,
      addressState: hasAddress ? home.abbreviation : null,
      zip: hasAddress ? (zips.get(home.id) ?? null) : null,
      isPremium,
      premiumUntil: isPremium ? new Date(now + 20 * DAY) : null,
      identityVerifiedAt: handle === DEMO_UNVERIFIED_HANDLE ? null : new Date(createdAt.getTime() + 30 * DAY),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const longAgo = new Date(now - 1_000 * DAY);
  const admins = ADMINS.map((admin) => ({
    name: admin.name,
    handle: admin.handle,
    email: admin.email,
    passwordHash: admin.role === "admin" ? adminHash : superHash,
    emailVerifiedAt: longAgo,
    createdAt: longAgo,
    updatedAt: longAgo,
  }));
  const inserted = await db
    .insert(users)
    .values([...admins, ...people])
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const insertedIds = new Map(inserted.map((u) => [u.email, u.id]));
  for (const admin of ADMINS) {
    const id = insertedIds.get(admin.email);
    if (id === undefined) continue; // an existing account keeps the roles it has
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, admin.role));
    if (role) await db.insert(userRoles).values({ userId: id, roleId: role.id }).onConflictDoNothing();
  }
  const emails = [...PEOPLE.map(([, handle]) => `${handle}@example.com`), ADMINS[0].email];
  const existing = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idByEmail = new Map(existing.map((u) => [u.email.toLowerCase(), u.id]));
  const available = PEOPLE.map((_, index) => idByEmail.get(emails[index])).filter((id) => id !== undefined);
  if (available.length < 2) throw new Error("Demo seed needs at least two demo users.");
  // Choices are made by index into PEOPLE, so the listings do not depend on the database. A demo
  // person whose e-mail already belongs to someone stays that account; one whose handle was
  // taken by another e-mail is stood in for by another demo user.
  const personId = (index: number) => idByEmail.get(emails[index]) ?? available[index % available.length];
  return { personId, moderatorId: idByEmail.get(ADMINS[0].email) ?? null, created: inserted.length, userHash };
}

// --- The demo set -----------------------------------------------------------------------------

export type SeedDemoOptions = { judgments?: number; random?: number; now?: Date };
export type SeedSummary = { users: number; judgments: number; offers: number; watchlist: number; messages: number };

export async function seedDemoData(db: Executor, options: SeedDemoOptions = {}): Promise<SeedSummary> {
  const count = options.judgments ?? 320;
  const now = (options.now ?? new Date()).getTime();
  return db.transaction(async (tx) => {
    const rng = createRandom(options.random ?? DEMO_SEED);
    const ctx = await loadContext(tx, now);
    const { personId, moderatorId, created, userHash } = await seedUsers(tx, rng, ctx);
    const sellerIndex = () => (rng.chance(0.85) ? rng.int(0, SELLER_COUNT - 1) : rng.int(0, PEOPLE.length - 1));
    const otherPerson = (exclude: Set<number>) => {
      for (;;) {
        const index = rng.chance(0.8) ? rng.int(SELLER_COUNT, PEOPLE.length - 1) : rng.int(0, PEOPLE.length - 1);
        if (!exclude.has(index)) return index;
      }
    };

    const rows: JudgmentRow[] = [];
    const offerPlans: OfferPlan[] = [];
    const watchPlans: WatchPlan[] = [];
    const messagePlans: MessagePlan[] = [];
    const factsRng = createRandom(factsSeed(options.random ?? DEMO_SEED));
    let showcase = 0;
    statusPlan(rng, count, STATUS_SHARES).forEach((status, j) => {
      const seller = sellerIndex();
      const row = makeJudgment(rng, ctx, personId(seller), status);
      Object.assign(row, makeFacts(factsRng, row, now));
      // The first active listings become the showcase (demo-facts.ts), before their offers are
      // planned; a showcase whose county is missing is skipped.
      if (status === "active") {
        while (showcase < SHOWCASE_COUNT) if (makeShowcase(row, showcase++, ctx.counties, now, rowListingFee)) break;
      }
      rows.push(row);
      const involved = new Set([seller]);
      const listed = row.listedAt?.getTime() ?? null;
      let offerCount = 0;
      if (isAcceptedOrLater(status)) {
        const accepted = settle(rng, row, now);
        // A few outbid offers, rejected when the winner was accepted.
        for (let k = rng.int(0, 2); k > 0; k--) {
          const buyer = otherPerson(involved);
          involved.add(buyer);
          offerPlans.push({
            judgment: j,
            buyerId: personId(buyer),
            amountCents: Math.max(100, Math.round((row.priceCents * rng.int(40, 80)) / 10_000) * 100),
            status: "rejected",
            createdAt: new Date(rng.between(listed!, accepted)),
            decidedAt: new Date(accepted),
            updatedAt: new Date(accepted),
          });
          offerCount++;
        }
        const buyer = otherPerson(involved);
        involved.add(buyer);
        row.buyerId = personId(buyer);
        const buyNow = row.buyNowCents !== null && rng.chance(0.5);
        offerPlans.push({
          judgment: j,
          buyerId: row.buyerId,
          amountCents: buyNow ? row.priceCents : Math.round((row.priceCents * rng.int(70, 100)) / 10_000) * 100 || row.priceCents,
          message: buyNow ? null : rng.pick(OFFER_NOTES),
          status: "accepted",
          createdAt: new Date(buyNow ? accepted : rng.between(listed!, accepted)),
          acceptedAt: new Date(accepted),
          decidedAt: new Date(accepted),
          updatedAt: new Date(accepted),
        });
        offerCount++;
      } else if ((status === "active" || status === "cancelled") && listed !== null && rng.chance(0.3)) {
        const end = row.cancelledAt?.getTime() ?? now;
        for (let k = rng.int(1, 4); k > 0; k--) {
          const buyer = otherPerson(involved);
          involved.add(buyer);
          const createdAt = end - Math.floor((end - listed) * rng.next() ** 2); // mostly recent
          const expiresAt = rng.chance(0.5) ? createdAt + 14 * DAY : null;
          let offerStatus: OfferPlan["status"] = "pending";
          if (status === "cancelled") offerStatus = "rejected";
          else if (expiresAt !== null && expiresAt < now) offerStatus = "expired";
          else if (rng.chance(0.08)) offerStatus = "withdrawn";
          offerPlans.push({
            judgment: j,
            buyerId: personId(buyer),
            amountCents: Math.max(100, Math.round((row.priceCents * rng.int(40, 95)) / 10_000) * 100),
            message: rng.chance(0.5) ? rng.pick(OFFER_NOTES) : null,
            expiresAt: expiresAt === null ? null : new Date(expiresAt),
            status: offerStatus,
            createdAt: new Date(createdAt),
            decidedAt: offerStatus === "pending" ? null : new Date(Math.min(end, expiresAt ?? end)),
            updatedAt: new Date(createdAt),
          });
          offerCount++;
        }
      }
      let watchers = 0;
      if (listed !== null && status !== "cancelled" && rng.chance(0.22)) {
        for (let k = rng.int(1, 5); k > 0; k--) {
          const watcher = otherPerson(involved);
          involved.add(watcher);
          watchPlans.push({ judgment: j, userId: personId(watcher), createdAt: new Date(rng.between(listed, now)) });
          watchers++;
        }
      }
      row.offersCount = offerCount;
      row.watchlistCount = watchers;
      row.viewsCount = listed === null ? 0 : rng.int(3, 12) + Math.floor(((now - listed) / DAY) * rng.next() * 1.5) + watchers * 4;
      if (status === "active" && listed !== null && messagePlans.length < 30 && rng.chance(0.12)) {
        const sender = otherPerson(involved);
        const createdAt = rng.between(listed, now - HOUR);
        const kind = rng.next();
        const plan: MessagePlan = {
          judgment: j,
          senderId: personId(sender),
          recipientId: row.sellerId,
          body: kind < 0.12 ? rng.pick(CONTACT_ATTEMPTS) : rng.pick(BUYER_QUESTIONS),
          status: kind < 0.06 ? "rejected" : kind < 0.35 ? "pending" : "approved",
          createdAt: new Date(createdAt),
          isRead: false,
        };
        if (plan.status === "approved") {
          plan.isRead = rng.chance(0.6);
          if (plan.isRead && rng.chance(0.6)) {
            plan.reply = {
              body: rng.pick(SELLER_REPLIES),
              createdAt: new Date(rng.between(createdAt, now)),
              status: rng.chance(0.75) ? "approved" : "pending",
              isRead: rng.chance(0.4),
            };
          }
        }
        messagePlans.push(plan);
      }
    });

    // A handful of featured listings, chosen among the active ones.
    const active = rng.shuffle(rows.filter((row) => row.status === "active"));
    const nationwide = Math.max(1, Math.round(count * 0.012));
    const inState = Math.max(2, Math.round(count * 0.025));
    active.slice(0, nationwide).forEach((row) => (row.featuredNationwide = true));
    active.slice(nationwide, nationwide + inState).forEach((row) => (row.featuredState = true));

    const ids = await insertJudgments(tx, rows);
    await recordDemoStatements(tx, createRandom(statementsSeed(options.random ?? DEMO_SEED)), rows, ids, now);
    // Their estimated balances, shares and enforceability dates, as a listing's writes compute them.
    await refreshListingValues(tx, ids, new Date(now));
    await recordLimitReviews(tx, ids, moderatorId, isoDate(now));
    await recordPaidListingFees(tx, ids[0] ?? 0);
    await recordDemoDecline(tx, ids, moderatorId, now);
    await insertInBatches(offerPlans, (batch) =>
      tx.insert(offers).values(batch.map(({ judgment, ...offer }) => ({ ...offer, judgmentId: ids[judgment] }))),
    );
    await tx.execute(sql`
      update ${judgments} set accepted_offer_id = o.id
      from ${offers} o
      where o.judgment_id = ${judgments.id} and o.status = 'accepted' and ${judgments.id} >= ${ids[0] ?? 0}`);
    // Paid, assigned and sold listings: the buyer's payment, the ledger and the seller's payout.
    if (ids.length > 0) await recordDemoSales(tx, ids[0], now, moderatorId);
    await insertInBatches(watchPlans, (batch) =>
      tx.insert(watchlist).values(batch.map(({ judgment, ...w }) => ({ ...w, judgmentId: ids[judgment] }))),
    );
    // The views behind each listing's count, by day (the owner's activity chart).
    await recordDemoViews(tx, ids[0] ?? 0, todayIso(new Date(now)));
    let messageCount = 0;
    for (const plan of messagePlans) {
      const moderated = (status: string, at: Date) =>
        status === "pending" ? {} : { moderatedBy: moderatorId, moderatedAt: new Date(at.getTime() + 2 * HOUR) };
      const [message] = await tx
        .insert(messages)
        .values({
          judgmentId: ids[plan.judgment],
          senderId: plan.senderId,
          recipientId: plan.recipientId,
          body: plan.body,
          status: plan.status,
          isRead: plan.isRead,
          readAt: plan.isRead ? new Date(plan.createdAt.getTime() + 5 * HOUR) : null,
          createdAt: plan.createdAt,
          ...moderated(plan.status, plan.createdAt),
        })
        .returning({ id: messages.id });
      messageCount++;
      if (plan.reply) {
        await tx.insert(messages).values({
          judgmentId: ids[plan.judgment],
          senderId: plan.recipientId,
          recipientId: plan.senderId,
          parentId: message.id,
          body: plan.reply.body,
          status: plan.reply.status,
          isRead: plan.reply.isRead,
          readAt: plan.reply.isRead ? new Date(plan.reply.createdAt.getTime() + 3 * HOUR) : null,
          createdAt: plan.reply.createdAt,
          ...moderated(plan.reply.status, plan.reply.createdAt),
        });
        messageCount++;
      }
    }
    // Last, so everything above keeps its numbers: the market's history of completed sales.
    const market = await seedMarketHistory(tx, ctx, options.random ?? DEMO_SEED, userHash, moderatorId);
    // A few demo investors' standing buy requests (docs/decisions/0054), after everything with numbers.
    const people = await tx.select({ id: users.id, handle: users.handle }).from(users);
    const userIdByHandle = new Map(people.map((p) => [p.handle, p.id]));
    const stateIdByAbbreviation = new Map(ctx.counties.map((c) => [c.abbreviation, c.stateId]));
    await recordDemoBuyRequests(
      tx,
      { userIdOf: (handle) => userIdByHandle.get(handle), stateIdOf: (abbreviation) => stateIdByAbbreviation.get(abbreviation) },
      now,
    );
    return {
      users: created + market.users,
      judgments: ids.length + market.sales,
      offers: offerPlans.length + market.sales,
      watchlist: watchPlans.length,
      messages: messageCount,
    };
  });
}

/**
 * The market's history (./demo-market.ts): its own members, then its sold listings
 * with their accepted offers, statements, values and listing fees, then their sales, payments,
 * ledger, payouts and records for comparable sales through recordDemoSales, as every demo sale.
 */
async function seedMarketHistory(tx: Executor, ctx: Context, seed: number, userHash: string, moderatorId: number | null) {
  const { now } = ctx;
  const rng = createRandom(marketSeed(seed));
  const people = await tx
    .insert(users)
    .values(
      MARKET_PEOPLE.map(([name, handle], index) => {
        const createdAt = new Date(now - rng.between(600 * DAY, 800 * DAY));
        const home = rng.pick(ctx.metros);
        const buyer = index >= MARKET_SELLERS;
        return {
          name,
          handle,
          email: `${handle}@example.com`,
          emailVerifiedAt: new Date(createdAt.getTime() + HOUR),
          passwordHash: userHash,
          addressName: buyer ? name : null,
          address1: buyer ? `${rng.int(10, 9899)} ${rng.pick(STREETS)} ${rng.pick(STREET_KINDS)}` : null,
          city: buyer ? home.city : null,
          addressState: buyer ? home.abbreviation : null,
          zip: buyer ? (METROS.find(([fips]) => fips === home.id)?.[2] ?? null) : null,
          identityVerifiedAt: new Date(createdAt.getTime() + 30 * DAY),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const emails = MARKET_PEOPLE.map(([, handle]) => `${handle}@example.com`);
  // A database that already had them (never expected): their history is not seeded twice.
  if (people.length < emails.length) return { users: people.length, sales: 0 };
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const personId = (index: number) => idOf.get(emails[index])!;

  const plans = planMarketSales(rng, { now, book: await loadRuleBook(tx), counties: ctx.counties, metros: ctx.metros });
  const rows = plans.map((plan) => {
    const { county, acceptedAt } = plan;
    const listed = acceptedAt - rng.between(3 * DAY, 45 * DAY);
    const created = listed - rng.between(2 * HOUR, 40 * HOUR);
    const transferred = acceptedAt + rng.between(3 * DAY, 10 * DAY);
    const sold = new Date(Math.min(now - HOUR, transferred + rng.between(DAY, 5 * DAY)));
    const row: JudgmentRow = {
      sellerId: personId(plan.seller),
      buyerId: personId(plan.buyer),
      title: makeTitle(rng, county, plan.amountCents),
      description: makeDescription(rng, county),
      amountCents: plan.amountCents,
      priceCents: plan.priceCents,
      buyNowCents: plan.buyNow ? plan.priceCents : null,
      stateId: county.stateId,
      countyId: county.id,
      casenum: makeCasenum(rng, plan.dateAwarded, plan.amountCents),
      courthouse: makeCourthouse(rng, county),
      dateAwarded: plan.dateAwarded,
      privacy: rng.chance(0.85) ? "public" : "private",
      offersVisibility: "owner",
      status: "sold",
      ...plan.facts,
      debtorAttorney: plan.debtorAttorney,
      reviewedAt: new Date(listed),
      approvedAt: new Date(listed),
      listedAt: new Date(listed),
      paymentDueAt: new Date(addWeekdays(acceptedAt, 3)),
      sellerTransferredAt: new Date(transferred),
      buyerConfirmedAt: sold,
      soldAt: sold,
      offersCount: 1,
      viewsCount: rng.int(8, 140),
      createdAt: new Date(created),
      updatedAt: sold,
    };
    row.listingFeeCents = rowListingFee(row);
    return row;
  });
  const ids = await insertJudgments(tx, rows);
  await recordDemoViews(tx, ids[0]!, todayIso(new Date(now)));
  await recordDemoStatements(tx, createRandom(statementsSeed(marketSeed(seed))), rows, ids, now);
  await refreshListingValues(tx, ids, new Date(now));
  await recordPaidListingFees(tx, ids[0]!);
  await insertInBatches(
    plans.map((plan, i) => ({ plan, row: rows[i]!, id: ids[i]! })),
    (batch) =>
      tx.insert(offers).values(
        batch.map(({ plan, row, id }) => ({
          judgmentId: id,
          buyerId: row.buyerId!,
          amountCents: plan.agreedCents,
          message: plan.buyNow ? null : rng.pick(OFFER_NOTES),
          status: "accepted" as const,
          createdAt: new Date(plan.buyNow ? plan.acceptedAt : rng.between(row.listedAt!.getTime(), plan.acceptedAt)),
          acceptedAt: new Date(plan.acceptedAt),
          decidedAt: new Date(plan.acceptedAt),
          updatedAt: new Date(plan.acceptedAt),
        })),
      ),
  );
  await tx.execute(sql`
    update ${judgments} set accepted_offer_id = o.id
    from ${offers} o
    where o.judgment_id = ${judgments.id} and o.status = 'accepted' and ${judgments.id} >= ${ids[0]!}`);
  await recordDemoSales(tx, ids[0]!, now, moderatorId);
  return { users: people.length, sales: ids.length };
}

/**
 * Every demo seller paid its listing fee at checkout (offline provider), with the balanced ledger
 * movement a real payment writes, so demo listings can be edited and approved like real ones.
 */
async function recordPaidListingFees(tx: Executor, firstId: number): Promise<void> {
  await tx.execute(sql`
    insert into payments (kind, user_id, judgment_id, amount_cents, provider, provider_payment_id, idempotency_key, status, created_at, updated_at)
    select 'listing_fee', seller_id, id, listing_fee_cents, 'offline', 'pi_demo_' || id, 'listing-fee:' || id, 'succeeded', created_at, created_at
    from judgments where id >= ${firstId} and listing_fee_cents > 0`);
  await tx.execute(sql`
    with paid as (
      select id, judgment_id, amount_cents, gen_random_uuid() as movement_id from payments
      where kind = 'listing_fee' and judgment_id >= ${firstId} and provider_payment_id like 'pi_demo_%')
    insert into ledger_entries (movement_id, account, amount_cents, kind, judgment_id, payment_id)
    select movement_id, ${ledgerAccounts.providerClearing}, amount_cents, 'platform_fee', judgment_id, id from paid
    union all
    select movement_id, ${ledgerAccounts.platformFees}, -amount_cents, 'platform_fee', judgment_id, id from paid`);
}

/**
 * One listing the administrator declined at review (decision 0039), with the reason its seller
 * reads on /selling and on the listing: the demo's first listing still waiting for review, declined
 * a day after it was submitted. Chosen after the random plan, so the rest of the demo is unchanged.
 */
async function recordDemoDecline(tx: Executor, ids: number[], adminId: number | null, now: number): Promise<void> {
  if (adminId === null || ids.length === 0) return;
  const [pending] = await tx
    .select({ id: judgments.id, createdAt: judgments.createdAt })
    .from(judgments)
    .where(and(inArray(judgments.id, ids), eq(judgments.status, "new")))
    .orderBy(judgments.id)
    .limit(1);
  if (!pending) return;
  const declinedAt = new Date(Math.min(now, pending.createdAt.getTime() + DAY));
  await tx.update(judgments).set({ status: "declined", updatedAt: declinedAt }).where(eq(judgments.id, pending.id));
  await tx.insert(auditLog).values({
    actorId: adminId,
    action: DECLINE_ACTION,
    entity: "judgment",
    entityId: String(pending.id),
    fromStatus: "new",
    toStatus: "declined",
    details: { reason: DEMO_DECLINE_REASON },
    createdAt: declinedAt,
  });
}

const DEMO_DECLINE_REASON =
  "The case number does not match the court's docket for this county, and the description names the debtor's employer. Please correct the case number and remove the employer's name, then resubmit.";

/**
 * A judgment past its limit goes live only with an administrator's review of it (issue 17): the
 * demo's listings that went live past their limit were reviewed when approved (by the demo's first
 * administrator; without one, as for extra judgments in a database never seeded, none is
 * recorded); those still new wait for the administrator's tick.
 */
async function recordLimitReviews(tx: Executor, ids: number[], adminId: number | null, today: string): Promise<void> {
  if (adminId === null || ids.length === 0) return;
  await tx
    .update(judgments)
    .set({
      limitReviewedAt: sql`coalesce(${judgments.approvedAt}, ${judgments.listedAt}, ${judgments.createdAt})`,
      limitReviewedBy: adminId,
    })
    .where(and(inArray(judgments.id, ids), ne(judgments.status, "new"), lt(judgments.enforceLimitOn, today)));
}

/**
 * Seeds the demo set once per database: the app_meta marker, not the user count, decides, so a
 * first administrator created with `npm run user:create` does not stop it. An advisory lock keeps
 * two instances starting together on one PostgreSQL from both seeding.
 */
export async function seedDemoOnFirstStart(db: Executor, options: SeedDemoOptions = {}): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [marker] = await tx.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
    if (marker) return null;
    const summary = await seedDemoData(tx, options);
    await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() });
    return summary;
  });
}

/**
 * Adds `count` more judgments (mostly active) by existing users, for load tests. Uses the demo
 * people when present, otherwise any user. Each call continues the sequence from the number of
 * judgments already present, so repeated calls add different listings.
 */
export async function seedExtraJudgments(db: Executor, count: number, options: { random?: number; now?: Date } = {}): Promise<number> {
  const now = (options.now ?? new Date()).getTime();
  return db.transaction(async (tx) => {
    const ctx = await loadContext(tx, now);
    const emails = PEOPLE.map(([, handle]) => `${handle}@example.com`);
    let sellers = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails))
      .orderBy(users.id);
    if (sellers.length === 0) sellers = await tx.select({ id: users.id }).from(users).orderBy(users.id).limit(1_000);
    if (sellers.length === 0) throw new Error("No users to own the judgments: seed the demo data or create a user first.");
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, ADMINS[0].email));
    const [{ existing }] = await tx.select({ existing: sql<number>`count(*)::int` }).from(judgments);
    const seed = ((options.random ?? DEMO_SEED) ^ Math.imul(existing + 1, 0x9e3779b1)) >>> 0;
    const rng = createRandom(seed);
    const factsRng = createRandom(factsSeed(seed));
    const statuses = statusPlan(rng, count, EXTRA_STATUS_SHARES);
    let done = 0;
    for (let i = 0; i < count; i += BATCH) {
      const rows = statuses.slice(i, i + BATCH).map((status) => {
        const row = makeJudgment(rng, ctx, rng.pick(sellers).id, status, { state: 0.01, nationwide: 0.002 });
        const listed = row.listedAt?.getTime();
        row.viewsCount = listed === undefined ? 0 : rng.int(0, 10) + Math.floor(((now - listed) / DAY) * rng.next());
        return Object.assign(row, makeFacts(factsRng, row, now));
      });
      const inserted = await tx.insert(judgments).values(rows).returning({ id: judgments.id });
      const ids = inserted.map((r) => r.id);
      await refreshListingValues(tx, ids, new Date(now));
      await recordLimitReviews(tx, ids, admin?.id ?? null, isoDate(now));
      done += rows.length;
    }
    return done;
  });
}
