// The investor's buy requests pages (docs/decisions/0054): /buy-requests (their requests, live and
// past, with the listings sellers invited them to; withdraw), /buy-requests/new and
// /buy-requests/{id}/edit (the one form). Only the investor sees or changes a request: someone
// else's id, a saved search's or a missing one is the same 404.
import { randomBytes } from "node:crypto";
import { data } from "react-router";
import type { BuyRequestFormData, BuyRequestFormValues, BuyRequestsPageData } from "~/components/buy-requests/types";
import { easternInstant } from "~/domain/business-days";
import {
  BUY_REQUESTS_PATH,
  buyRequestMessages,
  buyRequestStatus,
  DEFAULT_EXPIRY_DAYS,
  describeBuyRequest,
  MAX_EXPIRY_DAYS,
  MAX_LIVE_BUY_REQUESTS,
  shareRangeText,
  type BuyRequestCriteria,
} from "~/domain/buy-requests";
import { formatDate, todayIso } from "~/domain/dates";
import { parseId } from "~/domain/ids";
import { addDays } from "~/domain/judgment-value/calendar";
import { centsToDollarInput } from "~/domain/search";
import { parseBuyRequestForm } from "~/domain/schemas/buy-request-form";
import type { AppServices } from "~/server/context";
import {
  findOwnBuyRequest,
  insertBuyRequest,
  listBuyRequests,
  listReceivedInvitations,
  updateBuyRequest,
  withdrawBuyRequest,
  type BuyRequestRow,
} from "~/server/queries/buy-requests";
import { cachedStates } from "~/server/queries/reference-cache";
import { redirectWithToast } from "~/server/toast";

export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/** A request runs to the end of its last day, US Eastern. */
function expiresAtOf(day: string): Date {
  return easternInstant(day, 23, 59, 59);
}

/** A name for the request from its states and shares (kept in saved_searches.name). */
function nameOf(criteria: BuyRequestCriteria, abbreviations: readonly string[]): string {
  const where = abbreviations.length ? abbreviations.slice(0, 6).join(", ") + (abbreviations.length > 6 ? "…" : "") : "Any state";
  return `${where} at ${shareRangeText(criteria.shareMinBps, criteria.shareMaxBps)}`;
}

export async function loadBuyRequests(services: AppServices, userId: number): Promise<BuyRequestsPageData> {
  const now = services.clock.now();
  const [rows, states] = await Promise.all([listBuyRequests(services.db, userId), cachedStates(services.db)]);
  const invitations = await listReceivedInvitations(
    services.db,
    rows.map((r) => r.id),
  );
  const nameOfState = new Map(states.map((s) => [s.id, s.name]));
  const requests = rows.map((row) => ({
    id: row.id,
    status: buyRequestStatus(row, now),
    criteria: describeBuyRequest(
      row,
      row.stateIds.map((id) => nameOfState.get(id) ?? ""),
    ),
    shares: shareRangeText(row.shareMinBps, row.shareMaxBps),
    expiresOn: formatDate(row.expiresAt),
    createdOn: formatDate(row.createdAt),
    invitations: invitations
      .filter((i) => i.buyRequestId === row.id)
      .map((i) => ({ judgmentId: i.judgmentId, title: i.title, invitedOn: formatDate(i.invitedAt), open: i.status === "active" })),
  }));
  // Live first, then the ended ones, each newest first (the query's order).
  const order = { live: 0, expired: 1, withdrawn: 2 } as const;
  requests.sort((a, b) => order[a.status] - order[b.status]);
  return { requests, max: MAX_LIVE_BUY_REQUESTS, live: requests.filter((r) => r.status === "live").length };
}

