// The portfolio's page (/portfolios/{id}, docs/decisions/0055 slice 2), built for its audience as
// the judgment page is (app/server/judgment-page/): the portfolio is a listing, so who may see it
// and what each audience reads (its watch state and own offer, the owner's facts, the deal's views)
// are the judgment page's, reused; the judgment-only parts (court facts, value charts, statements,
// similar sales) are its judgments', each on its own page. What is its own: the totals and the list
// of its judgments.
import type { RouterContextProvider } from "react-router";
import { easternIsoDate } from "~/domain/business-days";
import { parseId } from "~/domain/ids";
import { isAcceptedOrLater, isPaidOrLater } from "~/domain/listing-status";
import { firstLookNoteUntil, judgmentAccess, viewerOf, type JudgmentAccess } from "~/domain/listing-visibility";
import { portfolioTotals } from "~/domain/portfolios";
import { DESCRIPTION_PREVIEW_CHARS, preview } from "~/domain/text-preview";
import { getOptionalUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { audienceOf, readForAudience } from "~/server/judgment-page/audience";
import { pageOffers } from "~/server/judgment-page/listing";
import { ownerViewWith } from "~/server/judgment-page/owner-view";
import { notFound } from "~/server/judgment-page/page";
import type { Executor } from "~/server/db/client";
import { highestOfferCents, listOffers } from "~/server/queries/judgment-detail";
import { findPortfolioRecord, type PortfolioRecord } from "~/server/queries/portfolio-page";
import { listPortfolioMembers, type PortfolioMember } from "~/server/queries/portfolios";
import { loadReputation } from "~/server/queries/reputation";
import { loadSaleFeedback } from "~/server/feedback/view";
import { loadListingBuyers } from "~/server/buy-requests/seller-view";
import { loadChecklist } from "./checklist-view";
import { listAssignmentDocumentsOf } from "~/server/queries/assignment";

type Viewer = Parameters<typeof judgmentAccess>[1];

/** The portfolio and how this viewer stands to it, or null (answer 404) when it is not theirs to know. */
export async function findViewablePortfolio(
  db: Executor,
  id: number,
  viewer: Viewer,
  now: Date,
): Promise<{ portfolio: PortfolioRecord; access: JudgmentAccess } | null> {
  const portfolio = await findPortfolioRecord(db, id);
  if (!portfolio) return null;
  const access = judgmentAccess(portfolio, viewer, now);
  return access.canView ? { portfolio, access } : null;
}

/** A member as the page's table shows it (dates as text, so the page needs no Date). */
export function pageMember(member: PortfolioMember) {
  return {
    id: member.id,
    title: member.title,
    state: member.stateName,
    stateAbbreviation: member.stateAbbreviation,
    county: member.countyName,
    dateAwarded: member.dateAwarded,
    amountCents: member.amountCents,
    estimatedBalanceCents: member.estimatedBalanceCents,
    verified: member.verified,
    assigned: member.assignedAt !== null,
  };
}

/** The totals of the members, for today's US Eastern date. */
export function totalsOf(members: readonly PortfolioMember[], priceCents: number, now: Date) {
  return portfolioTotals(
    members.map((m) => ({
      amountCents: m.amountCents,
      balanceCents: m.estimatedBalanceCents,
      stateName: m.stateName,
      dateAwarded: m.dateAwarded,
      verified: m.verified,
      facts: m.facts,
    })),
    priceCents,
    easternIsoDate(now),
  );
}

export type PortfolioPageArgs = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

export async function loadPortfolioPage({ request, params, context }: PortfolioPageArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const services = getServices(context);
  const { db } = services;
  const now = services.clock.now();
  const [user, found] = await Promise.all([getOptionalUser(request, context), findPortfolioRecord(db, id)]);
  const access = found && judgmentAccess(found, viewerOf(user), now);
  if (!found || !access?.canView) notFound();
  const portfolio = found;
  const audience = audienceOf(access.relation);
  const owner = audience === "owner";

  const [members, offers, highest, reads, sellerReputation, checklist] = await Promise.all([
    listPortfolioMembers(db, id),
    access.canSeeOffers ? listOffers(db, id) : Promise.resolve(null),
    access.canSeeOffers ? highestOfferCents(db, id, now) : Promise.resolve(null),
    readForAudience(db, audience, { judgment: portfolio, relation: access.relation, viewer: user, url: new URL(request.url), now }),
    loadReputation(db, portfolio.sellerId, now),
    // The assignment checklist, once paid, for the owner, the buyer and administrators (null otherwise).
    isPaidOrLater(portfolio.status) ? loadChecklist(db, id, viewerOf(user), now) : Promise.resolve(null),
  ]);
  const party = user !== null && (owner || portfolio.buyerId === user.id || reads.myOffer?.status === "accepted");
  const totals = totalsOf(members, portfolio.priceCents, now);
  const [pagedOffers, feedback, buyers, memberDocuments] = await Promise.all([
    pageOffers(db, access, user && { id: user.id, admin: audience === "admin" }, offers, now),
    party ? loadSaleFeedback(db, id, user.id, now) : [],
    // Investors whose standing buy requests match it, for its owner to invite (docs/decisions/0054).
    owner ? loadListingBuyers(db, portfolio, totals.balance.kind === "sum" ? totals.balance.cents : null, now) : null,
    // The assignment documents are each judgment's own: the sale's step lists them all, named by judgment.
    reads.assignment
      ? listAssignmentDocumentsOf(
          db,
          members.map((m) => m.id),
        )
      : [],
  ]);
  const titleOf = new Map(members.map((m) => [m.id, m.title]));
  const assignment = reads.assignment && {
    ...reads.assignment,
    documents: memberDocuments.map((d) => ({
      id: d.id,
      user_filename: `${titleOf.get(d.judgmentId) ?? "Judgment"}: ${d.userFilename}`,
      created_at: d.createdAt.toISOString(),
    })),
  };
  const description = portfolio.description?.trim() ?? "";
  const balanceShareBps = totals.priceShareOfBalanceBps;
  return {
    kind: "portfolio" as const,
    ownerView: reads.ownerFacts && {
      ...ownerViewWith(reads.ownerFacts, offers),
      // A portfolio is edited in slice 3; its Remove is Dissolve (its own confirmation below).
      canEdit: false,
      canRemove: false,
      confirmRemove: false,
    },
    canDissolve: owner && ["new", "active", "hidden", "declined"].includes(portfolio.status),
    confirmDissolve: owner && new URL(request.url).searchParams.get("confirm") === "dissolve",
    listingFeeDue: false,
    assignment,
    escrow: reads.escrow,
    deadline: reads.deadline,
    current_user: user ? (owner ? ("owner" as const) : ("buyer" as const)) : null,
    relation: access.relation,
    owner,
    canAct: access.canAct,
    watching: reads.watching,
    myOffer: reads.myOffer,
    judgment: {
      id: portfolio.id,
      title: portfolio.title,
      description: { full: description, ...preview(description, DESCRIPTION_PREVIEW_CHARS) },
      priceCents: portfolio.priceCents,
      buyNowCents: portfolio.buyNowCents,
      amountCents: totals.faceValueCents,
      status: portfolio.status,
      size: portfolio.portfolioSize,
      listedAt: portfolio.listedAt?.toISOString() ?? null,
      firstLookUntil: firstLookNoteUntil(portfolio, now)?.toISOString() ?? null,
      offersVisibility: portfolio.offersVisibility,
      seller: { handle: portfolio.sellerHandle, identityVerified: portfolio.sellerIdentityVerified },
      counts: { views: portfolio.viewsCount, watchlist: portfolio.watchlistCount, offers: portfolio.offersCount },
    },
    /** The estimated balance of the card: the members' summed when every one has an estimate. */
    value:
      totals.balance.kind === "sum"
        ? { balance: { kind: "estimate" as const, balanceCents: totals.balance.cents }, shareBps: balanceShareBps }
        : null,
    totals,
    checklist,
    buyers,
    members: members.map(pageMember),
    highestOfferCents: highest,
    agreedCents: access.canSeeAgreedPrice && isAcceptedOrLater(portfolio.status) ? portfolio.acceptedOfferCents : null,
    offersHidden: !access.canSeeOffers,
    offers: pagedOffers,
    sellerReputation,
    feedback,
  };
}

export type PortfolioPage = Awaited<ReturnType<typeof loadPortfolioPage>>;
