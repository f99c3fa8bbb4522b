// On a judgment's own page, when it is part of a portfolio the viewer may see: which one, and that
// offers and Buy Now are on the portfolio's page. Written once, in ./member-banner-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import { memberBannerParts, type MemberOf } from "./member-banner-html";

export function PortfolioMemberBanner({ portfolio }: { portfolio: MemberOf }) {
  return <MarkupElement element={memberBannerParts(portfolio)} />;
}
