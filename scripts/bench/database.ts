// The benchmark's databases: a PostgreSQL server database topped up to a million judgments (kept
// between runs) and a throwaway PGlite folder with 100,000. Both are migrated, given the demo
// users and reference data, filled in bulk (seed-sql.ts) and vacuumed and analyzed. Each also holds
// the bench's own member (BENCH_MEMBER): a verified buyer who owns nothing, who signs in to every
// app server the benchmark starts to load a member's judgment page.
import fs from "node:fs";
import pg from "pg";
import { hashPassword } from "~/server/auth/password";
import { migrateDatabase, openDatabase, type DatabaseHandle, type Executor } from "~/server/db/client";
import { findUserIdByEmail, insertUser, setPasswordHash } from "~/server/queries/users";
import { ageBandOf, sizeBandOf } from "~/domain/comparables/bands";
import { hasRegion } from "~/domain/comparables/levels";
import { regionOf } from "~/domain/comparables/bands";
import { seedDemoOnFirstStart } from "~/server/seed/demo";
import { backfillFactsSql, bulkJudgmentsSql, bulkSalesSql } from "./seed-sql";

/** Plain SQL on the benchmark's own connection (one connection, so session settings hold). */
export type RawSql = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  close(): Promise<void>;
};

export type Target = { kind: "postgres"; url: string; label: string } | { kind: "pglite"; dataDir: string; label: string };

/**
 * The member whose judgment page is measured: an ordinary buyer (no role, not premium, e-mail
 * verified, handle chosen), never a seller (the bulk rows' owners are chosen without it).
 */
export const BENCH_MEMBER = {
  email: "bench-member@example.test",
  password: "Bench-member-9-sign-in!",
  name: "Bench Member",
  handle: "bench-member",
};

/** The bench member's id: created when missing, its password set to BENCH_MEMBER's otherwise. */
async function ensureBenchMember(db: Executor): Promise<number> {
  const passwordHash = await hashPassword(BENCH_MEMBER.password);
  const existing = await findUserIdByEmail(db, BENCH_MEMBER.email);
  if (existing !== null) {
    await setPasswordHash(db, existing, passwordHash);
    return existing;
  }
  return insertUser(db, {
    name: BENCH_MEMBER.name,
    handle: BENCH_MEMBER.handle,
    email: BENCH_MEMBER.email,
    passwordHash,
    emailVerified: true,
  });
}

export type Prepared = {
  handle: DatabaseHandle;
  raw: RawSql;
  /** BENCH_MEMBER's user id. */
  memberId: number;
  judgments: number;
  /** Active listings with listed_at: what /judgments lists. */
  listed: number;
  addedRows: number;
  seedSeconds: number;
  vacuumSeconds: number;
  reused: boolean;
};

const CHUNK = 100_000;
/** Below this many new rows, inserting with the indexes in place is quicker than rebuilding them. */
const REBUILD_INDEXES_ABOVE = 50_000;

const log = (text: string) => console.log(`  ${text}`);
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** Postgres URL of the server's maintenance database, for CREATE/DROP DATABASE. */
function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the bench database when missing; with `fresh`, drops and recreates it first. */
export async function ensurePostgresDatabase(url: string, fresh: boolean): Promise<void> {
  const name = databaseName(url);
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    if (fresh) {
      log(`dropping database ${name} (--fresh)`);
      await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    }
    const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rows.length === 0) {
      log(`creating database ${name}`);
      await admin.query(`create database ${quoteIdent(name)}`);
    }
  } finally {
    await admin.end();
  }
}

async function rawFor(handle: DatabaseHandle): Promise<RawSql> {
  if (handle.kind === "pglite") {
    const lite = handle.pglite!;
    return {
      query: async <T>(text: string, params?: unknown[]) => (await lite.query<T>(text, params ?? [])).rows,
      exec: async (text: string) => void (await lite.exec(text)),
      close: async () => {},
    };
  }
  const client = await handle.pool!.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params ?? [])).rows as T[],
    exec: async (text: string) => void (await client.query(text)),
    close: async () => client.release(),
  };
}

// --- Indexes set aside during a bulk load --------------------------------------------------------
// Loading a million rows into a table with ten indexes (two of them trigram GIN) is several times
// slower than loading it bare and building the indexes once. The definitions are kept in a table of
// the same database before they are dropped, so a run killed halfway still restores them next time.

