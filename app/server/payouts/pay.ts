// 'PAY ME!': a released payout is sent to the seller's payout account. The transfer carries the
// idempotency key payout:{id}, so a double click or a retry after a failure never pays twice; the
// payout is then marked paid with its ledger movement and the seller's "payout sent" e-mail in one
// transaction, the row locked: a second run finds it paid and neither pays nor writes again.
import { payoutMovement } from "~/domain/ledger";
import { payoutTransferKey } from "~/domain/purchase";
import type { AppServices } from "~/server/context";
import { PaymentError } from "~/server/payments/provider";
import { dispatchEmails } from "~/server/mail/outbox";
import { queueNotification } from "~/server/mail/notifications";
import { payoutSentEmail } from "~/server/mail/payout-emails";
import { findUserContact } from "~/server/queries/assignment";
import { insertLedgerMovement } from "~/server/queries/payments";
import { findListingTitle } from "~/server/queries/selling";
import { currentPayoutAccount } from "~/server/payouts/account";
import { findPayout, markPayoutPaid } from "~/server/queries/payouts";

export type PayOutResult = { ok: true; alreadyPaid: boolean } | { ok: false; status: 404 | 409 | 502; message: string };

export const NO_PAYOUT_ACCOUNT_MESSAGE = "You need to set up your Stripe Payout Account at the right.";
export const PAYOUT_ACCOUNT_UNFINISHED_MESSAGE =
  "Your Stripe Payout Account is not finished yet: complete its setup at the right, then try again.";

type Services = Pick<AppServices, "db" | "payments" | "jobs" | "config" | "branding">;

export async function payOut(services: Services, userId: number, payoutId: number): Promise<PayOutResult> {
  const { db, payments } = services;
  const payout = await findPayout(db, payoutId);
  if (!payout || payout.sellerId !== userId) return { ok: false, status: 404, message: "No payout found." };
  if (payout.status === "paid") return { ok: true, alreadyPaid: true };
  if (payout.status !== "released") {
    return { ok: false, status: 409, message: "This payout is released once the buyer confirms receiving the assignment." };
  }
  // A sale at or under the seller fee's minimum leaves nothing to send: it is settled as paid.
  if (payout.amountCents === 0) return { ok: true, alreadyPaid: !(await markPaid(services, payout.id, null)) };
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

  return { ok: true, alreadyPaid: !(await markPaid(services, payout.id, { transferId, accountId: account.accountId })) };
}

/**
 * released → paid with its ledger movement and the seller's e-mail (none of either for a zero
 * payout: nothing was sent), once, the row locked. False when it was already paid.
 */
async function markPaid(services: Services, payoutId: number, sent: { transferId: string; accountId: string } | null): Promise<boolean> {
  const outboxId = await services.db.transaction(async (tx) => {
    const locked = await findPayout(tx, payoutId, { forUpdate: true });
    if (!locked || locked.status !== "released") return false;
    await markPayoutPaid(tx, locked.id, sent?.transferId ?? null);
    if (!sent || locked.amountCents <= 0) return null;
    await insertLedgerMovement(tx, payoutMovement(locked.sellerId, locked.amountCents), {
      judgmentId: locked.judgmentId,
      payoutId: locked.id,
    });
    const seller = await findUserContact(tx, locked.sellerId);
    const title = await findListingTitle(tx, locked.judgmentId);
    if (!seller) return null;
    return queueNotification(
      tx,
      { userId: locked.sellerId, topic: "sale_steps", publicUrl: services.config.publicUrl },
      payoutSentEmail(
        seller,
        {
          judgmentTitle: title ?? `Judgment #${locked.judgmentId}`,
          amountCents: locked.amountCents,
          feeCents: locked.feeCents,
          accountId: sent.accountId,
        },
        services.config.publicUrl,
        services.branding,
      ),
    );
  });
  if (outboxId === false) return false;
  await dispatchEmails(services, [outboxId]);
  return true;
}
