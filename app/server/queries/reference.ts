// US states and counties (reference data seeded by the reference_data migration).
import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { counties, states } from "~/server/db/schema";

export type StateOption = { id: number; name: string; abbreviation: string };
export type CountyOption = { id: number; name: string };
export type County = { id: number; name: string; stateId: number };

export function listStates(db: Executor): Promise<StateOption[]> {
  return db.select({ id: states.id, name: states.name, abbreviation: states.abbreviation }).from(states).orderBy(asc(states.name));
}

export function listCounties(db: Executor, stateId: number): Promise<CountyOption[]> {
  return db
    .select({ id: counties.id, name: counties.name })
    .from(counties)
    .where(eq(counties.stateId, stateId))
    .orderBy(asc(counties.name), asc(counties.id));
}

export async function findState(db: Executor, id: number): Promise<StateOption | null> {
  const [row] = await db
    .select({ id: states.id, name: states.name, abbreviation: states.abbreviation })
    .from(states)
    .where(eq(states.id, id));
  return row ?? null;
}

/** `ca`, `CA` and ` Ca ` all find California. */
export async function findStateByAbbreviation(db: Executor, abbreviation: string): Promise<StateOption | null> {
  const [row] = await db
    .select({ id: states.id, name: states.name, abbreviation: states.abbreviation })
    .from(states)
    .where(eq(states.abbreviation, abbreviation.trim().toUpperCase()));
  return row ?? null;
}

export async function findCounty(db: Executor, id: number): Promise<County | null> {
  const [row] = await db
    .select({ id: counties.id, name: counties.name, stateId: counties.stateId })
    .from(counties)
    .where(eq(counties.id, id));
  return row ?? null;
}

/** Every county with its state (about 3,200 rows): the spreadsheet import finds counties by name in it. */
export function listAllCounties(db: Executor): Promise<County[]> {
  return db.select({ id: counties.id, name: counties.name, stateId: counties.stateId }).from(counties);
}
