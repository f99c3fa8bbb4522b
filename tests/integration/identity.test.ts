// Identity (docs/decisions/0048), with the offline provider: a seller's listing goes live only
// once their identity is verified; a payment over the threshold only by a verified member (just
// under passes, over refused with a link to verify, the threshold from IDENTITY_PAYMENT_THRESHOLD);
// the check started from My Settings, decided on the offline test-mode page and read back on
// return; nobody reads another member's check; a payout account does not make the mark.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as offlineCheckRoute from "~/routes/identity/offline";
import * as paymentApi from "~/routes/api/judgments/payment";
import * as payPage from "~/routes/judgments/pay-for-judgment";
import * as profileRoute from "~/routes/profile/index";
import * as returnRoute from "~/routes/profile/identity-return";
import * as userPage from "~/routes/users/detail";
import { buyerTotal } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import { SELLER_IDENTITY_NEEDED } from "~/domain/identity";
import { DEFAULT_IDENTITY_PAYMENT_THRESHOLD_CENTS, readIdentityThreshold } from "~/server/config";
import { identitySessions, judgments, users } from "~/server/db/schema";
import { IDENTITY_UNAVAILABLE, startIdentityCheck } from "~/server/identity/sessions";
import { createTestApp, formRequest, getRequest, jsonRequest, run, toastOf, unwrap, type TestApp } from "../support/app";
import { acceptedSale, listing, member, type Member } from "../support/factories";
import { auditActions } from "../support/rows";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A listing waiting for review: its listing fee is $0 (price under 25% of the amount). */
function pendingListing(sellerId: number) {
  return listing(app, sellerId, { status: "new", listedAt: null, amountCents: 800_000, priceCents: 120_000 });
}

async function approve(admin: Member, judgmentId: number) {
  const response = (await run(() =>
    approveRoute.action(app.args(jsonRequest("/admin/judgments/approve", { judgment_id: judgmentId }, admin.jar))),
  )) as Response;
  return { status: response.status, body: await response.json() };
}

async function statusOf(judgmentId: number) {
  const [row] = await app.services.db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, judgmentId));
  return row.status;
}

/** The member starts a check from My Settings: answers the offline page's path. */
async function startCheck(who: Member): Promise<string> {
  const response = (await run(() =>
    profileRoute.action(app.args(formRequest("/profile", { intent: "identity-start" }, who.jar))),
  )) as Response;
  expect(response.status).toBe(302);
  const location = response.headers.get("location")!;
  expect(location).toMatch(/^\/identity\/offline\/vs_off_/);
  return location;
}

const sessionOf = (path: string) => decodeURIComponent(path.split("/").pop()!);

/** The member's choice on the offline page, then the return step: answers the return's redirect. */
async function decide(who: Member, path: string, fields: Record<string, string>): Promise<Response> {
  const decided = (await run(() =>
    offlineCheckRoute.action(app.args(formRequest(path, fields, who.jar), { session: sessionOf(path) })),
  )) as Response;
  expect(decided.status).toBe(302);
  const back = decided.headers.get("location")!;
  expect(back).toBe(`/profile/identity/return?session=${encodeURIComponent(sessionOf(path))}`);
  return (await run(() => returnRoute.loader(app.args(getRequest(back, who.jar))))) as Response;
}

async function verifiedAt(userId: number) {
  const [row] = await app.services.db.select({ at: users.identityVerifiedAt }).from(users).where(eq(users.id, userId));
  return row.at;
}

async function identitySection(who: Member) {
  const page = unwrap(await run(() => profileRoute.loader(app.args(getRequest("/profile", who.jar))))).data;
  return page.identity as { kind: string; reason?: string | null };
}

