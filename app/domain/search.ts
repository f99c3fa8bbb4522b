// The browse search: its fields, one Zod schema that reads them (from the form, the query string or
// the session) into normalised filters, the sort orders and the paging cursor. Pure: no I/O.
//
// The spec's two naming families for the date pairs both work: judgment_date_start/_end and
// listing_date_start/_end (the inputs) and judgment_date_after/_before and listing_date_after/_before
// (the initial values). Both normalise to start/end; when both are given, start/end wins.
//
// The collectability facts (issue 17) filter on one value each (court type, debt type, default or
// litigated, debtor type) or on a yes (the debtor owns real estate, is employed, has a known bank
// account or vehicles: checkboxes sent as 1), and "near_deadline" keeps listings whose next
// enforceability deadline is within NEAR_DEADLINE_MONTHS of today or already passed. "portfolios"
// keeps portfolios only (docs/decisions/0055): a portfolio meets the other filters as its row's
// aggregates say (its face value, its one state when it has one, a fact when every judgment has it).
import { z } from "zod";
import { isIsoDate } from "~/domain/dates";
import { debtorTypeLabels, debtTypeLabels, courtTypeLabels, litigationLabels } from "~/domain/judgment-value/facts";
import type { FactFilters } from "~/domain/judgment-value/fact-flags";
import { parseDollarsToCents } from "~/domain/money";
import { isStorableText } from "~/domain/storable-text";
import { idSchema } from "~/domain/schemas/ids";

/** Normalised filters. Money in cents, dates as 'YYYY-MM-DD'; absent means "any". */
export type JudgmentSearch = {
  name?: string;
  stateId?: number;
  countyId?: number;
  priceMinCents?: number;
  priceMaxCents?: number;
  judgmentMinCents?: number;
  judgmentMaxCents?: number;
  judgmentDateStart?: string;
  judgmentDateEnd?: string;
  listingDateStart?: string;
  listingDateEnd?: string;
  /** Listings whose next enforceability deadline is near or past (judgments.enforce_deadline_on). */
  nearDeadline?: true;
  /** Only listings verified against the court record (docs/decisions/0047); a portfolio when every judgment in it is. */
  verified?: true;
  /** Only portfolios, several judgments sold as one listing (docs/decisions/0055). */
  portfoliosOnly?: true;
} & FactFilters;

export type SearchErrors = Record<string, string[]>;

/** The form's field names, in form order; also the canonical query-string names. */
export const searchFields = [
  "name",
  "state_id",
  "county_id",
  "price_min",
  "price_max",
  "judgment_min",
  "judgment_max",
  "judgment_date_start",
  "judgment_date_end",
  "listing_date_start",
  "listing_date_end",
  "court_type",
  "debt_type",
  "litigation",
  "debtor_type",
  "debtor_real_estate",
  "debtor_employed",
  "debtor_bank_account",
  "debtor_vehicles",
  "near_deadline",
  "verified",
  "portfolios",
] as const;
export type SearchField = (typeof searchFields)[number];

/** The other naming family, read as the canonical field it stands for. */
const aliases: Record<string, SearchField> = {
  judgment_date_after: "judgment_date_start",
  judgment_date_before: "judgment_date_end",
  listing_date_after: "listing_date_start",
  listing_date_before: "listing_date_end",
};

/** Every name that counts as a search filter in a query string (both families). */
export const filterParamNames: readonly string[] = [...searchFields, ...Object.keys(aliases)];

export const SEARCH_SESSION_KEY = "judgmentSearch";
export const NAME_MAX_LENGTH = 100;

// ---------------------------------------------------------------------------------------------
// The schema

/** One value from a form or query: the first of repeated values, trimmed; blank is absent. */
function single(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "number" && Number.isFinite(first)) return String(first);
  if (typeof first !== "string") return undefined;
  const trimmed = first.trim();
  return trimmed === "" ? undefined : trimmed;
}

