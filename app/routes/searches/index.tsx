// /searches: the member's saved searches (docs/decisions/0028-saved-searches.md), each with its
// criteria in words, its latest matches (new ones since the member last looked marked), a link to
// the browse page with the search applied, and forms to change the alerts, rename and delete.
// Every form works without JavaScript; someone else's search is a 404.
import { useActionData } from "react-router";
import type { Route } from "./+types/index";
import { pageTitle } from "~/components/page-title";
import { SavedSearchList } from "~/components/saved-searches/saved-search-list";
import type { SavedSearchActionErrors } from "~/components/saved-searches/types";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { loadSavedSearches, savedSearchesAction } from "~/server/saved-searches/page";
export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle("Saved searches", matches, "Your saved searches and the new listings that match them.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadSavedSearches(getServices(context), user.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return savedSearchesAction(getServices(context), user.id, await readBody(request));
}

export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const refused = useActionData<typeof action>() as SavedSearchActionErrors | undefined;
  return <SavedSearchList data={loaderData} refused={refused ?? null} />;
}
