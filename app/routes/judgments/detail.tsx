// /judgments/{id}: the judgment page. Buyers see everything needed to decide (price, description,
// court details, documents and offers as allowed, the highest offer, counts, the seller) and act on
// active listings. The owner sees "My Listing": the offers, the counts, Edit My Listing, hide /
// unhide and remove (intent=hide|unhide|cancel), and the documents with the uploader; the owner's
// side lives in ./owner-listing.server.ts. PUT /judgments/{id} is the spec's edit call (see the
// middleware and the action). Who may see what is decided in app/domain/listing-visibility.ts.
// After payment the assignment step and the escrow protections (deadlines, cancelling, the
// dispute: app/components/escrow/) show to the owner, the accepted buyer and administrators.
// "What it's worth" (the estimated balance, the enforceability clock, issue 17) is computed for
// today's US Eastern date on every render, under the newest rules (app/server/judgment-value/today.ts);
// the visitors' page cache keys its pages by that date too (server/page-cache.ts).
import { data, Link, replace } from "react-router";
import type { Route } from "./+types/detail";
import { DetailActions, VisitorPrompt } from "~/components/judgments/detail-actions";
import { DetailBanner } from "~/components/judgments/detail-banner";
import { DetailCard } from "~/components/judgments/detail-card";
import { DetailDescription } from "~/components/judgments/detail-description";
import { DetailDocuments } from "~/components/judgments/detail-documents";
import { DetailInfoTable } from "~/components/judgments/detail-info-table";
import { DetailOffers } from "~/components/judgments/detail-offers";
import { DetailFacts } from "~/components/judgments/detail-facts";
import { DetailValueSection, VALUE_FAQ_PATH } from "~/components/judgments/detail-value";
import { DeadlineFlag } from "~/components/judgments/deadline-flag";
import { deadlineFlag } from "~/domain/judgment-value/wording";
import { valueToday } from "~/server/judgment-value/today";
import { OwnerActions } from "~/components/judgments/owner-actions";
import { OwnerDocuments } from "~/components/judgments/owner-documents";
import { OwnerNotices } from "~/components/judgments/owner-notices";
import { BuyerConfirmation } from "~/components/assignment/buyer-confirmation";
import { OwnerAssignment } from "~/components/assignment/owner-assignment";
import { DisputeSection } from "~/components/escrow/dispute-section";
import { errorsFor } from "~/components/escrow/escrow-form-errors";
import { escrowSlots } from "~/components/escrow/escrow-steps";
import { ADD_FORMS_INTENT, assignmentFormsIntentAction, assignmentIntentAction, isAssignmentIntent } from "~/server/assignment/answer";
import { loadAssignmentView } from "~/server/assignment/view";
import { escrowIntentAction, isEscrowIntent } from "~/server/escrow/answer";
import { loadEscrowView } from "~/server/escrow/view";
import { RemoveConfirmStep } from "~/components/judgments/owner-remove";
import { pageTitle } from "~/components/page-title";
import { ReactivatePanel } from "~/components/deadlines/reactivate-panel";
import { loadDeadlineView } from "~/server/deadlines/deadline-view";
import { handOverIntentAction, isHandOverIntent } from "~/server/deadlines/page-intents";
import { formatDate } from "~/domain/dates";
import { DESCRIPTION_PREVIEW_CHARS, preview } from "~/domain/text-preview";
import { FirstLookBadge } from "~/components/judgments/first-look-badge";
import { getOptionalUser, requireUser } from "~/server/auth/guards";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { loadJudgmentForViewer } from "~/server/queries/judgment-detail";
import { findLatestOfferOf } from "~/server/queries/offers";
import type { ListedOffer } from "~/server/queries/judgment-detail";
import { loadThreads, type ThreadReader } from "~/server/offers/thread-view";
import { shownText } from "~/domain/member-texts";
import { MAX_COUNTERS, standingCounterText } from "~/domain/negotiation";
import type { DetailNegotiation } from "~/components/judgments/detail-types";
import { listingFeePaid } from "~/server/queries/listings";
import { effectiveOfferStatus } from "~/domain/offer-expiry";
import { findListingParties } from "~/server/queries/listing-status";
import { canViewListing, documentsHiddenReason, firstLookNoteUntil, viewerOf } from "~/domain/listing-visibility";
import { isOfferIntent, offerIntentAction } from "~/server/offers/page-intents";
import { messageIntentAction } from "~/server/messages/page-intents";
import { MyOfferCard } from "~/components/offers/my-offer";
import { OfferThresholds } from "~/components/offers/offer-thresholds";
import { viewerKeyFor } from "~/server/queries/listing-views";
import { countsAsView } from "~/server/listings/view-counter";
import { isWatching, setWatching, watchRefusal } from "~/server/queries/watchlist";
import { toastHeader } from "~/server/toast";
import { isJsonPut, isOwnerIntent, loadOwnerView, ownerIntentAction, putListingEditForm, putListingEditJson } from "./owner-listing.server";
import { parseId } from "~/domain/ids";
import { buyNowPrice } from "~/domain/fees";
import { highlightSegments } from "~/domain/moderation";
import { hydratesWhen } from "~/components/hydration";

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A visitor's page is finished HTML; a member's hydrates (docs/decisions/0040). */
export const handle = hydratesWhen<{ current_user: unknown }>((page) => page.current_user !== null);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageTitle("Judgment Not Found", matches);
  const { judgment, owner } = loaderData;
  const where = `${judgment.county.name}, ${judgment.state.name}`;
  return pageTitle(owner ? "My Listing" : judgment.title, matches, `${judgment.title} — a judgment from ${where} for sale.`);
};

