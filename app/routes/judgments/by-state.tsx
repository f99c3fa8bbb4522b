// /judgments/by_state/{abbreviation}: the browse page for one state ("tx" and "TX" alike).
import type { Route } from "./+types/by-state";
import { loadAsDocument } from "~/components/document-load";
import { BrowsePage } from "~/components/judgments/browse-page";
import { pageTitle } from "~/components/page-title";
import { getServices } from "~/server/context";
import { cachedStateByAbbreviation } from "~/server/queries/reference-cache";
import { loadBrowsePage } from "./browse-page.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.heading ?? "Judgments For Sale", matches, loaderData ? `${loaderData.heading}: active listings.` : undefined);

// Never hydrated: a client-side link from a page that hydrates loads it as a document, with the
// enhancement script its search form relies on (the county list following the state).
export const clientLoader = loadAsDocument;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const abbreviation = params.abbreviation ?? "";
  const state = /^[A-Za-z]{2}$/.test(abbreviation) ? await cachedStateByAbbreviation(getServices(context).db, abbreviation) : null;
  if (!state) throw new Response("Not Found", { status: 404 });
  return loadBrowsePage(request, context, { path: `/judgments/by_state/${state.abbreviation}`, state });
}

export default function JudgmentsByState({ loaderData }: Route.ComponentProps) {
  return <BrowsePage data={loaderData} />;
}
