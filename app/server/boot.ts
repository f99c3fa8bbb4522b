// Starts the services the app needs: database (migrated), cookie secret, demo data on a new
// embedded database, and the job queue with its workers.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { loadBranding } from "~/config/branding";
import { settableClock, systemClock, testClockEnabled } from "~/server/clock";
import { loadConfig, type AppConfig } from "~/server/config";
import type { AppServices } from "~/server/context";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "~/server/db/client";
import { backfillSaleComparables } from "~/server/comparables/record";
import { balancesBehind, JUDGMENT_VALUES_JOB, JUDGMENT_VALUES_SCHEDULE, refreshStaleListingValues } from "~/server/judgment-value/refresh";
import { runJudgmentValuesJob } from "~/server/listings/limit-passed";
import { HOUSEKEEPING_JOB, HOUSEKEEPING_SCHEDULE, runHousekeeping } from "~/server/jobs/housekeeping";
import { RATE_SERIES_JOB, RATE_SERIES_SCHEDULE, refreshRateSeries } from "~/server/jobs/rate-series";
import { createRateSeriesProvider } from "~/server/rates";
import { MAIL_JOBS } from "~/server/jobs/mail-jobs";
import { startJobQueue } from "~/server/jobs/queue";
import { DRAFT_REMINDERS_JOB, DRAFT_REMINDERS_SCHEDULE, sendDraftReminders } from "~/server/listings/draft-reminders";
import { LISTING_FEE_REMINDERS_JOB, LISTING_FEE_REMINDERS_SCHEDULE, sendListingFeeReminders } from "~/server/listings/fee-reminders";
import { PASSWORD_RESET_JOB, sendPasswordReset } from "~/server/auth/accounts";
import { RECONCILE_PAYMENTS_JOB, RECONCILE_PAYMENTS_SCHEDULE, reconcileInterruptedPayments } from "~/server/checkout/reconcile-job";
import { ESCROW_TIMERS_JOB, ESCROW_TIMERS_SCHEDULE, runEscrowTimers } from "~/server/escrow/timers-job";
import { PAYMENT_DEADLINES_JOB, PAYMENT_DEADLINES_SCHEDULE, runPaymentDeadlines } from "~/server/deadlines/payment-deadlines-job";
import { createMailTransport, deliverOutboxMessage, DELIVER_OUTBOX_JOB, sweepOutbox, SWEEP_OUTBOX_JOB } from "~/server/mail/outbox";
import { createPaymentProvider } from "~/server/payments";
import { createSmsProvider } from "~/server/sms";
import { createCourtRecords } from "~/server/court-records";
import { getMeta, setMetaOnce } from "~/server/queries/meta";
import { DEMO_SEEDED_KEY, seedDemoOnFirstStart } from "~/server/seed/demo";
import { createS3Storage } from "~/server/storage/s3-storage";
import { createLocalStorage, type FileStorage } from "~/server/storage/storage";
import { createViewCounter } from "~/server/listings/view-counter";
import { RENEW_PREMIUM_JOB, RENEW_PREMIUM_SCHEDULE, runPremiumRenewals } from "~/server/membership/renewal";
import {
  MATCH_LISTING_JOB,
  matchNewListing,
  runSavedSearchJobs,
  SAVED_SEARCHES_JOB,
  SAVED_SEARCHES_SCHEDULE,
} from "~/server/saved-searches/jobs";

export type Running = { services: AppServices; handle: DatabaseHandle; stop(): Promise<void> };

export async function cookieSecret(handle: DatabaseHandle, config: AppConfig): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.production) console.warn("SESSION_SECRET is not set: using a secret generated and kept in the database.");
  return (await getMeta(handle.db, "cookie_secret")) ?? setMetaOnce(handle.db, "cookie_secret", randomBytes(32).toString("hex"));
}

export const DEMO_DATA_REFUSED =
  "This database holds the demo accounts, whose passwords the README publishes (superadmin@example.com / Super-pass1!). " +
  "A server that is not the local demo (npm start) will not serve them. Use a new database, or start with SEED=demo " +
  "to serve them anyway (never on a public deployment).";

/**
 * A deployment started on a database that already holds the demo data (a ./data folder made by
 * `npm start`, or a deployment seeded before demo data needed asking for) would serve the demo
 * accounts without a word: it refuses to start instead, unless SEED=demo accepts them.
 */
async function refuseUnaskedDemoData(handle: DatabaseHandle, config: AppConfig): Promise<void> {
  if (config.localOnly || config.seed === "demo") return;
  if (await getMeta(handle.db, DEMO_SEEDED_KEY)) {
    await handle.close();
    throw new Error(DEMO_DATA_REFUSED);
  }
}

/** SEED=demo outside the local demo: accounts whose passwords are published in the README. */
function warnDemoData(): void {
  const line = "!".repeat(78);
  console.warn(
    [
      line,
      "SEED=demo: this server holds the DEMO ACCOUNTS, whose passwords are published in the README",
      "(superadmin@example.com / Super-pass1! signs in as a super-administrator).",
      "Never run a public deployment with demo data: start it without SEED=demo on a new database.",
      line,
    ].join("\n"),
  );
}

