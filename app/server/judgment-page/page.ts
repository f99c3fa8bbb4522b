// The judgment page's data (/judgments/{id}), built for its audience (./audience.ts): who asks, then
// the listing in one statement (with the newest judgment rules' version, and a signed-in viewer's
// watch, latest offer and the listing's documents); then its offers beside what this audience alone
// needs. Who may see what is decided in
// app/domain/listing-visibility.ts. "What it's worth" (the estimated balance, the enforceability
// clock, issue 17) is computed for today's US Eastern date on every render, under the newest rules
// (app/server/judgment-value/today.ts); the visitors' page cache keys its pages by that date too
// (server/page-cache.ts).
import { replace, type RouterContextProvider } from "react-router";
import { parseId } from "~/domain/ids";
import { documentsHiddenReason, judgmentAccess, viewerOf, type Viewer, type ViewerRelation } from "~/domain/listing-visibility";
import { memberShownStatus } from "~/domain/portfolios";
import { getOptionalUser, type RequestUser } from "~/server/auth/guards";
import { requestUserFrom } from "~/server/auth/request-user";
import { getRequestInfo, getServices, writtenPageNotAgain, type AppServices } from "~/server/context";
import { listingValueInput, listingValueToday } from "~/server/judgment-value/today";
import { countsAsView } from "~/server/listings/view-counter";
import { findJudgmentPageRecord, loadViewerParts, viewableBy, type JudgmentRecord } from "~/server/queries/judgment-detail";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { findListingRecord } from "~/server/queries/listing-record";
import type { Executor } from "~/server/db/client";
import { loadSaleFeedback } from "~/server/feedback/view";
import { viewerKeyFor } from "~/server/queries/listing-views";
import { publicVerificationOf } from "~/server/verification/public-view";
import { audienceOf, readForAudience } from "./audience";
import { pageDocuments, pageJudgment, pageOffers } from "./listing";
import { ownerViewWith } from "./owner-view";
import { loadSimilarSales } from "./similar-sales";
import { loadListingBuyers } from "~/server/buy-requests/seller-view";
import { valueCharts } from "./value-charts";
import { pageStatements, statementsRecordOf } from "~/server/queries/statements";
import { loadAssignmentView } from "~/server/assignment/view";

/** The answer to an id that does not exist, or to a listing the viewer may not know exists. */
export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export type JudgmentPageArgs = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** React Router's loader: the member from the session, the page's answer as React Router's (a thrown 404 or redirect). */
export async function loadJudgmentPage({ request, params, context }: JudgmentPageArgs) {
  writtenPageNotAgain(context);
  const id = parseId(params.id);
  if (id === null) notFound();
  const services = getServices(context);
  // The member first: the listing's statement reads their own rows with it (docs/decisions/0065).
  const answer = await judgmentPageFor(services, id, await getOptionalUser(request, context), {
    url: new URL(request.url),
    userAgent: request.headers.get("user-agent"),
    ip: getRequestInfo(context).ip,
  });
  if (answer.kind === "portfolio") throw replace(answer.path);
  if (answer.kind !== "page") notFound();
  return answer.page;
}

/** What the page reads off its request (a page written without React Router passes the same). */
export type JudgmentPageRequest = { url: URL; userAgent: string | null; ip: string };

/** "other": the reader stands to the listing otherwise than the caller asked (sessionJudgmentPageFor's `only`). */
type PageAnswer = { kind: "page"; page: JudgmentPage } | { kind: "missing" } | { kind: "portfolio"; path: string } | { kind: "other" };
type PageRecord = NonNullable<Awaited<ReturnType<typeof findJudgmentPageRecord>>>;

/**
 * The judgment page's data for `user` (null: a visitor), read in one statement with everything the
 * page reads of the listing and of them (docs/decisions/0065), or "missing" (no such listing, or one
 * the viewer may not know exists: 404), or a portfolio's id (its own page, the query kept).
 */
export async function judgmentPageFor(
  services: AppServices,
  id: number,
  user: RequestUser | null,
  request: JudgmentPageRequest,
): Promise<PageAnswer> {
  const now = services.clock.now();
  const found = await findJudgmentPageRecord(services.db, id, now, user && { userId: user.id });
  return answerFor(services, id, found, user, request, now);
}

