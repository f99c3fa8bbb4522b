// The negotiation threads as the pages show them (app/domain/negotiation.ts's ThreadEvent): each
// offer's steps, oldest first, dates as ISO text, and each step's text as the viewer may read it
// (docs/decisions/0032: the writer and administrators at once, the other side once approved).
// Only ever loaded for the two parties of an offer (its buyer, the owner) and administrators.
import { shownText } from "~/domain/member-texts";
import type { ThreadEvent } from "~/domain/negotiation";
import type { Executor } from "~/server/db/client";
import { heldTextsOfOfferEvents } from "~/server/queries/member-texts";
import { listOfferEvents } from "~/server/queries/offers";

export type ThreadReader = { id: number; admin: boolean };

export async function loadThreads(db: Executor, offerIds: number[], reader: ThreadReader): Promise<Map<number, ThreadEvent[]>> {
  const rows = await listOfferEvents(db, offerIds);
  const held = await heldTextsOfOfferEvents(
    db,
    [...rows.values()].flat().map((event) => event.id),
  );
  const threads = new Map<number, ThreadEvent[]>();
  for (const [offerId, events] of rows) {
    threads.set(
      offerId,
      events.map((event) => {
        const text = shownText(held.get(event.id) ?? null, event.message, reader);
        return {
          actor: event.actor,
          kind: event.kind,
          amountCents: event.amountCents,
          message: text.text,
          ...(text.review ? { review: text.review } : {}),
          expiresAt: event.expiresAt ? event.expiresAt.toISOString() : null,
          createdAt: event.createdAt.toISOString(),
        };
      }),
    );
  }
  return threads;
}
