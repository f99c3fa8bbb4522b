// GET /api/judgments/{id}: the judgment as JSON, with only the fields the caller may see (the
// visibility rules are in server/queries/judgment-detail.ts). Money fields (price,
// original_price, agreed_price, offers[].amount) are integer cents; `agreed_price` is what the buyer
// agreed to pay once an offer is accepted, for the owner, the buyer, administrators and, when the
// offers are public, everyone (null otherwise), with `price_label` the words the page puts on the
// price it shows ("Agreed price", "Asking price", "Last asking price"); dates are ISO 8601 ('YYYY-MM-DD' for
// date_awarded). `facts` are the collectability facts the seller gave (null: not stated); `value`
// is the judgment's worth computed for today (US Eastern), under the newest rules: the estimated
// balance in cents or the reason there is none, the asking price's share of it in basis points,
// the enforceability clock's dates and status, the assignment filing rule, each with its citation
// and confidence, and the rules version used. Estimates, not legal advice (value.notice).
// Unknown, malformed or hidden ids answer 404 with { errors: { id: [...] } }.
// PUT hides or shows the listing, DELETE removes it; other methods answer 405 in JSON.
import { buyNowPrice } from "~/domain/fees";
import { shownPrice } from "~/domain/listing-price";
import { NEAR_DEADLINE_MONTHS } from "~/domain/judgment-value/clock";
import { ESTIMATE_NOTICE } from "~/domain/judgment-value/rules";
import type { JudgmentValue } from "~/domain/judgment-value/value";
import { backToReviewMessage } from "~/domain/limit-review";
import { valuesToday } from "~/server/judgment-value/today";
import { canViewListing, firstLookNoteUntil, viewerOf } from "~/domain/listing-visibility";
import { readBody } from "~/server/http/body";
import { del, endpoint, get, put, type RouteArgs } from "~/server/http/endpoint";
import { invalid, jsonError, Refusal } from "~/server/http/refusal";
import { removeListing, setListingVisibility } from "~/server/listings/owner-actions";
import { NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { loadJudgmentForViewer, type JudgmentForViewer, type ListedOffer } from "~/server/queries/judgment-detail";
import { findViewablePortfolio } from "~/server/portfolios/page";
import { shownText } from "~/domain/member-texts";
import { findEditableListing } from "~/server/queries/selling";
import { parseId } from "~/domain/ids";

function judgmentNotFound(): Refusal {
  return new Refusal(404, { id: ["No such judgment."] });
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The value as the API gives it: money in cents, dates 'YYYY-MM-DD', shares in basis points. */
function valueJson(value: JudgmentValue, asOf: string) {
  const { balance, clock, assignment } = value;
  return {
    as_of: asOf,
    rules_version: value.rules.version,
    rules_published: value.rules.published,
    notice: ESTIMATE_NOTICE,
    balance:
      balance.kind === "estimate"
        ? {
            available: true,
            estimated_balance: balance.balanceCents,
            principal: balance.principalCents,
            interest: balance.interestCents,
            compounding: balance.compounding,
            rate_from: balance.rateFrom,
            label: balance.label,
            periods: balance.periods.map((p) => ({
              from: p.from,
              to: p.to,
              days: p.days,
              rate_percent: p.ratePercent,
              base: p.baseCents,
              interest: p.interestCents,
              source: p.source,
              checked: p.checked,
              assumed: p.assumed ?? false,
            })),
            citation: balance.citation,
            confidence: balance.confidence,
            /** The date of the newest rate (or index value) the figure rests on; null for a rate stated in the judgment. */
            newest_rate_on: balance.newestRateOn,
            rates_checked_on: balance.checkedOn,
            /** From this day no rate is on file and the last one is assumed to continue. */
            rate_assumed_from: balance.assumedFrom,
            /** A disputed reading of the statute and its figure (New York consumer judgments before 04/30/2022). */
            contested: balance.contested && {
              note: balance.contested.note,
              citation: balance.contested.citation,
              label: balance.contested.label,
              estimated_balance: balance.contested.balanceCents,
              interest: balance.contested.interestCents,
            },
          }
        : { available: false, estimated_balance: null, reason: balance.reason, citation: balance.citation, confidence: balance.confidence },
    /** The asking price as a share of the estimated balance; null without an estimate. */
    share_of_balance_bps: value.shareBps,
    clock:
      clock.kind === "clock"
        ? {
            available: true,
            status: clock.status,
            /** Within NEAR_DEADLINE_MONTHS of the next deadline, or past it. */
            flagged: clock.status !== "ok",
            flag_months: NEAR_DEADLINE_MONTHS,
            next_action: clock.nextAction && {
              label: clock.nextAction.label,
              opens_on: clock.nextAction.opensOn,
              closes_on: clock.nextAction.closesOn,
              method: clock.nextAction.method,
            },
            deadline_on: clock.deadlineOn,
            lien_expires_on: clock.lienExpiresOn,
            hard_limit_on: clock.hardLimitOn,
            enforceable_until: clock.enforceableUntil,
            assumptions: clock.assumptions,
            citation: clock.citation,
            confidence: clock.confidence,
          }
        : { available: false, status: null, reason: clock.reason, citation: clock.citation, confidence: clock.confidence },
    assignment: assignment && {
      filing: assignment.filing,
      form: assignment.form,
      citation: assignment.citation,
      url: assignment.url,
      confidence: assignment.confidence,
    },
  };
}

function judgmentJson(
  { judgment: j, access, documents, offers, agreedCents }: JudgmentForViewer,
  now: Date,
  value: { asOf: string; value: JudgmentValue },
  viewerId: number | null,
) {
  const f = j.facts;
  /** What a buyer wrote with an offer: the owner once approved, administrators at once; message_status says where its review stands (docs/decisions/0032). */
  const note = (o: ListedOffer) => {
    const shown = shownText(o.note, o.message, { id: viewerId, admin: access.relation === "admin" });
    // The owner never learns of a rejected one: no text, no status.
    return { message: shown.text, message_status: shown.review ?? (o.note && shown.text !== null ? "approved" : null) };
  };
  return {
    id: j.id,
    title: j.title,
    description: j.description,
    price: j.priceCents,
    agreed_price: agreedCents,
    price_label: shownPrice(j, agreedCents).label,
    /** What Buy Now buys at: the seller's Buy Now price, or the asking price when none was set. */
    buy_now_price: buyNowPrice({ askingCents: j.priceCents, buyNowCents: j.buyNowCents }),
    original_price: j.amountCents,
    date_awarded: j.dateAwarded,
    created_at: iso(j.createdAt),
    listed_at: iso(j.listedAt),
    /** While live and in its premium first look (only premium members, the owner and administrators see it then): when everyone will. */
    first_look_until: iso(firstLookNoteUntil(j, now)),
    casenum: j.casenum,
    courthouse: j.courthouse,
    status: j.status,
    highlight_listing: j.highlightListing,
    embolden_listing: j.emboldenListing,
    ...(access.canSeeBuyerId ? { buyer_id: j.buyerId } : {}),
    user: { id: j.sellerId, handle: j.sellerHandle },
    state: j.state,
    state_id: j.state.id,
    county_id: j.county.id,
    county: j.county,
    ...(offers
      ? {
          offers: offers.map((o) => ({
            id: o.id,
            judgment_id: j.id,
            amount: o.amountCents,
            status: o.status,
            expires_at: iso(o.expiresAt),
            created_at: iso(o.createdAt),
            edited_at: iso(o.amountChangedAt),
            // The bidder's handle, and whether an identity check verified them (docs/decisions/0048).
            buyer: { id: o.buyer.id, handle: o.buyer.handle, identity_verified: o.buyer.identityVerified },
            // What a buyer wrote with the offer: for whom the judgment page shows it (the seller and administrators), one rule.
            ...(access.canSeeOfferMessages ? note(o) : {}),
          })),
        }
      : {}),
    offers_count: j.offersCount,
    views_count: j.viewsCount,
    watchlist_count: j.watchlistCount,
    ...(documents
      ? {
          documents: documents.map((d) => ({
            id: d.id,
            user_filename: d.userFilename,
            doc_url: `/api/documents/view/${d.id}`,
            created_at: iso(d.createdAt),
            // A flagged name: what other members read instead (docs/decisions/0032), for the owner and administrators.
            ...(d.nameFlag ? { shown_to_others: d.nameFlag.othersSee } : {}),
          })),
        }
      : {}),
    offers_visibility: j.offersVisibility,
    seller_transferred_at: iso(j.sellerTransferredAt),
    sold_at: iso(j.soldAt),
    is_sold: j.status === "sold",
    /** The collectability facts (issue 17), named as the listing forms name them; null = not stated. */
    facts: {
      court_type: f.courtType,
      debt_type: f.debtType,
      litigation: f.litigation,
      stated_rate_percent: f.statedRatePercent,
      /** The date of entry: the date awarded. */
      date_of_entry: j.dateAwarded,
      last_renewed_on: f.lastRenewedOn,
      debtor_type: f.debtorType,
      debtor_real_estate: f.debtorRealEstate,
      debtor_employed: f.debtorEmployed,
      debtor_bank_account: f.debtorBankAccount,
      debtor_vehicles: f.debtorVehicles,
      debtor_attorney: f.debtorAttorney,
    },
    value: valueJson(value.value, value.asOf),
  };
}

function judgmentIdOf(params: Record<string, string | undefined>): number {
  const id = parseId(params.id);
  if (id === null) throw judgmentNotFound();
  return id;
}

const show = get({ access: "anyone" }, async ({ params, services, user }) => {
  const id = judgmentIdOf(params);
  const now = services.clock.now();
  const view = await loadJudgmentForViewer(services.db, id, viewerOf(user), now);
  if (!view) {
    // A portfolio's id (docs/decisions/0055): what it is and where its data is, for whoever may see it.
    const portfolio = await findViewablePortfolio(services.db, id, viewerOf(user), now);
    if (!portfolio) throw judgmentNotFound();
    return Response.json(
      {
        id,
        kind: "portfolio",
        title: portfolio.portfolio.title,
        status: portfolio.portfolio.status,
        portfolio_url: `/api/portfolios/${id}`,
        url: `/portfolios/${id}`,
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const { judgment: j } = view;
  // The stored inputs (the payments received of the seller's statements included), as the page reads them.
  const { asOf, byId } = await valuesToday(services.db, [j.id], now);
  const value = { asOf, value: byId.get(j.id)! };
  return Response.json(judgmentJson(view, now, value, user?.id ?? null), { headers: { "Cache-Control": "private, no-store" } });
});

/**
 * PUT /api/judgments/{id}: the owner hides or shows the listing. The body may name the wanted
 * status ({ status: 'hidden' | 'active' }); without it the listing toggles. Answers { id, status }, with
 * `message` when a judgment past its limit went back to review (status 'new') instead of live.
 * 401 visitors, 403 anyone but the owner, 404 unknown, 409 wrong status, 422 bad status.
 */
const changeVisibility = put({ access: "member" }, async ({ request, params, services, user }) => {
  const id = judgmentIdOf(params);
  const wanted = (await readBody(request)).status;
  if (wanted !== undefined && wanted !== null && wanted !== "" && wanted !== "hidden" && wanted !== "active") {
    // Who may change the listing comes first: a stranger's request is refused, not validated.
    const listing = await findEditableListing(services.db, id);
    if (!listing || !canViewListing(listing, user, services.clock.now())) throw jsonError(404, NO_SUCH_JUDGMENT);
    if (listing.sellerId !== user.id) throw jsonError(403, "You are not allowed to do that.");
    throw invalid({ status: ["The status can be 'hidden' or 'active'."] });
  }
  const to = wanted === "hidden" || wanted === "active" ? wanted : undefined;
  const result = await setListingVisibility(services, { judgmentId: id, userId: user.id, to });
  // Shown again but past its limit: back to review ('new'), and why.
  return Response.json(
    result.pastLimitNotice ? { id, status: result.to, message: backToReviewMessage(result.pastLimitNotice) } : { id, status: result.to },
  );
});

/**
 * DELETE /api/judgments/{id}: the owner removes the listing (soft delete: status cancelled; open
 * offers declined, their buyers e-mailed). Answers { id, status: 'cancelled', rejected_offers }.
 * 401 visitors, 403 anyone but the owner, 404 unknown, 409 wrong status.
 */
const remove = del({ access: "member" }, async ({ params, services, user }) => {
  const id = judgmentIdOf(params);
  const result = await removeListing(services, { judgmentId: id, userId: user.id });
  return Response.json({ id, status: result.to, rejected_offers: result.rejectedOffers });
});

const judgment = endpoint({ GET: show, PUT: changeVisibility, DELETE: remove });

export const loader = judgment.loader;

/** A path under /api/judgments/ that is no number names no endpoint: 404 for every method. */
export async function action(args: RouteArgs) {
  if (parseId(args.params.id) === null) return jsonError(404, "No such endpoint.");
  return judgment.action(args);
}