/**
 * The judgment page of a session's member, read with them in the listing's statement, for a page
 * written without React Router (server/member-pages.ts) when the member stands to the listing as
 * `only`: null when there is no such judgment (a portfolio's id, or none) or the session has no live
 * member, both left to React Router; else the member, their unread messages' count and the page's
 * answer, a promise (the caller may start its own reads of the member beside it), "other" when they
 * stand otherwise, before anything else is read.
 */
export async function sessionJudgmentPageFor(
  services: AppServices,
  id: number,
  sessionId: string,
  request: JudgmentPageRequest,
  only: ViewerRelation,
): Promise<{ user: RequestUser; unread: number; answer: Promise<PageAnswer> } | null> {
  const now = services.clock.now();
  const found = await findJudgmentPageRecord(services.db, id, now, { sessionId });
  if (!found?.sessionMember) return null;
  const { unread, ...account } = found.sessionMember;
  const user = requestUserFrom(account, services);
  return { user, unread, answer: answerFor(services, id, found, user, request, now, only) };
}

async function answerFor(
  services: AppServices,
  id: number,
  found: PageRecord | null,
  user: RequestUser | null,
  request: JudgmentPageRequest,
  now: Date,
  only?: ViewerRelation,
): Promise<PageAnswer> {
  // A portfolio's id (findJudgmentPageRecord reads judgments only): its own page, for whoever may see it.
  if (!found) {
    const path = await portfolioPath(services.db, id, viewerOf(user), now, request.url);
    return path ? { kind: "portfolio", path } : { kind: "missing" };
  }
  const viewable = viewableBy(found.record, viewerOf(user), now);
  if (!viewable) return { kind: "missing" };
  if (only && viewable.access.relation !== only) return { kind: "other" };
  return { kind: "page", page: await pageOf(services, viewable, found, user, request, now) };
}

async function pageOf(
  services: AppServices,
  viewable: NonNullable<ReturnType<typeof viewableBy>>,
  { sellerReputation, latestVerification, latestStatements, viewerRows }: PageRecord,
  user: RequestUser | null,
  request: JudgmentPageRequest,
  now: Date,
) {
  const { db } = services;
  const { judgment, access } = viewable;
  const audience = audienceOf(access.relation);
  const owner = audience === "owner";
  noteView(request, services, judgment, user && user.id, owner);

  // Verified against the court record, or not (docs/decisions/0047); the seller's sworn statements
  // (docs/decisions/0046), the address they were made from for administrators only: read with the listing.
  const verification = publicVerificationOf(latestVerification, judgment);
  const statements = statementsRecordOf(latestStatements, { withAddress: audience === "admin" });
  const [listing, reads, portfolio, rules] = await Promise.all([
    loadViewerParts(db, viewable, now, viewerRows?.documents).then(async (parts) => ({
      parts,
      offers: await pageOffers(db, access, user && { id: user.id, admin: audience === "admin" }, parts.offers, now),
    })),
    readForAudience(db, audience, { judgment, relation: access.relation, viewer: user, own: viewerRows, url: request.url, now }),
    // A judgment in a portfolio names it, to whoever may see the portfolio (docs/decisions/0055).
    judgment.governingSale ? portfolioOfMember(db, judgment.governingSale.listingId, viewerOf(user), now) : null,
    // The version read with the listing; its rules are kept in memory once read (judgment-rules.ts).
    loadRuleBook(db, judgment.rulesVersion ?? undefined),
  ]);
  // The feedback section, for the two sides of a sale only: the owner, the buyer of the sale under
  // way or ended, or a buyer whose purchase was refunded (their offer reads refunded).
  const party =
    user !== null &&
    (owner || judgment.buyerId === user.id || reads.myOffer?.status === "refunded" || reads.myOffer?.status === "accepted");
  const { parts } = listing;
  const { asOf, value } = listingValueToday(rules, judgment, now, statements?.payments);
  const sale = judgment.governingSale;
  const [feedback, similarSales, buyers, memberAssignment] = await Promise.all([
    party ? loadSaleFeedback(db, judgment.id, user.id, now) : [],
    loadSimilarSales(db, audience, judgment, value, now, services.config.figuresCacheSeconds),
    owner ? loadListingBuyers(db, judgment, value.balance.kind === "estimate" ? value.balance.balanceCents : null, now) : null,
    // A judgment sold in a portfolio: its own assignment step, under the portfolio's sale (its status
    // and buyer), for the owner, that buyer and administrators (docs/decisions/0055).
    sale && portfolio && user
      ? loadAssignmentView(db, {
          judgmentId: judgment.id,
          status: sale.status,
          buyerId: sale.buyerId,
          viewerId: user.id,
          viewerRoles: user.roles,
          relation: access.relation,
          url: request.url,
          now,
          partOf: { portfolioId: portfolio.id, title: portfolio.title },
        })
      : null,
  ]);
  const assignment = reads.assignment ?? memberAssignment;
  const charts = valueCharts({
    rules,
    input: listingValueInput(judgment, statements?.payments),
    value,
    asOf,
    buyNowCents: judgment.buyNowCents,
    highestOfferCents: parts.highestOfferCents,
  });
  return {
    ownerView: reads.ownerFacts && ownerViewWith(reads.ownerFacts, parts.offers),
    listingFeeDue: reads.listingFeeDue,
    /** After payment: the assignment step, for the owner, the accepted buyer and administrators only. */
    assignment,
    /** The estimated balance and the enforceability clock for today; the assignment rule with the assignment step only. */
    value: { ...value, assignment: assignment ? value.assignment : null, asOf },
    /** The balance over time and the enforceability timeline, drawn (app/server/judgment-page/value-charts.ts). */
    valueCharts: charts,
    /** The escrow protections: deadlines, cancellation, the dispute (same viewers as the assignment step). */
    escrow: reads.escrow,
    /** The payment deadline, for the owner and the accepted buyer while an offer is accepted. */
    deadline: reads.deadline,
    current_user: user ? (owner ? ("owner" as const) : ("buyer" as const)) : null,
    relation: access.relation,
    owner,
    canAct: access.canAct,
    watching: reads.watching,
    /** The signed-in member's latest offer on this listing (a pending one past its date shows expired), with its thread. */
    myOffer: reads.myOffer,
    judgment: pageJudgment(judgment, now),
    highestOfferCents: parts.highestOfferCents,
    /** What the buyer agreed to pay, once an offer is accepted, for those who may know it (listing-visibility.ts). */
    agreedCents: parts.agreedCents,
    offersHidden: parts.offersHidden,
    documents: pageDocuments(parts.documents),
    /** Why documents are not listed, when they are not. */
    documentsHidden: documentsHiddenReason(access, judgment.privacy),
    offers: listing.offers,
    sellerReputation,
    verification,
    /** The sales of this listing the viewer was a side of, and their feedback (docs/decisions/0045). */
    feedback,
    /** The seller's sworn statements, or null for a listing from before they existed. */
    statements: statements && pageStatements(statements),
    /** What similar judgments sold for, beside the asking price (members, while on sale). */
    similarSales,
    /** The owner's: investors whose standing buy requests this listing meets, by letter only (docs/decisions/0054). */
    buyers,
    /** The portfolio this judgment is part of, when the viewer may see it. */
    portfolio,
  };
}

