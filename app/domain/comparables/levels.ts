// The groups a judgment's comparable sales are looked for in, closest first (docs/decisions/0051):
// within its state, then its census region, then nationwide; at each place first with every
// collectability fact the subject states, then dropping one fact at a time (attorney, employed, real
// estate, litigation), always in the subject's age band and size band; as a last resort, every sale
// nationwide in its age band. A fact the subject did not state is never used, so dropping it
// changes nothing and that level is not repeated.
import type { Litigation } from "~/domain/judgment-value/facts";
import { ageBandOf, regionOf, sizeBandOf, type AgeBand, type Region, type SizeBand } from "./bands";

/** The collectability facts groups are made of (null: not stated). */
export type ComparableFacts = {
  litigation: Litigation | null;
  debtorRealEstate: boolean | null;
  debtorEmployed: boolean | null;
  debtorAttorney: boolean | null;
};
export type ComparableFact = keyof ComparableFacts;

/** The facts dropped first come first: the least established ones go before the court's own record. */
export const FACT_DROP_ORDER: readonly ComparableFact[] = ["debtorAttorney", "debtorEmployed", "debtorRealEstate", "litigation"];

export type Geography = "state" | "region" | "nation";
/** Where the groups widen to, in order. */
export const GEOGRAPHY_ORDER: readonly Geography[] = ["state", "region", "nation"];

/** The judgment whose comparable sales are wanted. */
export type ComparableSubject = {
  state: { id: number; name: string; abbreviation: string };
  /** The date of entry ('YYYY-MM-DD'). */
  dateAwarded: string;
  /** The estimated balance today. */
  balanceCents: number;
  facts: ComparableFacts;
};

/** The facts a group keeps: only stated ones, so each value is a real fact. */
export type StatedFacts = Partial<{ [K in ComparableFact]: NonNullable<ComparableFacts[K]> }>;

/** One group: a place, the age band, the size band (null: any size) and the facts kept. */
export type ComparableGroup = {
  geography: Geography;
  state: { id: number; name: string; abbreviation: string };
  region: Region;
  ageBand: AgeBand;
  sizeBand: SizeBand | null;
  facts: StatedFacts;
};

/** The facts the subject stated. */
export function statedFacts(facts: ComparableFacts): StatedFacts {
  const stated: Record<string, unknown> = {};
  for (const key of FACT_DROP_ORDER) if (facts[key] !== null && facts[key] !== undefined) stated[key] = facts[key];
  return stated as StatedFacts;
}

/** The subject's facts, then the same with one more fact dropped at a time (none repeated). */
export function factLevels(facts: ComparableFacts): StatedFacts[] {
  let kept = statedFacts(facts);
  const levels = [kept];
  for (const fact of FACT_DROP_ORDER) {
    if (!(fact in kept)) continue;
    kept = { ...kept };
    delete kept[fact];
    levels.push(kept);
  }
  return levels;
}

/**
 * Every group a level nests in at the same place and bands: its facts with any of them dropped (all
 * the proper subsets of its facts, the level of no facts included). Each could be some subject's
 * level, so each is counted beside it and compared (`publishable`).
 */
export function widerFactSets(facts: StatedFacts): StatedFacts[] {
  const keys = FACT_DROP_ORDER.filter((key) => key in facts);
  const wider: StatedFacts[] = [];
  for (let mask = 0; mask < (1 << keys.length) - 1; mask++) {
    const kept: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      if (mask & (1 << i)) kept[key] = facts[key];
    });
    wider.push(kept as StatedFacts);
  }
  return wider;
}

/** A canonical name of the facts a group keeps ("litigation+debtorRealEstate", "" for none). */
export const factsKey = (facts: StatedFacts): string => FACT_DROP_ORDER.filter((key) => key in facts).join("+");

/** Whether the state has a census region (every state and DC; not Puerto Rico or the territories). */
export function hasRegion(stateCode: string): boolean {
  try {
    regionOf(stateCode);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every group to look in, closest first, as of `today` ('YYYY-MM-DD'): the subject's age band on
 * that day and the size band of its balance. Null for a subject with no census region (its sales
 * are not recorded either).
 */
export function comparableGroups(subject: ComparableSubject, today: string): ComparableGroup[] | null {
  const base = groupBase(subject, today);
  if (!base) return null;
  const levels = factLevels(subject.facts);
  const groups: ComparableGroup[] = GEOGRAPHY_ORDER.flatMap((geography) => levels.map((facts) => ({ ...base, geography, facts })));
  groups.push({ ...base, geography: "nation", sizeBand: null, facts: {} });
  return groups;
}

/** comparableGroups' first group alone (the subject's state, bands and every fact it stated), without building the others. */
export function closestComparableGroup(subject: ComparableSubject, today: string): ComparableGroup | null {
  const base = groupBase(subject, today);
  return base && { ...base, geography: GEOGRAPHY_ORDER[0]!, facts: statedFacts(subject.facts) };
}

function groupBase(subject: ComparableSubject, today: string) {
  if (!hasRegion(subject.state.abbreviation)) return null;
  return {
    state: subject.state,
    region: regionOf(subject.state.abbreviation),
    ageBand: ageBandOf(subject.dateAwarded, today),
    sizeBand: sizeBandOf(subject.balanceCents) as SizeBand | null,
  };
}
