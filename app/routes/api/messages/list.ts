// GET /api/messages?box=all|inbox|sent&page=N: the signed-in member's messages as the spec's
// pagination object, 20 a page, with the unread count (app/server/messages/mailbox.ts): all of
// them by default, or only those delivered to it, or only those it sent (with their review state).
import { get } from "~/server/http/endpoint";
import { loadMailbox } from "~/server/messages/mailbox";

const route = get({ access: "member" }, async ({ request, services, user }) => {
  const url = new URL(request.url);
  const { messages, unread } = await loadMailbox(services.db, user.id, url, url.pathname);
  return Response.json({ ...messages, unread }, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
