// One message as the administrators review it: sender and recipient, the judgment (linked), the
// date, and the text with every moderation hit highlighted and named. In the queue it carries the
// two decisions; in the history, the decision, who took it and when.
import { Link } from "react-router";
import { formatDateTime } from "~/domain/dates";
import type { HitKind, Segment } from "~/domain/moderation";
import {
  addressedToYouNote,
  memberTextKindLabels,
  rejectReasonLabels,
  type MemberTextKind,
  type RejectReason,
} from "~/domain/member-texts";
import { HitLabel, ModeratedText } from "./moderated-text";
import { IdentityMark } from "~/components/users/identity-mark";

export type ReviewedMessage = {
  id: number;
  sender: { id: number; handle: string; identity_verified?: boolean };
  recipient: { id: number; handle: string; identity_verified?: boolean };
  judgment: { id: number; title: string } | null;
  created_at: string;
  parent_id: number | null;
  status: "pending" | "approved" | "rejected";
  moderated_at: string | null;
  moderated_by: { id: number; handle: string } | null;
  segments: Segment[];
  hits: { kind: HitKind; text: string }[];
  /** A message, or a text written with an offer step or a dispute (docs/decisions/0032). */
  kind: MemberTextKind;
  reject_reason: RejectReason | null;
  /** Written to the viewing administrator and not delivered: its words and hits are not sent (docs/decisions/0032). */
  addressedToYou: boolean;
};

/** What the text is: Reply, Offer message, Counter-offer message, Dispute statement, Dispute answer (a plain message has no tag). */
function KindTag({ message }: { message: ReviewedMessage }) {
  const label = message.kind === "message" ? (message.parent_id !== null ? "Reply" : null) : memberTextKindLabels[message.kind];
  if (!label) return null;
  const tone = message.kind === "message" ? "bg-slate-100 text-slate-700" : "bg-indigo-100 text-indigo-900";
  return (
    <span className={`ml-2 rounded px-1.5 py-0.5 text-xs font-medium ${tone}`} data-testid="message-kind">
      {label}
    </span>
  );
}

export function MessageCard({ message, children }: { message: ReviewedMessage; children?: React.ReactNode }) {
  return (
    <article
      className="card overflow-hidden"
      data-testid="review-message"
      data-message-id={message.id}
      aria-labelledby={`review-message-${message.id}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h2 id={`review-message-${message.id}`} className="text-sm font-semibold">
            <Link to={`/users/${message.sender.handle}`} data-testid="message-sender">
              @{message.sender.handle}
            </Link>{" "}
            <IdentityMark verified={message.sender.identity_verified === true} compact />
            <span className="font-normal text-slate-500"> to </span>
            <Link to={`/users/${message.recipient.handle}`} data-testid="message-recipient">
              @{message.recipient.handle}
            </Link>{" "}
            <IdentityMark verified={message.recipient.identity_verified === true} compact />
            <KindTag message={message} />
          </h2>
          {message.judgment ? (
            <p className="truncate text-sm text-slate-600">
              Re:{" "}
              <Link to={`/judgments/${message.judgment.id}`} data-testid="message-judgment">
                {message.judgment.title}
              </Link>
            </p>
          ) : (
            <p className="text-sm text-slate-500">No judgment</p>
          )}
        </div>
        <p className="shrink-0 text-xs text-slate-600">Sent {formatDateTime(message.created_at)}</p>
      </header>
      {message.addressedToYou ? (
        <p className="px-4 py-4 text-sm italic text-slate-600 sm:px-6" data-testid="message-addressed-to-you">
          {addressedToYouNote(message.status)}
        </p>
      ) : (
        <div className="space-y-3 px-4 py-4 sm:px-6">
          <p className="whitespace-pre-wrap text-sm leading-relaxed text-slate-800 [overflow-wrap:anywhere]" data-testid="message-text">
            <ModeratedText segments={message.segments} />
          </p>
          {message.hits.length > 0 ? (
            <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2" data-testid="hit-list">
              <h3 className="text-sm font-semibold text-red-900">
                {message.hits.length} moderation {message.hits.length === 1 ? "hit" : "hits"}
              </h3>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-red-950">
                {message.hits.map((hit, index) => (
                  <li key={index} className="break-words">
                    <HitLabel kind={hit.kind} /> <span className="font-mono text-[13px]">{hit.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-xs font-medium text-emerald-800" data-testid="hit-list-empty">
              No banned words or contact details found.
            </p>
          )}
        </div>
      )}
      {children && <footer className="border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">{children}</footer>}
    </article>
  );
}

export function DecisionSummary({ message }: { message: ReviewedMessage }) {
  const approved = message.status === "approved";
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="decision">
      <span
        className={`rounded px-1.5 py-0.5 text-xs font-semibold ${approved ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-800"}`}
      >
        {approved ? "Approved" : "Rejected"}
      </span>
      <span>
        by {message.moderated_by ? `@${message.moderated_by.handle}` : "a former administrator"}
        {message.moderated_at && <> on {formatDateTime(message.moderated_at)}</>}
        {message.reject_reason && message.reject_reason !== "rules" && <> · {rejectReasonLabels[message.reject_reason]}</>}
      </span>
    </p>
  );
}