const keywords = z
  .string()
  .max(NAME_MAX_LENGTH, `Keywords can be at most ${NAME_MAX_LENGTH} characters.`)
  .refine(isStorableText, "Keywords contain characters we cannot search for.")
  .optional();

const placeId = (message: string) => idSchema(message).optional();

const dollars = z
  .string()
  .transform((value, ctx) => {
    const cents = parseDollarsToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Enter a dollar amount, such as 12,500 or 12500.50." });
      return z.NEVER;
    }
    return cents;
  })
  .optional();

/** 'YYYY-MM-DD' (what date inputs send) or MM/DD/YYYY (what people type, and what we display). */
const calendarDate = z
  .string()
  .transform((value, ctx) => {
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    const iso = us ? `${us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}` : value;
    if (!isIsoDate(iso)) {
      ctx.addIssue({ code: "custom", message: "Enter a valid date as MM/DD/YYYY." });
      return z.NEVER;
    }
    return iso;
  })
  .optional();

/** One of a fact's values (the keys of its labels), or an error naming the list. */
function choice<K extends string>(labels: Record<K, string>) {
  const values = Object.keys(labels) as [K, ...K[]];
  return z.enum(values, { error: "Choose one from the list." }).optional();
}

/** A checkbox: 1 (what the form sends; on, true and yes too) is checked; 0, off, false and no are not. */
const checked = z
  .string()
  .transform((value, ctx): true | undefined => {
    const text = value.toLowerCase();
    if (["1", "on", "true", "yes"].includes(text)) return true;
    if (["0", "off", "false", "no"].includes(text)) return undefined;
    ctx.addIssue({ code: "custom", message: "Tick the box or leave it empty." });
    return z.NEVER;
  })
  .optional();

function rangeCheck(
  ctx: z.RefinementCtx,
  low: number | string | undefined,
  high: number | string | undefined,
  field: SearchField,
  message: string,
) {
  if (low !== undefined && high !== undefined && low > high) ctx.addIssue({ code: "custom", path: [field], message });
}

/**
 * The search form. Input: a plain record of what was submitted (form body, query string or the
 * session's stored search in canonical form). Output: normalised filters.
 */
export const judgmentSearchSchema = z
  .preprocess(
    (input) => {
      const record = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
      const values: Partial<Record<SearchField, string>> = {};
      for (const field of searchFields) values[field] = single(record[field]);
      for (const [alias, field] of Object.entries(aliases)) values[field] ??= single(record[alias]);
      return values;
    },
    z.object({
      name: keywords,
      state_id: placeId("Choose a state from the list."),
      county_id: placeId("Choose a county from the list."),
      price_min: dollars,
      price_max: dollars,
      judgment_min: dollars,
      judgment_max: dollars,
      judgment_date_start: calendarDate,
      judgment_date_end: calendarDate,
      listing_date_start: calendarDate,
      listing_date_end: calendarDate,
      court_type: choice(courtTypeLabels),
      debt_type: choice(debtTypeLabels),
      litigation: choice(litigationLabels),
      debtor_type: choice(debtorTypeLabels),
      debtor_real_estate: checked,
      debtor_employed: checked,
      debtor_bank_account: checked,
      debtor_vehicles: checked,
      near_deadline: checked,
      verified: checked,
      portfolios: checked,
    }),
  )
  .superRefine((v, ctx) => {
    rangeCheck(ctx, v.price_min, v.price_max, "price_max", "The maximum price must be at least the minimum price.");
    rangeCheck(ctx, v.judgment_min, v.judgment_max, "judgment_max", "The maximum amount must be at least the minimum amount.");
    rangeCheck(ctx, v.judgment_date_start, v.judgment_date_end, "judgment_date_end", "The end date must be on or after the start date.");
    rangeCheck(ctx, v.listing_date_start, v.listing_date_end, "listing_date_end", "The end date must be on or after the start date.");
  })
  .transform((v): JudgmentSearch =>
    dropUndefined({
      name: v.name,
      stateId: v.state_id,
      countyId: v.county_id,
      priceMinCents: v.price_min,
      priceMaxCents: v.price_max,
      judgmentMinCents: v.judgment_min,
      judgmentMaxCents: v.judgment_max,
      judgmentDateStart: v.judgment_date_start,
      judgmentDateEnd: v.judgment_date_end,
      listingDateStart: v.listing_date_start,
      listingDateEnd: v.listing_date_end,
      courtType: v.court_type,
      debtType: v.debt_type,
      litigation: v.litigation,
      debtorType: v.debtor_type,
      debtorRealEstate: v.debtor_real_estate,
      debtorEmployed: v.debtor_employed,
      debtorBankAccount: v.debtor_bank_account,
      debtorVehicles: v.debtor_vehicles,
      nearDeadline: v.near_deadline,
      verified: v.verified,
      portfoliosOnly: v.portfolios,
    }),
  );

function dropUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export type ParsedSearch = {
  /** The filters that are valid; a field with an error is left out (so is a range's upper end). */
  search: JudgmentSearch;
  errors: SearchErrors | null;
  /** What was submitted, by canonical field name, to show back in the form. */
  values: Partial<Record<SearchField, string>>;
};

/** Reads a submitted search. Never throws; invalid fields come back as messages by field name. */
export function parseJudgmentSearch(input: unknown): ParsedSearch {
  const record = input && typeof input === "object" ? { ...(input as Record<string, unknown>) } : {};
  const values: Partial<Record<SearchField, string>> = {};
  for (const field of searchFields) {
    const alias = Object.keys(aliases).find((a) => aliases[a] === field);
    const value = single(record[field]) ?? (alias ? single(record[alias]) : undefined);
    // Shown back in the form; text that cannot be stored is not (its message says why).
    if (value !== undefined) values[field] = isStorableText(value) ? value.slice(0, 200) : "";
  }
  const errors: SearchErrors = {};
  // Field checks come first and range checks only once the fields are valid, so parse again
  // without the fields that failed until what is left is valid: those filters still apply.
  for (let round = 0; round <= searchFields.length; round++) {
    const parsed = judgmentSearchSchema.safeParse(record);
    if (parsed.success) return { search: parsed.data, errors: Object.keys(errors).length ? errors : null, values };
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "name");
      (errors[field] ??= []).push(issue.message);
      delete record[field];
      for (const [alias, target] of Object.entries(aliases)) if (target === field) delete record[alias];
    }
  }
  return { search: {}, errors, values };
}

export function hasFilters(search: JudgmentSearch): boolean {
  return Object.keys(search).length > 0;
}

/** Cents as the plain dollar text a form shows: 1250000 → "12500", 1999 → "19.99". */
export function centsToDollarInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

const yes = (value: true | undefined) => (value ? "1" : undefined);

/** The canonical form of a search: field name → text, as the form and the query string use. */
export function searchToValues(search: JudgmentSearch): Partial<Record<SearchField, string>> {
  const money = (cents: number | undefined) => (cents === undefined ? undefined : centsToDollarInput(cents));
  return dropUndefined({
    name: search.name,
    state_id: search.stateId === undefined ? undefined : String(search.stateId),
    county_id: search.countyId === undefined ? undefined : String(search.countyId),
    price_min: money(search.priceMinCents),
    price_max: money(search.priceMaxCents),
    judgment_min: money(search.judgmentMinCents),
    judgment_max: money(search.judgmentMaxCents),
    judgment_date_start: search.judgmentDateStart,
    judgment_date_end: search.judgmentDateEnd,
    listing_date_start: search.listingDateStart,
    listing_date_end: search.listingDateEnd,
    court_type: search.courtType,
    debt_type: search.debtType,
    litigation: search.litigation,
    debtor_type: search.debtorType,
    debtor_real_estate: yes(search.debtorRealEstate),
    debtor_employed: yes(search.debtorEmployed),
    debtor_bank_account: yes(search.debtorBankAccount),
    debtor_vehicles: yes(search.debtorVehicles),
    near_deadline: yes(search.nearDeadline),
    verified: yes(search.verified),
    portfolios: yes(search.portfoliosOnly),
  });
}

