// Our courts by CourtListener's court ids (issue 30 item 2, docs/decisions/0047): the 90 federal
// district courts of the 50 states and the District of Columbia, by state (the other 4 of the 94 are
// the territories', where no listing can be), and the docket searches
// of the state courts where we are confident of the address. A listing names its state, county and
// courthouse as the seller typed it, so a state with several districts is picked from the
// courthouse's words ("Southern District", "S.D.N.Y.") when they say which; otherwise the
// administrator chooses. Pure data and lookups.

export type DistrictPart = "Northern" | "Southern" | "Eastern" | "Western" | "Middle" | "Central";
export type FederalDistrict = { id: string; state: string; part: DistrictPart | null };

const d = (state: string, ...parts: [string, DistrictPart | null][]): FederalDistrict[] => parts.map(([id, part]) => ({ id, state, part }));

/** CourtListener's ids of the federal district courts (https://www.courtlistener.com/api/jurisdictions/). */
export const federalDistricts: readonly FederalDistrict[] = [
  ...d("AL", ["alnd", "Northern"], ["almd", "Middle"], ["alsd", "Southern"]),
  ...d("AK", ["akd", null]),
  ...d("AZ", ["azd", null]),
  ...d("AR", ["ared", "Eastern"], ["arwd", "Western"]),
  ...d("CA", ["cand", "Northern"], ["caed", "Eastern"], ["cacd", "Central"], ["casd", "Southern"]),
  ...d("CO", ["cod", null]),
  ...d("CT", ["ctd", null]),
  ...d("DE", ["ded", null]),
  ...d("DC", ["dcd", null]),
  ...d("FL", ["flnd", "Northern"], ["flmd", "Middle"], ["flsd", "Southern"]),
  ...d("GA", ["gand", "Northern"], ["gamd", "Middle"], ["gasd", "Southern"]),
  ...d("HI", ["hid", null]),
  ...d("ID", ["idd", null]),
  ...d("IL", ["ilnd", "Northern"], ["ilcd", "Central"], ["ilsd", "Southern"]),
  ...d("IN", ["innd", "Northern"], ["insd", "Southern"]),
  ...d("IA", ["iand", "Northern"], ["iasd", "Southern"]),
  ...d("KS", ["ksd", null]),
  ...d("KY", ["kyed", "Eastern"], ["kywd", "Western"]),
  ...d("LA", ["laed", "Eastern"], ["lamd", "Middle"], ["lawd", "Western"]),
  ...d("ME", ["med", null]),
  ...d("MD", ["mdd", null]),
  ...d("MA", ["mad", null]),
  ...d("MI", ["mied", "Eastern"], ["miwd", "Western"]),
  ...d("MN", ["mnd", null]),
  ...d("MS", ["msnd", "Northern"], ["mssd", "Southern"]),
  ...d("MO", ["moed", "Eastern"], ["mowd", "Western"]),
  ...d("MT", ["mtd", null]),
  ...d("NE", ["ned", null]),
  ...d("NV", ["nvd", null]),
  ...d("NH", ["nhd", null]),
  ...d("NJ", ["njd", null]),
  ...d("NM", ["nmd", null]),
  ...d("NY", ["nynd", "Northern"], ["nyed", "Eastern"], ["nysd", "Southern"], ["nywd", "Western"]),
  ...d("NC", ["nced", "Eastern"], ["ncmd", "Middle"], ["ncwd", "Western"]),
  ...d("ND", ["ndd", null]),
  ...d("OH", ["ohnd", "Northern"], ["ohsd", "Southern"]),
  ...d("OK", ["oknd", "Northern"], ["oked", "Eastern"], ["okwd", "Western"]),
  ...d("OR", ["ord", null]),
  ...d("PA", ["paed", "Eastern"], ["pamd", "Middle"], ["pawd", "Western"]),
  ...d("RI", ["rid", null]),
  ...d("SC", ["scd", null]),
  ...d("SD", ["sdd", null]),
  ...d("TN", ["tned", "Eastern"], ["tnmd", "Middle"], ["tnwd", "Western"]),
  ...d("TX", ["txnd", "Northern"], ["txed", "Eastern"], ["txsd", "Southern"], ["txwd", "Western"]),
  ...d("UT", ["utd", null]),
  ...d("VT", ["vtd", null]),
  ...d("VA", ["vaed", "Eastern"], ["vawd", "Western"]),
  ...d("WA", ["waed", "Eastern"], ["wawd", "Western"]),
  ...d("WV", ["wvnd", "Northern"], ["wvsd", "Southern"]),
  ...d("WI", ["wied", "Eastern"], ["wiwd", "Western"]),
  ...d("WY", ["wyd", null]),
];

