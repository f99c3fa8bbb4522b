// The inbox's list (/messages): one row per message, newest first; a received one shows its sender
// and is bold until read, a sent one shows its recipient and its review state. A row opens the
// message in its read-and-reply dialog; opening a received one marks it read at once on the page
// and tells the server (POST /messages/mark_read), which the navbar badge follows.
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { DialogButton } from "~/components/ui/dialog";
import { formatDate } from "~/domain/dates";
import { ReadMessageDialog, type InboxMessage } from "./read-message-dialog";
import { ReviewStateTag } from "./review-state";

export type { InboxMessage };

function dialogIdOf(message: InboxMessage) {
  return `message-${message.id}`;
}

export function MessageList({
  messages,
  userId,
  replyErrors,
}: {
  messages: InboxMessage[];
  userId: number;
  replyErrors?: { messageId?: number; errors: Record<string, string[]> } | null;
}) {
  const [opened, setOpened] = useState<Set<number>>(() => new Set());
  const fetcher = useFetcher();
  function markRead(message: InboxMessage) {
    if (message.is_read || opened.has(message.id)) return;
    setOpened((ids) => new Set(ids).add(message.id));
    void fetcher.submit({ id: String(message.id) }, { method: "post", action: "/messages/mark_read" });
  }
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="message-list">
      {messages.map((message) => {
        const sent = message.sender.id === userId;
        const unread = !sent && !message.is_read && !opened.has(message.id);
        return (
          <li key={message.id} data-testid="inbox-row" data-unread={unread || undefined}>
            <DialogButton
              dialogId={dialogIdOf(message)}
              className="block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5"
              onOpen={() => markRead(message)}
            >
              <span
                className={`flex flex-wrap items-baseline justify-between gap-x-3 ${unread ? "font-bold text-slate-900" : "text-slate-800"}`}
              >
                <span>
                  {sent ? <>To @{message.recipient.handle}</> : <>@{message.sender.handle}</>}
                  {unread && <span className="sr-only"> (unread)</span>}
                </span>
                <span className={`text-xs ${unread ? "font-semibold text-slate-800" : "text-slate-600"}`}>
                  {formatDate(message.created_at)}
                </span>
              </span>
              {message.judgment && (
                <span className={`block truncate text-sm ${unread ? "font-semibold text-slate-800" : "text-slate-600"}`}>
                  Re: {message.judgment.title}
                </span>
              )}
              <span className={`mt-0.5 line-clamp-2 block text-sm ${unread ? "font-semibold text-slate-900" : "text-slate-700"}`}>
                {message.message}
              </span>
              {message.review_state && (
                <span className="mt-1.5 block">
                  <ReviewStateTag state={message.review_state} />
                </span>
              )}
            </DialogButton>
            <ReadMessageDialog
              id={dialogIdOf(message)}
              message={message}
              sent={sent}
              replyErrors={replyErrors?.messageId === message.id ? replyErrors.errors : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The spec's pagination links (Previous, pages, Next), as GET /api/messages answers them. */
export function MessagePager({ links }: { links: { label: string; url: string | null; active: boolean }[] }) {
  if (links.length <= 3) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-center gap-1 text-sm">
      {links.map((link, index) =>
        link.url && !link.active ? (
          <Link key={index} to={link.url} className="rounded-md px-3 py-1.5 no-underline hover:bg-slate-100">
            {link.label}
          </Link>
        ) : (
          <span
            key={index}
            aria-current={link.active ? "page" : undefined}
            className={`rounded-md px-3 py-1.5 ${link.active ? "bg-brand-700 font-semibold text-white" : "text-slate-400"}`}
          >
            {link.label}
          </span>
        ),
      )}
    </nav>
  );
}