describe("a seller's first listing goes live only once their identity is verified", () => {
  it("refuses the approval (409) while the seller is unverified, and approves once verified through the offline check", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app, { identity: false });
    const judgmentId = await pendingListing(seller.userId);

    const refused = await approve(admin, judgmentId);
    expect(refused.status).toBe(409);
    expect(refused.body.errors._).toEqual([SELLER_IDENTITY_NEEDED]);
    expect(await statusOf(judgmentId)).toBe("new");
    expect(await auditActions(app, "judgment", judgmentId)).not.toContain("listing.approve");

    // The seller verifies: start, "Verify me" on the test-mode page, back to My Settings.
    expect(await identitySection(seller)).toEqual({ kind: "not_started" });
    const back = await decide(seller, await startCheck(seller), { outcome: "verify" });
    expect(back.headers.get("location")).toBe("/profile#identity");
    expect((await toastOf(app, back))?.description).toBe("Your identity is verified.");
    expect(await verifiedAt(seller.userId)).toBeInstanceOf(Date);
    expect((await identitySection(seller)).kind).toBe("verified");
    expect(await auditActions(app, "user", seller.userId)).toContain("user.identity_verified");

    const approved = await approve(admin, judgmentId);
    expect(approved.status).toBe(200);
    expect(await statusOf(judgmentId)).toBe("active");
  });

  it("a failed check shows Stripe's reason, keeps the listing waiting, and a new check can pass", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app, { identity: false });
    const judgmentId = await pendingListing(seller.userId);

    const failed = await decide(seller, await startCheck(seller), { outcome: "fail", reason: "selfie_face_mismatch" });
    expect((await toastOf(app, failed))?.type).toBe("error");
    expect(await identitySection(seller)).toEqual({
      kind: "needs_input",
      reason: "The captured face image did not match with the document's face.",
    });
    expect(await verifiedAt(seller.userId)).toBeNull();
    expect((await approve(admin, judgmentId)).status).toBe(409);

    // Try again: a new session.
    await decide(seller, await startCheck(seller), { outcome: "verify" });
    expect((await approve(admin, judgmentId)).status).toBe(200);
  });

  it("a payout account that is ready does not count as a verified identity", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app, {
      identity: false,
      values: { stripeConnectAccountId: "acct_off_ready123", payoutAccountReadyAt: new Date() },
    });
    const judgmentId = await pendingListing(seller.userId);
    expect((await approve(admin, judgmentId)).status).toBe(409);
    // Nor does the public page show the mark.
    const page = unwrap(await run(() => userPage.loader(app.args(getRequest(`/users/${seller.handle}`), { handle: seller.handle }))));
    expect(page.data.user.identityVerified).toBe(false);
  });

  it("the mark shows on the public user page once verified", async () => {
    const seller = await member(app, { identity: false });
    await decide(seller, await startCheck(seller), { outcome: "verify" });
    const page = unwrap(await run(() => userPage.loader(app.args(getRequest(`/users/${seller.handle}`), { handle: seller.handle }))));
    expect(page.data.user.identityVerified).toBe(true);
  });

  it("at most five checks a day are started per member (each costs a Stripe session)", async () => {
    const who = await member(app, { identity: false });
    for (let i = 0; i < 5; i++) await startCheck(who);
    const sixth = (await run(() =>
      profileRoute.action(app.args(formRequest("/profile", { intent: "identity-start" }, who.jar))),
    )) as Response;
    expect(sixth.headers.get("location")).toBe("/profile#identity");
    expect((await toastOf(app, sixth))?.description).toMatch(/^You have started several identity checks today/);
    expect(await app.services.db.select().from(identitySessions).where(eq(identitySessions.userId, who.userId))).toHaveLength(5);
  });

  it("a verified member cannot start another check", async () => {
    const seller = await member(app);
    const response = (await run(() =>
      profileRoute.action(app.args(formRequest("/profile", { intent: "identity-start" }, seller.jar))),
    )) as Response;
    expect(response.headers.get("location")).toBe("/profile#identity");
    expect((await toastOf(app, response))?.description).toBe("Your identity is already verified.");
  });
});

