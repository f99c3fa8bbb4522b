// The browse results: a table on wider screens; on a phone each row is a stacked card (the same
// markup, laid out as a grid, each cell labelled by its data-label), so nothing scrolls sideways.
// The state and county columns give way to a line under the title on a phone and beside the
// filters sidebar of a wide screen.
// Styled by short shared classes (app/styles/judgment-table.css): 25 rows of long utility lists
// were most of the page's bytes and render time. Titles are plain links: a judgment page is a
// full document (and cached for visitors), so no client-side route per row is needed.
import type { BrowseListing } from "./browse-types";
import { judgmentRows } from "./judgment-rows";

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
        {/* The rows are escaped markup (./judgment-rows.ts, decision 0056): React would spend most of the page's render on them. */}
        <tbody dangerouslySetInnerHTML={judgmentRows(rows)} />
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
