// The e-mails of the administrators' user pages: the invitation (an account e-mail, no topic) and
// what the other side of an open offer learns when a member's account is deleted (notifications:
// offers_received for the seller whose listing loses a bid, offers_decided for the bidder).
import type { Branding } from "~/config/branding";
import { formatMoney } from "~/domain/money";
import { composeEmail, hi } from "~/server/mail/templates";
import type { Email } from "~/server/mail/outbox";

export const INVITATION_DAYS = 7;

export function invitationEmail(to: string, name: string, link: string, brand: Branding): Email {
  return composeEmail(
    to,
    `You are invited to ${brand.name}`,
    [
      `${hi(name)}, an administrator of ${brand.name} created an account for you with this e-mail address.`,
      `Open this link to choose your handle and password: your handle is the name other members see (never your e-mail address). Then sign in with this e-mail address. The link works once, for ${INVITATION_DAYS} days.`,
    ],
    link,
    brand,
  );
}

/** To a seller: a bidder's account was closed, so its offer on the listing was withdrawn. */
export function offerWithdrawnAccountClosedEmail(
  to: string,
  input: { sellerName: string; title: string; amountCents: number; listingUrl: string },
  brand: Branding,
): Email {
  return composeEmail(
    to,
    "An offer on your listing was withdrawn",
    [
      `${hi(input.sellerName)}, the offer of ${formatMoney(input.amountCents)} on your listing "${input.title}" was withdrawn: the bidder's account was closed.`,
      "Your listing and its other offers are unchanged:",
    ],
    input.listingUrl,
    brand,
  );
}

/** To a bidder: the seller's account was closed, so its offer on the listing was declined. */
export function offerRejectedSellerClosedEmail(
  to: string,
  input: { buyerName: string; title: string; amountCents: number; browseUrl: string },
  brand: Branding,
): Email {
  return composeEmail(
    to,
    "A listing you made an offer on is no longer for sale",
    [
      `${hi(input.buyerName)}, the seller's account was closed, so the listing "${input.title}" is no longer for sale and your offer of ${formatMoney(input.amountCents)} on it was declined. Nothing was charged.`,
      "Other judgments are for sale on the marketplace:",
    ],
    input.browseUrl,
    brand,
  );
}
