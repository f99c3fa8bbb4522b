// The groups comparable sales fall in (issue 31, docs/decisions/0051): the judgment's age at the
// sale (years since entry), its size (the estimated balance on the day of sale), and the state's
// census region for widening beyond a state. Stored with each sale so later rule changes never move
// history.

export const ageBands = ["0-2", "2-5", "5-10", "10+"] as const;
export type AgeBand = (typeof ageBands)[number];
export const ageBandLabels: Record<AgeBand, string> = {
  "0-2": "under 2 years old",
  "2-5": "2–5 years old",
  "5-10": "5–10 years old",
  "10+": "over 10 years old",
};

/** Years since entry on a given day (whole days / 365.25), into its band. */
export function ageBandOf(dateAwarded: string, onDay: string): AgeBand {
  const years = (Date.parse(`${onDay}T00:00:00Z`) - Date.parse(`${dateAwarded}T00:00:00Z`)) / (365.25 * 86_400_000);
  if (years < 2) return "0-2";
  if (years < 5) return "2-5";
  if (years < 10) return "5-10";
  return "10+";
}

export const sizeBands = ["under-10k", "10k-50k", "50k-250k", "250k+"] as const;
export type SizeBand = (typeof sizeBands)[number];
export const sizeBandLabels: Record<SizeBand, string> = {
  "under-10k": "under $10,000",
  "10k-50k": "$10,000–$50,000",
  "50k-250k": "$50,000–$250,000",
  "250k+": "over $250,000",
};

export function sizeBandOf(balanceCents: number): SizeBand {
  if (balanceCents < 1_000_000) return "under-10k";
  if (balanceCents < 5_000_000) return "10k-50k";
  if (balanceCents < 25_000_000) return "50k-250k";
  return "250k+";
}

/** The U.S. Census Bureau's four regions (DC in the South). */
export const regions = ["northeast", "midwest", "south", "west"] as const;
export type Region = (typeof regions)[number];
export const regionLabels: Record<Region, string> = {
  northeast: "Northeast",
  midwest: "Midwest",
  south: "South",
  west: "West",
};

const statesOfRegion: Record<Region, readonly string[]> = {
  northeast: ["CT", "ME", "MA", "NH", "RI", "VT", "NJ", "NY", "PA"],
  midwest: ["IL", "IN", "MI", "OH", "WI", "IA", "KS", "MN", "MO", "NE", "ND", "SD"],
  south: ["DE", "DC", "FL", "GA", "MD", "NC", "SC", "VA", "WV", "AL", "KY", "MS", "TN", "AR", "LA", "OK", "TX"],
  west: ["AZ", "CO", "ID", "MT", "NV", "NM", "UT", "WY", "AK", "CA", "HI", "OR", "WA"],
};

const regionByState = new Map(Object.entries(statesOfRegion).flatMap(([region, codes]) => codes.map((code) => [code, region as Region])));

/** The census region of a state's two-letter code (every state and DC has one). */
export function regionOf(stateCode: string): Region {
  const region = regionByState.get(stateCode.toUpperCase());
  if (!region) throw new Error(`No census region for state ${stateCode}`);
  return region;
}
