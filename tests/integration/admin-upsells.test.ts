// Administration of the upsells (/admin/upsells), the administrators' document list
// (POST /api/admin/documents) and the overview (/admin): who may, what is refused, and an edited
// price reaching every reader at once (GET /api/upsells, the enhancement store, the FAQ, the
// checkout) while a paid order keeps the price it was paid at.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { atPaidTotal, priceCart } from "~/domain/enhancements";
import * as adminIndex from "~/routes/admin/index";
import * as upsellsPage from "~/routes/admin/upsells/index";
import * as adminDocuments from "~/routes/api/admin/documents";
import * as payLaterApi from "~/routes/api/enhancements/payment-later";
import * as upsellsApi from "~/routes/api/upsells";
import * as enhanceLaterPage from "~/routes/listing-wizard/enhance-later";
import * as faqPage from "~/routes/public/faq";
import * as termsPage from "~/routes/public/terms";
import { auditLog, documents, enhancements, messages, payments, upsells } from "~/server/db/schema";
import {
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  type RouteFunction,
  toastOf,
  type TestApp,
} from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.services.db.select({ id: upsells.id, code: upsells.code }).from(upsells);
  ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => {
  await app?.close();
});

const call = (fn: RouteFunction, request: Request) => run(() => fn(app.args(request))) as Promise<Response>;

function editForm(fields: Record<string, string>, jar?: CookieJar) {
  return run(() => upsellsPage.action(app.args(formRequest("/admin/upsells", fields, jar))));
}

async function row(code: string) {
  const [found] = await app.services.db
    .select()
    .from(upsells)
    .where(eq(upsells.code, code as never));
  return found;
}

async function publicUpsells() {
  const response = await call(upsellsApi.loader, getRequest("/api/upsells", undefined, { "x-requested-with": "XMLHttpRequest" }));
  expect(response.headers.get("cache-control")).toBe("no-cache");
  return (await response.json()) as Array<{ id: number; name: string; description: string; amount: number }>;
}

function payLater(jar: CookieJar, body: Record<string, unknown>) {
  return call(payLaterApi.action, jsonRequest("/api/enhancements/payment/later", body, jar));
}

describe("/admin/upsells", () => {
  it("is for administrators only: 401 signed out, 403 for members, on the page and its action", async () => {
    const seller = await member(app);
    const fields = { id: String(ids.embolden), name: "Bold", description: "Bold.", price: "5.00", active: "on" };
    expect(((await editForm(fields)) as Response).status).toBe(401);
    expect(((await editForm(fields, seller.jar)) as Response).status).toBe(403);
    const page = (await run(() => upsellsPage.loader(app.args(getRequest("/admin/upsells", seller.jar))))) as Response;
    expect(page.status).toBe(403);
    const visitor = (await run(() => upsellsPage.loader(app.args(getRequest("/admin/upsells"))))) as Response;
    expect(visitor.status).toBe(302);
    expect((await row("embolden")).amountCents).toBe(400);
  });

  it("lists every upsell, offered or not, with its price as dollars", async () => {
    const admin = await member(app, { role: "admin" });
    const page = unwrap(await run(() => upsellsPage.loader(app.args(getRequest("/admin/upsells", admin.jar))))).data;
    expect(page.upsells.map((u: any) => [u.code, u.price, u.active])).toEqual([
      ["embolden", "4.00", true],
      ["highlight", "7.00", true],
      ["featured_state", "25.00", true],
      ["featured_nationwide", "125.00", true],
      ["premium", "19.99", true],
    ]);
  });

  it("refuses a bad price, an empty name and an unknown id with 422 next to the field, changing nothing", async () => {
    const admin = await member(app, { role: "admin" });
    const good = { id: String(ids.highlight), name: "Highlighted Listing", description: "Colored.", price: "7.00", active: "on" };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ price: "abc" }, "price", "Enter the price in dollars, like 19.99."],
      [{ price: "1.999" }, "price", "Enter the price in dollars, like 19.99."],
      [{ price: "-3" }, "price", "Enter the price in dollars, like 19.99."],
      [{ price: "0.00" }, "price", "The price must be at least $1: card payments under $0.50 are refused."],
      [{ price: "0.55" }, "price", "The price must be at least $1: card payments under $0.50 are refused."],
      [{ price: "1000.01" }, "price", "The price can be at most $1,000."],
      [{ price: "" }, "price", "Enter the price in dollars, like 19.99."],
      [{ name: "   " }, "name", "Enter a name."],
      [{ description: "" }, "description", "Enter a description."],
      [{ id: "abc" }, "id", "Choose one of the enhancements."],
    ];
    for (const [change, field, message] of cases) {
      const result = unwrap(await editForm({ ...good, ...change }, admin.jar));
      expect(result.status, JSON.stringify(change)).toBe(422);
      expect(result.data.errors[field], JSON.stringify(change)).toEqual([message]);
      expect(result.data.id).toBe(change.id ?? String(ids.highlight));
    }
    const json = await call(upsellsPage.action, jsonRequest("/admin/upsells", { ...good, price: "0" }, admin.jar, "POST"));
    expect(json.status).toBe(422);
    expect((await json.json()).errors.price).toEqual(["The price must be at least $1: card payments under $0.50 are refused."]);
    const unknown = (await editForm({ ...good, id: "999999" }, admin.jar)) as Response;
    expect(unknown.status).toBe(404);
    expect(await row("highlight")).toMatchObject({ amountCents: 700, name: "Highlighted Listing", active: true });
  });
});

