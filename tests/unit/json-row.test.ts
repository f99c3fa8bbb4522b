// firstRowOf (app/server/queries/json-row.ts) reads a row as one JSON column: each column is decoded
// as the driver would give it, and a column whose JSON form would not decode the same is refused when
// the statement is built. (The rows it reads on both drivers: tests/integration/court-verification and
// sworn-statements.)
import { sql } from "drizzle-orm";
import { bigint, boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { firstRowOf } from "~/server/queries/json-row";

const decoderOf = (column: unknown) => (column as { decoder: { mapFromDriverValue: (value: unknown) => unknown } }).decoder;

describe("firstRowOf", () => {
  const rows = pgTable("rows", {
    id: serial("id").primaryKey(),
    count: integer("count"),
    name: text("name").notNull(),
    done: boolean("done"),
    at: timestamp("at", { withTimezone: true }),
    data: jsonb("data"),
  });

  it("decodes the JSON of a row into the row a select reads: instants as dates, JSON as stored", () => {
    const column = firstRowOf(rows, sql`true`, sql`${rows.id}`);
    const row = decoderOf(column).mapFromDriverValue({
      id: 7,
      count: null,
      name: "a",
      done: true,
      at: "2026-11-30T19:00:00.123456+00:00",
      data: "a stored string",
    });
    expect(row).toEqual({ id: 7, count: null, name: "a", done: true, at: new Date("2026-11-30T19:00:00.123Z"), data: "a stored string" });
    // The driver may hand JSON over as text.
    expect(decoderOf(column).mapFromDriverValue('{"id":1,"name":"b","data":{"x":[1]}}')).toMatchObject({
      id: 1,
      name: "b",
      data: { x: [1] },
    });
  });

  it("refuses a column whose JSON would not read as the driver reads it", () => {
    for (const column of [
      numeric("amount"),
      bigint("big", { mode: "bigint" }),
      timestamp("local"),
      timestamp("text", { withTimezone: true, mode: "string" }),
    ]) {
      const table = pgTable("other", { id: serial("id").primaryKey(), column });
      expect(() => firstRowOf(table, sql`true`, sql`${table.id}`)).toThrow(/cannot read/);
    }
  });
});
