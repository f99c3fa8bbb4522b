// The Stripe payment provider (chosen when STRIPE_SECRET_KEY is set; docs/decisions/0012-stripe.md).
// Charges are confirmed on-session with the card the browser tokenised (Stripe.js), so a card that
// needs 3-D Secure answers `requires_action` and the browser finishes it with handleNextAction.
// Card errors are the cardholder's business and pass through as Stripe words them; every other
// failure becomes a generic PaymentError (no keys, ids or internals reach the page).
import Stripe from "stripe";
import {
  decisiveCharge,
  OUTCOME_UNKNOWN,
  PaymentError,
  type ChargeResult,
  type IdentitySession,
  type PaymentProvider,
  type ProviderCard,
} from "./provider";

export type StripeOptions = {
  secretKey: string;
  /** Another API endpoint (tests' local fake); api.stripe.com when null. */
  api?: { host: string; port: number | null; protocol: "http" | "https" } | null;
  maxNetworkRetries?: number;
};

const GENERIC_FAILURE = "The payment could not be processed. Please try again.";

export function createStripeClient(options: StripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    // POST requests are retried with the SDK's own idempotency key, so a retry never charges twice.
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 30_000,
    ...(options.api
      ? { host: options.api.host, protocol: options.api.protocol, ...(options.api.port ? { port: options.api.port } : {}) }
      : {}),
  });
}

function isCardError(error: unknown): error is Stripe.errors.StripeCardError {
  return error instanceof Stripe.errors.StripeError && error.type === "StripeCardError";
}

/**
 * A card error keeps Stripe's message; anything else becomes the generic one. An invalid request
 * is a definite refusal (Stripe did nothing); any other failure (network, timeout, 5xx, an
 * idempotency key still in use) leaves the outcome unknown.
 */
function paymentError(error: unknown): PaymentError {
  if (error instanceof PaymentError) return error;
  if (isCardError(error)) return new PaymentError(error.message, error.code ?? "card_declined");
  const invalid = error instanceof Stripe.errors.StripeError && error.type === "StripeInvalidRequestError";
  return new PaymentError(GENERIC_FAILURE, invalid ? (error.code ?? "invalid_request") : OUTCOME_UNKNOWN);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw paymentError(error);
  }
}

function cardSummary(method: Stripe.PaymentMethod): ProviderCard {
  const card = method.card;
  return {
    id: method.id,
    brand: card?.brand ?? "card",
    last4: card?.last4 ?? "",
    exp_month: card?.exp_month ?? 0,
    exp_year: card?.exp_year ?? 0,
    // The same card number gives the same fingerprint on this Stripe account (a saved card twice).
    fingerprint: card?.fingerprint ?? null,
    created: method.created * 1000,
  };
}

/** Our answer for a PaymentIntent in any state. */
export function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === "succeeded") return { status: "succeeded", providerPaymentId: intent.id };
  if (intent.status === "requires_action" && intent.client_secret) {
    return { status: "requires_action", providerPaymentId: intent.id, clientSecret: intent.client_secret };
  }
  const lastError = intent.last_payment_error;
  if (intent.status === "processing") {
    return { status: "failed", providerPaymentId: intent.id, message: "The payment is still being processed.", code: "processing" };
  }
  return {
    status: "failed",
    providerPaymentId: intent.id,
    // Without a card error (canceled, never confirmed) the cardholder gets the generic message.
    message: lastError?.message ?? GENERIC_FAILURE,
    code: lastError?.code ?? (intent.status === "canceled" ? "canceled" : "not_confirmed"),
  };
}

/** An Express account can be paid once its details are in and the transfers capability is on. */
export function accountReady(account: Stripe.Account): boolean {
  return account.details_submitted === true && account.capabilities?.transfers === "active";
}

