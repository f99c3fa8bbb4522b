// What enhancements (./enhancements.ts) and premium (./premium.ts) share: both buy upsells from the
// catalogue, priced as a cart. Here: the idempotency keys, charging a cart, and what a successful
// payment does inside the transaction that records it (the enhancements rows and the listing's
// flags, the premium membership, the audit entry and the invoice in the outbox). The payment's
// idempotency key names exactly what was bought, so a charge finished later (3-D Secure, a
// webhook, the reconciliation) is fulfilled from the payment row alone.
import { isUniqueViolation } from "~/server/db/errors";
import { atPaidTotal, isEnhancementCode, priceCart, type CartLine, type PricedCart } from "~/domain/enhancements";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";
import { invoiceEmail, invoiceNumber, type InvoiceLine } from "~/server/mail/invoice";
import { queueNotification } from "~/server/mail/notifications";
import { insertAudit } from "~/server/queries/audit";
import type { PremiumMembership } from "~/domain/membership";
import { extendPremiumMembership, findEnhanceableListing, switchOnEnhancements } from "~/server/queries/upsells";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { chargePlatformFee, type FeeKind } from "~/server/checkout/charge";
import type { Success } from "~/server/checkout/paid-thing";
import { platformFee } from "~/server/checkout/settle";
import { AMOUNT_CHANGED, refusal, type OrderRefusal } from "~/server/checkout/refusal";
import { dispatchEmails } from "~/server/mail/outbox";
import { pendingClientSecret } from "~/server/payments/client-secret";
import { findPaymentByIdempotencyKey, type PaymentRow } from "~/server/queries/payments";
import { findAccountById } from "~/server/queries/users";
import { feeSchedule } from "~/config/fees";
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent } from "~/domain/money";

/** The membership's current end as a key part: a new period is a new purchase, a repeat is not. */
export function membershipStamp(membership: PremiumMembership): string {
  return membership.premiumUntil ? String(membership.premiumUntil.getTime()) : "none";
}

/**
 * `enhancement:j{judgment}:u{upsell ids}:c{total cents}:d{discounted 0|1}[:p{membership end}]`.
 * The same cart for the same listing at the same price is one purchase however often it is sent;
 * a cart with the membership in it also names the membership period it extends.
 */
export function enhancementKey(judgmentId: number, cart: PricedCart, membership: PremiumMembership): string {
  const ids = cart.lines
    .map((line) => line.id)
    .sort((a, b) => a - b)
    .join("-");
  const premium = cart.includesPremium ? `:p${membershipStamp(membership)}` : "";
  return `enhancement:j${judgmentId}:u${ids}:c${cart.totalCents}:d${cart.premiumDiscount ? 1 : 0}${premium}`;
}

/** `premium:u{user}:p{membership end}`: one month bought from the page per membership period. */
/** One membership month at one price: a price edited since a failed attempt is a new payment. */
export function premiumKey(userId: number, membership: PremiumMembership, amountCents: number): string {
  return `premium:u${userId}:p${membershipStamp(membership)}:c${amountCents}`;
}

export type Purchase = { userId: number; judgmentId: number | null; listingTitle: string | null; cart: PricedCart };

/**
 * Rebuilds the purchase a payment was for, from its idempotency key (3-D Secure finished later), at
 * the amount paid: a price edited at /admin/upsells since the charge does not change the order.
 */
export async function purchaseOfPayment(services: AppServices, payment: PaymentRow, listingTitle: string | null): Promise<Purchase | null> {
  const catalogue = await loadUpsellCatalogue(services.db, { withInactive: true });
  if (payment.kind === "premium" && payment.idempotencyKey.startsWith("premium:")) {
    const premium = catalogue.filter((upsell) => upsell.code === "premium").map((upsell) => upsell.id);
    return {
      userId: payment.userId,
      judgmentId: payment.judgmentId,
      listingTitle,
      cart: atPaidTotal(priceCart(catalogue, premium, { owned: [], premiumMember: false }), payment.amountCents),
    };
  }
  const match = /^enhancement:j(\d+):u([\d-]+):c\d+:d([01])/.exec(payment.idempotencyKey);
  if (!match) return null;
  const ids = match[2].split("-").map(Number);
  const cart = atPaidTotal(priceCart(catalogue, ids, { owned: [], premiumMember: match[3] === "1" }), payment.amountCents);
  return { userId: payment.userId, judgmentId: Number(match[1]), listingTitle, cart };
}

function invoiceLines(lines: CartLine[]): InvoiceLine[] {
  return lines.map((line) => ({
    description: line.code === "premium" ? `${line.name} (one month)` : line.name,
    amountCents: line.listCents,
  }));
}

/**
 * The success step for chargePlatformFee / settleFeeCharge. Outbox ids of the invoices it wrote
 * are pushed to `queued`; call `dispatchEmails` after the transaction commits.
 */
