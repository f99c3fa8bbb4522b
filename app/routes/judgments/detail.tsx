// /judgments/{id}: the judgment page. Buyers see everything needed to decide (price, description,
// court details, documents and offers as allowed, the highest offer, counts, the seller) and act on
// active listings. The owner sees "My Listing": the offers, the counts, Edit My Listing, hide /
// unhide and remove, and the documents with the uploader. PUT /judgments/{id} is the spec's edit
// call (see the middleware and the action). After payment the assignment step and the escrow
// protections (deadlines, cancelling, the dispute: app/components/escrow/) show to the owner, the
// accepted buyer and administrators. The page's data is built for its audience (visitor, buyer,
// owner, administrator) in app/server/judgment-page/; who may see what is decided in
// app/domain/listing-visibility.ts.
import { Link } from "react-router";
import type { Route } from "./+types/detail";
import { DetailActions, VisitorPrompt } from "~/components/judgments/detail-actions";
import { DetailBanner } from "~/components/judgments/detail-banner";
import { DetailCard } from "~/components/judgments/detail-card";
import { SimilarSales } from "~/components/comparables/similar-sales";
import { ListingBuyers } from "~/components/buy-requests/listing-buyers";
import { SaleFeedbackSection } from "~/components/feedback/sale-feedback";
import { DetailDescription } from "~/components/judgments/detail-description";
import { DetailDocuments } from "~/components/judgments/detail-documents";
import { DetailInfoTable } from "~/components/judgments/detail-info-table";
import { DetailOffers } from "~/components/judgments/detail-offers";
import { DetailFacts } from "~/components/judgments/detail-facts";
import { DetailVerification } from "~/components/judgments/detail-verification";
import { DetailValueSection, VALUE_FAQ_PATH } from "~/components/judgments/detail-value";
import { DetailStatements } from "~/components/judgments/detail-statements";
import { DeadlineFlag } from "~/components/judgments/deadline-flag";
import { html } from "~/components/html/html";
import { deadlineFlag } from "~/domain/judgment-value/wording";
import { OwnerActions } from "~/components/judgments/owner-actions";
import { PortfolioMemberBanner } from "~/components/portfolios/member-banner";
import { OwnerActivity } from "~/components/judgments/owner-activity";
import { OwnerDocuments } from "~/components/judgments/owner-documents";
import { OwnerNotices } from "~/components/judgments/owner-notices";
import { BuyerConfirmation } from "~/components/assignment/buyer-confirmation";
import { OwnerAssignment } from "~/components/assignment/owner-assignment";
import { DisputeSection } from "~/components/escrow/dispute-section";
import { errorsFor } from "~/components/escrow/escrow-form-errors";
import { escrowSlots } from "~/components/escrow/escrow-steps";
import { RemoveConfirmStep } from "~/components/judgments/owner-remove";
import { pageTitle } from "~/components/page-title";
import { ReactivatePanel } from "~/components/deadlines/reactivate-panel";
import { MarkupElement } from "~/components/html/markup-element";
import { offersPrivateParts } from "~/components/judgments/detail-offers-html";
import {
  JUDGMENT_ASIDE_CLASS,
  JUDGMENT_COLUMN_CLASS,
  JUDGMENT_GRID_CLASS,
  JUDGMENT_PAGE_CLASS,
  judgmentBreadcrumb,
  judgmentHeader,
  judgmentMeta,
} from "~/components/judgments/judgment-page-frame";
import { signInPathTo } from "~/domain/sign-in-path";
import { MyOfferCard } from "~/components/offers/my-offer";
import { OfferThresholds } from "~/components/offers/offer-thresholds";
import { dealTermsOf } from "~/domain/deal-math";
import { hydratesWhen } from "~/components/hydration";
import { dataUnlessPlain } from "~/components/document-load";
import type { ViewerRelation } from "~/domain/listing-visibility";
import { judgmentPageAction } from "~/server/judgment-page/action";
import { isJsonPut, putListingEditJson } from "~/server/judgment-page/owner-intents";
import { loadJudgmentPage } from "~/server/judgment-page/page";

