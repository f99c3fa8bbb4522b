// The listing wizard: every validation rule, the listing-fee tiers at their boundaries, drafts for
// visitors (session) and members (table), the visitor's draft surviving account creation, resume at
// the saved step, checkout (success, decline, 3-D Secure, idempotency) and the JSON endpoints.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as progressApi from "~/routes/api/listing-wizard/progress";
import * as submitApi from "~/routes/api/listing-wizard/submit";
import * as checkout from "~/routes/listing-wizard/checkout";
import * as contactStep from "~/routes/listing-wizard/contact";
import * as sellIndex from "~/routes/listing-wizard/index";
import * as judgmentStep from "~/routes/listing-wizard/judgment";
import * as pricingStep from "~/routes/listing-wizard/pricing";
import * as privacyStep from "~/routes/listing-wizard/privacy";
import * as review from "~/routes/listing-wizard/review";
import * as save from "~/routes/listing-wizard/save";
import * as success from "~/routes/listing-wizard/success";
import * as sellUser from "~/routes/listing-wizard/user";
import { todayIso } from "~/domain/dates";
import { FEE_AGREE_MESSAGE } from "~/domain/listing-form";
import { PRIVACY_REQUIRED } from "~/domain/privacy-wording";
import { ruleOfThumbSentence } from "~/domain/pricing-guide";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import { auditLog, judgments, ledgerEntries, listingDrafts, outbox, payments, users } from "~/server/db/schema";
import { listingFeePaid } from "~/server/queries/listings";
import { startUserSession } from "~/server/session";
import {
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  type TestApp,
  type RouteFunction,
} from "../support/app";
import { member } from "../support/factories";
import * as statementsStep from "~/routes/listing-wizard/statements";
import { statementsFields, statementsJson } from "../support/statements";

let app: TestApp;
beforeAll(async () => {
  // Dozens of visitors from one address here: the per-network limits (visitor sessions, saves of
  // Your Details) are tested in sell-wizard-steps.test.ts.
  app = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await app?.close();
});

const args = (request: Request) => app.args(request);

const judgmentFields = {
  title: "Unpaid invoices — Fresno HVAC contractor",
  description: "Judgment for unpaid HVAC work. Debtor is employed.",
  state_id: "6",
  county_id: "6019",
  casenum: "2023-CV-555",
  courthouse: "Fresno Superior Court",
  date_awarded: "2023-09-14",
};
const pricingFields = { amount: "10,000", price: "2,000", buy_now: "", fee_agree: "on" };
const contactFields = { name: "Vera Visitor", email: "vera.visitor@example.com" };

async function post(mod: { action: RouteFunction }, path: string, fields: Record<string, string>, jar: CookieJar) {
  const result = await run(() => mod.action(args(formRequest(path, fields, jar))));
  if (result instanceof Response) jar.take(result);
  return result;
}

async function get(mod: { loader: RouteFunction }, path: string, jar: CookieJar) {
  const result = await run(() => mod.loader(args(getRequest(path, jar))));
  if (result instanceof Response) jar.take(result);
  return result;
}

function location(result: unknown): string | null {
  return result instanceof Response ? result.headers.get("location") : null;
}

/** A visitor who has given the first step's name and e-mail. */
async function visitor(jar = new CookieJar()) {
  expect(location(await post(contactStep, "/sell/contact", contactFields, jar))).toBe("/sell/judgment");
  return jar;
}

async function errorsOf(mod: { action: RouteFunction }, path: string, fields: Record<string, string>, given?: CookieJar) {
  const jar = given ?? (await visitor());
  const result = unwrap(await post(mod, path, fields, jar));
  expect(result.status).toBe(422);
  return result.data.errors as Record<string, string[]>;
}

