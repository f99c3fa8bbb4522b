// What a county list that follows its state select says around it: the first option, and the hint
// below that tells how the list is coming. Two lists: the browse page's search form (search-form.ts)
// and the listing wizard's location fields (listing-wizard/location-fields.tsx). Shared by those two
// and the enhancement script that does their work on a page that does not hydrate
// (app/enhance/county-select.ts).

export type CountyWording = {
  /** The first option once a state is chosen. */
  anyCounty: string;
  /** The first option while no state is. */
  noState: string;
  /** The hint while the state's counties load. */
  loading: string;
  /** The hint when they could not be loaded. */
  failed: string;
  /** The hint when a state is chosen and no county is listed (without JavaScript, until the form is sent). */
  empty: string;
};

export const searchCountyWording: CountyWording = {
  anyCounty: "All counties",
  noState: "All counties (choose a state first)",
  loading: "Loading the counties…",
  failed: "The counties could not be loaded; search by state, then pick a county.",
  empty: "Search to list this state's counties.",
};

export const sellCountyWording: CountyWording = {
  anyCounty: "Choose a county…",
  noState: "Choose a state first",
  loading: "Loading the counties…",
  failed: "The counties could not be loaded; choose the state again, or save the step to list them.",
  empty: "Save the step to list this state's counties.",
};

/** The hint under the county list. */
export function countyHint(wording: CountyWording, state: { stateId: string; loading: boolean; failed: boolean; count: number }): string {
  if (state.loading) return wording.loading;
  if (state.failed) return wording.failed;
  return state.stateId && !state.count ? wording.empty : "";
}
