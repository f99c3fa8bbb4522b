// /judgments/by_state/{abbreviation}: the browse page for one state ("tx" and "TX" alike).
import type { Route } from "./+types/by-state";
import { loadAsDocument } from "~/components/document-load";
import { BrowsePage } from "~/components/judgments/browse-page";
import { browseMeta } from "~/components/judgments/browse-page-html";
import { pageTitle } from "~/components/page-title";
import { getServices } from "~/server/context";
import { statePlace } from "~/server/listings/browse-page";
import { browsePageLoader } from "./browse-page.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? browseMeta(loaderData, matches) : pageTitle("Judgments For Sale", matches);

// Never hydrated: a client-side link from a page that hydrates loads it as a document, with the
// enhancement script its search form relies on (the county list following the state).
export const clientLoader = loadAsDocument;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const place = await statePlace(getServices(context).db, params.abbreviation ?? "");
  if (!place) throw new Response("Not Found", { status: 404 });
  return browsePageLoader(request, context, place);
}

export default function JudgmentsByState({ loaderData }: Route.ComponentProps) {
  return <BrowsePage data={loaderData} />;
}
