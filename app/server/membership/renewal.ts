// The premium membership's monthly renewal (docs/decisions/0010-premium.md): a job of the queue,
// run every hour, charges each member whose paid month ends within RENEWAL_LEAD_HOURS (or has
// ended) and who has not cancelled, the premium upsell row's monthly price, on the member's
// default saved card, off session. Once per member and month: the payment's idempotency key names
// the member and the month bought (`premium-renewal:u{user}:{YYYY-MM-DD of the old end}`), and
// chargePlatformFee claims it by that key, so two runs at once charge once. A paid renewal extends
// the membership one calendar month from its old end (./renewal-paid.ts). A declined charge is
// tried again a day later, RENEWAL_ATTEMPTS tries in all; after the last, or at once when the
// member has no saved card, the membership lapses (is_premium false) with an e-mail saying how to
// renew from the upgrade page. Times come from services.clock.
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
/** Tries per month: the first, then one a day. */
export const RENEWAL_ATTEMPTS = 3;
/** A day between tries, less an hour so an hourly run never slips a day later. */
const RETRY_AFTER_HOURS = 23;
const BATCH = 200;

const HOUR = 3_600_000;

export type RenewalOutcome = "renewed" | "failed" | "lapsed" | "skipped";

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
  const cards = await savedCards(services, userId);
  if (!premium || (cards && cards.default === null)) {
    // Nothing to charge (no saved card), or the membership is no longer on sale: it lapses now.
    await lapse(services, userId, member, { reason: "no_card", premiumUntil: claimed.premiumUntil, settingsUrl });
    return "lapsed";
  }

  let failure = "our payment provider could not be reached.";
  if (cards !== null) {
    const queued: number[] = [];
    const payment = {
      userId,
      kind: "premium" as const,
      judgmentId: null,
      amountCents: premium.amountCents,
      paymentMethod: cards.default!,
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
    failure = answer.status === "failed" ? answer.message : "your bank asked for an authentication we cannot do while you are away.";
  }

  const attempts = await countFailedRenewal(services.db, userId);
  if (attempts >= RENEWAL_ATTEMPTS) {
    await lapse(services, userId, member, { reason: "declined", premiumUntil: claimed.premiumUntil, settingsUrl });
    return "lapsed";
  }
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

async function lapse(
  services: AppServices,
  userId: number,
  member: { name: string; email: string },
  input: { reason: "declined" | "no_card"; premiumUntil: Date; settingsUrl: string },
): Promise<void> {
  const id = await services.db.transaction(async (tx) => {
    await lapseMembership(tx, userId);
    await insertAudit(tx, {
      actorId: null,
      action: "user.premium_lapsed",
      entity: "user",
      entityId: userId,
      details: { reason: input.reason },
    });
    return queueNotification(
      tx,
      { userId, topic: "sale_steps", publicUrl: services.config.publicUrl },
      membershipLapsedEmail(member, input, services.branding),
    );
  });
  await dispatchEmails(services, [id]);
}
