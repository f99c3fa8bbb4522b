// Where a listing's page, and so its forms, live: /judgments/{id} for a judgment, /portfolios/{id}
// for a portfolio (docs/decisions/0055). The offer, watch and message forms are the judgment page's
// components; the portfolio's page wraps them in a provider so they post back to it, where an
// answer with field errors renders (a post to /judgments/{id} of a portfolio would redirect and lose them).
import { createContext, useContext, type ReactNode } from "react";
import { listingPath } from "~/domain/listing-place";
import type { ListingKind } from "~/domain/listing-status";

const ListingKindContext = createContext<ListingKind>("judgment");

export function ListingKindProvider({ kind, children }: { kind: ListingKind; children: ReactNode }) {
  return <ListingKindContext.Provider value={kind}>{children}</ListingKindContext.Provider>;
}

/** The page (and form action) of the listing `id` as the page being rendered names it. */
export function useListingPath(id: number): string {
  return listingPath(useContext(ListingKindContext), id);
}
