// /selling: the seller's dashboard (seller spec, "Selling dashboard"). Three sections: Judgments
// Pending Approval (rows, with the listing fee and the review team's questions; declined ones with
// the reason and Edit and resubmit), Active Listings
// (boxes: live, hidden and on their way to a sale, with their offers in negotiation and the threads)
// and Sold or Expired. Signed-in members only. A listing not yet sold or removed within 18 months
// of an enforceability deadline, or past one, carries a flag with the next action (issue 17): its
// clock is computed for today, as on the judgment page, not read from the stored
// judgments.enforce_deadline_on, which the daily job refreshes after midnight.
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { pageTitle } from "~/components/page-title";
import { ActiveListings } from "~/components/selling-dashboard/active-listings";
import { ClosedListings } from "~/components/selling-dashboard/closed-listings";
import { enhancementLabels, listingFeeState, sellerNextStep, sellingSections, type SellingSectionName } from "~/domain/listing-facts";
import { PendingTable } from "~/components/selling-dashboard/pending-table";
import { IdentityNotice } from "~/components/selling-dashboard/identity-notice";
import { isIdentityVerified } from "~/server/identity/sessions";
import { SellingSection } from "~/components/selling-dashboard/selling-section";
import type { SellingNegotiation, SellingRow } from "~/components/selling-dashboard/selling-types";
import { listingFeeSentence } from "~/domain/fee-wording";
import { formatMoney } from "~/domain/money";
import type { ThreadEvent } from "~/domain/negotiation";
import { deadlineFlag } from "~/domain/judgment-value/wording";
import { requireUser } from "~/server/auth/guards";
import { valuesToday } from "~/server/judgment-value/today";
import { loadSellingBuyingLines } from "~/server/buy-requests/seller-view";
import { getServices } from "~/server/context";
import { latestDeclines, latestInfoRequestsByListing } from "~/server/queries/listing-review";
import { loadThreads } from "~/server/offers/thread-view";
import {
  countPendingOffers,
  listNegotiatingOffers,
  listSellerListings,
  type NegotiatingOffer,
  type SellerListing,
} from "~/server/queries/selling";
import { listLiveMembersOf } from "~/server/queries/portfolios";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Selling Dashboard", matches);

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, clock } = getServices(context);
  const [listings, pendingOffers, infoRequests, negotiating, verified, buying] = await Promise.all([
    listSellerListings(db, user.id),
    countPendingOffers(db, user.id, clock.now()),
    latestInfoRequestsByListing(db, user.id),
    listNegotiatingOffers(db, user.id),
    isIdentityVerified(db, user.id),
    // Investors whose standing buy requests each active listing meets (docs/decisions/0054).
    loadSellingBuyingLines(db, user.id, clock.now()),
  ]);
  // The threads of the offers in negotiation, all in one query.
  const threads = await loadThreads(
    db,
    negotiating.map((offer) => offer.id),
    { id: user.id, admin: false },
  );
  const negotiations = negotiationsByListing(negotiating, threads);
  // Why each declined listing was declined (one query).
  const declines = await latestDeclines(
    db,
    listings.filter((listing) => listing.status === "declined").map((listing) => listing.id),
  );
  // The enforceability clocks of the listings still the seller's (one query for their inputs).
  const values = await valuesToday(
    db,
    listings.filter((listing) => sellingSections[listing.status] !== "closed").map((listing) => listing.id),
    clock.now(),
  );
  // A portfolio's judgments are shown under it, not in the sections (docs/decisions/0055).
  const members = await listLiveMembersOf(
    db,
    listings.filter((listing) => listing.kind === "portfolio").map((listing) => listing.id),
  );
  const portfolioOf = new Map([...members].flatMap(([portfolioId, ids]) => ids.map((id) => [id, portfolioId] as const)));
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const sections: Record<SellingSectionName, SellingRow[]> = { pending: [], active: [], closed: [] };
  for (const listing of listings) {
    if (portfolioOf.has(listing.id) && byId.has(portfolioOf.get(listing.id)!)) continue;
    const grouped = (members.get(listing.id) ?? []).map((id) => byId.get(id)).filter((m): m is SellerListing => m !== undefined);
    const request = infoRequests.get(listing.id);
    const decline = declines.get(listing.id);
    const paymentDueAt = iso(listing.paymentDueAt);
    const value = values.byId.get(listing.id);
    sections[sellingSections[listing.status]].push({
      id: listing.id,
      kind: listing.kind,
      portfolioSize: listing.portfolioSize,
      members: grouped.map((m) => ({ id: m.id, title: m.title, location: locationOf(m, []), amountCents: m.amountCents })),
      title: listing.title,
      status: listing.status,
      priceCents: listing.priceCents,
      amountCents: listing.amountCents,
      acceptedOfferCents: listing.acceptedOfferCents,
      location: locationOf(listing, grouped),
      createdAt: listing.createdAt.toISOString(),
      updatedAt: listing.updatedAt.toISOString(),
      listedAt: iso(listing.listedAt),
      soldAt: iso(listing.soldAt),
      cancelledAt: iso(listing.cancelledAt),
      fee: listingFeeState(listing.listingFeeCents, listing.listingFeePaidCents),
      enhancements: enhancementLabels(listing),
      counts: listing.counts,
      infoRequest:
        listing.status === "new" && request ? { message: request.message, requestedAt: request.requestedAt.toISOString() } : null,
      decline: decline ? { reason: decline.reason, declinedAt: decline.declinedAt.toISOString() } : null,
      negotiations: sellingSections[listing.status] === "active" ? (negotiations.get(listing.id) ?? []) : [],
      deadline: value ? deadlineFlag(value.clock, values.asOf) : null,
      buying: buying.get(listing.id) ?? null,
      nextStep: sellerNextStep(
        {
          id: listing.id,
          status: listing.status,
          paymentDueAt,
          assignmentDueAt: iso(listing.assignmentDueAt),
          inspectionDueAt: iso(listing.inspectionDueAt),
        },
        pendingOffers.get(listing.id) ?? 0,
        clock.now(),
      ),
    });
  }
  // A listing in review goes live only once the seller's identity is verified (docs/decisions/0048).
  return { ...sections, identityNeeded: !verified && sections.pending.some((row) => row.status === "new") };
}

