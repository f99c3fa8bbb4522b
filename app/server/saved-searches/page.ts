// The saved searches' pages (docs/decisions/0028-saved-searches.md): /searches (the member's
// searches, their new matches, alerts, rename, delete), /searches/new (save the current browse
// search) and /searches/unsubscribe (an alert's one-click link). Only the owner sees or changes a
// search: someone else's id is the same 404 as a missing one.
import { randomBytes } from "node:crypto";
import { data } from "react-router";
import type { SavedSearchesPageData, SaveSearchPageData } from "~/components/saved-searches/types";
import { alertsFormSchema, renameFormSchema, saveSearchFormSchema } from "~/domain/schemas/saved-search-form";
import {
  describeSearch,
  MAX_SAVED_SEARCHES,
  RECENT_MATCHES_SHOWN,
  SAVED_SEARCHES_PATH,
  savedSearchMessages,
  suggestedName,
  type PlaceNames,
} from "~/domain/saved-searches";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { idSchema } from "~/domain/schemas/ids";
import { listingPath } from "~/domain/listing-place";
import { searchToParams, type JudgmentSearch } from "~/domain/search";
import { browseHref, searchQuery } from "~/domain/search-url";
import type { AppServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { findCounty, findState } from "~/server/queries/reference";
import { cachedStates } from "~/server/queries/reference-cache";
import {
  countNewMatches,
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearchByToken,
  insertSavedSearch,
  listRecentMatches,
  listSavedSearches,
  markMatchesSeen,
  renameSavedSearch,
  setSavedSearchAlerts,
  switchOffAlertsByToken,
} from "~/server/queries/saved-searches";
import { redirectWithToast } from "~/server/toast";

export const NO_SUCH_SEARCH = "This saved search does not exist.";

/** /searches: the member's searches with their recent matches; what was new is then marked seen. */
export async function loadSavedSearches(services: AppServices, userId: number): Promise<SavedSearchesPageData> {
  const now = services.clock.now();
  const rows = await listSavedSearches(services.db, userId);
  const ids = rows.map((r) => r.id);
  const [matches, newCounts, states] = await Promise.all([
    listRecentMatches(services.db, ids, now, RECENT_MATCHES_SHOWN),
    countNewMatches(services.db, userId, now),
    cachedStates(services.db),
  ]);
  if (rows.length) await markMatchesSeen(services.db, userId, now);
  return {
    max: MAX_SAVED_SEARCHES,
    searches: rows.map((row) => ({
      id: row.id,
      name: row.name,
      alerts: row.alerts,
      criteria: describeSearch(row.search, { stateName: row.stateName, countyName: row.countyName }),
      // Its browse page at its URL (app/domain/search-url.ts), the one a shared or bookmarked search has.
      resultsUrl: browseHref("/judgments", searchQuery(row.search, states)),
      newCount: newCounts.get(row.id) ?? 0,
      matches: matches
        .filter((m) => m.savedSearchId === row.id)
        .map((m) => ({
          id: m.judgmentId,
          url: listingPath(m.kind, m.judgmentId),
          title: m.title,
          place: m.place,
          priceCents: m.priceCents,
          amountCents: m.amountCents,
          isNew: m.isNew,
        })),
    })),
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The forms of /searches: intent=alerts|rename|delete with search_id. */
export async function savedSearchesAction(services: AppServices, userId: number, body: Record<string, unknown>) {
  const id = idSchema().safeParse(body.search_id);
  if (!id.success) throw jsonError(404, NO_SUCH_SEARCH);
  const searchId = id.data;
  const now = services.clock.now();
  const intent = text(body.intent);
  const refused = (errors: Record<string, string[]>) =>
    data({ searchId, intent, errors, values: { name: text(body.name), alerts: text(body.alerts) } }, { status: 422 });

  if (intent === "alerts") {
    const parsed = alertsFormSchema.safeParse({ alerts: body.alerts });
    if (!parsed.success) return refused(fieldErrors(parsed.error));
    if (!(await setSavedSearchAlerts(services.db, searchId, userId, parsed.data.alerts, now))) throw jsonError(404, NO_SUCH_SEARCH);
    return redirectWithToast(services, SAVED_SEARCHES_PATH, { type: "success", description: savedSearchMessages.alertsChanged });
  }
  if (intent === "rename") {
    const parsed = renameFormSchema.safeParse({ name: body.name });
    if (!parsed.success) return refused(fieldErrors(parsed.error));
    if (!(await renameSavedSearch(services.db, searchId, userId, parsed.data.name, now))) throw jsonError(404, NO_SUCH_SEARCH);
    return redirectWithToast(services, SAVED_SEARCHES_PATH, { type: "success", description: savedSearchMessages.renamed });
  }
  if (intent === "delete") {
    if (!(await deleteSavedSearch(services.db, searchId, userId))) throw jsonError(404, NO_SUCH_SEARCH);
    return redirectWithToast(services, SAVED_SEARCHES_PATH, { type: "success", description: savedSearchMessages.deleted });
  }
  return refused({ _: ["Please use the form to change your saved search."] });
}

async function placeNames(services: AppServices, search: JudgmentSearch): Promise<PlaceNames> {
  const [state, county] = await Promise.all([
    search.stateId !== undefined ? findState(services.db, search.stateId) : null,
    search.countyId !== undefined ? findCounty(services.db, search.countyId) : null,
  ]);
  return { stateName: state?.name ?? null, countyName: county?.name ?? null };
}

/** /searches/new: the search to save (already read and checked like the browse page's). */
export async function loadSaveSearch(services: AppServices, userId: number, search: JudgmentSearch): Promise<SaveSearchPageData> {
  const places = await placeNames(services, search);
  return {
    criteria: describeSearch(search, places),
    params: [...searchToParams(search)] as [string, string][],
    suggestedName: suggestedName(search, places),
    // Its browse page at its URL (app/domain/search-url.ts), the one a shared or bookmarked search has.
    resultsUrl: browseHref("/judgments", searchQuery(search, await cachedStates(services.db))),
    used: await countSavedSearches(services.db, userId),
    max: MAX_SAVED_SEARCHES,
  };
}

/** Saves the search with the form's name (`search_name`) and alert frequency; the 25th is the last one allowed. */
export async function saveSearch(services: AppServices, userId: number, body: Record<string, unknown>, search: JudgmentSearch) {
  // `search_name`: the search's own `name` field is its keywords, sent alongside.
  const values = { name: text(body.search_name), alerts: text(body.alerts) };
  const parsed = saveSearchFormSchema.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const saved = await insertSavedSearch(services.db, {
    userId,
    name: parsed.data.name,
    alerts: parsed.data.alerts,
    search,
    token: randomBytes(32).toString("base64url"),
    now: services.clock.now(),
    max: MAX_SAVED_SEARCHES,
  });
  if (saved === "too_many") return data({ errors: { _: [savedSearchMessages.tooMany] }, values }, { status: 409 });
  const message = parsed.data.alerts === "off" ? savedSearchMessages.savedQuiet : savedSearchMessages.saved;
  return redirectWithToast(services, SAVED_SEARCHES_PATH, { type: "success", description: message });
}

/** A token from a link: the shape we make (43 base64url characters), or null. */
function tokenOf(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** The search an unsubscribe link names, or null (unknown or malformed). */
export async function findUnsubscribeTarget(services: AppServices, token: string | null) {
  const valid = tokenOf(token);
  return valid ? findSavedSearchByToken(services.db, valid) : null;
}

/** Switches the named search's alerts off; false for an unknown link. Idempotent. */
export async function unsubscribe(services: AppServices, token: string | null): Promise<boolean> {
  const valid = tokenOf(token);
  return valid ? switchOffAlertsByToken(services.db, valid, services.clock.now()) : false;
}
