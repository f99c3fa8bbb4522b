// Browse on what a judgment is worth (issue 17), checked at scale: the collectability-fact filters,
// "near an enforceability deadline" and the sort by the share of the estimated balance, alone and
// with a state, run through the app's own browseJudgments and explained like the pages' SQL
// (scripts/bench/explain.ts). Their plans count toward "no Seq Scan on judgments"; they are not
// load-tested (the page around them is the /judgments page the load measures).
import type { JudgmentSearch } from "~/domain/search";
import type { Database } from "~/server/db/client";
import { browseJudgments } from "~/server/queries/browse";
import { visitorAudience } from "~/server/queries/listing-visibility";

export type ExplainOnlyRequest = { name: string; explain: (db: Database) => Promise<unknown> };

const TEXAS = 48;
const visitor = () => visitorAudience(new Date());

function page(search: JudgmentSearch, sort: "newest" | "balance_deal" = "newest") {
  return (db: Database) => browseJudgments(db, search, { audience: visitor(), sort, page: 1 });
}

export const valueRequests: ExplainOnlyRequest[] = [
  { name: "filter: debtor owns real estate", explain: page({ debtorRealEstate: true }) },
  { name: "filter: litigated", explain: page({ litigation: "litigated" }) },
  { name: "filter: litigated + debtor owns real estate", explain: page({ litigation: "litigated", debtorRealEstate: true }) },
  { name: "filter: near an enforceability deadline", explain: page({ nearDeadline: true }) },
  { name: "sort: share of estimated balance, page 1", explain: page({}, "balance_deal") },
  {
    name: "sort: share of estimated balance, page 2 by its cursor",
    explain: async (db) => {
      const first = await browseJudgments(db, {}, { audience: visitor(), sort: "balance_deal", page: 1 });
      return browseJudgments(
        db,
        {},
        { audience: visitor(), sort: "balance_deal", page: 2, cursor: { direction: "after", cursor: first.lastCursor! } },
      );
    },
  },
  {
    name: "Texas + litigated + debtor owns real estate",
    explain: page({ stateId: TEXAS, litigation: "litigated", debtorRealEstate: true }),
  },
  { name: "Texas + near an enforceability deadline", explain: page({ stateId: TEXAS, nearDeadline: true }) },
  { name: "Texas, sorted by share of estimated balance", explain: page({ stateId: TEXAS }, "balance_deal") },
  {
    name: "Texas + litigated + near a deadline, sorted by share of estimated balance",
    explain: page({ stateId: TEXAS, litigation: "litigated", nearDeadline: true }, "balance_deal"),
  },
  { name: "debtor owns real estate, sorted by share of estimated balance", explain: page({ debtorRealEstate: true }, "balance_deal") },
];
