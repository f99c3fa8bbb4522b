// One message in full, in a dialog: who wrote it to whom, about which judgment, when; a received
// one has the reply form (reviewed like every message), a sent one says where its review stands.
// A received unread one also has a "Mark as read" form (intent=mark-read to the page), shown while
// its row is marked `data-unread`: the way to mark it read without the enhancement script, which
// marks it read as it opens. A reply refused with field errors comes back with the dialog open.
import { Dialog } from "~/components/ui/dialog";
import { formatDate } from "~/domain/dates";
import type { MessageReviewState } from "~/domain/message-form";
import { MessageForm } from "./message-form";
import { ReviewStateTag } from "./review-state";

export type InboxMessage = {
  id: number;
  message: string;
  sender: { id: number; handle: string; identity_verified?: boolean };
  recipient: { id: number; handle: string; identity_verified?: boolean };
  judgment: { id: number; title: string } | null;
  created_at: string;
  is_read: boolean;
  review_state?: MessageReviewState;
};

const reviewExplanations: Record<MessageReviewState, string> = {
  pending: "Our team reviews every message before delivery. It reaches the recipient once approved.",
  delivered: "This message was approved and delivered.",
  not_delivered: "This message was not delivered: it did not follow the messaging rules (no contact details or offensive language).",
};

export function ReadMessageDialog({
  id,
  message,
  sent,
  unread,
  action,
  replyErrors,
  replyTyped,
}: {
  id: string;
  message: InboxMessage;
  sent: boolean;
  unread: boolean;
  /** Where its forms post: the inbox page, with its box and page. */
  action: string;
  replyErrors?: Record<string, string[]>;
  /** What a refused reply had in it: the form comes back filled in. */
  replyTyped?: string;
}) {
  const title = sent ? `Message to @${message.recipient.handle}` : `Message from @${message.sender.handle}`;
  return (
    <Dialog
      id={id}
      title={title}
      openOnLoad={replyErrors !== undefined}
      description={
        <>
          {formatDate(message.created_at)}
          {message.judgment && (
            <>
              {" · Re: "}
              <a href={`/judgments/${message.judgment.id}`}>{message.judgment.title}</a>
            </>
          )}
        </>
      }
    >
      <div className="space-y-5">
        <p className="whitespace-pre-wrap rounded-md bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-800 [overflow-wrap:anywhere]">
          {message.message}
        </p>
        {unread && (
          <form method="post" action={action} className="hidden group-data-unread:block" data-testid="mark-read-form">
            <input type="hidden" name="intent" value="mark-read" />
            <input type="hidden" name="message_id" value={message.id} />
            <button type="submit" className="btn-secondary" data-busy-label="Marking…">
              Mark as read
            </button>
          </form>
        )}
        {sent && message.review_state ? (
          <div className="space-y-1 text-sm text-slate-700">
            <ReviewStateTag state={message.review_state} />
            <p>{reviewExplanations[message.review_state]}</p>
          </div>
        ) : (
          <MessageForm
            dialogId={id}
            endpoint="/api/judgments/message/reply"
            fallbackAction={action}
            intent="reply"
            field="reply"
            label={`Reply to @${message.sender.handle}`}
            hidden={{ message_id: message.id }}
            submitLabel="Send Reply"
            serverErrors={replyErrors}
            serverText={replyTyped}
          />
        )}
      </div>
    </Dialog>
  );
}
