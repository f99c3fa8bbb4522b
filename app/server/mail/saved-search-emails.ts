// The saved searches' alerts (docs/decisions/0028-saved-searches.md): an instant alert (one
// search's new matches of one run) and the daily digest (a member's daily searches of the day).
// Every alert carries each search's one-click unsubscribe link (/searches/unsubscribe?token=…).
import type { Branding } from "~/config/branding";
import { formatDate } from "~/domain/dates";
import { listingPath } from "~/domain/listing-place";
import { formatMoney } from "~/domain/money";
import { SAVED_SEARCHES_PATH, UNSUBSCRIBE_PATH } from "~/domain/saved-searches";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";
import type { AlertListing, AlertSearch } from "~/server/queries/saved-searches";

export type AlertSection = { search: Pick<AlertSearch, "name" | "token">; listings: AlertListing[] };

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, "");
}

export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** What the listing is worth and when it was awarded; a portfolio (docs/decisions/0055) by its judgments' face value. */
function listingFigures(listing: AlertListing): string {
  if (listing.kind === "portfolio" || listing.dateAwarded === null) {
    return `judgments of ${formatMoney(listing.amountCents)} in all, asking ${formatMoney(listing.priceCents)}`;
  }
  return `judgment of ${formatMoney(listing.amountCents)} awarded ${formatDate(listing.dateAwarded)}, asking ${formatMoney(listing.priceCents)}`;
}

function listingLine(listing: AlertListing): string {
  return `${listing.title} (${listing.place}): ${listingFigures(listing)}`;
}

function listingLink(listing: AlertListing, publicUrl: string): string {
  return `${base(publicUrl)}${listingPath(listing.kind, listing.id)}`;
}

function sectionText(section: AlertSection, publicUrl: string, heading: boolean): string {
  const lines = section.listings.map((l) => `- ${listingLine(l)}\n  ${listingLink(l, publicUrl)}`);
  const stop = `Stop alerts for "${section.search.name}": ${unsubscribeLink(publicUrl, section.search.token)}`;
  return [heading ? `"${section.search.name}"` : null, ...lines, stop].filter(Boolean).join("\n");
}

function sectionHtml(section: AlertSection, publicUrl: string, heading: boolean): string {
  const items = section.listings
    .map(
      (l) =>
        `<li><a href="${escapeHtml(listingLink(l, publicUrl))}">${escapeHtml(l.title)}</a> (${escapeHtml(l.place)}): ${escapeHtml(listingFigures(l))}</li>`,
    )
    .join("");
  const stop = `<p style="font-size:12px"><a href="${escapeHtml(unsubscribeLink(publicUrl, section.search.token))}">Stop alerts for “${escapeHtml(section.search.name)}”</a></p>`;
  return `${heading ? `<h3>${escapeHtml(section.search.name)}</h3>` : ""}<ul>${items}</ul>${stop}`;
}

function count(n: number): string {
  return n === 1 ? "1 new listing matches" : `${n} new listings match`;
}

/** One search's new matches, as soon as its member may see them. */
export function instantAlertEmail(
  recipient: { name: string; email: string },
  section: AlertSection,
  publicUrl: string,
  brand: Branding,
): Email {
  const intro = `${hi(recipient.name)}, ${count(section.listings.length)} your saved search "${section.search.name}":`;
  const manage = `Manage your saved searches: ${base(publicUrl)}${SAVED_SEARCHES_PATH}`;
  return {
    to: recipient.email,
    subject: `${count(section.listings.length)} "${section.search.name}" | ${brand.name}`,
    text: `${intro}\n\n${sectionText(section, publicUrl, false)}\n\n${manage}\n\n— ${brand.name}`,
    html: `<p>${escapeHtml(intro)}</p>${sectionHtml(section, publicUrl, false)}<p><a href="${escapeHtml(`${base(publicUrl)}${SAVED_SEARCHES_PATH}`)}">Manage your saved searches</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}

/** The daily digest: each daily search of the member that has new matches, with its own unsubscribe link. */
export function dailyDigestEmail(
  recipient: { name: string; email: string },
  sections: AlertSection[],
  publicUrl: string,
  brand: Branding,
): Email {
  const total = sections.reduce((n, s) => n + s.listings.length, 0);
  const intro = `${hi(recipient.name)}, ${count(total)} your saved searches since yesterday's digest:`;
  const manage = `Manage your saved searches: ${base(publicUrl)}${SAVED_SEARCHES_PATH}`;
  return {
    to: recipient.email,
    subject: `Your daily digest: ${count(total)} your saved searches | ${brand.name}`,
    text: `${intro}\n\n${sections.map((s) => sectionText(s, publicUrl, true)).join("\n\n")}\n\n${manage}\n\n— ${brand.name}`,
    html: `<p>${escapeHtml(intro)}</p>${sections.map((s) => sectionHtml(s, publicUrl, true)).join("")}<p><a href="${escapeHtml(`${base(publicUrl)}${SAVED_SEARCHES_PATH}`)}">Manage your saved searches</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}
