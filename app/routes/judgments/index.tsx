// /judgments: "Judgments For Sale", every active listing, searched, sorted and paged.
// The search comes from the query string, else from the session (see browse-page.server.ts).
import type { Route } from "./+types/index";
import { loadAsDocument } from "~/components/document-load";
import { BrowsePage } from "~/components/judgments/browse-page";
import { pageTitle } from "~/components/page-title";
import { loadBrowsePage } from "./browse-page.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(
    loaderData?.heading ?? "Judgments For Sale",
    matches,
    "Browse and search US court money judgments for sale: judgment amount, asking price, state and county of every active listing.",
  );

// Never hydrated: a client-side link from a page that hydrates loads it as a document, with the
// enhancement script its search form relies on (the county list following the state).
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBrowsePage(request, context);
}

export default function Judgments({ loaderData }: Route.ComponentProps) {
  return <BrowsePage data={loaderData} />;
}