/** PUT /judgments/{id} from a script that speaks JSON is answered in JSON, before any page renders. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => (isJsonPut(request) ? putListingEditJson(request, context, params.id) : next()),
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const services = getServices(context);
  const { db } = services;
  const user = await getOptionalUser(request, context);
  const view = await loadJudgmentForViewer(db, id, viewerOf(user), services.clock.now());
  if (!view) notFound();
  const { judgment, access } = view;
  const owner = access.relation === "owner";
  const reader: ThreadReader | null = user && { id: user.id, admin: access.relation === "admin" };

  // A view counts once per viewer per day, only on live listings and never the owner's own;
  // noted here and written a moment later with others (app/server/listings/view-counter.ts).
  if (judgment.status === "active" && !owner && countsAsView(request.headers.get("user-agent"))) {
    const viewerKey = user
      ? viewerKeyFor({ userId: user.id })
      : viewerKeyFor({ ip: getRequestInfo(context).ip, secret: services.cookieSecret });
    services.views.record({ judgmentId: id, viewerKey, viewerId: user?.id ?? null });
  }

  const description = judgment.description?.trim() ?? "";
  const { asOf, value } = await valueToday(
    db,
    {
      amountCents: judgment.amountCents,
      priceCents: judgment.priceCents,
      dateAwarded: judgment.dateAwarded,
      stateCode: judgment.state.abbreviation,
      facts: judgment.facts,
    },
    services.clock.now(),
  );
  const ownerView = owner
    ? await loadOwnerView(db, {
        judgmentId: id,
        sellerId: judgment.sellerId,
        status: judgment.status,
        pendingOffers: view.offers?.filter((o) => o.status === "pending").length ?? 0,
        url: new URL(request.url),
      })
    : null;
  // After payment: the assignment step, for the owner, the accepted buyer and administrators only.
  const assignment = await loadAssignmentView(db, {
    judgmentId: id,
    status: judgment.status,
    buyerId: judgment.buyerId,
    viewerId: user?.id ?? null,
    viewerRoles: user?.roles ?? [],
    relation: access.relation,
    url: new URL(request.url),
    now: services.clock.now(),
  });
  // The escrow protections: deadlines, cancellation, the dispute (same viewers as the assignment step).
  const escrow = await loadEscrowView(
    db,
    { judgmentId: id, status: judgment.status },
    { id: user?.id ?? null, relation: access.relation },
    services.clock.now(),
  );
  // "Awaiting listing fee" instead of "Pending Review", for those who may know about the fee.
  const listingFeeDue =
    judgment.status === "new" &&
    (ownerView ? ownerView.fee.kind === "due" : access.relation === "admin" && !(await listingFeePaid(db, id)));
  return {
    ownerView,
    listingFeeDue,
    assignment,
    /** The estimated balance and the enforceability clock for today; the assignment rule with the assignment step only. */
    value: { ...value, assignment: assignment ? value.assignment : null, asOf },
    escrow,
    /** The payment deadline, for the owner and the accepted buyer while an offer is accepted. */
    deadline: await loadDeadlineView(db, id, user?.id ?? null, services.clock.now()),
    current_user: user ? (owner ? ("owner" as const) : ("buyer" as const)) : null,
    relation: access.relation,
    owner,
    canAct: access.canAct,
    watching: user && !owner ? await isWatching(db, user.id, id) : false,
    /** The signed-in buyer's latest offer on this listing (a pending one past its date shows expired), with its thread. */
    myOffer: await (async () => {
      const mine = user && !owner ? await findLatestOfferOf(db, id, user.id) : null;
      if (!mine) return null;
      const status = effectiveOfferStatus(mine);
      const thread = (await loadThreads(db, [mine.id], { id: user!.id, admin: false })).get(mine.id) ?? [];
      // The counter-offer's message as the buyer may read it: "awaiting review" until approved (docs/decisions/0032).
      const counterText = standingCounterText(thread);
      return {
        id: mine.id,
        amountCents: mine.amountCents,
        status,
        expiresAt: iso(mine.expiresAt),
        createdAt: mine.createdAt.toISOString(),
        awaiting: mine.awaiting,
        counterCents: mine.counterCents,
        counterMessage: counterText.message,
        counterReview: counterText.review,
        counterExpiresAt: iso(mine.counterExpiresAt),
        buyerCountersLeft: Math.max(0, MAX_COUNTERS - mine.buyerCounters),
        thread,
      };
    })(),
    judgment: {
      id: judgment.id,
      title: judgment.title,
      description: { full: description, ...preview(description, DESCRIPTION_PREVIEW_CHARS) },
      priceCents: judgment.priceCents,
      buyNowCents: judgment.buyNowCents,
      amountCents: judgment.amountCents,
      dateAwarded: judgment.dateAwarded,
      listedAt: iso(judgment.listedAt),
      /** While live and in its premium first look (only premium members, the owner, administrators and the buyer see it then): when it ends. */
      firstLookUntil: iso(firstLookNoteUntil(judgment, services.clock.now())),
      casenum: judgment.casenum,
      courthouse: judgment.courthouse?.trim() || null,
      status: judgment.status,
      privacy: judgment.privacy,
      offersVisibility: judgment.offersVisibility,
      highlight: judgment.highlightListing,
      seller: { handle: judgment.sellerHandle },
      state: { name: judgment.state.name, abbreviation: judgment.state.abbreviation },
      county: { id: judgment.county.id, name: judgment.county.name },
      counts: { views: judgment.viewsCount, watchlist: judgment.watchlistCount, offers: judgment.offersCount },
      facts: judgment.facts,
    },
    highestOfferCents: view.highestOfferCents,
    /** What the buyer agreed to pay, once an offer is accepted, for those who may know it (listing-visibility.ts). */
    agreedCents: view.agreedCents,
    offersHidden: view.offersHidden,
    documents:
      view.documents?.map((d) => ({
        id: d.id,
        userFilename: d.userFilename,
        createdAt: d.createdAt.toISOString(),
        flagged: d.nameFlag && { segments: highlightSegments(d.userFilename, d.nameFlag.hits), othersSee: d.nameFlag.othersSee },
      })) ?? null,
    /** Why documents are not listed, when they are not. */
    documentsHidden: documentsHiddenReason(access, judgment.privacy),
    offers: await withThreads(db, access.canSeeOfferMessages ? reader : null, view.offers, (o) => ({
      id: o.id,
      amountCents: o.amountCents,
      // A pending offer past its expiry date no longer binds: shown (and refused) as expired.
      status: effectiveOfferStatus(o),
      buyerHandle: o.buyer.handle,
      createdAt: o.createdAt.toISOString(),
      expiresAt: iso(o.expiresAt),
      editedAt: iso(o.amountChangedAt),
      // What a buyer wrote with the offer is for the seller and administrators only, once approved (docs/decisions/0032).
      ...(access.canSeeOfferMessages && reader ? noteOf(o, reader) : { message: null, messageReview: null }),
    })),
  };
}

