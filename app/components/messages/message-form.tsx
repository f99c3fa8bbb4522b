// The one form for writing a message or a reply, in a dialog: a plain form posting to
// `fallbackAction` (the page's own action, with `intent`), which answers with the spec's toast, or
// with the page and the field errors under the text (the page opens the dialog again). The
// enhancement script counts the characters as one types (data-count-into) and sends it once with a
// busy label (app/enhance/form-posts.ts); the server checks the text (messageTextProblem's rule).
import type { ReactNode } from "react";
import { FieldErrors } from "~/components/forms";
import { DialogCancel } from "~/components/ui/dialog";
import { MAX_MESSAGE_CHARS } from "~/domain/message-form";

type Errors = Record<string, string[]>;

type Props = {
  dialogId: string;
  /** The spec's JSON endpoint for the same message (POST /api/judgments/message or /message/reply), for scripts; the form posts to `fallbackAction`. */
  endpoint: string;
  /** Where the form posts, with `intent`. */
  fallbackAction: string;
  intent: string;
  /** The text field's name: "message" or "reply". */
  field: "message" | "reply";
  label: string;
  hidden: Record<string, string | number>;
  submitLabel: string;
  /** Errors of a form sent before, from the page's action. */
  serverErrors?: Errors;
  /** The text of that form as it was sent, to fill the field again. */
  serverText?: string;
  children?: ReactNode;
};

export function MessageForm(props: Props) {
  const { dialogId, field } = props;
  const errors = props.serverErrors;
  const textId = `${dialogId}-${field}`;

  const fieldErrors = errors?.[field];
  const otherErrors = Object.entries(errors ?? {})
    .filter(([name]) => name !== field)
    .flatMap(([, messages]) => messages);
  return (
    <form method="post" action={props.fallbackAction} className="space-y-4" noValidate>
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
          defaultValue={props.serverText}
          data-count-into={`${textId}-count`}
          aria-invalid={fieldErrors ? true : undefined}
          aria-describedby={`${textId}-hint${fieldErrors ? ` ${textId}-errors` : ""}`}
        />
        <p id={`${textId}-hint`} className="mt-1 flex justify-between gap-3 text-xs text-slate-600">
          <span>Our team reviews every message before delivery. Please leave out phone numbers, e-mail and web addresses.</span>
          <span className="shrink-0 tabular-nums" aria-hidden="true">
            <span id={`${textId}-count`} data-testid="message-count">
              {(props.serverText ?? "").length.toLocaleString("en-US")}
            </span>
            /{MAX_MESSAGE_CHARS.toLocaleString("en-US")}
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
        <button type="submit" className="btn-primary" data-busy-label="Sending…">
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