/** A portfolio's id on /judgments/{id}: the path of its own page, the query kept; null to whoever may not know it. */
async function portfolioPath(db: Executor, id: number, viewer: Viewer, now: Date, url: URL): Promise<string | null> {
  const listing = await findListingRecord(db, id);
  if (listing?.kind !== "portfolio" || !judgmentAccess(listing, viewer, now).canView) return null;
  return `/portfolios/${id}${url.search}`;
}

/**
 * The live portfolio a judgment is in (its governing sale's listing, read with the record), as its
 * banner names it, when the viewer may see that portfolio.
 */
async function portfolioOfMember(db: Executor, portfolioId: number, viewer: Viewer, now: Date) {
  const portfolio = await findListingRecord(db, portfolioId);
  if (!portfolio || !judgmentAccess(portfolio, viewer, now).canView) return null;
  return {
    id: portfolio.id,
    title: portfolio.title,
    size: portfolio.portfolioSize ?? 0,
    situation: memberShownStatus({ status: portfolio.status, title: portfolio.title }),
    forSale: portfolio.status === "active",
  };
}

export type JudgmentPage = Awaited<ReturnType<typeof pageOf>>;

/**
 * A view counts once per viewer per day, only on live listings and never the owner's own; noted
 * here and written a moment later with others (app/server/listings/view-counter.ts).
 */
function noteView(request: JudgmentPageRequest, services: AppServices, judgment: JudgmentRecord, userId: number | null, owner: boolean) {
  if (judgment.status !== "active" || owner || !countsAsView(request.userAgent)) return;
  const viewerKey = userId !== null ? viewerKeyFor({ userId }) : viewerKeyFor({ ip: request.ip, secret: services.cookieSecret });
  services.views.record({ judgmentId: judgment.id, viewerKey, viewerId: userId });
}
