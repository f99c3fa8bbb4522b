// What similar judgments sold for, beside the asking price (issue 31): for signed-in members
// (buyers weighing an offer, the owner, administrators) while the listing is on sale. Visitors'
// pages do without it: they are the cached, hottest pages (issue 28), and a visitor cannot offer
// until they sign in. The subject is the listing as the page already read it, with the balance the
// page computed, so this adds only the comparables' own queries (app/server/queries/comparables.ts).
import type { SimilarSalesView } from "~/components/comparables/similar-sales";
import type { JudgmentValue } from "~/domain/judgment-value/value";
import { similarSalesOf } from "~/server/comparables/similar-sales";
import type { Executor } from "~/server/db/client";
import { comparableFactsOf } from "~/server/queries/comparables";
import type { JudgmentRecord } from "~/server/queries/judgment-detail";
import type { Audience } from "./audience";

export async function loadSimilarSales(
  db: Executor,
  audience: Audience,
  judgment: Pick<JudgmentRecord, "status" | "state" | "dateAwarded" | "facts" | "priceCents" | "buyNowCents">,
  value: Pick<JudgmentValue, "balance">,
  now: Date,
  cacheSeconds: number,
): Promise<SimilarSalesView | null> {
  if (audience === "visitor" || judgment.status !== "active" || value.balance.kind !== "estimate") return null;
  const subject = {
    state: judgment.state,
    dateAwarded: judgment.dateAwarded,
    balanceCents: value.balance.balanceCents,
    facts: comparableFactsOf(judgment.facts),
  };
  return similarSalesOf(db, subject, judgment, now, cacheSeconds);
}
