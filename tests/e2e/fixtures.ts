// Data a browser test creates for itself through the app's own endpoints, as a member and the e2e
// administrator (playwright.config.ts) would: fresh members, an approved listing, a listing bought
// with Buy Now. Nothing here reads the demo seed or depends on today's date, so a test that uses
// these never has to skip.
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { buyerTotal } from "../../app/domain/fees";
import { dollarText } from "../../app/domain/money";
import { CURRENT_STATEMENTS_VERSION } from "../../app/domain/sworn-statements";
import { newMember } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };

/** A registered member, signed in on `api` (a request context of its own, with its cookies). */
export type Account = ReturnType<typeof newMember> & { api: APIRequestContext };

/** Assignment info, as a buyer gives it on My Settings. */
export const BUYER_ADDRESS = {
  name: "Fixture Buyer LLC",
  address1: "1 Main St",
  address2: "",
  city: "Sacramento",
  state: "CA",
  zip: "95814",
};

/** The asking price of `approvedListing`: its listing fee is $0, so no checkout comes first. */
export const ASKING_PRICE = "2000.00";

async function context(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

/**
 * Verifies the signed-in member's identity through the offline provider's test-mode page, as a
 * person would (docs/decisions/0048): Verify my identity, "Verify me", back to My Settings.
 */
export async function verifyIdentity(api: APIRequestContext): Promise<void> {
  const started = await api.post("/profile", { form: { intent: "identity-start" }, maxRedirects: 0 });
  expect(started.status(), "identity check started").toBe(302);
  const checkPage = started.headers().location ?? "";
  expect(checkPage, "the offline check's page").toMatch(/^\/identity\/offline\/vs_/);
  const decided = await api.post(checkPage, { form: { outcome: "verify" }, maxRedirects: 0 });
  expect(decided.status(), "identity check decided").toBe(302);
  const returned = await api.get(decided.headers().location ?? "", { maxRedirects: 0 });
  expect(returned.status(), "back from the identity check").toBe(302);
  // The outcome's toast is read once: read it here, so the test's next page shows only its own.
  await api.get("/about");
}

/**
 * Registers a new member through /register; `address` also saves assignment info. The member's
 * identity is verified (sellers need it before a listing goes live, buyers before a payment over the
 * threshold) unless `identity` is false.
 */
export async function account(baseURL: string, prefix: string, options: { address?: boolean; identity?: boolean } = {}): Promise<Account> {
  const member = newMember(prefix);
  const api = await context(baseURL);
  const registered = await api.post("/register", {
    form: {
      name: member.name,
      handle: member.handle,
      email: member.email,
      password: member.password,
      password_confirmation: member.password,
    },
    maxRedirects: 0,
  });
  expect(registered.status(), "registration").toBe(302);
  if (options.address) {
    const saved = await api.post("/api/users/address", { headers: XHR, data: BUYER_ADDRESS });
    expect(saved.status(), "assignment info").toBe(200);
  }
  if (options.identity !== false) await verifyIdentity(api);
  return { ...member, api };
}

/** Signs the e2e administrator in on a request context of its own. */
export async function administrator(baseURL: string): Promise<APIRequestContext> {
  const api = await context(baseURL);
  const signedIn = await api.post("/login", { form: { email: e2eAdmin.email, password: e2eAdmin.password }, maxRedirects: 0 });
  expect(signedIn.status(), "administrator sign-in").toBe(302);
  return api;
}

export type ListingFields = {
  title?: string;
  description?: string;
  /** Reference data from the migrations: 6 is California, 6019 Fresno County. */
  state_id?: string;
  county_id?: string;
  /** Dollars, as the form takes them. */
  price?: string;
  /** The Buy Now price in dollars (none by default). */
  buy_now?: string;
  /** The judgment amount in dollars ("10,000" by default) and the date awarded ('YYYY-MM-DD', 2023-09-14 by default). */
  amount?: string;
  date_awarded?: string;
  /** Collectability facts as the sell API takes them (issue 17), e.g. { litigation: "litigated", debtor_real_estate: "yes" }. */
  facts?: Record<string, string>;
  /** The sworn statements (statementsJson() by default: no payments received). */
  statements?: ReturnType<typeof statementsJson>;
};

/** The sworn statements as the sell API takes them: the creditor of record, every box checked, these payments received. */
export function statementsJson(payments: { date: string; amount: string }[] = []) {
  return {
    version: CURRENT_STATEMENTS_VERSION,
    role: "creditor",
    owner: true,
    not_assigned: true,
    not_satisfied: true,
    payments_listed: true,
    payments,
  };
}

/** Submits a listing as `seller` (POST /api/judgments/sell): status new, waiting for review. */
export async function submittedListing(seller: Account, fields: ListingFields = {}): Promise<{ id: number; title: string }> {
  const { id, title, listingFeeCents } = await submitListing(seller, fields);
  expect(listingFeeCents, "a listing without a fee").toBe(0);
  return { id, title };
}

/**
 * Submits a listing whose listing fee is left unpaid ("Awaiting listing fee"): by default asking
 * $3,000 of $10,000 (30%: a $20 fee); answers its fee in cents too.
 */
export async function listingAwaitingFee(seller: Account, fields: ListingFields = {}) {
  const listing = await submitListing(seller, { title: `Awaiting fee ${seller.handle}`, price: "3000.00", ...fields });
  expect(listing.listingFeeCents, "a listing with a fee").toBeGreaterThan(0);
  return listing;
}

async function submitListing(seller: Account, fields: ListingFields) {
  const title = fields.title ?? `Fixture judgment ${seller.handle}`;
  const submitted = await seller.api.post("/api/judgments/sell", {
    headers: XHR,
    data: {
      title,
      description: fields.description ?? "Default judgment for unpaid invoices.",
      state_id: fields.state_id ?? "6",
      county_id: fields.county_id ?? "6019",
      casenum: "2023-CV-555",
      courthouse: "Fresno Superior Court",
      date_awarded: fields.date_awarded ?? "2023-09-14",
      amount: fields.amount ?? "10,000",
      price: fields.price ?? ASKING_PRICE,
      buy_now: fields.buy_now ?? "",
      fee_agree: true,
      privacy: "public",
      statements: fields.statements ?? statementsJson(),
      ...fields.facts,
    },
  });
  expect(submitted.status(), "listing submitted").toBe(201);
  const { id, listing_fee_cents } = (await submitted.json()) as { id: number; listing_fee_cents: number };
  return { id, title, listingFeeCents: listing_fee_cents };
}

/**
 * Moves the e2e server's clock (POST /__test__/clock, only on this local test server: E2E_TEST_CLOCK=1
 * in playwright.config.ts): `{ advance_days }`, `{ set }` (ISO) or `{ reset: true }`.
 */
export async function serverClock(api: APIRequestContext, body: { advance_days?: number; set?: string; reset?: true }): Promise<void> {
  const moved = await api.post("/__test__/clock", { data: body });
  expect(moved.status(), "test clock").toBe(200);
}

/**
 * The e2e administrator approves the listings (signed in once for all of them). They are approved
 * as if 6 days ago, past the premium first look, so every member sees them at once; `firstLook`
 * approves them now (premium members only for 5 days).
 */
export async function approve(baseURL: string, ids: number[], options: { firstLook?: boolean } = {}): Promise<void> {
  const admin = await administrator(baseURL);
  try {
    if (!options.firstLook) await serverClock(admin, { set: new Date(Date.now() - 6 * 86_400_000).toISOString() });
    for (const id of ids) {
      const approved = await admin.post("/admin/judgments/approve", { headers: XHR, data: { judgment_id: id } });
      expect(approved.status(), "listing approved").toBe(200);
    }
  } finally {
    if (!options.firstLook) await serverClock(admin, { reset: true });
    await admin.dispose();
  }
}

/** Lists a judgment as `seller` (POST /api/judgments/sell) and has the administrator approve it: active, plain. */
export async function approvedListing(
  baseURL: string,
  seller: Account,
  fields: ListingFields = {},
  options: { firstLook?: boolean } = {},
): Promise<{ id: number; title: string }> {
  const listing = await submittedListing(seller, fields);
  await approve(baseURL, [listing.id], options);
  return listing;
}

/** Many approved listings of one seller, e.g. to fill pages of browse; titles end in their number. */
export async function approvedListings(baseURL: string, seller: Account, count: number, fields: (n: number) => ListingFields = () => ({})) {
  const listings: { id: number; title: string }[] = [];
  for (let n = 1; n <= count; n++)
    listings.push(await submittedListing(seller, { title: `Fixture judgment ${seller.handle} ${n}`, ...fields(n) }));
  await approve(
    baseURL,
    listings.map((l) => l.id),
  );
  return listings;
}

/** A page form post on the listing's own page (intent=watch|unwatch|hide|unhide|cancel), as the member. */
export async function listingIntent(member: Account, id: number, intent: string): Promise<void> {
  const answer = await member.api.post(`/judgments/${id}`, { form: { intent }, maxRedirects: 0 });
  expect(answer.status(), `intent=${intent}`).toBeLessThan(400);
}

/** The seller hides an approved listing of theirs: status hidden. */
export async function hiddenListing(baseURL: string, seller: Account): Promise<{ id: number; title: string }> {
  const listing = await approvedListing(baseURL, seller);
  await listingIntent(seller, listing.id, "hide");
  return listing;
}

/** The seller buys the Featured Nationwide enhancement by card: the listing leads the home page's featured band. */
export async function featuredListing(
  baseURL: string,
  seller: Account,
  fields: ListingFields = {},
): Promise<{ id: number; title: string }> {
  const listing = await approvedListing(baseURL, seller, fields);
  const catalogue = (await (await seller.api.get("/api/upsells", { headers: XHR })).json()) as {
    id: number;
    name: string;
    amount: number;
  }[];
  const featured = catalogue.find((u) => u.name === "Featured Nationwide");
  expect(featured, "the Featured Nationwide enhancement is on sale").toBeTruthy();
  const paid = await seller.api.post("/api/enhancements/payment/later", {
    headers: XHR,
    data: { judgment_id: listing.id, upsells: [featured!.id], amount: String(featured!.amount), payment_method: "pm_card_visa" },
  });
  expect(paid.status(), `featured paid: ${await paid.text()}`).toBe(200);
  return listing;
}

/** `member` offers `dollars` on the listing (POST /api/judgments/offer); answers the offer's id. */
export async function offer(member: Account, id: number, dollars: string): Promise<number> {
  const made = await member.api.post("/api/judgments/offer", { headers: XHR, data: { judgment_id: id, amount: dollars } });
  expect(made.status(), `offer made: ${await made.text()}`).toBeLessThan(300);
  return ((await made.json()) as { id: number }).id;
}

/**
 * A listing a buyer has just bought with Buy Now: offer_accepted, the payment due in the days the
 * app gives from now. `buyerAddress`: the buyer already gave assignment info; `fields`: the listing's.
 */
export async function boughtListing(baseURL: string, options: { buyerAddress?: boolean; fields?: ListingFields } = {}) {
  const seller = await account(baseURL, "fxseller");
  const listing = await approvedListing(baseURL, seller, options.fields);
  const buyer = await account(baseURL, "fxbuyer", { address: options.buyerAddress });
  const bought = await buyer.api.post(`/judgments/buy/${listing.id}`, { form: { price: ASKING_PRICE }, maxRedirects: 0 });
  expect(bought.status(), "bought with Buy Now").toBe(302);
  expect(bought.headers()["location"]).toBe(`/judgments/pay/${listing.id}`);
  return { seller, buyer, listing };
}

/** A listing its buyer (with assignment info) has paid for by card: status paid, waiting for the assignment. */
export async function paidListing(baseURL: string, fields: ListingFields = {}) {
  const sale = await boughtListing(baseURL, { buyerAddress: true, fields });
  const paid = await sale.buyer.api.post("/api/judgments/payment", {
    headers: XHR,
    data: {
      judgment_id: sale.listing.id,
      amount: dollarText(buyerTotal(Math.round(Number(ASKING_PRICE) * 100))),
      payment_method: "pm_card_visa",
    },
  });
  expect(paid.status(), "paid by card").toBe(200);
  return sale;
}

/**
 * A listing asking ASKING_PRICE that its buyer (with assignment info) offered `dollars` for, the
 * seller accepted and the buyer paid by card: status paid at an agreed price below the asking price.
 */
export async function agreedSale(baseURL: string, dollars = "1500.00") {
  const seller = await account(baseURL, "fxseller");
  const listing = await approvedListing(baseURL, seller);
  const buyer = await account(baseURL, "fxbuyer", { address: true });
  const offerId = await offer(buyer, listing.id, dollars);
  const accepted = await seller.api.post("/api/judgments/offers/accept", {
    headers: XHR,
    data: { judgment_id: listing.id, offer_id: offerId, amount: dollars },
  });
  expect(accepted.status(), `offer accepted: ${await accepted.text()}`).toBe(200);
  const paid = await buyer.api.post("/api/judgments/payment", {
    headers: XHR,
    data: { judgment_id: listing.id, amount: dollarText(buyerTotal(Math.round(Number(dollars) * 100))), payment_method: "pm_card_visa" },
  });
  expect(paid.status(), "paid by card").toBe(200);
  return { seller, buyer, listing };
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A paid listing its seller assigned (an assignment PDF uploaded): status assigned, the buyer's inspection window open. */
export async function assignedListing(baseURL: string, fields: ListingFields = {}) {
  const sale = await paidListing(baseURL, fields);
  const id = String(sale.listing.id);
  const uploaded = await sale.seller.api.post("/api/judgments/documents", {
    headers: XHR,
    multipart: { judgment_id: id, kind: "assignment", documents: { name: "assignment.pdf", mimeType: "application/pdf", buffer: PDF } },
  });
  expect(uploaded.status(), "assignment uploaded").toBe(201);
  const assigned = await sale.seller.api.post("/api/judgments/assigned", { headers: XHR, data: { judgment_id: sale.listing.id } });
  expect(assigned.status(), "marked assigned").toBe(200);
  return sale;
}

/** A paid listing its seller assigned and its buyer confirmed: status sold, the payout released. */
export async function soldListing(baseURL: string, fields: ListingFields = {}) {
  const sale = await assignedListing(baseURL, fields);
  const confirmed = await sale.buyer.api.post("/api/judgments/buyer_approved", { headers: XHR, data: { judgment_id: sale.listing.id } });
  expect(confirmed.status(), "receipt confirmed").toBe(200);
  return sale;
}

/** Ends the accounts' request contexts (their cookies); the browser pages sign in on their own. */
export async function dispose(...accounts: Account[]): Promise<void> {
  for (const a of accounts) await a.api.dispose();
}
