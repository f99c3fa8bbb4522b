// The reminder to a seller whose listing waits for its listing fee (app/server/listings/fee-reminders.ts):
// what is due, where to pay it, and where to remove the listing instead. Topic listing_reminders.
import type { Branding } from "~/config/branding";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

export type FeeReminder = { id: number; title: string; waitingSince: Date; dueCents: number; last: boolean };

export function listingFeeReminderEmail(
  seller: { name: string; email: string },
  listing: FeeReminder,
  publicUrl: string,
  brand: Branding,
): Email {
  const pay = `${publicUrl}/sell/checkout?judgment_id=${listing.id}`;
  const dashboard = `${publicUrl}/selling`;
  const intro = `${hi(seller.name)}, your listing "${listing.title}" has been waiting for its listing fee of ${formatMoney(listing.dueCents)} since ${formatDate(listing.waitingSince)}. Our team reviews it, and investors can find it, once the fee is paid.`;
  const payLine = "Pay the listing fee:";
  const other = `Your selling dashboard shows it as "Awaiting listing fee", with a Pay button; you can also remove the listing there if you no longer want to sell it:`;
  const last = listing.last ? "This is our last reminder about this listing." : null;
  const lines = [intro, `${payLine}\n${pay}`, `${other}\n${dashboard}`, ...(last ? [last] : [])];
  return {
    to: seller.email,
    subject: `Your listing is waiting for its listing fee | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n— ${brand.name}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(payLine)} <a href="${escapeHtml(pay)}">${escapeHtml(pay)}</a></p>` +
      `<p>${escapeHtml(other)} <a href="${escapeHtml(dashboard)}">${escapeHtml(dashboard)}</a></p>` +
      (last ? `<p>${escapeHtml(last)}</p>` : "") +
      `<p>— ${escapeHtml(brand.name)}</p>`,
  };
}
