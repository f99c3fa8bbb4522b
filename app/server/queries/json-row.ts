// One row of a table as a single column of another statement, in PostgreSQL's JSON of the row
// (`to_json`), decoded back by the table's own columns into the row a select of it reads. The
// judgment page reads the listing's latest court verification and sworn statements this way, in the
// listing's own statement (./judgment-detail.ts: findJudgmentPageRecord): every statement is a round
// trip, and a write to the database's socket, that the page's CPU time pays for.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The first row of `table` where `where` holds in the order `orderBy`, or null: a scalar subquery
 * (correlated when `where` names the outer statement's columns). Its columns come back as a select of
 * the table reads them (a JSON timestamp, a JSON number, a nested JSON value decoded by the column).
 */
export function firstRowOf<T extends PgTable>(table: T, where: SQL, orderBy: SQL): SQL<T["$inferSelect"] | null> {
  const columns = Object.entries(getTableColumns(table));
  const decode = (json: unknown): T["$inferSelect"] => {
    const values = (typeof json === "string" ? JSON.parse(json) : json) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = values[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T["$inferSelect"];
  };
  // Nested (sql within sql), so Drizzle writes every column qualified by its table.
  return sql<T["$inferSelect"] | null>`(${sql`select to_json(${table}) from ${table} where ${where} order by ${orderBy} limit 1`})`.mapWith(
    {
      mapFromDriverValue: decode,
    },
  );
}
