// The double-entry ledger (DESIGN.md section 5). Every movement of money is a set of entries
// whose amounts sum to zero. Sign convention: money arriving in an account is positive, money
// owed out of it negative. Accounts are named here, once.

export const ledgerAccounts = {
  /** Money held at the card provider on the platform's behalf. */
  providerClearing: "provider:clearing",
  /** The platform's revenue from listing fees, enhancements and premium. */
  platformFees: "platform:fees",
  /** The buyer's marketplace fee. */
  buyerFees: "platform:buyer_fees",
  /** The seller's final value fee. */
  sellerFees: "platform:seller_fees",
  /** What the platform owes a seller for a sale, until paid out. */
  sellerPayable: (sellerId: number) => `seller_payable:${sellerId}`,
} as const;

export type LedgerEntryInput = { account: string; amountCents: number; kind: string };

export class UnbalancedMovementError extends Error {}

/** Refuses a movement whose entries do not sum to zero (or that moves nothing). */
export function assertBalanced(entries: readonly LedgerEntryInput[]): void {
  const sum = entries.reduce((total, e) => total + e.amountCents, 0);
  if (entries.length < 2 || sum !== 0 || entries.some((e) => !Number.isInteger(e.amountCents))) {
    throw new UnbalancedMovementError(`Ledger movement does not balance (sum ${sum} over ${entries.length} entries).`);
  }
}

/** A platform fee paid by card: the provider holds it, the platform earned it. */
export function platformFeeMovement(amountCents: number): LedgerEntryInput[] {
  return [
    { account: ledgerAccounts.providerClearing, amountCents, kind: "platform_fee" },
    { account: ledgerAccounts.platformFees, amountCents: -amountCents, kind: "platform_fee" },
  ];
}

/**
 * A buyer's payment for a judgment: the provider holds the total (agreed + buyer fee); the platform
 * earned both fees; the seller is owed the agreed amount less the seller fee until paid out.
 */
export function purchaseMovement(agreedCents: number, buyerFeeCents: number, sellerFeeCents: number, sellerId: number): LedgerEntryInput[] {
  return [
    { account: ledgerAccounts.providerClearing, amountCents: agreedCents + buyerFeeCents, kind: "buyer_charge" },
    { account: ledgerAccounts.buyerFees, amountCents: -buyerFeeCents, kind: "buyer_fee" },
    { account: ledgerAccounts.sellerPayable(sellerId), amountCents: -(agreedCents - sellerFeeCents), kind: "seller_payable" },
    { account: ledgerAccounts.sellerFees, amountCents: -sellerFeeCents, kind: "seller_fee" },
  ];
}

/**
 * A released payout sent to the seller's payout account: the platform no longer owes the seller
 * (their payable, credited negative at purchase, comes back to zero) and the money leaves the
 * provider's clearing balance.
 */
export function payoutMovement(sellerId: number, amountCents: number): LedgerEntryInput[] {
  return [
    { account: ledgerAccounts.sellerPayable(sellerId), amountCents, kind: "payout" },
    { account: ledgerAccounts.providerClearing, amountCents: -amountCents, kind: "payout" },
  ];
}

/**
 * A charge that could not buy anything (the listing moved on while the card was charged) and was
 * refunded in full: the money arrived at the provider and left again to the buyer. Both legs are
 * on the provider's clearing account (it nets to zero there): the movement records that the
 * charge and its refund happened, for reconciliation with the provider's statements.
 */
export function refundedChargeMovement(amountCents: number): LedgerEntryInput[] {
  return [
    { account: ledgerAccounts.providerClearing, amountCents, kind: "buyer_charge" },
    { account: ledgerAccounts.providerClearing, amountCents: -amountCents, kind: "refund" },
  ];
}

/**
 * A paid sale refunded in full before completion (the buyer cancelled after the assignment
 * deadline, or a dispute's full refund): the purchase movement reversed. The buyer gets the whole
 * total back (their fee included), so the platform gives up both fees and owes the seller nothing.
 */
export function fullRefundMovement(
  agreedCents: number,
  buyerFeeCents: number,
  sellerFeeCents: number,
  sellerId: number,
): LedgerEntryInput[] {
  return purchaseMovement(agreedCents, buyerFeeCents, sellerFeeCents, sellerId).map((entry) => ({
    account: entry.account,
    amountCents: -entry.amountCents,
    kind: "refund",
  }));
}

/**
 * Part of a disputed sale's price given back to the buyer: it comes out of what the platform owes
 * the seller (their payout shrinks by it); the platform's fees stay.
 */
export function partialRefundMovement(sellerId: number, amountCents: number): LedgerEntryInput[] {
  return [
    { account: ledgerAccounts.sellerPayable(sellerId), amountCents, kind: "refund" },
    { account: ledgerAccounts.providerClearing, amountCents: -amountCents, kind: "refund" },
  ];
}
