// States and counties from the reference_data migration, the queries over them and the
// /api/states and /api/counties/{state_id} resource routes.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as countiesLoader } from "~/routes/api/counties";
import { loader as statesLoader } from "~/routes/api/states";
import { servicesContext } from "~/server/context";
import type { DatabaseHandle } from "~/server/db/client";
import { roles, upsells } from "~/server/db/schema";
import { findCounty, findStateByAbbreviation, listCounties, listStates } from "~/server/queries/reference";
import { createTestDatabase } from "../support/db";

let handle: DatabaseHandle;
let context: RouterContextProvider;

beforeAll(async () => {
  handle = await createTestDatabase();
  context = new RouterContextProvider();
  context.set(servicesContext, { db: handle.db } as any);
});
afterAll(async () => {
  await handle?.close();
});

const CALIFORNIA = 6;

describe("reference data", () => {
  it("has the 50 states, DC and the territories, sorted by name", async () => {
    const states = await listStates(handle.db);
    expect(states).toHaveLength(57);
    const abbreviations = states.map((s) => s.abbreviation);
    for (const abbreviation of ["CA", "NY", "TX", "DC", "PR", "GU", "VI", "AS", "MP", "UM"]) {
      expect(abbreviations).toContain(abbreviation);
    }
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(states.find((s) => s.abbreviation === "CA")).toEqual({ id: CALIFORNIA, name: "California", abbreviation: "CA" });
  });

  it("has every county, 58 in California, sorted by name", async () => {
    const california = await listCounties(handle.db, CALIFORNIA);
    expect(california).toHaveLength(58);
    expect(california[0]).toEqual({ id: 6001, name: "Alameda County" });
    const names = california.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    let total = 0;
    for (const state of await listStates(handle.db)) total += (await listCounties(handle.db, state.id)).length;
    expect(total).toBe(3235);
  });

  it("keeps apostrophes in county names", async () => {
    expect(await findCounty(handle.db, 19141)).toEqual({ id: 19141, name: "O'Brien County", stateId: 19 });
    expect(await findCounty(handle.db, 99999)).toBeNull();
  });

  it("finds a state by its abbreviation in any case", async () => {
    expect((await findStateByAbbreviation(handle.db, "ny"))?.name).toBe("New York");
    expect((await findStateByAbbreviation(handle.db, " Dc "))?.id).toBe(11);
    expect(await findStateByAbbreviation(handle.db, "ZZ")).toBeNull();
  });

  it("seeds the administrator roles and the upsells with the fee schedule's amounts", async () => {
    const roleNames = (await handle.db.select({ name: roles.name }).from(roles)).map((r) => r.name);
    expect(roleNames).toEqual(expect.arrayContaining(["admin", "super-admin"]));
    const rows = await handle.db.select().from(upsells).orderBy(upsells.sortOrder);
    expect(rows.map((u) => [u.code, u.amountCents])).toEqual([
      ["embolden", 400],
      ["highlight", 700],
      ["featured_state", 2500],
      ["featured_nationwide", 12500],
      ["premium", 1999],
    ]);
  });
});

describe("GET /api/states and /api/counties/{state_id}", () => {
  it("answers the states as JSON", async () => {
    const response = await statesLoader({ context });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { id: number; name: string }[];
    expect(body).toHaveLength(57);
    expect(body[0]).toEqual({ id: 1, name: "Alabama", abbreviation: "AL" });
  });

  it("answers a state's counties as JSON", async () => {
    const response = await countiesLoader({ params: { stateId: "6" }, context });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; name: string }[];
    expect(body).toHaveLength(58);
    expect(body[0]).toEqual({ id: 6001, name: "Alameda County" });
  });

  it.each(["abc", "0", "-6", "6.5", "99", "", "1e3", "99999999999999999999"])(
    "answers 404 with a field error for state id %j",
    async (stateId) => {
      const response = await countiesLoader({ params: { stateId }, context });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: { state_id: ["Unknown state."] } });
    },
  );

  it("answers 404 when the parameter is missing", async () => {
    const response = await countiesLoader({ params: {}, context });
    expect(response.status).toBe(404);
  });
});
