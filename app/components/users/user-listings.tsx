// A member's active listings on their public page: a table on wide screens, stacked rows on phones.
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { countyShort, listingPath, placeWords, stateShort } from "~/domain/listing-place";
import type { ListingSummary } from "~/domain/listing-summary";
import { formatMoney } from "~/domain/money";
import { FirstLookBadge } from "~/components/judgments/first-look-badge";
import { PortfolioTag } from "~/components/judgments/portfolio-tag";

export function UserListings({ listings, handle }: { listings: ListingSummary<string>[]; handle: string }) {
  if (listings.length === 0) {
    return <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">@{handle} has no active listings right now.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" data-testid="user-listings-list">
        {listings.map((j) => (
          <li key={j.id} className="px-5 py-4">
            <Link to={listingPath(j.kind, j.id)} className="font-semibold leading-snug">
              {j.title}
            </Link>
            {j.kind === "portfolio" && <PortfolioTag size={j.portfolioSize} className="ml-2" />}
            {j.firstLook && <FirstLookBadge className="ml-2" />}
            <p className="mt-1 text-sm text-slate-600">{placeWords(j)}</p>
            <p className="mt-2 flex justify-between text-sm">
              <span>
                Amount <strong className="tabular-nums text-slate-900">{formatMoney(j.amountCents)}</strong>
              </span>
              <span>
                Price <strong className="tabular-nums text-accent-700">{formatMoney(j.priceCents)}</strong>
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="user-listings-table">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-6 py-2 font-medium">
                Judgment
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                State
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Price
              </th>
              <th scope="col" className="px-6 py-2 text-right font-medium">
                Listed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {listings.map((j) => (
              <tr key={j.id}>
                <td className="px-6 py-3">
                  <Link to={listingPath(j.kind, j.id)} className="font-semibold">
                    {j.title}
                  </Link>
                  {j.kind === "portfolio" && <PortfolioTag size={j.portfolioSize} className="ml-2" />}
                  {j.firstLook && <FirstLookBadge className="ml-2" />}
                  <p className="text-slate-600">{countyShort(j)}</p>
                </td>
                <td className="px-3 py-3">
                  <abbr title={j.stateName ?? undefined} className="no-underline">
                    {stateShort(j)}
                  </abbr>
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{formatMoney(j.amountCents)}</td>
                <td className="px-3 py-3 text-right font-semibold tabular-nums text-accent-700">{formatMoney(j.priceCents)}</td>
                <td className="px-6 py-3 text-right tabular-nums">{formatDate(j.listedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
