// Approve and Reject for one pending message. With JavaScript they call the spec's endpoints
// (POST /api/admin/messages/approve and /reject) and report the outcome to the page, which takes
// the message off the list; without it they post to the page's own action. A message decided
// meanwhile by another administrator answers 409, and the page says so.
import { useState, type FormEvent } from "react";
import { postJson } from "~/components/ui/api";

/** `settled`: the message is no longer pending (decided now, or by someone else first: 409). */
export type DecisionOutcome = { messageId: number; tone: "success" | "error"; text: string; settled: boolean };

async function decide(decision: string, messageId: number): Promise<{ ok: boolean; status: number; message: string }> {
  try {
    const response = await postJson(`/api/admin/messages/${decision}`, { message_id: messageId });
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return { ok: response.ok, status: response.status, message: body?.message ?? "Something went wrong. Please try again." };
  } catch {
    return { ok: false, status: 0, message: "We could not reach the server. Please try again." };
  }
}

export function MessageDecision({
  messageId,
  returnTo,
  onDecided,
}: {
  messageId: number;
  returnTo: string;
  onDecided: (outcome: DecisionOutcome) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === "reject" ? "reject" : "approve";
    setBusy(true);
    const result = await decide(decision, messageId);
    setBusy(false);
    onDecided({ messageId, tone: result.ok ? "success" : "error", text: result.message, settled: result.ok || result.status === 409 });
  }
  return (
    <form method="post" action={returnTo} onSubmit={onSubmit} className="flex flex-wrap justify-end gap-2">
      <input type="hidden" name="message_id" value={messageId} />
      <button type="submit" name="intent" value="reject" className="btn-secondary" disabled={busy} data-testid="reject-message">
        Reject
      </button>
      <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy} data-testid="approve-message">
        Approve
      </button>
    </form>
  );
}
