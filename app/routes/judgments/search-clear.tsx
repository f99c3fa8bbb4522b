// GET /judgments/search/clear: forgets the search kept in the session and shows every listing.
import { redirect } from "react-router";
import type { Route } from "./+types/search-clear";
import { SEARCH_SESSION_KEY } from "~/domain/search";
import { getServices } from "~/server/context";
import { setSessionValue } from "~/server/session";

async function clearSearch(request: Request, context: Route.LoaderArgs["context"]) {
  await setSessionValue(request, getServices(context), SEARCH_SESSION_KEY, undefined);
  return redirect("/judgments", { status: 303 });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return clearSearch(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return clearSearch(request, context);
}

export default function ClearSearch() {
  return null;
}
