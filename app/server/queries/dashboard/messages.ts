// The dashboard's Messages panel and GET /api/messages.
import { and, count, desc, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/server/db/client";
import { judgments, messages, users, type MessageStatus } from "~/server/db/schema";
import type { UserRef } from "./listing-summary";

export const MESSAGES_PER_PAGE = 20;

export type DashboardMessage = {
  id: number;
  message: string;
  sender: UserRef;
  recipient: UserRef;
  judgment: { id: number; title: string } | null;
  created_at: string;
  is_read: boolean;
  /** Only on messages the user sent: received ones are always approved. */
  status?: MessageStatus;
};

const sender = alias(users, "sender");
const recipient = alias(users, "recipient");

/**
 * The user's messages, newest first: those delivered to it (approved by a moderator) and those it
 * sent, whatever their status, so the sender sees what is still waiting for review. Never a
 * message between two other users, and never one to the user that is not yet approved.
 */
export async function listUserMessages(
  db: Executor,
  userId: number,
  { page = 1, perPage = MESSAGES_PER_PAGE }: { page?: number; perPage?: number } = {},
): Promise<{ data: DashboardMessage[]; total: number }> {
  const mine = or(and(eq(messages.recipientId, userId), eq(messages.status, "approved")), eq(messages.senderId, userId));
  const [{ total }] = await db.select({ total: count() }).from(messages).where(mine);
  const offset = (page - 1) * perPage;
  if (total === 0 || offset >= total) return { data: [], total };
  const rows = await db
    .select({
      id: messages.id,
      body: messages.body,
      status: messages.status,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
      senderId: sender.id,
      senderHandle: sender.handle,
      recipientId: recipient.id,
      recipientHandle: recipient.handle,
      judgmentId: judgments.id,
      judgmentTitle: judgments.title,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(recipient, eq(recipient.id, messages.recipientId))
    .leftJoin(judgments, eq(judgments.id, messages.judgmentId))
    .where(mine)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(perPage)
    .offset(offset);
  const data = rows.map((row): DashboardMessage => ({
    id: row.id,
    message: row.body,
    sender: { id: row.senderId, handle: row.senderHandle },
    recipient: { id: row.recipientId, handle: row.recipientHandle },
    judgment: row.judgmentId === null ? null : { id: row.judgmentId, title: row.judgmentTitle ?? "" },
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    ...(row.senderId === userId ? { status: row.status } : {}),
  }));
  return { data, total };
}
