// A member's messages as the inbox (/messages, page name UserMessages) and GET /api/messages show
// them: the spec's pagination object (items under `data`): everything (the default), the messages
// delivered to the member (never a pending or rejected one), or those it sent, each sent one with
// its status and review state. Who moderated a message is for administrators only.
import { reviewState, type MessageReviewState } from "~/domain/message-form";
import type { Executor } from "~/server/db/client";
import { paginate, readPageParam, type Paginated } from "~/server/queries/dashboard/pagination";
import { countUnreadMessages, listMailbox, type MessageItem } from "~/server/queries/messages";

export const INBOX_PAGE_SIZE = 20;

export type MailboxName = "all" | "inbox" | "sent";

export type MemberMessage = Omit<MessageItem, "status" | "moderated_at" | "moderated_by" | "kind" | "reject_reason"> & {
  /** Only on messages the member sent: where its review stands. */
  status?: MessageItem["status"];
  review_state?: MessageReviewState;
};

export type MailboxPage = { box: MailboxName; messages: Paginated<MemberMessage>; unread: number };

export function readMailboxName(value: string | null): MailboxName {
  return value === "sent" || value === "inbox" ? value : "all";
}

function forMember(item: MessageItem, userId: number): MemberMessage {
  // A mailbox holds messages only (kind is always "message"): the field is the administrators'.
  const { status, moderated_at: _at, moderated_by: _by, kind: _kind, reject_reason: _why, ...shown } = item;
  return item.sender.id === userId ? { ...shown, status, review_state: reviewState(status) } : shown;
}

/** One page of the member's messages, from `?box=` and `?page=`, and its unread count. */
export async function loadMailbox(db: Executor, userId: number, url: URL, basePath: string): Promise<MailboxPage> {
  const box = readMailboxName(url.searchParams.get("box"));
  const page = readPageParam(url.searchParams.get("page"));
  const [{ data, total }, unread] = await Promise.all([
    listMailbox(db, userId, box, { page, perPage: INBOX_PAGE_SIZE }),
    countUnreadMessages(db, userId),
  ]);
  const path = box === "all" ? basePath : `${basePath}?box=${box}`;
  const items = data.map((item) => forMember(item, userId));
  return { box, messages: paginate(items, total, page, INBOX_PAGE_SIZE, path), unread };
}
