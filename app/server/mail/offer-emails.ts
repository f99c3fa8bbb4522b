// The e-mails of the offers flow: a new offer for the seller, the accepted buyer's "pay by",
// the other bidders' "another offer was accepted", a rejected offer, and a Buy Now for the seller.
import type { Branding } from "~/config/branding";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { composeEmail as compose, hi } from "~/server/mail/templates";
import type { Email } from "~/server/mail/outbox";

type Person = { name: string; email: string };
type About = { title: string; amountCents: number; link: string };

export function newOfferEmail(seller: Person, offer: About & { buyerHandle: string }, brand: Branding): Email {
  return compose(
    seller.email,
    "You have a new offer",
    [
      `${hi(seller.name)}, @${offer.buyerHandle} offered ${formatMoney(offer.amountCents)} for your listing "${offer.title}".`,
      "You can accept or reject it on your listing's page:",
    ],
    offer.link,
    brand,
  );
}

/** The buyer changed the amount of a pending offer: the seller decides on the new figure. */
export function offerChangedEmail(seller: Person, offer: About & { buyerHandle: string; previousCents: number }, brand: Branding): Email {
  return compose(
    seller.email,
    "An offer on your listing was changed",
    [
      `${hi(seller.name)}, @${offer.buyerHandle} changed their offer for your listing "${offer.title}" from ${formatMoney(offer.previousCents)} to ${formatMoney(offer.amountCents)}.`,
      "The offer now stands at the new amount. You can accept or reject it on your listing's page:",
    ],
    offer.link,
    brand,
  );
}

export function offerAcceptedEmail(buyer: Person, offer: About & { dueAt: Date; buyNow: boolean }, brand: Branding): Email {
  const what = offer.buyNow
    ? `You bought "${offer.title}" at the asking price of ${formatMoney(offer.amountCents)}.`
    : `The seller accepted your offer of ${formatMoney(offer.amountCents)} for "${offer.title}".`;
  return compose(
    buyer.email,
    offer.buyNow ? `Please pay by ${formatDate(offer.dueAt)}` : `Your offer was accepted! Pay by ${formatDate(offer.dueAt)}`,
    [
      `${hi(buyer.name)}, ${what}`,
      `Please pay by ${formatDate(offer.dueAt)} (the buyer's fee is added at checkout). Your payment is held until you confirm the judgment was assigned to you.`,
    ],
    offer.link,
    brand,
  );
}

export function anotherOfferAcceptedEmail(buyer: Person, offer: About, brand: Branding): Email {
  return compose(
    buyer.email,
    "Another offer was accepted",
    [
      `${hi(buyer.name)}, the seller of "${offer.title}" accepted another offer, so your offer of ${formatMoney(offer.amountCents)} was declined. Nothing was charged.`,
      "Other judgments are for sale on the marketplace:",
    ],
    offer.link,
    brand,
  );
}

export function offerRejectedEmail(buyer: Person, offer: About, brand: Branding): Email {
  return compose(
    buyer.email,
    "Your offer was declined",
    [
      `${hi(buyer.name)}, the seller of "${offer.title}" declined your offer of ${formatMoney(offer.amountCents)}. Nothing was charged.`,
      "The listing may still be for sale; you can make a new offer on it:",
    ],
    offer.link,
    brand,
  );
}

export function boughtNowEmail(seller: Person, offer: About & { buyerHandle: string; dueAt: Date }, brand: Branding): Email {
  return compose(
    seller.email,
    "Your judgment was bought",
    [
      `${hi(seller.name)}, @${offer.buyerHandle} used Buy Now on "${offer.title}" at your asking price of ${formatMoney(offer.amountCents)}.`,
      `The buyer has until ${formatDate(offer.dueAt)} to pay. We will let you know when the payment arrives.`,
    ],
    offer.link,
    brand,
  );
}
