// A visitor's judgment page (/judgments/{id}, no member) as markup, for the page written without React
// Router (server/visitor-pages.ts, decision 0062): the sections a visitor sees, from the same writers
// the route's React component places for every viewer, in the same frame (./judgment-page-frame.ts).
// A visitor has no notices, no offer of their own, no assignment, no feedback and no similar sales;
// their card asks them to sign in while the listing is on sale. tests/e2e/visitor-pages.spec.ts holds
// this page to the route's, byte for byte.
import { html, type Html } from "~/components/html/html";
import { markupElementHtml } from "~/components/html/markup-element";
import { memberBannerHtml, type MemberOf } from "~/components/portfolios/member-banner-html";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { StatementsView } from "~/domain/sworn-statements";
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

/** What the page reads beside its data: its path, whether the description is shown whole (?full=1), the brand. */
export type VisitorJudgmentPageContext = { pathname: string; expanded: boolean; brandName: string };

/** Inside <main>: the whole page, as the route's component writes it for a visitor. */
export function visitorJudgmentMainHtml(page: VisitorJudgmentPage, { pathname, expanded, brandName }: VisitorJudgmentPageContext): Html {
  const { judgment } = page;
  const signInPath = signInPathTo(`/judgments/${judgment.id}`);
  const prompt = judgment.status === "active" ? visitorPromptHtml(signInPath) : null;
  return html`<div class="${JUDGMENT_PAGE_CLASS}">${markupElementHtml(judgmentBreadcrumb(judgment))}\
<div class="${JUDGMENT_GRID_CLASS}">${markupElementHtml(judgmentHeader(judgment, false))}\
<aside class="${JUDGMENT_ASIDE_CLASS}" aria-label="Price and actions">${page.portfolio && memberBannerHtml(page.portfolio)}\
${detailBannerHtml(page, pathname)}${detailCardHtml(page, prompt)}</aside>\
<div class="${JUDGMENT_COLUMN_CLASS}">${detailDescriptionHtml(judgment.description, expanded, pathname)}\
${detailInfoTableHtml(judgment)}${detailVerificationHtml(page.verification, brandName)}\
${markupElementHtml(
  detailValueSection({ value: page.value, charts: page.valueCharts, priceCents: judgment.priceCents, amountCents: judgment.amountCents }),
)}\
${detailStatementsHtml(page.statements)}${detailFactsHtml(judgment.facts, judgment.dateAwarded)}\
${detailDocumentsHtml({ documents: page.documents, hidden: page.documentsHidden, signInPath })}\
${page.offers ? detailOffersHtml(page.offers, false) : markupElementHtml(offersPrivateParts("listing"))}</div></div></div>`;
}