/** The search as the form's fields, in form order (hidden fields that carry it; URLs: search-url.ts). */
export function searchToParams(search: JudgmentSearch): URLSearchParams {
  const values = searchToValues(search);
  const params = new URLSearchParams();
  for (const field of searchFields) {
    const value = values[field];
    if (value !== undefined) params.set(field, value);
  }
  return params;
}

/**
 * A search kept in the session, read back through the same parser: it may predate a change to it
 * (a year 0000 was once accepted and then broke the visitor's browse page on every visit), so the
 * filters that are no longer valid are dropped and the rest still apply.
 */
export function searchFromStored(stored: unknown): JudgmentSearch | null {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  return parseJudgmentSearch(searchToValues(stored as JudgmentSearch)).search;
}

// ---------------------------------------------------------------------------------------------
// Sorting and paging

export const browseSorts = ["newest", "price_low", "price_high", "amount_high", "amount_low", "best_deal", "balance_deal"] as const;
export type BrowseSort = (typeof browseSorts)[number];
export const DEFAULT_SORT: BrowseSort = "newest";

export const sortLabels: Record<BrowseSort, string> = {
  newest: "Newest listed",
  price_low: "Asking price: low to high",
  price_high: "Asking price: high to low",
  amount_high: "Judgment amount: high to low",
  amount_low: "Judgment amount: low to high",
  best_deal: "Best deal: share of amount awarded",
  balance_deal: "Best deal: share of estimated balance",
};

export function parseSort(value: unknown): BrowseSort {
  const text = single(value);
  return (browseSorts as readonly string[]).includes(text ?? "") ? (text as BrowseSort) : DEFAULT_SORT;
}

export const PAGE_SIZE = 25;
/** Far beyond any real list; keeps offsets arithmetic small and safe. */
export const MAX_PAGE = 1_000_000;

/** page=abc, 0, -1 or 2.5 read as 1; huge numbers as MAX_PAGE. */
export function parsePage(value: unknown): number {
  const text = single(value);
  if (!text || !/^\d+$/.test(text)) return 1;
  const page = text.length > 9 ? MAX_PAGE : Number(text);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/**
 * A paging cursor: the sort key and id of the first or last row of a page the visitor saw, and
 * that page's number. `after` a page's last row serves later pages by seeking in the index;
 * `before` a page's first row serves earlier ones. The key is text for the newest sort (an exact
 * timestamp, microseconds included) and a number for the others.
 */
export type PageCursor = {
  sort: BrowseSort;
  page: number;
  key: string | number;
  id: number;
};

export function encodeCursor(cursor: PageCursor): string {
  const json = JSON.stringify([cursor.sort, cursor.page, cursor.key, cursor.id]);
  return btoa(json).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Answers null for anything malformed: the page is then served without the cursor. */
const MAX_INTEGER = 2_147_483_647;

export function decodeCursor(token: unknown): PageCursor | null {
  const text = single(token);
  if (!text || text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(atob(text.replace(/-/g, "+").replace(/_/g, "/")));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [sort, page, key, id] = value;
    if (!(browseSorts as readonly string[]).includes(sort)) return null;
    if (!Number.isSafeInteger(page) || page < 1 || page > MAX_PAGE) return null;
    // Ids and the balance share are PostgreSQL integers: a larger value is no cursor of ours.
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INTEGER) return null;
    if (sort === "newest") {
      if (typeof key !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(key)) return null;
    } else if (!Number.isSafeInteger(key) || key < 0 || (sort === "balance_deal" && key > MAX_INTEGER)) {
      return null;
    }
    return { sort, page, key, id };
  } catch {
    return null;
  }
}
