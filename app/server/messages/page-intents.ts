// The no-JavaScript way to send a message or a reply: the Contact Seller form posts to the
// judgment page (intent=message) and the inbox's reply form to /messages (intent=reply). Success
// returns to the page with the spec's toast; field errors come back as action data (shown under
// the text, the dialog opened again); other refusals come back as the spec's error toast.
import { data } from "react-router";
import { messageToasts } from "~/domain/message-form";
import { newMessageSchema, replySchema } from "~/domain/schemas/message-form";
import type { Viewer } from "~/domain/listing-visibility";
import type { AppServices } from "~/server/context";
import { parseInput } from "~/server/http/body";
import { Refusal } from "~/server/http/refusal";
import { redirectWithToast } from "~/server/toast";
import { sendMessage, sendReply } from "./send";

type Member = NonNullable<Viewer>;

/** A form that came back with field errors, with the text as it was sent (to fill the form again). */
export type MessageFormErrors = { messageErrors: Record<string, string[]>; messageId?: number; messageTyped?: string };

async function answer(services: AppServices, back: string, work: () => Promise<unknown>, messageId?: number, typed?: unknown) {
  try {
    await work();
    return redirectWithToast(services, back, { type: "success", description: messageToasts.sent });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 422) {
      const messageTyped = typeof typed === "string" ? typed : undefined;
      return data<MessageFormErrors>({ messageErrors: error.errors, messageId, messageTyped }, { status: 422 });
    }
    return redirectWithToast(services, back, { type: "error", title: messageToasts.failed, description: error.message });
  }
}

export function messageIntentAction(services: AppServices, input: { judgmentId: number; user: Member; body: Record<string, unknown> }) {
  return answer(
    services,
    `/judgments/${input.judgmentId}`,
    async () => {
      const { message } = parseInput({ ...input.body, judgment_id: String(input.judgmentId) }, newMessageSchema);
      await sendMessage(services, input.user, { judgmentId: input.judgmentId, text: message });
    },
    undefined,
    input.body.message,
  );
}

export function replyIntentAction(services: AppServices, input: { user: Member; body: Record<string, unknown>; back: string }) {
  const messageId = Number(input.body.message_id) || undefined;
  return answer(
    services,
    input.back,
    async () => {
      const { message_id, reply } = parseInput(input.body, replySchema);
      await sendReply(services, input.user, { messageId: message_id, text: reply });
    },
    messageId,
    input.body.reply,
  );
}
