// The buyer spec's pagination object (section 3), as GET /api/messages answers with it.

export type PageLink = { label: string; url: string | null; active: boolean };
export type Paginated<T> = {
  data: T[];
  links: PageLink[];
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
};

/** `?page=` as a page number: anything that is not a positive whole number reads as page 1. */
export function readPageParam(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/**
 * The spec's pagination object. `links` are Previous, the page numbers (the first, the last and
 * two either side of the current one, with "..." for the gaps) and Next; a link that goes nowhere
 * has a null url. `path` may carry a query of its own (`/messages?box=sent`).
 */
export function paginate<T>(data: T[], total: number, page: number, perPage: number, path: string): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const joiner = path.includes("?") ? "&" : "?";
  const url = (n: number) => (n >= 1 && n <= lastPage ? `${path}${joiner}page=${n}` : null);
  const links: PageLink[] = [{ label: "« Previous", url: page > 1 ? url(Math.min(page - 1, lastPage)) : null, active: false }];
  let previous = 0;
  for (let n = 1; n <= lastPage; n++) {
    if (n !== 1 && n !== lastPage && Math.abs(n - page) > 2) continue;
    if (n - previous > 1) links.push({ label: "...", url: null, active: false });
    links.push({ label: String(n), url: url(n), active: n === page });
    previous = n;
  }
  links.push({ label: "Next »", url: page < lastPage ? url(page + 1) : null, active: false });
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    links,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}
