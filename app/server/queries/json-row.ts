// One row of a table, or all its rows that match, as a single column of another statement, in
// PostgreSQL's JSON of the row (`to_json`, `json_agg`), decoded back by the table's own columns into
// the rows a select of it reads. The judgment page reads the listing's latest court verification and
// sworn statements this way, in the listing's own statement (./judgment-detail.ts:
// findJudgmentPageRecord), and for a signed-in member also the listing's documents and their own
// latest offer, so the page waits for one statement where it waited for six.
import { Column, getTableColumns, is, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The column types whose JSON form decodes to what the driver gives for them: whole numbers (a
 * bigint read as a JS number, as the cents are, rounds as the driver's own Number() would), text,
 * booleans, instants (a JSON timestamp with its offset), and JSON kept as stored. Others (numeric and
 * a bigint read as a BigInt lose digits, a timestamp without a time zone or in string mode is
 * written otherwise) are refused when the column is built, not read wrong.
 */
const DECODED = new Set(["PgSerial", "PgInteger", "PgSmallInt", "PgBigInt53", "PgText", "PgBoolean", "PgTimestamp", "PgJsonb", "PgJson"]);

function decoderOf(column: Column): (value: unknown) => unknown {
  const { columnType } = column;
  const timestamp = column as Column & { withTimezone?: boolean; mode?: string };
  if (!DECODED.has(columnType) || (columnType === "PgTimestamp" && (!timestamp.withTimezone || timestamp.mode === "string")))
    throw new Error(`firstRowOf cannot read ${column.name} (${columnType}) from JSON as the driver would.`);
  // JSON is in the row as its value already: never parsed a second time (a stored string stays one).
  if (columnType === "PgJsonb" || columnType === "PgJson") return (value) => value;
  return (value) => column.mapFromDriverValue(value);
}

/** A decoder of one JSON row of `table` into the row a select reads (built once per statement). */
function rowDecoder<T extends PgTable>(table: T): (json: unknown) => T["$inferSelect"] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, decode: decoderOf(column) }));
  return (json) => {
    const values = (typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of columns) {
      const value = values[name];
      row[key] = value === null || value === undefined ? null : decode(value);
    }
    return row as T["$inferSelect"];
  };
}

/**
 * The first row of `table` where `where` holds in the order `orderBy`, or null: a scalar subquery
 * (correlated when `where` names the outer statement's columns). Its columns come back as a select of
 * the table reads them.
 */
export function firstRowOf<T extends PgTable>(table: T, where: SQL, orderBy: SQL): SQL<T["$inferSelect"] | null> {
  const decode = rowDecoder(table);
  // The row by its subquery's own name (`first_row`), never a column of an outer statement; nested
  // (sql within sql), so Drizzle writes every column qualified by its table.
  return sql<
    T["$inferSelect"] | null
  >`(${sql`select to_json(first_row) from (select * from ${table} where ${where} order by ${orderBy} limit 1) first_row`})`.mapWith({
    mapFromDriverValue: decode,
  });
}

/**
 * Every row of `table` where `where` holds, in the ascending order of the columns `orderBy` (an
 * empty list when none): a scalar subquery as firstRowOf's, its rows decoded as a select reads them.
 */
export function allRowsOf<T extends PgTable>(table: T, where: SQL, orderBy: Column[]): SQL<T["$inferSelect"][]> {
  const decode = rowDecoder(table);
  // Ordered inside the aggregate, by the subquery's own columns (an ordered subquery's order is not
  // promised to reach json_agg).
  const order = sql.join(
    orderBy.map((column) => sql`all_rows.${sql.identifier(column.name)}`),
    sql`, `,
  );
  return sql<
    T["$inferSelect"][]
  >`(${sql`select coalesce(json_agg(all_rows order by ${order}), '[]') from (select * from ${table} where ${where}) all_rows`})`.mapWith({
    mapFromDriverValue: (json: unknown) => ((typeof json === "string" ? JSON.parse(json) : json) as unknown[]).map(decode),
  });
}

/** An SQL expression's decoder (its `mapWith`): internal to Drizzle, so not in its types (as ./row-mapper.ts reads it). */
type WithDecoder = { decoder: { mapFromDriverValue(value: unknown): unknown } };

/**
 * The fields `fields` (columns, or expressions with their mapWith) of the one row `from` (a FROM …
 * WHERE … clause) finds, or null: a scalar subquery of one JSON object, each field decoded as a
 * select of them reads it (a column by its type's rule above; an expression by its own decoder, given
 * the field's JSON value). The caller names the row's type `T`, the select's.
 */
export function selectionOf<T>(fields: Record<string, Column | SQL>, from: SQL): SQL<T | null> {
  const entries = Object.entries(fields).map(([key, field]) => {
    if (!/^\w+$/.test(key)) throw new Error(`selectionOf: the key ${key} is not a plain name.`);
    const decode = is(field, Column)
      ? decoderOf(field)
      : (value: unknown) => (field as unknown as WithDecoder).decoder.mapFromDriverValue(value);
    return { key, field, decode };
  });
  const object = sql.join(
    entries.map(({ key, field }) => sql`${sql.raw(`'${key}'`)}, ${field}`),
    sql`, `,
  );
  return sql<T | null>`(${sql`select json_build_object(${object}) ${from}`})`.mapWith({
    mapFromDriverValue: (json: unknown) => {
      const values = (typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>;
      const row: Record<string, unknown> = {};
      for (const { key, decode } of entries) {
        const value = values[key];
        row[key] = value === null || value === undefined ? null : decode(value);
      }
      return row as T;
    },
  });
}
