// One message in full, in a dialog: who wrote it to whom, about which judgment, when; a received
// one has the reply form (reviewed like every message), a sent one says where its review stands.
import { Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { useOpenDialogWhen } from "~/components/ui/dialog-control";
import { formatDate } from "~/domain/dates";
import type { MessageReviewState } from "~/domain/message-form";
import { MessageForm } from "./message-form";
import { ReviewStateTag } from "./review-state";

export type InboxMessage = {
  id: number;
  message: string;
  sender: { id: number; handle: string };
  recipient: { id: number; handle: string };
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
  replyErrors,
}: {
  id: string;
  message: InboxMessage;
  sent: boolean;
  replyErrors?: Record<string, string[]>;
}) {
  useOpenDialogWhen(id, replyErrors);
  const title = sent ? `Message to @${message.recipient.handle}` : `Message from @${message.sender.handle}`;
  return (
    <Dialog
      id={id}
      title={title}
      description={
        <>
          {formatDate(message.created_at)}
          {message.judgment && (
            <>
              {" · Re: "}
              <Link to={`/judgments/${message.judgment.id}`}>{message.judgment.title}</Link>
            </>
          )}
        </>
      }
    >
      <div className="space-y-5">
        <p className="whitespace-pre-wrap rounded-md bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-800 [overflow-wrap:anywhere]">
          {message.message}
        </p>
        {sent && message.review_state ? (
          <div className="space-y-1 text-sm text-slate-700">
            <ReviewStateTag state={message.review_state} />
            <p>{reviewExplanations[message.review_state]}</p>
          </div>
        ) : (
          <MessageForm
            dialogId={id}
            endpoint="/api/judgments/message/reply"
            fallbackAction="/messages"
            intent="reply"
            field="reply"
            label={`Reply to @${message.sender.handle}`}
            hidden={{ message_id: message.id }}
            submitLabel="Send Reply"
            serverErrors={replyErrors}
          />
        )}
      </div>
    </Dialog>
  );
}
