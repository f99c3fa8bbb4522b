// /judgments/by_county/{county id}: the browse page for one county (FIPS code, e.g. 48201).
import type { Route } from "./+types/by-county";
import { loadAsDocument } from "~/components/document-load";
import { BrowsePage } from "~/components/judgments/browse-page";
import { pageTitle } from "~/components/page-title";
import { getServices } from "~/server/context";
import { cachedCounty, cachedState } from "~/server/queries/reference-cache";
import { loadBrowsePage } from "./browse-page.server";
import { parseId } from "~/domain/ids";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.heading ?? "Judgments For Sale", matches, loaderData ? `${loaderData.heading}: active listings.` : undefined);

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

// Never hydrated: a client-side link from a page that hydrates loads it as a document, with the
// enhancement script its search form relies on (the county list following the state).
export const clientLoader = loadAsDocument;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const countyId = parseId(params.countyId);
  if (countyId === null) notFound();
  const { db } = getServices(context);
  const county = await cachedCounty(db, countyId);
  const state = county ? await cachedState(db, county.stateId) : null;
  if (!county || !state) notFound();
  return loadBrowsePage(request, context, {
    path: `/judgments/by_county/${county.id}`,
    state,
    county: { id: county.id, name: county.name },
  });
}

export default function JudgmentsByCounty({ loaderData }: Route.ComponentProps) {
  return <BrowsePage data={loaderData} />;
}
