// The browse results' rows as escaped markup (decision 0056): 25 rows of about 17 elements are half
// of /judgments's elements, and React's render of them most of its cost. ./judgment-table.ts places
// them in its <tbody>. The layout of each cell: app/styles/judgment-table.css. (A `\` at a line's
// end continues the template without a line break.)
import { attr, each, html, type Html } from "~/components/html/html";
import { formatDate } from "~/domain/dates";
import { browseDeadlineLabels } from "~/domain/judgment-value/browse-deadline";
import { countyShort, listingPath, placeWords, stateShort } from "~/domain/listing-place";
import { formatMoney, formatPercent } from "~/domain/money";
import type { BrowseListing } from "./browse-types";
import { firstLookBadgeHtml } from "./first-look-badge";
import { portfolioTagHtml } from "./portfolio-tag";

/** The <tr> of every row. */
export function judgmentRows(rows: readonly BrowseListing[]): Html {
  return each(rows, judgmentRow);
}

function judgmentRow(row: BrowseListing): Html {
  const state = stateShort(row);
  return html`<tr data-testid="judgment-row" data-judgment-id="${row.id}" data-kind="${row.kind}"\
${attr("data-highlighted", row.highlight && "true")}${attr("class", row.highlight && "hl")}>\
<td class="t"><a href="${listingPath(row.kind, row.id)}" data-testid="judgment-title" class="${row.embolden ? "jt-title b" : "jt-title"}">${row.title}</a>\
${row.kind === "portfolio" && portfolioTagHtml(row.portfolioSize, "ml-2")}\
${row.firstLook && firstLookBadgeHtml("ml-2")}\
${row.highlight && html`<span class="tag tag-highlight ml-2">Highlighted</span>`}\
${row.deadline && html`<span class="tag ml-2 tag-${row.deadline}" data-testid="judgment-deadline">${browseDeadlineLabels[row.deadline]}</span>`}\
<p class="jt-place" data-testid="judgment-place">${placeWords(row)}</p>\
${row.highlights.length > 0 && html`<p class="jt-facts" data-testid="judgment-facts">${row.highlights.join(" · ")}</p>`}</td>\
<td class="p" data-testid="judgment-state">\
${row.stateName === null ? state : html`<abbr title="${row.stateName}">${state}</abbr><span class="sr-only"> (${row.stateName})</span>`}</td>\
<td class="p" data-testid="judgment-county">${countyShort(row)}</td>\
<td class="n m jt-amount" data-label="Judgment amount" data-testid="judgment-amount">${formatMoney(row.amountCents)}</td>\
<td class="n m" data-label="Asking price"><span class="jt-price" data-testid="judgment-price">${formatMoney(row.priceCents)}</span>\
${row.buyNowCents !== null && row.buyNowCents > row.priceCents && html`<span class="jt-buy-now" data-testid="judgment-buy-now">Buy Now ${formatMoney(row.buyNowCents)}</span>`}</td>\
<td class="n" data-label="% of amount"><span data-testid="judgment-share">${formatPercent(row.priceShareBps, { fixed: true })}</span>\
${row.balanceShareBps !== null && html`<span class="jt-sub" data-testid="judgment-balance-share">${formatPercent(row.balanceShareBps, { fixed: true })} of est. balance</span>`}</td>\
<td data-label="Awarded">${row.dateAwarded ? formatDate(row.dateAwarded) : "—"}</td>\
<td data-label="Listed">${formatDate(row.listedAt)}</td></tr>`;
}
