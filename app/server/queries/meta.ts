// Instance-wide settings kept in the database.
import { eq } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { appMeta } from "~/server/db/schema";

export async function getMeta(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

/** Sets `key` only if it is unset, and answers the value that is stored afterwards. */
export async function setMetaOnce(db: Executor, key: string, value: string): Promise<string> {
  await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
  return (await getMeta(db, key))!;
}

/** Sets `key` to `value`, whatever it was. */
export async function setMeta(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}
