// How a listing row says what it is and where (docs/decisions/0055): a judgment by its county and
// state; a portfolio by its mark ("Portfolio · 5 judgments") and a place its row's columns allow —
// its county and state when every judgment shares them, its state and a count of counties when
// they share only the state, a count of states otherwise ("3 states"). Every list of listings
// (browse, the featured lists, a member's public page, the dashboards, the alerts) words it here. Pure.
import type { ListingKind } from "~/domain/listing-status";

export type ListingPlace = {
  kind: ListingKind;
  stateName: string | null;
  countyName: string | null;
  /** A portfolio's: how many states and counties its judgments are in (null for a judgment). */
  stateCount: number | null;
  countyCount: number | null;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Portfolio · 5 judgments": the mark of a portfolio row. */
export function portfolioMark(size: number): string {
  return `Portfolio · ${plural(size, "judgment")}`;
}

/** "Harris, Texas" for a judgment or a one-county portfolio; "2 counties, Texas"; "3 states". */
export function placeWords(place: ListingPlace): string {
  if (place.stateName === null) return plural(place.stateCount ?? 0, "state");
  if (place.countyName === null) return `${plural(place.countyCount ?? 0, "county", "counties")}, ${place.stateName}`;
  return `${place.countyName}, ${place.stateName}`;
}

/** The place with a portfolio's mark before it: "Harris, TX" for a judgment; "Portfolio · 5 judgments, 3 states". */
export function markedPlace(place: ListingPlace & { portfolioSize: number | null }): string {
  const where = placeWords(place);
  return place.kind === "portfolio" && place.portfolioSize !== null ? `${portfolioMark(place.portfolioSize)}, ${where}` : where;
}

/** Where a listing is linked: a portfolio's page or a judgment's (the decision's `listingPath`). */
export function listingPath(kind: ListingKind, id: number): string {
  return kind === "portfolio" ? `/portfolios/${id}` : `/judgments/${id}`;
}

/** The place in a state column: the state's abbreviation, or "3 states" for a portfolio in several. */
export function stateShort(place: ListingPlace & { stateAbbreviation: string | null }): string {
  return place.stateAbbreviation ?? plural(place.stateCount ?? 0, "state");
}

/** The place in a county column: the county, or "2 counties" for a portfolio in several (one state); "—" across states. */
export function countyShort(place: ListingPlace): string {
  if (place.countyName !== null) return place.countyName;
  return place.stateName === null ? "—" : plural(place.countyCount ?? 0, "county", "counties");
}
