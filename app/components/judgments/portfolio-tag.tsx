// The mark of a portfolio row in the lists of listings (docs/decisions/0055): "Portfolio · 5 judgments".
// React's rendering, and the escaped markup of the browse rows (./judgment-rows.ts).
import { html, type Html } from "~/components/html/html";
import { portfolioMark } from "~/domain/listing-place";

const look = (className: string) => `tag tag-portfolio ${className}`.trim();

export function PortfolioTag({ size, className = "" }: { size: number | null; className?: string }) {
  if (size === null) return null;
  return (
    <span className={look(className)} data-testid="portfolio-tag">
      {portfolioMark(size)}
    </span>
  );
}

/** The same tag as markup (nothing without a size). */
export function portfolioTagHtml(size: number | null, className = ""): Html | null {
  return size === null ? null : html`<span class="${look(className)}" data-testid="portfolio-tag">${portfolioMark(size)}</span>`;
}
