// The buyer's assignment info (legal name and physical address), kept on the user.
import { eq } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { users } from "~/server/db/schema";

export type BuyerAddress = {
  name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

export async function findBuyerAddress(db: Executor, userId: number): Promise<BuyerAddress | null> {
  const [row] = await db
    .select({
      name: users.addressName,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      state: users.addressState,
      zip: users.zip,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function saveBuyerAddress(
  db: Executor,
  userId: number,
  address: { name: string; address1: string; address2: string | null; city: string; state: string; zip: string },
): Promise<void> {
  await db
    .update(users)
    .set({
      addressName: address.name,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      addressState: address.state,
      zip: address.zip,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
