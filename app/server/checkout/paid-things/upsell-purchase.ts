// What enhancements (./enhancements.ts) and premium (./premium.ts) share: both buy upsells from the
// catalogue, priced as a cart. Here: the idempotency keys, charging a cart, and what a successful
// payment does inside the transaction that records it (the enhancements rows and the listing's
// flags, the premium membership, the audit entry and the invoice in the outbox). The payment's
// idempotency key names exactly what was bought, so a charge finished later (3-D Secure, a
// webhook, the reconciliation) is fulfilled from the payment row alone.
import { isUniqueViolation } from "~/server/db/errors";
import { atPaidTotal, includedIds, isEnhancementCode, priceCart, type EnhancementCode, type PricedCart } from "~/domain/enhancements";
import type { CreditPeriod } from "~/domain/listing-credits";
import { holdCredits, spendCredits } from "~/server/enhancements/credits";
import { LISTING_FEE_LINE, recordListingFeePaid } from "~/server/checkout/paid-things/listing-fee";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";
import { invoiceEmail, invoiceNumber, type InvoiceLine } from "~/server/mail/invoice";
import { queueNotification } from "~/server/mail/notifications";
import { insertAudit } from "~/server/queries/audit";
import type { PremiumMembership } from "~/domain/membership";
import { extendPremiumMembership, findEnhanceableListing, switchOnEnhancements } from "~/server/queries/upsells";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { chargeFee, type FeeChargeInput } from "~/server/checkout/charge";
import type { Success } from "~/server/checkout/paid-thing";
import { platformFees } from "~/server/checkout/settle";
import { AMOUNT_CHANGED, refusal, type OrderRefusal } from "~/server/checkout/refusal";
import { dispatchEmails } from "~/server/mail/outbox";
import { pendingClientSecret } from "~/server/payments/client-secret";
import { findPaymentByIdempotencyKey, type PaymentRow } from "~/server/queries/payments";
import { findAccountById } from "~/server/queries/users";
import { findListingFacts } from "~/server/queries/documents";
import { listingFeePaid } from "~/server/queries/listings";
import { feeSchedule } from "~/config/fees";
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent } from "~/domain/money";
import { readPaymentAmount } from "~/domain/schemas/payment-forms";

/** The membership's current end as a key part: a new period is a new purchase, a repeat is not. */
export function membershipStamp(membership: PremiumMembership): string {
  return membership.premiumUntil ? String(membership.premiumUntil.getTime()) : "none";
}

/** The sorted ids of a cart's lines, joined (`-` between). */
function idList(ids: readonly number[]): string {
  return [...ids].sort((a, b) => a - b).join("-");
}

/** `:d{discounted}[:i{ids paid by monthly credits}][:p{membership end}]`: the rest of an upsell key. */
function cartKeyTail(cart: PricedCart, membership: PremiumMembership): string {
  const included = includedIds(cart);
  const credits = included.length > 0 ? `:i${idList(included)}` : "";
  const premium = cart.includesPremium ? `:p${membershipStamp(membership)}` : "";
  return `:d${cart.premiumDiscount ? 1 : 0}${credits}${premium}`;
}

/**
 * `enhancement:j{judgment}:u{upsell ids}:c{total cents}:d{discounted 0|1}[:i{credited ids}][:p{membership end}]`.
 * The same cart for the same listing at the same price is one purchase however often it is sent;
 * a cart with the membership in it also names the membership period it extends, one with lines
 * paid by monthly credits names them.
 */
export function enhancementKey(judgmentId: number, cart: PricedCart, membership: PremiumMembership): string {
  return `enhancement:j${judgmentId}:u${idList(cart.lines.map((line) => line.id))}:c${cart.totalCents}${cartKeyTail(cart, membership)}`;
}

/**
 * The combined checkout (listing_checkout): `checkout:j{judgment}:f{listing fee}:a{fee paid before}:u{upsell ids}:c{total}…`
 * with the same tail as an enhancement key. The listing, what is bought and the total.
 */
export function checkoutKey(
  judgmentId: number,
  fee: { dueCents: number; paidBeforeCents: number },
  cart: PricedCart,
  membership: PremiumMembership,
) {
  const total = fee.dueCents + cart.totalCents;
  return `checkout:j${judgmentId}:f${fee.dueCents}:a${fee.paidBeforeCents}:u${idList(cart.lines.map((line) => line.id))}:c${total}${cartKeyTail(cart, membership)}`;
}

/** `premium:u{user}:p{membership end}`: one month bought from the page per membership period. */
/** One membership month at one price: a price edited since a failed attempt is a new payment. */
export function premiumKey(userId: number, membership: PremiumMembership, amountCents: number): string {
  return `premium:u${userId}:p${membershipStamp(membership)}:c${amountCents}`;
}

/** What one payment bought: the listing fee (0: none) and the upsells. */
export type Purchase = {
  userId: number;
  judgmentId: number | null;
  listingTitle: string | null;
  listingFeeCents: number;
  cart: PricedCart;
};

