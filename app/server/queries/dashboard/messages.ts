// The dashboard's Messages panel: the member's latest messages, received and sent together.
import type { Executor } from "~/server/db/client";
import type { MessageStatus } from "~/server/db/schema";
import { listMailbox, type MessageItem } from "~/server/queries/messages";

export const MESSAGES_PER_PAGE = 20;

export type DashboardMessage = Omit<MessageItem, "status" | "parent_id" | "moderated_at" | "moderated_by" | "kind" | "reject_reason"> & {
  /** Only on messages the user sent: received ones are always approved. */
  status?: MessageStatus;
};

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
  const { data, total } = await listMailbox(db, userId, "all", { page, perPage });
  return {
    total,
    data: data.map((item) => ({
      id: item.id,
      message: item.message,
      sender: item.sender,
      recipient: item.recipient,
      judgment: item.judgment,
      created_at: item.created_at,
      is_read: item.is_read,
      ...(item.sender.id === userId ? { status: item.status } : {}),
    })),
  };
}
