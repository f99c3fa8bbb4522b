// Fixtures of the seller's views' tests: members with a session, listings in any status, offers
// and listing-fee payments, inserted straight into a test app's database.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { auditLog, judgments, offers, payments } from "~/server/db/schema";
import { grantRole, insertUser } from "~/server/queries/users";
import { startUserSession } from "~/server/session";
import { CookieJar, getRequest, type TestApp } from "./app";

export type Member = { userId: number; handle: string; email: string; jar: CookieJar };

let seq = 0;

export async function member(app: TestApp, options: { admin?: boolean; prefix?: string } = {}): Promise<Member> {
  const handle = `${options.prefix ?? "seller"}_${++seq}_${randomUUID().slice(0, 6)}`;
  const email = `${handle}@example.com`;
  const userId = await insertUser(app.services.db, { name: `Member ${seq}`, handle, email, passwordHash: "unused" });
  if (options.admin) await grantRole(app.services.db, userId, "admin");
  const jar = new CookieJar();
  jar.take(new Response(null, { headers: { "Set-Cookie": await startUserSession(getRequest("/"), app.services, userId) } }));
  return { userId, handle, email, jar };
}

export async function listing(app: TestApp, sellerId: number, values: Partial<typeof judgments.$inferInsert> = {}): Promise<number> {
  const status = values.status ?? "active";
  const [row] = await app.services.db
    .insert(judgments)
    .values({
      sellerId,
      title: "Unpaid invoice judgment against a Fresno contractor",
      description: "Default judgment after service by publication.",
      amountCents: 2_000_000,
      priceCents: 400_000,
      stateId: 6,
      countyId: 6019,
      casenum: "22CECG01234",
      courthouse: "Fresno County Superior Court",
      dateAwarded: "2023-06-14",
      listedAt: status === "new" ? null : new Date("2025-01-10T15:00:00Z"),
      ...values,
      status,
    })
    .returning({ id: judgments.id });
  return row.id;
}

export async function offer(app: TestApp, judgmentId: number, buyerId: number, values: Partial<typeof offers.$inferInsert> = {}): Promise<number> {
  const [row] = await app.services.db
    .insert(offers)
    .values({ judgmentId, buyerId, amountCents: 250_000, status: "pending", ...values })
    .returning({ id: offers.id });
  return row.id;
}

export async function paidListingFee(app: TestApp, userId: number, judgmentId: number, amountCents: number): Promise<void> {
  await app.services.db.insert(payments).values({
    kind: "listing_fee",
    userId,
    judgmentId,
    amountCents,
    provider: "offline",
    idempotencyKey: `test-fee-${randomUUID()}`,
    status: "succeeded",
  });
}

export async function judgmentRow(app: TestApp, id: number) {
  const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
  return row;
}

export async function auditActions(app: TestApp, entity: string, entityId: number): Promise<string[]> {
  const rows = await app.services.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}
