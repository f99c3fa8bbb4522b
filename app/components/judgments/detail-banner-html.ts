// The status banner above the judgment card as markup (decision 0056): what the listing's status
// means for this viewer (buyer spec section 4, "Banners on the detail"). Its one writer, for the pages
// written in markup and for React (DetailBanner places it).
import { html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { listingStatusLabel } from "~/domain/listing-status";
import type { ViewerRelation } from "~/domain/listing-visibility";
import type { DetailJudgment, DetailOffer } from "./detail-types";

/** What the banner reads of the page: who looks, the listing's status, and its offers when shown. */
export type BannerPage = {
  relation: ViewerRelation;
  judgment: Pick<DetailJudgment, "id" | "status">;
  offers: Pick<DetailOffer, "status">[] | null;
  /** A new listing whose listing fee is unpaid (known to the owner and administrators only). */
  listingFeeDue?: boolean;
};

type Tone = "success" | "info" | "neutral" | "warning";
type Banner = { tone: Tone; title: string; text?: string; link?: { to: string; label: string } };

const toneClasses: Record<Tone, string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  info: "border-brand-200 bg-brand-50 text-brand-900",
  neutral: "border-slate-300 bg-slate-100 text-slate-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
};

function ownerBanner(status: string, id: number, openOffers: number, feeDue: boolean): Banner | null {
  switch (status) {
    case "new":
      return feeDue
        ? {
            tone: "warning",
            title: listingStatusLabel("new", true),
            text: "Our team reviews the listing once its listing fee is paid.",
          }
        : { tone: "info", title: "Pending review", text: "Our team reviews new and edited listings, usually within one business day." };
    case "active":
      return openOffers > 0
        ? {
            tone: "success",
            title: "This listing has offers!",
            text: "Review them below.",
            link: { to: "#offers", label: "Review offers" },
          }
        : null;
    case "hidden":
      return { tone: "neutral", title: "This listing is hidden", text: "It does not appear in browse or search." };
    case "offer_accepted":
      return {
        tone: "success",
        title: "You accepted an offer!",
        text: "The buyer has been asked to pay. We will let you know when the payment arrives.",
      };
    case "paid":
      return {
        tone: "info",
        title: "The buyer has paid",
        text: "The payment is held until the buyer confirms the assignment. Please assign the judgment to the buyer.",
        link: { to: "#assignment", label: "Assign the judgment" },
      };
    case "assigned":
      return { tone: "info", title: "Assigned", text: "Waiting for the buyer to confirm receipt of the assignment." };
    case "disputed":
      return {
        tone: "warning",
        title: "The buyer opened a dispute",
        text: "Your payout stays held until an administrator resolves it. Please answer below.",
        link: { to: "#escrow", label: "See the dispute" },
      };
    case "sold":
      return { tone: "success", title: "Sold", text: "The sale is complete; your payout is released." };
    case "cancelled":
      return { tone: "neutral", title: "Cancelled", text: "You removed this listing. It is no longer shown to anyone." };
    case "declined":
      return {
        tone: "warning",
        title: "Declined",
        text: "Our review team declined this listing; buyers do not see it. The reason is below: edit the listing to resubmit it for review.",
        link: { to: `/judgments/${id}/edit`, label: "Edit and resubmit" },
      };
    default:
      return null;
  }
}

function buyerBanner(status: string, id: number): Banner | null {
  switch (status) {
    case "offer_accepted":
      return { tone: "success", title: "Your offer was accepted! Ready to pay?", link: { to: `/judgments/pay/${id}`, label: "PAY NOW" } };
    case "paid":
      return {
        tone: "info",
        title: "Payment received",
        text: "The seller is now assigning the judgment to you. Your payment is held until you confirm.",
        link: { to: "#assignment", label: "What happens next" },
      };
    case "assigned":
      return {
        tone: "info",
        title: "The judgment was assigned to you",
        text: "Please check the assignment documents and confirm receipt.",
      };
    case "disputed":
      return {
        tone: "warning",
        title: "Dispute open",
        text: "The seller's payout stays held while an administrator reviews your dispute.",
        link: { to: "#escrow", label: "See the dispute" },
      };
    case "sold":
      return { tone: "success", title: "You bought this judgment", text: "The purchase is complete." };
    default:
      return null;
  }
}

function bannerFor(page: BannerPage): Banner | null {
  const { relation, judgment } = page;
  const { status } = judgment;
  // Only offers the owner can still accept count (not the lapsed, rejected or expired ones).
  const feeDue = page.listingFeeDue ?? false;
  if (relation === "owner") {
    return ownerBanner(status, judgment.id, (page.offers ?? []).filter((o) => o.status === "pending").length, feeDue);
  }
  if (relation === "buyer") return buyerBanner(status, judgment.id);
  if (status === "active") return null;
  if (relation === "admin") {
    return { tone: "info", title: `Status: ${listingStatusLabel(status, feeDue)}`, text: "You see this listing as an administrator." };
  }
  return {
    tone: "warning",
    title: "This judgment is no longer available",
    text: status === "sold" ? "It has been sold." : "The seller accepted an offer on it.",
    link: { to: "/judgments", label: "Browse judgments for sale" },
  };
}

/**
 * The banner's element, or none (an active listing, for most viewers). `pathname`: the page's path,
 * which a link to a part of the page ("#offers") starts with, as React Router's <Link> wrote it.
 */
export function detailBannerParts(page: BannerPage, pathname: string): MarkupElementParts | null {
  const banner = bannerFor(page);
  if (!banner) return null;
  const to = banner.link?.to.startsWith("#") ? `${pathname}${banner.link.to}` : banner.link?.to;
  const link =
    banner.link &&
    html`<a class="${banner.tone === "success" ? "btn-accent mt-3" : "mt-2 inline-block text-sm font-semibold"}" \
href="${to}" data-discover="true">${banner.link.label}</a>`;
  return {
    tag: "div",
    attributes: { role: "status", "data-testid": "detail-banner", class: `rounded-lg border px-4 py-3 ${toneClasses[banner.tone]}` },
    inside: html`<p class="font-semibold">${banner.title}</p>${banner.text && html`<p class="mt-1 text-sm">${banner.text}</p>`}${link}`,
  };
}

export function detailBannerHtml(page: BannerPage, pathname: string): Html | null {
  const parts = detailBannerParts(page, pathname);
  return parts && markupElementHtml(parts);
}
