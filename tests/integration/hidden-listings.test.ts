// A listing that a member may not see answers exactly like one that does not exist
// (docs/decisions/0009): every endpoint and page that takes a listing id, called by a stranger
// about a hidden, pending-review, removed or declined listing, gives the same status (and the same JSON) as
// for an id that was never used. Regression: offers, PUT/DELETE /api/judgments/{id},
// /api/judgments/assigned and /judgments/buy/{id} answered 409/403 ("it is hidden").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as judgmentApi from "~/routes/api/judgments/judgment";
import * as createOffer from "~/routes/api/offers/create";
import * as editOfferApi from "~/routes/api/offers/edit";
import * as acceptApi from "~/routes/api/offers/accept";
import * as rejectApi from "~/routes/api/offers/reject";
import * as highestOffer from "~/routes/api/judgments/highest-offer";
import * as watchStatus from "~/routes/api/judgments/watchlist-status";
import * as watchAdd from "~/routes/api/judgments/watchlist-add";
import * as watchRemove from "~/routes/api/judgments/watchlist-remove";
import * as documentsList from "~/routes/api/documents/list";
import * as assignmentList from "~/routes/api/documents/assignment-list";
import * as assignedApi from "~/routes/api/assignment/assigned";
import * as buyerApproved from "~/routes/api/assignment/buyer-approved";
import * as payApi from "~/routes/api/judgments/payment";
import * as enhancementPayment from "~/routes/api/enhancements/payment";
import * as enhancementLater from "~/routes/api/enhancements/payment-later";
import * as upgradePayment from "~/routes/api/upgrade/payment";
import * as detailPage from "~/routes/judgments/detail";
import * as editPage from "~/routes/judgments/edit";
import * as buyPage from "~/routes/judgments/buy";
import * as payPage from "~/routes/judgments/pay-for-judgment";
import * as sellDocuments from "~/routes/listing-wizard/documents";
import * as enhanceLater from "~/routes/listing-wizard/enhance-later";
import * as upgradePage from "~/routes/listing-wizard/premium-upgrade";
import { BASE, CookieJar, createTestApp, run, unwrap, type RouteArgs, type TestApp } from "../support/app";
import { listing, member, offer } from "../support/factories";

let app: TestApp;
let stranger: CookieJar;
let sellerId: number;
let bidderId: number;
const MISSING = 987_654;

beforeAll(async () => {
  app = await createTestApp();
  sellerId = (await member(app, { prefix: "hidden_seller" })).userId;
  bidderId = (await member(app, { prefix: "early_bidder" })).userId;
  stranger = (await member(app, { prefix: "curious" })).jar;
});
afterAll(async () => {
  await app?.close();
});

async function listingWithOffer(status: "new" | "hidden" | "cancelled" | "declined") {
  const id = await listing(app, sellerId, { title: `A ${status} listing`, status });
  return { id, offerId: await offer(app, id, bidderId, { amountCents: 100_000 }) };
}

// Methods, so that a route needing { id } fits: each probe gives the params its route needs.
type Module = { loader?(args: RouteArgs): unknown; action?(args: RouteArgs): unknown };
type Probe = {
  name: string;
  module: Module;
  method: string;
  path: (id: number) => string;
  params?: (id: number) => Record<string, string>;
  body?: (id: number, offerId: number) => unknown;
};

