// Telling the members who watch a listing (topic "watchlist" of the notification settings) that
// its asking price changed or that it is no longer available. Run inside the transaction of the
// change; hand the ids to dispatchEmails after the commit. The member the event is about (the
// owner, the winning buyer) is left out, and so is anyone the caller already e-mailed about it.
import type { Branding } from "~/config/branding";
import type { Executor } from "~/server/db/client";
import { queueNotification } from "~/server/mail/notifications";
import type { Email } from "~/server/mail/outbox";
import { watchedListingUnavailableEmail, watchedPriceChangedEmail, type UnavailableReason } from "~/server/mail/watchlist-emails";
import { listWatchers, type Watcher } from "~/server/queries/notification-settings";

type Services = { config: { publicUrl: string }; branding: Branding };

async function tell(
  tx: Executor,
  services: Services,
  judgmentId: number,
  except: readonly number[],
  write: (watcher: Watcher) => Email,
): Promise<(number | null)[]> {
  const ids: (number | null)[] = [];
  for (const watcher of await listWatchers(tx, judgmentId, except)) {
    ids.push(await queueNotification(tx, { userId: watcher.id, topic: "watchlist", publicUrl: services.config.publicUrl }, write(watcher)));
  }
  return ids;
}

export function tellWatchersPriceChanged(
  tx: Executor,
  services: Services,
  input: { judgmentId: number; title: string; fromCents: number; toCents: number; backToReview: boolean; except: readonly number[] },
): Promise<(number | null)[]> {
  const link = `${services.config.publicUrl}/judgments/${input.judgmentId}`;
  return tell(tx, services, input.judgmentId, input.except, (watcher) =>
    watchedPriceChangedEmail(watcher, { ...input, link }, services.branding),
  );
}

export function tellWatchersUnavailable(
  tx: Executor,
  services: Services,
  input: { judgmentId: number; title: string; reason: UnavailableReason; except: readonly number[] },
): Promise<(number | null)[]> {
  const browseLink = `${services.config.publicUrl}/judgments`;
  return tell(tx, services, input.judgmentId, input.except, (watcher) =>
    watchedListingUnavailableEmail(watcher, { title: input.title, reason: input.reason, browseLink }, services.branding),
  );
}
