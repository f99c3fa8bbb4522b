// Page links: previous, a numbered window (with gaps), next. Every link keeps the search and the
// sort, and carries a cursor so the next page is an index seek, not an ever-longer skip.
import { Link } from "react-router";
import { formatNumber } from "./browse-format";

export type PaginationLink = { page: number; url: string; active: boolean };

const box = "inline-flex min-w-10 items-center gap-1.5 justify-center rounded-md border px-3 py-2 text-sm font-medium no-underline";
const idle = `${box} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const disabled = `${box} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400`;

export function Pagination({
  links,
  page,
  more,
  previousUrl,
  nextUrl,
  pageCount,
}: {
  links: PaginationLink[];
  page: number;
  more: boolean;
  previousUrl: string | null;
  nextUrl: string | null;
  /** Known only when the total is exact. */
  pageCount: number | null;
}) {
  if (!previousUrl && !nextUrl && links.length <= 1) return null;
  const items: (PaginationLink | "gap")[] = [];
  links.forEach((link, index) => {
    if (index > 0 && link.page - links[index - 1].page > 1) items.push("gap");
    items.push(link);
  });
  if (more) items.push("gap");
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3" data-testid="pagination">
      {previousUrl ? (
        <Link to={previousUrl} className={idle} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <span aria-hidden="true">←</span> Previous
        </span>
      )}
      <p className="text-sm text-slate-600 sm:hidden">
        Page {formatNumber(page)}
        {pageCount ? ` of ${formatNumber(pageCount)}` : ""}
      </p>
      <ul className="hidden flex-wrap items-center justify-center gap-1 sm:flex">
        {items.map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.active ? (
                <span aria-current="page" className={`${box} border-brand-700 bg-brand-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {formatNumber(item.page)}
                </span>
              ) : (
                <Link to={item.url} className={idle}>
                  <span className="sr-only">Page </span>
                  {formatNumber(item.page)}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {nextUrl ? (
        <Link to={nextUrl} className={idle} rel="next">
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          Next <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  );
}

/** The administrators' numbered pages (app/server/admin/paging.ts's AdminPageLinks): no "more" page. */
export function AdminPagination({
  paging,
}: {
  paging: { links: PaginationLink[]; page: number; previousUrl: string | null; nextUrl: string | null; pageCount: number };
}) {
  return (
    <Pagination
      links={paging.links}
      page={paging.page}
      more={false}
      previousUrl={paging.previousUrl}
      nextUrl={paging.nextUrl}
      pageCount={paging.pageCount}
    />
  );
}