const KEY_PATTERN = /^(?:enhancement:j(\d+)|checkout:j(\d+):f(\d+):a\d+):u([\d-]*):c\d+:d([01])(?::i([\d-]+))?/;
const ids = (text: string | undefined) => (text ? text.split("-").filter(Boolean).map(Number) : []);

/**
 * Rebuilds the purchase a payment was for, from its idempotency key (3-D Secure finished later), at
 * the amount paid: a price edited at /admin/upsells since the charge does not change the order.
 */
export async function purchaseOfPayment(services: AppServices, payment: PaymentRow, listingTitle: string | null): Promise<Purchase | null> {
  const catalogue = await loadUpsellCatalogue(services.db, { withInactive: true });
  const base = { userId: payment.userId, judgmentId: payment.judgmentId, listingTitle };
  if (payment.kind === "premium" && payment.idempotencyKey.startsWith("premium:")) {
    const premium = catalogue.filter((upsell) => upsell.code === "premium").map((upsell) => upsell.id);
    return {
      ...base,
      listingFeeCents: 0,
      cart: atPaidTotal(priceCart(catalogue, premium, { owned: [], premiumMember: false }), payment.amountCents),
    };
  }
  const match = KEY_PATTERN.exec(payment.idempotencyKey);
  if (!match) return null;
  const listingFeeCents = match[3] ? Number(match[3]) : 0;
  const priced = priceCart(catalogue, ids(match[4]), { owned: [], premiumMember: match[5] === "1", includedIds: ids(match[6]) });
  const cart = atPaidTotal(priced, Math.max(0, payment.amountCents - listingFeeCents));
  return { ...base, judgmentId: Number(match[1] ?? match[2]), listingFeeCents, cart };
}

function invoiceLines(purchase: Purchase): InvoiceLine[] {
  const fee = purchase.listingFeeCents > 0 ? [{ description: LISTING_FEE_LINE, amountCents: purchase.listingFeeCents }] : [];
  return [
    ...fee,
    ...purchase.cart.lines.map((line) => ({
      description:
        line.code === "premium" ? `${line.name} (one month)` : line.included ? `${line.name} (included with premium)` : line.name,
      amountCents: line.included ? 0 : line.listCents,
    })),
  ];
}

/** What a purchase switches on, for its listing. */
function enhancementLinesOf(purchase: Purchase) {
  return purchase.cart.lines.flatMap((line) =>
    isEnhancementCode(line.code) ? [{ upsellId: line.id, code: line.code, amountCents: line.amountCents, included: line.included }] : [],
  );
}

/**
 * Switches the enhancements on (and records the monthly credits they used, in `creditMonth`) with
 * their audit entry; shared by a payment's success and the credits-only confirmation
 * (../../enhancements/credit-spend.ts).
 */
export async function switchOnPurchase(
  tx: Transaction,
  purchase: Purchase,
  paymentId: number | null,
  creditMonth: CreditPeriod | null,
): Promise<EnhancementCode[]> {
  const lines = enhancementLinesOf(purchase);
  if (purchase.judgmentId === null || lines.length === 0) return [];
  await switchOnEnhancements(tx, { judgmentId: purchase.judgmentId, paymentId, lines });
  const credited = lines.filter((line) => line.included).map((line) => line.code);
  if (creditMonth && credited.length > 0) {
    await spendCredits(tx, { userId: purchase.userId, judgmentId: purchase.judgmentId, codes: credited, period: creditMonth, paymentId });
  }
  await insertAudit(tx, {
    actorId: purchase.userId,
    action: "listing.enhance",
    entity: "judgment",
    entityId: purchase.judgmentId,
    details: { paymentId, upsells: lines.map((line) => line.code), ...(credited.length > 0 ? { includedWithPremium: credited } : {}) },
  });
  return lines.map((line) => line.code);
}

/**
 * The success step for chargePlatformFee / settleFeeCharge. Outbox ids of the invoices it wrote
 * are pushed to `queued`; call `dispatchEmails` after the transaction commits. `creditMonth`: the
 * month the credits are recorded in (read when the success is held).
 */
export function fulfil(services: AppServices, purchase: Purchase, queued: number[], creditMonth: () => CreditPeriod | null = () => null) {
  return async (tx: Transaction, payment: PaymentRow): Promise<void> => {
    if (purchase.listingFeeCents > 0 && purchase.judgmentId !== null) {
      await recordListingFeePaid(tx, purchase.userId, purchase.judgmentId, payment.id, purchase.listingFeeCents);
    }
    const switchedOn = await switchOnPurchase(tx, purchase, payment.id, creditMonth());
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
      purchase.listingTitle && purchase.listingFeeCents > 0 ? `Listing fee for “${purchase.listingTitle}”` : null,
      purchase.listingTitle && switchedOn.length > 0 ? `Enhancements for “${purchase.listingTitle}”` : null,
      premiumUntil ? `Premium membership until ${formatDate(premiumUntil)}` : null,
    ]
      .filter(Boolean)
      .join("; ");
    const lines = invoiceLines(purchase);
    const listCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const email = invoiceEmail(
      user.email,
      {
        number: invoiceNumber(payment.id),
        paidAt: new Date(),
        customerName: user.name,
        subject: subject || "Your purchase",
        lines,
        discountCents: Math.max(0, listCents - payment.amountCents),
        discountLabel: `Premium member discount (${formatPercent(feeSchedule.premiumEnhancementDiscountBps)})`,
        totalCents: payment.amountCents,
      },
      services.branding,
    );
    queued.push(await queueNotification(tx, { userId: user.id, topic: "sale_steps", publicUrl: services.config.publicUrl }, email));
  };
}

