// Messages: the latest few, received ones from their sender (unread in bold), sent ones to their
// recipient with their moderation status while they wait.
import { Link } from "react-router";
import { ReviewStateTag } from "~/components/messages/review-state";
import { formatDate } from "~/domain/dates";
import { reviewState } from "~/domain/message-form";
import { Empty, Panel, PanelItem, PanelList } from "./panel";
import { IdentityMark } from "~/components/users/identity-mark";

export type MessageItem = {
  id: number;
  message: string;
  sender: { handle: string; identity_verified?: boolean };
  recipient: { handle: string; identity_verified?: boolean };
  judgment: { title: string } | null;
  created_at: string;
  is_read: boolean;
  /** Only on messages the user sent: its moderation status. */
  status?: "pending" | "approved" | "rejected";
};

export function MessagesPanel({ messages, total, unread }: { messages: MessageItem[]; total: number; unread: number }) {
  const badge =
    unread > 0 ? (
      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="messages-unread">
        {unread} unread
      </span>
    ) : null;
  return (
    <Panel title="Messages" testId="panel-messages" link={{ to: "/messages", label: "See all" }} badge={badge}>
      {messages.length === 0 ? (
        <Empty>No messages yet!</Empty>
      ) : (
        <PanelList more={total > messages.length && <Link to="/messages">See all {total} messages</Link>}>
          {messages.map((message) => {
            const sent = message.status !== undefined;
            const unreadByMe = !sent && !message.is_read;
            return (
              <PanelItem key={message.id} testId="message-row">
                <div
                  className={`flex flex-wrap items-baseline justify-between gap-x-3 ${unreadByMe ? "font-bold text-slate-900" : ""}`}
                  data-unread={unreadByMe || undefined}
                >
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
                    {unreadByMe && <span className="sr-only"> (unread)</span>}
                  </span>
                  <span className="text-xs text-slate-600">{formatDate(message.created_at)}</span>
                </div>
                {message.judgment && <p className="truncate text-slate-600">Re: {message.judgment.title}</p>}
                <p className={`mt-0.5 line-clamp-1 ${unreadByMe ? "font-semibold text-slate-900" : "text-slate-700"}`}>{message.message}</p>
                {sent && message.status !== "approved" && (
                  <div className="mt-1">
                    <ReviewStateTag state={reviewState(message.status!)} />
                  </div>
                )}
              </PanelItem>
            );
          })}
        </PanelList>
      )}
    </Panel>
  );
}
