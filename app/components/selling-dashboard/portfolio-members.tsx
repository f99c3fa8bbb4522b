// A portfolio's row on /selling (docs/decisions/0055): its mark ("Portfolio · 3 judgments") and
// its judgments listed under it, each linking to its own page.
import { Link } from "react-router";
import { formatMoney } from "~/domain/money";
import { PortfolioTag } from "~/components/judgments/portfolio-tag";
import type { SellingRow } from "./selling-types";

export function PortfolioMark({ row }: { row: Pick<SellingRow, "kind" | "portfolioSize"> }) {
  if (row.kind !== "portfolio") return null;
  return (
    <div className="mb-1" data-testid="portfolio-mark">
      <PortfolioTag size={row.portfolioSize} />
    </div>
  );
}

export function PortfolioMemberList({ row }: { row: Pick<SellingRow, "members"> }) {
  if (row.members.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 border-l-2 border-brand-200 pl-3 text-xs text-slate-700" data-testid="portfolio-members">
      {row.members.map((m) => (
        <li key={m.id} className="break-words" data-testid="portfolio-member">
          <Link to={`/judgments/${m.id}`}>{m.title}</Link> · {m.location} ·{" "}
          <span className="tabular-nums">{formatMoney(m.amountCents)}</span>
        </li>
      ))}
    </ul>
  );
}