/** Documents in S3 when S3_BUCKET is set (several instances share them); otherwise on the local disk. */
export function createFileStorage(config: AppConfig): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.resolve(config.dataDir, "uploads"));
}

export async function boot(env: Record<string, string | undefined> = process.env): Promise<Running> {
  const config = loadConfig(env);
  const handle = await openDatabase({ url: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  await migrateDatabase(handle);
  await refuseUnaskedDemoData(handle, config);
  if (config.seed === "demo" && !config.localOnly) warnDemoData();
  if (handle.kind === "pglite" && config.seed === "demo") {
    const seeded = await seedDemoOnFirstStart(handle.db);
    if (seeded) console.log("Seeded demo data into the new embedded database.");
  }
  // The browser tests' settable clock only on a local test server (never a deployment).
  const clock = testClockEnabled(env, config) ? settableClock() : systemClock;
  // Listings whose values predate the newest rules (or the values themselves): computed now, not
  // at the daily job's next run, so browse's value filters and sort are right from the start.
  const refreshed = await refreshStaleListingValues({ db: handle.db, clock });
  if (refreshed) console.log(`Computed the estimated values of ${refreshed} listings with the newest judgment rules.`);
  // Once per database: the sales paid before each paid sale was recorded for comparable sales.
  const backfilled = await backfillSaleComparables(handle.db);
  if (backfilled) console.log(`Recorded ${backfilled} earlier sales for comparable sales.`);
  const services: AppServices = {
    db: handle.db,
    config,
    branding: loadBranding(env),
    cookieSecret: await cookieSecret(handle, config),
    jobs: null,
    payments: createPaymentProvider(config, handle.db),
    sms: createSmsProvider(config, handle.db),
    courtRecords: createCourtRecords(config, handle.db),
    storage: createFileStorage(config),
    clock,
    views: createViewCounter(handle.db, clock),
  };
  const transport = createMailTransport(config);
  services.jobs = await startJobQueue(
    handle.pglite ? { pglite: handle.pglite } : { url: handle.url! },
    {
      [DELIVER_OUTBOX_JOB]: (data: { id: number }) => deliverOutboxMessage(handle.db, config, transport, data.id),
      [SWEEP_OUTBOX_JOB]: async () => void (await sweepOutbox(handle.db, config, transport)),
      [PAYMENT_DEADLINES_JOB]: async () => void (await runPaymentDeadlines(services)),
      [RECONCILE_PAYMENTS_JOB]: async () => void (await reconcileInterruptedPayments(services)),
      [ESCROW_TIMERS_JOB]: async () => void (await runEscrowTimers(services)),
      [PASSWORD_RESET_JOB]: (data: { email: string }) => sendPasswordReset(services, data.email),
      [HOUSEKEEPING_JOB]: async () => void (await runHousekeeping(services)),
      [DRAFT_REMINDERS_JOB]: async () => void (await sendDraftReminders(services)),
      [LISTING_FEE_REMINDERS_JOB]: async () => void (await sendListingFeeReminders(services)),
      [RENEW_PREMIUM_JOB]: async () => void (await runPremiumRenewals(services)),
      [MATCH_LISTING_JOB]: async (data: { judgmentId: number }) => void (await matchNewListing(services, data.judgmentId)),
      [SAVED_SEARCHES_JOB]: async () => void (await runSavedSearchJobs(services)),
      [JUDGMENT_VALUES_JOB]: () => runJudgmentValuesJob(services),
      [RATE_SERIES_JOB]: async () => {
        const result = await refreshRateSeries(services, createRateSeriesProvider(config));
        for (const f of result.failed) console.error(`rate-series: ${f.series} not refreshed: ${f.error}`);
        if (result.version) console.log(`rate-series: judgment rules version ${result.version} written from ${result.fetched.join(", ")}.`);
      },
    },
    {
      [SWEEP_OUTBOX_JOB]: "* * * * *",
      [PAYMENT_DEADLINES_JOB]: PAYMENT_DEADLINES_SCHEDULE,
      [RECONCILE_PAYMENTS_JOB]: RECONCILE_PAYMENTS_SCHEDULE,
      [ESCROW_TIMERS_JOB]: ESCROW_TIMERS_SCHEDULE,
      [HOUSEKEEPING_JOB]: HOUSEKEEPING_SCHEDULE,
      [RATE_SERIES_JOB]: RATE_SERIES_SCHEDULE,
      [DRAFT_REMINDERS_JOB]: DRAFT_REMINDERS_SCHEDULE,
      [LISTING_FEE_REMINDERS_JOB]: LISTING_FEE_REMINDERS_SCHEDULE,
      [RENEW_PREMIUM_JOB]: RENEW_PREMIUM_SCHEDULE,
      [SAVED_SEARCHES_JOB]: SAVED_SEARCHES_SCHEDULE,
      [JUDGMENT_VALUES_JOB]: JUDGMENT_VALUES_SCHEDULE,
    },
    MAIL_JOBS,
  );
  if (await balancesBehind(services)) {
    console.log("Some estimated balances are of an earlier day: the daily judgment-values job runs now.");
    await services.jobs.send(JUDGMENT_VALUES_JOB, {});
  }
  return {
    services,
    handle,
    async stop() {
      await services.jobs?.stop();
      await services.views.stop();
      await handle.close();
    },
  };
}
