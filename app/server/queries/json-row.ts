// Rows of another table as a single column of a statement, in PostgreSQL's JSON (`to_json`,
// `json_build_object`, `json_agg`), decoded back field by field into the rows a select of them reads:
// a whole row of a table (firstRowOf), or chosen fields of one row (selectionOf) or of every row
// (selectionsOf). The judgment page reads this way, in the listing's own statement
// (./judgment-detail.ts: findJudgmentPageRecord), the latest court verification and sworn statements,
// and for a signed-in reader their watch state, their latest offer, the listing's documents and, for
// a session, its member (docs/decisions/0065).
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
    throw new Error(`A JSON column cannot read ${column.name} (${columnType}) as the driver would.`);
  // JSON is in the row as its value already: never parsed a second time (a stored string stays one).
  if (columnType === "PgJsonb" || columnType === "PgJson") return (value) => value;
  return (value) => column.mapFromDriverValue(value);
}

/** A JSON value as the driver hands it over: parsed already, or as text. */
const parsed = (json: unknown): unknown => (typeof json === "string" ? JSON.parse(json) : json);

/** A decoder of one JSON object into a row: each field's value under its JSON name, decoded, at its key. */
function objectDecoder<T>(fields: { key: string; name: string; decode: (value: unknown) => unknown }[]): (json: unknown) => T {
  return (json) => {
    const values = parsed(json) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of fields) {
      const value = values[name];
      row[key] = value === null || value === undefined ? null : decode(value);
    }
    return row as T;
  };
}

/** A decoder of one JSON row of `table` (keyed by column names) into the row a select reads (built once per statement). */
function rowDecoder<T extends PgTable>(table: T): (json: unknown) => T["$inferSelect"] {
  return objectDecoder(
    Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, decode: decoderOf(column) })),
  );
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

/** An SQL expression's decoder (its `mapWith`): internal to Drizzle, so not in its types (as ./row-mapper.ts reads it). */
type WithDecoder = { decoder: { mapFromDriverValue(value: unknown): unknown } };

type Fields = Record<string, Column | SQL>;

/**
 * Each field's key and decoder: a column by its type's rule above; an expression by its own decoder
 * (its mapWith), given the field's JSON value, which is the caller's to make right (an expression's
 * type is not checked: a numeric one would lose digits).
 */
function fieldDecoders(fields: Fields) {
  return Object.entries(fields).map(([key, field]) => {
    if (!/^\w+$/.test(key)) throw new Error(`A JSON column's key must be a plain name: ${key}`);
    const decode = is(field, Column)
      ? decoderOf(field)
      : (value: unknown) => (field as unknown as WithDecoder).decoder.mapFromDriverValue(value);
    return { key, name: key, field, decode };
  });
}

/** The fields as one JSON object (`json_build_object`), keyed by their names in `fields`. */
function jsonObject(entries: ReturnType<typeof fieldDecoders>): SQL {
  const pairs = sql.join(
    entries.map(({ key, field }) => sql`${sql.raw(`'${key}'`)}, ${field}`),
    sql`, `,
  );
  return sql`json_build_object(${pairs})`;
}

/**
 * The fields `fields` of the first row `from` (a FROM … WHERE … clause, with ORDER BY … LIMIT 1 when
 * it may find several) finds, or null: a scalar subquery of one JSON object. The caller names the
 * row's type `T`, the select's.
 */
export function selectionOf<T>(fields: Fields, from: SQL): SQL<T | null> {
  const entries = fieldDecoders(fields);
  return sql<T | null>`(${sql`select ${jsonObject(entries)} ${from}`})`.mapWith({ mapFromDriverValue: objectDecoder<T>(entries) });
}

/**
 * The fields `fields` of every row `from` (a FROM … WHERE … clause) finds, in the order `orderBy`
 * (written inside the aggregate: a subquery's order is not promised to reach json_agg); an empty list
 * when none. The caller names a row's type `T`.
 */
export function selectionsOf<T>(fields: Fields, from: SQL, orderBy: SQL): SQL<T[]> {
  const entries = fieldDecoders(fields);
  const decode = objectDecoder<T>(entries);
  return sql<T[]>`(${sql`select coalesce(json_agg(${jsonObject(entries)} order by ${orderBy}), '[]') ${from}`})`.mapWith({
    mapFromDriverValue: (json: unknown) => (parsed(json) as unknown[]).map(decode),
  });
}
