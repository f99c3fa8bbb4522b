// /searches/new: saves a browse search (docs/decisions/0028-saved-searches.md). The browse page's
// small form posts here (name, alert frequency and the search's fields); GET shows the same form
// on its own page (a visitor is sent to sign in first and comes back here). A refused form is shown
// again with each message next to its field. Works without JavaScript.
import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/new";
import { pageTitle } from "~/components/page-title";
import { SaveSearchPage } from "~/components/saved-searches/save-search-page";
import type { SaveSearchActionData } from "~/components/saved-searches/types";
import type { JudgmentSearch } from "~/domain/search";
import { readSearch } from "~/domain/search-url";
import { requireUser } from "~/server/auth/guards";
import { getServices, type AppServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { cachedStates } from "~/server/queries/reference-cache";
import { loadSaveSearch, saveSearch } from "~/server/saved-searches/page";
import { checkSearchPlaces } from "~/server/listings/browse-page";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Save this search", matches);

/** The search from a query string or form body, read and checked as the browse page does; null when invalid. */
async function searchOf(services: AppServices, input: URLSearchParams | Record<string, unknown>): Promise<JudgmentSearch | null> {
  const parsed = await checkSearchPlaces(services.db, readSearch(input, await cachedStates(services.db)));
  return parsed.errors ? null : parsed.search;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const url = new URL(request.url);
  const search = await searchOf(services, url.searchParams);
  // A search the browse page would refuse is fixed there first.
  if (!search) throw redirect(`/judgments?${url.searchParams}`);
  return loadSaveSearch(services, user.id, search);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  const search = await searchOf(services, body);
  if (!search) {
    return {
      errors: { _: ["This search has filters we cannot read. Please search again, then save it."] },
      values: { name: "", alerts: "" },
    };
  }
  return saveSearch(services, user.id, body, search);
}

export default function SaveSearch({ loaderData }: Route.ComponentProps) {
  const refused = useActionData<typeof action>() as SaveSearchActionData | undefined;
  return <SaveSearchPage data={loaderData} refused={refused ?? null} />;
}