/** "U.S. District Court, Southern District of New York", given the state's name. */
export function districtName(district: FederalDistrict, stateName: string): string {
  return `U.S. District Court, ${district.part ? `${district.part} District of ` : "District of "}${stateName}`;
}

export function districtsOf(stateAbbreviation: string): FederalDistrict[] {
  const state = stateAbbreviation.toUpperCase();
  return federalDistricts.filter((district) => district.state === state);
}

export function districtById(id: string): FederalDistrict | null {
  return federalDistricts.find((district) => district.id === id) ?? null;
}

const partLetter: Record<DistrictPart, string> = { Northern: "N", Southern: "S", Eastern: "E", Western: "W", Middle: "M", Central: "C" };

/**
 * The district a federal listing is in: the state's only one, or the one its courthouse names
 * ("Southern District of New York", "SDNY", "S.D.N.Y."); null when the words do not say.
 */
export function guessDistrict(stateAbbreviation: string, courthouse: string | null): FederalDistrict | null {
  const districts = districtsOf(stateAbbreviation);
  if (districts.length === 1) return districts[0];
  const text = (courthouse ?? "").toLowerCase();
  if (!text) return null;
  const state = stateAbbreviation.toLowerCase();
  const compact = text.replace(/[.\s]/g, "");
  const found = districts.filter((district) => {
    if (!district.part) return false;
    if (text.includes(district.part.toLowerCase())) return true;
    // "S.D.N.Y.", "SDNY", "N.D. Ill." (the letter, then D, then the state's letters).
    const letter = partLetter[district.part].toLowerCase();
    return compact.includes(`${letter}d${state}`) || new RegExp(`\\b${letter}\\.\\s?d\\.`).test(text);
  });
  return found.length === 1 ? found[0] : null;
}

/** CourtListener's page of a docket, from the path its API answers ("/docket/123/foo-v-bar/"). */
export const COURTLISTENER_SITE = "https://www.courtlistener.com";

/** PACER, where every federal docket is read (for a fee). */
export const PACER_URL = "https://pacer.uscourts.gov/";

/**
 * A state's public docket search, where one covers the state's trial courts and we are sure of
 * its address; other states' dockets are searched county by county (the clerk's own site).
 */
export const stateDocketSearch: Readonly<Record<string, { name: string; url: string }>> = {
  CT: { name: "Connecticut Judicial Branch, Civil/Family Case Look-up", url: "https://civilinquiry.jud.ct.gov/" },
  MD: { name: "Maryland Judiciary Case Search", url: "https://casesearch.courts.state.md.us/casesearch/" },
  MO: { name: "Missouri Case.net", url: "https://www.courts.mo.gov/cnet/" },
  NM: { name: "New Mexico Courts Case Lookup", url: "https://caselookup.nmcourts.gov/" },
  NY: { name: "New York WebCivil Supreme", url: "https://iapps.courts.state.ny.us/webcivil/FCASMain" },
  OK: { name: "Oklahoma State Courts Network (OSCN) docket search", url: "https://www.oscn.net/dockets/" },
  PA: { name: "Pennsylvania Unified Judicial System web portal", url: "https://ujsportal.pacourts.us/CaseSearch" },
  WI: { name: "Wisconsin Circuit Court Access (WCCA)", url: "https://wcca.wicourts.gov/" },
};
