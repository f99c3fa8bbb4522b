// Prepared queries: the lists of the busiest pages and the single-row reads of every judgment or
// member page. Drizzle writes a query's SQL text anew on every execution, and for the
// busiest pages (browse, search, the featured band) that was most of the database layer's CPU time,
// more than the database's own answer (docs/decisions/0025-render-cost.md). A query whose text
// depends only on its shape (which filters are present, the sort, the direction of a page link) is
// built once per database and shape and run with this request's values in its placeholders. Unnamed
// on the server: a visitor can ask for thousands of shapes through the query string, and named
// statements would stay on every pooled connection (node-postgres never releases them); PostgreSQL
// parses each execution, as before. A query's rows (any with selected fields: a select, or a write
// with returning) are mapped by a mapper made once for its fields (./row-mapper.ts), not by
// Drizzle's checks of every cell.
import { sql, type Placeholder } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { compileRowMapper, type SelectedField } from "./row-mapper";

/** A query's values by placeholder name, filled in while its conditions are written. */
export type Params = Record<string, unknown>;

/** A placeholder named `name` for `value`, recorded in `params`. */
export function param(params: Params, name: string, value: unknown): Placeholder {
  params[name] = value;
  return sql.placeholder(name);
}

type Runnable<T> = { execute(params?: Params): Promise<T> };
/** What Drizzle's prepared query keeps (both drivers): its fields, and a mapper that, when set, maps the rows instead. */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};
type Preparable<T> = { prepare(name: string): Runnable<T> };

/** Shapes kept per database: every combination of filters is possible, so the list is bounded. */
const MAX_SHAPES = 300;
// Kept per executor: a transaction's own queries are built for it and dropped with it (no gain there,
// and never one run on a connection it does not hold).
const preparedByDatabase = new WeakMap<object, Map<string, Runnable<unknown>>>();

/**
 * Runs the query of this shape with `params`: built by `build` (with placeholders only, never a
 * value) the first time the shape is seen on this database, then reused. `shape` must name
 * everything that changes the SQL text.
 */
export function runPrepared<T>(db: Executor, shape: string, build: () => Preparable<T>, params: Params): Promise<T> {
  let shapes = preparedByDatabase.get(db);
  if (!shapes) preparedByDatabase.set(db, (shapes = new Map()));
  let query = shapes.get(shape) as Runnable<T> | undefined;
  if (!query) {
    query = build().prepare(""); // "": node-postgres's unnamed statement
    withCompiledMapper(query as Runnable<T> & PreparedSelect);
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, query as Runnable<unknown>);
  }
  return query.execute(params);
}

/** A query's rows mapped by a mapper made once for its fields (./row-mapper.ts) instead of Drizzle's per-cell checks. */
function withCompiledMapper(query: PreparedSelect): void {
  if (!Array.isArray(query.fields) || query.customResultMapper) return;
  query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
}
