// The e-mails of the offers flow: a new offer for the seller, the accepted buyer's "pay by",
// the other bidders' "another offer was accepted", a rejected offer, and a Buy Now for the seller.
// An e-mail about offers waiting on the seller links to the listing's offers (#offers), a
// counter-offer waiting on the buyer to the buyer's own offer (#my-offer): both land there.
import type { Branding } from "~/config/branding";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { composeEmail as compose, hi } from "~/server/mail/templates";
import type { Email } from "~/server/mail/outbox";

type Person = { name: string; email: string };
type About = { title: string; amountCents: number; link: string };

/** A message sent with an offer step is held for review: the e-mail says so, never quotes it (docs/decisions/0032). */
const heldLine = (who: string) => `${who} also wrote you a message: you will read it on the listing's page once our team has reviewed it.`;

export function newOfferEmail(seller: Person, offer: About & { buyerHandle: string; messageHeld?: boolean }, brand: Branding): Email {
  return compose(
    seller.email,
    "You have a new offer",
    [
      `${hi(seller.name)}, @${offer.buyerHandle} offered ${formatMoney(offer.amountCents)} for your listing "${offer.title}".`,
      ...(offer.messageHeld ? [heldLine(`@${offer.buyerHandle}`)] : []),
      "You can accept or reject it on your listing's page:",
    ],
    `${offer.link}#offers`,
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
    `${offer.link}#offers`,
    brand,
  );
}

export function offerAcceptedEmail(
  buyer: Person,
  offer: About & { dueAt: Date; buyNow: boolean; counter?: boolean },
  brand: Branding,
): Email {
  const what = offer.buyNow
    ? // Buy Now buys at the Buy Now price when the seller set one, not always at the asking price.
      `You bought "${offer.title}" with Buy Now for ${formatMoney(offer.amountCents)}.`
    : offer.counter
      ? `You accepted the seller's counter-offer of ${formatMoney(offer.amountCents)} for "${offer.title}".`
      : `The seller accepted your offer of ${formatMoney(offer.amountCents)} for "${offer.title}".`;
  return compose(
    buyer.email,
    offer.buyNow || offer.counter
      ? `Please pay by ${formatDate(offer.dueAt)}`
      : `Your offer was accepted! Pay by ${formatDate(offer.dueAt)}`,
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

// ---------------------------------------------------------------------------------------------
// Negotiation (docs/decisions/0027): counter-offers, counter-backs and the owner's thresholds.

/** The owner's counter-offer, for the buyer. */
export function counterOfferEmail(
  buyer: Person,
  offer: About & { yourCents: number; expiresAt: Date; messageHeld: boolean },
  brand: Branding,
): Email {
  return compose(
    buyer.email,
    `Counter-offer: ${formatMoney(offer.amountCents)}`,
    [
      `${hi(buyer.name)}, the seller of "${offer.title}" answered your offer of ${formatMoney(offer.yourCents)} with a counter-offer of ${formatMoney(offer.amountCents)}.`,
      ...(offer.messageHeld ? [heldLine("The seller")] : []),
      `You can accept it, decline it or counter back until ${formatDate(offer.expiresAt)} on the listing's page:`,
    ],
    `${offer.link}#my-offer`,
    brand,
  );
}

/** The buyer's counter-back, for the owner. */
export function counterBackEmail(seller: Person, offer: About & { buyerHandle: string; counterCents: number }, brand: Branding): Email {
  return compose(
    seller.email,
    `@${offer.buyerHandle} countered back at ${formatMoney(offer.amountCents)}`,
    [
      `${hi(seller.name)}, @${offer.buyerHandle} answered your counter-offer of ${formatMoney(offer.counterCents)} for "${offer.title}" with ${formatMoney(offer.amountCents)}.`,
      "You can accept, reject or counter it on your listing's page:",
    ],
    `${offer.link}#offers`,
    brand,
  );
}

/** The buyer declined the owner's counter-offer: the negotiation is over. */
export function counterDeclinedEmail(seller: Person, offer: About & { buyerHandle: string }, brand: Branding): Email {
  return compose(
    seller.email,
    "Your counter-offer was declined",
    [
      `${hi(seller.name)}, @${offer.buyerHandle} declined your counter-offer of ${formatMoney(offer.amountCents)} for "${offer.title}", so that offer is closed.`,
      "Your listing stays for sale:",
    ],
    `${offer.link}#offers`,
    brand,
  );
}

/** A sale agreed without the owner's click: the buyer accepted the counter-offer, or the auto-accept amount was reached. */
export function saleAgreedEmail(
  seller: Person,
  offer: About & { buyerHandle: string; dueAt: Date; how: "counter" | "auto" },
  brand: Branding,
): Email {
  const what =
    offer.how === "counter"
      ? `@${offer.buyerHandle} accepted your counter-offer of ${formatMoney(offer.amountCents)} for "${offer.title}".`
      : `@${offer.buyerHandle} offered ${formatMoney(offer.amountCents)} for "${offer.title}", at or above your auto-accept amount, so the offer was accepted.`;
  return compose(
    seller.email,
    offer.how === "counter" ? "Your counter-offer was accepted" : "An offer was accepted automatically",
    [
      `${hi(seller.name)}, ${what} Every other open offer was declined.`,
      `The buyer has until ${formatDate(offer.dueAt)} to pay. We will let you know when the payment arrives.`,
    ],
    offer.link,
    brand,
  );
}

/** An amount below the owner's minimum, declined at once: polite, and without naming the minimum. */
export function offerAutoDeclinedEmail(buyer: Person, offer: About, brand: Branding): Email {
  return compose(
    buyer.email,
    "About your offer",
    [
      `${hi(buyer.name)}, thank you for your offer of ${formatMoney(offer.amountCents)} for "${offer.title}".`,
      "The seller has set a minimum for offers on this listing, and this amount is below it, so the offer was declined. Nothing was charged.",
      "You are welcome to make a higher offer:",
    ],
    offer.link,
    brand,
  );
}
