// 'PAY ME!': a released payout is sent to the seller's payout account. The transfer carries the
// idempotency key payout:{id}, so a double click or a retry after a failure never pays twice; the
// payout is then marked paid with its ledger movement in one transaction, the row locked.
import { payoutMovement } from "~/domain/ledger";
import { payoutTransferKey } from "~/domain/purchase";
import type { AppServices } from "~/server/context";
import { PaymentError } from "~/server/payments/provider";
import { insertLedgerMovement } from "~/server/queries/payments";
import { currentPayoutAccount } from "~/server/payouts/account";
import { findPayout, markPayoutPaid } from "~/server/queries/payouts";

export type PayOutResult = { ok: true; alreadyPaid: boolean } | { ok: false; status: 404 | 409 | 502; message: string };

export const NO_PAYOUT_ACCOUNT_MESSAGE = "You need to set up your Stripe Payout Account at the right.";
export const PAYOUT_ACCOUNT_UNFINISHED_MESSAGE =
  "Your Stripe Payout Account is not finished yet: complete its setup at the right, then try again.";

export async function payOut(services: Pick<AppServices, "db" | "payments">, userId: number, payoutId: number): Promise<PayOutResult> {
  const { db, payments } = services;
  const payout = await findPayout(db, payoutId);
  if (!payout || payout.sellerId !== userId) return { ok: false, status: 404, message: "No payout found." };
  if (payout.status === "paid") return { ok: true, alreadyPaid: true };
  if (payout.status !== "released") {
    return { ok: false, status: 409, message: "This payout is released once the buyer confirms receiving the assignment." };
  }
  // A sale at or under the seller fee's minimum leaves nothing to send: it is settled as paid.
  if (payout.amountCents === 0) return { ok: true, alreadyPaid: !(await markPaid(db, payout.id, null)) };
  const account = await currentPayoutAccount(services, userId);
  if (!account?.accountId) return { ok: false, status: 409, message: NO_PAYOUT_ACCOUNT_MESSAGE };
  if (!account.ready) return { ok: false, status: 409, message: PAYOUT_ACCOUNT_UNFINISHED_MESSAGE };

  let transferId: string;
  try {
    ({ transferId } = await payments.transfer({
      destination: account.accountId,
      amountCents: payout.amountCents,
      transferGroup: payout.transferGroup,
      idempotencyKey: payoutTransferKey(payout.id),
    }));
  } catch (error) {
    if (error instanceof PaymentError) return { ok: false, status: 502, message: `The payout could not be sent: ${error.message}` };
    throw error;
  }

  return { ok: true, alreadyPaid: !(await markPaid(db, payout.id, transferId)) };
}

/** released → paid with its ledger movement (none for a zero payout), once, the row locked. */
async function markPaid(db: AppServices["db"], payoutId: number, transferId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await findPayout(tx, payoutId, { forUpdate: true });
    if (!locked || locked.status !== "released") return false;
    await markPayoutPaid(tx, locked.id, transferId);
    if (locked.amountCents > 0) {
      await insertLedgerMovement(tx, payoutMovement(locked.sellerId, locked.amountCents), {
        judgmentId: locked.judgmentId,
        payoutId: locked.id,
      });
    }
    return true;
  });
}
