// What a paid premium renewal does (docs/decisions/0010-premium.md), rebuilt from the payment row
// alone so a webhook, the reconciliation job or the renewal job itself settle it the same way:
// the key `premium-renewal:u{user}:{YYYY-MM-DD}` names the member and the first day of the month
// bought (the membership's old end). Inside the recording transaction: the membership extended one
// calendar month from its old end, the audit entry and the invoice e-mail; the ledger movement is a
// platform fee, like every premium payment.
import { formatDate } from "~/domain/dates";
import { oneMonthBefore } from "~/domain/membership";
import type { Success } from "~/server/checkout/paid-thing";
import { platformFee } from "~/server/checkout/settle";
import type { AppServices } from "~/server/context";
import { invoiceEmail, invoiceNumber } from "~/server/mail/invoice";
import { queueNotification } from "~/server/mail/notifications";
import { insertAudit } from "~/server/queries/audit";
import { extendMembershipFrom } from "~/server/queries/membership";
import type { PaymentRow } from "~/server/queries/payments";
import { findAccountById } from "~/server/queries/users";

const KEY = /^premium-renewal:u(\d+):(\d{4}-\d{2}-\d{2})$/;

/** The idempotency key of one member's renewal for the month starting at `periodStart` (its old end). */
export function renewalKey(userId: number, periodStart: Date): string {
  return `premium-renewal:u${userId}:${periodStart.toISOString().slice(0, 10)}`;
}

export function isRenewalPayment(payment: Pick<PaymentRow, "kind" | "idempotencyKey">): boolean {
  return payment.kind === "premium" && KEY.test(payment.idempotencyKey);
}

/** The success step of a renewal payment; e-mail ids to send after the commit go to `queued`. */
export function renewalSuccessOf(services: AppServices, payment: PaymentRow, queued: number[]): Success | null {
  const match = KEY.exec(payment.idempotencyKey);
  if (!match) return null;
  const userId = Number(match[1]);
  const periodStart = new Date(`${match[2]}T00:00:00Z`);
  return platformFee(async (tx, paid) => {
    const until = await extendMembershipFrom(tx, userId, periodStart);
    await insertAudit(tx, {
      actorId: null,
      action: "user.premium_renewal",
      entity: "user",
      entityId: userId,
      details: { paymentId: paid.id, premiumUntil: until.toISOString() },
    });
    const user = await findAccountById(tx, userId);
    if (!user) return;
    const email = invoiceEmail(
      user.email,
      {
        number: invoiceNumber(paid.id),
        paidAt: services.clock.now(),
        customerName: user.name,
        subject: `Premium membership renewed until ${formatDate(until)}`,
        lines: [
          {
            description: `Premium membership, ${formatDate(oneMonthBefore(until))} to ${formatDate(until)}`,
            amountCents: paid.amountCents,
          },
        ],
        discountCents: 0,
        discountLabel: "",
        totalCents: paid.amountCents,
      },
      services.branding,
    );
    queued.push(await queueNotification(tx, { userId, topic: "sale_steps", publicUrl: services.config.publicUrl }, email));
  });
}
