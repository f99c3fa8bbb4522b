// Timed and background work on pg-boss, a PostgreSQL job queue any instance may work on, each job
// once. On PGlite it runs on the same embedded instance through pg-boss's PGlite adapter.
//
// Most queues are worked one job at a time, polled every 2 seconds (pg-boss's defaults): timed jobs
// that run once a tick. The queues named `concurrent` (the e-mails: docs/decisions/0005) are jobs a
// person waits for, many at once after a burst (30 reset requests made the last link wait a minute
// at one job per poll): they are fetched in batches, worked at the same time, fetched again at once
// while batches come back full, and polled every half second. Each job of a batch is settled on its
// own (perJobResults), so a failed one is retried alone and the others are not done twice.
import type { PGlite } from "@electric-sql/pglite";
import { fromPglite, PgBoss, type JobResult, type WorkOptions } from "pg-boss";

export type JobQueue = {
  send(name: string, data: object): Promise<void>;
  stop(): Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler names its own payload; pg-boss hands over JSON
export type JobHandlers = Record<string, (data: any) => Promise<void>>;

/** Cron schedules (UTC) for handlers that run on a timer: any one instance runs each tick once. */
export type JobSchedules = Record<string, string>;

/**
 * How each instance works a concurrent queue: up to batchSize × localConcurrency jobs at the same
 * time (20; each e-mail is a few queries and one SMTP conversation), and no waiting between full
 * batches.
 */
export const concurrentWork = {
  batchSize: 10,
  localConcurrency: 2,
  pollingIntervalSeconds: 0.5,
  burstWhenBatchFull: true,
  perJobResults: true,
} as const satisfies WorkOptions;

export async function startJobQueue(
  source: { pglite: PGlite } | { url: string },
  handlers: JobHandlers,
  schedules: JobSchedules = {},
  concurrent: readonly string[] = [],
): Promise<JobQueue> {
  const boss =
    "pglite" in source
      ? new PgBoss({ db: fromPglite(source.pglite), backend: "pglite" })
      : new PgBoss({ connectionString: source.url, max: 6 });
  boss.on("error", (error: Error) => console.error("job queue error:", error.message));
  await boss.start();
  for (const [name, handler] of Object.entries(handlers)) {
    await boss.createQueue(name);
    if (concurrent.includes(name)) {
      await boss.work(name, concurrentWork, async (jobs): Promise<JobResult[]> => {
        const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
        return jobs.map((job, i) => {
          const outcome = outcomes[i];
          if (outcome.status === "fulfilled") return { id: job.id, status: "completed" };
          const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
          console.error(`job ${name} ${job.id} failed:`, reason);
          return { id: job.id, status: "failed", output: { message: reason } };
        });
      });
    } else {
      await boss.work(name, async (jobs: Array<{ data: unknown }>) => {
        for (const job of jobs) await handler(job.data);
      });
    }
  }
  for (const [name, cron] of Object.entries(schedules)) await boss.schedule(name, cron);
  return {
    async send(name, data) {
      await boss.send(name, data);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
