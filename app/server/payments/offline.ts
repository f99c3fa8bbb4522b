// The offline payment provider: the default when no Stripe keys are set. It accepts Stripe's test
// cards and test payment-method ids and answers as Stripe's test mode would (app/domain/test-cards.ts).
import { randomBytes } from "node:crypto";
import { cardByPaymentMethod, declineMessages } from "~/domain/test-cards";
import type { Database } from "~/server/db/client";
import {
  findOfflineObject,
  findOfflineObjectByIdempotencyKey,
  insertOfflineObject,
  listOfflineObjects,
  updateOfflineObjectData,
} from "~/server/queries/offline-payments";
import { decisiveCharge, PaymentError, type CardSummary, type ChargeResult, type PaymentProvider } from "./provider";

const id = (prefix: string) => `${prefix}_off_${randomBytes(9).toString("base64url")}`;

function summary(row: { id: string; data: Record<string, unknown> }): CardSummary {
  const d = row.data as { brand: string; last4: string; exp_month: number; exp_year: number };
  return { id: row.id, brand: d.brand, last4: d.last4, exp_month: d.exp_month, exp_year: d.exp_year };
}

function asResult(row: { id: string; data: Record<string, unknown> }): ChargeResult {
  const d = row.data as { status: ChargeResult["status"]; message?: string; code?: string; clientSecret?: string };
  if (d.status === "succeeded") return { status: "succeeded", providerPaymentId: row.id };
  if (d.status === "requires_action") return { status: "requires_action", providerPaymentId: row.id, clientSecret: d.clientSecret! };
  return { status: "failed", providerPaymentId: row.id, message: d.message ?? "Your card was declined.", code: d.code ?? "card_declined" };
}

export function createOfflineProvider(db: Database): PaymentProvider {
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
      const methodId = `${card.paymentMethod}__${randomBytes(6).toString("base64url")}`;
      const year = new Date().getUTCFullYear() + 3;
      const data = { brand: card.brand, last4: card.number.slice(-4), exp_month: 12, exp_year: year };
      await insertOfflineObject(db, { id: methodId, kind: "payment_method", customerId, data });
      return summary({ id: methodId, data });
    },

    async listPaymentMethods(customerId) {
      const rows = await listOfflineObjects(db, "payment_method", customerId);
      const methods = rows.map(summary);
      return { methods, default: methods[0]?.id ?? null };
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
      else if (card.outcome === "authentication_required")
        data = { status: "requires_action", clientSecret: `${chargeId}_secret_${randomBytes(6).toString("base64url")}` };
      else
        data = {
          status: "failed",
          message: declineMessages[card.outcome],
          code: card.outcome === "declined" ? "card_declined" : card.outcome,
        };
      data = {
        ...data,
        amount: input.amountCents,
        description: input.description,
        transferGroup: input.transferGroup ?? null,
        paymentMethod: input.paymentMethod,
        metadata: input.metadata ?? {},
      };
      await insertOfflineObject(db, {
        id: chargeId,
        kind: "charge",
        customerId: input.customerId,
        idempotencyKey: input.idempotencyKey,
        data,
      });
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
  };
}
