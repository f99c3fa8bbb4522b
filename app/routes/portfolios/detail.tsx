// /portfolios/{id}: a portfolio's page (docs/decisions/0055). A portfolio is a listing, so its card,
// banners, offers, Make Offer / Buy Now / Watch / Contact Seller and the owner's offers and tools are
// the judgment page's components, posting back here; what is its own is the totals of its
// judgments and their list, each linking to its own page, and Dissolve. No page hydrates: forms
// post, the confirmation is a step of the page (docs/decisions/0040). Who may see it is the
// judgment page's rule (judgmentAccess): 404 to whoever may not know it.
import { Link } from "react-router";
import type { Route } from "./+types/detail";
import { DetailActions, VisitorPrompt } from "~/components/judgments/detail-actions";
import { DetailBanner } from "~/components/judgments/detail-banner";
import { DetailCard } from "~/components/judgments/detail-card";
import { DetailDescription } from "~/components/judgments/detail-description";
import { DetailOffers } from "~/components/judgments/detail-offers";
import { firstLookNoteParts } from "~/components/judgments/first-look-note-html";
import { offersPrivateParts } from "~/components/judgments/detail-offers-html";
import { MarkupElement } from "~/components/html/markup-element";
import { ListingKindProvider } from "~/components/judgments/listing-path";
import { PortfolioTag } from "~/components/judgments/portfolio-tag";
import { OwnerActions } from "~/components/judgments/owner-actions";
import { OwnerNotices } from "~/components/judgments/owner-notices";
import { MyOfferCard } from "~/components/offers/my-offer";
import { OfferThresholds } from "~/components/offers/offer-thresholds";
import { BuyerConfirmation } from "~/components/assignment/buyer-confirmation";
import { ReactivatePanel } from "~/components/deadlines/reactivate-panel";
import { DisputeSection } from "~/components/escrow/dispute-section";
import { errorsFor } from "~/components/escrow/escrow-form-errors";
import { escrowSlots } from "~/components/escrow/escrow-steps";
import { SaleFeedbackSection } from "~/components/feedback/sale-feedback";
import { DissolveConfirm, DissolveLink } from "~/components/portfolios/dissolve";
import { PortfolioChecklist } from "~/components/portfolios/checklist";
import { MembersTable } from "~/components/portfolios/members-table";
import { ListingBuyers } from "~/components/buy-requests/listing-buyers";
import { PortfolioTotals } from "~/components/portfolios/portfolio-totals";
import { pageTitle } from "~/components/page-title";
import type { DealTerms } from "~/domain/deal-math";
import { isPaidOrLater } from "~/domain/listing-status";
import { loadPortfolioPage } from "~/server/portfolios/page";
import { portfolioPageAction } from "~/server/portfolios/page-intents";
import { signInPathTo } from "~/domain/sign-in-path";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageTitle("Portfolio Not Found", matches);
  const { judgment, owner } = loaderData;
  return pageTitle(
    owner ? "My Portfolio" : judgment.title,
    matches,
    `${judgment.title}: a portfolio of ${judgment.size} judgments for sale.`,
  );
};

export async function loader(args: Route.LoaderArgs) {
  return loadPortfolioPage(args);
}

export async function action(args: Route.ActionArgs) {
  return portfolioPageAction(args);
}

