import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { users } from "~/server/db/schema";

export async function getPaymentCustomerId(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

/** Stores the customer id unless one is already set; answers the stored one. */
export async function setPaymentCustomerId(db: Executor, userId: number, customerId: string): Promise<string> {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  return (await getPaymentCustomerId(db, userId))!;
}
