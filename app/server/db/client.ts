// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when a URL is
// given. Both speak the same SQL and run the same migrations.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The embedded instance, shared with pg-boss (PGlite has a single connection). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The server's connection string (PostgreSQL only), for pg-boss's own pool. */
  url?: string;
  close(): Promise<void>;
};

export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), "drizzle");
}

// Extensions the migrations create (PostgreSQL servers ship them in contrib): pg_trgm for the
// keyword search's trigram indexes.
const pgliteExtensions = { pg_trgm };

export async function openPglite(dataDir: string | null): Promise<PGlite> {
  if (dataDir === null) return PGlite.create({ extensions: pgliteExtensions });
  const folder = path.join(dataDir, "pglite");
  fs.mkdirSync(folder, { recursive: true });
  return PGlite.create(folder, { extensions: pgliteExtensions });
}

export function wrapPglite(pglite: PGlite): DatabaseHandle {
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return { db, kind: "pglite", pglite, close: () => pglite.close() };
}

/**
 * How long an idle connection is kept: a minute (pg's default is 10 s), so a lull in the traffic does
 * not close the pool and make the next requests connect again and PostgreSQL plan the prepared
 * statements again on each new connection (app/server/queries/prepared.ts).
 */
const IDLE_CONNECTION_MS = 60_000;

export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: IDLE_CONNECTION_MS });
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return { db, kind: "postgres", pool, url, close: () => pool.end() };
}

export async function openDatabase(options: { url?: string; dataDir: string | null }): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  return wrapPglite(await openPglite(options.dataDir));
}

/** Applies the committed migrations. On a server, an advisory lock keeps parallel starts apart. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, config);
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query("select pg_advisory_lock(727274)");
    await migrateNodePg(drizzleNodePg(client, { schema }), config);
  } finally {
    await client.query("select pg_advisory_unlock(727274)").catch(() => {});
    client.release();
  }
}
