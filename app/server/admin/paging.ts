// Numbered page links for the administrators' lists (offset pages; the public browse has its own
// keyset paging). Links are built from the page's own path and the filters it names, never from
// the request URL (a client-side data request carries '.data' and router parameters).

export type AdminPageLinks = {
  page: number;
  pageCount: number;
  links: { page: number; url: string; active: boolean }[];
  previousUrl: string | null;
  nextUrl: string | null;
};

/** The page asked for in ?page=, at least 1. */
export function requestedPage(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** The page actually shown (the last one when the request went past the end) and the links around it. */
export function adminPageLinks(
  list: { path: string; filters?: Record<string, string | undefined>; requested: number },
  total: number,
  pageSize: number,
): AdminPageLinks {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(list.requested, pageCount);
  const urlFor = (target: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(list.filters ?? {})) if (value) params.set(name, value);
    if (target > 1) params.set("page", String(target));
    const query = params.toString();
    return `${list.path}${query ? `?${query}` : ""}`;
  };
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const links = [...shown].sort((a, b) => a - b).map((p) => ({ page: p, url: urlFor(p), active: p === page }));
  return {
    page,
    pageCount,
    links,
    previousUrl: page > 1 ? urlFor(page - 1) : null,
    nextUrl: page < pageCount ? urlFor(page + 1) : null,
  };
}
