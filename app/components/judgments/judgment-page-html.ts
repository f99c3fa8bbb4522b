// A judgment's page (/judgments/{id}) as markup, for the pages written without React Router
// (decision 0062): a visitor's (server/visitor-pages.ts) and a signed-in member's who neither owns the
// listing nor bought it (server/member-pages.ts). The sections come from the same writers the
// route's React component places for every viewer, in the same frame (./judgment-page-frame.ts).
// Neither page has the owner's parts, an assignment, the escrow's steps, a payment deadline or
// feedback (those pages are React Router's); a member's adds "Your offer", the actions (Make Offer,
// Buy Now, Contact Seller, Watch) and what similar judgments sold for; a visitor's card asks them to
// sign in while the listing is on sale. tests/e2e/visitor-pages.spec.ts and member-pages.spec.ts
// hold these pages to the route's, byte for byte.
import { html, type Html } from "~/components/html/html";
import { markupElementHtml } from "~/components/html/markup-element";
import { memberBannerHtml, type MemberOf } from "~/components/portfolios/member-banner-html";
import { myOfferParts, type MyOffer } from "~/components/offers/my-offer-html";
import { similarSalesSection, type SimilarSalesView } from "~/components/comparables/similar-sales-html";
import type { Branding } from "~/config/branding";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import { dealTermsOf } from "~/domain/deal-math";
import { listingPath } from "~/domain/listing-place";
import type { StatementsView } from "~/domain/sworn-statements";
import { detailActionsParts } from "./detail-actions-html";
import { detailBannerHtml, type BannerPage } from "./detail-banner-html";
import { detailCardHtml, type CardPage } from "./detail-card-html";
import { detailDescriptionHtml, type Description } from "./detail-description-html";
import { detailDocumentsHtml, type DetailDocumentsProps } from "./detail-documents-html";
import { detailFactsHtml } from "./detail-facts-html";
import { detailInfoTableHtml } from "./detail-info-table-html";
import { detailOffersHtml, offersPrivateParts } from "./detail-offers-html";
import { detailStatementsHtml } from "./detail-statements-html";
import { detailValueSection, type DetailValueProps } from "./detail-value-html";
import { detailVerificationHtml, type DetailVerificationView } from "./detail-verification-html";
import { visitorPromptHtml } from "./visitor-prompt-html";
import type { DetailJudgment, DetailOffer } from "./detail-types";
import {
  JUDGMENT_ASIDE_CLASS,
  JUDGMENT_COLUMN_CLASS,
  JUDGMENT_GRID_CLASS,
  JUDGMENT_PAGE_CLASS,
  judgmentBreadcrumb,
  judgmentHeader,
} from "./judgment-page-frame";
import { signInPathTo } from "~/domain/sign-in-path";

/** What a visitor's page shows: the route's data for a visitor, as the sections read it. */
export type VisitorJudgmentPage = CardPage &
  BannerPage & {
    judgment: DetailJudgment & { description: Description; facts: CollectabilityFacts; firstLookUntil: string | null };
    portfolio: MemberOf | null;
    verification: DetailVerificationView;
    value: DetailValueProps["value"];
    valueCharts: DetailValueProps["charts"];
    statements: StatementsView | null;
    documents: DetailDocumentsProps["documents"];
    documentsHidden: DetailDocumentsProps["hidden"];
    offers: DetailOffer[] | null;
  };

/** A member's page adds their offer, what they may do and the similar sales. */
export type MemberJudgmentPage = VisitorJudgmentPage & {
  myOffer: MyOffer | null;
  canAct: boolean;
  watching: boolean;
  similarSales: SimilarSalesView | null;
};

/** What the page reads beside its data: its path, whether the description is shown whole (?full=1), the brand. */
export type JudgmentPageContext = { pathname: string; expanded: boolean; branding: Pick<Branding, "name" | "timeframes"> };

/** Inside <main>: a visitor's page (`member` false) or a member's, as the route's component writes it. */
export function judgmentPageMainHtml(page: VisitorJudgmentPage | MemberJudgmentPage, member: boolean, context: JudgmentPageContext): Html {
  const { judgment } = page;
  const { pathname, expanded, branding } = context;
  const signInPath = signInPathTo(`/judgments/${judgment.id}`);
  const own = member ? memberParts(page as MemberJudgmentPage, branding) : null;
  const actions = own ? own.actions : judgment.status === "active" ? visitorPromptHtml(signInPath) : null;
  return html`<div class="${JUDGMENT_PAGE_CLASS}">${markupElementHtml(judgmentBreadcrumb(judgment))}\
<div class="${JUDGMENT_GRID_CLASS}">${markupElementHtml(judgmentHeader(judgment, false))}\
<aside class="${JUDGMENT_ASIDE_CLASS}" aria-label="Price and actions">${page.portfolio && memberBannerHtml(page.portfolio)}\
${detailBannerHtml(page, pathname)}${own?.myOffer}${detailCardHtml(page, actions)}${own?.similarSales}</aside>\
<div class="${JUDGMENT_COLUMN_CLASS}">${detailDescriptionHtml(judgment.description, expanded, pathname)}\
${detailInfoTableHtml(judgment)}${detailVerificationHtml(page.verification, branding.name)}\
${markupElementHtml(
  detailValueSection({ value: page.value, charts: page.valueCharts, priceCents: judgment.priceCents, amountCents: judgment.amountCents }),
)}\
${detailStatementsHtml(page.statements)}${detailFactsHtml(judgment.facts, judgment.dateAwarded)}\
${detailDocumentsHtml({ documents: page.documents, hidden: page.documentsHidden, signInPath })}\
${page.offers ? detailOffersHtml(page.offers, false) : markupElementHtml(offersPrivateParts("listing"))}</div></div></div>`;
}

/** A member's own parts: "Your offer", the card's actions while they may act, and the similar sales. */
function memberParts(page: MemberJudgmentPage, branding: JudgmentPageContext["branding"]) {
  const { judgment } = page;
  const action = listingPath("judgment", judgment.id);
  const terms = dealTermsOf(judgment.priceCents, page.value, page.similarSales?.kind === "figures" ? page.similarSales.figures : null);
  const pendingOffer = page.myOffer?.status === "pending" ? page.myOffer : null;
  const actions = page.canAct
    ? markupElementHtml(
        detailActionsParts(
          {
            judgmentId: judgment.id,
            title: judgment.title,
            prices: { askingCents: judgment.priceCents, buyNowCents: judgment.buyNowCents },
            terms,
            sellerHandle: judgment.seller.handle,
            watching: page.watching,
            myOffer: pendingOffer,
          },
          { action, timeframes: branding.timeframes },
        ),
      )
    : null;
  const similar = similarSalesSection({ view: page.similarSales });
  return {
    myOffer: page.myOffer && markupElementHtml(myOfferParts({ offer: page.myOffer, judgmentId: judgment.id, terms, answer: null }, action)),
    actions,
    similarSales: similar && markupElementHtml(similar),
  };
}
