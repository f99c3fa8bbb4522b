// POST /api/admin/messages/approve and /reject (message_id; reject also takes reason and note, see
// app/domain/schemas/message-form.ts): the JSON endpoints of the moderation queue → { status:
// "success", message }. 401 signed out; 403 not an administrator, or a message to or from this
// administrator; 404 unknown id; 409 already decided; 422 no id, an unknown reason, or a note
// quoting a banned word or contact detail.
import { moderationSchema, rejectionSchema } from "~/domain/schemas/message-form";
import { post } from "~/server/http/endpoint";
import { decideMessage, moderationToasts } from "./moderate";

export const approveRoute = post({ access: "admin", body: moderationSchema }, async ({ services, user, body }) => {
  await decideMessage(services, { messageId: body.message_id, admin: user, decision: "approve" });
  return Response.json({ status: "success", message: moderationToasts.approve });
});

export const rejectRoute = post({ access: "admin", body: rejectionSchema }, async ({ services, user, body }) => {
  await decideMessage(services, {
    messageId: body.message_id,
    admin: user,
    decision: "reject",
    rejection: { code: body.reason, note: body.note || null },
  });
  return Response.json({ status: "success", message: moderationToasts.reject });
});
