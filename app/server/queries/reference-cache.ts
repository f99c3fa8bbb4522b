// States and counties change only with a migration, so each process reads them once per database and
// answers the browse pages' place checks and lists from memory (issue 28: the browse page read the
// states on every request, and a search also looked its state up and listed its counties each time).
//
// The cache holds real promises (an async function's), not Drizzle's query builders: a builder is a
// lazy thenable that runs its query again on every await. A failed read is forgotten, so the next
// request tries again.
import { asc } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { counties } from "~/server/db/schema";
import { listStates, type County, type CountyOption, type StateOption } from "./reference";

type Reference = {
  states: readonly StateOption[];
  stateById: Map<number, StateOption>;
  countyById: Map<number, County>;
  /** Each state's counties by name, as listCounties orders them. */
  countiesByState: Map<number, readonly CountyOption[]>;
};

const byDatabase = new WeakMap<object, Promise<Reference>>();

async function readReference(db: Executor): Promise<Reference> {
  const [stateRows, countyRows] = await Promise.all([
    listStates(db),
    db
      .select({ id: counties.id, name: counties.name, stateId: counties.stateId })
      .from(counties)
      .orderBy(asc(counties.name), asc(counties.id)),
  ]);
  const countiesByState = new Map<number, CountyOption[]>(stateRows.map((state) => [state.id, []]));
  for (const county of countyRows) countiesByState.get(county.stateId)?.push(Object.freeze({ id: county.id, name: county.name }));
  // Shared by every request: frozen, so no caller can change another's list.
  for (const state of stateRows) Object.freeze(state);
  for (const list of countiesByState.values()) Object.freeze(list);
  return {
    states: Object.freeze(stateRows),
    stateById: new Map(stateRows.map((state) => [state.id, state])),
    countyById: new Map(countyRows.map((county) => [county.id, Object.freeze(county)])),
    countiesByState,
  };
}

function reference(db: Executor): Promise<Reference> {
  let loaded = byDatabase.get(db);
  if (!loaded) {
    loaded = readReference(db);
    byDatabase.set(db, loaded);
    // A failed read, or one before the reference data was migrated, is not kept: the next asks again.
    loaded.then(
      (read) => read.states.length === 0 && byDatabase.delete(db),
      () => byDatabase.delete(db),
    );
  }
  return loaded;
}

/** Every state by name (the database's, read once). */
export async function cachedStates(db: Executor): Promise<readonly StateOption[]> {
  return (await reference(db)).states;
}

export async function cachedState(db: Executor, id: number): Promise<StateOption | null> {
  return (await reference(db)).stateById.get(id) ?? null;
}

export async function cachedCounty(db: Executor, id: number): Promise<County | null> {
  return (await reference(db)).countyById.get(id) ?? null;
}

/** A state's counties by name; none for an unknown state. */
export async function cachedCounties(db: Executor, stateId: number): Promise<readonly CountyOption[]> {
  return (await reference(db)).countiesByState.get(stateId) ?? [];
}

/** `ca`, `CA` and ` Ca ` all find California. */
export async function cachedStateByAbbreviation(db: Executor, abbreviation: string): Promise<StateOption | null> {
  const wanted = abbreviation.trim().toUpperCase();
  return (await reference(db)).states.find((state) => state.abbreviation === wanted) ?? null;
}
