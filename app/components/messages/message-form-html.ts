// The one form for writing a message or a reply, as markup (decision 0056): its one writer, for the
// judgment page's Contact Seller dialog (markup whole) and React's MessageForm (./message-form.tsx)
// in the inbox's reply dialog. What it does: ./message-form.tsx.
import { html, type Html } from "~/components/html/html";
import type { MarkupElementParts } from "~/components/html/markup-element";
import { fieldErrorsHtml } from "~/components/forms-html";
import { dialogCancelHtml } from "~/components/ui/dialog-html";
import { MAX_MESSAGE_CHARS } from "~/domain/message-form";
import { textareaText } from "~/components/html/form-controls";
import { groupThousands } from "~/domain/money";

export type MessageFormProps = {
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
  serverErrors?: Record<string, string[]>;
  /** The text of that form as it was sent, to fill the field again. */
  serverText?: string;
};

/** The `<form>`: attributes in the order React writes a form's (its action and method last). */
export function messageFormParts(props: MessageFormProps): MarkupElementParts {
  const { dialogId, field } = props;
  const errors = props.serverErrors;
  const textId = `${dialogId}-${field}`;
  const fieldErrors = errors?.[field];
  const otherErrors = Object.entries(errors ?? {})
    .filter(([name]) => name !== field)
    .flatMap(([, messages]) => messages);
  const hidden = Object.entries(props.hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}"/>`);
  const invalid = fieldErrors ? html` aria-invalid="true"` : null;
  const problem: Html | null =
    otherErrors.length > 0
      ? html`<p role="alert" class="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="message-form-problem">${otherErrors.join(" ")}</p>`
      : null;
  return {
    tag: "form",
    attributes: { class: "space-y-4", noValidate: true, action: props.fallbackAction, method: "post" },
    inside: html`<input type="hidden" name="intent" value="${props.intent}"/>${hidden}<div><label for="${textId}" class="label">${props.label}</label>\
<textarea id="${textId}" name="${field}" rows="5" class="input" required="" maxLength="${MAX_MESSAGE_CHARS}" data-count-into="${`${textId}-count`}"${invalid} \
aria-describedby="${`${textId}-hint${fieldErrors ? ` ${textId}-errors` : ""}`}">${textareaText(props.serverText)}</textarea>\
<p id="${`${textId}-hint`}" class="mt-1 flex justify-between gap-3 text-xs text-slate-600"><span>Our team reviews every message before delivery. Please leave out phone numbers, e-mail and web addresses.</span>\
<span class="shrink-0 tabular-nums" aria-hidden="true"><span id="${`${textId}-count`}" data-testid="message-count">${groupThousands((props.serverText ?? "").length)}</span>/<!-- -->${groupThousands(MAX_MESSAGE_CHARS)}</span></p>\
${fieldErrorsHtml(`${textId}-errors`, fieldErrors)}</div>${problem}<div class="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">${dialogCancelHtml(dialogId)}\
<button type="submit" class="btn-primary" data-busy-label="Sending…">${props.submitLabel}</button></div>`,
  };
}
