// What the browse pages' components show, declared on their side: the route's loader
// (app/server/listings/browse-page.ts) answers with these shapes.
import type { BrowseDeadline } from "~/domain/judgment-value/browse-deadline";
import type { ListingSummary } from "~/domain/listing-summary";
import type { PackedOptions } from "~/domain/packed-list";
import type { BrowseSort, SearchErrors, SearchField } from "~/domain/search";
import type { PaginationLink } from "./pagination";

export type StateOption = { id: number; name: string; abbreviation: string };
export type CountyOption = { id: number; name: string };

/** One result row. */
export type BrowseListing = ListingSummary & {
  /** Asking price as a share of the judgment amount, in basis points. */
  priceShareBps: number;
  /** 'YYYY-MM-DD'; null for a portfolio (docs/decisions/0055). */
  dateAwarded: string | null;
  listedAt: Date;
  highlight: boolean;
  embolden: boolean;
  /** In its premium first look: only premium members (and administrators) are shown it. */
  firstLook: boolean;
  /** The asking price as a share of the estimated balance (basis points); null without an estimate. */
  balanceShareBps: number | null;
  /** Collectability facts worth a word ("Litigated", "Debtor owns real estate"), at most three. */
  highlights: string[];
  /** Its next enforceability deadline is near, or has passed. */
  deadline: BrowseDeadline | null;
};

/** How many results: exact, or "at least" (capped) when the count stopped at its cap. */
export type BrowseTotal = { count: number; capped: boolean };

export type BrowsePageData = {
  heading: string;
  basePath: string;
  place: { stateId: number; stateName: string; countyId: number | null; countyName: string | null } | null;
  form: {
    values: Partial<Record<SearchField, string>>;
    errors: SearchErrors | null;
    /** Where the applied search came from (a search kept in the session is shown at its URL). */
    source: "query" | "none";
    active: boolean;
    /** The filters that are on, a short phrase each (the page's own place is not one). */
    summary: string[];
  };
  /** The states and the chosen state's counties, packed (app/domain/packed-list.ts). */
  states: PackedOptions;
  counties: PackedOptions;
  sort: BrowseSort;
  sortOptions: { value: BrowseSort; label: string }[];
  /** The applied filters as the URL names them (app/domain/search-url.ts), for forms and links that keep them. */
  filterParams: [string, string][];
  shareUrl: string | null;
  /** The "Save this search" form, when a valid search is applied; a visitor is sent to sign in. */
  saveSearch: { params: [string, string][]; signedIn: boolean; newUrl: string; suggestedName: string } | null;
  clearUrl: string;
  /** Paid "featured" listings shown above the first page (a state's, or nationwide ones). */
  featured: { id: number; title: string; place: string; priceCents: number; amountCents: number; firstLook: boolean }[];
  results: {
    rows: BrowseListing[];
    from: number;
    to: number;
    total: BrowseTotal;
    page: number;
    /** The number of pages, when the total is exact. */
    pageCount: number | null;
    links: PaginationLink[];
    /** True when pages exist beyond the last numbered link (a capped count). */
    more: boolean;
    previousUrl: string | null;
    nextUrl: string | null;
    firstPageUrl: string;
    tooDeep: boolean;
  };
};
