// One escrow step (docs/decisions/0026): its transaction (the listing row locked by the transition
// it applies), then, once committed, its e-mails and the refund it decided, sent to the provider.
// Refusals thrown inside (404, 403, 409, 422) roll everything back and are answered as results.
import type { Email } from "~/server/mail/outbox";
import type { ListingStatus } from "~/domain/listing-status";
import type { AppServices } from "~/server/context";
import type { Executor, Transaction } from "~/server/db/client";
import { Refusal, type FieldErrors, type RefusalStatus } from "~/server/http/refusal";
import { notifyMember, queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { listAdministratorContacts } from "~/server/queries/escrow";
import { sendRefund } from "./refunds";

export type EscrowServices = Pick<AppServices, "db" | "jobs" | "config" | "branding" | "payments" | "clock">;

export type EscrowResult = { ok: true; status: ListingStatus } | { ok: false; status: RefusalStatus; message: string; errors: FieldErrors };

export type StepDone = { status: ListingStatus; emails: (number | null)[]; refundId?: number };

export async function runEscrowStep(services: EscrowServices, work: (tx: Transaction) => Promise<StepDone>): Promise<EscrowResult> {
  let done: StepDone;
  try {
    done = await services.db.transaction(work);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
  await dispatchEmails(services, done.emails);
  if (done.refundId !== undefined) await sendRefund(services, done.refundId);
  return { ok: true, status: done.status };
}

/** Queues a sale e-mail (the required topic) to a member who can still be written to; null otherwise. */
export async function tell(
  tx: Executor,
  services: Pick<AppServices, "config">,
  userId: number | null,
  write: (person: { name: string; email: string }) => Email,
): Promise<number | null> {
  if (userId === null) return null;
  return notifyMember(tx, { userId, topic: "sale_steps", publicUrl: services.config.publicUrl }, write);
}

/** Queues an e-mail to every administrator but the sale's own parties (an administrator who sold or bought it). */
export async function tellAdministrators(
  tx: Executor,
  services: Pick<AppServices, "config">,
  parties: readonly (number | null)[],
  write: (person: { name: string; email: string }) => Email,
): Promise<(number | null)[]> {
  const ids: (number | null)[] = [];
  for (const admin of await listAdministratorContacts(tx)) {
    if (parties.includes(admin.id)) continue;
    ids.push(await queueNotification(tx, { userId: admin.id, topic: "sale_steps", publicUrl: services.config.publicUrl }, write(admin)));
  }
  return ids;
}

/** The judgment page's address, for the e-mails. */
export const saleOf = (services: Pick<AppServices, "config">, listing: { id: number; title: string }) => ({
  title: listing.title,
  url: `${services.config.publicUrl}/judgments/${listing.id}`,
});
