// The e-mail a buyer gets when a listing it had an open offer on leaves the market: the seller
// removed it, or an administrator declined it.
import type { Branding } from "~/config/branding";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { hi } from "~/server/mail/templates";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Why the listing left the market: its seller removed it, an administrator declined it, its seller
 * grouped it into a portfolio, or its seller dissolved the portfolio (docs/decisions/0055).
 */
export type ListingGoneCause = "removed" | "declined" | "grouped" | "dissolved";

const gone: Record<ListingGoneCause, { sentence: (title: string) => string; subject: string }> = {
  removed: {
    sentence: (title) => `the seller has removed the listing "${title}"`,
    subject: "A listing you made an offer on was removed",
  },
  // The administrator's reason is the seller's to read, not the buyers'.
  declined: {
    sentence: (title) => `the listing "${title}" was taken off the marketplace`,
    subject: "A listing you made an offer on was taken off the marketplace",
  },
  grouped: {
    sentence: (title) => `the seller has put the judgment "${title}" into a portfolio, sold only as a whole`,
    subject: "A judgment you made an offer on is now part of a portfolio",
  },
  dissolved: {
    sentence: (title) => `the seller broke up the portfolio "${title}"; its judgments are for sale one by one again`,
    subject: "A portfolio you made an offer on was broken up",
  },
};

export function listingGoneOfferRejectedEmail(
  to: string,
  input: { buyerName: string; title: string; amountCents: number; browseUrl: string; cause: ListingGoneCause },
  brand: Branding,
): Email {
  const { sentence, subject } = gone[input.cause];
  const intro = `${hi(input.buyerName)}, ${sentence(input.title)}, so your offer of ${formatMoney(input.amountCents)} on it was declined. Nothing was charged.`;
  const outro = "Other judgments are for sale on the marketplace:";
  return {
    to,
    subject: `${subject} | ${brand.name}`,
    text: `${intro}\n\n${outro}\n${input.browseUrl}\n\n— ${brand.name}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)} <a href="${escapeHtml(input.browseUrl)}">${escapeHtml(input.browseUrl)}</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}