export default function PortfolioPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { judgment } = page;
  const signInPath = signInPathTo(`/portfolios/${judgment.id}`);
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
  const offerAnswer =
    formErrors && (formErrors.intent === "offer" || formErrors.intent === "edit-offer")
      ? { ...formErrors, intent: formErrors.intent }
      : null;
  const errorsOf = (intent: string) => (formErrors?.intent === intent ? formErrors : null);
  const messageAnswer = actionData && "messageErrors" in actionData ? actionData : null;
  const pendingOffer = page.myOffer?.status === "pending" ? page.myOffer : null;
  const escrowErrors =
    actionData && "escrowErrors" in actionData
      ? { intent: actionData.escrowIntent, errors: actionData.escrowErrors, typed: actionData.escrowTyped }
      : null;
  const feedbackFailed =
    actionData && "feedbackErrors" in actionData
      ? { errors: actionData.feedbackErrors as Record<string, string[] | undefined>, typed: actionData.feedbackTyped }
      : null;
  const escrow = page.escrow && escrowSlots({ judgmentId: judgment.id, title: judgment.title, view: page.escrow, errors: escrowErrors });
  // The deal math of the offer forms: the price against the judgments' balance today summed (no similar sales for a portfolio).
  const terms: DealTerms = { askingCents: judgment.priceCents, balanceCents: page.value?.balance.balanceCents ?? null, similarSales: null };
  return (
    <ListingKindProvider kind="portfolio">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        {page.owner ? (
          <div className="mb-6">
            <Link to="/selling" className="text-sm font-medium no-underline hover:underline">
              ← Back to Selling
            </Link>
            <h1 className="mt-2 text-3xl font-bold tracking-tight">My Portfolio</h1>
          </div>
        ) : (
          <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
            <Link to="/judgments" className="no-underline hover:underline">
              Judgments For Sale
            </Link>
          </nav>
        )}

        {page.confirmDissolve && page.canDissolve && (
          <DissolveConfirm
            portfolioId={judgment.id}
            title={judgment.title}
            size={judgment.size}
            pendingOffers={ownerView?.pendingOffers ?? 0}
          />
        )}

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:gap-8">
          <header className="min-w-0 lg:col-span-2">
            <p className="mb-2">
              <PortfolioTag size={judgment.size} />
            </p>
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
              {page.totals.statesText}
              <span aria-hidden="true"> · </span>
              {page.totals.verifiedText}
            </p>
            {judgment.firstLookUntil && <MarkupElement element={firstLookNoteParts(page.owner, judgment.firstLookUntil)} />}
          </header>

          <aside className="min-w-0 space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1" aria-label="Price and actions">
            <DetailBanner page={page} />
            {ownerView && <OwnerNotices judgmentId={judgment.id} view={ownerView} />}
            {page.myOffer && <MyOfferCard offer={page.myOffer} judgmentId={judgment.id} terms={terms} answer={errorsOf("counter-back")} />}
            {page.deadline && <ReactivatePanel deadline={page.deadline} error={page.deadline.viewer === "owner" ? ownerError : null} />}
            <DetailCard page={{ ...page, portfolioSize: judgment.size }}>
              {ownerView ? (
                <div className="space-y-2">
                  <OwnerActions judgmentId={judgment.id} title={judgment.title} view={ownerView} />
                  {ownerError && !(ownerView.canHide || ownerView.canUnhide) && (
                    <p role="alert" className="text-sm text-amber-900" data-testid="owner-action-error">
                      {ownerError}
                    </p>
                  )}
                  {page.canDissolve && <DissolveLink portfolioId={judgment.id} />}
                </div>
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
            <ListingBuyers view={page.buyers} />
            {ownerView?.thresholds && (
              <OfferThresholds
                judgmentId={judgment.id}
                thresholds={ownerView.thresholds}
                terms={terms}
                errors={errorsOf("set-thresholds")?.errors}
              />
            )}
          </aside>

          <div className="min-w-0 space-y-6 lg:col-span-2">
            {/* The deal after payment: the assignment checklist first (owner, buyer, administrators), then the buyer's receipt. */}
            {page.checklist && <PortfolioChecklist view={page.checklist} action={`/portfolios/${judgment.id}`} />}
            {page.assignment?.role === "buyer" && (
              <BuyerConfirmation judgmentId={judgment.id} title={judgment.title} view={page.assignment} escrow={escrow} />
            )}
            {page.assignment && page.assignment.role !== "buyer" && escrow && (
              <section id="assignment" className="card scroll-mt-24 space-y-3 p-5 sm:p-6" data-testid="portfolio-escrow">
                <h2 className="text-lg font-semibold">The sale</h2>
                {escrow.note}
                {escrow.actions}
              </section>
            )}
            {page.escrow?.dispute && (
              <DisputeSection judgmentId={judgment.id} view={page.escrow} errors={errorsFor(escrowErrors, "answer_dispute")} />
            )}
            <SaleFeedbackSection judgmentId={judgment.id} sales={page.feedback} failed={feedbackFailed} />
            <PortfolioTotals totals={page.totals} priceCents={judgment.priceCents} />
            <MembersTable members={page.members} sale={isPaidOrLater(judgment.status)} />
            <DetailDescription description={judgment.description} />
            {page.offers ? (
              <DetailOffers
                offers={page.offers}
                owner={page.owner}
                decide={
                  page.owner && judgment.status === "active" ? { judgmentId: judgment.id, terms, errors: errorsOf("counter-offer") } : null
                }
              />
            ) : (
              <MarkupElement element={offersPrivateParts("portfolio")} />
            )}
          </div>
        </div>
      </div>
    </ListingKindProvider>
  );
}
