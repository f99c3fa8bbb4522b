// The data of /admin/messages (the moderation queue, the message waiting longest first) and
// /admin/messages/history (decided messages, the latest decision first, searchable by handle).
// Each text is checked against the active banned words and for contact details (DESIGN.md
// section 6) at the moment the page is read, and cut into highlighted pieces; it is never changed.
// A text written to the viewing administrator and not delivered is not theirs to read or decide
// (docs/decisions/0032): its words and hits stay on the server, the card says whose it is.
import { addressedToReviewer } from "~/domain/member-texts";
import { findModerationHits, highlightSegments, type HitKind, type Segment } from "~/domain/moderation";
import type { AppServices } from "~/server/context";
import { adminPageLinks, requestedPage, type AdminPageLinks } from "~/server/admin/paging";
import { activeBannedWords } from "~/server/queries/banned-words";
import {
  countDecidedMessages,
  countPendingMessages,
  listDecidedMessages,
  listPendingMessages,
  type MessageItem,
} from "~/server/queries/messages";

export const MESSAGE_QUEUE_PATH = "/admin/messages";
export const MESSAGE_HISTORY_PATH = "/admin/messages/history";
const PAGE_SIZE = 20;

export type ReviewedMessage = Omit<MessageItem, "message"> & {
  segments: Segment[];
  hits: { kind: HitKind; text: string }[];
  /** Written to the viewing administrator and not delivered: no words, no hits. */
  addressedToYou: boolean;
};

function reviewed(item: MessageItem, bannedWords: readonly string[], adminId: number): ReviewedMessage {
  const { message, ...rest } = item;
  if (addressedToReviewer({ recipientId: item.recipient.id, status: item.status }, adminId)) {
    return { ...rest, segments: [], hits: [], addressedToYou: true };
  }
  const hits = findModerationHits(message, bannedWords);
  return {
    ...rest,
    segments: highlightSegments(message, hits),
    hits: hits.map(({ kind, text }) => ({ kind, text })),
    addressedToYou: false,
  };
}

export type MessageQueuePage = { total: number; messages: ReviewedMessage[]; paging: AdminPageLinks; here: string };

export async function loadMessageQueue(request: Request, services: AppServices, adminId: number): Promise<MessageQueuePage> {
  const { db } = services;
  const total = await countPendingMessages(db);
  const paging = adminPageLinks({ path: MESSAGE_QUEUE_PATH, requested: requestedPage(new URL(request.url)) }, total, PAGE_SIZE);
  const [rows, bannedWords] = total
    ? [await listPendingMessages(db, { page: paging.page, perPage: PAGE_SIZE }), await activeBannedWords(db)]
    : [[], []];
  return {
    total,
    messages: rows.map((row) => reviewed(row, bannedWords, adminId)),
    paging,
    here: paging.page > 1 ? `${MESSAGE_QUEUE_PATH}?page=${paging.page}` : MESSAGE_QUEUE_PATH,
  };
}

export type MessageHistoryPage = { total: number; messages: ReviewedMessage[]; paging: AdminPageLinks; handle: string };

/** A handle to search for: what was typed, without a leading @, at most 40 characters. */
function readHandle(url: URL): string {
  return (url.searchParams.get("handle") ?? "").trim().replace(/^@/, "").slice(0, 40);
}

export async function loadMessageHistory(request: Request, services: AppServices, adminId: number): Promise<MessageHistoryPage> {
  const { db } = services;
  const url = new URL(request.url);
  const handle = readHandle(url);
  const total = await countDecidedMessages(db, handle || null);
  const paging = adminPageLinks({ path: MESSAGE_HISTORY_PATH, filters: { handle }, requested: requestedPage(url) }, total, PAGE_SIZE);
  const rows = total ? await listDecidedMessages(db, handle || null, { page: paging.page, perPage: PAGE_SIZE }) : [];
  const bannedWords = rows.length ? await activeBannedWords(db) : [];
  return { total, messages: rows.map((row) => reviewed(row, bannedWords, adminId)), paging, handle };
}
