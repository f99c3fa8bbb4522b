// The one form for writing a message or a reply, in a dialog: its text checked in the browser with
// the server's rule (messageTextProblem in app/domain/message-form.ts), sent as JSON to the spec's endpoint, answered with
// the spec's toasts (success, or "Oops..." in the error style) and the field errors under the text.
// Without JavaScript the form posts to `fallbackAction` (the page's own action) instead.
import { useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { FieldErrors } from "~/components/forms";
import { DialogCancel } from "~/components/ui/dialog";
import { closeDialog } from "~/components/ui/dialog-control";
import { showToast } from "~/components/ui/toaster";
import { MAX_MESSAGE_CHARS, messageText, messageTextProblem, messageToasts } from "~/domain/message-form";
import { postJson } from "~/components/ui/api";

type Errors = Record<string, string[]>;

type Props = {
  dialogId: string;
  /** The JSON endpoint (POST /api/judgments/message or /message/reply). */
  endpoint: string;
  /** Where the form posts without JavaScript, with `intent`. */
  fallbackAction: string;
  intent: string;
  /** The text field's name: "message" or "reply". */
  field: "message" | "reply";
  label: string;
  hidden: Record<string, string | number>;
  submitLabel: string;
  /** Errors of a form sent without JavaScript, from the page's action. */
  serverErrors?: Errors;
  children?: ReactNode;
};

async function send(endpoint: string, fields: Record<string, string>): Promise<{ ok: true } | { ok: false; errors: Errors }> {
  try {
    const response = await postJson(endpoint, fields);
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { errors?: Errors } | null;
    if (response.status === 401) return { ok: false, errors: { _: ["Please sign in again to continue."] } };
    return { ok: false, errors: body?.errors ?? {} };
  } catch {
    return { ok: false, errors: { _: ["We could not reach the server. Please check your connection."] } };
  }
}

export function MessageForm(props: Props) {
  const { dialogId, field } = props;
  const [errors, setErrors] = useState<Errors | undefined>(props.serverErrors);
  const [busy, setBusy] = useState(false);
  const [length, setLength] = useState(0);
  const revalidator = useRevalidator();
  const textId = `${dialogId}-${field}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    delete fields.intent;
    const problem = messageTextProblem(field, messageText(fields[field]));
    if (problem) {
      setErrors({ [field]: [problem] });
      showToast("error", messageToasts.failed);
      return;
    }
    setBusy(true);
    const result = await send(props.endpoint, fields);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors);
      showToast("error", messageToasts.failed);
      return;
    }
    setErrors(undefined);
    form.reset();
    setLength(0);
    closeDialog(dialogId);
    showToast("success", messageToasts.sent);
    // The dashboard and the sent list show the new message as awaiting review.
    void revalidator.revalidate();
  }

  const fieldErrors = errors?.[field];
  const otherErrors = Object.entries(errors ?? {})
    .filter(([name]) => name !== field)
    .flatMap(([, messages]) => messages);
  return (
    <form method="post" action={props.fallbackAction} className="space-y-4" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
      <div>
        <label htmlFor={textId} className="label">
          {props.label}
        </label>
        <textarea
          id={textId}
          name={field}
          rows={5}
          className="input"
          required
          maxLength={MAX_MESSAGE_CHARS}
          onChange={(event) => setLength(event.currentTarget.value.length)}
          aria-invalid={fieldErrors ? true : undefined}
          aria-describedby={`${textId}-hint${fieldErrors ? ` ${textId}-errors` : ""}`}
        />
        <p id={`${textId}-hint`} className="mt-1 flex justify-between gap-3 text-xs text-slate-600">
          <span>Our team reviews every message before delivery. Please leave out phone numbers, e-mail and web addresses.</span>
          <span className="shrink-0 tabular-nums" aria-hidden="true">
            {length.toLocaleString("en-US")}/{MAX_MESSAGE_CHARS.toLocaleString("en-US")}
          </span>
        </p>
        <FieldErrors id={`${textId}-errors`} errors={fieldErrors} />
      </div>
      {otherErrors.length > 0 && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          data-testid="message-form-problem"
        >
          {otherErrors.join(" ")}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancel dialogId={dialogId} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Sending…" : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
