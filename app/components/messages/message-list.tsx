// The inbox's list (/messages): one row per message, newest first; a received one shows its sender
// and is bold until read, a sent one shows its recipient and its review state. A row opens the
// message in its read-and-reply dialog (the HTML invoker commands: no script needed). A received
// unread row carries `data-unread`, which its bold words and the dialog's "Mark as read" form
// follow by CSS, and `data-mark-read` (its id): the enhancement script marks it read as it opens
// (app/enhance/mark-read.ts) by telling the server and removing `data-unread`. Plain server HTML:
// the page does not hydrate.
import { DialogButton } from "~/components/ui/dialog";
import { formatDate } from "~/domain/dates";
import { ReadMessageDialog, type InboxMessage } from "./read-message-dialog";
import { ReviewStateTag } from "./review-state";
import { IdentityMark } from "~/components/users/identity-mark";

export type { InboxMessage };

function dialogIdOf(message: InboxMessage) {
  return `message-${message.id}`;
}

export function MessageList({
  messages,
  userId,
  action,
  replyErrors,
}: {
  messages: InboxMessage[];
  userId: number;
  /** Where the dialogs' forms post: the page itself, with its box and page. */
  action: string;
  /** A refused reply: its errors and what was typed, for the dialog of the message it answered. */
  replyErrors?: { messageId?: number; errors: Record<string, string[]>; typed?: string } | null;
}) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="message-list">
      {messages.map((message) => {
        const sent = message.sender.id === userId;
        const unread = !sent && !message.is_read;
        return (
          <li
            key={message.id}
            className="group"
            data-testid="inbox-row"
            data-unread={unread || undefined}
            data-mark-read={unread ? message.id : undefined}
          >
            <DialogButton
              dialogId={dialogIdOf(message)}
              className="block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-slate-800 group-data-unread:font-bold group-data-unread:text-slate-900">
                <span>
                  {sent ? (
                    <>
                      To @{message.recipient.handle} <IdentityMark verified={message.recipient.identity_verified === true} compact />
                    </>
                  ) : (
                    <>
                      @{message.sender.handle} <IdentityMark verified={message.sender.identity_verified === true} compact />
                    </>
                  )}
                  {unread && <span className="sr-only hidden group-data-unread:inline"> (unread)</span>}
                </span>
                <span className="text-xs text-slate-600 group-data-unread:font-semibold group-data-unread:text-slate-800">
                  {formatDate(message.created_at)}
                </span>
              </span>
              {message.judgment && (
                <span className="block truncate text-sm text-slate-600 group-data-unread:font-semibold group-data-unread:text-slate-800">
                  Re: {message.judgment.title}
                </span>
              )}
              <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700 group-data-unread:font-semibold group-data-unread:text-slate-900">
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
              unread={unread}
              action={action}
              replyErrors={replyErrors?.messageId === message.id ? replyErrors.errors : undefined}
              replyTyped={replyErrors?.messageId === message.id ? replyErrors.typed : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The spec's pagination links (Previous, pages, Next), as GET /api/messages answers them: plain links. */
export function MessagePager({ links }: { links: { label: string; url: string | null; active: boolean }[] }) {
  if (links.length <= 3) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-center gap-1 text-sm">
      {links.map((link, index) =>
        link.url && !link.active ? (
          <a key={index} href={link.url} className="rounded-md px-3 py-1.5 no-underline hover:bg-slate-100">
            {link.label}
          </a>
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
