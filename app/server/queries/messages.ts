// Messages between members (every one moderated before delivery, DESIGN.md section 6): what the
// sender, the recipient and the administrators read, and the few writes. Who may read or change a
// message is in each function's WHERE, so a caller cannot forget it.
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/server/db/client";
import { runPrepared } from "./prepared";
import type { MemberTextKind, RejectReason } from "~/domain/member-texts";
import { judgments, messages, users, type MessageStatus } from "~/server/db/schema";
import type { UserRef } from "./dashboard/listing-summary";

/** One message as the inbox, the dashboard, the admin pages and GET /api/messages show it. */
export type MessageItem = {
  id: number;
  message: string;
  /** identity_verified: the "Identity verified" mark beside the handle (docs/decisions/0048). */
  sender: UserRef & { identity_verified: boolean };
  recipient: UserRef & { identity_verified: boolean };
  judgment: { id: number; title: string } | null;
  created_at: string;
  is_read: boolean;
  status: MessageStatus;
  /** The message this one answers, if it is a reply. */
  parent_id: number | null;
  moderated_at: string | null;
  moderated_by: UserRef | null;
  /** What the text is: a message (or reply), or a text written with an offer step or a dispute (docs/decisions/0032). */
  kind: MemberTextKind;
  /** Why an administrator rejected it (administrators' pages only). */
  reject_reason: RejectReason | null;
};

const sender = alias(users, "sender");
const recipient = alias(users, "recipient");
const moderator = alias(users, "moderator");

const itemColumns = {
  id: messages.id,
  body: messages.body,
  status: messages.status,
  isRead: messages.isRead,
  parentId: messages.parentId,
  kind: messages.kind,
  rejectReason: messages.rejectReason,
  createdAt: messages.createdAt,
  moderatedAt: messages.moderatedAt,
  senderId: sender.id,
  senderHandle: sender.handle,
  senderVerified: sql<boolean>`${sender.identityVerifiedAt} is not null`,
  recipientId: recipient.id,
  recipientHandle: recipient.handle,
  recipientVerified: sql<boolean>`${recipient.identityVerifiedAt} is not null`,
  moderatorId: moderator.id,
  moderatorHandle: moderator.handle,
  judgmentId: judgments.id,
  judgmentTitle: judgments.title,
};

type ItemRow = {
  [K in keyof typeof itemColumns]: (typeof itemColumns)[K] extends { _: { data: infer D } } ? D | null : boolean | null;
};

function toItem(row: ItemRow): MessageItem {
  return {
    id: row.id!,
    message: row.body!,
    sender: { id: row.senderId!, handle: row.senderHandle!, identity_verified: row.senderVerified === true },
    recipient: { id: row.recipientId!, handle: row.recipientHandle!, identity_verified: row.recipientVerified === true },
    judgment: row.judgmentId === null ? null : { id: row.judgmentId, title: row.judgmentTitle ?? "" },
    created_at: row.createdAt!.toISOString(),
    is_read: row.isRead!,
    status: row.status!,
    parent_id: row.parentId,
    moderated_at: row.moderatedAt?.toISOString() ?? null,
    moderated_by: row.moderatorId === null ? null : { id: row.moderatorId, handle: row.moderatorHandle! },
    kind: row.kind!,
    reject_reason: row.rejectReason,
  };
}

