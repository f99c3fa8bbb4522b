// The e-mail a seller receives when the wizard submits a listing: received, under review within
// one business day, and what to do next.
import type { Branding } from "~/config/branding";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

type Seller = { name: string; email: string };
type Listing = { id: number; title: string; priceCents: number; listingFeeCents: number };

export function listingReceivedEmail(seller: Seller, listing: Listing, publicUrl: string, brand: Branding): Email {
  const link = `${publicUrl}/judgments/${listing.id}`;
  const documents = `${publicUrl}/sell/documents/${listing.id}`;
  const fee =
    listing.listingFeeCents > 0
      ? `The listing fee for these prices is ${formatMoney(listing.listingFeeCents)}; your listing is reviewed once it is paid.`
      : "Listing it is free.";
  const lines = [
    `${hi(seller.name)},`,
    `Your listing was received: "${listing.title}", asking ${formatMoney(listing.priceCents)}. ${fee}`,
    "Our support team reviews every new listing, usually within one business day, and we will e-mail you as soon as it is live.",
    `Supporting documents (the judgment, the docket) help investors decide. You can upload them at any time: ${documents}`,
    `Your listing: ${link}`,
  ];
  return {
    to: seller.email,
    subject: `Your listing was received | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n— ${brand.name}`,
    html:
      lines
        .slice(0, 3)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("") +
      `<p>Supporting documents (the judgment, the docket) help investors decide. <a href="${escapeHtml(documents)}">Upload them</a> at any time.</p>` +
      `<p><a href="${escapeHtml(link)}">See your listing</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}

/** One e-mail for a spreadsheet import's listings (docs/decisions/0052), not one per listing. */
export function listingsImportedEmail(
  seller: Seller,
  batch: { count: number; feeTotalCents: number; fileName: string },
  publicUrl: string,
  brand: Branding,
): Email {
  const selling = `${publicUrl}/selling`;
  const what = batch.count === 1 ? "1 listing was" : `${batch.count.toLocaleString("en-US")} listings were`;
  const fee =
    batch.feeTotalCents > 0
      ? `Listing fees of ${formatMoney(batch.feeTotalCents)} in all are due for some of them; each of those listings is reviewed once its fee is paid. Pay them all at once: ${publicUrl}/sell/fees`
      : "Listing them is free.";
  const lines = [
    `${hi(seller.name)},`,
    `${what} received from your spreadsheet "${batch.fileName || "upload"}". ${fee}`,
    "Our support team reviews every new listing, usually within one business day, and we will e-mail you as each one goes live.",
    `Your listings: ${selling}`,
  ];
  return {
    to: seller.email,
    subject: `Your imported listings were received | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n— ${brand.name}`,
    html:
      lines
        .slice(0, 3)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("") + `<p><a href="${escapeHtml(selling)}">See your listings</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}
