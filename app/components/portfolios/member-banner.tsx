// On a judgment's own page, when it is part of a portfolio the viewer may see: which one, and that
// offers and Buy Now are on the portfolio's page.
import { Link } from "react-router";

export type MemberOf = {
  id: number;
  title: string;
  size: number;
  situation: string;
  /** The portfolio is on sale (active): where offers and Buy Now are. */
  forSale: boolean;
};

export function PortfolioMemberBanner({ portfolio }: { portfolio: MemberOf }) {
  return (
    <div
      role="note"
      className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900"
      data-testid="portfolio-member-banner"
    >
      <p className="font-semibold">
        Part of the portfolio{" "}
        <Link to={`/portfolios/${portfolio.id}`} data-testid="portfolio-link">
          {portfolio.title}
        </Link>{" "}
        ({portfolio.size} judgments)
      </p>
      <p className="mt-1 text-sm">
        {portfolio.situation}.{portfolio.forSale ? " Offers and Buy Now are on the portfolio's page." : ""}
      </p>
    </div>
  );
}
