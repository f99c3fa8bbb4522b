// Approve and Reject for one pending text. Reject asks why first (a reason the sender is told in
// general words, and an optional note that may not quote the text) and is confirmed with its own
// button: the reason form opens under "Reject…" (a <details>, so it works without JavaScript).
// With JavaScript both call the spec's endpoints (POST /api/admin/messages/approve and /reject) and
// report the outcome to the page, which shows it in place of the card; without it they post to the
// page's own action. A text decided meanwhile by another administrator answers 409.
import { useState, type FormEvent } from "react";
import { postJson } from "~/components/ui/api";
import { FieldErrors } from "~/components/forms";
import { MAX_REJECT_NOTE_CHARS, rejectReasonLabels, type RejectReason } from "~/domain/member-texts";

type RejectReasonChoice = Exclude<RejectReason, "rules">;

/** `settled`: the text is no longer pending (decided now, or by someone else first: 409). */
export type DecisionOutcome = { messageId: number; tone: "success" | "error"; text: string; settled: boolean };

type Answer = { ok: boolean; status: number; message: string; errors?: Record<string, string[]> };

async function decide(decision: string, fields: Record<string, string>): Promise<Answer> {
  try {
    const response = await postJson(`/api/admin/messages/${decision}`, fields);
    const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
    return {
      ok: response.ok,
      status: response.status,
      message: body?.message ?? "Something went wrong. Please try again.",
      errors: body?.errors,
    };
  } catch {
    return { ok: false, status: 0, message: "We could not reach the server. Please try again." };
  }
}

export function MessageDecision({
  messageId,
  nextId,
  suggested,
  returnTo,
  onDecided,
}: {
  messageId: number;
  /** The reason the form starts on (suggestedRejectReason of the card's hits). */
  suggested: RejectReasonChoice;
  /** The card after this one: without JavaScript the page comes back there, where the administrator was. */
  nextId: number | null;
  returnTo: string;
  onDecided: (outcome: DecisionOutcome) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const decision = form.get("intent") === "reject" ? "reject" : "approve";
    const fields: Record<string, string> = { message_id: String(messageId) };
    if (decision === "reject") {
      fields.reason = String(form.get("reason") ?? "");
      fields.note = String(form.get("note") ?? "");
    }
    setBusy(true);
    const result = await decide(decision, fields);
    setBusy(false);
    // A refused note stays in the form, next to its field; everything else is reported in place of the card.
    if (result.status === 422 && result.errors) {
      setErrors(result.errors);
      return;
    }
    onDecided({ messageId, tone: result.ok ? "success" : "error", text: result.message, settled: result.ok || result.status === 409 });
  }
  const id = `reject-${messageId}`;
  return (
    <div className="flex flex-wrap items-start justify-end gap-2">
      <details className="group w-full sm:w-auto sm:flex-1" data-testid="reject-panel" open={errors ? true : undefined}>
        <summary className="btn-secondary cursor-pointer" data-testid="reject-message">
          Reject…
        </summary>
        <form
          method="post"
          action={returnTo}
          onSubmit={onSubmit}
          className="mt-3 space-y-3 rounded-md border border-red-200 bg-white p-3"
          noValidate
        >
          <input type="hidden" name="message_id" value={messageId} />
          <input type="hidden" name="intent" value="reject" />
          {nextId !== null && <input type="hidden" name="next_id" value={nextId} />}
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Why is it rejected?</legend>
            <p className="text-xs text-slate-600">The sender is told this reason, never the words that stopped the message.</p>
            <div className="mt-2 space-y-1">
              {Object.entries(rejectReasonLabels).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="reason" value={value} defaultChecked={value === suggested} />
                  {label}
                  {value === "other" && <span className="text-slate-500">(say which in the note)</span>}
                </label>
              ))}
            </div>
            <FieldErrors id={`${id}-reason-errors`} errors={errors?.reason} />
          </fieldset>
          <div>
            <label htmlFor={`${id}-note`} className="label">
              Note to the sender <span className="font-normal text-slate-500">(optional; do not quote the message)</span>
            </label>
            <textarea
              id={`${id}-note`}
              name="note"
              rows={2}
              maxLength={MAX_REJECT_NOTE_CHARS}
              className="input"
              aria-invalid={errors?.note ? true : undefined}
              aria-describedby={errors?.note ? `${id}-note-errors` : undefined}
            />
            <FieldErrors id={`${id}-note-errors`} errors={errors?.note} />
          </div>
          <div className="flex justify-end">
            <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy} data-testid="confirm-reject">
              Reject message
            </button>
          </div>
        </form>
      </details>
      <form method="post" action={returnTo} onSubmit={onSubmit}>
        <input type="hidden" name="message_id" value={messageId} />
        <input type="hidden" name="intent" value="approve" />
        {nextId !== null && <input type="hidden" name="next_id" value={nextId} />}
        <button type="submit" className="btn-primary" disabled={busy} data-testid="approve-message">
          Approve
        </button>
      </form>
    </div>
  );
}
