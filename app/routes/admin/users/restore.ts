// POST /admin/users/{id}/restore: a super-admin restores a deleted member (deleted_at cleared;
// listings stay hidden until the owner shows them again). JSON; 401 signed out, 403 for anyone
// but a super-admin (the endpoint helper), 404 unknown id, 409 not deleted. The detail page's
// Restore button posts intent=restore to the page instead, so it works without JavaScript.
import { parseId } from "~/domain/ids";
import { adminUserMessages, restoreUser } from "~/server/admin/users";
import { post } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";

const route = post({ access: "super-admin" }, async ({ params, services, user: admin }) => {
  const id = parseId(params.id);
  if (id === null) throw jsonError(404, adminUserMessages.missing);
  await restoreUser(services, admin, id);
  return Response.json({ status: "success", message: adminUserMessages.restored });
});

export const loader = route.loader;
export const action = route.action;
