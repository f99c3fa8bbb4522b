// A listing of either kind, a judgment or a portfolio (docs/decisions/0055), as deciding who may
// see it and act on it needs it (judgmentAccess): for the callers that work on any listing, where
// findJudgmentRecord (app/server/queries/judgment-detail.ts) reads judgments only, with their court
// facts. Slice 2 of decision 0055 gives it what the portfolio's page and the pay and buy pages show.
import { eq } from "drizzle-orm";
import type { ListingKind, ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { judgments } from "~/server/db/schema";

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
    })
    .from(judgments)
    .where(eq(judgments.id, id));
  return row ?? null;
}
