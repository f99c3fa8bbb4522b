// GET /api/messages?page=N: the signed-in user's messages as the spec's pagination object, 20 a
// page: messages delivered to the user (approved) and the ones it sent, with their status.
import { get } from "~/server/http/endpoint";
import { listUserMessages, MESSAGES_PER_PAGE } from "~/server/queries/dashboard/messages";
import { paginate, readPageParam } from "~/server/queries/dashboard/pagination";

const route = get({ access: "member" }, async ({ request, services, user }) => {
  const url = new URL(request.url);
  const page = readPageParam(url.searchParams.get("page"));
  const { data, total } = await listUserMessages(services.db, user.id, { page, perPage: MESSAGES_PER_PAGE });
  return Response.json(paginate(data, total, page, MESSAGES_PER_PAGE, url.pathname), {
    headers: { "Cache-Control": "private, no-store" },
  });
});

export const loader = route.loader;
export const action = route.action;
