// GET /messages/count: the signed-in member's unread messages, as a JSON number (the navbar badge).
// 401 signed out.
import { get } from "~/server/http/endpoint";
import { countUnreadMessages } from "~/server/queries/messages";

const route = get({ access: "member" }, async ({ services, user }) =>
  Response.json(await countUnreadMessages(services.db, user.id), { headers: { "Cache-Control": "private, no-store" } }),
);

export const loader = route.loader;
export const action = route.action;