/** Our reading of a Stripe Identity VerificationSession; the member is its metadata's user_id. */
export function identitySessionOf(session: Stripe.Identity.VerificationSession): IdentitySession {
  const userId = Number(session.metadata?.user_id);
  const known = ["requires_input", "processing", "verified", "canceled"] as const;
  // A state Stripe adds later is not "verified": it reads as still needing the member.
  const status = known.find((s) => s === session.status) ?? "requires_input";
  return {
    id: session.id,
    status,
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
    lastError: session.last_error ? { code: session.last_error.code ?? null, reason: session.last_error.reason ?? null } : null,
  };
}

export function createStripeProvider(options: StripeOptions, client: Stripe = createStripeClient(options)): PaymentProvider {
  return {
    name: "stripe",

    async createCustomer(user) {
      const customer = await call(() =>
        // No idempotency key: user ids repeat across databases sharing one Stripe test account.
        client.customers.create({ email: user.email, name: user.name, metadata: { user_id: String(user.id) } }),
      );
      return customer.id;
    },

    async createSetupIntent(customerId) {
      const intent = await call(() =>
        client.setupIntents.create({ customer: customerId, usage: "off_session", allowed_payment_method_types: ["card"] }),
      );
      if (!intent.client_secret) throw new PaymentError(GENERIC_FAILURE, OUTCOME_UNKNOWN);
      return { clientSecret: intent.client_secret };
    },

    async attachPaymentMethod(customerId, paymentMethod) {
      const method = await call(() => client.paymentMethods.attach(paymentMethod, { customer: customerId }));
      const customer = await call(() => client.customers.retrieve(customerId));
      // The first card saved becomes the customer's default.
      if (!customer.deleted && !customer.invoice_settings?.default_payment_method) {
        await call(() => client.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } }));
      }
      return cardSummary(method);
    },

    async cardFingerprint(paymentMethod) {
      const method = await call(() => client.paymentMethods.retrieve(paymentMethod));
      return method.card?.fingerprint ?? null;
    },

    async setDefaultPaymentMethod(customerId, paymentMethod) {
      const method = await call(() => client.paymentMethods.retrieve(paymentMethod));
      const owner = typeof method.customer === "string" ? method.customer : (method.customer?.id ?? null);
      if (owner !== customerId) throw new PaymentError(GENERIC_FAILURE, "resource_missing");
      await call(() => client.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethod } }));
    },

    async detachPaymentMethod(customerId, paymentMethod) {
      const method = await call(() => client.paymentMethods.retrieve(paymentMethod));
      const owner = typeof method.customer === "string" ? method.customer : (method.customer?.id ?? null);
      if (owner !== customerId) throw new PaymentError(GENERIC_FAILURE, "resource_missing");
      const customer = await call(() => client.customers.retrieve(customerId));
      await call(() => client.paymentMethods.detach(paymentMethod));
      if (customer.deleted) return;
      const preferred = customer.invoice_settings?.default_payment_method;
      const preferredId = typeof preferred === "string" ? preferred : (preferred?.id ?? null);
      // Stripe clears a detached default itself; another saved card takes its place.
      if (preferredId && preferredId !== paymentMethod) return;
      const left = await call(() => client.paymentMethods.list({ customer: customerId, type: "card" }));
      const next = left.data.find((m) => m.id !== paymentMethod)?.id ?? "";
      await call(() => client.customers.update(customerId, { invoice_settings: { default_payment_method: next } }));
    },

    async listPaymentMethods(customerId) {
      const [list, customer] = await Promise.all([
        call(() => client.paymentMethods.list({ customer: customerId, type: "card" })),
        call(() => client.customers.retrieve(customerId)),
      ]);
      const methods = list.data.map(cardSummary);
      const fallback = methods[0]?.id ?? null;
      if (customer.deleted) return { methods, default: fallback };
      const preferred = customer.invoice_settings?.default_payment_method;
      const preferredId = typeof preferred === "string" ? preferred : (preferred?.id ?? null);
      return { methods, default: preferredId && methods.some((m) => m.id === preferredId) ? preferredId : fallback };
    },

    async charge(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents < 50) {
        throw new PaymentError("Amount must be at least $0.50.", "amount_too_small");
      }
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: "usd",
            customer: input.customerId,
            payment_method: input.paymentMethod,
            allowed_payment_method_types: ["card"],
            confirm: true,
            description: input.description,
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
            metadata: input.metadata ?? {},
            // A new card is saved on the customer by Stripe once this charge succeeds (3-D Secure
            // included), never when it is declined.
            ...(input.saveCard ? { setup_future_usage: "off_session" as const } : {}),
            // A renewal: the member is not there, so a charge needing authentication fails at once.
            ...(input.offSession ? { off_session: true } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return chargeResultOf(intent);
      } catch (error) {
        if (!isCardError(error)) throw paymentError(error);
        return {
          status: "failed",
          providerPaymentId: error.payment_intent?.id ?? null,
          message: error.message,
          code: error.code ?? "card_declined",
        };
      }
    },

    async retrieveCharge(providerPaymentId) {
      return chargeResultOf(await call(() => client.paymentIntents.retrieve(providerPaymentId)));
    },

    // Stripe.js ran the bank's step in the browser: the charge's state tells how it went.
    async completeAuthentication(providerPaymentId) {
      return chargeResultOf(await call(() => client.paymentIntents.retrieve(providerPaymentId)));
    },

    async cancelCharge(providerPaymentId) {
      const intent = await call(() => client.paymentIntents.retrieve(providerPaymentId));
      if (intent.status !== "requires_action" && intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
        return chargeResultOf(intent);
      }
      try {
        return chargeResultOf(await client.paymentIntents.cancel(providerPaymentId));
      } catch (error) {
        // It moved on meanwhile (the cardholder completed it): its state now decides.
        if (error instanceof Stripe.errors.StripeError && error.type === "StripeInvalidRequestError")
          return this.retrieveCharge(providerPaymentId);
        throw paymentError(error);
      }
    },

    async findCharge({ customerId, paymentId, createdAfter }) {
      // The customer's PaymentIntents list is read-after-write consistent (search is not).
      const found: ChargeResult[] = [];
      const intents = client.paymentIntents.list({
        customer: customerId,
        created: { gte: Math.floor(createdAfter.getTime() / 1000) },
        limit: 100,
      });
      await call(() =>
        intents.autoPagingEach((intent) => {
          if (intent.metadata?.payment_id === String(paymentId)) found.push(chargeResultOf(intent));
        }),
      );
      return decisiveCharge(found);
    },

    async refund(providerPaymentId, amountCents, idempotencyKey) {
      const refund = await call(() =>
        client.refunds.create({ payment_intent: providerPaymentId, amount: amountCents }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },

    async createConnectAccount(user) {
      const account = await call(() =>
        client.accounts.create({
          type: "express",
          country: "US",
          email: user.email,
          capabilities: { transfers: { requested: true } },
          metadata: { user_id: String(user.id) },
        }),
      );
      return account.id;
    },

    async payoutAccountReady(accountId) {
      return accountReady(await call(() => client.accounts.retrieve(accountId)));
    },

    async createAccountLink(accountId, urls) {
      const link = await call(() =>
        client.accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          return_url: urls.returnUrl,
          refresh_url: urls.refreshUrl,
        }),
      );
      return { url: link.url };
    },

    async transfer(input) {
      const transfer = await call(() =>
        client.transfers.create(
          {
            amount: input.amountCents,
            currency: "usd",
            destination: input.destination,
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },

    async createIdentitySession(user, returnUrl) {
      const session = await call(() =>
        client.identity.verificationSessions.create({
          type: "document",
          // A photo ID and a live selfie matched against the ID's photo.
          options: { document: { require_matching_selfie: true } },
          metadata: { user_id: String(user.id) },
          return_url: returnUrl,
        }),
      );
      if (!session.url) throw new PaymentError(GENERIC_FAILURE, OUTCOME_UNKNOWN);
      return { session: identitySessionOf(session), url: session.url };
    },

    async retrieveIdentitySession(sessionId) {
      return identitySessionOf(await call(() => client.identity.verificationSessions.retrieve(sessionId)));
    },
  };
}
