// The demo's standing buy requests (docs/decisions/0054): a few investors among the demo's buyers
// say what they buy, so My Listing, /selling and the wizard's pricing step show "N investors are
// buying judgments like this at …" and the investors' own /buy-requests page has live, expired and
// withdrawn requests. Fixed, not drawn: the rest of the seed keeps its numbers, and every run gives
// the same rows. Written last, beside the market's history.
import { randomBytes } from "node:crypto";
import { easternInstant } from "~/domain/business-days";
import type { BuyRequestCriteria } from "~/domain/buy-requests";
import { shareRangeText } from "~/domain/buy-requests";
import { todayIso } from "~/domain/dates";
import { addDays } from "~/domain/judgment-value/calendar";
import type { Executor } from "~/server/db/client";
import { insertDemoBuyRequests } from "~/server/queries/buy-requests";

type Plan = {
  /** The investor, by handle (a demo buyer). */
  handle: string;
  states: string[];
  criteria: Omit<BuyRequestCriteria, "stateIds" | "expiresOn">;
  postedDaysAgo: number;
  /** Its last day, from today (negative: already ended). */
  runsDays: number;
  withdrawn?: boolean;
};

const PLANS: readonly Plan[] = [
  {
    handle: "castillo_investments",
    states: ["CA", "TX", "FL", "NY"],
    criteria: { search: { judgmentMinCents: 500_000 }, ageMinYears: null, ageMaxYears: 10, shareMinBps: 600, shareMaxBps: 1000 },
    postedDaysAgo: 12,
    runsDays: 120,
  },
  {
    handle: "tanaka_capital",
    states: [],
    criteria: { search: { litigation: "litigated" }, ageMinYears: null, ageMaxYears: null, shareMinBps: 1000, shareMaxBps: 1500 },
    postedDaysAgo: 30,
    runsDays: 60,
  },
  {
    handle: "price_asset_recovery",
    states: ["CA"],
    criteria: {
      search: { judgmentMinCents: 1_000_000, judgmentMaxCents: 25_000_000 },
      ageMinYears: null,
      ageMaxYears: 8,
      shareMinBps: 800,
      shareMaxBps: 1200,
    },
    postedDaysAgo: 5,
    runsDays: 180,
  },
  {
    handle: "reyes_collections",
    states: ["TX", "AZ", "NV", "IL"],
    criteria: { search: {}, ageMinYears: null, ageMaxYears: null, shareMinBps: 500, shareMaxBps: 900 },
    postedDaysAgo: 20,
    runsDays: 90,
  },
  {
    handle: "feldman_partners",
    states: [],
    criteria: { search: { debtorType: "business" }, ageMinYears: null, ageMaxYears: 5, shareMinBps: 1200, shareMaxBps: 1800 },
    postedDaysAgo: 8,
    runsDays: 45,
  },
  // The investors' own page shows requests that ended, too.
  {
    handle: "castillo_investments",
    states: ["NY"],
    criteria: { search: {}, ageMinYears: 2, ageMaxYears: 6, shareMinBps: 400, shareMaxBps: 700 },
    postedDaysAgo: 100,
    runsDays: -10,
  },
  {
    handle: "tanaka_capital",
    states: ["FL"],
    criteria: { search: { debtorEmployed: true }, ageMinYears: null, ageMaxYears: null, shareMinBps: 900, shareMaxBps: 1100 },
    postedDaysAgo: 40,
    runsDays: 50,
    withdrawn: true,
  },
];

export async function recordDemoBuyRequests(
  tx: Executor,
  ids: { userIdOf: (handle: string) => number | undefined; stateIdOf: (abbreviation: string) => number | undefined },
  now: number,
): Promise<number> {
  const today = todayIso(new Date(now));
  const rows = PLANS.flatMap((plan) => {
    const userId = ids.userIdOf(plan.handle);
    const stateIds = plan.states.map(ids.stateIdOf).filter((id): id is number => id !== undefined);
    if (userId === undefined) return [];
    const createdAt = new Date(now - plan.postedDaysAgo * 86_400_000);
    return [
      {
        userId,
        name: `${plan.states.length ? plan.states.join(", ") : "Any state"} at ${shareRangeText(plan.criteria.shareMinBps, plan.criteria.shareMaxBps)}`,
        criteria: { ...plan.criteria, stateIds, expiresOn: addDays(today, plan.runsDays) },
        expiresAt: easternInstant(addDays(today, plan.runsDays), 23, 59, 59),
        createdAt,
        withdrawnAt: plan.withdrawn ? new Date(now - 86_400_000) : null,
        token: randomBytes(32).toString("base64url"),
      },
    ];
  });
  await insertDemoBuyRequests(tx, rows);
  return rows.length;
}
