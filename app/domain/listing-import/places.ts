// Finding a state and a county from what a person writes in a spreadsheet cell: "CA" or
// "California"; "Fresno", "Fresno County" or the FIPS code 6019. Built once per import from the
// reference tables (app/server/queries/reference.ts), then asked for every row without a query.
import type { PlaceFinder } from "~/domain/listing-import/check-row";

type State = { id: number; name: string; abbreviation: string };
type County = { id: number; stateId: number; name: string };

const normal = (text: string) => text.trim().toLowerCase().replace(/[.'’]/g, "").replace(/\s+/g, " ");

/** The words the reference names end in that people leave out ("Fresno" for "Fresno County"). */
const COUNTY_SUFFIXES = [" county", " parish", " borough", " municipio", " municipality", " census area", " city and borough"];

export function placeFinder(states: readonly State[], counties: readonly County[]): PlaceFinder {
  const stateIds = new Map<string, number>();
  for (const state of states) {
    stateIds.set(normal(state.abbreviation), state.id);
    stateIds.set(normal(state.name), state.id);
  }
  const countyIds = new Map<string, number>();
  const key = (stateId: number, name: string) => `${stateId}:${name}`;
  for (const county of counties) countyIds.set(key(county.stateId, normal(county.name)), county.id);
  // The short names second, so a full name always wins ("Baltimore" is Baltimore County, not the city).
  for (const county of counties) {
    const name = normal(county.name);
    const suffix = COUNTY_SUFFIXES.find((s) => name.endsWith(s));
    if (!suffix) continue;
    const short = key(county.stateId, name.slice(0, -suffix.length));
    if (!countyIds.has(short)) countyIds.set(short, county.id);
  }
  const byFips = new Map(counties.map((county) => [county.id, county.stateId]));
  return {
    state: (text) => stateIds.get(normal(text)) ?? null,
    county(stateId, text) {
      if (/^\d{4,5}$/.test(text.trim())) {
        const id = Number(text.trim());
        return byFips.get(id) === stateId ? id : null;
      }
      return countyIds.get(key(stateId, normal(text))) ?? null;
    },
  };
}
