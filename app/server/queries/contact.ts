import type { Executor } from "~/server/db/client";
import { contactRequests } from "~/server/db/schema";

export async function insertContactRequest(
  db: Executor,
  row: { userId: number | null; name: string; email: string; message: string },
): Promise<number> {
  const [inserted] = await db.insert(contactRequests).values(row).returning({ id: contactRequests.id });
  return inserted.id;
}
