// Payments the seller received from the debtor (their sworn ledger, app/domain/sworn-statements.ts)
// applied to the estimated balance. The rule: each payment pays the interest accrued and unpaid
// first, then the principal (the "United States rule", Story v. Livingston, 38 U.S. 359 (1839)),
// which is what every state in /work/shared/reference/judgment-rules.* assumes; the one state the
// reference names an order for, Missouri (RSMo § 408.040: post-judgment costs, then post-judgment
// interest, then the judgment balance), gives the same result here since post-judgment costs are
// not entered. docs/decisions/0046-sworn-statements.md records it.
//
// balance.ts splits its interest periods at each payment's date and calls applyPayment at the
// start of the period that begins that day: interest runs up to (not including) the day paid, and
// from that day on the new base. Under annual compounding, interest added to the base on an
// anniversary and not yet paid still counts as interest when a later payment is split.

export type PaymentReceived = {
  /** 'YYYY-MM-DD'. */
  on: string;
  amountCents: number;
};

export type AppliedPayment = PaymentReceived & {
  toInterestCents: number;
  toPrincipalCents: number;
  /** What was left owing after it (principal and interest). */
  balanceAfterCents: number;
};

/** The running state of the balance: the base interest accrues on, and interest accrued on top of it. */
export type Owing = {
  /** The principal plus interest compounded into it (what the rate applies to). */
  base: number;
  /** Interest accrued since the last compounding, not yet in the base. */
  accrued: number;
  /** Interest compounded into the base and not yet paid (counts as interest when a payment is split). */
  compoundedUnpaid: number;
};

/** Applies one payment: interest first (accrued, then compounded), then the base. Mutates `owing`. */
export function applyPayment(owing: Owing, payment: PaymentReceived): AppliedPayment {
  const fromAccrued = Math.min(payment.amountCents, owing.accrued);
  owing.accrued -= fromAccrued;
  // Compounded interest is part of the base: paying it lowers the base like principal does. A
  // payment above all that is owed pays it off (the ledger's checks keep that from happening).
  const fromBase = Math.min(payment.amountCents - fromAccrued, owing.base);
  owing.base -= fromBase;
  const fromCompounded = Math.min(fromBase, owing.compoundedUnpaid);
  owing.compoundedUnpaid -= fromCompounded;
  const toInterest = fromAccrued + fromCompounded;
  return {
    ...payment,
    toInterestCents: Math.round(toInterest),
    toPrincipalCents: Math.round(fromAccrued + fromBase) - Math.round(toInterest),
    balanceAfterCents: Math.round(owing.base + owing.accrued),
  };
}

/** Payments in date order (a stable order for two on one day), the dates balance.ts splits at. */
export function paymentsInOrder(payments: readonly PaymentReceived[] | null | undefined): PaymentReceived[] {
  return [...(payments ?? [])].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
}

/** The sum of the payments. */
export const paidTotalCents = (payments: readonly PaymentReceived[]) => payments.reduce((sum, p) => sum + p.amountCents, 0);
