// POST /messages/mark_read (id): the inbox tells the server a message was opened →
// { id, is_read: true, unread }. Only the recipient of a delivered message may mark it; any other
// id answers 404. Marking twice changes nothing.
import { markReadSchema } from "~/domain/schemas/message-form";
import { post } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { countUnreadMessages, markMessageRead } from "~/server/queries/messages";

const route = post({ access: "member", body: markReadSchema }, async ({ services, user, body }) => {
  if (!(await markMessageRead(services.db, body.id, user.id))) throw jsonError(404, "This message does not exist.");
  return Response.json({ id: body.id, is_read: true, unread: await countUnreadMessages(services.db, user.id) });
});

export const loader = route.loader;
export const action = route.action;
