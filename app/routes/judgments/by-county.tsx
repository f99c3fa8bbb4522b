// /judgments/by_county/{county id}: the browse page for one county (FIPS code, e.g. 48201).
import type { Route } from "./+types/by-county";
import { loadAsDocument } from "~/components/document-load";
import { BrowsePage } from "~/components/judgments/browse-page";
import { browseMeta } from "~/components/judgments/browse-page-html";
import { pageTitle } from "~/components/page-title";
import { getServices } from "~/server/context";
import { countyPlace } from "~/server/listings/browse-page";
import { browsePageLoader } from "./browse-page.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? browseMeta(loaderData, matches) : pageTitle("Judgments For Sale", matches);

// Never hydrated: a client-side link from a page that hydrates loads it as a document, with the
// enhancement script its search form relies on (the county list following the state).
export const clientLoader = loadAsDocument;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const place = await countyPlace(getServices(context).db, params.countyId ?? "");
  if (!place) throw new Response("Not Found", { status: 404 });
  return browsePageLoader(request, context, place);
}

export default function JudgmentsByCounty({ loaderData }: Route.ComponentProps) {
  return <BrowsePage data={loaderData} />;
}
