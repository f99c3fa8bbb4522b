// The mark of a portfolio row in the lists of listings (docs/decisions/0055): "Portfolio · 5 judgments".
import { portfolioMark } from "~/domain/listing-place";

export function PortfolioTag({ size, className = "" }: { size: number | null; className?: string }) {
  if (size === null) return null;
  return (
    <span className={`tag tag-portfolio ${className}`.trim()} data-testid="portfolio-tag">
      {portfolioMark(size)}
    </span>
  );
}
