// POST /api/admin/messages/approve and /reject (message_id): the JSON endpoints of the moderation
// queue → { status: "success", message }. 401 signed out; 403 not an administrator, or a message
// to or from this administrator; 404 unknown id; 409 already decided; 422 no id.
import { moderationSchema } from "~/domain/schemas/message-form";
import { post } from "~/server/http/endpoint";
import { decideMessage, moderationToasts, type MessageDecision } from "./moderate";

export function decisionRoute(decision: MessageDecision) {
  return post({ access: "admin", body: moderationSchema }, async ({ services, user, body }) => {
    await decideMessage(services, { messageId: body.message_id, admin: user, decision });
    return Response.json({ status: "success", message: moderationToasts[decision] });
  });
}
