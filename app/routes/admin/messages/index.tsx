// /admin/messages ("Manage Judgment Messaging"): the messages waiting for review, the one waiting
// longest first, with banned words and contact details highlighted (DESIGN.md section 6). Approve
// delivers a message and e-mails its recipient; Reject keeps it from the recipient and tells the
// sender. Both call the JSON endpoints from the page, or post to this page's action without
// JavaScript; a message decided meanwhile by another administrator is reported, not decided twice.
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/index";
import { AdminPageHeading, messagesArea } from "~/components/admin/admin-page-heading";
import { MessageCard } from "~/components/admin/message-card";
import { MessageDecision, type DecisionOutcome } from "~/components/admin/message-decision";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import { moderationSchema } from "~/domain/schemas/message-form";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { Refusal } from "~/server/http/refusal";
import { safeRedirectPath } from "~/server/http/redirect";
import { decideMessage, moderationToasts } from "~/server/messages/moderate";
import { loadMessageQueue, MESSAGE_QUEUE_PATH } from "~/server/messages/review-pages";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Manage Judgment Messaging", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  return { ...(await loadMessageQueue(request, getServices(context))), adminId: admin.id };
}

/** The no-JavaScript decision: intent=approve|reject, message_id; back to the page with a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const url = new URL(request.url);
  const back = safeRedirectPath(`${url.pathname}${url.search}`, MESSAGE_QUEUE_PATH);
  const body = await readBody(request);
  const decision = body.intent === "reject" ? "reject" : body.intent === "approve" ? "approve" : null;
  const parsed = moderationSchema.safeParse(body);
  if (!decision || !parsed.success) {
    return redirectWithToast(services, back, { type: "error", description: "Choose a message and Approve or Reject." });
  }
  try {
    await decideMessage(services, { messageId: parsed.data.message_id, admin, decision });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return redirectWithToast(services, back, { type: "error", title: moderationToasts.failed, description: error.message });
  }
  return redirectWithToast(services, back, { type: "success", description: moderationToasts[decision] });
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { total, messages, paging, here, adminId } = loaderData;
  const [outcomes, setOutcomes] = useState<DecisionOutcome[]>([]);
  const revalidator = useRevalidator();
  // A message leaves the list once decided; one whose decision failed (the network, the server) stays, to try again.
  const decided = new Set(outcomes.filter((outcome) => outcome.settled).map((outcome) => outcome.messageId));
  const shown = messages.filter((message) => !decided.has(message.id));
  function onDecided(outcome: DecisionOutcome) {
    setOutcomes((list) => [outcome, ...list.filter((o) => o.messageId !== outcome.messageId)]);
    void revalidator.revalidate();
  }
  const remaining = Math.max(0, total - messages.filter((m) => decided.has(m.id)).length);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Manage Judgment Messaging" area={messagesArea}>
        {remaining > 0
          ? `${remaining.toLocaleString("en-US")} ${remaining === 1 ? "message" : "messages"} waiting for review, the one waiting longest first. Nothing reaches its recipient until approved.`
          : "Every message between members waits here for review before delivery."}
      </AdminPageHeading>

      {outcomes.length > 0 && (
        <ul className="mb-6 space-y-2" aria-label="Your decisions" data-testid="decision-outcomes">
          {outcomes.map((outcome) => (
            <li
              key={outcome.messageId}
              role={outcome.tone === "error" ? "alert" : "status"}
              data-testid={`decision-${outcome.tone}`}
              className={`rounded-md border px-3 py-2 text-sm ${outcome.tone === "success" ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}
            >
              Message #{outcome.messageId}: {outcome.text}
            </li>
          ))}
        </ul>
      )}

      {shown.length === 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="messages-empty">
          <p className="text-lg font-semibold">There are no Messages to review!</p>
          <p className="mt-1 text-sm text-slate-600">New messages and replies appear here as members send them.</p>
        </div>
      ) : (
        <>
          <div className="space-y-4">
            {shown.map((message) => (
              <MessageCard key={message.id} message={message}>
                {message.sender.id === adminId || message.recipient.id === adminId ? (
                  <p className="text-right text-sm text-slate-600">This message is to or from you: another administrator reviews it.</p>
                ) : (
                  <MessageDecision messageId={message.id} returnTo={here} onDecided={onDecided} />
                )}
              </MessageCard>
            ))}
          </div>
          <div className="mt-8">
            <AdminPagination paging={paging} />
          </div>
        </>
      )}
    </div>
  );
}
