// firstRowOf (app/server/queries/json-row.ts) reads a row as one JSON column: each column is decoded
// as the driver would give it, and a column whose JSON form would not decode the same is refused when
// the statement is built. (The rows it reads on both drivers: tests/integration/court-verification and
// sworn-statements.)
import { sql } from "drizzle-orm";
import { bigint, boolean, integer, jsonb, numeric, PgDialect, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { firstRowOf, selectionOf, selectionsOf } from "~/server/queries/json-row";

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

  it("reads a bigint in number mode as the driver's Number() would (the cents)", () => {
    const money = pgTable("money", { id: serial("id").primaryKey(), cents: bigint("cents", { mode: "number" }) });
    const column = firstRowOf(money, sql`true`, sql`${money.id}`);
    expect(decoderOf(column).mapFromDriverValue({ id: 1, cents: 123_456_789_012 })).toEqual({ id: 1, cents: 123_456_789_012 });
  });
});

describe("selectionsOf", () => {
  const rows = pgTable("rows", {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    at: timestamp("at", { withTimezone: true }),
  });
  const fields = { id: rows.id, label: rows.name, at: rows.at };

  it("decodes every object of the JSON list, in the order given, and an empty list as one", () => {
    const column = selectionsOf(fields, sql`from ${rows}`, sql`${rows.at}, ${rows.id}`);
    expect(
      decoderOf(column).mapFromDriverValue([
        { id: 2, label: "b", at: "2026-11-30T19:00:00+00:00" },
        { id: 1, label: "a", at: null },
      ]),
    ).toEqual([
      { id: 2, label: "b", at: new Date("2026-11-30T19:00:00Z") },
      { id: 1, label: "a", at: null },
    ]);
    expect(decoderOf(column).mapFromDriverValue("[]")).toEqual([]);
  });

  it("orders inside the aggregate", () => {
    const column = selectionsOf(fields, sql`from ${rows} where true`, sql`${rows.at}, ${rows.id}`);
    expect(new PgDialect().sqlToQuery(column).sql).toBe(
      `(select coalesce(json_agg(json_build_object('id', "rows"."id", 'label', "rows"."name", 'at', "rows"."at") order by "rows"."at", "rows"."id"), '[]') from "rows" where true)`,
    );
  });

  it("refuses a column it cannot read", () => {
    const table = pgTable("other", { id: serial("id").primaryKey(), amount: numeric("amount") });
    expect(() => selectionsOf({ amount: table.amount }, sql`from ${table}`, sql`${table.id}`)).toThrow(/cannot read/);
  });
});

describe("selectionOf", () => {
  const rows = pgTable("rows", { id: serial("id").primaryKey(), at: timestamp("at", { withTimezone: true }), name: text("name") });

  it("decodes each field of the JSON object: a column by its type, an expression by its own decoder", () => {
    const count = sql<number>`(select 2)`.mapWith((value: unknown) => Number(value) * 10);
    const column = selectionOf<{ id: number; at: Date | null; count: number; tags: string[] }>(
      { id: rows.id, at: rows.at, count, tags: sql`array['a']` },
      sql`from ${rows}`,
    );
    expect(decoderOf(column).mapFromDriverValue({ id: 3, at: "2026-11-30T19:00:00+00:00", count: 2, tags: ["a"] })).toEqual({
      id: 3,
      at: new Date("2026-11-30T19:00:00Z"),
      count: 20,
      tags: ["a"],
    });
    expect(decoderOf(column).mapFromDriverValue('{"id":4,"at":null,"count":1,"tags":[]}')).toEqual({
      id: 4,
      at: null,
      count: 10,
      tags: [],
    });
    expect(new PgDialect().sqlToQuery(column).sql).toBe(
      `(select json_build_object('id', "rows"."id", 'at', "rows"."at", 'count', (select 2), 'tags', array['a']) from "rows")`,
    );
  });

  it("refuses a key that is not a plain name, and a column it cannot read", () => {
    expect(() => selectionOf({ "a'); drop table x; --": rows.id }, sql`from ${rows}`)).toThrow(/plain name/);
    const money = pgTable("money", { amount: numeric("amount") });
    expect(() => selectionOf({ amount: money.amount }, sql`from ${money}`)).toThrow(/cannot read/);
  });
});
