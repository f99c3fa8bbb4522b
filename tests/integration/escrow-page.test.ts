// The escrow protections on the judgment page (docs/decisions/0026), through the page's own
// loader and action: a sale paid and assigned through the real routes, then what the buyer, the
// owner and an administrator are shown while paid, assigned and disputed, and the intents'
// answers: the owner's relisting choice saved (422 for a bad one), the buyer's cancellation
// refused before the assignment deadline and accepted after it, a dispute's field errors (422),
// the dispute opened and answered, and its documents (with and without JavaScript).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buyerFee } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import * as payApi from "~/routes/api/judgments/payment";
import * as detail from "~/routes/judgments/detail";
import * as sellUpload from "~/routes/listing-wizard/documents-upload";
import { judgments } from "~/server/db/schema";
import { readToast } from "~/server/toast";
import { BASE, CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { uploadPdf } from "../support/escrow-sales";
import { acceptedSale, member, type Member } from "../support/factories";

const DAY = 86_400_000;
const AGREED = 500_000;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

let app: TestApp;
let seller: Member;
let buyer: Member;
let admin: Member;
beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app, { verified: true, address: true });
  buyer = await member(app, { verified: true, address: true });
  admin = await member(app, { verified: true, role: "admin" });
});
afterEach(() => app.clock.reset());
afterAll(async () => {
  await app?.close();
});

/** A sale the buyer has paid through the payment API (offline provider): status paid, its assignment deadline running. */
async function paidSale(): Promise<number> {
  const { id } = await acceptedSale(app, seller.userId, buyer.userId, {
    amountCents: AGREED,
    paymentDueAt: new Date(Date.now() + 3 * DAY),
    listing: { priceCents: 600_000, listedAt: new Date(Date.now() - 10 * DAY) },
  });
  const body = { judgment_id: id, amount: dollarText(AGREED + buyerFee(AGREED)), payment_method: "pm_card_visa" };
  const paid = (await run(() => payApi.action(app.args(jsonRequest("/api/judgments/payment", body, buyer.jar))))) as Response;
  expect(paid.status).toBe(200);
  return id;
}

const upload = (id: number, jar: CookieJar, kind: "assignment" | "dispute", name?: string) => uploadPdf(app, id, jar, kind, name);

/** The judgment page's action with these fields, as a plain form post. */
async function post(id: number, jar: CookieJar, fields: Record<string, string>) {
  return run(() => detail.action(app.args(formRequest(`/judgments/${id}`, fields, jar), { id: String(id) })));
}

/** A redirect's toast. */
async function toastOf(answer: unknown) {
  const { toast } = await readToast(getRequest("/", new CookieJar().take(answer as Response)), app.services);
  return toast;
}

async function page(id: number, jar: CookieJar) {
  const data = (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) })))) as any;
  expect(data).not.toBeInstanceOf(Response);
  return data;
}

async function listingRow(id: number) {
  const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
  return row;
}

/** A paid sale the owner has marked assigned from the page, with its assignment document. */
async function assignedSale(): Promise<number> {
  const id = await paidSale();
  expect((await upload(id, seller.jar, "assignment")).status).toBe(201);
  const done = (await post(id, seller.jar, { intent: "mark_assigned" })) as Response;
  expect(done.status).toBe(302);
  expect((await listingRow(id)).status).toBe("assigned");
  return id;
}