export const CREDITS_GONE =
  "Your included bold or highlighted listings for this month were used meanwhile; your card was refunded. Please review your cart.";

export const ALREADY_PAID =
  "The listing fee or these enhancements were already paid meanwhile (another tab or payment); your card was refunded. Please review your order.";

/**
 * Whether what this purchase pays for is still unpaid, with the listing row locked: its listing fee
 * still due, none of its enhancements switched on by another payment meanwhile (an older 3-D Secure
 * step finished in another tab, a second cart paid at once). Otherwise the charge is refunded.
 */
async function stillUnpaid(tx: Transaction, purchase: Purchase, judgmentId: number): Promise<boolean> {
  await findListingFacts(tx, judgmentId, { forUpdate: true });
  if (purchase.listingFeeCents > 0 && (await listingFeePaid(tx, judgmentId))) return false;
  const charged = purchase.cart.lines.filter((line) => !line.included && isEnhancementCode(line.code)).map((line) => line.code);
  if (charged.length === 0) return true;
  const listing = await findEnhanceableListing(tx, judgmentId);
  return !!listing && !charged.some((code) => (listing.owned as string[]).includes(code));
}

/**
 * A purchase's success: one ledger movement per thing bought (the listing fee, each charged
 * upsell). Held first, in the transaction that records it: the listing locked, what it pays for
 * still unpaid; then the monthly credits it uses, with the member's row locked (gone meanwhile:
 * the charge is refunded, ./settle.ts).
 */
export function purchaseSuccess(services: AppServices, purchase: Purchase, queued: number[]): Success {
  const credited = purchase.cart.lines.filter((line) => line.included).map((line) => line.code);
  let month: CreditPeriod | null = null;
  const success = platformFees(
    () => [purchase.listingFeeCents, ...purchase.cart.lines.map((line) => line.amountCents)],
    fulfil(services, purchase, queued, () => month),
  );
  if (purchase.judgmentId === null) return success;
  const judgmentId = purchase.judgmentId;
  const held: Success = {
    ...success,
    tooLate: ALREADY_PAID,
    async hold(tx) {
      if (!(await stillUnpaid(tx, purchase, judgmentId))) return false;
      if (credited.length === 0) return true;
      // Read after the hold (./settle.ts): the refund then says why.
      held.tooLate = CREDITS_GONE;
      month = await holdCredits(services, tx, { userId: purchase.userId, judgmentId, codes: credited });
      return month !== null;
    },
  };
  return held;
}

/** Either kind's success step, rebuilt from the payment row (null: the key names no purchase). */
export async function upsellSuccessOf(services: AppServices, payment: PaymentRow, queued: number[]): Promise<Success | null> {
  const listing = payment.judgmentId === null ? null : await findEnhanceableListing(services.db, payment.judgmentId);
  const purchase = await purchaseOfPayment(services, payment, listing?.title ?? null);
  return purchase ? purchaseSuccess(services, purchase, queued) : null;
}

/**
 * The amount the page showed (PaymentRequest's `amount`) against the price now: an administrator
 * may have edited an upsell's price since (/admin/upsells). Never charged silently: 409 with the
 * total as it is now (`total`, cents), which the page shows for the seller to accept.
 */
export function amountRefusal(sent: unknown, expected: number): OrderRefusal | null {
  // Upsell and enhancement totals are cents (DESIGN.md section 5).
  const amount = readPaymentAmount(sent, "cents");
  if (!amount.ok) return refusal(422, "amount", amount.problem);
  if (amount.cents !== expected)
    return refusal(409, "amount", `${AMOUNT_CHANGED} The total is now ${formatMoney(expected)}.`, { total: expected });
  return null;
}

/** Charges a purchase (upsells, possibly with a listing fee) once, with its success step. */
export async function chargeUpsells(services: AppServices, input: FeeChargeInput, purchase: Purchase): Promise<CheckoutAnswer> {
  const queued: number[] = [];
  let outcome: CheckoutAnswer;
  try {
    outcome = await chargeFee(services, input, purchaseSuccess(services, purchase, queued));
  } catch (error) {
    // Two identical submissions at once: the second found no payment yet, then lost the insert
    // race on the idempotency key. It answers with the first one's outcome, never charging itself.
    if (!isUniqueViolation(error)) throw error;
    return outcomeOfConcurrentAttempt(services, input.idempotencyKey);
  }
  await dispatchEmails(services, queued);
  // A second identical submission while the first is charging: the first one's outcome.
  if ("status" in outcome && outcome.status === "in_progress") return outcomeOfConcurrentAttempt(services, input.idempotencyKey);
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
