// The listing as every audience of the judgment page sees it, shaped for the page: the judgment's
// fields, its documents and its offers, each as far as the viewer's access lets them
// (app/domain/listing-visibility.ts). The offers' negotiation threads are read for the owner and
// administrators only.
import type { DetailNegotiation } from "~/components/judgments/detail-types";
import type { JudgmentAccess } from "~/domain/listing-visibility";
import { firstLookNoteUntil } from "~/domain/listing-visibility";
import { shownText } from "~/domain/member-texts";
import { highlightSegments } from "~/domain/moderation";
import { MAX_COUNTERS } from "~/domain/negotiation";
import { effectiveOfferStatus } from "~/domain/offer-expiry";
import { DESCRIPTION_PREVIEW_CHARS, preview } from "~/domain/text-preview";
import type { Executor } from "~/server/db/client";
import { loadThreads, type ThreadReader } from "~/server/offers/thread-view";
import type { JudgmentRecord, ListedOffer, ListingDocument } from "~/server/queries/judgment-detail";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function pageJudgment(judgment: JudgmentRecord, now: Date) {
  const description = judgment.description?.trim() ?? "";
  return {
    id: judgment.id,
    title: judgment.title,
    description: { full: description, ...preview(description, DESCRIPTION_PREVIEW_CHARS) },
    priceCents: judgment.priceCents,
    buyNowCents: judgment.buyNowCents,
    amountCents: judgment.amountCents,
    dateAwarded: judgment.dateAwarded,
    listedAt: iso(judgment.listedAt),
    /** While live and in its premium first look (only premium members, the owner, administrators and the buyer see it then): when it ends. */
    firstLookUntil: iso(firstLookNoteUntil(judgment, now)),
    casenum: judgment.casenum,
    courthouse: judgment.courthouse?.trim() || null,
    status: judgment.status,
    privacy: judgment.privacy,
    offersVisibility: judgment.offersVisibility,
    highlight: judgment.highlightListing,
    seller: { handle: judgment.sellerHandle, identityVerified: judgment.sellerIdentityVerified },
    state: { name: judgment.state.name, abbreviation: judgment.state.abbreviation },
    county: { id: judgment.county.id, name: judgment.county.name },
    counts: { views: judgment.viewsCount, watchlist: judgment.watchlistCount, offers: judgment.offersCount },
    facts: judgment.facts,
  };
}

export function pageDocuments(documents: ListingDocument[] | null) {
  return (
    documents?.map((d) => ({
      id: d.id,
      userFilename: d.userFilename,
      createdAt: d.createdAt.toISOString(),
      flagged: d.nameFlag && { segments: highlightSegments(d.userFilename, d.nameFlag.hits), othersSee: d.nameFlag.othersSee },
    })) ?? null
  );
}

/**
 * The listing's offers for the page (null when the viewer may not see them); the messages written
 * with them and the negotiation (whose move, the counter-offer, counters left, the thread) only
 * for those who may see the offers' messages: the owner and administrators (`reader` given).
 */
export async function pageOffers(
  db: Executor,
  access: Pick<JudgmentAccess, "canSeeOfferMessages">,
  reader: ThreadReader | null,
  offers: ListedOffer[] | null,
  now: Date,
) {
  const parties = access.canSeeOfferMessages ? reader : null;
  return withThreads(db, parties, offers, (o) => ({
    id: o.id,
    amountCents: o.amountCents,
    // A pending offer past its expiry date no longer binds: shown (and refused) as expired.
    status: effectiveOfferStatus(o, now),
    buyerHandle: o.buyer.handle,
    buyerIdentityVerified: o.buyer.identityVerified,
    createdAt: o.createdAt.toISOString(),
    expiresAt: iso(o.expiresAt),
    editedAt: iso(o.amountChangedAt),
    // What a buyer wrote with the offer is for the seller and administrators only, once approved (docs/decisions/0032).
    ...(parties ? noteOf(o, parties) : { message: null, messageReview: null }),
  }));
}

/** The message written with an offer, as the owner or an administrator may read it. */
function noteOf(offer: ListedOffer, reader: ThreadReader) {
  const note = shownText(offer.note, offer.message, reader);
  return { message: note.text, messageReview: note.review };
}

async function withThreads<O extends ListedOffer, R>(
  db: Executor,
  parties: ThreadReader | null,
  offers: O[] | null,
  shape: (offer: O) => R,
): Promise<(R & { negotiation: DetailNegotiation | null })[] | null> {
  if (!offers) return null;
  const threads = parties
    ? await loadThreads(
        db,
        offers.map((o) => o.id),
        parties,
      )
    : new Map();
  return offers.map((o) => ({
    ...shape(o),
    negotiation: parties
      ? {
          awaiting: o.awaiting,
          counterCents: o.counterCents,
          counterExpiresAt: iso(o.counterExpiresAt),
          sellerCountersLeft: Math.max(0, MAX_COUNTERS - o.sellerCounters),
          thread: threads.get(o.id) ?? [],
        }
      : null,
  }));
}
