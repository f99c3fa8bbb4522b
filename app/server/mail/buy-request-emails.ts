// The e-mail a seller's invitation sends an investor whose standing buy request matches a listing
// (docs/decisions/0054): the listing's link, and what the investor asked for. The seller's name is
// not in it either: the listing page shows the seller as to any buyer.
import type { Branding } from "~/config/branding";
import { BUY_REQUESTS_PATH, shareRangeText } from "~/domain/buy-requests";
import type { ListingKind } from "~/domain/listing-status";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { composeEmail, escapeHtml, hi } from "~/server/mail/templates";

export function buyRequestInvitationEmail(
  investor: { name: string; email: string },
  listing: {
    kind: ListingKind;
    portfolioSize: number | null;
    title: string;
    amountCents: number;
    priceCents: number;
    place: string;
    link: string;
  },
  request: { shareMinBps: number; shareMaxBps: number },
  publicUrl: string,
  brand: Branding,
): Email {
  const manage = `${publicUrl.replace(/\/+$/, "")}${BUY_REQUESTS_PATH}`;
  const email = composeEmail(
    investor.email,
    `A seller invites you to make an offer: ${listing.title}`,
    [
      `${hi(investor.name)}, the seller of "${listing.title}" (${listing.place}), ${listing.kind === "portfolio" ? `a portfolio of ${listing.portfolioSize ?? "several"} judgments of ${formatMoney(listing.amountCents)} in all` : `a judgment of ${formatMoney(listing.amountCents)}`} asking ${formatMoney(listing.priceCents)}, saw that it meets your buy request at ${shareRangeText(request.shareMinBps, request.shareMaxBps)} of the balance, and invites you to make an offer.`,
      "The seller does not know who you are until you make an offer. See the listing and make an offer here:",
    ],
    listing.link,
    brand,
  );
  const footer = `Your buy requests, to change or withdraw them: ${manage}`;
  return { ...email, text: `${email.text}\n\n${footer}`, html: `${email.html}<p style="font-size:12px">${escapeHtml(footer)}</p>` };
}
