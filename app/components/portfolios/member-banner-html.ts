// On a judgment's own page, when it is part of a portfolio the viewer may see: which one, and that
// offers and Buy Now are on the portfolio's page. As markup (decision 0056): its one writer, for the
// pages written in markup and for React (PortfolioMemberBanner places it).
import { html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";

export type MemberOf = {
  id: number;
  title: string;
  size: number;
  situation: string;
  /** The portfolio is on sale (active): where offers and Buy Now are. */
  forSale: boolean;
};

export function memberBannerParts(portfolio: MemberOf): MarkupElementParts {
  // The portfolio's link was React Router's <Link>: data-discover as it wrote it.
  return {
    tag: "div",
    attributes: {
      role: "note",
      class: "rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900",
      "data-testid": "portfolio-member-banner",
    },
    inside: html`<p class="font-semibold">Part of the portfolio<!-- --> \
<a data-testid="portfolio-link" href="${`/portfolios/${portfolio.id}`}" data-discover="true">${portfolio.title}</a> \
<!-- -->(<!-- -->${portfolio.size}<!-- --> judgments)</p>\
<p class="mt-1 text-sm">${portfolio.situation}<!-- -->.${portfolio.forSale ? html`<!-- --> Offers and Buy Now are on the portfolio&#x27;s page.` : null}</p>`,
  };
}

export function memberBannerHtml(portfolio: MemberOf): Html {
  return markupElementHtml(memberBannerParts(portfolio));
}