/** The form's values for a request (edit), or the defaults of a new one. */
function valuesOf(row: BuyRequestRow | null, today: string): BuyRequestFormValues {
  if (!row) return { expires_on: addDays(today, DEFAULT_EXPIRY_DAYS) };
  const s = row.search;
  const pct = (bps: number) => String(bps / 100);
  return {
    state_ids: row.stateIds.map(String),
    age_min: row.ageMinYears !== null ? String(row.ageMinYears) : undefined,
    age_max: row.ageMaxYears !== null ? String(row.ageMaxYears) : undefined,
    judgment_min: s.judgmentMinCents !== undefined ? centsToDollarInput(s.judgmentMinCents) : undefined,
    judgment_max: s.judgmentMaxCents !== undefined ? centsToDollarInput(s.judgmentMaxCents) : undefined,
    court_type: s.courtType,
    debt_type: s.debtType,
    litigation: s.litigation,
    debtor_type: s.debtorType,
    debtor_real_estate: s.debtorRealEstate ? "1" : undefined,
    debtor_employed: s.debtorEmployed ? "1" : undefined,
    debtor_bank_account: s.debtorBankAccount ? "1" : undefined,
    debtor_vehicles: s.debtorVehicles ? "1" : undefined,
    share_min: pct(row.shareMinBps),
    share_max: pct(row.shareMaxBps),
    expires_on: todayIso(row.expiresAt),
  };
}

export async function loadBuyRequestForm(services: AppServices, userId: number, idParam: string | undefined): Promise<BuyRequestFormData> {
  const today = todayIso(services.clock.now());
  let row: BuyRequestRow | null = null;
  if (idParam !== undefined) {
    const id = parseId(idParam);
    row = id === null ? null : await findOwnBuyRequest(services.db, id, userId);
    if (!row || row.withdrawnAt) notFound();
  }
  const [states, list] = await Promise.all([cachedStates(services.db), listBuyRequests(services.db, userId)]);
  const now = services.clock.now();
  return {
    mode: row ? "edit" : "new",
    id: row?.id ?? null,
    values: valuesOf(row, today),
    states: states.map((s) => ({ id: s.id, name: s.name })),
    maxExpiryOn: addDays(today, MAX_EXPIRY_DAYS),
    live: list.filter((r) => buyRequestStatus(r, now) === "live").length,
    max: MAX_LIVE_BUY_REQUESTS,
  };
}

/** Posts a new request (idParam undefined) or saves the investor's own; a refused form comes back by field. */
export async function saveBuyRequest(services: AppServices, userId: number, idParam: string | undefined, body: Record<string, unknown>) {
  const now = services.clock.now();
  let id: number | null = null;
  if (idParam !== undefined) {
    id = parseId(idParam);
    const row = id === null ? null : await findOwnBuyRequest(services.db, id, userId);
    if (!row || row.withdrawnAt) notFound();
  }
  const states = await cachedStates(services.db);
  const parsed = parseBuyRequestForm(body, todayIso(now), new Set(states.map((s) => s.id)));
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 422 });
  const { criteria } = parsed;
  const abbreviation = new Map(states.map((s) => [s.id, s.abbreviation]));
  const name = nameOf(
    criteria,
    criteria.stateIds.map((s) => abbreviation.get(s) ?? ""),
  );
  const expiresAt = expiresAtOf(criteria.expiresOn);
  const tooMany = () => data({ errors: { _: [buyRequestMessages.tooMany] }, values: parsed.values }, { status: 409 });
  if (id === null) {
    const saved = await insertBuyRequest(services.db, {
      userId,
      name,
      criteria,
      expiresAt,
      token: randomBytes(32).toString("base64url"),
      now,
      max: MAX_LIVE_BUY_REQUESTS,
    });
    if (saved === "too_many") return tooMany();
    return redirectWithToast(services, BUY_REQUESTS_PATH, { type: "success", description: buyRequestMessages.saved });
  }
  const saved = await updateBuyRequest(services.db, { id, userId, name, criteria, expiresAt, now, max: MAX_LIVE_BUY_REQUESTS });
  if (saved === "too_many") return tooMany();
  if (!saved) notFound();
  return redirectWithToast(services, BUY_REQUESTS_PATH, { type: "success", description: buyRequestMessages.updated });
}

/** /buy-requests' one form: intent=withdraw with buy_request_id. */
export async function buyRequestsAction(services: AppServices, userId: number, body: Record<string, unknown>) {
  const id = parseId(body.buy_request_id);
  if (id === null || body.intent !== "withdraw") notFound();
  if (!(await withdrawBuyRequest(services.db, id, userId, services.clock.now()))) notFound();
  return redirectWithToast(services, BUY_REQUESTS_PATH, { type: "success", description: buyRequestMessages.withdrawn });
}
