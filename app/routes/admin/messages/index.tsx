// /admin/messages ("Manage Judgment Messaging"): every text waiting for review (messages, replies,
// offer and counter-offer messages, dispute statements: docs/decisions/0032), the one waiting
// longest first, with its kind and with banned words and contact details highlighted (DESIGN.md
// section 6). Approve delivers it and e-mails the member it was written to; Reject asks why, keeps
// it from them and tells the writer. Both call the JSON endpoints from the page, or post to this
// page's action without JavaScript; the outcome shows in place of the card, where the
// administrator is; a text decided meanwhile by another administrator is reported, not decided twice.
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/index";
import { AdminPageHeading, messagesArea } from "~/components/admin/admin-page-heading";
import { MessageCard } from "~/components/admin/message-card";
import { MessageDecision, type DecisionOutcome } from "~/components/admin/message-decision";
import { AdminPagination } from "~/components/judgments/pagination";
import { pageTitle } from "~/components/page-title";
import { rejectionSchema } from "~/domain/schemas/message-form";
import { parseId } from "~/domain/ids";
import { suggestedRejectReason } from "~/domain/member-texts";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { Refusal } from "~/server/http/refusal";
import { safeRedirectPath } from "~/server/http/redirect";
import { decideMessage, moderationToasts } from "~/server/messages/moderate";
import { loadMessageQueue, MESSAGE_QUEUE_PATH } from "~/server/messages/review-pages";
import { redirectWithToast } from "~/server/toast";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Manage Judgment Messaging", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  return { ...(await loadMessageQueue(request, getServices(context), admin.id)), adminId: admin.id };
}

/**
 * The no-JavaScript decision: intent=approve|reject, message_id (and for a rejection reason and
 * note); back to the page with a toast, at the card that followed the decided one (next_id), so the
 * administrator stays where they were.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, "admin");
  const services = getServices(context);
  const url = new URL(request.url);
  const body = await readBody(request);
  const nextId = parseId(body.next_id);
  const back = `${safeRedirectPath(`${url.pathname}${url.search}`, MESSAGE_QUEUE_PATH)}${nextId === null ? "" : `#review-message-${nextId}`}`;
  const decision = body.intent === "reject" ? "reject" : body.intent === "approve" ? "approve" : null;
  const parsed = rejectionSchema.safeParse(body);
  if (!decision || !parsed.success) {
    return redirectWithToast(services, back, { type: "error", description: "Choose a message and Approve or Reject." });
  }
  const rejection = decision === "reject" ? { code: parsed.data.reason, note: parsed.data.note || null } : undefined;
  try {
    await decideMessage(services, { messageId: parsed.data.message_id, admin, decision, rejection });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return redirectWithToast(services, back, { type: "error", title: moderationToasts.failed, description: error.message });
  }
  return redirectWithToast(services, back, { type: "success", description: moderationToasts[decision] });
}

/** A decided text, in place of its card: where the administrator's eyes and focus already are. */
function DecidedNotice({ outcome }: { outcome: DecisionOutcome }) {
  const notice = useRef<HTMLDivElement>(null);
  // Focus moves from the pressed button (gone with its card) to the notice, once, when it appears.
  useEffect(() => notice.current?.focus({ preventScroll: true }), []);
  return (
    <div
      role={outcome.tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      ref={notice}
      data-testid={`decision-${outcome.tone}`}
      className={`rounded-md border px-4 py-3 text-sm outline-none ${outcome.tone === "success" ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}
    >
      Message #{outcome.messageId}: {outcome.text}
    </div>
  );
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { total, messages, paging, here, adminId } = loaderData;
  const [outcomes, setOutcomes] = useState<Map<number, DecisionOutcome>>(new Map());
  const revalidator = useRevalidator();
  // A decided text's card gives way to its outcome, in place; one whose decision failed (the network,
  // the server) keeps its card and shows the outcome above its buttons, to try again.
  const settled = (id: number) => outcomes.get(id)?.settled === true;
  const open = messages.filter((message) => !settled(message.id));
  // The page is not reloaded after a decision: the outcomes stay where their cards were.
  function onDecided(outcome: DecisionOutcome) {
    setOutcomes((map) => new Map(map).set(outcome.messageId, outcome));
  }
  function loadNext() {
    setOutcomes(new Map());
    void revalidator.revalidate();
  }
  const remaining = Math.max(0, total - messages.filter((m) => settled(m.id)).length);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeading title="Manage Judgment Messaging" area={messagesArea}>
        {remaining > 0
          ? `${remaining.toLocaleString("en-US")} ${remaining === 1 ? "text" : "texts"} waiting for review, the one waiting longest first: messages, and what members write with offers, counter-offers and disputes. Nothing reaches the other side until approved.`
          : "Every text one member writes to another waits here for review before delivery."}
      </AdminPageHeading>

      {messages.length === 0 ? (
        <div className="card px-6 py-12 text-center" data-testid="messages-empty">
          <p className="text-lg font-semibold">There are no Messages to review!</p>
          <p className="mt-1 text-sm text-slate-600">New messages, replies and offer or dispute texts appear here as members write them.</p>
        </div>
      ) : (
        <>
          <div className="space-y-4">
            {messages.map((message, index) => {
              const outcome = outcomes.get(message.id);
              if (outcome?.settled) return <DecidedNotice key={message.id} outcome={outcome} />;
              const nextId = messages.slice(index + 1).find((m) => !settled(m.id))?.id ?? null;
              return (
                <MessageCard key={message.id} message={message}>
                  {outcome && <DecidedNotice outcome={outcome} />}
                  {message.addressedToYou ? null : message.sender.id === adminId ? (
                    <p className="text-right text-sm text-slate-600" data-testid="message-own">
                      You wrote this: another administrator reviews it.
                    </p>
                  ) : (
                    <MessageDecision
                      messageId={message.id}
                      nextId={nextId}
                      suggested={suggestedRejectReason(message.hits.map((hit) => hit.kind))}
                      returnTo={here}
                      onDecided={onDecided}
                    />
                  )}
                </MessageCard>
              );
            })}
          </div>
          {open.length === 0 && (
            <div className="mt-6 text-center text-sm text-slate-600" data-testid="queue-page-done">
              <p>{remaining > 0 ? "Every text on this page is decided." : "Every text waiting for review is decided."}</p>
              {remaining > 0 && (
                <button type="button" className="btn-secondary mt-2" onClick={loadNext} data-testid="queue-load-next">
                  Show the next texts
                </button>
              )}
            </div>
          )}
          <div className="mt-8">
            <AdminPagination paging={paging} />
          </div>
        </>
      )}
    </div>
  );
}
