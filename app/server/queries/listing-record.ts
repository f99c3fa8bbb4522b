// A listing of either kind, a judgment or a portfolio (docs/decisions/0055), as deciding who may
// see it and act on it needs it (judgmentAccess): for the callers that work on any listing, where
// findJudgmentRecord (app/server/queries/judgment-detail.ts) reads judgments only, with their court
// facts; with what the deal's terms need (the prices, the face value, the balance a portfolio keeps
// of its judgments' estimates) and what the reviews show (the seller's handle).
import { eq } from "drizzle-orm";
import type { ListingKind, ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { judgments, users } from "~/server/db/schema";

export type ListingRecord = {
  id: number;
  kind: ListingKind;
  /** A portfolio's judgments counted; null for a judgment. */
  portfolioSize: number | null;
  title: string;
  status: ListingStatus;
  sellerId: number;
  buyerId: number | null;
  listedAt: Date | null;
  privacy: "public" | "private";
  offersVisibility: "all" | "owner";
  sellerHandle: string;
  priceCents: number;
  buyNowCents: number | null;
  /** Its face value: a portfolio's judgments' summed. */
  amountCents: number;
  /** A portfolio's: its judgments' estimates summed as of the daily job, null when one has none (docs/decisions/0055). */
  estimatedBalanceCents: number | null;
};

/** The listing `id`, judgment or portfolio, or null when there is none. */
export async function findListingRecord(db: Executor, id: number): Promise<ListingRecord | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      kind: judgments.kind,
      portfolioSize: judgments.portfolioSize,
      title: judgments.title,
      status: judgments.status,
      sellerId: judgments.sellerId,
      buyerId: judgments.buyerId,
      listedAt: judgments.listedAt,
      privacy: judgments.privacy,
      offersVisibility: judgments.offersVisibility,
      sellerHandle: users.handle,
      priceCents: judgments.priceCents,
      buyNowCents: judgments.buyNowCents,
      amountCents: judgments.amountCents,
      estimatedBalanceCents: judgments.estimatedBalanceCents,
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .where(eq(judgments.id, id));
  return row ?? null;
}
