// The e-mails of the assignment step: the buyer is told the judgment was assigned (review the
// documents and confirm), the seller that the sale is complete and the payout released.
import type { Branding } from "~/config/branding";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

type Person = { name: string; email: string };
type Listing = { id: number; title: string };
/** A portfolio's (docs/decisions/0055): its judgments counted, and its own page. */
type Sold = Listing & { portfolioSize?: number | null };

function email(to: string, subject: string, lines: string[], link: { href: string; text: string }, brand: Branding): Email {
  return {
    to,
    subject: `${subject} | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n${link.text}: ${link.href}\n\n— ${brand.name}`,
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
      `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}

export function judgmentAssignedEmail(buyer: Person, listing: Sold, publicUrl: string, brand: Branding): Email {
  if (listing.portfolioSize) {
    return email(
      buyer.email,
      "Your portfolio's judgments were assigned: review the documents and confirm",
      [
        `${hi(buyer.name)},`,
        `The seller of the portfolio "${listing.title}" has assigned each of its ${listing.portfolioSize} judgments to you and uploaded their assignment documents.`,
        "Please review the documents and confirm that you received the assignments. The seller is paid once you confirm.",
      ],
      { href: `${publicUrl}/portfolios/${listing.id}`, text: "Review the assignments" },
      brand,
    );
  }
  return email(
    buyer.email,
    "Your judgment was assigned: review the documents and confirm",
    [
      `${hi(buyer.name)},`,
      `The seller of "${listing.title}" has assigned the judgment to you and uploaded the assignment documents.`,
      "Please review the documents and confirm that you received the assignment. The seller is paid once you confirm.",
    ],
    { href: `${publicUrl}/judgments/${listing.id}`, text: "Review the assignment" },
    brand,
  );
}

export function saleCompleteEmail(seller: Person, listing: Listing, payoutCents: number | null, publicUrl: string, brand: Branding): Email {
  return email(
    seller.email,
    "Your sale is complete; your payout is released",
    [
      `${hi(seller.name)},`,
      `The buyer confirmed receiving the assignment of "${listing.title}". The sale is complete.`,
      `Your payout${payoutCents === null ? "" : ` of ${formatMoney(payoutCents)}`} is released. Collect it from My Payout Settings (set up your payout account first if you have not yet).`,
    ],
    { href: `${publicUrl}/payouts`, text: "My Payout Settings" },
    brand,
  );
}
