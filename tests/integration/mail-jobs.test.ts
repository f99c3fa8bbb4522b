// Issue 27 D: the job queue took one job per 2-second poll, so with 30 reset requests queued the
// last link arrived after a minute. The e-mail queues are worked several jobs at a time (decision
// 0005). Proven without wall-clock bounds: the handlers hold every job until many are in flight at
// once, which a one-at-a-time worker never reaches; each job is still done once, and a failed one
// is retried alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RESET_JOB } from "~/server/auth/accounts";
import { MAIL_JOBS } from "~/server/jobs/mail-jobs";
import { concurrentWork, startJobQueue, type JobQueue } from "~/server/jobs/queue";
import { DELIVER_OUTBOX_JOB } from "~/server/mail/outbox";
import { createTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const source = () => (app.handle.pglite ? { pglite: app.handle.pglite } : { url: app.handle.url! });

/** Waits for `done()` (checked every 50 ms) for up to `seconds`; answers whether it came. */
async function until(done: () => boolean, seconds: number): Promise<boolean> {
  for (let waited = 0; waited < seconds * 1000 && !done(); waited += 50) await new Promise((r) => setTimeout(r, 50));
  return done();
}

describe("the e-mail queues", () => {
  it("are the outbox's delivery and the password reset links, worked in batches, polled often", () => {
    expect(MAIL_JOBS).toEqual(expect.arrayContaining([DELIVER_OUTBOX_JOB, PASSWORD_RESET_JOB]));
    expect(concurrentWork.batchSize * concurrentWork.localConcurrency).toBeGreaterThanOrEqual(10);
    expect(concurrentWork.pollingIntervalSeconds).toBeLessThanOrEqual(1);
    expect(concurrentWork.perJobResults).toBe(true);
  });

  it("work a burst of 30 jobs many at a time, each once", async () => {
    const name = "test-mail-burst";
    const calls = new Map<number, number>();
    let inFlight = 0;
    let mostAtOnce = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let queue: JobQueue | null = null;
    try {
      queue = await startJobQueue(
        source(),
        {
          [name]: async ({ n }: { n: number }) => {
            calls.set(n, (calls.get(n) ?? 0) + 1);
            mostAtOnce = Math.max(mostAtOnce, ++inFlight);
            // Held until many are in flight, or 2 s: the workers may poll while the 30 are still being
            // sent and each take a few; held forever, those few would be all they ever took.
            await Promise.race([gate, new Promise((r) => setTimeout(r, 2_000))]);
            inFlight--;
          },
        },
        {},
        [name],
      );
      for (let n = 0; n < 30; n++) await queue.send(name, { n });
      // A one-at-a-time worker holds one job at a time: never 10 at once.
      const reached = await until(() => mostAtOnce >= 10, 20);
      release();
      expect(reached, `at most ${mostAtOnce} jobs were in flight at once`).toBe(true);
      expect(await until(() => calls.size === 30 && inFlight === 0, 30)).toBe(true);
      // Settled jobs are not fetched again.
      await new Promise((r) => setTimeout(r, 1500));
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
    } finally {
      release();
      await queue?.stop();
    }
  });

  it("retry a failed job alone, not the others of its batch", async () => {
    const name = "test-mail-retry";
    const calls = new Map<number, number>();
    let queue: JobQueue | null = null;
    try {
      queue = await startJobQueue(
        source(),
        {
          [name]: async ({ n }: { n: number }) => {
            const count = (calls.get(n) ?? 0) + 1;
            calls.set(n, count);
            if (n === 3 && count === 1) throw new Error("the SMTP server hung up");
          },
        },
        {},
        [name],
      );
      for (let n = 0; n < 8; n++) await queue.send(name, { n });
      expect(await until(() => calls.size === 8 && calls.get(3) === 2, 30)).toBe(true);
      await new Promise((r) => setTimeout(r, 1500));
      expect(Object.fromEntries(calls)).toEqual({ 0: 1, 1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 1, 7: 1 });
    } finally {
      await queue?.stop();
    }
  });
});
