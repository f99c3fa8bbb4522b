// The offline payment provider: the default when no Stripe keys are set. It accepts Stripe's test
// cards and test payment-method ids and answers as Stripe's test mode would (app/domain/test-cards.ts).
import { createHash, randomBytes } from "node:crypto";
import { cardByPaymentMethod, declineMessages, declinedOnSetup, expiryOfPaymentMethod, type TestCard } from "~/domain/test-cards";
import type { Database } from "~/server/db/client";
import {
  detachOfflineObject,
  findOfflineObject,
  findOfflineObjectByIdempotencyKey,
  insertOfflineObject,
  listOfflineObjects,
  updateOfflineObjectData,
} from "~/server/queries/offline-payments";
import { OFFLINE_FAILURE_REASONS, type OfflineFailureCode } from "~/domain/identity";
import { decisiveCharge, PaymentError, type ChargeResult, type IdentitySession, type PaymentProvider, type ProviderCard } from "./provider";

const id = (prefix: string) => `${prefix}_off_${randomBytes(9).toString("base64url")}`;

/**
 * The card's fingerprint, as Stripe gives one: the same for every payment method made from the same
 * test card number (whatever the expiry), different for another number. Derived from the id, which
 * names its test card, so cards saved before fingerprints existed have theirs too.
 */
export function offlineFingerprint(paymentMethod: string): string | null {
  const card = cardByPaymentMethod(paymentMethod);
  return card ? createHash("sha256").update(`offline-card:${card.number}`).digest("base64url").slice(0, 16) : null;
}

function summary(row: { id: string; data: Record<string, unknown>; createdAt: Date }): ProviderCard {
  const d = row.data as { brand: string; last4: string; exp_month: number; exp_year: number };
  return {
    id: row.id,
    brand: d.brand,
    last4: d.last4,
    exp_month: d.exp_month,
    exp_year: d.exp_year,
    fingerprint: offlineFingerprint(row.id),
    created: row.createdAt.getTime(),
  };
}

function asResult(row: { id: string; data: Record<string, unknown> }): ChargeResult {
  const d = row.data as { status: ChargeResult["status"]; message?: string; code?: string; clientSecret?: string };
  if (d.status === "succeeded") return { status: "succeeded", providerPaymentId: row.id };
  if (d.status === "requires_action") return { status: "requires_action", providerPaymentId: row.id, clientSecret: d.clientSecret! };
  return { status: "failed", providerPaymentId: row.id, message: d.message ?? "Your card was declined.", code: d.code ?? "card_declined" };
}

/** Stripe's message when an off-session charge needs the cardholder's authentication. */
export const OFF_SESSION_AUTHENTICATION = "Your card was declined. This transaction requires authentication.";

const declineCode = (outcome: TestCard["outcome"]) => (outcome === "declined" ? "card_declined" : outcome);

/** Where the offline identity check is taken: our own test-mode page (app/routes/identity). */
export const offlineIdentityPath = (sessionId: string) => `/identity/offline/${encodeURIComponent(sessionId)}`;

function identitySessionOf(row: { id: string; data: Record<string, unknown> }): IdentitySession {
  const d = row.data as { userId?: number; status?: IdentitySession["status"]; lastError?: IdentitySession["lastError"] };
  return { id: row.id, status: d.status ?? "requires_input", userId: d.userId ?? null, lastError: d.lastError ?? null };
}

/** The offline identity session `sessionId`, or null when there is none. */
export async function findOfflineIdentitySession(
  db: Database,
  sessionId: string,
): Promise<(IdentitySession & { returnUrl: string }) | null> {
  const row = await findOfflineObject(db, sessionId);
  if (!row || row.kind !== "identity_session") return null;
  return { ...identitySessionOf(row), returnUrl: String(row.data.returnUrl ?? "/profile") };
}