/** Fills the steps up to the review: details (a member is sent on), judgment, pricing, privacy. */
async function fillSteps(jar: CookieJar, pricing: Record<string, string> = pricingFields, privacy = "public") {
  expect(location(await post(contactStep, "/sell/contact", contactFields, jar))).toBe("/sell/judgment");
  expect(location(await post(judgmentStep, "/sell/judgment", judgmentFields, jar))).toBe("/sell/pricing");
  expect(location(await post(pricingStep, "/sell/pricing", pricing, jar))).toBe("/sell/privacy");
  expect(location(await post(privacyStep, "/sell/privacy", { privacy }, jar))).toBe("/sell/statements");
  expect(location(await post(statementsStep, "/sell/statements", statementsFields, jar))).toBe("/sell/review");
}

function addDays(iso: string, days: number) {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe("judgment step validation", () => {
  const cases: Array<[string, Partial<typeof judgmentFields>, string, RegExp]> = [
    ["title too short", { title: "Abcd" }, "title", /at least 5/],
    ["title too long", { title: "x".repeat(121) }, "title", /at most 120/],
    ["title missing", { title: "   " }, "title", /enter the title/],
    ["description too long", { description: "x".repeat(5001) }, "description", /at most 5,000/],
    ["state missing", { state_id: "" }, "state_id", /choose the state/],
    ["county missing", { county_id: "" }, "county_id", /choose the county/],
    ["county not in state", { state_id: "48" }, "county_id", /county in the selected state/],
    ["unknown county", { county_id: "99999" }, "county_id", /county in the selected state/],
    ["case number missing", { casenum: "" }, "casenum", /case or index number/],
    ["case number too long", { casenum: "1".repeat(61) }, "casenum", /at most 60/],
    ["courthouse too long", { courthouse: "c".repeat(121) }, "courthouse", /at most 120/],
    ["date missing", { date_awarded: "" }, "date_awarded", /date the judgment was awarded/],
    ["date impossible", { date_awarded: "2023-02-30" }, "date_awarded", /valid date/],
    ["date after today", { date_awarded: addDays(todayIso(), 1) }, "date_awarded", /cannot be later than today/],
    ["date before 1970", { date_awarded: "1969-12-31" }, "date_awarded", /01\/01\/1970/],
  ];
  for (const [name, change, field, message] of cases) {
    it(`refuses: ${name}`, async () => {
      const errors = await errorsOf(judgmentStep, "/sell/judgment", { ...judgmentFields, ...change });
      expect(errors[field]?.join(" ")).toMatch(message);
    });
  }

  it("accepts the bounds (5 and 120 characters, 60-character case number, today, 1970-01-01)", async () => {
    for (const change of [
      { title: "Abcde", casenum: "1".repeat(60), date_awarded: todayIso() },
      { title: "x".repeat(120), courthouse: "c".repeat(120), date_awarded: "1970-01-01", description: "d".repeat(5000) },
    ]) {
      const jar = await visitor();
      expect(location(await post(judgmentStep, "/sell/judgment", { ...judgmentFields, ...change }, jar))).toBe("/sell/pricing");
    }
  });

  it("omits an empty description and courthouse from the draft", async () => {
    const jar = await visitor();
    await post(judgmentStep, "/sell/judgment", { ...judgmentFields, description: "  ", courthouse: "" }, jar);
    const draft = await (await progressApi.loader(args(getRequest("/api/judgments/sell/progress", jar)))).json();
    expect(draft.title).toBe(judgmentFields.title);
    expect("description" in draft).toBe(false);
    expect("courthouse" in draft).toBe(false);
    expect(draft.step).toBe("pricing");
  });

  it("reloads the counties of a new state without JavaScript (intent=counties)", async () => {
    const result = unwrap(
      await post(judgmentStep, "/sell/judgment", { ...judgmentFields, state_id: "48", intent: "counties" }, await visitor()),
    );
    expect(result.status).toBe(200);
    expect(result.data.errors).toBeNull();
    expect(result.data.counties.some((c: { id: number }) => c.id === 48201)).toBe(true);
  });
});

describe("pricing step validation", () => {
  async function pricingErrors(fields: Record<string, string>) {
    const jar = await visitor();
    await post(judgmentStep, "/sell/judgment", judgmentFields, jar);
    return errorsOf(pricingStep, "/sell/pricing", fields, jar);
  }

  it("requires the fee agreement with the spec's exact message", async () => {
    const errors = await pricingErrors({ ...pricingFields, fee_agree: "" });
    expect(errors.fee_agree).toEqual([FEE_AGREE_MESSAGE]);
    expect(FEE_AGREE_MESSAGE).toBe("You must check this box to indicate you understand the fee structure.");
  });

  it("refuses amounts that are missing, not money, or zero", async () => {
    expect((await pricingErrors({ ...pricingFields, amount: "" })).amount[0]).toMatch(/enter the judgment amount/);
    expect((await pricingErrors({ ...pricingFields, amount: "ten" })).amount[0]).toMatch(/in dollars/);
    expect((await pricingErrors({ ...pricingFields, amount: "12.345" })).amount[0]).toMatch(/in dollars/);
    expect((await pricingErrors({ ...pricingFields, price: "0" })).price[0]).toMatch(/more than \$0/);
  });

  it("refuses a price or Buy Now price above the amount, and says so even when the box is unticked", async () => {
    const errors = await pricingErrors({ amount: "1000", price: "1000.01", buy_now: "1200", fee_agree: "" });
    expect(errors.price[0]).toMatch(/cannot be more than the judgment amount/);
    expect(errors.buy_now[0]).toMatch(/cannot be more than the judgment amount/);
    expect(errors.fee_agree).toEqual([FEE_AGREE_MESSAGE]);
  });

  it("refuses a Buy Now price under the asking price", async () => {
    const errors = await pricingErrors({ amount: "10000", price: "3000", buy_now: "2999.99", fee_agree: "on" });
    expect(errors.buy_now).toEqual(["The Buy Now price must be at least your asking price."]);
  });

  it("sets the listing fee by the higher of the asking and the Buy Now price, and says which", async () => {
    // The issue's listing: amount $8,000, asking $1,600 (20%, free alone), Buy Now $7,000 (87.5%).
    const seller = await member(app);
    await fillSteps(seller.jar, { amount: "8000", price: "1600", buy_now: "7000", fee_agree: "on" });
    const data = (await get(review, "/sell/review", seller.jar)) as any;
    expect(data.summary.listingFeeCents).toBe(5_000);
    expect(data.summary.listingFeeLabel).toBe("Premium listing");
    await post(save, "/sell/save", {}, seller.jar);
    const [row] = await app.services.db.select().from(judgments).where(eq(judgments.sellerId, seller.userId));
    expect(row).toMatchObject({ priceCents: 160_000, buyNowCents: 700_000, listingFeeCents: 5_000 });
    expect(await listingFeePaid(app.services.db, row.id)).toBe(false);
  });

  it("treats price guidance as advice: 60% of the amount is accepted, with the review's warning", async () => {
    const jar = new CookieJar();
    await fillSteps(jar, { amount: "10000", price: "6000", buy_now: "", fee_agree: "on" });
    const data = (await get(review, "/sell/review", jar)) as any;
    expect(data.summary.atOrAboveHalf).toBe(true);
    expect(data.summary.withinGuide).toBe(false);
    expect(data.summary.priceAdvice).toBe(ruleOfThumbSentence());
    expect(data.summary.listingFeeCents).toBe(5_000);
  });

  it("does not let the pricing step open before the judgment step is done", async () => {
    // A visitor without details starts at them; one with details at the judgment; so does a member.
    expect(location(await get(pricingStep, "/sell/pricing", new CookieJar()))).toBe("/sell/contact");
    expect(location(await get(pricingStep, "/sell/pricing", await visitor()))).toBe("/sell/judgment");
    expect(location(await get(review, "/sell/review", await visitor()))).toBe("/sell/judgment");
    expect(location(await get(review, "/sell/review", (await member(app)).jar))).toBe("/sell/judgment");
  });
});

describe("listing fee tiers through review and save", () => {
  const tiers: Array<[string, string, number, string]> = [
    ["24.99%", "2499", 0, "Free"],
    ["25%", "2500", 2_000, "Standard"],
    ["34.99%", "3499", 2_000, "Standard"],
    ["35%", "3500", 3_500, "Plus"],
    ["49.99%", "4999", 3_500, "Plus"],
    ["50%", "5000", 5_000, "Premium listing"],
  ];
  for (const [share, price, fee, label] of tiers) {
    it(`${share} of the amount: ${fee ? `$${fee / 100}` : "free"}`, async () => {
      const seller = await member(app);
      await fillSteps(seller.jar, { amount: "10000", price, buy_now: "", fee_agree: "on" });
      const data = (await get(review, "/sell/review", seller.jar)) as any;
      expect(data.summary.listingFeeCents).toBe(fee);
      expect(data.summary.listingFeeLabel).toBe(label);
      expect(data.summary.atOrAboveHalf).toBe(share === "50%");

      const saved = await post(save, "/sell/save", {}, seller.jar);
      const [row] = await app.services.db.select().from(judgments).where(eq(judgments.sellerId, seller.userId));
      expect(row.status).toBe("new");
      expect(row.listingFeeCents).toBe(fee);
      expect(row.priceCents).toBe(Number(price) * 100);
      // Submitted: the documents, the enhancements, then the one checkout (the fee is paid there).
      expect(location(saved)).toBe(`/sell/documents/${row.id}`);
      expect(await listingFeePaid(app.services.db, row.id)).toBe(fee === 0);
    });
  }
});

describe("drafts and resuming", () => {
  it("resumes a visitor at the saved step", async () => {
    const jar = new CookieJar();
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/contact");
    const first = await post(contactStep, "/sell/contact", contactFields, jar);
    expect((first as Response).headers.getSetCookie().some((c) => c.startsWith("jx_session="))).toBe(true);
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/judgment");
    await post(judgmentStep, "/sell/judgment", judgmentFields, jar);
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/pricing");
    await post(pricingStep, "/sell/pricing", pricingFields, jar);
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/privacy");
    await post(privacyStep, "/sell/privacy", { privacy: "private" }, jar);
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/statements");
    await post(statementsStep, "/sell/statements", statementsFields, jar);
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/review");
    expect(location(await post(review, "/sell/review", {}, jar))).toBe("/sell/user");
    expect(location(await get(sellIndex, "/sell", jar))).toBe("/sell/user");
  });

  it("goes back to the review after an Edit once the review was reached", async () => {
    const jar = new CookieJar();
    await fillSteps(jar);
    await get(review, "/sell/review", jar);
    expect(location(await post(judgmentStep, "/sell/judgment", { ...judgmentFields, title: "Edited title here" }, jar))).toBe(
      "/sell/review",
    );
  });

  it("resumes a member from the listing_drafts table, and a visitor's draft follows them when they sign in", async () => {
    const visitorJar = await visitor();
    await post(judgmentStep, "/sell/judgment", judgmentFields, visitorJar);
    const seller = await member(app);
    // Signing in keeps the session's data (startUserSession copies it).
    const request = getRequest("/login", visitorJar);
    visitorJar.take(new Response(null, { headers: { "Set-Cookie": await startUserSession(request, app.services, seller.userId) } }));
    expect(location(await get(sellIndex, "/sell", visitorJar))).toBe("/sell/pricing");
    const [row] = await app.services.db.select().from(listingDrafts).where(eq(listingDrafts.userId, seller.userId));
    expect(row.step).toBe("pricing");
    expect((row.data as any).title).toBe(judgmentFields.title);
  });

  it("sends a signed-in member from /sell/user back to the review", async () => {
    const seller = await member(app);
    expect(location(await get(sellUser, "/sell/user", seller.jar))).toBe("/sell/review");
  });
});

describe("visitor creates the account at the end", () => {
  const account = {
    first_name: "Grace",
    last_name: "Hopper",
    email: "g.hopper.office@example.com",
    password: "Compile-1952!",
    password_confirmation: "Compile-1952!",
  };

  it("validates the account form", async () => {
    const jar = new CookieJar();
    await fillSteps(jar);
    // The full form: a first name given, so the last name is required too.
    const errors = await errorsOf(
      sellUser,
      "/sell/user",
      { first_name: "Grace", last_name: "", email: "nope", password: "short", password_confirmation: "x" },
      jar,
    );
    expect(errors.first_name).toBeUndefined();
    expect(errors.last_name[0]).toMatch(/last name/);
    expect(errors.email[0]).toMatch(/valid e-mail/);
    expect(errors.password.join(" ")).toMatch(/at least 8/);

    const weak = await errorsOf(
      sellUser,
      "/sell/user",
      { ...account, email: "weak@example.com", password: "Password1!", password_confirmation: "Password1!" },
      jar,
    );
    expect(weak.password[0]).toBe("This password is too easy to guess. This is similar to a commonly used password.");
    const personal = await errorsOf(
      sellUser,
      "/sell/user",
      { ...account, email: "weak@example.com", password: "Gracehopper1!", password_confirmation: "Gracehopper1!" },
      jar,
    );
    expect(personal.password[0]).toMatch(/personal/);
  });

  it("keeps the draft through account creation and submits it as the new member's listing", async () => {
    const jar = new CookieJar();
    await fillSteps(jar, { amount: "10000", price: "1500", buy_now: "2000", fee_agree: "on" });
    await post(review, "/sell/review", {}, jar);
    const form = (await get(sellUser, "/sell/user", jar)) as any;
    expect(form.backToReview).toBe(true);

    const result = await post(sellUser, "/sell/user", account, jar);
    const [user] = await app.services.db.select().from(users).where(eq(users.email, account.email));
    expect(user.name).toBe("Grace Hopper");
    expect(user.handle).toBe("gracehopper");
    const [listing] = await app.services.db.select().from(judgments).where(eq(judgments.sellerId, user.id));
    expect(listing).toMatchObject({
      status: "new",
      title: judgmentFields.title,
      priceCents: 150_000,
      buyNowCents: 200_000,
      listingFeeCents: 0,
      countyId: 6019,
    });
    expect(location(result)).toBe(`/sell/documents/${listing.id}`);

    // Signed in as the new member; the draft is gone from the session and the table.
    const api = await (await progressApi.loader(args(getRequest("/api/judgments/sell/progress", jar)))).json();
    expect(api).toEqual({});
    expect(await app.services.db.select().from(listingDrafts).where(eq(listingDrafts.userId, user.id))).toHaveLength(0);

    const mail = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, account.email));
    expect(mail.map((m) => m.subject).join(" | ")).toMatch(/Confirm your e-mail/);
    const received = mail.find((m) => /Your listing was received/.test(m.subject ?? ""));
    expect(received?.bodyText).toMatch(/one business day/);

    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "judgment"), eq(auditLog.entityId, String(listing.id))));
    expect(audit).toMatchObject({ action: "listing.submit", toStatus: "new", actorId: user.id });
  });

  it("gives a second member with the same name a different handle, and creates nothing for a taken e-mail without saying so", async () => {
    const jar = new CookieJar();
    await fillSteps(jar);
    // A taken e-mail: no account, not signed in, the draft kept; the page asks to check the e-mail
    // (decision 0013) and the owner gets a sign-in link that comes back to the review.
    const taken = unwrap(await post(sellUser, "/sell/user", { ...account, email: "G.HOPPER.OFFICE@example.com" }, jar));
    expect(taken.status).toBe(200);
    expect(taken.data.errors).toBeUndefined();
    expect(taken.data.checkEmail).toBe("G.HOPPER.OFFICE@example.com");
    expect(await app.services.db.select().from(users).where(eq(users.handle, "gracehopper2"))).toHaveLength(0);
    expect(location(await get(sellUser, "/sell/user", jar))).toBeNull();
    const [notice] = (await app.services.db.select().from(outbox).where(eq(outbox.toAddress, "G.HOPPER.OFFICE@example.com"))).filter((m) =>
      m.subject.startsWith("Someone tried to register"),
    );
    expect(notice.bodyText).toContain("/login?redirectTo=%2Fsell%2Freview");

    await post(sellUser, "/sell/user", { ...account, email: "grace.2@example.com" }, jar);
    const [user] = await app.services.db.select().from(users).where(eq(users.email, "grace.2@example.com"));
    expect(user.handle).toBe("gracehopper2");
  });
});

