// npm run user:create -- --email E --password P --role super-admin [--name N]
// Works on a fresh or an existing database (migrations are applied first). On a fresh embedded
// database the demo data is still seeded at the first `npm start`.
import { createOrUpdateUser, createUserArgs } from "~/server/auth/create-user";
import { loadConfig } from "~/server/config";
import { migrateDatabase, openDatabase } from "~/server/db/client";
import { parseArgs } from "./args";

const parsed = createUserArgs.safeParse(parseArgs(process.argv.slice(2)));
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`error: ${issue.message}`);
  console.error("usage: npm run user:create -- --email E --password P [--role user|admin|super-admin] [--name N]");
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl ?? undefined, dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  const { userId, created } = await createOrUpdateUser(handle.db, parsed.data);
  console.log(
    `${created ? "Created" : "Updated"} user #${userId} <${parsed.data.email}>` +
      (parsed.data.role === "user" ? "." : ` with role ${parsed.data.role}.`),
  );
} finally {
  await handle.close();
}