/**
 * The offline stand-in for Stripe's hosted check: the tester's choice decides it, verified or
 * needing input with one of Stripe's reasons. A session no longer waiting for input is left as is
 * (Stripe's hosted page cannot change a verified or canceled session either).
 */
export async function decideOfflineIdentitySession(
  db: Database,
  sessionId: string,
  outcome: { verified: true } | { verified: false; code: OfflineFailureCode },
): Promise<IdentitySession | null> {
  const row = await findOfflineObject(db, sessionId);
  if (!row || row.kind !== "identity_session") return null;
  if (row.data.status !== "requires_input") return identitySessionOf(row);
  const data = outcome.verified
    ? { ...row.data, status: "verified", lastError: null }
    : { ...row.data, status: "requires_input", lastError: { code: outcome.code, reason: OFFLINE_FAILURE_REASONS[outcome.code] } };
  await updateOfflineObjectData(db, sessionId, data);
  return identitySessionOf({ id: row.id, data });
}

export function createOfflineProvider(db: Database): PaymentProvider {
  /** The customer's default card as stored, or null. */
  async function storedDefault(customerId: string): Promise<string | null> {
    const customer = await findOfflineObject(db, customerId);
    return (customer?.data.defaultPaymentMethod as string | undefined) ?? null;
  }

  async function setDefault(customerId: string, paymentMethod: string | null): Promise<void> {
    const customer = await findOfflineObject(db, customerId);
    if (!customer || customer.kind !== "customer") throw new PaymentError("No such customer.", "resource_missing");
    await updateOfflineObjectData(db, customerId, { ...customer.data, defaultPaymentMethod: paymentMethod });
  }

  /** Saves the card on the customer with the expiry the card form sent; the first card is the default. */
  async function saveMethod(customerId: string, paymentMethod: string, card: TestCard): Promise<ProviderCard> {
    const methodId = `${card.paymentMethod}__${randomBytes(6).toString("base64url")}`;
    // A bare test payment-method id (a script's pm_card_visa) carries no expiry: Stripe's test
    // cards expire in the future, so one is chosen. The card form always sends the typed one.
    const expiry = expiryOfPaymentMethod(paymentMethod) ?? { month: 12, year: new Date().getUTCFullYear() + 3 };
    const data = { brand: card.brand, last4: card.number.slice(-4), exp_month: expiry.month, exp_year: expiry.year };
    await insertOfflineObject(db, { id: methodId, kind: "payment_method", customerId, data });
    const current = await storedDefault(customerId);
    const saved = await listOfflineObjects(db, "payment_method", customerId);
    if (!current || !saved.some((row) => row.id === current)) await setDefault(customerId, methodId);
    return summary(saved.find((row) => row.id === methodId)!);
  }

  /** A charge marked saveCard that succeeded saves its card (Stripe's setup_future_usage). */
  async function saveCharged(row: { customerId: string | null; data: Record<string, unknown> }): Promise<void> {
    const card = cardByPaymentMethod(String(row.data.paymentMethod ?? ""));
    if (row.data.saveCard && row.customerId && card) await saveMethod(row.customerId, String(row.data.paymentMethod), card);
  }

  return {
    name: "offline",

    async createCustomer(user) {
      const customerId = id("cus");
      await insertOfflineObject(db, { id: customerId, kind: "customer", data: { email: user.email, name: user.name, userId: user.id } });
      return customerId;
    },

    async createSetupIntent(customerId) {
      return { clientSecret: `${id("seti")}_secret_${customerId}` };
    },

    async attachPaymentMethod(customerId, paymentMethod) {
      const card = cardByPaymentMethod(paymentMethod);
      if (!card) throw new PaymentError("Your card number is incorrect.", "incorrect_number");
      // The bank's verification (the temporary $1.00 authorization) declines the cards whose
      // charges Stripe's test mode declines, as Stripe does when such a card is attached.
      if (declinedOnSetup(card)) throw new PaymentError(declineMessages[card.outcome], declineCode(card.outcome));
      return saveMethod(customerId, paymentMethod, card);
    },

    async listPaymentMethods(customerId) {
      const [rows, preferred] = await Promise.all([listOfflineObjects(db, "payment_method", customerId), storedDefault(customerId)]);
      const methods = rows.map(summary);
      const fallback = methods[0]?.id ?? null;
      return { methods, default: preferred && methods.some((m) => m.id === preferred) ? preferred : fallback };
    },

    async cardFingerprint(paymentMethod) {
      return offlineFingerprint(paymentMethod);
    },

    async setDefaultPaymentMethod(customerId, paymentMethod) {
      const row = await findOfflineObject(db, paymentMethod);
      if (!row || row.kind !== "payment_method" || row.customerId !== customerId)
        throw new PaymentError("No such payment method.", "resource_missing");
      await setDefault(customerId, paymentMethod);
    },

    async detachPaymentMethod(customerId, paymentMethod) {
      const row = await findOfflineObject(db, paymentMethod);
      if (!row || row.kind !== "payment_method" || row.customerId !== customerId)
        throw new PaymentError("No such payment method.", "resource_missing");
      await detachOfflineObject(db, paymentMethod);
      if ((await storedDefault(customerId)) === paymentMethod) {
        const [next] = await listOfflineObjects(db, "payment_method", customerId);
        await setDefault(customerId, next?.id ?? null);
      }
    },

    async charge(input) {
      const previous = await findOfflineObjectByIdempotencyKey(db, input.idempotencyKey);
      if (previous) return asResult(previous);
      if (!Number.isInteger(input.amountCents) || input.amountCents < 50) {
        throw new PaymentError("Amount must be at least $0.50.", "amount_too_small");
      }
      const card = cardByPaymentMethod(input.paymentMethod);
      const chargeId = id("pi");
      let data: Record<string, unknown>;
      if (!card) data = { status: "failed", message: "No such payment method.", code: "resource_missing" };
      else if (card.outcome === "succeeds") data = { status: "succeeded" };
      else if (card.outcome === "authentication_required" && input.offSession)
        // Nobody is there to take the bank's step (a renewal): declined, as Stripe does off session.
        data = { status: "failed", message: OFF_SESSION_AUTHENTICATION, code: "authentication_required" };
      else if (card.outcome === "authentication_required")
        data = { status: "requires_action", clientSecret: `${chargeId}_secret_${randomBytes(6).toString("base64url")}` };
      else
        data = {
          status: "failed",
          message: declineMessages[card.outcome],
          code: declineCode(card.outcome),
        };
      data = {
        ...data,
        amount: input.amountCents,
        description: input.description,
        transferGroup: input.transferGroup ?? null,
        paymentMethod: input.paymentMethod,
        metadata: input.metadata ?? {},
        saveCard: input.saveCard === true,
      };
      await insertOfflineObject(db, {
        id: chargeId,
        kind: "charge",
        customerId: input.customerId,
        idempotencyKey: input.idempotencyKey,
        data,
      });
      if (data.status === "succeeded") await saveCharged({ customerId: input.customerId, data });
      return asResult({ id: chargeId, data });
    },

    async retrieveCharge(providerPaymentId) {
      const row = await findOfflineObject(db, providerPaymentId);
      if (!row || row.kind !== "charge") throw new PaymentError("No such payment.", "resource_missing");
      return asResult(row);
    },

    async findCharge({ customerId, paymentId, createdAfter }) {
      const charges = await listOfflineObjects(db, "charge", customerId);
      const mine = charges.filter(
        (row) =>
          row.createdAt >= createdAfter && (row.data.metadata as Record<string, string> | undefined)?.payment_id === String(paymentId),
      );
      return decisiveCharge(mine.map(asResult));
    },

    async cancelCharge(providerPaymentId) {
      const row = await findOfflineObject(db, providerPaymentId);
      if (!row || row.kind !== "charge") throw new PaymentError("No such payment.", "resource_missing");
      if (row.data.status !== "requires_action") return asResult(row);
      const data = { ...row.data, status: "failed", message: "The payment was canceled.", code: "canceled" };
      await updateOfflineObjectData(db, row.id, data);
      return asResult({ id: row.id, data });
    },

    // The browser's stand-in for 3-D Secure: the cardholder approves or refuses the charge.
    async completeAuthentication(providerPaymentId, approved) {
      const row = await findOfflineObject(db, providerPaymentId);
      if (!row || row.kind !== "charge") throw new PaymentError("No such payment.", "resource_missing");
      if (row.data.status !== "requires_action") return asResult(row);
      const data = approved
        ? { ...row.data, status: "succeeded" }
        : {
            ...row.data,
            status: "failed",
            message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
            code: "payment_intent_authentication_failure",
          };
      await updateOfflineObjectData(db, row.id, data);
      if (approved) await saveCharged({ customerId: row.customerId, data });
      return asResult({ id: row.id, data });
    },

    async refund(providerPaymentId, amountCents, idempotencyKey) {
      const previous = await findOfflineObjectByIdempotencyKey(db, idempotencyKey);
      if (previous) return { refundId: previous.id };
      const charge = await findOfflineObject(db, providerPaymentId);
      if (!charge || charge.data.status !== "succeeded")
        throw new PaymentError("This payment cannot be refunded.", "charge_not_refundable");
      if (amountCents > Number(charge.data.amount)) throw new PaymentError("Refund is larger than the payment.", "amount_too_large");
      const refundId = id("re");
      await insertOfflineObject(db, {
        id: refundId,
        kind: "refund",
        customerId: charge.customerId,
        idempotencyKey,
        data: { charge: charge.id, amount: amountCents },
      });
      return { refundId };
    },

    async createConnectAccount(user) {
      const accountId = id("acct");
      await insertOfflineObject(db, { id: accountId, kind: "account", data: { userId: user.id, email: user.email } });
      return accountId;
    },

    async payoutAccountReady(accountId) {
      const account = await findOfflineObject(db, accountId);
      return account?.kind === "account";
    },

    // The offline "onboarding" is a confirm step on our own payouts page (app/routes/payouts).
    async createAccountLink(accountId) {
      return { url: `/payouts?onboarding=${encodeURIComponent(accountId)}` };
    },

    async transfer(input) {
      const previous = await findOfflineObjectByIdempotencyKey(db, input.idempotencyKey);
      if (previous) return { transferId: previous.id };
      const account = await findOfflineObject(db, input.destination);
      if (!account || account.kind !== "account") throw new PaymentError("No such payout account.", "resource_missing");
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1)
        throw new PaymentError("Invalid transfer amount.", "amount_too_small");
      const transferId = id("tr");
      try {
        await insertOfflineObject(db, {
          id: transferId,
          kind: "transfer",
          idempotencyKey: input.idempotencyKey,
          data: { destination: input.destination, amount: input.amountCents, transferGroup: input.transferGroup },
        });
      } catch (error) {
        // A simultaneous request with the same key won the race: answer its transfer, as Stripe does.
        const winner = await findOfflineObjectByIdempotencyKey(db, input.idempotencyKey);
        if (winner) return { transferId: winner.id };
        throw error;
      }
      return { transferId };
    },

    async createIdentitySession(user, returnUrl) {
      const sessionId = id("vs");
      const data = { userId: user.id, status: "requires_input", lastError: null, returnUrl };
      await insertOfflineObject(db, { id: sessionId, kind: "identity_session", data });
      return { session: identitySessionOf({ id: sessionId, data }), url: offlineIdentityPath(sessionId) };
    },

    async retrieveIdentitySession(sessionId) {
      const row = await findOfflineObject(db, sessionId);
      if (!row || row.kind !== "identity_session") throw new PaymentError("No such verification session.", "resource_missing");
      return identitySessionOf(row);
    },
  };
}
