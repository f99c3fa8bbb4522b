// The negotiation threads as the pages show them (app/domain/negotiation.ts's ThreadEvent): each
// offer's steps, oldest first, dates as ISO text. Only ever loaded for the two parties of an offer
// (its buyer, the owner) and administrators.
import type { ThreadEvent } from "~/domain/negotiation";
import type { Executor } from "~/server/db/client";
import { listOfferEvents } from "~/server/queries/offers";

export async function loadThreads(db: Executor, offerIds: number[]): Promise<Map<number, ThreadEvent[]>> {
  const rows = await listOfferEvents(db, offerIds);
  const threads = new Map<number, ThreadEvent[]>();
  for (const [offerId, events] of rows) {
    threads.set(
      offerId,
      events.map((event) => ({
        actor: event.actor,
        kind: event.kind,
        amountCents: event.amountCents,
        message: event.message,
        expiresAt: event.expiresAt ? event.expiresAt.toISOString() : null,
        createdAt: event.createdAt.toISOString(),
      })),
    );
  }
  return threads;
}