describe("checkout", () => {
  // The fee of a $10,000 judgment at these asking prices (the fee tiers).
  const feeOf = (price: string) => (Number(price) >= 5000 ? 5_000 : Number(price) >= 3500 ? 3_500 : 2_000);
  const done = (id: number) => `/sell/success?judgment_id=${id}`;

  async function feeListing(price = "3000") {
    const seller = await member(app);
    await fillSteps(seller.jar, { amount: "10000", price, buy_now: "", fee_agree: "on" });
    const documents = location(await post(save, "/sell/save", {}, seller.jar))!;
    const id = Number(/^\/sell\/documents\/(\d+)$/.exec(documents)![1]);
    return { seller, id, path: `/sell/checkout?judgment_id=${id}`, amount: String(feeOf(price)) };
  }

  async function paymentsFor(id: number) {
    return app.services.db.select().from(payments).where(eq(payments.judgmentId, id));
  }

  it("charges the listing fee with a card number (no JavaScript) and moves on to the success page", async () => {
    const { seller, id, path, amount } = await feeListing();
    const page = (await get(checkout, path, seller.jar)) as any;
    expect(page.fee.dueCents).toBe(2_000);
    expect(page.summary).toMatchObject({ listing_fee: { amount: 2_000 }, upsells: [], total: 2_000 });
    const result = await post(
      checkout,
      path,
      { amount, card_number: "4242 4242 4242 4242", card_expiry: "12 / 40", card_cvc: "123" },
      seller.jar,
    );
    expect(location(result)).toBe(done(id));
    const [payment] = await paymentsFor(id);
    expect(payment).toMatchObject({ kind: "listing_checkout", status: "succeeded", amountCents: 2_000, listingFeeCents: 2_000 });
    expect(await listingFeePaid(app.services.db, id)).toBe(true);
    const ledger = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id));
    expect(ledger.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    // Paid: the checkout page sends the seller on.
    expect(location(await get(checkout, path, seller.jar))).toBe(done(id));
    const invoice = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, seller.email));
    expect(invoice.some((m) => /invoice/i.test(m.bodyText))).toBe(true);
  });

  it("shows the provider's decline message and charges nothing", async () => {
    const { seller, id, path, amount } = await feeListing();
    const result = unwrap(await post(checkout, path, { amount, payment_method: "pm_card_chargeDeclined" }, seller.jar));
    expect(result.status).toBe(402);
    expect(result.data.errors._).toEqual(["Your card was declined."]);
    expect(await listingFeePaid(app.services.db, id)).toBe(false);
    // A good card afterwards succeeds on the same listing.
    expect(location(await post(checkout, path, { amount, payment_method: "pm_card_visa" }, seller.jar))).toBe(done(id));
  });

  it("refuses a mistyped card number before charging", async () => {
    const { seller, path, amount } = await feeListing();
    const result = unwrap(
      await post(checkout, path, { amount, card_number: "4242 4242 4242 4241", card_expiry: "01/20", card_cvc: "1" }, seller.jar),
    );
    expect(result.status).toBe(422);
    expect(result.data.errors).toEqual({
      card_number: ["Your card number is incorrect."],
      card_expiry: ["Your card's expiration date is in the past."],
      card_cvc: ["Your card's security code is incomplete."],
    });
  });

  it("handles 3-D Secure: the authenticate step, then approval", async () => {
    const { seller, id, path, amount } = await feeListing();
    expect(
      location(await post(checkout, path, { amount, card_number: "4000002500003155", card_expiry: "12/40", card_cvc: "123" }, seller.jar)),
    ).toBe(path);
    const waiting = ((await get(checkout, path, seller.jar)) as any).authenticate;
    expect(waiting).not.toBeNull();
    const reply = { intent: "authenticate", approved: "1", payment_id: String(waiting.paymentId) };
    expect(location(await post(checkout, path, reply, seller.jar))).toBe(done(id));
    expect(await listingFeePaid(app.services.db, id)).toBe(true);
  });

  it("handles a failed 3-D Secure authentication, then a retry with another card", async () => {
    const { seller, id, path, amount } = await feeListing("5000");
    await post(checkout, path, { amount, payment_method: "pm_card_authenticationRequired" }, seller.jar);
    const waiting = ((await get(checkout, path, seller.jar)) as any).authenticate;
    const failed = unwrap(
      await post(checkout, path, { intent: "authenticate", approved: "0", payment_id: String(waiting.paymentId) }, seller.jar),
    );
    expect(failed.status).toBe(402);
    expect(failed.data.errors._[0]).toMatch(/unable to authenticate/);
    expect(((await get(checkout, path, seller.jar)) as any).authenticate).toBeNull();
    expect(location(await post(checkout, path, { amount, payment_method: "pm_card_visa" }, seller.jar))).toBe(done(id));
    const rows = await paymentsFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "succeeded", amountCents: 5_000 });
  });

  it("charges once when the form is submitted twice", async () => {
    const { seller, id, path, amount } = await feeListing();
    const [a, b] = await Promise.all([
      post(checkout, path, { amount, payment_method: "pm_card_visa" }, seller.jar),
      post(checkout, path, { amount, payment_method: "pm_card_visa" }, seller.jar),
    ]);
    expect([a, b].some((r) => location(r) === done(id))).toBe(true);
    const again = await post(checkout, path, { amount, payment_method: "pm_card_visa" }, seller.jar);
    expect(location(again)).toBe(done(id));
    const rows = await paymentsFor(id);
    expect(rows).toHaveLength(1);
    const ledger = await app.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, rows[0].id));
    const movements = new Set(ledger.map((e) => e.movementId));
    expect(movements.size).toBe(1);
  });

  it("is only for the listing's owner", async () => {
    const { path } = await feeListing();
    const other = await member(app);
    const result = await get(checkout, path, other.jar);
    expect((result as Response).status).toBe(404);
    const visitor = await get(checkout, path, new CookieJar());
    expect(location(visitor)).toMatch(/^\/login/);
  });

  it("a double-submitted draft becomes one listing", async () => {
    const seller = await member(app);
    await fillSteps(seller.jar);
    const first = await post(save, "/sell/save", {}, seller.jar);
    const second = await post(save, "/sell/save", {}, seller.jar);
    expect(location(second)).toBe(location(first));
    expect(await app.services.db.select().from(judgments).where(eq(judgments.sellerId, seller.userId))).toHaveLength(1);
  });
});

