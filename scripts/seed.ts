// npm run seed                     demo data, unless this database already has it
// npm run seed -- --judgments N    N more judgments by the existing users (load tests)
//
// Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data).
// The embedded database allows one process at a time: stop the app before seeding it.
import { loadConfig } from "~/server/config";
import { migrateDatabase, openDatabase } from "~/server/db/client";
import { seedDemoOnFirstStart, seedExtraJudgments } from "~/server/seed/demo";

function parseArgs(argv: string[]): { judgments: number | null } {
  let judgments: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const inline = arg.startsWith("--judgments=") ? arg.slice("--judgments=".length) : null;
    if (arg === "--judgments" || inline !== null) {
      const value = inline ?? argv[++i];
      if (!/^\d+$/.test(value ?? "") || Number(value) < 1) throw new Error("--judgments needs a positive whole number");
      judgments = Number(value);
    } else if (arg === "--help" || arg === "-h") {
      console.log("Usage: npm run seed [-- --judgments N]");
      process.exit(0);
    } else {
      throw new Error(`Unknown argument: ${arg}`);
    }
  }
  return { judgments };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const handle = await openDatabase({ url: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  const where = handle.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL at DATABASE_URL";
  try {
    await migrateDatabase(handle);
    const started = Date.now();
    if (args.judgments !== null) {
      const added = await seedExtraJudgments(handle.db, args.judgments);
      console.log(`Added ${added} judgments to the ${where} in ${Date.now() - started} ms.`);
    } else {
      const summary = await seedDemoOnFirstStart(handle.db);
      if (summary) {
        console.log(
          `Seeded demo data into the ${where} in ${Date.now() - started} ms: ${summary.users} users, ` +
            `${summary.judgments} judgments, ${summary.offers} offers, ${summary.watchlist} watchlist entries, ` +
            `${summary.messages} messages.`,
        );
      } else {
        console.log(`The ${where} already has the demo data; nothing to do.`);
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
