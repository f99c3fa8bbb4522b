// POST /api/judgments/message/reply (message_id, reply): the recipient of a delivered message
// answers its sender, about the same judgment → 201 { id, status: "pending", message }. Reviewed
// like every message. 401 signed out; 404 a message not delivered to this member; 409 the other
// member's account was closed; 422 empty, blank or over 2,000 characters; 429 past the allowance.
import { messageToasts } from "~/domain/message-form";
import { replySchema } from "~/domain/schemas/message-form";
import { post } from "~/server/http/endpoint";
import { sendReply } from "~/server/messages/send";

const route = post({ access: "member", body: replySchema }, async ({ services, user, body }) => {
  const id = await sendReply(services, user, { messageId: body.message_id, text: body.reply });
  return Response.json({ id, status: "pending", message: messageToasts.sent }, { status: 201 });
});

export const loader = route.loader;
export const action = route.action;
