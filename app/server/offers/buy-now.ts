// Buy Now (/judgments/buy/{id}): a signed-in buyer takes an active listing at its asking price,
// the price the buyer saw (`seenPriceCents`): if the seller changed it meanwhile (an edit goes
// through review and back), the purchase is refused with 409 and the price as it is now.
// One transaction with the listing locked: the buyer's own pending offer, if it has one, becomes
// the accepted offer at the asking price (one open offer per buyer stays true); otherwise an
// accepted offer is created. Every other pending offer is rejected and its buyer told, and the
// listing moves to offer_accepted (lifecycle 'buy_now') with the buyer and the payment deadline.
import { paymentDueAt } from "~/domain/business-days";
import { dollarText, formatMoney } from "~/domain/money";
import { applyListingTransition } from "~/server/listings/transition";
import { boughtNowEmail, offerAcceptedEmail } from "~/server/mail/offer-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { tellWatchersUnavailable } from "~/server/watchlist/tell-watchers";
import { buyerMaySee } from "~/server/queries/membership";
import { refuse } from "~/server/http/refusal";
import { asOfferRefusal, noSuchJudgment } from "~/server/offers/offer-refusals";
import { judgmentLink, payLink, tellOutbidBuyers, type OfferServices } from "~/server/offers/notify";
import { insertAudit } from "~/server/queries/audit";
import { lockListing } from "~/server/queries/listing-status";
import { findContact, findListingForOffer, insertOffer, lockOpenOfferOf, setOfferStatus } from "~/server/queries/offers";
import { rejectPendingOffers } from "~/server/queries/selling";
import { buyNowPrice } from "~/domain/fees";
import { refusedWhile } from "~/domain/listing-status";

export async function buyNow(
  services: OfferServices,
  { userId, judgmentId, seenPriceCents }: { userId: number; judgmentId: number; seenPriceCents: number },
) {
  let result;
  try {
    result = await services.db.transaction(async (tx) => {
      const listing = await lockListing(tx, judgmentId);
      if (!listing || !(await buyerMaySee(tx, listing, userId, services.clock.now()))) throw noSuchJudgment();
      if (listing.sellerId === userId) throw refuse(403, "offer", "You cannot buy your own listing.");
      if (listing.status !== "active") {
        throw refuse(409, "offer", refusedWhile("This judgment is no longer for sale", listing.status));
      }
      const info = (await findListingForOffer(tx, judgmentId))!;
      const price = buyNowPrice({ askingCents: info.priceCents, buyNowCents: info.buyNowCents });
      if (price !== seenPriceCents) {
        throw refuse(
          409,
          "price",
          `The price changed from ${formatMoney(seenPriceCents)} to ${formatMoney(price)} after you looked. Please check it again.`,
          { price: dollarText(price), price_cents: price },
        );
      }
      const own = await lockOpenOfferOf(tx, judgmentId, userId);
      let offerId: number;
      if (own) {
        await setOfferStatus(tx, own.id, "accepted", { amountCents: price });
        offerId = own.id;
      } else {
        offerId = await insertOffer(tx, {
          judgmentId,
          buyerId: userId,
          amountCents: price,
          expiresAt: null,
          accepted: true,
        });
      }
      const rejected = await rejectPendingOffers(tx, judgmentId, offerId);
      const dueAt = paymentDueAt(services.clock.now(), services.branding.timeframes.acceptance_to_payment);
      await applyListingTransition(tx, {
        judgmentId,
        event: "buy_now",
        userId,
        update: { buyerId: userId, acceptedOfferId: offerId, paymentDueAt: dueAt },
        details: { offerId, amountCents: price },
      });
      await insertAudit(tx, {
        actorId: userId,
        action: "offer.buy_now",
        entity: "offer",
        entityId: offerId,
        fromStatus: own ? "pending" : null,
        toStatus: "accepted",
        details: { judgmentId, amountCents: price, paymentDueAt: dueAt.toISOString() },
      });
      const outbid = await tellOutbidBuyers(tx, services, {
        rejected,
        judgmentId,
        title: info.title,
        actorId: userId,
        winningOfferId: offerId,
      });
      const emails = outbid.emails;
      const [buyer, seller] = [await findContact(tx, userId), await findContact(tx, listing.sellerId)];
      if (buyer) {
        const about = { title: info.title, amountCents: price, link: payLink(services, judgmentId), dueAt, buyNow: true };
        emails.push(
          await queueNotification(
            tx,
            { userId, topic: "sale_steps", publicUrl: services.config.publicUrl },
            offerAcceptedEmail(buyer, about, services.branding),
          ),
        );
      }
      if (seller) {
        const about = {
          title: info.title,
          amountCents: price,
          link: judgmentLink(services, judgmentId),
          dueAt,
          buyerHandle: buyer?.handle ?? "a buyer",
        };
        emails.push(
          await queueNotification(
            tx,
            { userId: listing.sellerId, topic: "sale_steps", publicUrl: services.config.publicUrl },
            boughtNowEmail(seller, about, services.branding),
          ),
        );
      }
      // Watchers learn it is gone; the owner, the buyer and the outbid buyers (e-mailed above) are not.
      const told = outbid.told;
      emails.push(
        ...(await tellWatchersUnavailable(tx, services, {
          judgmentId,
          title: info.title,
          reason: "sold",
          except: [listing.sellerId, userId, ...told],
        })),
      );
      return { offerId, dueAt, emails };
    });
  } catch (error) {
    throw asOfferRefusal(error);
  }
  await dispatchEmails(services, result.emails);
  return { offerId: result.offerId, paymentDueAt: result.dueAt };
}
