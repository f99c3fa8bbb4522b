// POST /judgments/search: the search form. A valid search is kept in the session and the browser
// is sent (303) to its URL (/judgments?state=TX&price_max=20000…, app/domain/search-url.ts), which
// shows its results and can be shared, bookmarked and found again by the back button. An invalid
// one is sent to /judgments with what was typed in the query string, where each problem is shown
// next to its field (and nothing is kept). GET /judgments/search has nothing to show: it goes to
// /judgments.
import { redirect } from "react-router";
import type { Route } from "./+types/search";
import { hasFilters, parseSort, SEARCH_SESSION_KEY } from "~/domain/search";
import { browseHref, filterQuery, readSearch, searchQuery } from "~/domain/search-url";
import { getRequestInfo, getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { cachedStates } from "~/server/queries/reference-cache";
import { setSessionValue } from "~/server/session";
import { checkSearchPlaces } from "~/server/listings/browse-page";

export async function loader(_args: Route.LoaderArgs) {
  throw redirect("/judgments");
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const body = await readBody(request);
  const sort = parseSort(body.sort);
  const states = await cachedStates(services.db);
  const parsed = await checkSearchPlaces(services.db, readSearch(body, states));

  if (parsed.errors) return redirect(browseHref("/judgments", filterQuery(parsed.values, states), { sort }), { status: 303 });

  // An empty search is no search: it clears the one kept before.
  const search = hasFilters(parsed.search) ? parsed.search : undefined;
  const cookie = await setSessionValue(request, services, SEARCH_SESSION_KEY, search, getRequestInfo(context).ip);
  const location = browseHref("/judgments", searchQuery(parsed.search, states), { sort });
  return redirect(location, { status: 303, headers: cookie ? { "Set-Cookie": cookie } : undefined });
}

export default function Search() {
  return null;
}
