// The demo listings' sworn statements (docs/decisions/0046): most demo sellers stated as the
// creditor of record, a few as its assignee, about a quarter with a payment or two received from the
// debtor (so the judgment page's balance table shows payment rows); one listing in ten has none, as
// a listing from before statements existed reads. Drawn from their own seeded generator, so the rest
// of the demo data is the same as without them.
import { CURRENT_STATEMENTS_VERSION, type LedgerPayment } from "~/domain/sworn-statements";
import type { Executor } from "~/server/db/client";
import { sellerStatements } from "~/server/db/schema";
import type { Random } from "./demo";

const DAY = 86_400_000;
/** The documentation range (RFC 5737): a demo address that is nobody's. */
const demoAddress = (rng: Random) => `198.51.100.${rng.int(1, 254)}`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Listing = { sellerId: number; dateAwarded: string; amountCents: number; createdAt?: Date | null };

/** Payments received between entry and listing: each a few percent of the amount, in whole dollars. */
function paymentsFor(rng: Random, listing: Listing, listedAt: number): LedgerPayment[] {
  const entry = Date.parse(`${listing.dateAwarded}T12:00:00Z`);
  if (listedAt - entry < 60 * DAY || !rng.chance(0.25)) return [];
  const count = rng.int(1, 2);
  const payments: LedgerPayment[] = [];
  for (let i = 0; i < count; i++) {
    const dollars = Math.max(50, Math.round((listing.amountCents * (rng.int(2, 9) / 100)) / 100 / 25) * 25);
    payments.push({ on: isoDay(rng.between(entry + 30 * DAY, listedAt - DAY)), amountCents: dollars * 100 });
  }
  return payments.sort((a, b) => (a.on < b.on ? -1 : 1));
}

/** Records the statements of the demo listings `ids` (in the order of `rows`); before their values are computed. */
export async function recordDemoStatements(db: Executor, rng: Random, rows: readonly Listing[], ids: readonly number[], now: number) {
  const values = rows.flatMap((row, i) => {
    if (i % 10 === 9) return [];
    const listedAt = Math.min(row.createdAt?.getTime() ?? now, now);
    return [
      {
        judgmentId: ids[i]!,
        sellerId: row.sellerId,
        version: CURRENT_STATEMENTS_VERSION,
        role: rng.chance(0.85) ? ("creditor" as const) : ("assignee" as const),
        payments: paymentsFor(rng, row, listedAt),
        statedAt: new Date(listedAt),
        clientIp: demoAddress(rng),
      },
    ];
  });
  for (let i = 0; i < values.length; i += 500) await db.insert(sellerStatements).values(values.slice(i, i + 500));
}