describe("paid: the assignment deadline", () => {
  it("shows the deadline to buyer, owner and administrator; the owner's relisting choice is saved", async () => {
    const id = await paidSale();
    const row = await listingRow(id);
    expect(row.assignmentDueAt).toBeInstanceOf(Date);

    const asBuyer = (await page(id, buyer.jar)).escrow;
    expect(asBuyer).toMatchObject({ role: "buyer", status: "paid", canCancel: false, canDispute: false, dispute: null });
    expect(asBuyer.assignmentDueAt).toBe(row.assignmentDueAt!.toISOString());
    const asOwner = (await page(id, seller.jar)).escrow;
    expect(asOwner).toMatchObject({ role: "owner", canCancel: false, relistAs: "active" });
    expect((await page(id, admin.jar)).escrow).toMatchObject({ role: "admin", canCancel: false, relistAs: null });

    // A choice that is neither: 422, shown next to the radios.
    const bad = unwrap(await post(id, seller.jar, { intent: "relist_choice", relist_as: "sold" }));
    expect(bad.status).toBe(422);
    expect(bad.data).toMatchObject({ escrowIntent: "relist_choice", escrowErrors: { relist_as: ["Choose Active or Hidden."] } });
    // Only the owner chooses: the buyer is sent back with the reason.
    const refused = (await post(id, buyer.jar, { intent: "relist_choice", relist_as: "hidden" })) as Response;
    expect(refused.status).toBe(302);
    expect((await toastOf(refused))?.type).toBe("error");
    expect((await listingRow(id)).relistAs).not.toBe("hidden");

    const saved = (await post(id, seller.jar, { intent: "relist_choice", relist_as: "hidden" })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/judgments/${id}#escrow`);
    expect((await listingRow(id)).relistAs).toBe("hidden");
    expect((await page(id, seller.jar)).escrow.relistAs).toBe("hidden");
  });

  it("refuses the buyer's cancellation before the deadline, then cancels and refunds after it", async () => {
    const id = await paidSale();
    expect((await post(id, seller.jar, { intent: "relist_choice", relist_as: "hidden" })) as Response).toHaveProperty("status", 302);

    const early = (await post(id, buyer.jar, { intent: "cancel_purchase" })) as Response;
    expect(early.status).toBe(302);
    expect(early.headers.get("location")).toBe(`/judgments/${id}`);
    expect(await toastOf(early)).toMatchObject({
      type: "error",
      description: expect.stringMatching(/can cancel once the assignment deadline/),
    });
    expect((await listingRow(id)).status).toBe("paid");

    const due = (await listingRow(id)).assignmentDueAt!;
    app.clock.set(new Date(due.getTime() + 60_000));
    expect((await page(id, buyer.jar)).escrow).toMatchObject({ role: "buyer", canCancel: true });
    // The owner may not cancel for the buyer.
    expect((await page(id, seller.jar)).escrow.canCancel).toBe(false);
    const notOwner = (await post(id, seller.jar, { intent: "cancel_purchase" })) as Response;
    expect((await toastOf(notOwner))?.type).toBe("error");
    expect((await listingRow(id)).status).toBe("paid");

    const cancelled = (await post(id, buyer.jar, { intent: "cancel_purchase" })) as Response;
    expect(cancelled.status).toBe(302);
    expect(await toastOf(cancelled)).toMatchObject({
      type: "success",
      description: expect.stringMatching(/refunding your payment in full/),
    });
    // Back to the seller, hidden as chosen; the buyer no longer sees an escrow step.
    expect((await listingRow(id)).status).toBe("hidden");
    expect((await page(id, seller.jar)).escrow).toBeNull();
  });
});

describe("assigned: the inspection window and the dispute", () => {
  it("lets the buyer dispute within the window: 422 field errors first, then the dispute opens", async () => {
    const id = await assignedSale();
    const row = await listingRow(id);
    const asBuyer = (await page(id, buyer.jar)).escrow;
    expect(asBuyer).toMatchObject({ role: "buyer", status: "assigned", canDispute: true, canCancel: false });
    expect(asBuyer.inspectionDueAt).toBe(row.inspectionDueAt!.toISOString());
    expect((await page(id, seller.jar)).escrow).toMatchObject({
      role: "owner",
      canDispute: false,
      inspectionDueAt: asBuyer.inspectionDueAt,
    });

    const empty = unwrap(await post(id, buyer.jar, { intent: "open_dispute", reason: "", details: "" }));
    expect(empty.status).toBe(422);
    expect(empty.data.escrowIntent).toBe("open_dispute");
    expect(Object.keys(empty.data.escrowErrors).sort()).toEqual(["details", "reason"]);
    const short = unwrap(await post(id, buyer.jar, { intent: "open_dispute", reason: "documents_wrong", details: "Not signed." }));
    expect(short.status).toBe(422);
    expect(short.data.escrowErrors).toEqual({ details: ["Please write at least 20 characters for what is wrong."] });
    // The page does not hydrate: the form comes back with what was typed in it.
    expect(short.data.escrowTyped).toMatchObject({ reason: "documents_wrong", details: "Not signed." });
    expect((await listingRow(id)).status).toBe("assigned");

    const details = "The assignment is for a different case number and it is not signed.";
    const opened = (await post(id, buyer.jar, { intent: "open_dispute", reason: "documents_wrong", details })) as Response;
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`/judgments/${id}#escrow`);
    expect((await listingRow(id)).status).toBe("disputed");

    const after = (await page(id, buyer.jar)).escrow;
    expect(after).toMatchObject({ status: "disputed", canDispute: false, inspectionDueAt: null });
    expect(after.dispute).toMatchObject({
      reason: "documents_wrong",
      details,
      sellerResponse: null,
      canAnswer: false,
      canAddDocuments: true,
    });
  });

  it("closes the dispute button once the window has ended", async () => {
    const id = await assignedSale();
    const due = (await listingRow(id)).inspectionDueAt!;
    app.clock.set(new Date(due.getTime() + 60_000));
    expect((await page(id, buyer.jar)).escrow).toMatchObject({ status: "assigned", canDispute: false });
    const late = (await post(id, buyer.jar, {
      intent: "open_dispute",
      reason: "other",
      details: "Something is wrong with this assignment.",
    })) as Response;
    expect(late.status).toBe(302);
    expect(await toastOf(late)).toMatchObject({ type: "error", description: expect.stringMatching(/inspection window has ended/) });
  });
});

