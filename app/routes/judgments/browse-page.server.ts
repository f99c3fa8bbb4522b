// The browse pages' loader for React Router (/judgments, /judgments/by_state/{abbr},
// /judgments/by_county/{id}): the viewer from the request, the data from app/server/listings/browse-page.ts
// (which a cookie-less visitor's page written without React Router reads too), the answer as React
// Router's (the kept search's redirect thrown, a refused filter's 422). Server-only.
import { data, redirect, type RouterContextProvider } from "react-router";
import { SEARCH_SESSION_KEY } from "~/domain/search";
import { getServices, writtenPageNotAgain } from "~/server/context";
import { getOptionalUser } from "~/server/auth/guards";
import { loadBrowsePage, type BrowsePlace } from "~/server/listings/browse-page";
import { getSessionValue } from "~/server/session";

export async function browsePageLoader(request: Request, context: Readonly<RouterContextProvider>, place: BrowsePlace | null = null) {
  writtenPageNotAgain(context);
  const services = getServices(context);
  const user = await getOptionalUser(request, context);
  const answer = await loadBrowsePage(
    services,
    new URL(request.url).searchParams,
    { user, storedSearch: () => getSessionValue(request, services, SEARCH_SESSION_KEY) },
    place,
  );
  if ("redirectTo" in answer) throw redirect(answer.redirectTo);
  return data(answer.page, { status: answer.status });
}