describe("card input (no JavaScript)", () => {
  it("maps Stripe's test card numbers to their payment-method ids", () => {
    expect(paymentMethodFromForm({ card_number: "4242 4242 4242 4242", card_expiry: "12/40", card_cvc: "123" })).toEqual({
      paymentMethod: "pm_card_visa__exp_12_2040",
    });
    expect(paymentMethodFromForm({ card_number: "4000-0000-0000-0002", card_expiry: "12/2040", card_cvc: "1234" })).toEqual({
      paymentMethod: "pm_card_chargeDeclined__exp_12_2040",
    });
    expect(paymentMethodFromForm({ payment_method: "pm_card_visa" })).toEqual({ paymentMethod: "pm_card_visa" });
    expect(paymentMethodFromForm({ payment_method: "<script>" })).toEqual({ errors: { card_number: ["Your card number is incorrect."] } });
    expect(paymentMethodFromForm({})).toMatchObject({ errors: { card_number: ["Your card number is incorrect."] } });
  });
});

describe("success page", () => {
  it("prompts for the payout account and the phone when they are missing", async () => {
    const seller = await member(app);
    const data = (await get(success, "/sell/success", seller.jar)) as any;
    expect(data).toMatchObject({ needsPayout: true, needsPhone: true, listing: null });
    await app.services.db
      .update(users)
      .set({ stripeConnectAccountId: "acct_1", phoneVerifiedAt: new Date() })
      .where(eq(users.id, seller.userId));
    expect(await get(success, "/sell/success", seller.jar)).toMatchObject({ needsPayout: false, needsPhone: false });
  });
});