export function fulfil(services: AppServices, purchase: Purchase, queued: number[]) {
  return async (tx: Transaction, payment: PaymentRow): Promise<void> => {
    const enhancementLines = purchase.cart.lines.flatMap((line) =>
      isEnhancementCode(line.code) ? [{ upsellId: line.id, code: line.code, amountCents: line.amountCents }] : [],
    );
    if (purchase.judgmentId !== null && enhancementLines.length > 0) {
      await switchOnEnhancements(tx, { judgmentId: purchase.judgmentId, paymentId: payment.id, lines: enhancementLines });
      await insertAudit(tx, {
        actorId: purchase.userId,
        action: "listing.enhance",
        entity: "judgment",
        entityId: purchase.judgmentId,
        details: { paymentId: payment.id, upsells: enhancementLines.map((line) => line.code) },
      });
    }
    let premiumUntil: Date | null = null;
    if (purchase.cart.includesPremium) {
      premiumUntil = await extendPremiumMembership(tx, purchase.userId, services.clock.now());
      await insertAudit(tx, {
        actorId: purchase.userId,
        action: "user.premium",
        entity: "user",
        entityId: purchase.userId,
        details: { paymentId: payment.id, premiumUntil: premiumUntil.toISOString() },
      });
    }
    const user = await findAccountById(tx, purchase.userId);
    if (!user) return;
    const subject = [
      purchase.listingTitle && enhancementLines.length > 0 ? `Enhancements for “${purchase.listingTitle}”` : null,
      premiumUntil ? `Premium membership until ${formatDate(premiumUntil)}` : null,
    ]
      .filter(Boolean)
      .join("; ");
    const listCents = purchase.cart.lines.reduce((sum, line) => sum + line.listCents, 0);
    const email = invoiceEmail(
      user.email,
      {
        number: invoiceNumber(payment.id),
        paidAt: new Date(),
        customerName: user.name,
        subject: subject || "Your purchase",
        lines: invoiceLines(purchase.cart.lines),
        discountCents: Math.max(0, listCents - payment.amountCents),
        discountLabel: `Premium member discount (${formatPercent(feeSchedule.premiumEnhancementDiscountBps)})`,
        totalCents: payment.amountCents,
      },
      services.branding,
    );
    queued.push(await queueNotification(tx, { userId: user.id, topic: "sale_steps", publicUrl: services.config.publicUrl }, email));
  };
}

/** Either kind's success step, rebuilt from the payment row (null: the key names no purchase). */
export async function upsellSuccessOf(services: AppServices, payment: PaymentRow, queued: number[]): Promise<Success | null> {
  const listing = payment.judgmentId === null ? null : await findEnhanceableListing(services.db, payment.judgmentId);
  const purchase = await purchaseOfPayment(services, payment, listing?.title ?? null);
  return purchase ? platformFee(fulfil(services, purchase, queued)) : null;
}

/**
 * The amount the page showed (PaymentRequest's `amount`) against the price now: an administrator
 * may have edited an upsell's price since (/admin/upsells). Never charged silently: 409 with the
 * total as it is now (`total`, cents), which the page shows for the seller to accept.
 */
export function amountRefusal(amount: number | null, expected: number): OrderRefusal | null {
  if (amount === null) return refusal(422, "amount", "The amount is missing.");
  if (amount !== expected)
    return refusal(409, "amount", `${AMOUNT_CHANGED} The total is now ${formatMoney(expected)}.`, { total: expected });
  return null;
}

export async function chargeUpsells(
  services: AppServices,
  input: {
    userId: number;
    kind: FeeKind;
    judgmentId: number | null;
    amountCents: number;
    paymentMethod: string;
    description: string;
    idempotencyKey: string;
  },
  purchase: Purchase,
): Promise<CheckoutAnswer> {
  const queued: number[] = [];
  const onSucceeded = fulfil(services, purchase, queued);
  let outcome: CheckoutAnswer;
  try {
    outcome = await chargePlatformFee(services, input, onSucceeded);
  } catch (error) {
    // Two identical submissions at once: the second found no payment yet, then lost the insert
    // race on the idempotency key. It answers with the first one's outcome, never charging itself.
    if (!isUniqueViolation(error)) throw error;
    return outcomeOfConcurrentAttempt(services, input.idempotencyKey);
  }
  await dispatchEmails(services, queued);
  // A second identical submission while the first is charging: the first one's outcome.
  if (outcome.status === "in_progress") return outcomeOfConcurrentAttempt(services, input.idempotencyKey);
  return outcome;
}

async function outcomeOfConcurrentAttempt(services: AppServices, key: string): Promise<CheckoutAnswer> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const payment = await findPaymentByIdempotencyKey(services.db, key);
    if (payment?.status === "succeeded") return { status: "succeeded", payment };
    if (payment?.status === "requires_action")
      return { status: "requires_action", payment, clientSecret: (await pendingClientSecret(services, payment)) ?? "" };
    if (payment?.status === "failed") return { status: "failed", payment, message: payment.failureMessage ?? "Your card was declined." };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return refusal(409, "payment_method", "This payment is still being processed. Please check your listing before paying again.");
}
