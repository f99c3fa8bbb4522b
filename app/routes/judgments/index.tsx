// /judgments: "Judgments For Sale", every active listing, searched, sorted and paged.
// The search comes from the query string, else from the session (app/server/listings/browse-page.ts).
import type { Route } from "./+types/index";
import { loadAsDocument } from "~/components/document-load";
import { BrowsePage } from "~/components/judgments/browse-page";
import { BROWSE_DESCRIPTION, browseMeta } from "~/components/judgments/browse-page-html";
import { pageTitle } from "~/components/page-title";
import { browsePageLoader } from "./browse-page.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? browseMeta(loaderData, matches) : pageTitle("Judgments For Sale", matches, BROWSE_DESCRIPTION);

// Never hydrated: a client-side link from a page that hydrates loads it as a document, with the
// enhancement script its search form relies on (the county list following the state).
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  return browsePageLoader(request, context);
}

export default function Judgments({ loaderData }: Route.ComponentProps) {
  return <BrowsePage data={loaderData} />;
}