describe("an edited price reaches every reader at once", () => {
  it("GET /api/upsells, the store page, the FAQ and the checkout total; a paid order keeps its price", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const paidBefore = await listing(app, seller.userId);
    const open = await listing(app, seller.userId);

    // Paid at the old price.
    const old = await payLater(seller.jar, {
      judgment_id: paidBefore,
      upsells: [ids.highlight],
      amount: 700,
      payment_method: "pm_card_visa",
    });
    expect(old.status).toBe(200);
    const oldPaymentId = (await old.json()).payment_id;

    // The store the seller saw before the edit.
    const storeBefore = unwrap(
      await run(() => enhanceLaterPage.loader(app.args(getRequest(`/sell/enhance/${open}`, seller.jar), { id: String(open) }))),
    ).data;
    expect(storeBefore.store.catalogue.find((u: any) => u.code === "highlight").amountCents).toBe(700);

    const saved = (await editForm(
      {
        id: String(ids.highlight),
        name: "Spotlight Listing",
        description: "A colored background that catches the eye.",
        price: "9.50",
        active: "on",
      },
      admin.jar,
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/upsells");
    expect(await toastOf(app, saved)).toMatchObject({ type: "success", description: "“Spotlight Listing” was saved." });
    expect(await row("highlight")).toMatchObject({ amountCents: 950, name: "Spotlight Listing", active: true });

    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "upsell.edit"), eq(auditLog.entityId, String(ids.highlight))));
    expect(audit).toMatchObject({ actorId: admin.userId, entity: "upsell" });
    expect(audit.details).toMatchObject({
      code: "highlight",
      changed: ["name", "description", "amountCents"],
      before: { amountCents: 700, name: "Highlighted Listing" },
      after: { amountCents: 950, name: "Spotlight Listing" },
    });

    // GET /api/upsells
    const listed = (await publicUpsells()).find((u) => u.id === ids.highlight);
    expect(listed).toMatchObject({ name: "Spotlight Listing", amount: 950 });

    // The enhancement store (/sell/enhance/{id})
    const store = unwrap(
      await run(() => enhanceLaterPage.loader(app.args(getRequest(`/sell/enhance/${open}`, seller.jar), { id: String(open) }))),
    ).data;
    expect(store.store.catalogue.find((u: any) => u.code === "highlight")).toMatchObject({ name: "Spotlight Listing", amountCents: 950 });

    // The FAQ and the terms
    const faq = await faqPage.loader(app.args(getRequest("/faq")));
    expect(faq.upsells.enhancements.find((e) => e.code === "highlight")).toMatchObject({ name: "Spotlight Listing", price: "$9.50" });
    expect(faq.upsells.premiumMonthly).toBe("$19.99");
    expect((await termsPage.loader(app.args(getRequest("/terms")))).upsells.premiumMonthly).toBe("$19.99");

    // The checkout: the amount the seller saw (700) is refused with the total now; the new one is charged.
    const stale = await payLater(seller.jar, { judgment_id: open, upsells: [ids.highlight], amount: 700, payment_method: "pm_card_visa" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      errors: { amount: ["The price changed; please review your cart. The total is now $9.50."] },
      total: 950,
    });
    expect(await app.services.db.select().from(payments).where(eq(payments.judgmentId, open))).toHaveLength(0);
    const fresh = await payLater(seller.jar, { judgment_id: open, upsells: [ids.highlight], amount: 950, payment_method: "pm_card_visa" });
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({ status: "succeeded", amount: 950 });
    const [bought] = await app.services.db.select().from(enhancements).where(eq(enhancements.judgmentId, open));
    expect(bought.amountCents).toBe(950);

    // The order paid before the edit keeps its price.
    const [kept] = await app.services.db.select().from(enhancements).where(eq(enhancements.judgmentId, paidBefore));
    expect(kept.amountCents).toBe(700);
    const [keptPayment] = await app.services.db.select().from(payments).where(eq(payments.id, oldPaymentId));
    expect(keptPayment.amountCents).toBe(700);
  });

  it("an upsell no longer offered leaves GET /api/upsells and the FAQ, and stays on the admin page", async () => {
    const admin = await member(app, { role: "admin" });
    const before = await row("featured_state");
    const saved = (await editForm(
      { id: String(before.id), name: before.name, description: before.description, price: "25" },
      admin.jar,
    )) as Response;
    expect(saved.status).toBe(302);
    expect((await row("featured_state")).active).toBe(false);
    expect((await publicUpsells()).map((u) => u.id)).not.toContain(before.id);
    const faq = await faqPage.loader(app.args(getRequest("/faq")));
    expect(faq.upsells.enhancements.map((e) => e.code)).not.toContain("featured_state");
    const page = unwrap(await run(() => upsellsPage.loader(app.args(getRequest("/admin/upsells", admin.jar))))).data;
    expect(page.upsells.find((u: any) => u.code === "featured_state")).toMatchObject({ active: false, price: "25.00" });
    await editForm({ id: String(before.id), name: before.name, description: before.description, price: "25", active: "on" }, admin.jar);
    expect((await row("featured_state")).active).toBe(true);
  });

  it("an order rebuilt after its payment (3-D Secure finished later) records what was paid", () => {
    const catalogue = [
      { id: 1, code: "embolden" as const, name: "Bold", amountCents: 500 },
      { id: 2, code: "highlight" as const, name: "Highlight", amountCents: 950 },
    ];
    const cart = atPaidTotal(priceCart(catalogue, [1, 2], { owned: [], premiumMember: false }), 1_100);
    expect(cart.totalCents).toBe(1_100);
    expect(cart.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(1_100);
    const same = priceCart(catalogue, [1, 2], { owned: [], premiumMember: false });
    expect(atPaidTotal(same, 1_450)).toBe(same);
  });
});

