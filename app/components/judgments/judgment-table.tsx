// The browse results: a table on wider screens; on a phone each row is a stacked card (the same
// markup, laid out as a grid with its own labels), so nothing scrolls sideways.
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { BrowseListing } from "./browse-types";
import { formatShare } from "./browse-format";
import { FirstLookBadge } from "./first-look-badge";

/** A row's cell label: visible in the phone's card layout, where the table header is hidden. */
function CellLabel({ children }: { children: string }) {
  return <span className="text-xs font-medium uppercase tracking-wide text-slate-500 md:hidden">{children}</span>;
}

const headCell = "px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const numberHead = `${headCell} text-right`;
const cell = "col-span-2 flex flex-col gap-0.5 md:table-cell md:px-3 md:py-3 md:align-top";
const numberCell = `${cell} tabular-nums md:text-right md:whitespace-nowrap`;
/** The two money figures lead the phone's card, side by side. */
const moneyCell = `${numberCell} col-span-3 text-base md:text-sm`;

export function JudgmentTable({ rows, caption }: { rows: BrowseListing[]; caption: string }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-sm md:table" data-testid="judgment-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 md:table-header-group">
          <tr>
            <th scope="col" className={`${headCell} w-[34%]`}>
              Judgment
            </th>
            <th scope="col" className={headCell}>
              State
            </th>
            <th scope="col" className={headCell}>
              County
            </th>
            <th scope="col" className={numberHead}>
              Judgment amount
            </th>
            <th scope="col" className={numberHead}>
              Asking price
            </th>
            <th scope="col" className={numberHead}>
              <abbr title="Asking price as a share of the judgment amount" className="no-underline">
                % of amount
              </abbr>
            </th>
            <th scope="col" className={headCell}>
              Awarded
            </th>
            <th scope="col" className={headCell}>
              Listed
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 md:table-row-group">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="judgment-row"
              data-judgment-id={row.id}
              data-state={row.stateAbbreviation}
              data-county={row.countyName}
              data-price-cents={row.priceCents}
              data-highlighted={row.highlight || undefined}
              className={`grid grid-cols-6 gap-x-3 gap-y-3 px-4 py-4 md:table-row md:p-0 ${
                row.highlight ? "bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-400)]" : "hover:bg-slate-50"
              }`}
            >
              <td className="col-span-6 md:table-cell md:px-3 md:py-3 md:align-top">
                <Link
                  to={`/judgments/${row.id}`}
                  data-testid="judgment-title"
                  className={`text-base leading-snug text-brand-800 no-underline hover:underline md:text-sm ${
                    row.embolden ? "font-bold text-slate-900" : "font-normal"
                  }`}
                >
                  {row.title}
                </Link>
                {row.firstLook && <FirstLookBadge className="ml-2" />}
                {row.highlight && (
                  <span className="ml-2 inline-block rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 align-middle text-[11px] font-semibold uppercase tracking-wide text-amber-900">
                    Highlighted
                  </span>
                )}
                <p className="mt-1 text-sm text-slate-600 md:hidden">
                  {row.countyName}, {row.stateName}
                </p>
              </td>
              <td className="hidden md:table-cell md:px-3 md:py-3 md:align-top" data-testid="judgment-state">
                <abbr title={row.stateName} className="no-underline">
                  {row.stateAbbreviation}
                </abbr>
                <span className="sr-only"> ({row.stateName})</span>
              </td>
              <td className="hidden md:table-cell md:px-3 md:py-3 md:align-top" data-testid="judgment-county">
                {row.countyName}
              </td>
              <td className={moneyCell}>
                <CellLabel>Judgment amount</CellLabel>
                <span className="font-medium text-slate-900" data-testid="judgment-amount">
                  {formatMoney(row.amountCents)}
                </span>
              </td>
              <td className={moneyCell}>
                <CellLabel>Asking price</CellLabel>
                <span className="font-semibold text-accent-700" data-testid="judgment-price">
                  {formatMoney(row.priceCents)}
                </span>
                {row.buyNowCents !== null && row.buyNowCents > row.priceCents && (
                  <span className="block text-xs text-slate-600" data-testid="judgment-buy-now">
                    Buy Now {formatMoney(row.buyNowCents)}
                  </span>
                )}
              </td>
              <td className={numberCell}>
                <CellLabel>% of amount</CellLabel>
                <span data-testid="judgment-share">{formatShare(row.priceShareBps)}</span>
              </td>
              <td className={`${cell} md:whitespace-nowrap`}>
                <CellLabel>Awarded</CellLabel>
                <span>{formatDate(row.dateAwarded)}</span>
              </td>
              <td className={`${cell} md:whitespace-nowrap`}>
                <CellLabel>Listed</CellLabel>
                <span>{formatDate(row.listedAt)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
