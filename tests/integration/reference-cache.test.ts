// The per-process cache of states and counties (app/server/queries/reference-cache.ts): the same
// answers as the queries it replaces on the browse pages, read once per database, and read again
// after a failed read.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/server/db/client";
import { findCounty, findState, findStateByAbbreviation, listCounties, listStates } from "~/server/queries/reference";
import { cachedCounties, cachedCounty, cachedState, cachedStateByAbbreviation, cachedStates } from "~/server/queries/reference-cache";
import { createTestDatabase } from "../support/db";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** The database handle, counting the queries started through it; `failFirst` makes the first one throw. */
function counting(db: DatabaseHandle["db"], failFirst = false) {
  const counter = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "select") return Reflect.get(target, key, receiver);
      return (...args: unknown[]) => {
        counter.selects++;
        if (failFirst && counter.selects === 1) throw new Error("connection lost");
        return (target.select as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return { db: proxy, counter };
}

/**
 * Counts the statements the driver runs that read the states or counties tables: what a cached
 * Drizzle query builder (a thenable that runs again on every await) would fail.
 */
function countReferenceReads(): { reads: () => number; restore: () => void } {
  const client = (handle.pglite ?? handle.pool) as unknown as { query: (...args: unknown[]) => unknown };
  const spy = vi.spyOn(client, "query");
  const reads = () =>
    spy.mock.calls.filter(([query]) => {
      const text = typeof query === "string" ? query : (query as { text?: string })?.text;
      return typeof text === "string" && /"(states|counties)"/.test(text);
    }).length;
  return { reads, restore: () => spy.mockRestore() };
}

describe("the reference cache", () => {
  it("answers like the queries, for every state and a sample of counties", async () => {
    const { db } = counting(handle.db);
    expect(await cachedStates(db)).toEqual(await listStates(handle.db));
    for (const state of await listStates(handle.db)) {
      expect(await cachedState(db, state.id)).toEqual(await findState(handle.db, state.id));
      expect(await cachedStateByAbbreviation(db, ` ${state.abbreviation.toLowerCase()} `)).toEqual(
        await findStateByAbbreviation(handle.db, state.abbreviation),
      );
      expect(await cachedCounties(db, state.id)).toEqual(await listCounties(handle.db, state.id));
    }
    for (const id of [6019, 48201, 36061, 11001, 1]) expect(await cachedCounty(db, id)).toEqual(await findCounty(handle.db, id));
    expect(await cachedState(db, 999)).toBeNull();
    expect(await cachedStateByAbbreviation(db, "ZZ")).toBeNull();
    expect(await cachedCounties(db, 999)).toEqual([]);
  });

  it("reads the database once, however many pages ask at once", async () => {
    const { db, counter } = counting(handle.db);
    const driver = countReferenceReads();
    await Promise.all([cachedStates(db), cachedState(db, 6), cachedCounties(db, 48), cachedCounty(db, 48201)]);
    for (let i = 0; i < 20; i++) {
      await cachedStates(db);
      await cachedCounties(db, 6);
      await cachedState(db, 48);
    }
    // One query for the states and one for the counties, in all, each run once.
    expect(counter.selects).toBe(2);
    expect(driver.reads()).toBe(2);
    driver.restore();
  });

  it("forgets a failed read: the next request reads again", async () => {
    const { db, counter } = counting(handle.db, true);
    await expect(cachedStates(db)).rejects.toThrow("connection lost");
    expect(await cachedStates(db)).toHaveLength(57);
    expect(counter.selects).toBeGreaterThanOrEqual(3);
  });

  it("does not keep an empty read (a request before the reference data was migrated)", async () => {
    let empty = 2; // the first read's two queries, states and counties, find nothing
    const db = new Proxy(handle.db, {
      get(target, key, receiver) {
        if (key !== "select" || empty === 0) return Reflect.get(target, key, receiver);
        return () => {
          empty--;
          return { from: () => ({ orderBy: () => Promise.resolve([]) }) };
        };
      },
    });
    expect(await cachedStates(db)).toEqual([]);
    expect(await cachedStates(db)).toHaveLength(57);
  });

  it("hands out frozen lists: no request can change another's", async () => {
    const states = await cachedStates(handle.db);
    expect(Object.isFrozen(states) && Object.isFrozen(states[0])).toBe(true);
    const counties = await cachedCounties(handle.db, 6);
    expect(Object.isFrozen(counties) && Object.isFrozen(counties[0])).toBe(true);
  });
});