async function setIndexesAside(raw: RawSql): Promise<number> {
  await raw.exec("create table if not exists bench_dropped_indexes (name text primary key, definition text not null)");
  await raw.exec(`
    insert into bench_dropped_indexes (name, definition)
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'judgments'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = 'judgments'::regclass)
    on conflict (name) do nothing`);
  const saved = await raw.query<{ name: string }>("select name from bench_dropped_indexes order by name");
  for (const { name } of saved) await raw.exec(`drop index if exists ${quoteIdent(name)}`);
  return saved.length;
}

/** Rebuilds every index set aside (by this run or one that was interrupted). */
export async function restoreIndexes(raw: RawSql): Promise<number> {
  const [exists] = await raw.query<{ present: boolean }>("select to_regclass('bench_dropped_indexes') is not null as present");
  if (!exists?.present) return 0;
  const saved = await raw.query<{ name: string; definition: string }>("select name, definition from bench_dropped_indexes order by name");
  for (const { name, definition } of saved) {
    const started = Date.now();
    const [present] = await raw.query<{ present: boolean }>("select to_regclass($1) is not null as present", [quoteIdent(name)]);
    if (!present?.present) await raw.exec(definition);
    await raw.query("delete from bench_dropped_indexes where name = $1", [name]);
    log(`index ${name} rebuilt in ${seconds(started)} s`);
  }
  await raw.exec("drop table bench_dropped_indexes");
  return saved.length;
}

// --- Preparing one database ----------------------------------------------------------------------

/** The members who own and buy the bulk judgments: every non-administrator but the bench member. */
async function bulkMembers(raw: RawSql): Promise<number[]> {
  const ids = (
    await raw.query<{ id: number }>(
      `select u.id from users u where not exists (select 1 from user_roles r where r.user_id = u.id)
         and lower(u.email) <> $1 order by u.id`,
      [BENCH_MEMBER.email],
    )
  ).map((row) => Number(row.id));
  if (ids.length < 2) throw new Error("Too few non-administrator users to own and buy the bulk judgments.");
  return ids;
}

/** The share of listings sold, as in the demo: their sales are what comparable sales are made of. */
const SOLD_SHARE = 0.04;

/**
 * Tops the sold listings up to SOLD_SHARE of `wanted` (a database built before comparable sales gets
 * them too), gives each its accepted offer and its record for comparable sales (bulkSalesSql), and
 * checks a sample of the records' bands against the app's own rules.
 */
async function ensureSales(raw: RawSql, wanted: number): Promise<void> {
  const started = Date.now();
  const [sold] = await raw.query<{ n: string | number }>("select count(*) as n from judgments where status = 'sold'");
  const missing = Math.round(wanted * SOLD_SHARE) - Number(sold?.n ?? 0);
  const members = await bulkMembers(raw);
  if (missing > 0) {
    log(`adding ${missing.toLocaleString("en-US")} sold judgments`);
    const rebuild = missing > REBUILD_INDEXES_ABOVE;
    if (rebuild) log(`set aside ${await setIndexesAside(raw)} indexes for the bulk load`);
    try {
      for (let added = 0; added < missing; added += CHUNK)
        await raw.exec(bulkJudgmentsSql(Math.min(CHUNK, missing - added), members, { sold: true }));
    } finally {
      if (rebuild) await restoreIndexes(raw);
    }
  }
  const codes = await raw.query<{ code: string }>("select abbreviation as code from states");
  const regionByCode = Object.fromEntries(codes.filter((s) => hasRegion(s.code)).map((s) => [s.code, regionOf(s.code)]));
  for (const statement of bulkSalesSql(members, regionByCode)) await raw.exec(statement);
  const sample = await raw.query<{ age_band: string; size_band: string; balance: string | number; awarded: string; paid: string }>(
    `select c.age_band, c.size_band, c.balance_cents as balance, j.date_awarded::text as awarded, c.paid_at::date::text as paid
     from sale_comparables c join judgments j on j.id = c.judgment_id
     where not exists (select 1 from payments p where p.offer_id = c.offer_id) order by c.id desc limit 200`,
  );
  for (const row of sample) {
    const expected = `${ageBandOf(row.awarded, row.paid)} ${sizeBandOf(Number(row.balance))}`;
    if (`${row.age_band} ${row.size_band}` !== expected)
      throw new Error(
        `seed-sql.ts's bands disagree with bands.ts: ${row.age_band} ${row.size_band} for ${JSON.stringify(row)}, expected ${expected}`,
      );
  }
  const [records] = await raw.query<{ n: string | number }>("select count(*) as n from sale_comparables");
  log(`sales: ${Number(records?.n ?? 0).toLocaleString("en-US")} recorded for comparable sales (${seconds(started)} s)`);
}

