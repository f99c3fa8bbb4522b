// The one form for writing a message or a reply, in a dialog: a plain form posting to
// `fallbackAction` (the page's own action, with `intent`), which answers with the spec's toast, or
// with the page and the field errors under the text (the page opens the dialog again). The
// enhancement script counts the characters as one types (data-count-into) and sends it once with a
// busy label (app/enhance/form-posts.ts); the server checks the text (messageTextProblem's rule).
// Written once, in ./message-form-html.ts (its Cancel closes the dialog through Dialog's handler on a
// page that hydrates).
import { MarkupElement } from "~/components/html/markup-element";
import { messageFormParts, type MessageFormProps } from "./message-form-html";

export function MessageForm(props: MessageFormProps) {
  return <MarkupElement element={messageFormParts(props)} />;
}
