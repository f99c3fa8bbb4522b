// The dashboard's My Offers panel and GET /api/judgments/myoffers.
import { desc, eq, and } from "drizzle-orm";
import type { ListingKind } from "~/domain/listing-status";
import { offerStage, offerStageLabels, type OfferStage } from "~/domain/offer-status";
import type { Executor } from "~/server/db/client";
import { judgments, messages, offerEvents, offers, type JudgmentStatus, type OfferStatus } from "~/server/db/schema";
import { capped, DASHBOARD_LIST_CAP, iso } from "./listing-summary";

export type MyOffer = {
  id: number;
  judgment_id: number;
  amount: number;
  status: OfferStatus;
  /** What the user wrote with the offer (its own words, whatever their review), and where the review stands (docs/decisions/0032). */
  message: string | null;
  message_status: "pending" | "approved" | "rejected" | null;
  expires_at: string | null;
  created_at: string;
  /** The listing offered on: a judgment, or a portfolio (`kind`, with its number of judgments: docs/decisions/0055). */
  judgment: { id: number; title: string; status: JudgmentStatus; kind: ListingKind; portfolio_size: number | null };
  /** Negotiation (docs/decisions/0027): whose move, and the seller's counter-offer (cents) with its respond-by time while it stands. */
  awaiting: "seller" | "buyer";
  counter_amount: number | null;
  counter_expires_at: string | null;
  /** Where the offer stands (app/domain/offer-status.ts): "countered" while the seller's counter-offer waits on the buyer, "expired" once past its date. */
  stage: OfferStage;
  /** The stage in words, as the judgment page says it: "Pending", "Counter-offer", "Declined", … */
  status_label: string;
};

/** The offers the user made, newest first, each with the judgment it is on. */
export async function listMyOffers(db: Executor, userId: number, now: Date, limit = DASHBOARD_LIST_CAP): Promise<MyOffer[]> {
  const rows = await db
    .select({
      id: offers.id,
      judgmentId: offers.judgmentId,
      amountCents: offers.amountCents,
      status: offers.status,
      message: offers.message,
      heldMessage: messages.body,
      messageStatus: messages.status,
      expiresAt: offers.expiresAt,
      createdAt: offers.createdAt,
      awaiting: offers.awaiting,
      counterCents: offers.counterCents,
      counterExpiresAt: offers.counterExpiresAt,
      judgmentTitle: judgments.title,
      judgmentStatus: judgments.status,
      judgmentKind: judgments.kind,
      portfolioSize: judgments.portfolioSize,
    })
    .from(offers)
    .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
    .leftJoin(offerEvents, and(eq(offerEvents.offerId, offers.id), eq(offerEvents.kind, "offer")))
    .leftJoin(messages, eq(messages.offerEventId, offerEvents.id))
    .where(eq(offers.buyerId, userId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(capped(limit));
  return rows.map((row) => {
    const stage = offerStage(row, now);
    return {
      id: row.id,
      judgment_id: row.judgmentId,
      amount: row.amountCents,
      status: row.status,
      message: row.heldMessage ?? row.message,
      message_status: row.messageStatus,
      expires_at: iso(row.expiresAt),
      created_at: row.createdAt.toISOString(),
      judgment: {
        id: row.judgmentId,
        title: row.judgmentTitle,
        status: row.judgmentStatus,
        kind: row.judgmentKind,
        portfolio_size: row.portfolioSize,
      },
      awaiting: row.awaiting,
      counter_amount: row.status === "pending" && row.awaiting === "buyer" ? row.counterCents : null,
      counter_expires_at: row.status === "pending" && row.awaiting === "buyer" ? iso(row.counterExpiresAt) : null,
      stage,
      status_label: offerStageLabels[stage],
    };
  });
}