async function countJudgments(raw: RawSql): Promise<number> {
  const [row] = await raw.query<{ n: string | number }>("select count(*) as n from judgments");
  return Number(row?.n ?? 0);
}

export async function prepareDatabase(target: Target, wanted: number): Promise<Prepared> {
  const handle =
    target.kind === "postgres"
      ? await openDatabase({ url: target.url, dataDir: null })
      : (fs.mkdirSync(target.dataDir, { recursive: true }), await openDatabase({ dataDir: target.dataDir }));
  let raw: RawSql | null = null;
  try {
    await migrateDatabase(handle);
    raw = await rawFor(handle);
    await restoreIndexes(raw);

    const started = Date.now();
    let have = await countJudgments(raw);
    let added = 0;
    const reused = have >= wanted;
    if (reused) {
      log(`reusing ${have.toLocaleString("en-US")} judgments (--fresh rebuilds)`);
    } else {
      const demo = await seedDemoOnFirstStart(handle.db);
      if (demo) log(`demo data: ${demo.users} users, ${demo.judgments} judgments`);
      have = await countJudgments(raw);
      const missing = Math.max(0, wanted - have);
      const sellers = await bulkMembers(raw);
      log(`adding ${missing.toLocaleString("en-US")} judgments to reach ${wanted.toLocaleString("en-US")}`);
      const rebuild = missing > REBUILD_INDEXES_ABOVE;
      if (rebuild) log(`set aside ${await setIndexesAside(raw)} indexes for the bulk load`);
      try {
        if (handle.kind === "postgres") await raw.exec("set synchronous_commit = off; set maintenance_work_mem = '512MB'");
        await raw.query("select setseed($1)", [((have % 1000) + 1) / 1001]);
        while (added < missing) {
          const chunk = Math.min(CHUNK, missing - added);
          await raw.exec(bulkJudgmentsSql(chunk, sellers));
          added += chunk;
          log(`${(have + added).toLocaleString("en-US")} judgments (${seconds(started)} s)`);
        }
      } finally {
        if (rebuild) await restoreIndexes(raw);
      }
    }
    // A database seeded before the collectability facts existed: its bulk rows get facts and values
    // too (otherwise every app started on it would compute a million values at boot).
    const [stale] = await raw.query<{ n: string | number }>("select count(*) as n from judgments where rules_version is null");
    if (Number(stale?.n ?? 0) > 0) {
      const backfillStarted = Date.now();
      const rebuild = Number(stale.n) > REBUILD_INDEXES_ABOVE;
      log(`giving ${Number(stale.n).toLocaleString("en-US")} judgments facts and values`);
      if (rebuild) log(`set aside ${await setIndexesAside(raw)} indexes for the update`);
      try {
        await raw.exec(backfillFactsSql());
      } finally {
        if (rebuild) await restoreIndexes(raw);
      }
      log(`facts and values: ${seconds(backfillStarted)} s`);
    }
    await ensureSales(raw, wanted);
    const seedSeconds = seconds(started);

    const vacuumStarted = Date.now();
    await raw.exec("vacuum analyze");
    const vacuumSeconds = seconds(vacuumStarted);
    log(`vacuum analyze: ${vacuumSeconds} s`);

    const memberId = await ensureBenchMember(handle.db);
    const judgments = await countJudgments(raw);
    const [listed] = await raw.query<{ n: string | number }>(
      "select count(*) as n from judgments where status = 'active' and listed_at is not null",
    );
    return { handle, raw, memberId, judgments, listed: Number(listed?.n ?? 0), addedRows: added, seedSeconds, vacuumSeconds, reused };
  } catch (error) {
    await raw?.close().catch(() => {});
    await handle.close().catch(() => {});
    throw error;
  }
}

/** Releases the benchmark's connection and closes the database (PGlite: frees the folder for the app). */
export async function closePrepared(prepared: Prepared): Promise<void> {
  await prepared.raw.close().catch(() => {});
  await prepared.handle.close();
}
