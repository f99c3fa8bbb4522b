// Card payments behind one interface (DESIGN.md section 2): the offline provider (the default,
// no network) and Stripe implement it. Amounts are integer cents; every charge carries an
// idempotency key so a retried request never charges twice.

export type CardSummary = { id: string; brand: string; last4: string; exp_month: number; exp_year: number };

/**
 * A saved card as the provider lists it: what the member sees, and what tells the same card saved
 * twice apart (its fingerprint; when it was saved, in milliseconds). Only CardSummary leaves the server.
 */
export type ProviderCard = CardSummary & { fingerprint: string | null; created: number };

export type ChargeResult =
  | { status: "succeeded"; providerPaymentId: string }
  | { status: "requires_action"; providerPaymentId: string; clientSecret: string }
  | { status: "failed"; providerPaymentId: string | null; message: string; code: string };

export type ChargeInput = {
  customerId: string;
  paymentMethod: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  /** Groups the charge with the later transfer to the seller (Stripe's transfer_group). */
  transferGroup?: string;
  metadata?: Record<string, string>;
  /**
   * Save the card on the customer once the charge succeeds (Stripe's setup_future_usage), never
   * before: a card whose first charge is declined is not kept.
   */
  saveCard?: boolean;
  /**
   * The cardholder is not present (a premium renewal charging the saved default card): Stripe's
   * off_session. A charge the bank wants authenticated fails (`authentication_required`) instead of
   * waiting for a 3-D Secure step nobody is there to take.
   */
  offSession?: boolean;
};

export type TransferInput = {
  /** The seller's payout (connected) account. */
  destination: string;
  amountCents: number;
  transferGroup: string | null;
  idempotencyKey: string;
};

/** An identity check as the provider answers it (Stripe Identity's VerificationSession). */
export type IdentitySession = {
  id: string;
  status: "requires_input" | "processing" | "verified" | "canceled";
  /** Our member the session was made for (its metadata.user_id); null when absent or not ours. */
  userId: number | null;
  /** Why the last attempt was not accepted (Stripe's last_error); null when none. */
  lastError: { code: string | null; reason: string | null } | null;
};

export interface PaymentProvider {
  readonly name: "offline" | "stripe";
  /** The provider's customer for this user, created on first use. */
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>;
  /** A token the browser uses to save a card (Stripe's SetupIntent client secret). */
  createSetupIntent(customerId: string): Promise<{ clientSecret: string }>;
  /**
   * Saves a card from the browser's card form on the customer, once its verification (the bank's
   * temporary authorization) passed: a declined card throws a PaymentError and is not saved. The
   * first card saved becomes the default.
   */
  attachPaymentMethod(customerId: string, paymentMethod: string): Promise<ProviderCard>;
  /** The customer's saved cards, the same card saved twice included (app/server/payments/saved-cards.ts shows one). */
  listPaymentMethods(customerId: string): Promise<{ methods: ProviderCard[]; default: string | null }>;
  /**
   * The fingerprint of a card not saved yet (the card form's payment method): the same card number
   * always gives the same one, as Stripe's `card.fingerprint`. Null when the provider has none.
   */
  cardFingerprint(paymentMethod: string): Promise<string | null>;
  /** Makes one of the customer's saved cards the default. */
  setDefaultPaymentMethod(customerId: string, paymentMethod: string): Promise<void>;
  /**
   * Removes a saved card from the customer (Stripe's detach); when it was the default, another
   * saved card becomes the default, or none.
   */
  detachPaymentMethod(customerId: string, paymentMethod: string): Promise<void>;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The current state of a charge that needed 3-D Secure. */
  retrieveCharge(providerPaymentId: string): Promise<ChargeResult>;
  /**
   * The one 3-D Secure path: the charge once the cardholder has answered the bank's step. With
   * Stripe, Stripe.js ran the step in the browser, so this asks Stripe for the charge's state and
   * `approved` is not used; the offline provider has no bank, so the cardholder's Approve / Fail
   * answer on our own "Authenticate this payment" step decides. Checkout calls it only through
   * app/server/checkout/authenticate.ts.
   */
  completeAuthentication(providerPaymentId: string, approved: boolean): Promise<ChargeResult>;
  /**
   * Cancels a charge still waiting for 3-D Secure, so an old tab cannot complete it after a new
   * attempt started. Answers the charge's final state: failed (canceled), or succeeded when the
   * cardholder completed it first (then it must be settled, not charged again).
   */
  cancelCharge(providerPaymentId: string): Promise<ChargeResult>;
  /**
   * The charge made for one of our payments (its `metadata.payment_id`), looked up on the
   * customer's recent charges: how a payment whose answer was lost (a crash, a timeout) is
   * reconciled. Null when the provider has no such charge; the best one when there are several.
   */
  findCharge(query: { customerId: string; paymentId: number; createdAfter: Date }): Promise<ChargeResult | null>;
  refund(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /** A payout (connected) account for a seller; stored on the user once onboarding is complete. */
  createConnectAccount(user: { id: number; email: string }): Promise<string>;
  /** Whether the account's onboarding is complete, so transfers to it succeed. */
  payoutAccountReady(accountId: string): Promise<boolean>;
  /** Where the seller completes the payout account's onboarding. */
  createAccountLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** Sends a released payout to the seller's account; the idempotency key makes a retry a no-op. */
  transfer(input: TransferInput): Promise<{ transferId: string }>;
  /**
   * Starts an identity check (a photo ID and a matching selfie) for a member: the session and
   * where the member completes it (Stripe's hosted page; offline, our own test-mode page), which
   * sends them back to `returnUrl`.
   */
  createIdentitySession(user: { id: number }, returnUrl: string): Promise<{ session: IdentitySession; url: string }>;
  /** An identity check's state now, asked of the provider (never taken from a webhook's body). */
  retrieveIdentitySession(sessionId: string): Promise<IdentitySession>;
}

/** Of several provider charges for one payment, the one that decides it: a success first. */
export function decisiveCharge(results: ChargeResult[]): ChargeResult | null {
  const rank = { succeeded: 0, requires_action: 1, failed: 2 } as const;
  return [...results].sort((a, b) => rank[a.status] - rank[b.status])[0] ?? null;
}

/** The code of a failure whose outcome is unknown (timeout, network, provider outage): the charge may have happened. */
export const OUTCOME_UNKNOWN = "provider_error";

export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }

  /** A refusal the provider answered before charging (card error, invalid request, amount): nothing was charged. */
  get definite(): boolean {
    return this.code !== OUTCOME_UNKNOWN;
  }
}
