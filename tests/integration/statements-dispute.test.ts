// "The seller's statement was false" as a dispute reason (docs/decisions/0046): a buyer disputes an
// assigned sale for it, and the administrators' resolution page shows the seller's sworn statements
// beside the dispute, with the address they were made from; a listing without statements says so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buyerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import { CURRENT_STATEMENTS_VERSION, statementTexts } from "~/domain/sworn-statements";
import * as disputePage from "~/routes/admin/disputes/detail";
import * as assignedApi from "~/routes/api/assignment/assigned";
import * as disputeApi from "~/routes/api/escrow/dispute";
import * as payApi from "~/routes/api/judgments/payment";
import { disputes } from "~/server/db/schema";
import { recordStatements } from "~/server/queries/statements";
import { createTestApp, getRequest, jsonRequest, run, type RouteFunction, type TestApp } from "../support/app";
import { uploadPdf } from "../support/escrow-sales";
import { acceptedSale, member, type Member } from "../support/factories";

const AGREED = 500_000;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const api = (fn: RouteFunction, request: Request) => run(() => fn(app.args(request))) as Promise<Response>;

/** A sale paid, assigned and disputed by the buyer for `reason`; the listing's statements first when given. */
async function disputedSale(seller: Member, buyer: Member, reason: string, stated: boolean) {
  const { id } = await acceptedSale(app, seller.userId, buyer.userId, {
    amountCents: AGREED,
    listing: { title: "Stated Fresno judgment" },
  });
  if (stated) {
    await recordStatements(app.services.db, {
      judgmentId: id,
      sellerId: seller.userId,
      statements: { version: CURRENT_STATEMENTS_VERSION, role: "creditor", payments: [{ on: "2024-02-01", amountCents: 25_000 }] },
      statedAt: new Date("2026-11-01T15:00:00Z"),
      clientIp: "203.0.113.9",
    });
  }
  const total = AGREED + buyerFee(AGREED);
  const paid = await api(
    payApi.action,
    jsonRequest(
      "/api/judgments/payment",
      { judgment_id: id, amount: dollarText(total), payment_method: "pm_card_visa", attempt: "s1" },
      buyer.jar,
    ),
  );
  expect(paid.status).toBe(200);
  expect((await uploadPdf(app, id, seller.jar, "assignment", "assignment.pdf")).status).toBe(201);
  expect((await api(assignedApi.action, jsonRequest("/api/judgments/assigned", { judgment_id: id }, seller.jar))).status).toBe(200);
  const opened = await api(
    disputeApi.action,
    jsonRequest(
      "/api/judgments/dispute",
      { judgment_id: id, reason, details: "The debtor showed me a satisfaction of judgment filed in 2022." },
      buyer.jar,
    ),
  );
  expect(opened.status).toBe(200);
  const [dispute] = await app.services.db.select().from(disputes).where(eq(disputes.judgmentId, id));
  return dispute!;
}

const detailPage = (disputeId: number, jar: Member["jar"]) =>
  run(() => disputePage.loader(app.args(getRequest(`/admin/disputes/${disputeId}`, jar), { id: String(disputeId) }))) as Promise<any>;

describe("a dispute for a false statement", () => {
  it("is accepted as a reason, and the resolution page shows the statements beside it with their address", async () => {
    const admin = await member(app, { role: "admin", verified: true });
    const seller = await member(app, { prefix: "seller", verified: true, address: true });
    const buyer = await member(app, { prefix: "buyer", verified: true, address: true });
    const dispute = await disputedSale(seller, buyer, "false_statement", true);
    expect(dispute.reason).toBe("false_statement");
    const { dispute: view } = await detailPage(dispute.id, admin.jar);
    expect(view.reason).toBe("false_statement");
    expect(view.sellerStatements).toEqual({
      version: CURRENT_STATEMENTS_VERSION,
      role: "creditor",
      texts: statementTexts(CURRENT_STATEMENTS_VERSION),
      payments: [{ on: "2024-02-01", amountCents: 25_000 }],
      statedAt: "2026-11-01T15:00:00.000Z",
      clientIp: "203.0.113.9",
    });
  });

  it("a listing from before statements: the page says there are none", async () => {
    const admin = await member(app, { role: "admin", verified: true });
    const seller = await member(app, { prefix: "seller", verified: true, address: true });
    const buyer = await member(app, { prefix: "buyer", verified: true, address: true });
    const dispute = await disputedSale(seller, buyer, "not_as_described", false);
    expect((await detailPage(dispute.id, admin.jar)).dispute.sellerStatements).toBeNull();
  });
});