/**
 * Only the owner's and an administrator's page hydrate (the owner's document uploader with its
 * progress and the document viewer; the administrators' tools). A visitor's and any other
 * member's page (buyers, bidders, the accepted buyer) is finished HTML with the enhancement
 * script: its forms post to the action below (docs/decisions/0040).
 */
export const handle = hydratesWhen<{ relation: ViewerRelation }>((page) => page.relation === "owner" || page.relation === "admin", {
  visitor: false,
  buyer: false,
  owner: true,
  admin: true,
});

/** Reached by a client-side link from a page that hydrates: a buyer's page loads as a document. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return dataUnlessPlain(handle, request, await serverLoader());
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? judgmentMeta(loaderData, matches) : pageTitle("Judgment Not Found", matches);

/** PUT /judgments/{id} from a script that speaks JSON is answered in JSON, before any page renders. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => (isJsonPut(request) ? putListingEditJson(request, context, params.id) : next()),
];

export async function loader(args: Route.LoaderArgs) {
  return loadJudgmentPage(args);
}

export async function action(args: Route.ActionArgs) {
  return judgmentPageAction(args);
}

export default function JudgmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { judgment } = page;
  const signInPath = signInPathTo(`/judgments/${judgment.id}`);
  const ownerError = actionData && "ownerError" in actionData ? actionData.ownerError : null;
  const ownerView = page.ownerView && { ...page.ownerView, actionError: ownerError ?? null };
  const formErrors =
    actionData && "offerErrors" in actionData
      ? {
          intent: actionData.offerIntent,
          errors: actionData.offerErrors,
          offerId: actionData.offerId,
          typed: actionData.offerTyped,
          review: actionData.review,
        }
      : null;
  // The buyer's Make / Edit Offer forms; the negotiation's forms (counter, counter back, thresholds) by intent.
  const offerAnswer =
    formErrors && (formErrors.intent === "offer" || formErrors.intent === "edit-offer")
      ? { ...formErrors, intent: formErrors.intent }
      : null;
  const errorsOf = (intent: string) => (formErrors?.intent === intent ? formErrors : null);
  const messageAnswer = actionData && "messageErrors" in actionData ? actionData : null;
  const pendingOffer = page.myOffer?.status === "pending" ? page.myOffer : null;
  const thresholdErrors = errorsOf("set-thresholds")?.errors;
  // The escrow steps (deadlines, cancelling, the dispute); a 422 of their forms comes back as escrowErrors.
  const escrowErrors =
    actionData && "escrowErrors" in actionData
      ? { intent: actionData.escrowIntent, errors: actionData.escrowErrors, typed: actionData.escrowTyped }
      : null;
  const feedbackFailed =
    actionData && "feedbackErrors" in actionData
      ? { errors: actionData.feedbackErrors as Record<string, string[] | undefined>, typed: actionData.feedbackTyped }
      : null;
  const escrow = page.escrow && escrowSlots({ judgmentId: judgment.id, title: judgment.title, view: page.escrow, errors: escrowErrors });
  const terms = dealTermsOf(judgment.priceCents, page.value, page.similarSales?.kind === "figures" ? page.similarSales.figures : null);
  const filing = { stateName: judgment.state.name, rule: page.value.assignment };
  // The seller sees an enforceability deadline within 18 months (or past) at the top of My Listing.
  const ownerFlag = page.owner ? deadlineFlag(page.value.clock, page.value.asOf) : null;
  return (
    <div className={JUDGMENT_PAGE_CLASS}>
      {page.owner ? (
        <div className="mb-6">
          <Link to="/home" className="text-sm font-medium no-underline hover:underline">
            ← Back to Dashboard
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">My Listing</h1>
        </div>
      ) : (
        <MarkupElement element={judgmentBreadcrumb(judgment)} />
      )}

      {ownerView?.confirmRemove && (
        <RemoveConfirmStep judgmentId={judgment.id} title={judgment.title} pendingOffers={ownerView.pendingOffers} />
      )}

      <div className={JUDGMENT_GRID_CLASS}>
        <MarkupElement element={judgmentHeader(judgment, page.owner)} />

        <aside className={JUDGMENT_ASIDE_CLASS} aria-label={ownerView ? "Price and listing actions" : "Price and actions"}>
          {page.portfolio && <PortfolioMemberBanner portfolio={page.portfolio} />}
          <DetailBanner page={page} />
          {ownerView && <OwnerNotices judgmentId={judgment.id} view={ownerView} />}
          {ownerFlag && (
            <DeadlineFlag
              flag={ownerFlag}
              testId="owner-deadline-flag"
              more={html`<p class="mt-1 text-xs"><a href="#judgment-value">See the enforceability clock</a> · <a href="${VALUE_FAQ_PATH}">How the dates are made</a></p>`}
            />
          )}
          {page.myOffer && <MyOfferCard offer={page.myOffer} judgmentId={judgment.id} terms={terms} answer={errorsOf("counter-back")} />}
          {page.deadline && <ReactivatePanel deadline={page.deadline} error={page.deadline.viewer === "owner" ? ownerError : null} />}
          <DetailCard page={page}>
            {ownerView ? (
              <OwnerActions judgmentId={judgment.id} title={judgment.title} view={ownerView} />
            ) : page.canAct ? (
              <DetailActions
                judgmentId={judgment.id}
                title={judgment.title}
                prices={{ askingCents: judgment.priceCents, buyNowCents: judgment.buyNowCents }}
                terms={terms}
                sellerHandle={judgment.seller.handle}
                watching={page.watching}
                myOffer={pendingOffer}
                offerAnswer={offerAnswer}
                messageErrors={messageAnswer?.messageErrors}
                messageTyped={messageAnswer?.messageTyped}
              />
            ) : page.current_user === null && judgment.status === "active" ? (
              <VisitorPrompt signInPath={signInPath} />
            ) : null}
          </DetailCard>
          <SimilarSales view={page.similarSales} />
          <ListingBuyers view={page.buyers} />
          {ownerView?.thresholds && (
            <OfferThresholds judgmentId={judgment.id} thresholds={ownerView.thresholds} terms={terms} errors={thresholdErrors} />
          )}
        </aside>

        <div className={JUDGMENT_COLUMN_CLASS}>
          {page.assignment &&
            (page.assignment.role === "buyer" ? (
              <BuyerConfirmation judgmentId={judgment.id} title={judgment.title} view={page.assignment} escrow={escrow} filing={filing} />
            ) : (
              <OwnerAssignment judgmentId={judgment.id} view={page.assignment} escrow={escrow} filing={filing} />
            ))}
          {page.escrow?.dispute && (
            <DisputeSection judgmentId={judgment.id} view={page.escrow} errors={errorsFor(escrowErrors, "answer_dispute")} />
          )}
          <SaleFeedbackSection judgmentId={judgment.id} sales={page.feedback} failed={feedbackFailed} />
          {ownerView?.activity && <OwnerActivity chart={ownerView.activity} />}
          <DetailDescription description={judgment.description} />
          <DetailInfoTable judgment={judgment} />
          <DetailVerification view={page.verification} />
          <DetailValueSection
            value={page.value}
            charts={page.valueCharts}
            priceCents={judgment.priceCents}
            amountCents={judgment.amountCents}
          />
          <DetailStatements statements={page.statements} />
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
              decide={
                page.owner && judgment.status === "active" ? { judgmentId: judgment.id, terms, errors: errorsOf("counter-offer") } : null
              }
            />
          ) : (
            <MarkupElement element={offersPrivateParts("listing")} />
          )}
        </div>
      </div>
    </div>
  );
}
