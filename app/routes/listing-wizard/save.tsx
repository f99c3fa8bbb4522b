// POST /sell/save: submits the signed-in seller's draft (visitors create their account first).
import { redirect } from "react-router";
import type { Route } from "./+types/save";
import { getOptionalUser } from "~/server/auth/guards";
import { submitAndRedirect } from "./save.server";
/** A GET (a bookmark, a reload) never submits anything. */
export async function loader() {
  throw redirect("/sell/review");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect("/sell/user");
  return submitAndRedirect(context, user);
}

export default function Save() {
  return null;
}
