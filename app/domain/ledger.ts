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
