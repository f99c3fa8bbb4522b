// POST /api/judgments/message (judgment_id, message): a signed-in member writes to the owner of an
// active listing → 201 { id, status: "pending", message }. The message waits for an
// administrator's review before delivery. 401 signed out; 403 the member's own listing; 404 a
// listing it may not see; 409 a listing no longer open; 422 empty, blank or over 2,000 characters;
// 429 past the hourly allowance.
import { messageToasts } from "~/domain/message-form";
import { newMessageSchema } from "~/domain/schemas/message-form";
import { post } from "~/server/http/endpoint";
import { sendMessage } from "~/server/messages/send";

const route = post({ access: "member", body: newMessageSchema }, async ({ services, user, body }) => {
  const id = await sendMessage(services, user, { judgmentId: body.judgment_id, text: body.message });
  return Response.json({ id, status: "pending", message: messageToasts.sent }, { status: 201 });
});

export const loader = route.loader;
export const action = route.action;
