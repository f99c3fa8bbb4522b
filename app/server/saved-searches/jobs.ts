// The saved searches' background work (docs/decisions/0028-saved-searches.md), on the job queue:
// - `saved-search-match` (sent when an administrator approves a listing): the listing is matched
//   against every saved search in ONE statement (matchListingToSavedSearches);
// - `saved-searches` (every 5 minutes, one instance per tick): a sweep that matches the listings
//   approved since the last run (so none is missed if the queue was down when one was approved),
//   then the instant alerts due, then the daily digests due (8 am US Eastern).
// Alerts are claimed and their e-mail queued in one transaction per e-mail (the claim is a
// conditional update that skips rows another run holds): each match is e-mailed at most once,
// only once its member may see the listing (visible_at) and only while the listing is active.
import { FIRST_LOOK_DAYS } from "~/domain/membership";
import { lastDigestCutoff } from "~/domain/saved-searches";
import type { AppServices } from "~/server/context";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { dailyDigestEmail, instantAlertEmail, type AlertSection } from "~/server/mail/saved-search-emails";
import { getMeta, setMeta } from "~/server/queries/meta";
import { claimDigestSearches, claimDueMatches, listDigestMembers, listSearchesWithDueMatches } from "~/server/queries/saved-searches";
import { listListingsApprovedSince, matchListingToSavedSearches } from "~/server/queries/saved-search-matching";

export const MATCH_LISTING_JOB = "saved-search-match";
export const SAVED_SEARCHES_JOB = "saved-searches";
/** Every five minutes (UTC cron). */
export const SAVED_SEARCHES_SCHEDULE = "*/5 * * * *";

const SWEEP_MARK = "saved_searches_swept_until";
/** The sweep looks back this far before its mark: an approval committed late is still seen. */
const SWEEP_OVERLAP_MS = 15 * 60_000;
/** A first sweep (no mark yet) looks back one day. */
const FIRST_SWEEP_MS = 86_400_000;
const BATCH = 500;

type JobServices = Pick<AppServices, "db" | "jobs" | "clock" | "config" | "branding">;

/** Matches one listing against every saved search (one statement); answers the new matches. */
export function matchNewListing(services: Pick<AppServices, "db" | "clock">, judgmentId: number): Promise<number> {
  return matchListingToSavedSearches(services.db, judgmentId, services.clock.now(), FIRST_LOOK_DAYS);
}

/** Asks the queue to match a listing that just went live; the sweep catches it if this fails. */
export async function enqueueListingMatch(services: Pick<AppServices, "jobs">, judgmentId: number): Promise<void> {
  try {
    await services.jobs?.send(MATCH_LISTING_JOB, { judgmentId });
  } catch (error) {
    console.error("Could not queue the saved-search matching of listing", judgmentId, (error as Error).message);
  }
}

/** Matches the listings approved since the last sweep (with an overlap); answers how many listings it looked at. */
export async function sweepApprovedListings(services: Pick<AppServices, "db" | "clock">): Promise<number> {
  const now = services.clock.now();
  // The mark: "<instant>" (everything up to then was seen; the next run starts an overlap before
  // it), or "<instant>|<id>" after a full batch (the next run continues exactly after that listing,
  // so a burst of approvals larger than a batch within the overlap cannot hold the sweep in place).
  const mark = await getMeta(services.db, SWEEP_MARK);
  const [markAt, markId] = (mark ?? "").split("|");
  const continued = markId !== undefined;
  // A mark ahead of the clock (a clock set back, as the browser tests' clock is) counts as now.
  const from = mark ? Math.min(new Date(markAt).getTime(), now.getTime()) : null;
  const since = from === null ? new Date(now.getTime() - FIRST_SWEEP_MS) : continued ? new Date(from) : new Date(from - SWEEP_OVERLAP_MS);
  const listings = await listListingsApprovedSince(services.db, since, BATCH, continued ? Number(markId) : 0);
  for (const listing of listings) await matchNewListing(services, listing.id);
  const last = listings[listings.length - 1];
  const next = listings.length === BATCH ? `${last.approvedAt.toISOString()}|${last.id}` : now.toISOString();
  await setMeta(services.db, SWEEP_MARK, next);
  return listings.length;
}

/** One e-mail per search with matches due now: answers how many e-mails were queued. */
export async function sendInstantAlerts(services: JobServices): Promise<number> {
  const now = services.clock.now();
  const queued: (number | null)[] = [];
  for (const searchId of await listSearchesWithDueMatches(services.db, "instant", now, BATCH)) {
    const id = await services.db.transaction(async (tx) => {
      const claimed = await claimDueMatches(tx, searchId, "instant", now);
      if (!claimed) return null;
      return queueNotification(
        tx,
        { userId: claimed.search.userId, topic: "saved_searches", publicUrl: services.config.publicUrl },
        instantAlertEmail(
          { name: claimed.search.recipientName, email: claimed.search.email },
          claimed,
          services.config.publicUrl,
          services.branding,
        ),
      );
    });
    queued.push(id);
  }
  await dispatchEmails(services, queued);
  return queued.filter((id) => id !== null).length;
}

/** The daily digests due (once a day per member, from 8 am US Eastern): answers how many were queued. */
export async function sendDailyDigests(services: JobServices): Promise<number> {
  const now = services.clock.now();
  const cutoff = lastDigestCutoff(now);
  const queued: (number | null)[] = [];
  for (const userId of await listDigestMembers(services.db, cutoff, BATCH)) {
    const id = await services.db.transaction(async (tx) => {
      const sections: (AlertSection & { recipient: { userId: number; name: string; email: string } })[] = [];
      for (const searchId of await claimDigestSearches(tx, userId, cutoff, now)) {
        const claimed = await claimDueMatches(tx, searchId, "daily", now);
        if (claimed) {
          const { search, listings } = claimed;
          sections.push({ search, listings, recipient: { userId: search.userId, name: search.recipientName, email: search.email } });
        }
      }
      if (!sections.length) return null;
      const { recipient } = sections[0];
      return queueNotification(
        tx,
        { userId: recipient.userId, topic: "saved_searches", publicUrl: services.config.publicUrl },
        dailyDigestEmail(recipient, sections, services.config.publicUrl, services.branding),
      );
    });
    queued.push(id);
  }
  await dispatchEmails(services, queued);
  return queued.filter((id) => id !== null).length;
}

/** The scheduled run: sweep, instant alerts, digests. */
export async function runSavedSearchJobs(services: JobServices) {
  return {
    swept: await sweepApprovedListings(services),
    instant: await sendInstantAlerts(services),
    digests: await sendDailyDigests(services),
  };
}