/** The message written with an offer, as the owner or an administrator may read it. */
function noteOf(offer: ListedOffer, reader: ThreadReader) {
  const note = shownText(offer.note, offer.message, reader);
  return { message: note.text, messageReview: note.review };
}

/**
 * The listing's offers for the page; the negotiation (whose move, the counter-offer, counters
 * left, the thread) only for those who may see the offers' messages: the owner and administrators.
 */
async function withThreads<O extends ListedOffer, R>(
  db: Parameters<typeof loadThreads>[0],
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

/**
 * The Watch toggle (intent=watch|unwatch) for members; the owner's intent=hide|unhide|cancel (and,
 * after payment, mark_assigned and add_assignment_forms); and
 * PUT /judgments/{id}, the edit form sent by the edit page's fetcher. Each works as a plain form
 * post too.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) notFound();
  const services = getServices(context);
  // Every intent starts from a listing the member may see; any other answers like a missing id.
  const listing = await findListingParties(services.db, id);
  if (!listing || !canViewListing(listing, user, services.clock.now())) notFound();
  const body = await readBody(request);
  if (request.method === "PUT") return putListingEditForm(services, { judgmentId: id, userId: user.id, body });
  const intent = body.intent;
  if (isOwnerIntent(intent)) return ownerIntentAction(services, { judgmentId: id, userId: user.id, intent });
  if (isAssignmentIntent(intent))
    return assignmentIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles }, intent });
  if (isHandOverIntent(intent))
    return handOverIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles }, intent, body });
  if (isEscrowIntent(intent))
    return escrowIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles }, intent, body });
  if (intent === ADD_FORMS_INTENT)
    return assignmentFormsIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles } });
  if (isOfferIntent(intent)) return offerIntentAction(services, { judgmentId: id, userId: user.id, intent, body });
  if (intent === "message") return messageIntentAction(services, { judgmentId: id, user, body });
  if (intent !== "watch" && intent !== "unwatch") {
    return data({ errors: { intent: ["Unknown action."] } }, { status: 400 });
  }
  const result = await setWatching(services.db, viewerOf(user), id, intent === "watch", services.clock.now());
  if (!result.ok && result.reason === "not_found") notFound();
  // Back to the page (a replace, so Back does not revisit the post); refusals explain themselves.
  const headers = new Headers();
  if (!result.ok) {
    headers.append("Set-Cookie", await toastHeader(services, { type: "error", description: watchRefusal(result.reason).message }));
  }
  return replace(`/judgments/${id}`, { headers });
}

export default function JudgmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { judgment } = page;
  const signInPath = `/login?redirectTo=${encodeURIComponent(`/judgments/${judgment.id}`)}`;
  const ownerError = actionData && "ownerError" in actionData ? actionData.ownerError : null;
  const ownerView = page.ownerView && { ...page.ownerView, actionError: ownerError ?? null };
  const formErrors =
    actionData && "offerErrors" in actionData
      ? { intent: actionData.offerIntent, errors: actionData.offerErrors, offerId: actionData.offerId }
      : null;
  // The buyer's Make / Edit Offer forms; the negotiation's forms (counter, counter back, thresholds) by intent.
  const offerErrors =
    formErrors && (formErrors.intent === "offer" || formErrors.intent === "edit-offer")
      ? { ...formErrors, intent: formErrors.intent }
      : null;
  const errorsOf = (intent: string) => (formErrors?.intent === intent ? formErrors : null);
  const messageErrors = actionData && "messageErrors" in actionData ? actionData.messageErrors : null;
  const pendingOffer = page.myOffer?.status === "pending" ? page.myOffer : null;
  const thresholdErrors = errorsOf("set-thresholds")?.errors;
  // The escrow steps (deadlines, cancelling, the dispute); a 422 of their forms comes back as escrowErrors.
  const escrowErrors =
    actionData && "escrowErrors" in actionData ? { intent: actionData.escrowIntent, errors: actionData.escrowErrors } : null;
  const escrow = page.escrow && escrowSlots({ judgmentId: judgment.id, title: judgment.title, view: page.escrow, errors: escrowErrors });
  const filing = { stateName: judgment.state.name, rule: page.value.assignment };
  // The seller sees an enforceability deadline within 18 months (or past) at the top of My Listing.
  const ownerFlag = page.owner ? deadlineFlag(page.value.clock, page.value.asOf) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      {page.owner ? (
        <div className="mb-6">
          <Link to="/home" className="text-sm font-medium no-underline hover:underline">
            ← Back to Dashboard
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">My Listing</h1>
        </div>
      ) : (
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/judgments" className="no-underline hover:underline">
                Judgments For Sale
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={`/judgments/by_state/${judgment.state.abbreviation}`} className="no-underline hover:underline">
                {judgment.state.name}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={`/judgments/by_county/${judgment.county.id}`} className="no-underline hover:underline">
                {judgment.county.name}
              </Link>
            </li>
          </ol>
        </nav>
      )}

      {ownerView?.confirmRemove && (
        <RemoveConfirmStep judgmentId={judgment.id} title={judgment.title} pendingOffers={ownerView.pendingOffers} />
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:gap-8">
        <header className="min-w-0 lg:col-span-2">
          {page.owner ? (
            <h2 className="break-words text-2xl font-semibold leading-tight tracking-tight sm:text-3xl" data-testid="judgment-title">
              {judgment.title}
            </h2>
          ) : (
            <h1 className="break-words text-2xl font-bold leading-tight tracking-tight sm:text-3xl" data-testid="judgment-title">
              {judgment.title}
            </h1>
          )}
          <p className="mt-2 text-slate-600">
            {judgment.county.name}, {judgment.state.name}
            <span aria-hidden="true"> · </span>
            Case {judgment.casenum}
          </p>
          {judgment.firstLookUntil && (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="first-look-note">
              <FirstLookBadge />
              <span>
                {page.owner ? "Shown to premium members only" : "Premium members see it first"}; everyone else from{" "}
                {formatDate(judgment.firstLookUntil)}.
              </span>
            </p>
          )}
        </header>

        <aside
          className="min-w-0 space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1"
          aria-label={ownerView ? "Price and listing actions" : "Price and actions"}
        >
          <DetailBanner page={page} />
          {ownerView && <OwnerNotices judgmentId={judgment.id} view={ownerView} />}
          {ownerFlag && (
            <DeadlineFlag flag={ownerFlag} testId="owner-deadline-flag">
              <p className="mt-1 text-xs">
                <a href="#judgment-value">See the enforceability clock</a> · <a href={VALUE_FAQ_PATH}>How the dates are made</a>
              </p>
            </DeadlineFlag>
          )}
          {page.myOffer && <MyOfferCard offer={page.myOffer} judgmentId={judgment.id} errors={errorsOf("counter-back")?.errors} />}
          {page.deadline && <ReactivatePanel deadline={page.deadline} error={page.deadline.viewer === "owner" ? ownerError : null} />}
          <DetailCard page={page}>
            {ownerView ? (
              <OwnerActions judgmentId={judgment.id} title={judgment.title} view={ownerView} />
            ) : page.canAct ? (
              <DetailActions
                judgmentId={judgment.id}
                title={judgment.title}
                priceCents={buyNowPrice({ askingCents: judgment.priceCents, buyNowCents: judgment.buyNowCents })}
                prices={{ askingCents: judgment.priceCents, buyNowCents: judgment.buyNowCents }}
                sellerHandle={judgment.seller.handle}
                watching={page.watching}
                myOffer={pendingOffer}
                offerErrors={offerErrors}
                messageErrors={messageErrors}
              />
            ) : page.current_user === null && judgment.status === "active" ? (
              <VisitorPrompt signInPath={signInPath} />
            ) : null}
          </DetailCard>
          {ownerView?.thresholds && <OfferThresholds judgmentId={judgment.id} thresholds={ownerView.thresholds} errors={thresholdErrors} />}
        </aside>

        <div className="min-w-0 space-y-6 lg:col-span-2">
          {page.assignment &&
            (page.assignment.role === "buyer" ? (
              <BuyerConfirmation judgmentId={judgment.id} title={judgment.title} view={page.assignment} escrow={escrow} filing={filing} />
            ) : (
              <OwnerAssignment judgmentId={judgment.id} view={page.assignment} escrow={escrow} filing={filing} />
            ))}
          {page.escrow?.dispute && (
            <DisputeSection judgmentId={judgment.id} view={page.escrow} errors={errorsFor(escrowErrors, "answer_dispute")} />
          )}
          <DetailDescription description={judgment.description} />
          <DetailInfoTable judgment={judgment} />
          <DetailValueSection value={page.value} priceCents={judgment.priceCents} amountCents={judgment.amountCents} />
          <DetailFacts facts={judgment.facts} dateAwarded={judgment.dateAwarded} />
          {ownerView ? (
            <OwnerDocuments
              judgmentId={judgment.id}
              documents={(page.documents ?? []).map((d) => ({
                id: d.id,
                user_filename: d.userFilename,
                created_at: d.createdAt,
                ...(d.flagged ? { shown_to_others: d.flagged.othersSee } : {}),
              }))}
              closedReason={ownerView.uploadClosedReason}
              note={ownerView.uploadNote}
            />
          ) : (
            <DetailDocuments documents={page.documents} hidden={page.documentsHidden} signInPath={signInPath} />
          )}
          {page.offers ? (
            <DetailOffers
              offers={page.offers}
              owner={page.owner}
              decide={page.owner && judgment.status === "active" ? { judgmentId: judgment.id, errors: errorsOf("counter-offer") } : null}
            />
          ) : (
            <p className="px-1 text-sm text-slate-600" data-testid="offers-private">
              The seller keeps the offers on this listing private.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
