// The prepared queries' row mapper (app/server/queries/row-mapper.ts) builds the very rows Drizzle's
// mapResultRow builds: same keys in the same order, the same decoded values (timestamps as Dates,
// SQL fields through their mapWith), and a left-joined object that came back all null as null.
import * as drizzleOrm from "drizzle-orm";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import { compileRowMapper, type SelectedField } from "~/server/queries/row-mapper";
import { judgments, states, users } from "~/server/db/schema";

const db = drizzle.mock();

/** Drizzle's own row mapper: exported by the package, left out of its types (marked internal). */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow(fields: SelectedField[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>): Record<string, unknown>;
};

type Prepared = { fields: SelectedField[]; joinsNotNullableMap: Record<string, boolean> };

function preparedOf(query: { prepare(name: string): unknown }): Prepared {
  return query.prepare("") as unknown as Prepared;
}

function bothWays({ fields, joinsNotNullableMap }: Prepared, rows: unknown[][]) {
  const drizzles = rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap));
  const ours = compileRowMapper(fields, joinsNotNullableMap)(rows);
  return { drizzles, ours };
}

describe("compileRowMapper", () => {
  it("maps a flat selection of columns and SQL fields as Drizzle does, key order included", () => {
    const prepared = preparedOf(
      db
        .select({
          id: judgments.id,
          title: judgments.title,
          listedAt: judgments.listedAt,
          dateAwarded: judgments.dateAwarded,
          verified: sql<boolean>`${users.identityVerifiedAt} is not null`,
          offers: sql`count(*)`.mapWith(Number),
          stateName: states.name,
        })
        .from(judgments)
        .innerJoin(users, eq(users.id, judgments.sellerId))
        .leftJoin(states, eq(states.id, judgments.stateId)),
    );
    const rows = [
      [7, "Smith v. Jones", "2026-11-02 10:00:00.123+00", "2024-03-01", true, "12", "Texas"],
      [8, "Doe v. Roe", null, "2020-01-31", false, "0", null],
    ];
    const { drizzles, ours } = bothWays(prepared, rows);
    expect(ours).toEqual(drizzles);
    expect(ours.map((r) => Object.keys(r))).toEqual(drizzles.map((r) => Object.keys(r)));
    expect(ours[0]!.listedAt).toBeInstanceOf(Date);
    expect(ours[0]!.offers).toBe(12);
    expect(ours[1]!.listedAt).toBeNull();
  });

  it("nests a selected object, and makes a left-joined object null when all its columns are", () => {
    const prepared = preparedOf(
      db
        .select({
          id: judgments.id,
          seller: { id: users.id, handle: users.handle },
          state: { id: states.id, name: states.name },
        })
        .from(judgments)
        .innerJoin(users, eq(users.id, judgments.sellerId))
        .leftJoin(states, eq(states.id, judgments.stateId)),
    );
    const rows = [
      [1, 5, "ann", 44, "Texas"],
      [2, 6, "bob", null, null],
    ];
    const { drizzles, ours } = bothWays(prepared, rows);
    expect(ours).toEqual(drizzles);
    expect(ours[1]!.state).toBeNull();
    expect(ours[1]!.seller).toEqual({ id: 6, handle: "bob" });
  });

  it("keeps an inner-joined object whose columns are null as an object", () => {
    const prepared = preparedOf(
      db
        .select({ id: judgments.id, seller: { handle: users.handle, verifiedAt: users.identityVerifiedAt } })
        .from(judgments)
        .innerJoin(users, eq(users.id, judgments.sellerId)),
    );
    const { drizzles, ours } = bothWays(prepared, [[3, null, null]]);
    expect(ours).toEqual(drizzles);
    expect(ours[0]!.seller).toEqual({ handle: null, verifiedAt: null });
  });
});
