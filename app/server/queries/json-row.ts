// One row of a table as a single column of another statement, in PostgreSQL's JSON of the row
// (`to_json`), decoded back by the table's own columns into the row a select of it reads. The
// judgment page reads the listing's latest court verification and sworn statements this way, in the
// listing's own statement (./judgment-detail.ts: findJudgmentPageRecord), so the page waits for one
// statement where it waited for three.
import { getTableColumns, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The column types whose JSON form decodes to what the driver gives for them: whole numbers, text,
 * booleans, instants (a JSON timestamp with its offset), and JSON kept as stored. Others (numeric and
 * bigint lose digits, a timestamp without a time zone or in string mode is written otherwise) are
 * refused when the column is built, not read wrong.
 */
const DECODED = new Set(["PgSerial", "PgInteger", "PgSmallInt", "PgText", "PgBoolean", "PgTimestamp", "PgJsonb", "PgJson"]);

function decoderOf(column: Column): (value: unknown) => unknown {
  const { columnType } = column;
  const timestamp = column as Column & { withTimezone?: boolean; mode?: string };
  if (!DECODED.has(columnType) || (columnType === "PgTimestamp" && (!timestamp.withTimezone || timestamp.mode === "string")))
    throw new Error(`firstRowOf cannot read ${column.name} (${columnType}) from JSON as the driver would.`);
  // JSON is in the row as its value already: never parsed a second time (a stored string stays one).
  if (columnType === "PgJsonb" || columnType === "PgJson") return (value) => value;
  return (value) => column.mapFromDriverValue(value);
}

/**
 * The first row of `table` where `where` holds in the order `orderBy`, or null: a scalar subquery
 * (correlated when `where` names the outer statement's columns). Its columns come back as a select of
 * the table reads them.
 */
export function firstRowOf<T extends PgTable>(table: T, where: SQL, orderBy: SQL): SQL<T["$inferSelect"] | null> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, decode: decoderOf(column) }));
  const decode = (json: unknown): T["$inferSelect"] => {
    const values = (typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of columns) {
      const value = values[name];
      row[key] = value === null || value === undefined ? null : decode(value);
    }
    return row as T["$inferSelect"];
  };
  // The row by its subquery's own name (`first_row`), never a column of an outer statement; nested
  // (sql within sql), so Drizzle writes every column qualified by its table.
  return sql<
    T["$inferSelect"] | null
  >`(${sql`select to_json(first_row) from (select * from ${table} where ${where} order by ${orderBy} limit 1) first_row`})`.mapWith({
    mapFromDriverValue: decode,
  });
}
