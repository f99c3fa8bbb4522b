// The premium membership's monthly renewal (docs/decisions/0010-premium.md): a job of the queue,
// run every hour, charges each member whose paid month ends within RENEWAL_LEAD_HOURS (or has
// ended) and who has not cancelled, the premium upsell row's monthly price, on the member's
// default saved card, off session. Once per member and month: the payment's idempotency key names
// the member and the month bought (`premium-renewal:u{user}:{YYYY-MM-DD of the old end}`), and
// chargePlatformFee claims it by that key, so two runs at once charge once. A paid renewal extends
// the membership one calendar month from its old end (./renewal-paid.ts). A declined charge is
// tried again a day later, RENEWAL_ATTEMPTS tries in all; after the last, or at once when the
// member has no saved card, the renewal lapses with an e-mail saying how to renew from the upgrade
// page. A lapse never takes paid time away: the membership runs to premium_until (lapseMembership).
// When the payment provider cannot be reached (the cards cannot be listed, or the charge's answer
// is lost) the try is not the card's fault: not counted, no e-mail, tried again a day later (the
// claim's premium_renewal_tried_at). Times come from services.clock.
import { RENEWAL_ATTEMPTS } from "~/domain/membership";
import { isUniqueViolation } from "~/server/db/errors";
import { chargePlatformFee } from "~/server/checkout/charge";
import type { AppServices } from "~/server/context";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";
import { membershipLapsedEmail, renewalFailedEmail } from "~/server/mail/membership-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { renewalKey, renewalSuccessOf } from "~/server/membership/renewal-paid";
import { savedCards } from "~/server/payments/saved-cards";
import { insertAudit } from "~/server/queries/audit";
import { claimRenewalTry, countFailedRenewal, lapseMembership, listDueRenewals } from "~/server/queries/membership";

export const RENEW_PREMIUM_JOB = "premium-renewals";
/** Every hour, at a quarter past. */
export const RENEW_PREMIUM_SCHEDULE = "15 * * * *";
/** A month ending within this many hours is renewed now, so a member keeps the membership without a gap. */
export const RENEWAL_LEAD_HOURS = 6;
/** Tries per month: the first, then one a day (app/domain/membership.ts). */
export { RENEWAL_ATTEMPTS };
/** A day between tries, less an hour so an hourly run never slips a day later. */
const RETRY_AFTER_HOURS = 23;
const BATCH = 200;

const HOUR = 3_600_000;

/** "postponed": the payment provider could not be reached; tried again a day later, not counted. */
export type RenewalOutcome = "renewed" | "failed" | "lapsed" | "postponed" | "skipped";

function window(now: Date) {
  return {
    now,
    dueBefore: new Date(now.getTime() + RENEWAL_LEAD_HOURS * HOUR),
    triedBefore: new Date(now.getTime() - RETRY_AFTER_HOURS * HOUR),
    maxAttempts: RENEWAL_ATTEMPTS,
  };
}

/** One run: every member due now, one try each. Answers what became of each (for tests and logs). */
export async function runPremiumRenewals(services: AppServices): Promise<Map<number, RenewalOutcome>> {
  const now = services.clock.now();
  const due = await listDueRenewals(services.db, { ...window(now), limit: BATCH });
  const outcomes = new Map<number, RenewalOutcome>();
  for (const userId of due) {
    try {
      outcomes.set(userId, await renewMember(services, userId, now));
    } catch (error) {
      console.error(`Renewing the premium membership of user ${userId} failed`, error);
      outcomes.set(userId, "skipped");
    }
  }
  return outcomes;
}

async function renewMember(services: AppServices, userId: number, now: Date): Promise<RenewalOutcome> {
  const claimed = await claimRenewalTry(services.db, userId, window(now));
  if (!claimed) return "skipped"; // another run has it, or it no longer needs renewing
  const member = { name: claimed.name, email: claimed.email };
  const settingsUrl = `${services.config.publicUrl}/profile#premium`;

  const premium = (await loadUpsellCatalogue(services.db)).find((upsell) => upsell.code === "premium");
  const lapseNow = (reason: "declined" | "no_card") =>
    lapse(services, userId, member, { reason, premiumUntil: claimed.premiumUntil, now, settingsUrl });
  // The membership is no longer on sale: nothing to renew.
  if (!premium) return lapseNow("no_card");
  const cards = await savedCards(services, userId);
  // The provider is unreachable: not the card's fault (the claim spaces the next try a day later).
  if (cards === null) return "postponed";
  if (cards.default === null) return lapseNow("no_card");

  const queued: number[] = [];
  const payment = {
    userId,
    kind: "premium" as const,
    judgmentId: null,
    amountCents: premium.amountCents,
    paymentMethod: cards.default,
    description: "Premium membership, monthly renewal",
    idempotencyKey: renewalKey(userId, claimed.premiumUntil),
    offSession: true,
  };
  let answer;
  try {
    answer = await chargePlatformFee(services, payment, async (tx, paid) => {
      const success = renewalSuccessOf(services, paid, queued);
      await success?.paid(tx, paid);
    });
  } catch (error) {
    // Another run inserted the same month's payment first: it charges, this one does nothing.
    if (isUniqueViolation(error)) return "skipped";
    throw error;
  }
  await dispatchEmails(services, queued);
  if (answer.status === "succeeded") return "renewed";
  if (answer.status === "in_progress") return "skipped";
  // The provider's answer was lost (the payment stays 'processing' for the reconciliation): not a decline.
  if (answer.status === "failed" && answer.payment?.status === "processing") return "postponed";
  const failure = answer.status === "failed" ? answer.message : "your bank asked for an authentication we cannot do while you are away.";

  const attempts = await countFailedRenewal(services.db, userId);
  if (attempts >= RENEWAL_ATTEMPTS) return lapseNow("declined");
  const id = await queueNotification(
    services.db,
    { userId, topic: "sale_steps", publicUrl: services.config.publicUrl },
    renewalFailedEmail(
      member,
      { amountCents: premium.amountCents, reason: failure, nextTry: new Date(now.getTime() + 24 * HOUR), settingsUrl },
      services.branding,
    ),
  );
  await dispatchEmails(services, [id]);
  return "failed";
}

/** The renewal lapses (the membership runs to its paid end), audited, with one e-mail. */
async function lapse(
  services: AppServices,
  userId: number,
  member: { name: string; email: string },
  input: { reason: "declined" | "no_card"; premiumUntil: Date; now: Date; settingsUrl: string },
): Promise<RenewalOutcome> {
  const id = await services.db.transaction(async (tx) => {
    // A month bought meanwhile (the membership's end moved): nothing lapses.
    if (!(await lapseMembership(tx, userId, input))) return null;
    await insertAudit(tx, {
      actorId: null,
      action: "user.premium_lapsed",
      entity: "user",
      entityId: userId,
      details: { reason: input.reason, premiumUntil: input.premiumUntil.toISOString() },
    });
    return queueNotification(
      tx,
      { userId, topic: "sale_steps", publicUrl: services.config.publicUrl },
      membershipLapsedEmail(member, { ...input, ended: input.premiumUntil <= input.now }, services.branding),
    );
  });
  if (id === null) return "skipped";
  await dispatchEmails(services, [id]);
  return "lapsed";
}