const idParam = (id: number) => ({ id: String(id) });
const probes: Probe[] = [
  { name: "GET /api/judgments/{id}", module: judgmentApi, method: "GET", path: (id) => `/api/judgments/${id}`, params: idParam },
  {
    name: "PUT /api/judgments/{id}",
    module: judgmentApi,
    method: "PUT",
    path: (id) => `/api/judgments/${id}`,
    params: idParam,
    body: () => ({ status: "active" }),
  },
  { name: "DELETE /api/judgments/{id}", module: judgmentApi, method: "DELETE", path: (id) => `/api/judgments/${id}`, params: idParam },
  {
    name: "POST /api/judgments/offer",
    module: createOffer,
    method: "POST",
    path: () => "/api/judgments/offer",
    body: (id) => ({ judgment_id: id, amount: "100" }),
  },
  {
    name: "POST /api/judgments/offers/accept",
    module: acceptApi,
    method: "POST",
    path: () => "/api/judgments/offers/accept",
    body: (id, offerId) => ({ judgment_id: id, offer_id: offerId, amount: "1000" }),
  },
  {
    name: "POST /api/judgments/offers/reject",
    module: rejectApi,
    method: "POST",
    path: () => "/api/judgments/offers/reject",
    body: (id, offerId) => ({ judgment_id: id, offer_id: offerId }),
  },
  {
    name: "GET /api/judgments/highest_offer/{id}",
    module: highestOffer,
    method: "GET",
    path: (id) => `/api/judgments/highest_offer/${id}`,
    params: idParam,
  },
  {
    name: "GET /api/judgments/watchlist/{id}",
    module: watchStatus,
    method: "GET",
    path: (id) => `/api/judgments/watchlist/${id}`,
    params: idParam,
  },
  {
    name: "POST /api/judgments/watchlist/add/{id}",
    module: watchAdd,
    method: "POST",
    path: (id) => `/api/judgments/watchlist/add/${id}`,
    params: idParam,
  },
  {
    name: "POST /api/judgments/watchlist/remove/{id}",
    module: watchRemove,
    method: "POST",
    path: (id) => `/api/judgments/watchlist/remove/${id}`,
    params: idParam,
  },
  {
    name: "GET /api/judgments/documents/{id}",
    module: documentsList,
    method: "GET",
    path: (id) => `/api/judgments/documents/${id}`,
    params: idParam,
  },
  {
    name: "GET /api/judgments/documents/{id}/assignment",
    module: assignmentList,
    method: "GET",
    path: (id) => `/api/judgments/documents/${id}/assignment`,
    params: idParam,
  },
  {
    name: "POST /api/judgments/assigned",
    module: assignedApi,
    method: "POST",
    path: () => "/api/judgments/assigned",
    body: (id) => ({ judgment_id: id }),
  },
  {
    name: "POST /api/judgments/buyer_approved",
    module: buyerApproved,
    method: "POST",
    path: () => "/api/judgments/buyer_approved",
    body: (id) => ({ judgment_id: id }),
  },
  {
    name: "POST /api/judgments/payment",
    module: payApi,
    method: "POST",
    path: () => "/api/judgments/payment",
    body: (id) => ({ judgment_id: id, amount: "1100.00", payment_method: "pm_card_visa" }),
  },
  {
    name: "POST /api/enhancements/payment",
    module: enhancementPayment,
    method: "POST",
    path: () => "/api/enhancements/payment",
    body: (id) => ({ judgment_id: id, amount: 400, payment_method: "pm_card_visa", is_premium: false }),
  },
  {
    name: "POST /api/enhancements/payment/later",
    module: enhancementLater,
    method: "POST",
    path: () => "/api/enhancements/payment/later",
    body: (id) => ({ judgment_id: id, amount: 400, upsells: [1], payment_method: "pm_card_visa" }),
  },
  {
    name: "POST /api/upgrade/payment",
    module: upgradePayment,
    method: "POST",
    path: () => "/api/upgrade/payment",
    body: (id) => ({ judgment_id: id, amount: 1999, payment_method: "pm_card_visa" }),
  },
  { name: "GET /judgments/{id}", module: detailPage, method: "GET", path: (id) => `/judgments/${id}`, params: idParam },
  {
    name: "POST /judgments/{id} (offer)",
    module: detailPage,
    method: "POST",
    path: (id) => `/judgments/${id}`,
    params: idParam,
    body: () => ({ intent: "offer", amount: "100" }),
  },
  {
    name: "POST /judgments/{id} (watch)",
    module: detailPage,
    method: "POST",
    path: (id) => `/judgments/${id}`,
    params: idParam,
    body: () => ({ intent: "watch" }),
  },
  {
    name: "POST /judgments/{id} (hide)",
    module: detailPage,
    method: "POST",
    path: (id) => `/judgments/${id}`,
    params: idParam,
    body: () => ({ intent: "unhide" }),
  },
  { name: "GET /judgments/{id}/edit", module: editPage, method: "GET", path: (id) => `/judgments/${id}/edit`, params: idParam },
  { name: "GET /judgments/buy/{id}", module: buyPage, method: "GET", path: (id) => `/judgments/buy/${id}`, params: idParam },
  {
    name: "POST /judgments/buy/{id}",
    module: buyPage,
    method: "POST",
    path: (id) => `/judgments/buy/${id}`,
    params: idParam,
    body: () => ({ price: "3000.00" }),
  },
  {
    name: "POST /api/judgments/offer/edit",
    module: editOfferApi,
    method: "POST",
    path: () => "/api/judgments/offer/edit",
    body: (_id, offerId) => ({ id: offerId, amount: "900" }),
  },
  { name: "GET /judgments/pay/{id}", module: payPage, method: "GET", path: (id) => `/judgments/pay/${id}`, params: idParam },
  { name: "GET /sell/documents/{id}", module: sellDocuments, method: "GET", path: (id) => `/sell/documents/${id}`, params: idParam },
  { name: "GET /sell/enhance/{id}", module: enhanceLater, method: "GET", path: (id) => `/sell/enhance/${id}`, params: idParam },
  { name: "GET /sell/upgrade/{id}", module: upgradePage, method: "GET", path: (id) => `/sell/upgrade/${id}`, params: idParam },
];

/** Status and, for JSON, the body: what a stranger can learn from the answer. */
async function answer(probe: Probe, id: number, offerId: number, json: boolean) {
  const headers: Record<string, string> = { cookie: stranger.header(), origin: BASE };
  if (json) Object.assign(headers, { "x-requested-with": "XMLHttpRequest", accept: "application/json" });
  const body = probe.body?.(id, offerId);
  if (body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(BASE + probe.path(id), {
    method: probe.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const fn = probe.method === "GET" ? probe.module.loader : probe.module.action;
  const result = await run(() => fn!(app.args(request, probe.params?.(id) ?? {})));
  if (!(result instanceof Response)) {
    const { status, data } = unwrap(result);
    return { status, body: status === 200 ? "page data" : JSON.stringify(data) };
  }
  const type = result.headers.get("content-type") ?? "";
  const text = type.includes("json") ? await result.text() : "";
  return {
    status: result.status,
    location: result.headers.get("location")?.replaceAll(String(id), "ID") ?? null,
    body: text.replaceAll(String(id), "ID"),
  };
}

describe.each(["hidden", "new", "cancelled", "declined"] as const)("a %s listing, asked about by a member who may not see it", (status) => {
  it.each(probes.map((p) => [p.name, p] as const))("%s answers as for a missing id", async (_name, probe) => {
    const { id, offerId } = await listingWithOffer(status);
    const json = probe.path(id).startsWith("/api/");
    const seen = await answer(probe, id, offerId, json);
    const missing = await answer(probe, MISSING, offerId, json);
    expect(seen, JSON.stringify({ seen, missing })).toEqual(missing);
    expect(seen.status).toBeGreaterThanOrEqual(400);
  });
});