describe("a session of another member cannot be read or decided", () => {
  it("answers 404 on the return step and on the offline page to anyone but its member", async () => {
    const owner = await member(app, { identity: false });
    const stranger = await member(app, { identity: false });
    const path = await startCheck(owner);
    const session = sessionOf(path);

    const returned = (await run(() =>
      returnRoute.loader(app.args(getRequest(`/profile/identity/return?session=${session}`, stranger.jar))),
    )) as Response;
    expect(returned.status).toBe(404);
    const shown = (await run(() => offlineCheckRoute.loader(app.args(getRequest(path, stranger.jar), { session })))) as Response;
    expect(shown.status).toBe(404);
    const decided = (await run(() =>
      offlineCheckRoute.action(app.args(formRequest(path, { outcome: "verify" }, stranger.jar), { session })),
    )) as Response;
    expect(decided.status).toBe(404);

    // Nothing changed for either member.
    expect(await verifiedAt(owner.userId)).toBeNull();
    expect(await verifiedAt(stranger.userId)).toBeNull();
    const [row] = await app.services.db.select().from(identitySessions).where(eq(identitySessions.id, session));
    expect(row).toMatchObject({ userId: owner.userId, status: "requires_input" });
  });

  it("answers 404 for an unknown or malformed session and a visitor is sent to sign in", async () => {
    const who = await member(app, { identity: false });
    for (const session of ["vs_off_nosuchsession", "not-a-session"]) {
      const response = (await run(() =>
        returnRoute.loader(app.args(getRequest(`/profile/identity/return?session=${session}`, who.jar))),
      )) as Response;
      expect(response.status).toBe(404);
    }
    const visitor = (await run(() => returnRoute.loader(app.args(getRequest("/profile/identity/return"))))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
  });

  it("a choice that is neither outcome is refused on the page and decides nothing", async () => {
    const who = await member(app, { identity: false });
    const path = await startCheck(who);
    const answer = await run(() =>
      offlineCheckRoute.action(app.args(formRequest(path, { outcome: "fail", reason: "made_up" }, who.jar), { session: sessionOf(path) })),
    );
    expect(answer).toEqual({ error: "Choose an outcome: verified, or failed with a reason." });
    expect(await identitySection(who)).toEqual({ kind: "not_started" });
  });
});

describe("payments over the threshold need a verified identity", () => {
  /** An agreed price whose total (with the buyer's fee) is `total` or just under it. */
  function agreedFor(totalCents: number): number {
    let agreed = Math.floor(totalCents / 1.1);
    while (buyerTotal(agreed + 1) <= totalCents) agreed++;
    while (buyerTotal(agreed) > totalCents) agreed--;
    return agreed;
  }

  async function pay(buyer: Member, judgmentId: number, agreed: number) {
    const body = { judgment_id: judgmentId, amount: dollarText(buyerTotal(agreed)), payment_method: "pm_card_visa" };
    const response = (await run(() => paymentApi.action(app.args(jsonRequest("/api/judgments/payment", body, buyer.jar))))) as Response;
    return { status: response.status, body: await response.json() };
  }

  async function sale(agreed: number, buyerIdentity: boolean) {
    const seller = await member(app);
    const buyer = await member(app, { prefix: "buyer", address: true, identity: buyerIdentity });
    const { id } = await acceptedSale(app, seller.userId, buyer.userId, { amountCents: agreed });
    return { buyer, id };
  }

  it("the default threshold is $10,000", () => {
    expect(DEFAULT_IDENTITY_PAYMENT_THRESHOLD_CENTS).toBe(1_000_000);
    expect(app.services.config.identity.paymentThresholdCents).toBe(1_000_000);
  });

  it("a total of exactly the threshold (not over it) is paid without a verified identity", async () => {
    const agreed = agreedFor(1_000_000);
    expect(buyerTotal(agreed)).toBeLessThanOrEqual(1_000_000);
    const { buyer, id } = await sale(agreed, false);
    const paid = await pay(buyer, id, agreed);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe("succeeded");
  });

  it("a total over the threshold is refused (403, with the link to verify) until the buyer verifies; then it is paid", async () => {
    const agreed = agreedFor(1_000_000) + 1;
    expect(buyerTotal(agreed)).toBeGreaterThan(1_000_000);
    const { buyer, id } = await sale(agreed, false);

    const refused = await pay(buyer, id, agreed);
    expect(refused.status).toBe(403);
    expect(refused.body.errors.identity[0]).toMatch(/^Payments over \$10,000 need a verified identity\./);
    expect(refused.body.verify_identity_url).toBe("/profile#identity");
    expect(await statusOf(id)).toBe("offer_accepted");

    // The pay page shows the same refusal and the link instead of the card form.
    const page = unwrap(await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/${id}`, buyer.jar), { id: String(id) }))));
    expect(page.data.identityNeeded).toMatch(/^Payments over \$10,000 need a verified identity\./);
    // A form post from the page is refused too.
    const posted = unwrap(
      await run(() =>
        payPage.action(
          app.args(
            formRequest(`/judgments/pay/${id}`, { amount: dollarText(buyerTotal(agreed)), payment_method: "pm_card_visa" }, buyer.jar),
            { id: String(id) },
          ),
        ),
      ),
    );
    expect(posted.status).toBe(403);
    expect(posted.data.errors.identity).toHaveLength(1);

    await decide(buyer, await startCheck(buyer), { outcome: "verify" });
    const afterVerifying = unwrap(
      await run(() => payPage.loader(app.args(getRequest(`/judgments/pay/${id}`, buyer.jar), { id: String(id) }))),
    );
    expect(afterVerifying.data.identityNeeded).toBeNull();
    const paid = await pay(buyer, id, agreed);
    expect(paid.status).toBe(200);
    expect(await statusOf(id)).toBe("paid");
  });

  it("the threshold is configurable (IDENTITY_PAYMENT_THRESHOLD, dollars)", async () => {
    expect(readIdentityThreshold(undefined)).toBe(1_000_000);
    expect(readIdentityThreshold("2500")).toBe(250_000);
    expect(readIdentityThreshold("2,500.50")).toBe(250_050);
    expect(() => readIdentityThreshold("ten thousand")).toThrow(/IDENTITY_PAYMENT_THRESHOLD/);
    expect(() => readIdentityThreshold("-5")).toThrow(/IDENTITY_PAYMENT_THRESHOLD/);

    const small = await createTestApp({ IDENTITY_PAYMENT_THRESHOLD: "2500" });
    try {
      const seller = await member(small);
      const buyer = await member(small, { prefix: "buyer", address: true, identity: false });
      const agreed = 300_000; // $3,000 + $300 fee: over $2,500
      const { id } = await acceptedSale(small, seller.userId, buyer.userId, { amountCents: agreed });
      const body = { judgment_id: id, amount: dollarText(buyerTotal(agreed)), payment_method: "pm_card_visa" };
      const response = (await run(() => paymentApi.action(small.args(jsonRequest("/api/judgments/payment", body, buyer.jar))))) as Response;
      expect(response.status).toBe(403);
      expect((await response.json()).errors.identity[0]).toMatch(/^Payments over \$2,500 need a verified identity\./);
    } finally {
      await small.close();
    }
  });
});

describe("a public deployment without Stripe's keys", () => {
  it("never offers the offline check: starting one is refused and its page is 404", async () => {
    const publicApp = await createTestApp({ NODE_ENV: "production", PUBLIC_URL: "https://judgments.example.com" });
    try {
      expect(publicApp.services.config.production).toBe(true);
      expect(publicApp.services.payments.name).toBe("offline");
      const someone = await member(publicApp, { identity: false });
      expect(await startIdentityCheck(publicApp.services, someone.userId)).toEqual({ ok: false, message: IDENTITY_UNAVAILABLE });
      const page = await run(() =>
        offlineCheckRoute.loader(
          publicApp.args(getRequest("/identity/offline/vs_off_abcdefgh", someone.jar), { session: "vs_off_abcdefgh" }),
        ),
      );
      expect((page as Response).status).toBe(404);
    } finally {
      await publicApp.close();
    }
  });
});
