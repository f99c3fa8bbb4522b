// The browse results: a table on wider screens; on a phone each row is a stacked card (the same
// markup, laid out as a grid, each cell labelled by its data-label), so nothing scrolls sideways.
// The state and county columns give way to a line under the title on a phone and beside the
// filters sidebar of a wide screen.
// Styled by short shared classes (app/styles/judgment-table.css): 25 rows of long utility lists
// were most of the page's bytes and render time. Titles are plain links: a judgment page is a
// full document (and cached for visitors), so no client-side route per row is needed.
import { formatDate } from "~/domain/dates";
import { browseDeadlineLabels } from "~/domain/judgment-value/browse-deadline";
import { countyShort, listingPath, placeWords, stateShort } from "~/domain/listing-place";
import { formatMoney, formatPercent } from "~/domain/money";
import type { BrowseListing } from "./browse-types";
import { FirstLookBadge } from "./first-look-badge";
import { PortfolioTag } from "./portfolio-tag";

export function JudgmentTable({ rows, caption }: { rows: BrowseListing[]; caption: string }) {
  return (
    <div className="card overflow-hidden">
      <table className="jt" data-testid="judgment-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-[34%]">
              Judgment
            </th>
            <th scope="col" className="p">
              State
            </th>
            <th scope="col" className="p">
              County
            </th>
            <th scope="col" className="n">
              Judgment amount
            </th>
            <th scope="col" className="n">
              Asking price
            </th>
            <th scope="col" className="n">
              <abbr title="Asking price as a share of the judgment amount">% of amount</abbr>
            </th>
            <th scope="col">Awarded</th>
            <th scope="col">Listed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <JudgmentRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
      {rows.some((row) => row.balanceShareBps !== null) && (
        <p className="border-t border-slate-200 px-3 py-2 text-xs text-slate-600">
          “Est. balance” is an estimate of the amount with post-judgment interest, not legal advice:{" "}
          <a href="/faq#judgment-value" className="underline">
            how it is made
          </a>
          .
        </p>
      )}
    </div>
  );
}

function JudgmentRow({ row }: { row: BrowseListing }) {
  return (
    <tr
      data-testid="judgment-row"
      data-judgment-id={row.id}
      data-kind={row.kind}
      data-highlighted={row.highlight || undefined}
      className={row.highlight ? "hl" : undefined}
    >
      <td className="t">
        <a href={listingPath(row.kind, row.id)} data-testid="judgment-title" className={row.embolden ? "jt-title b" : "jt-title"}>
          {row.title}
        </a>
        {row.kind === "portfolio" && <PortfolioTag size={row.portfolioSize} className="ml-2" />}
        {row.firstLook && <FirstLookBadge className="ml-2" />}
        {row.highlight && <span className="tag tag-highlight ml-2">Highlighted</span>}
        {row.deadline && (
          <span className={`tag ml-2 tag-${row.deadline}`} data-testid="judgment-deadline">
            {browseDeadlineLabels[row.deadline]}
          </span>
        )}
        <p className="jt-place" data-testid="judgment-place">
          {placeWords(row)}
        </p>
        {row.highlights.length > 0 && (
          <p className="jt-facts" data-testid="judgment-facts">
            {row.highlights.join(" · ")}
          </p>
        )}
      </td>
      <td className="p" data-testid="judgment-state">
        {row.stateName === null ? (
          stateShort(row)
        ) : (
          <>
            <abbr title={row.stateName}>{stateShort(row)}</abbr>
            <span className="sr-only">{` (${row.stateName})`}</span>
          </>
        )}
      </td>
      <td className="p" data-testid="judgment-county">
        {countyShort(row)}
      </td>
      <td className="n m jt-amount" data-label="Judgment amount" data-testid="judgment-amount">
        {formatMoney(row.amountCents)}
      </td>
      <td className="n m" data-label="Asking price">
        <span className="jt-price" data-testid="judgment-price">
          {formatMoney(row.priceCents)}
        </span>
        {row.buyNowCents !== null && row.buyNowCents > row.priceCents && (
          <span className="jt-buy-now" data-testid="judgment-buy-now">
            {`Buy Now ${formatMoney(row.buyNowCents)}`}
          </span>
        )}
      </td>
      <td className="n" data-label="% of amount">
        <span data-testid="judgment-share">{formatPercent(row.priceShareBps, { fixed: true })}</span>
        {row.balanceShareBps !== null && (
          <span
            className="jt-sub"
            data-testid="judgment-balance-share"
          >{`${formatPercent(row.balanceShareBps, { fixed: true })} of est. balance`}</span>
        )}
      </td>
      <td data-label="Awarded">{row.dateAwarded ? formatDate(row.dateAwarded) : "—"}</td>
      <td data-label="Listed">{formatDate(row.listedAt)}</td>
    </tr>
  );
}
