// The browse results: a table on wider screens; on a phone each row is a stacked card (the same
// markup, laid out as a grid, each cell labelled by its data-label), so nothing scrolls sideways.
// The state and county columns give way to a line under the title on a phone and beside the
// filters sidebar of a wide screen.
// Styled by short shared classes (app/styles/judgment-table.css): 25 rows of long utility lists
// were most of the page's bytes and render time. Titles are plain links: a judgment page is a
// full document (and cached for visitors), so no client-side route per row is needed.
// Escaped markup (decision 0056), the rows from ./judgment-rows.ts.
import { html, type Html } from "~/components/html/html";
import type { BrowseListing } from "./browse-types";
import { judgmentRows } from "./judgment-rows";

export function judgmentTableHtml(rows: readonly BrowseListing[], caption: string): Html {
  return html`<div class="card overflow-hidden"><table class="jt" data-testid="judgment-table"><caption class="sr-only">${caption}</caption>\
<thead><tr><th scope="col" class="w-[34%]">Judgment</th><th scope="col" class="p">State</th><th scope="col" class="p">County</th>\
<th scope="col" class="n">Judgment amount</th><th scope="col" class="n">Asking price</th>\
<th scope="col" class="n"><abbr title="Asking price as a share of the judgment amount">% of amount</abbr></th>\
<th scope="col">Awarded</th><th scope="col">Listed</th></tr></thead><tbody>${judgmentRows(rows)}</tbody></table>${
    rows.some((row) => row.balanceShareBps !== null) &&
    html`<p class="border-t border-slate-200 px-3 py-2 text-xs text-slate-600">“Est. balance” is an estimate of the amount with post-judgment \
interest, not legal advice:<!-- --> <a href="/faq#judgment-value" class="underline">how it is made</a>.</p>`
  }</div>`;
}
