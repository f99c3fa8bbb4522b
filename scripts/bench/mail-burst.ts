// The e-mail burst (issue 27 D, decision 0005): 100 members ask for a password reset at the same
// moment; the time until all 100 links are in the outbox, delivered (kept, as without SMTP), along
// the real path: the request queues the reset job, the job writes the link and queues its delivery,
// the delivery job marks it. The app is started in this process by boot() with its own job queue,
// on a new database (a throwaway PGlite folder, or a `jx_bench_mail` database made afresh on the
// PostgreSQL server), so nothing else runs beside it.
import path from "node:path";
import { requestPasswordReset } from "~/server/auth/accounts";
import { hashPassword } from "~/server/auth/password";
import { boot } from "~/server/boot";
import type { DatabaseHandle } from "~/server/db/client";
import { insertUser } from "~/server/queries/users";
import { ensurePostgresDatabase } from "./database";
import type { Goal } from "./report-types";

export const MAIL_BURST = { emails: 100, goalSeconds: 10, giveUpSeconds: 120 };

export type MailBurstResult = { database: string; emails: number; delivered: number; seconds: number; firstSeconds: number | null };

/** Reset e-mails of the burst's members in the outbox, delivered (kept or sent). */
async function deliveredCount(handle: DatabaseHandle): Promise<number> {
  const text = "select count(*)::int as n from outbox where subject like 'Reset your password%' and status in ('kept', 'sent')";
  const rows = handle.pglite ? (await handle.pglite.query<{ n: number }>(text)).rows : (await handle.pool!.query<{ n: number }>(text)).rows;
  return rows[0]?.n ?? 0;
}

async function burst(env: Record<string, string>, database: string): Promise<MailBurstResult> {
  const running = await boot({ SEED: "none", RATE_LIMIT: "off", PORT: "3999", ...env });
  try {
    const passwordHash = await hashPassword("Bench-mail-pass1!");
    const emails = Array.from({ length: MAIL_BURST.emails }, (_, i) => `burst${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      await insertUser(running.services.db, { name: `Burst ${i}`, handle: `burst_${i}`, email, passwordHash, emailVerified: true });
    }
    const started = performance.now();
    await Promise.all(emails.map((email, i) => requestPasswordReset(running.services, email, `10.9.${i >> 8}.${i & 255}`)));
    let delivered = 0;
    let firstSeconds: number | null = null;
    while (delivered < emails.length && performance.now() - started < MAIL_BURST.giveUpSeconds * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      delivered = await deliveredCount(running.handle);
      if (delivered > 0 && firstSeconds === null) firstSeconds = (performance.now() - started) / 1000;
    }
    const seconds = (performance.now() - started) / 1000;
    return { database, emails: emails.length, delivered, seconds, firstSeconds };
  } finally {
    await running.stop();
  }
}

/** The burst on a new PGlite folder under `dir`. */
export function mailBurstPglite(dir: string): Promise<MailBurstResult> {
  return burst({ DATA_DIR: path.join(dir, "mail-burst") }, "PGlite");
}

/** The burst on a `jx_bench_mail` database, dropped and made afresh, on the server of `serverUrl`. */
export async function mailBurstPostgres(serverUrl: string, dir: string): Promise<MailBurstResult> {
  const url = new URL(serverUrl);
  url.pathname = "/jx_bench_mail";
  await ensurePostgresDatabase(url.toString(), true);
  return burst({ DATABASE_URL: url.toString(), DATA_DIR: path.join(dir, "mail-burst-pg") }, "PostgreSQL");
}

export function mailBurstGoal(result: MailBurstResult): Goal {
  const all = result.delivered === result.emails;
  return {
    name: `${result.database}: a burst of ${result.emails} password-reset e-mails, request to outbox (first after ${
      result.firstSeconds === null ? "–" : result.firstSeconds.toFixed(2)
    } s)`,
    value: all ? Math.round(result.seconds * 100) / 100 : `${result.delivered} of ${result.emails} in ${Math.round(result.seconds)} s`,
    limit: `≤ ${MAIL_BURST.goalSeconds} s`,
    pass: all && result.seconds <= MAIL_BURST.goalSeconds,
  };
}
