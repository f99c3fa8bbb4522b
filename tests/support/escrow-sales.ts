// Sales driven to the escrow stages through the real route actions, for the escrow tests: bought
// with Buy Now and paid by card (whatever provider the app has), assigned by the seller, disputed
// by the buyer. `post` answers a JSON endpoint's status and parsed body.
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { buyerTotal } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as assignedApi from "~/routes/api/assignment/assigned";
import * as uploadApi from "~/routes/api/documents/upload";
import * as disputeApi from "~/routes/api/escrow/dispute";
import * as payApi from "~/routes/api/judgments/payment";
import * as buyPage from "~/routes/judgments/buy";
import { disputes } from "~/server/db/schema";
import { BASE, jsonRequest, run, type CookieJar, type RouteFunction, type TestApp } from "./app";
import { listing, member, type Member } from "./factories";

/** The asking price of tests/support/factories.ts's listing. */
export const PRICE = 400_000;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const XHR = { "x-requested-with": "XMLHttpRequest" };

export type Sale = { id: number; seller: Member; buyer: Member };

/** Uploads a small PDF as a listing's assignment or dispute document through the upload API. */
export async function uploadPdf(app: TestApp, judgmentId: number, jar: CookieJar, kind: "assignment" | "dispute", name = `${kind}.pdf`) {
  const form = new FormData();
  form.append("judgment_id", String(judgmentId));
  form.append("kind", kind);
  form.append("documents", new File([PDF as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" }));
  const request = new Request(`${BASE}/api/judgments/documents`, {
    method: "POST",
    headers: { origin: BASE, ...XHR, cookie: jar.header() },
    body: form,
  });
  return (await run(() => uploadApi.action(app.args(request)))) as Response;
}

export function escrowSales(app: TestApp) {
  async function answer<P>(fn: RouteFunction<P>, request: Request, params?: P): Promise<{ status: number; body: any }> {
    const response = (await run(() => fn(app.args(request, params)) as Promise<unknown>)) as Response;
    const text = await response.text();
    return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : text };
  }
  const post = (mod: { action: RouteFunction }, path: string, body: unknown, jar: CookieJar) =>
    answer(mod.action, jsonRequest(path, body, jar));

  /** The buyer uses Buy Now on an active listing, then pays by card. */
  async function buyAndPay(id: number, buyer: Member): Promise<void> {
    const buy = new Request(`${BASE}/judgments/buy/${id}`, {
      method: "POST",
      headers: { origin: BASE, ...XHR, cookie: buyer.jar.header(), "content-type": "application/json" },
      body: JSON.stringify({ price: (PRICE / 100).toFixed(2) }),
    });
    expect((await answer(buyPage.action, buy, { id: String(id) })).status).toBe(302);
    const body = { judgment_id: id, amount: dollarText(buyerTotal(PRICE)), payment_method: "pm_card_visa" };
    expect((await post(payApi, "/api/judgments/payment", body, buyer.jar)).status).toBe(200);
  }

  /** A listing bought now and paid by card at the clock's time (new members unless given). */
  async function paidSale(parties: Partial<Pick<Sale, "seller" | "buyer">> = {}): Promise<Sale> {
    const seller = parties.seller ?? (await member(app, { verified: true, address: true }));
    const buyer = parties.buyer ?? (await member(app, { verified: true, address: true }));
    const id = await listing(app, seller.userId, { status: "active", listedAt: new Date(app.clock.now().getTime() - 10 * 86_400_000) });
    await buyAndPay(id, buyer);
    return { id, seller, buyer };
  }

  /** …then assigned by its seller (an assignment document uploaded first). */
  async function assignedSale(parties: Partial<Pick<Sale, "seller" | "buyer">> = {}): Promise<Sale> {
    const sale = await paidSale(parties);
    expect((await uploadPdf(app, sale.id, sale.seller.jar, "assignment")).status).toBe(201);
    expect((await post(assignedApi, "/api/judgments/assigned", { judgment_id: sale.id }, sale.seller.jar)).status).toBe(200);
    return sale;
  }

  /** …then disputed by its buyer. */
  async function disputedSale(parties: Partial<Pick<Sale, "seller" | "buyer">> = {}): Promise<Sale & { disputeId: number }> {
    const sale = await assignedSale(parties);
    const opened = await post(
      disputeApi,
      "/api/judgments/dispute",
      { judgment_id: sale.id, reason: "documents_wrong", details: "The assignment names a different case number than the listing." },
      sale.buyer.jar,
    );
    expect(opened).toMatchObject({ status: 200, body: { status: "disputed" } });
    const [row] = await app.services.db.select().from(disputes).where(eq(disputes.judgmentId, sale.id));
    return { ...sale, disputeId: row.id };
  }

  return { answer, post, buyAndPay, paidSale, assignedSale, disputedSale };
}
