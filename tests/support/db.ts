// A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
// database on the PostgreSQL server named by TEST_DATABASE_URL when DB_DRIVER=postgres.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateDatabase, openPglite, openPostgres, wrapPglite, type DatabaseHandle } from "~/server/db/client";

export function usingPostgres(): boolean {
  return process.env.DB_DRIVER === "postgres";
}

/** `poolSize`: PostgreSQL connections (default 5), more for tests of concurrent requests. */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  if (!usingPostgres()) {
    const handle = wrapPglite(await openPglite(null));
    await migrateDatabase(handle);
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `jx_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), options.poolSize ?? 5);
  await migrateDatabase(handle);
  const close = handle.close;
  handle.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return handle;
}