/** Messages matching `where`, with their people and judgment, in `order`. */
async function selectItems(db: Executor, where: SQL | undefined, order: SQL[], page: { limit: number; offset: number }) {
  const rows = await db
    .select(itemColumns)
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(recipient, eq(recipient.id, messages.recipientId))
    .leftJoin(moderator, eq(moderator.id, messages.moderatedBy))
    .leftJoin(judgments, eq(judgments.id, messages.judgmentId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toItem);
}

async function countWhere(db: Executor, where: SQL | undefined, joinPeople = false): Promise<number> {
  const query = db.select({ n: count() }).from(messages);
  const [row] = joinPeople
    ? await query
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .innerJoin(recipient, eq(recipient.id, messages.recipientId))
        .where(where)
    : await query.where(where);
  return Number(row?.n ?? 0);
}

export type Paged = { page: number; perPage: number };
const offsetOf = ({ page, perPage }: Paged) => ({ limit: perPage, offset: (page - 1) * perPage });
const newestFirst = [desc(messages.createdAt), desc(messages.id)];

// ---------------------------------------------------------------------------------------------
// A member's own messages.

/**
 * Delivered to the member: approved. Never a pending or rejected one. The inbox holds messages and
 * replies only: an offer's or a dispute's text is shown with its offer or dispute.
 */
const isMessage = eq(messages.kind, "message");
const deliveredTo = (userId: number | Placeholder | typeof users.id) =>
  and(eq(messages.recipientId, userId), eq(messages.status, "approved"), isMessage);
const sentBy = (userId: number) => and(eq(messages.senderId, userId), isMessage)!;

export type Mailbox = "inbox" | "sent" | "all";

function mailboxWhere(userId: number, box: Mailbox): SQL {
  if (box === "inbox") return deliveredTo(userId)!;
  if (box === "sent") return sentBy(userId);
  return or(deliveredTo(userId), sentBy(userId))!;
}

/** A page of the member's messages, newest first, and how many there are in all. */
export async function listMailbox(db: Executor, userId: number, box: Mailbox, paged: Paged) {
  const where = mailboxWhere(userId, box);
  const total = await countWhere(db, where);
  const offset = (paged.page - 1) * paged.perPage;
  const data = total === 0 || offset >= total ? [] : await selectItems(db, where, newestFirst, offsetOf(paged));
  return { data, total };
}

/**
 * The count of unread messages delivered to the member a statement reads (users.id), as one of its
 * columns: a member's page written without React Router reads it with the session's member
 * (app/server/queries/users.ts: sessionMemberColumn). The same rows as countUnreadMessages.
 */
export const unreadMessagesOfUser =
  sql<number>`(${sql`select count(*)::int from ${messages} where ${and(deliveredTo(users.id), eq(messages.isRead, false))}`})`.mapWith(
    Number,
  );

/** Approved messages to this user that it has not opened yet: the navbar's badge. */
export async function countUnreadMessages(db: Executor, userId: number): Promise<number> {
  // Prepared: every member page view runs it (./prepared.ts).
  const [row] = await runPrepared(
    db,
    "unread-messages",
    () =>
      db
        .select({ n: count() })
        .from(messages)
        .where(and(deliveredTo(sql.placeholder("userId")), eq(messages.isRead, false))),
    { userId },
  );
  return Number(row?.n ?? 0);
}

/** Marks a message delivered to `userId` as read; false when there is no such message for it. */
export async function markMessageRead(db: Executor, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ isRead: true, readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(eq(messages.id, id), deliveredTo(userId)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** A message delivered to `userId`, which it may answer; null for any other. */
export async function findDeliveredMessage(db: Executor, id: number, userId: number) {
  const [row] = await db
    .select({ id: messages.id, senderId: messages.senderId, judgmentId: messages.judgmentId })
    .from(messages)
    .where(and(eq(messages.id, id), deliveredTo(userId)));
  return row ?? null;
}

export type NewHeldText = {
  kind?: MemberTextKind;
  judgmentId: number | null;
  senderId: number;
  recipientId: number;
  parentId?: number | null;
  offerEventId?: number | null;
  disputeId?: number | null;
  feedbackId?: number | null;
  body: string;
  hits: unknown;
};

/** A text held for review (pending): a message, or a text written with an offer step or a dispute. */
export async function insertMessage(db: Executor, values: NewHeldText): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({
      kind: values.kind ?? "message",
      judgmentId: values.judgmentId,
      senderId: values.senderId,
      recipientId: values.recipientId,
      parentId: values.parentId ?? null,
      offerEventId: values.offerEventId ?? null,
      disputeId: values.disputeId ?? null,
      feedbackId: values.feedbackId ?? null,
      body: values.body,
      moderationHits: values.hits,
    })
    .returning({ id: messages.id });
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Moderation.

const pending = eq(messages.status, "pending");

export async function countPendingMessages(db: Executor): Promise<number> {
  return countWhere(db, pending);
}

/** The moderation queue, the message waiting longest first. */
export async function listPendingMessages(db: Executor, paged: Paged): Promise<MessageItem[]> {
  return selectItems(db, pending, [asc(messages.createdAt), asc(messages.id)], offsetOf(paged));
}

/** Decided messages, the latest decision first, optionally only those a handle sent or received. */
function decidedWhere(handle: string | null): SQL {
  const decided = ne(messages.status, "pending");
  if (!handle) return decided;
  const like = `%${handle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(decided, or(ilike(sender.handle, like), ilike(recipient.handle, like)))!;
}

export async function countDecidedMessages(db: Executor, handle: string | null): Promise<number> {
  return countWhere(db, decidedWhere(handle), true);
}

export async function listDecidedMessages(db: Executor, handle: string | null, paged: Paged): Promise<MessageItem[]> {
  return selectItems(db, decidedWhere(handle), [desc(messages.moderatedAt), desc(messages.id)], offsetOf(paged));
}

/** Who is in a message and where it stands, for the moderation checks. */
export async function findMessageParties(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      judgmentId: messages.judgmentId,
      status: messages.status,
      body: messages.body,
      createdAt: messages.createdAt,
      kind: messages.kind,
      offerEventId: messages.offerEventId,
      disputeId: messages.disputeId,
      feedbackId: messages.feedbackId,
      hits: messages.moderationHits,
    })
    .from(messages)
    .where(eq(messages.id, id));
  return row ?? null;
}

/**
 * Decides a pending message. Only one decision can win: the update applies only while the
 * message is still pending, so a second administrator (or a second click) changes nothing.
 */
export async function decidePendingMessage(
  db: Executor,
  input: { id: number; status: "approved" | "rejected"; adminId: number; reason?: { code: RejectReason; note: string | null } },
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({
      status: input.status,
      moderatedBy: input.adminId,
      moderatedAt: new Date(),
      rejectReason: input.reason?.code ?? null,
      rejectNote: input.reason?.note ?? null,
    })
    .where(and(eq(messages.id, input.id), pending))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** Name, e-mail and handle of a member who has not been deleted. */
export async function findMessagingContact(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, handle: users.handle })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}
