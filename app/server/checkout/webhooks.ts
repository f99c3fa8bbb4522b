// Stripe webhooks (POST /webhooks/stripe). The signature is checked on the raw body; each event is
// applied once: its id goes into processed_webhook_events in the same transaction as its effect,
// so a redelivery (or a second delivery racing the first) changes nothing. A charge's success or
// failure settles the matching payment with the same step the browser's answer uses, and those
// steps never undo a success, so events arriving out of order cannot either. A seller's Express
// account becomes ready for payouts on account.updated. An identity check's events
// (identity.verification_session.*) bring a member's verification (docs/decisions/0048).
import Stripe from "stripe";
import { parseId } from "~/domain/ids";
import type { AppServices } from "~/server/context";
import type { Database, Transaction } from "~/server/db/client";
import { dispatchEmails } from "~/server/mail/outbox";
import { settlePayment } from "~/server/checkout/paid-things/registry";
import { chargeResultOf } from "~/server/payments/stripe";
import { applyIdentitySession } from "~/server/identity/sessions";
import { findIdentitySession } from "~/server/queries/identity";
import { setPayoutAccountReady } from "~/server/queries/payouts";
import { findPaymentForProviderCharge, recordWebhookEvent } from "~/server/queries/webhook-events";

/** The events this application acts on; any other type is acknowledged and ignored. */
const CHARGE_EVENTS = new Set(["payment_intent.succeeded", "payment_intent.payment_failed"]);
/** A seller's Express account changed (a Connect webhook): its onboarding may be complete. */
const ACCOUNT_UPDATED = "account.updated";

/** An identity check changed state: verified, needing input again, processing or canceled. */
const IDENTITY_EVENTS = new Set([
  "identity.verification_session.verified",
  "identity.verification_session.requires_input",
  "identity.verification_session.processing",
  "identity.verification_session.canceled",
]);

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/** The verified event, or null when the signature is missing, wrong or too old. */
export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string): Stripe.Event | null {
  if (!signature) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

/** Applies one verified event, once. */
export async function applyStripeEvent(services: AppServices, event: Stripe.Event): Promise<WebhookOutcome> {
  if (event.type === ACCOUNT_UPDATED) return applyAccountUpdate(services, event);
  if (IDENTITY_EVENTS.has(event.type)) return applyIdentityEvent(services, event);
  if (!CHARGE_EVENTS.has(event.type)) return "ignored";
  const intent = event.data.object as Stripe.PaymentIntent;
  const queued: number[] = [];
  const outcome = await services.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await recordWebhookEvent(tx, { id: event.id, type: event.type }))) return "duplicate";
    const payment = await findPaymentForProviderCharge(tx, intent.id, parseId(intent.metadata?.payment_id));
    // A charge this application does not know (another integration on the account): recorded only.
    if (!payment || payment.provider !== "stripe") return "ignored";
    // The settle steps run inside this transaction (their own transactions become savepoints).
    const inTransaction: AppServices = { ...services, db: tx as Transaction as unknown as Database };
    await settlePayment(inTransaction, payment, chargeResultOf(intent), queued);
    return "applied";
  });
  await dispatchEmails(services, queued);
  return outcome;
}

/**
 * account.updated: events may arrive late and out of order, so the account's state is asked of
 * Stripe now rather than read from the event (a failure answers 500 and Stripe delivers again).
 */
async function applyAccountUpdate(services: AppServices, event: Stripe.Event): Promise<WebhookOutcome> {
  const accountId = (event.data.object as Stripe.Account).id;
  const ready = await services.payments.payoutAccountReady(accountId);
  return services.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await recordWebhookEvent(tx, { id: event.id, type: event.type }))) return "duplicate";
    return (await setPayoutAccountReady(tx, accountId, ready)) ? "applied" : "ignored";
  });
}

/**
 * An identity check's event. Like account.updated, the session is asked of Stripe now rather than
 * read from the event: a late requires_input cannot undo a verification, and a forged body (were the
 * signing secret ever leaked) still cannot mark anyone verified whom Stripe did not verify.
 */
async function applyIdentityEvent(services: AppServices, event: Stripe.Event): Promise<WebhookOutcome> {
  const sessionId = (event.data.object as { id?: unknown }).id;
  // A session this application did not start (another integration on the account): recorded only.
  const known = typeof sessionId === "string" ? await findIdentitySession(services.db, sessionId) : null;
  if (!known) {
    await recordWebhookEvent(services.db, { id: event.id, type: event.type });
    return "ignored";
  }
  const session = await services.payments.retrieveIdentitySession(known.id);
  return services.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await recordWebhookEvent(tx, { id: event.id, type: event.type }))) return "duplicate";
    return applyIdentitySession(tx, session, services.clock.now());
  });
}

/** The answer to one delivery: 400 for a bad signature, 200 once the event is applied or known. */
export async function handleStripeWebhook(services: AppServices, rawBody: string, signature: string | null): Promise<Response> {
  // The platform's endpoint and the Connect endpoint (sellers' accounts) may share this URL, each
  // with its own signing secret.
  const { webhookSecret, connectWebhookSecret } = services.config.stripe;
  const secrets = [webhookSecret, connectWebhookSecret].filter((s): s is string => !!s);
  if (secrets.length === 0) return Response.json({ errors: { _: ["Stripe webhooks are not configured."] } }, { status: 404 });
  const event = secrets.map((secret) => verifyStripeEvent(rawBody, signature, secret)).find((e) => e !== null) ?? null;
  if (!event) {
    const message = signature ? "Invalid Stripe signature." : "Missing Stripe-Signature header.";
    return Response.json({ errors: { signature: [message] } }, { status: 400 });
  }
  try {
    const outcome = await applyStripeEvent(services, event);
    return Response.json({ received: true, outcome });
  } catch (error) {
    // Nothing was recorded (the transaction rolled back): Stripe delivers the event again later.
    console.error("Applying Stripe event failed", event.id, event.type, error);
    return Response.json({ errors: { _: ["The event could not be applied; it will be retried."] } }, { status: 500 });
  }
}
