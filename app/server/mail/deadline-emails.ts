// E-mails of the payment deadline: the window passed (buyer and seller), and the listing is for
// sale again (earlier bidders and the lapsed buyer).
import type { Branding } from "~/config/branding";
import { formatDate } from "~/domain/dates";
import { backToReviewMessage } from "~/domain/limit-review";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { hi } from "~/server/mail/templates";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(to: string, subject: string, paragraphs: string[], link: { label: string; url: string }, brand: Branding): Email {
  return {
    to,
    subject: `${subject} | ${brand.name}`,
    text: `${paragraphs.join("\n\n")}\n\n${link.label}:\n${link.url}\n\n— ${brand.name}`,
    html:
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
      `<p>${escapeHtml(link.label)}: <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}

type Listing = { name: string; title: string; url: string; dueAt: Date };

export function paymentWindowPassedBuyerEmail(to: string, input: Listing, brand: Branding): Email {
  return compose(
    to,
    "Your payment window has passed",
    [
      `${hi(input.name)}, your payment window has passed. The payment for "${input.title}" was due by ${formatDate(input.dueAt)} and we have not received it.`,
      "The seller may now put the listing back on sale; your accepted offer then lapses. Nothing has been charged.",
    ],
    { label: "The judgment", url: input.url },
    brand,
  );
}

export function paymentWindowPassedSellerEmail(to: string, input: Listing, brand: Branding): Email {
  return compose(
    to,
    "The buyer did not pay in time",
    [
      `${hi(input.name)}, the buyer did not pay in time: you can reactivate the listing. The payment for "${input.title}" was due by ${formatDate(input.dueAt)}.`,
      "Reactivating puts the listing back on sale and tells everyone who made an offer on it.",
    ],
    { label: "Reactivate the listing", url: input.url },
    brand,
  );
}

export function listingAvailableAgainEmail(to: string, input: { name: string; title: string; url: string }, brand: Branding): Email {
  return compose(
    to,
    "A judgment you bid on is available again",
    [
      `${hi(input.name)}, good news: "${input.title}", a judgment you made an offer on, is for sale again. The accepted buyer did not pay in time.`,
      "If you are still interested, you can make a new offer or buy it now.",
    ],
    { label: "See the judgment", url: input.url },
    brand,
  );
}

/**
 * `relistedUrl`: the listing is for sale again (the buyer may offer anew); null when the sale went
 * to the next-best buyer or the listing went back to review: the buyer can no longer see it, so
 * the link is to browse.
 */
export function offerLapsedBuyerEmail(
  to: string,
  input: { name: string; title: string; relistedUrl: string | null; browseUrl: string },
  brand: Branding,
): Email {
  const lapsed = `${hi(input.name)}, the payment window for "${input.title}" passed without payment`;
  return compose(
    to,
    "Your accepted offer has lapsed",
    input.relistedUrl
      ? [
          `${lapsed}, so the seller has put the listing back on sale and your accepted offer has lapsed. Nothing was charged.`,
          "You are welcome to make a new offer.",
        ]
      : [`${lapsed}, so your accepted offer has lapsed. Nothing was charged.`],
    input.relistedUrl ? { label: "The judgment", url: input.relistedUrl } : { label: "Browse judgments", url: input.browseUrl },
    brand,
  );
}

export function handOverOfferedEmail(
  to: string,
  input: { name: string; title: string; url: string; amountCents: number; respondBy: Date; paymentDays: number },
  brand: Branding,
): Email {
  return compose(
    to,
    "The judgment you bid on is offered to you",
    [
      `${hi(input.name)}, the buyer whose offer on "${input.title}" was accepted did not pay, and the seller now offers the judgment to you at your offer of ${formatMoney(input.amountCents)}.`,
      `Accept by ${formatDate(input.respondBy)} on the judgment page: you then have ${input.paymentDays} business days to pay. You may also decline.`,
    ],
    { label: "See the offer", url: input.url },
    brand,
  );
}

export function handOverAnsweredEmail(
  to: string,
  input: {
    name: string;
    title: string;
    url: string;
    accepted: boolean;
    paymentDueAt: Date | null;
    /** Declined, and the judgment is past its limit: the listing went back to review instead (why). */
    pastLimitNotice?: string | null;
  },
  brand: Branding,
): Email {
  const declined = `${hi(input.name)}, the buyer you offered "${input.title}" to declined it`;
  return compose(
    to,
    input.accepted ? "The next-best buyer accepted your judgment" : "The next-best buyer declined your judgment",
    input.accepted
      ? [
          `${hi(input.name)}, the buyer you offered "${input.title}" to accepted it.`,
          `They have until ${formatDate(input.paymentDueAt)} to pay. We will tell you when the payment arrives.`,
        ]
      : input.pastLimitNotice
        ? [`${declined}.`, backToReviewMessage(input.pastLimitNotice)]
        : [`${declined}, so your listing is for sale again.`],
    { label: "The judgment", url: input.url },
    brand,
  );
}

export function handOverLapsedBuyerEmail(to: string, input: Listing, brand: Branding): Email {
  return compose(
    to,
    "The judgment offered to you is no longer held for you",
    [
      `${hi(input.name)}, the seller offered you "${input.title}" and the time to accept it ended on ${formatDate(input.dueAt)}.`,
      "The seller may now offer it to someone else or put it back on sale. Nothing was charged.",
    ],
    { label: "The judgment", url: input.url },
    brand,
  );
}

export function handOverLapsedSellerEmail(to: string, input: Listing, brand: Branding): Email {
  return compose(
    to,
    "The next-best buyer did not answer in time",
    [
      `${hi(input.name)}, the buyer you offered "${input.title}" to did not accept it by ${formatDate(input.dueAt)}.`,
      "You can offer it to the next offer, if one is still valid, or put the listing back on sale.",
    ],
    { label: "The judgment", url: input.url },
    brand,
  );
}
