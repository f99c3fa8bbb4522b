// CourtListener's REST API v4 (https://www.courtlistener.com/help/api/rest/v4/): the search
// endpoint over RECAP dockets (`type=r`) by court id and docket number, authenticated with
// `Authorization: Token <COURTLISTENER_API_TOKEN>`. There is no official SDK for Node, so the
// client is `fetch` with a timeout; `apiUrl` points it at another host (a local fake in tests,
// tests/support/courtlistener-fake.ts). The search answers the docket's case name, number, court,
// dates, parties (`party`), its page (`docket_absolute_url`) and its first matching entries
// (`recap_documents`).
import { COURTLISTENER_SITE } from "~/domain/court-ids";
import type { CourtRecords, Docket, DocketEntry, DocketLookup } from "./provider";

export type CourtListenerSettings = {
  token: string;
  /** Another API root than https://www.courtlistener.com (a local fake); null for CourtListener. */
  apiUrl: string | null;
  /** How long a lookup may take before the form goes on without it. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 8_000;
/** More matches than this are not worth reading on a form: the administrator narrows the number. */
const MAX_DOCKETS = 10;

type SearchDocument = { document_number?: unknown; entry_date_filed?: unknown; description?: unknown; short_description?: unknown };
type SearchResult = {
  docket_id?: unknown;
  caseName?: unknown;
  docketNumber?: unknown;
  court_id?: unknown;
  court?: unknown;
  dateFiled?: unknown;
  dateTerminated?: unknown;
  party?: unknown;
  docket_absolute_url?: unknown;
  recap_documents?: unknown;
};

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const day = (value: unknown): string | null => {
  const date = text(value);
  return date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
};

function entryOf(document: SearchDocument): DocketEntry | null {
  const description = text(document.description) ?? text(document.short_description);
  if (!description) return null;
  const number = typeof document.document_number === "number" ? String(document.document_number) : text(document.document_number);
  return { number, date: day(document.entry_date_filed), description: description.slice(0, 500) };
}

function docketOf(result: SearchResult): Docket | null {
  const id = typeof result.docket_id === "number" ? String(result.docket_id) : text(result.docket_id);
  const docketNumber = text(result.docketNumber);
  if (!id || !docketNumber) return null;
  const path = text(result.docket_absolute_url) ?? `/docket/${id}/`;
  const parties = Array.isArray(result.party) ? result.party.map(text).filter((p): p is string => p !== null) : [];
  // Objects only: an answer holding null or a string in the list is skipped, never read.
  const documents = Array.isArray(result.recap_documents)
    ? (result.recap_documents as unknown[]).filter((d): d is SearchDocument => typeof d === "object" && d !== null)
    : [];
  return {
    ref: id,
    caseName: text(result.caseName) ?? "",
    docketNumber,
    courtId: text(result.court_id) ?? "",
    courtName: text(result.court) ?? "",
    dateFiled: day(result.dateFiled),
    dateTerminated: day(result.dateTerminated),
    parties: [...new Set(parties)],
    entries: documents.map(entryOf).filter((e): e is DocketEntry => e !== null),
    url: path.startsWith("http") ? path : `${COURTLISTENER_SITE}${path}`,
  };
}

export function createCourtListener(settings: CourtListenerSettings): CourtRecords {
  const root = (settings.apiUrl ?? COURTLISTENER_SITE).replace(/\/$/, "");
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: "courtlistener",
    async lookup({ courtId, docketNumber }): Promise<DocketLookup> {
      const url = new URL(`${root}/api/rest/v4/search/`);
      url.searchParams.set("type", "r");
      url.searchParams.set("court", courtId);
      url.searchParams.set("docket_number", docketNumber);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Authorization: `Token ${settings.token}`, Accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const slow = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        return {
          kind: "unavailable",
          reason: slow
            ? `CourtListener did not answer within ${Math.round(timeoutMs / 1000)} seconds: fill in the docket by hand, or try again.`
            : "CourtListener could not be reached: fill in the docket by hand, or try again.",
        };
      }
      if (response.status === 401 || response.status === 403) {
        return {
          kind: "unavailable",
          reason: "CourtListener refused the API token (COURTLISTENER_API_TOKEN): fill in the docket by hand.",
        };
      }
      if (response.status === 429)
        return {
          kind: "unavailable",
          reason: "CourtListener's rate limit was reached: try again in a minute, or fill in the docket by hand.",
        };
      if (!response.ok)
        return { kind: "unavailable", reason: `CourtListener answered ${response.status}: fill in the docket by hand, or try again.` };
      let body: { results?: unknown };
      try {
        body = (await response.json()) as { results?: unknown };
      } catch {
        return { kind: "unavailable", reason: "CourtListener's answer could not be read: fill in the docket by hand." };
      }
      const results = Array.isArray(body.results) ? (body.results as SearchResult[]) : [];
      const dockets = results
        .map(docketOf)
        .filter((docket): docket is Docket => docket !== null)
        .slice(0, MAX_DOCKETS);
      return dockets.length ? { kind: "found", dockets } : { kind: "not_found" };
    },
  };
}
