// Sold or Expired: sold judgments (with the sale price) and removed (cancelled) listings, with the
// date each closed.
import { Link } from "react-router";
import { StatusBadge } from "~/components/dashboard/panel";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { shownPrice } from "~/domain/listing-price";
import type { SellingRow } from "./selling-types";
import { listingPath } from "~/domain/listing-place";
import { PortfolioMark } from "./portfolio-members";

function Outcome({ row }: { row: SellingRow }) {
  if (row.status === "sold") {
    const price = shownPrice(row, row.acceptedOfferCents);
    return (
      <span data-testid="listing-price" data-price-kind={price.kind}>
        {price.label} <span className="font-semibold tabular-nums text-slate-900">{formatMoney(price.cents)}</span>
        {row.soldAt && (
          <>
            {" "}
            on <span className="tabular-nums">{formatDate(row.soldAt)}</span>
          </>
        )}
      </span>
    );
  }
  return (
    <span>
      Asking price <span className="font-semibold tabular-nums text-slate-900">{formatMoney(row.priceCents)}</span>
      {row.cancelledAt && (
        <>
          {" "}
          · removed <span className="tabular-nums">{formatDate(row.cancelledAt)}</span>
        </>
      )}
    </span>
  );
}

export function ClosedListings({ rows }: { rows: SellingRow[] }) {
  return (
    <ul className="card divide-y divide-slate-100">
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          data-testid="closed-row"
        >
          <div className="min-w-0">
            <PortfolioMark row={row} />
            <Link to={listingPath(row.kind, row.id)} className="font-semibold break-words" data-testid="listing-title">
              {row.title}
            </Link>
            <p className="text-xs text-slate-600">{row.location}</p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
            <StatusBadge status={row.status} />
            <Outcome row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}
