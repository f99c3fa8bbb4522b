// Identity through Stripe (docs/decisions/0048), against the local Stripe fake: the client creates
// a document + matching-selfie VerificationSession with the member in its metadata and reads it
// back; the webhook's identity events are signed, applied once, read from Stripe rather than from
// the event's body, and a stale requires_input never undoes a verification.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as webhook } from "~/routes/webhooks/stripe";
import * as profileRoute from "~/routes/profile/index";
import * as returnRoute from "~/routes/profile/identity-return";
import { identitySessions, processedWebhookEvents, users } from "~/server/db/schema";
import { PaymentError } from "~/server/payments/provider";
import { formRequest, getRequest, run, toastOf, type TestApp } from "../support/app";
import { member, type Member } from "../support/factories";
import { auditActions } from "../support/rows";
import { createStripeTestApp } from "../support/stripe-app";
import type { StripeFake } from "../support/stripe-fake";

const SECRET = "whsec_identity_secret";
let app: TestApp;
let fake: StripeFake;
beforeAll(async () => {
  ({ app, fake } = await createStripeTestApp({ STRIPE_WEBHOOK_SECRET: SECRET }));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

let eventSeq = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_identity_${++eventSeq}_${Date.now()}`) {
  return JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });
}

async function deliver(payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  const response = await webhook(app.args(new Request("http://localhost/webhooks/stripe", { method: "POST", headers, body: payload })));
  return { status: response.status, body: await response.json() };
}

/** The member starts a check from My Settings: answers Stripe's hosted page and the session's id. */
async function startCheck(who: Member): Promise<{ url: string; sessionId: string }> {
  const response = (await run(() =>
    profileRoute.action(app.args(formRequest("/profile", { intent: "identity-start" }, who.jar))),
  )) as Response;
  expect(response.status).toBe(302);
  const url = response.headers.get("location")!;
  const sessionId = /\/start\/(vs_fake\d+)$/.exec(url)![1];
  return { url, sessionId };
}

async function verifiedAt(userId: number) {
  const [row] = await app.services.db.select({ at: users.identityVerifiedAt }).from(users).where(eq(users.id, userId));
  return row.at;
}

async function sessionRow(id: string) {
  const [row] = await app.services.db.select().from(identitySessions).where(eq(identitySessions.id, id));
  return row;
}

describe("the Stripe client's identity sessions (local fake)", () => {
  it("creates a document session with a matching selfie, the member in its metadata and our return URL", async () => {
    const created = await app.services.payments.createIdentitySession({ id: 42 }, "http://localhost:3000/profile/identity/return");
    const [sent] = fake.sent("POST", "/v1/identity/verification_sessions").slice(-1);
    expect(sent.body).toMatchObject({
      type: "document",
      "options[document][require_matching_selfie]": "true",
      "metadata[user_id]": "42",
      return_url: "http://localhost:3000/profile/identity/return",
    });
    expect(created.url).toBe(`https://verify.stripe.test/start/${created.session.id}`);
    expect(created.session).toEqual({ id: created.session.id, status: "requires_input", userId: 42, lastError: null });
  });

  it("retrieves a session as Stripe answers it: requires_input with the reason, then verified", async () => {
    const { session } = await app.services.payments.createIdentitySession({ id: 7 }, "http://localhost:3000/profile/identity/return");
    fake.failIdentity(session.id, "document_expired", "The provided identity document has expired.");
    expect(await app.services.payments.retrieveIdentitySession(session.id)).toEqual({
      id: session.id,
      status: "requires_input",
      userId: 7,
      lastError: { code: "document_expired", reason: "The provided identity document has expired." },
    });
    fake.verifyIdentity(session.id);
    expect(await app.services.payments.retrieveIdentitySession(session.id)).toMatchObject({ status: "verified", lastError: null });
    expect(fake.sent("GET", `/v1/identity/verification_sessions/${session.id}`)).toHaveLength(2);
  });

  it("an unknown session is a PaymentError, never a crash", async () => {
    await expect(app.services.payments.retrieveIdentitySession("vs_nosuch")).rejects.toBeInstanceOf(PaymentError);
  });
});

describe("returning from Stripe's page", () => {
  it("reads the member's latest session from Stripe and applies it", async () => {
    const who = await member(app, { identity: false });
    const { sessionId } = await startCheck(who);
    expect(await sessionRow(sessionId)).toMatchObject({ userId: who.userId, provider: "stripe", status: "requires_input" });
    fake.verifyIdentity(sessionId);
    const back = (await run(() => returnRoute.loader(app.args(getRequest("/profile/identity/return", who.jar))))) as Response;
    expect(back.headers.get("location")).toBe("/profile#identity");
    expect((await toastOf(app, back))?.description).toBe("Your identity is verified.");
    expect(await verifiedAt(who.userId)).toBeInstanceOf(Date);
  });

  it("another member's session answers 404 and asks Stripe nothing", async () => {
    const owner = await member(app, { identity: false });
    const stranger = await member(app, { identity: false });
    const { sessionId } = await startCheck(owner);
    const asked = fake.sent("GET", `/v1/identity/verification_sessions/${sessionId}`).length;
    const response = (await run(() =>
      returnRoute.loader(app.args(getRequest(`/profile/identity/return?session=${sessionId}`, stranger.jar))),
    )) as Response;
    expect(response.status).toBe(404);
    expect(fake.sent("GET", `/v1/identity/verification_sessions/${sessionId}`)).toHaveLength(asked);
  });
});