describe("POST /api/admin/documents", () => {
  const post = (body: unknown, jar?: CookieJar) => call(adminDocuments.action, jsonRequest("/api/admin/documents", body, jar));

  it("refuses visitors (401), members (403), a bad judgment_id (422) and an unknown listing (404)", async () => {
    const seller = await member(app);
    const admin = await member(app, { role: "admin" });
    const id = await listing(app, seller.userId, { status: "new", listedAt: null });
    expect((await post({ judgment_id: id })).status).toBe(401);
    expect((await post({ judgment_id: id }, seller.jar)).status).toBe(403);
    for (const bad of [{}, { judgment_id: "abc" }, { judgment_id: -1 }, { judgment_id: "01" }]) {
      const response = await post(bad, admin.jar);
      expect(response.status, JSON.stringify(bad)).toBe(422);
      expect((await response.json()).errors.judgment_id).toEqual(["Choose a judgment."]);
    }
    const missing = await post({ judgment_id: 2_000_000_000 }, admin.jar);
    expect(missing.status).toBe(404);
    const get = await call(adminDocuments.loader, getRequest("/api/admin/documents", admin.jar, { accept: "application/json" }));
    expect(get.status).toBe(405);
  });

  it("answers the listing's documents with doc_url and user_filename, for a listing still in review", async () => {
    const seller = await member(app);
    const admin = await member(app, { role: "admin" });
    const id = await listing(app, seller.userId, { status: "new", listedAt: null });
    const inserted = await app.services.db
      .insert(documents)
      .values([
        {
          judgmentId: id,
          uploaderId: seller.userId,
          kind: "listing",
          storageKey: `adm-${id}-1`,
          originalName: "judgment.pdf",
          contentType: "application/pdf",
          sizeBytes: 10,
        },
        {
          judgmentId: id,
          uploaderId: seller.userId,
          kind: "listing",
          storageKey: `adm-${id}-2`,
          originalName: "abstract.png",
          contentType: "image/png",
          sizeBytes: 10,
        },
        {
          judgmentId: id,
          uploaderId: seller.userId,
          kind: "assignment",
          storageKey: `adm-${id}-3`,
          originalName: "assignment.pdf",
          contentType: "application/pdf",
          sizeBytes: 10,
        },
      ])
      .returning({ id: documents.id });
    const response = await post({ judgment_id: String(id) }, admin.jar);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((d: any) => [d.user_filename, d.doc_url])).toEqual([
      ["judgment.pdf", `/api/documents/view/${inserted[0].id}`],
      ["abstract.png", `/api/documents/view/${inserted[1].id}`],
    ]);
    const empty = await post({ judgment_id: await listing(app, seller.userId) }, admin.jar);
    expect(await empty.json()).toEqual([]);
  });
});