describe("JSON API", () => {
  const progress = (body: unknown, jar: CookieJar) =>
    run(() => progressApi.action(args(jsonRequest("/api/judgments/sell/progress", body, jar)))) as Promise<Response>;

  it("saves a visitor's progress in the session, validating only what is sent and dropping unknown fields", async () => {
    const jar = new CookieJar();
    expect(await (await progressApi.loader(args(getRequest("/api/judgments/sell/progress", jar)))).json()).toEqual({});
    const first = await progress({ title: "A good title", step: "judgment", is_admin: true }, jar);
    expect(first.status).toBe(200);
    jar.take(first);
    expect(jar.get("jx_session")).toBeTruthy();
    expect(await first.json()).toEqual({ title: "A good title", step: "judgment", reached_review: false });

    const bad = await progress({ title: "abc", amount: "lots", state_id: "6", county_id: "48201", step: "nowhere" }, jar);
    expect(bad.status).toBe(422);
    const { errors } = await bad.json();
    expect(Object.keys(errors).sort()).toEqual(["amount", "county_id", "step", "title"]);

    const good = await progress({ amount: "10000", price: "2500", state_id: 6, county_id: 6001, step: "review" }, jar);
    expect(await good.json()).toMatchObject({
      amount: "10000",
      price: "2500",
      state_id: 6,
      county_id: 6001,
      step: "review",
      reached_review: true,
    });
    const cross = await progress({ price: "20000" }, jar);
    expect((await cross.json()).errors.price[0]).toMatch(/cannot be more/);
  });

  it("submits a member's draft (fields sent along are saved first) and answers the id", async () => {
    const seller = await member(app);
    const visitor = await run(() => submitApi.action(args(jsonRequest("/api/judgments/sell", {}, new CookieJar()))));
    expect((visitor as Response).status).toBe(401);

    const none = (await run(() => submitApi.action(args(jsonRequest("/api/judgments/sell", {}, seller.jar))))) as Response;
    expect(none.status).toBe(404);

    const incomplete = (await run(() =>
      submitApi.action(args(jsonRequest("/api/judgments/sell", { ...judgmentFields }, seller.jar))),
    )) as Response;
    expect(incomplete.status).toBe(422);
    expect((await incomplete.json()).errors.fee_agree).toEqual([FEE_AGREE_MESSAGE]);

    // No silent default: without a privacy choice the submit is refused by that field.
    const noPrivacy = (await run(() =>
      submitApi.action(args(jsonRequest("/api/judgments/sell", { ...pricingFields, fee_agree: true }, seller.jar))),
    )) as Response;
    expect(noPrivacy.status).toBe(422);
    expect((await noPrivacy.json()).errors).toEqual({ privacy: [PRIVACY_REQUIRED] });
    const badPrivacy = (await run(() =>
      submitApi.action(args(jsonRequest("/api/judgments/sell", { privacy: "everyone" }, seller.jar))),
    )) as Response;
    expect(badPrivacy.status).toBe(422);
    expect((await badPrivacy.json()).errors.privacy).toEqual([PRIVACY_REQUIRED]);

    const created = (await run(() =>
      submitApi.action(args(jsonRequest("/api/judgments/sell", { privacy: "private", statements: statementsJson() }, seller.jar))),
    )) as Response;
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toEqual({ id: expect.any(Number), listing_fee_cents: 0, next: `/sell/documents/${body.id}` });
    const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, body.id));
    expect(row).toMatchObject({ sellerId: seller.userId, status: "new", amountCents: 1_000_000, priceCents: 200_000, privacy: "private" });
  });
});
