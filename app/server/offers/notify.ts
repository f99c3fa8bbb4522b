// Shared steps of the offer actions: the links in e-mails, and telling (and auditing) the buyers
// whose pending offers were rejected at once (another offer won, the listing was removed or
// declined).
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { anotherOfferAcceptedEmail } from "~/server/mail/offer-emails";
import { queueNotification } from "~/server/mail/notifications";
import type { Email } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import type { RejectedOffer } from "~/server/queries/selling";

export type OfferServices = Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">;

export const judgmentLink = (services: OfferServices, id: number) => `${services.config.publicUrl}/judgments/${id}`;
export const payLink = (services: OfferServices, id: number) => `${services.config.publicUrl}/judgments/pay/${id}`;

/**
 * Audits each rejection (`details`, with the judgment's id) and queues the e-mail `write` makes for
 * its buyer (topic offers_decided); returns the e-mail ids and the buyers who were e-mailed (those
 * who switched these e-mails off were not: the watchlist e-mail may still reach them). Shared by
 * every way a listing's pending offers are rejected at once.
 */
export async function tellRejectedBuyers(
  tx: Executor,
  services: Pick<AppServices, "config">,
  input: {
    rejected: RejectedOffer[];
    judgmentId: number;
    actorId: number | null;
    details: Record<string, unknown>;
    write: (buyer: NonNullable<RejectedOffer["buyer"]>, offer: RejectedOffer) => Email;
  },
): Promise<{ emails: (number | null)[]; told: number[] }> {
  const ids: (number | null)[] = [];
  const told: number[] = [];
  for (const offer of input.rejected) {
    await insertAudit(tx, {
      actorId: input.actorId,
      action: "offer.reject",
      entity: "offer",
      entityId: offer.offerId,
      fromStatus: "pending",
      toStatus: "rejected",
      details: { judgmentId: input.judgmentId, ...input.details },
    });
    if (!offer.buyer) continue;
    const id = await queueNotification(
      tx,
      { userId: offer.buyer.id, topic: "offers_decided", publicUrl: services.config.publicUrl },
      input.write(offer.buyer, offer),
    );
    ids.push(id);
    if (id !== null) told.push(offer.buyer.id);
  }
  return { emails: ids, told };
}

/** The buyers whose pending offers were rejected because another offer won: "Another offer was accepted". */
export async function tellOutbidBuyers(
  tx: Executor,
  services: OfferServices,
  input: { rejected: RejectedOffer[]; judgmentId: number; title: string; actorId: number | null; winningOfferId: number },
): Promise<{ emails: (number | null)[]; told: number[] }> {
  return tellRejectedBuyers(tx, services, {
    rejected: input.rejected,
    judgmentId: input.judgmentId,
    actorId: input.actorId,
    details: { reason: "another_offer_accepted", winningOfferId: input.winningOfferId },
    write: (buyer, offer) =>
      anotherOfferAcceptedEmail(
        buyer,
        { title: input.title, amountCents: offer.amountCents, link: `${services.config.publicUrl}/judgments` },
        services.branding,
      ),
  });
}
