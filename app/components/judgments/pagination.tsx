// Page links: previous, a numbered window (with gaps), next. Every link keeps the search and the
// sort, and carries a cursor so the next page is an index seek, not an ever-longer skip.
// Escaped markup (decision 0056), one writer for the browse pages (which never hydrate) and the
// administrators' lists (which do: there the links are plain links, each page a document load).
import { each, html, type Html } from "~/components/html/html";
import { formatNumber } from "./browse-format";

export type PaginationLink = { page: number; url: string; active: boolean };

export type PaginationProps = {
  links: PaginationLink[];
  page: number;
  more: boolean;
  previousUrl: string | null;
  nextUrl: string | null;
  /** Known only when the total is exact. */
  pageCount: number | null;
};

const NAV_CLASS = "flex items-center justify-between gap-3";
const box = "inline-flex min-w-10 items-center gap-1.5 justify-center rounded-md border px-3 py-2 text-sm font-medium no-underline";
const idle = `${box} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const disabled = `${box} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400`;

/** Whether there is more than one page to link to. */
function hasPages({ links, previousUrl, nextUrl }: PaginationProps): boolean {
  return Boolean(previousUrl || nextUrl || links.length > 1);
}

/** The <nav>, or nothing when everything is on one page. */
export function paginationHtml(props: PaginationProps): Html | null {
  if (!hasPages(props)) return null;
  return html`<nav aria-label="Pagination" class="${NAV_CLASS}" data-testid="pagination">${paginationInnerHtml(props)}</nav>`;
}

function paginationInnerHtml({ links, page, more, previousUrl, nextUrl, pageCount }: PaginationProps): Html {
  const items: (PaginationLink | "gap")[] = [];
  links.forEach((link, index) => {
    if (index > 0 && link.page - links[index - 1].page > 1) items.push("gap");
    items.push(link);
  });
  if (more) items.push("gap");
  const item = (entry: PaginationLink | "gap") =>
    entry === "gap"
      ? html`<li aria-hidden="true" class="px-1 text-slate-500">…</li>`
      : entry.active
        ? html`<li><span aria-current="page" class="${box} border-brand-700 bg-brand-700 text-white"><span class="sr-only">Page </span>${formatNumber(entry.page)}</span></li>`
        : html`<li><a class="${idle}" href="${entry.url}" data-discover="true"><span class="sr-only">Page </span>${formatNumber(entry.page)}</a></li>`;
  return html`${
    previousUrl
      ? html`<a class="${idle}" rel="prev" href="${previousUrl}" data-discover="true"><span aria-hidden="true">←</span> Previous</a>`
      : html`<span class="${disabled}" aria-disabled="true"><span aria-hidden="true">←</span> Previous</span>`
  }<p class="text-sm text-slate-600 sm:hidden">Page <!-- -->${formatNumber(page)}${pageCount ? html`<!-- --> of ${formatNumber(pageCount)}` : null}</p>\
<ul class="hidden flex-wrap items-center justify-center gap-1 sm:flex">${each(items, item)}</ul>${
    nextUrl
      ? html`<a class="${idle}" rel="next" href="${nextUrl}" data-discover="true">Next <span aria-hidden="true">→</span></a>`
      : html`<span class="${disabled}" aria-disabled="true">Next <span aria-hidden="true">→</span></span>`
  }`;
}

/** The administrators' numbered pages (app/server/admin/paging.ts's AdminPageLinks): no "more" page. */
export function AdminPagination({
  paging,
}: {
  paging: { links: PaginationLink[]; page: number; previousUrl: string | null; nextUrl: string | null; pageCount: number };
}) {
  const props: PaginationProps = { ...paging, more: false };
  if (!hasPages(props)) return null;
  return (
    <nav aria-label="Pagination" className={NAV_CLASS} data-testid="pagination" dangerouslySetInnerHTML={paginationInnerHtml(props)} />
  );
}
