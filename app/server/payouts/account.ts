// The seller's payout account. GET /api/payouts/stripe answers the onboarding link; with the
// offline provider that link is a confirm step on /payouts (?onboarding=acct_off_…), after which
// the account id is stored on the user. An account that is already set up is never replaced.
import type { AppServices } from "~/server/context";
import { findOfflineObject } from "~/server/queries/offline-payments";
import { findPayoutAccount, setPayoutAccount } from "~/server/queries/payouts";

type Services = Pick<AppServices, "db" | "payments" | "config">;

export async function payoutOnboardingUrl(services: Services, user: { id: number; email: string }): Promise<string> {
  const existing = await findPayoutAccount(services.db, user.id);
  const accountId = existing?.accountId ?? (await services.payments.createConnectAccount(user));
  if (!existing?.accountId && services.payments.name !== "offline") await setPayoutAccount(services.db, user.id, accountId);
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
  if (!existing?.accountId) await setPayoutAccount(services.db, userId, accountId);
  return true;
}