describe("disputed: both sides and the administrator", () => {
  it("shows the dispute to each role, takes the owner's answer once and both sides' documents", async () => {
    const id = await assignedSale();
    const details = "The documents name a different judgment debtor than the listing.";
    expect(((await post(id, buyer.jar, { intent: "open_dispute", reason: "not_as_described", details })) as Response).status).toBe(302);

    const asOwner = (await page(id, seller.jar)).escrow;
    expect(asOwner).toMatchObject({ role: "owner", status: "disputed" });
    expect(asOwner.dispute).toMatchObject({
      reason: "not_as_described",
      // The buyer's words reach the seller once an administrator approves them (docs/decisions/0032).
      details: null,
      detailsReview: "pending",
      canAnswer: true,
      canAddDocuments: true,
      resolution: null,
    });
    const asAdmin = (await page(id, admin.jar)).escrow;
    expect(asAdmin).toMatchObject({ role: "admin" });
    expect(asAdmin.dispute).toMatchObject({ canAnswer: false, canAddDocuments: false });
    expect(asAdmin.dispute.id).toBeGreaterThan(0);

    // The buyer cannot answer; a short answer is 422 next to the field.
    const byBuyer = (await post(id, buyer.jar, {
      intent: "answer_dispute",
      response: "I am the buyer, answering my own dispute.",
    })) as Response;
    expect((await toastOf(byBuyer))?.type).toBe("error");
    const short = unwrap(await post(id, seller.jar, { intent: "answer_dispute", response: "No." }));
    expect(short.status).toBe(422);
    expect(short.data).toMatchObject({
      escrowIntent: "answer_dispute",
      escrowErrors: { response: [expect.stringMatching(/at least 20/)] },
    });

    const response = "The debtor's name was corrected by the court; the order is attached.";
    const answered = (await post(id, seller.jar, { intent: "answer_dispute", response })) as Response;
    expect(answered.status).toBe(302);
    expect(answered.headers.get("location")).toBe(`/judgments/${id}#escrow`);
    const again = (await post(id, seller.jar, { intent: "answer_dispute", response })) as Response;
    expect(await toastOf(again)).toMatchObject({ type: "error", description: "You have already answered this dispute." });

    // Evidence: the seller through the API, the buyer through the uploader's plain form.
    expect((await upload(id, seller.jar, "dispute", "court-order.pdf")).status).toBe(201);
    const form = new FormData();
    form.append("judgment_id", String(id));
    form.append("kind", "dispute");
    form.append("redirect_to", `/judgments/${id}`);
    form.append("document", new File([PDF as Uint8Array<ArrayBuffer>], "photo-of-assignment.pdf", { type: "application/pdf" }));
    const plain = new Request(`${BASE}/sell/documents`, {
      method: "POST",
      headers: { origin: BASE, cookie: buyer.jar.header() },
      body: form,
    });
    const stored = (await run(() => sellUpload.action(app.args(plain)))) as Response;
    expect(stored.status).toBe(302);
    expect(stored.headers.get("location")).toBe(`/judgments/${id}`);
    expect((await upload(id, admin.jar, "assignment")).status).not.toBe(201);

    const asBuyer = (await page(id, buyer.jar)).escrow;
    expect(asBuyer.dispute).toMatchObject({ sellerResponse: null, sellerResponseReview: "pending", canAnswer: false });
    expect((await page(id, seller.jar)).escrow.dispute).toMatchObject({ sellerResponse: response, sellerResponseReview: "pending" });
    expect(asBuyer.dispute.documents.map((d: { user_filename: string; side: string }) => [d.side, d.user_filename]).sort()).toEqual([
      ["buyer", "photo-of-assignment.pdf"],
      ["seller", "court-order.pdf"],
    ]);
    expect((await page(id, seller.jar)).escrow.dispute).toMatchObject({ canAnswer: false });
    // The listing's own documents do not include the dispute's.
    expect((await page(id, buyer.jar)).documents ?? []).not.toContainEqual(expect.objectContaining({ userFilename: "court-order.pdf" }));
  });
});
