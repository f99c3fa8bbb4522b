// The e-mail a buyer gets when the seller removes a listing it had an open offer on.
import type { Branding } from "~/config/branding";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { hi } from "~/server/mail/templates";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function listingRemovedOfferRejectedEmail(
  to: string,
  input: { buyerName: string; title: string; amountCents: number; browseUrl: string },
  brand: Branding,
): Email {
  const intro = `${hi(input.buyerName)}, the seller has removed the listing "${input.title}", so your offer of ${formatMoney(input.amountCents)} on it was declined. Nothing was charged.`;
  const outro = "Other judgments are for sale on the marketplace:";
  return {
    to,
    subject: `A listing you made an offer on was removed | ${brand.name}`,
    text: `${intro}\n\n${outro}\n${input.browseUrl}\n\n— ${brand.name}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)} <a href="${escapeHtml(input.browseUrl)}">${escapeHtml(input.browseUrl)}</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}
