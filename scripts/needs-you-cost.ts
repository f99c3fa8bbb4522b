// npx tsx scripts/needs-you-cost.ts [--runs N]
//
// What the navbar's "Needs you" count costs (docs/decisions/0043-needs-you.md). Every signed-in page
// counts the member's unread messages (countUnreadMessages, as before); the "Needs you" count is the
// member's list (listMemberNeeds, as /home reads it, 51 rows at most) counted once a minute, on /home
// and after the member's own action, and a kept number otherwise. Both statements are run N times
// (default 300), alternately, for four members of the database at DATABASE_URL (or the embedded
// one in DATA_DIR): the seller with the most listings, the member with the most offers, the member
// with the most unread messages and one with the fewest listings. Reported per call: the wall time
// (median and 95th percentile: the round trip and the database's work) and this process's CPU time
// (building the SQL and reading the answer); on PostgreSQL, then the new statement's plan (EXPLAIN
// ANALYZE) for the first member, and its planning and execution times over 30 runs. Run it before and
// after a change of the list's query.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { loadConfig } from "~/server/config";
import { openDatabase, type Database } from "~/server/db/client";
import { countUnreadMessages } from "~/server/queries/messages";
import { listMemberNeeds } from "~/server/queries/needs-you";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 300;

async function pick(db: Database, query: string): Promise<{ id: number; handle: string; n: number } | null> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: { id: number; handle: string; n: string }[] };
  const row = result.rows[0];
  return row ? { id: Number(row.id), handle: row.handle, n: Number(row.n) } : null;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms`;
}

type Sample = { wall: number[]; cpu: number };

async function sample(into: Sample, call: () => Promise<unknown>) {
  const before = process.cpuUsage();
  const start = performance.now();
  await call();
  into.wall.push(performance.now() - start);
  const used = process.cpuUsage(before);
  into.cpu += (used.user + used.system) / 1000;
}

/** Both statements, one call of each in turn, so a busy moment of the shared machine weighs on both alike. */
async function measure(calls: Record<string, () => Promise<unknown>>) {
  const samples = Object.fromEntries(Object.keys(calls).map((name) => [name, { wall: [], cpu: 0 } as Sample]));
  for (let i = 0; i < runs; i++) for (const [name, call] of Object.entries(calls)) await sample(samples[name], call);
  return Object.entries(samples).map(([name, s]) => ({ name, wall: summary(s.wall), cpu: `${(s.cpu / runs).toFixed(3)} ms CPU` }));
}

async function main() {
  const config = loadConfig(process.env);
  const handle = await openDatabase({ url: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  const db = handle.db;
  const now = new Date();
  const [judgments] = ((await db.execute(sql`select count(*) as n from judgments`)) as unknown as { rows: { n: string }[] }).rows;
  console.log(`${handle.kind}, ${Number(judgments.n).toLocaleString("en-US")} judgments, ${runs} runs each\n`);
  const members = [
    [
      "most listings",
      "select u.id, u.handle, count(*) as n from judgments j join users u on u.id = j.seller_id group by 1, 2 order by 3 desc limit 1",
    ],
    [
      "most offers",
      "select u.id, u.handle, count(*) as n from offers o join users u on u.id = o.buyer_id group by 1, 2 order by 3 desc limit 1",
    ],
    [
      "most unread",
      "select u.id, u.handle, count(*) as n from messages m join users u on u.id = m.recipient_id where m.status = 'approved' and not m.is_read group by 1, 2 order by 3 desc limit 1",
    ],
    [
      "fewest listings",
      "select u.id, u.handle, count(j.id) as n from users u left join judgments j on j.seller_id = u.id group by 1, 2 order by 3 asc, 1 limit 1",
    ],
  ] as const;
  let first: number | null = null;
  for (const [label, query] of members) {
    const member = await pick(db, query);
    if (!member) continue;
    first ??= member.id;
    const [unread, needs] = [await countUnreadMessages(db, member.id), await listMemberNeeds(db, member.id, now, 51)];
    for (let i = 0; i < 20; i++) {
      await countUnreadMessages(db, member.id);
      await listMemberNeeds(db, member.id, now, 51);
    }
    const results = await measure({
      "unread count (every page)": () => countUnreadMessages(db, member.id),
      "Needs you list (a count)": () => listMemberNeeds(db, member.id, now, 51),
    });
    console.log(`@${member.handle} (${label}: ${member.n}; unread ${unread}, needs you ${needs.length})`);
    for (const r of results) console.log(`  ${r.name.padEnd(28)} ${r.wall}, ${r.cpu}`);
  }
  if (first !== null && handle.kind === "postgres" && handle.pool) {
    // The statement as Drizzle sends it, captured on its way to the pool, then explained.
    const pool = handle.pool;
    const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    let captured: { text: string; values?: unknown[] } | null = null;
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (config: unknown, ...rest: unknown[]) => {
      // Drizzle passes the query's config ({ text }) and its values apart.
      if (config && typeof config === "object" && "text" in config)
        captured = { text: (config as { text: string }).text, values: rest[0] as unknown[] };
      return original(config, ...rest);
    };
    await listMemberNeeds(db, first, now, 51);
    const statement = captured as { text: string; values?: unknown[] } | null;
    if (statement) {
      const explain = async () =>
        (
          (await original({ text: `explain (analyze, buffers) ${statement.text}`, values: statement.values })) as {
            rows: { "QUERY PLAN": string }[];
          }
        ).rows.map((r) => r["QUERY PLAN"]);
      const lines = await explain();
      console.log(
        `\nEXPLAIN ANALYZE (most listings): ${lines.filter((l) => /Seq Scan/.test(l)).length} sequential scans (of small tables)`,
      );
      if (process.env.FULL_PLAN) console.log(lines.join("\n"));
      const planning: number[] = [];
      const execution: number[] = [];
      for (let i = 0; i < 30; i++) {
        const plan = await explain();
        const ms = (label: string) => Number(plan.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1]);
        planning.push(ms("Planning Time"));
        execution.push(ms("Execution Time"));
      }
      console.log(`planning: ${summary(planning)}; execution: ${summary(execution)} (30 runs)`);
    }
  }
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