describe("identity webhook events", () => {
  it("refuses a bad signature (400) and changes nothing", async () => {
    const who = await member(app, { identity: false });
    const { sessionId } = await startCheck(who);
    fake.verifyIdentity(sessionId);
    const payload = event("identity.verification_session.verified", { id: sessionId, object: "identity.verification_session" });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect(await deliver(payload, forged)).toEqual({ status: 400, body: { errors: { signature: ["Invalid Stripe signature."] } } });
    expect((await deliver(payload, null)).status).toBe(400);
    expect(await verifiedAt(who.userId)).toBeNull();
  });

  it("verified: the member is marked once; the same event again is a duplicate", async () => {
    const who = await member(app, { identity: false });
    const { sessionId } = await startCheck(who);
    fake.verifyIdentity(sessionId);
    const payload = event("identity.verification_session.verified", { id: sessionId, object: "identity.verification_session" });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    const first = await verifiedAt(who.userId);
    expect(first).toBeInstanceOf(Date);
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await verifiedAt(who.userId)).toEqual(first);
    expect((await auditActions(app, "user", who.userId)).filter((a) => a === "user.identity_verified")).toHaveLength(1);
    const eventId = JSON.parse(payload).id as string;
    expect(await app.services.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, eventId))).toHaveLength(1);
  });

  it("requires_input records Stripe's reason; a stale requires_input after the verification changes nothing", async () => {
    const who = await member(app, { identity: false });
    const { sessionId } = await startCheck(who);
    fake.failIdentity(sessionId, "selfie_face_mismatch", "The captured face image did not match with the document's face.");
    const failed = event("identity.verification_session.requires_input", { id: sessionId, object: "identity.verification_session" });
    expect((await deliver(failed)).body.outcome).toBe("applied");
    expect(await sessionRow(sessionId)).toMatchObject({ status: "requires_input", lastErrorCode: "selfie_face_mismatch" });
    expect(await verifiedAt(who.userId)).toBeNull();

    // The member retries on the same session and passes; the verified event arrives.
    fake.verifyIdentity(sessionId);
    await deliver(event("identity.verification_session.verified", { id: sessionId, object: "identity.verification_session" }));
    expect(await sessionRow(sessionId)).toMatchObject({ status: "verified", lastErrorCode: null });

    // A late, out-of-order requires_input (its own new event id), even with Stripe answering it: still verified.
    fake.failIdentity(sessionId, "document_expired", "The provided identity document has expired.");
    const late = event("identity.verification_session.requires_input", {
      id: sessionId,
      object: "identity.verification_session",
      status: "requires_input",
    });
    expect((await deliver(late)).status).toBe(200);
    expect(await sessionRow(sessionId)).toMatchObject({ status: "verified" });
    expect(await verifiedAt(who.userId)).toBeInstanceOf(Date);
  });

  it("the event's body is not trusted: a 'verified' event for a session Stripe says needs input marks nobody", async () => {
    const who = await member(app, { identity: false });
    const { sessionId } = await startCheck(who);
    const payload = event("identity.verification_session.verified", {
      id: sessionId,
      object: "identity.verification_session",
      status: "verified",
      metadata: { user_id: String(who.userId) },
    });
    expect((await deliver(payload)).status).toBe(200);
    expect(await verifiedAt(who.userId)).toBeNull();
    expect(await sessionRow(sessionId)).toMatchObject({ status: "requires_input" });
  });

  it("a session this application did not start is acknowledged and ignored, without asking Stripe", async () => {
    const { session } = await app.services.payments.createIdentitySession({ id: 99_999 }, "http://elsewhere.test/return");
    fake.verifyIdentity(session.id);
    const asked = fake.sent("GET", `/v1/identity/verification_sessions/${session.id}`).length;
    const payload = event("identity.verification_session.verified", { id: session.id, object: "identity.verification_session" });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
    expect(fake.sent("GET", `/v1/identity/verification_sessions/${session.id}`)).toHaveLength(asked);
  });

  it("a session whose metadata names another member than the one who started it is ignored", async () => {
    const who = await member(app, { identity: false });
    const { sessionId } = await startCheck(who);
    const session = fake.identitySessions.get(sessionId)!;
    session.metadata = { user_id: String(who.userId + 1_000_000) };
    fake.verifyIdentity(sessionId);
    const payload = event("identity.verification_session.verified", { id: sessionId, object: "identity.verification_session" });
    expect((await deliver(payload)).body.outcome).toBe("ignored");
    expect(await verifiedAt(who.userId)).toBeNull();
  });
});
