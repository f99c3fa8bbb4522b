// The seller's payout account. GET /api/payouts/stripe answers the onboarding link. With Stripe the
// Express account is stored at once but is ready only when Stripe says its onboarding is complete
// (the account.updated webhook, or a check when the seller comes back to /payouts); with the
// offline provider the link is a confirm step on /payouts (?onboarding=acct_off_…), after which
// the account is stored, ready. An account that is already set up is never replaced.
import type { AppServices } from "~/server/context";
import { PaymentError } from "~/server/payments/provider";
import { findOfflineObject } from "~/server/queries/offline-payments";
import { findPayoutAccount, setPayoutAccount, setPayoutAccountReady, type PayoutAccount } from "~/server/queries/payouts";

type Services = Pick<AppServices, "db" | "payments" | "config">;

export async function payoutOnboardingUrl(services: Services, user: { id: number; email: string }): Promise<string> {
  const existing = await findPayoutAccount(services.db, user.id);
  const accountId = existing?.accountId ?? (await services.payments.createConnectAccount(user));
  if (!existing?.accountId && services.payments.name !== "offline") await setPayoutAccount(services.db, user.id, accountId, false);
  const payoutsUrl = `${services.config.publicUrl}/payouts`;
  const { url } = await services.payments.createAccountLink(accountId, { returnUrl: payoutsUrl, refreshUrl: payoutsUrl });
  return url;
}

/** The offline onboarding's confirm step: the account must be one created for this user. */
export async function confirmOfflineAccount(services: Services, userId: number, accountId: string): Promise<boolean> {
  if (services.payments.name !== "offline" || !/^acct_off_[\w-]{6,40}$/.test(accountId)) return false;
  const account = await findOfflineObject(services.db, accountId);
  if (!account || account.kind !== "account" || Number(account.data.userId) !== userId) return false;
  const existing = await findPayoutAccount(services.db, userId);
  if (!existing?.accountId) await setPayoutAccount(services.db, userId, accountId, true);
  return true;
}

/**
 * The seller's payout account, asking the provider again while its onboarding is unfinished (the
 * seller is back from Stripe's onboarding before its webhook arrived). A provider that cannot
 * be reached leaves it unfinished.
 */
export async function currentPayoutAccount(services: Pick<AppServices, "db" | "payments">, userId: number): Promise<PayoutAccount | null> {
  const account = await findPayoutAccount(services.db, userId);
  if (!account?.accountId || account.ready) return account;
  try {
    if (!(await services.payments.payoutAccountReady(account.accountId))) return account;
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    return account;
  }
  await setPayoutAccountReady(services.db, account.accountId, true);
  return { ...account, ready: true };
}
