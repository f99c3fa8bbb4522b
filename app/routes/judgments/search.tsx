// POST /judgments/search: the search form. A valid search is kept in the session and the browser
// is sent (303) to /judgments, which shows its results. An invalid one is sent back to /judgments
// with what was typed in the query string, where each problem is shown next to its field.
// GET /judgments/search has nothing to show: it goes to /judgments.
import { redirect } from "react-router";
import type { Route } from "./+types/search";
import { DEFAULT_SORT, hasFilters, parseJudgmentSearch, parseSort, SEARCH_SESSION_KEY, searchFields } from "~/domain/search";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { setSessionValue } from "~/server/session";
import { checkSearchPlaces } from "./browse-page.server";

export async function loader(_args: Route.LoaderArgs) {
  throw redirect("/judgments");
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const body = await readBody(request);
  const sort = parseSort(body.sort);
  const parsed = await checkSearchPlaces(services.db, parseJudgmentSearch(body));
  const query = new URLSearchParams();

  if (parsed.errors) {
    for (const field of searchFields) {
      const value = parsed.values[field];
      if (value !== undefined) query.set(field, value);
    }
    if (sort !== DEFAULT_SORT) query.set("sort", sort);
    return redirect(`/judgments?${query}`, { status: 303 });
  }

  // An empty search is no search: it clears the one kept before.
  const search = hasFilters(parsed.search) ? parsed.search : undefined;
  const cookie = await setSessionValue(request, services, SEARCH_SESSION_KEY, search, getRequestInfo(context).ip);
  if (sort !== DEFAULT_SORT) query.set("sort", sort);
  const location = query.size ? `/judgments?${query}` : "/judgments";
  return redirect(location, { status: 303, headers: cookie ? { "Set-Cookie": cookie } : undefined });
}

export default function Search() {
  return null;
}
