// The e-mails of listing review: the listing went live, the administrator needs more information
// before it can, declined it (with the reason), or a live listing went back to review because its
// judgment passed its limit.
import type { Branding } from "~/config/branding";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

type Seller = { name: string; email: string };
type Listing = { id: number; title: string };

function paragraphs(parts: string[]): string {
  return parts.map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`).join("");
}

export function listingApprovedEmail(seller: Seller, listing: Listing, publicUrl: string, brand: Branding): Email {
  const link = `${publicUrl}/judgments/${listing.id}`;
  const lines = [
    `${hi(seller.name)},`,
    `Good news: we reviewed your judgment "${listing.title}" and it is now live. Investors can find it in browse and search, watch it and make offers.`,
    `See your listing: ${link}`,
    `We will e-mail you when an offer arrives. Paid enhancements (bold, highlight, featured) help a listing stand out: you can add them from the listing's edit page.`,
  ];
  return {
    to: seller.email,
    subject: `Your listing is live | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n— ${brand.name}`,
    html: `${paragraphs(lines.slice(0, 2))}<p><a href="${escapeHtml(link)}">See your listing</a></p>${paragraphs(lines.slice(3))}<p>— ${escapeHtml(brand.name)}</p>`,
  };
}

export function infoRequestedEmail(seller: Seller, listing: Listing, message: string, publicUrl: string, brand: Branding): Email {
  const editLink = `${publicUrl}/judgments/${listing.id}/edit`;
  const intro = [
    `${hi(seller.name)},`,
    `Before your judgment "${listing.title}" can go live, our review team needs a little more information:`,
  ];
  const outro = [
    `Please update your listing here: ${editLink}`,
    `You can also see this request on your selling dashboard (${publicUrl}/selling). Your listing stays pending review until we approve it.`,
  ];
  return {
    to: seller.email,
    subject: `More information needed for your listing | ${brand.name}`,
    text: `${intro.join("\n\n")}\n\n${message}\n\n${outro.join("\n\n")}\n\n— ${brand.name}`,
    html:
      paragraphs(intro) +
      `<blockquote style="border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${paragraphs([message])}</blockquote>` +
      `<p><a href="${escapeHtml(editLink)}">Update your listing</a></p>` +
      paragraphs([outro[1]]) +
      `<p>— ${escapeHtml(brand.name)}</p>`,
  };
}

/** An administrator declined the listing: the reason as written, and how to resubmit (docs/decisions/0039). */
export function listingDeclinedEmail(seller: Seller, listing: Listing, reason: string, publicUrl: string, brand: Branding): Email {
  const editLink = `${publicUrl}/judgments/${listing.id}/edit`;
  const intro = [`${hi(seller.name)},`, `Our review team declined your judgment "${listing.title}". The reason:`];
  const outro = [
    `Edit the listing and resubmit it for review here: ${editLink}`,
    `It is not shown to buyers until an administrator approves it. Any listing fee you paid counts for the resubmission. You can also see the reason on your selling dashboard (${publicUrl}/selling).`,
  ];
  return {
    to: seller.email,
    subject: `Your listing was declined | ${brand.name}`,
    text: `${intro.join("\n\n")}\n\n${reason}\n\n${outro.join("\n\n")}\n\n— ${brand.name}`,
    html:
      paragraphs(intro) +
      `<blockquote style="border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${paragraphs([reason])}</blockquote>` +
      `<p><a href="${escapeHtml(editLink)}">Edit and resubmit your listing</a></p>` +
      paragraphs([outro[1]]) +
      `<p>— ${escapeHtml(brand.name)}</p>`,
  };
}

/** A live listing went back to review: its judgment passed its limit and no administrator reviewed that (issue 17). */
export function listingHeldForLimitReviewEmail(
  seller: Seller,
  listing: Listing & { notice: string },
  publicUrl: string,
  brand: Branding,
): Email {
  const editLink = `${publicUrl}/judgments/${listing.id}/edit`;
  const lines = [
    `${hi(seller.name)},`,
    `Your judgment "${listing.title}" is no longer shown in browse and search: it went back to review.`,
    listing.notice,
    `Edit your listing: ${editLink}`,
    `Its offers and watchers are kept; it returns to the marketplace once an administrator approves it.`,
  ];
  return {
    to: seller.email,
    subject: `Your listing went back to review | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n— ${brand.name}`,
    html: `${paragraphs(lines.slice(0, 3))}<p><a href="${escapeHtml(editLink)}">Edit your listing</a></p>${paragraphs(lines.slice(4))}<p>— ${escapeHtml(brand.name)}</p>`,
  };
}
