// Timed and background work on pg-boss, a PostgreSQL job queue any instance may work on, each job
// once. On PGlite it runs on the same embedded instance through pg-boss's PGlite adapter.
import type { PGlite } from "@electric-sql/pglite";
import { fromPglite, PgBoss } from "pg-boss";

export type JobQueue = {
  send(name: string, data: object): Promise<void>;
  stop(): Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler names its own payload; pg-boss hands over JSON
export type JobHandlers = Record<string, (data: any) => Promise<void>>;

/** Cron schedules (UTC) for handlers that run on a timer: any one instance runs each tick once. */
export type JobSchedules = Record<string, string>;

export async function startJobQueue(
  source: { pglite: PGlite } | { url: string },
  handlers: JobHandlers,
  schedules: JobSchedules = {},
): Promise<JobQueue> {
  const boss =
    "pglite" in source
      ? new PgBoss({ db: fromPglite(source.pglite), backend: "pglite" })
      : new PgBoss({ connectionString: source.url, max: 4 });
  boss.on("error", (error: Error) => console.error("job queue error:", error.message));
  await boss.start();
  for (const [name, handler] of Object.entries(handlers)) {
    await boss.createQueue(name);
    await boss.work(name, async (jobs: Array<{ data: unknown }>) => {
      for (const job of jobs) await handler(job.data);
    });
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