describe("/admin", () => {
  it("counts the pending listings, messages and assignments for administrators only", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const buyer = await member(app);
    const load = async () =>
      Object.fromEntries(
        unwrap(await run(() => adminIndex.loader(app.args(getRequest("/admin", admin.jar))))).data.queues.map(
          (q: { queue: string; count: number }) => [q.queue, q.count],
        ),
      );
    const before = await load();
    await listing(app, seller.userId, { status: "new", listedAt: null });
    await listing(app, seller.userId, { status: "new", listedAt: null });
    await listing(app, seller.userId, { status: "paid", buyerId: buyer.userId });
    await listing(app, seller.userId, { status: "assigned", buyerId: buyer.userId });
    await listing(app, seller.userId, { status: "active" });
    await app.services.db.insert(messages).values([
      { senderId: buyer.userId, recipientId: seller.userId, status: "pending", body: "Is it still for sale?" },
      { senderId: buyer.userId, recipientId: seller.userId, status: "approved", body: "Thanks." },
    ]);
    expect(await load()).toEqual({
      listings: before.listings + 2,
      messages: before.messages + 1,
      assignments: before.assignments + 2,
      disputes: before.disputes,
      refunds: before.refunds,
    });
    const member403 = (await run(() => adminIndex.loader(app.args(getRequest("/admin", seller.jar))))) as Response;
    expect(member403.status).toBe(403);
    const visitor = (await run(() => adminIndex.loader(app.args(getRequest("/admin"))))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login");
  });
});