/** "Fresno, CA"; a portfolio's shared place, or "3 states" of its judgments. */
function locationOf(listing: SellerListing, members: SellerListing[]): string {
  if (listing.county && listing.state) return `${listing.county.name}, ${listing.state.abbreviation}`;
  if (listing.state) return listing.state.name;
  const states = new Set(members.map((m) => m.state?.abbreviation).filter(Boolean));
  return states.size ? `${states.size} states` : "Several states";
}

/** Several listings waiting for their listing fees (an import's, say): one payment for them all (docs/decisions/0052). */
function FeesDueNotice({ pending }: { pending: SellingRow[] }) {
  const due = pending.filter((row) => row.status === "new" && row.fee.kind === "due");
  if (due.length < 2) return null;
  const total = due.reduce((sum, row) => sum + (row.fee.kind === "due" ? row.fee.dueCents : 0), 0);
  return (
    <div
      className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
      data-testid="fees-due-notice"
    >
      <p>
        {due.length.toLocaleString("en-US")} listings are waiting for their listing fees, {formatMoney(total)} in all. Each is reviewed once
        its fee is paid.
      </p>
      <Link to="/sell/fees" className="btn-primary shrink-0">
        Pay them all at once
      </Link>
    </div>
  );
}

/** The offers in negotiation per listing, each with its thread. */
function negotiationsByListing(negotiating: NegotiatingOffer[], threads: Map<number, ThreadEvent[]>): Map<number, SellingNegotiation[]> {
  const byListing = new Map<number, SellingNegotiation[]>();
  for (const { judgmentId, counterExpiresAt, ...offer } of negotiating) {
    const list = byListing.get(judgmentId) ?? [];
    list.push({ ...offer, counterExpiresAt: iso(counterExpiresAt), thread: threads.get(offer.id) ?? [] });
    byListing.set(judgmentId, list);
  }
  return byListing;
}

export default function SellingDashboard({ loaderData }: Route.ComponentProps) {
  const { pending, active, closed, identityNeeded } = loaderData;
  // Two or more judgments on sale on their own can be grouped into a portfolio (docs/decisions/0055).
  const groupable = active.filter((row) => row.kind === "judgment" && row.status === "active").length;
  const nothingYet = pending.length === 0 && active.length === 0 && closed.length === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link to="/home" className="text-sm font-medium no-underline hover:underline">
            ← Back to Dashboard
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">My Selling Dashboard</h1>
          <p className="mt-1 text-slate-600">Your listings, from review to sale.</p>
        </div>
        {!nothingYet && (
          <div className="flex flex-col gap-2 self-start sm:flex-row sm:items-center sm:self-auto">
            <Link to="/sell/import" className="btn-secondary" data-testid="import-link">
              Import a spreadsheet
            </Link>
            {groupable >= 2 && (
              <Link to="/portfolios/new" className="btn-secondary" data-testid="group-portfolio-link">
                Group into a portfolio
              </Link>
            )}
            <Link to="/sell" className="btn-accent">
              List another judgment
            </Link>
          </div>
        )}
      </div>

      {identityNeeded && <IdentityNotice />}

      <FeesDueNotice pending={pending} />

      {nothingYet && (
        <div
          className="card mt-8 flex flex-col items-start gap-3 border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
          data-testid="ready-to-list"
        >
          <div>
            <h2 className="text-xl font-semibold">Ready to list a Judgment?</h2>
            <p className="mt-1 text-sm text-slate-700">
              {listingFeeSentence()} Our team reviews each listing, usually within one business day.
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Listing many judgments? <Link to="/sell/import">Import a spreadsheet</Link>.
            </p>
          </div>
          <Link to="/sell" className="btn-accent shrink-0 px-5 py-2.5 text-base">
            Sell a Judgment!
          </Link>
        </div>
      )}

      <div className="mt-8 space-y-10">
        <SellingSection
          id="pending"
          title="Judgments Pending Approval"
          count={pending.length}
          empty="You have no listings waiting on approval."
        >
          <PendingTable rows={pending} />
        </SellingSection>
        <SellingSection id="active" title="Active Listings" count={active.length} empty="You have no active listings.">
          <ActiveListings rows={active} />
        </SellingSection>
        <SellingSection id="closed" title="Sold or Expired" count={closed.length} empty="You have no sold or expired listings.">
          <ClosedListings rows={closed} />
        </SellingSection>
      </div>
    </div>
  );
}
