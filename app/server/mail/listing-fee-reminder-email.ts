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

/**
 * The reminder for several listings of one seller at once (a spreadsheet import's: one e-mail,
 * not one a listing), pointing to the one payment of them all (/sell/fees, docs/decisions/0052).
 */
export function listingFeesReminderEmail(
  seller: { name: string; email: string },
  listings: readonly FeeReminder[],
  publicUrl: string,
  brand: Branding,
): Email {
  const pay = `${publicUrl}/sell/fees`;
  const dashboard = `${publicUrl}/selling`;
  const total = listings.reduce((sum, listing) => sum + listing.dueCents, 0);
  const shown = listings.slice(0, 20);
  const intro = `${hi(seller.name)}, ${listings.length} of your listings are waiting for their listing fees, ${formatMoney(total)} in all. Our team reviews each one, and investors can find it, once its fee is paid.`;
  const list = shown.map(
    (listing) => `- "${listing.title}": ${formatMoney(listing.dueCents)}, waiting since ${formatDate(listing.waitingSince)}`,
  );
  if (listings.length > shown.length) list.push(`- and ${listings.length - shown.length} more`);
  const payLine = "Pay them all at once:";
  const other = `Your selling dashboard shows them as "Awaiting listing fee"; you can also remove a listing there if you no longer want to sell it:`;
  const last = listings.every((listing) => listing.last) ? "This is our last reminder about these listings." : null;
  const lines = [intro, list.join("\n"), `${payLine}\n${pay}`, `${other}\n${dashboard}`, ...(last ? [last] : [])];
  return {
    to: seller.email,
    subject: `${listings.length} listings are waiting for their listing fees | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n— ${brand.name}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<ul>${list.map((line) => `<li>${escapeHtml(line.slice(2))}</li>`).join("")}</ul>` +
      `<p>${escapeHtml(payLine)} <a href="${escapeHtml(pay)}">${escapeHtml(pay)}</a></p>` +
      `<p>${escapeHtml(other)} <a href="${escapeHtml(dashboard)}">${escapeHtml(dashboard)}</a></p>` +
      (last ? `<p>${escapeHtml(last)}</p>` : "") +
      `<p>— ${escapeHtml(brand.name)}</p>`,
  };
}
