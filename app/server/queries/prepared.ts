// Prepared queries: the lists of the busiest pages and the single-row reads of every judgment or
// member page. Drizzle writes a query's SQL text anew on every execution, and for the
// busiest pages (browse, search, the featured band) that was most of the database layer's CPU time,
// more than the database's own answer (docs/decisions/0025-render-cost.md). A query whose text
// depends only on its shape (which filters are present, the sort, the direction of a page link) is
// built once per database and shape and run with this request's values in its placeholders. A
// query's rows (any with selected fields: a select, or a write with returning) are mapped by a
// mapper made once for its fields (./row-mapper.ts), not by Drizzle's checks of every cell.
//
// The shapes run most also stay parsed on the server (docs/decisions/0061-named-statements.md): a
// shape run NAME_AFTER_RUNS times gets a name, and node-postgres then parses its statement once per
// pooled connection instead of on every execution (PostgreSQL's parse and analysis were about half
// of its CPU for a /judgments page; a one-row read also keeps its plan). The names are few and
// never change for the life of the process (at most MAX_NAMED_STATEMENTS), because a connection
// keeps every statement it was asked to parse: a visitor can make thousands of shapes through the
// query string, and those past the budget run unnamed, parsed and planned each time, as before.
// PGlite ignores the name.
import { sql, type Placeholder } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { compileRowMapper, type SelectedField } from "./row-mapper";

/** A query's values by placeholder name, filled in while its conditions are written. */
export type Params = Record<string, unknown>;

/**
 * A placeholder named `name` for `value`, recorded in `params`. A name may stand in several places
 * for one value; a name already given another value is refused (two parts of one statement would
 * share it, one of them reading the other's value).
 */
export function param(params: Params, name: string, value: unknown): Placeholder {
  if (Object.hasOwn(params, name) && !Object.is(params[name], value))
    throw new Error(`The placeholder ${name} is named twice in one statement, for two values.`);
  params[name] = value;
  return sql.placeholder(name);
}

/**
 * A whole number written into the statement's text instead of a placeholder, for LIMIT: a generic
 * plan cannot see a placeholder's value (PostgreSQL then assumes a tenth of the table and plans a
 * sort of thousands of rows rather than a walk of 26 index entries), so a statement with its limit
 * written in keeps one good plan instead of being planned again on every run. The value must be
 * part of the query's shape.
 */
export function literalCount(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a row count: ${value}`);
  // Drizzle writes an SQL object given to limit() as its text; its type names only numbers and placeholders.
  return sql.raw(String(value)) as unknown as number;
}

type Runnable<T> = { execute(params?: Params): Promise<T> };
/** What Drizzle's prepared query keeps (both drivers): its fields, and a mapper that, when set, maps the rows instead. */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};
type Preparable<T> = { prepare(name: string): Runnable<T>; toSQL(): { sql: string } };

/** Shapes kept per database: every combination of filters is possible, so the list is bounded. */
const MAX_SHAPES = 300;
/** Runs of a shape (on one database) before it gets a name. */
export const NAME_AFTER_RUNS = 20;
/** Names given in a process: each pooled connection may keep this many statements parsed. */
export const MAX_NAMED_STATEMENTS = 64;
/**
 * Of those, the most for the shapes that visitors or the data multiply: the browse pages' ("browse-…",
 * a search's filters through the query string) and the comparable sales' ("comparables:…", by a
 * listing's place and facts), also the largest statements (about 330 KB each in PostgreSQL with a
 * plan). Whatever a visitor sends, the rest stay for the reads the code fixes.
 */
export const MAX_NAMED_OPEN_SHAPES = 16;
const isOpenShape = (shape: string) => shape.startsWith("browse-") || shape.startsWith("comparables:");

type Kept = { query: Runnable<unknown>; runs: number; named: boolean };
// Kept per executor: a transaction's own queries are built for it and dropped with it (never one
// run on a connection it does not hold); a statement already named is built with its name there too.
const preparedByDatabase = new WeakMap<object, Map<string, Kept>>();
/**
 * SQL text → its statement's name, for the life of this module. Keyed by the text, not the shape, so
 * a name never stands for two texts (node-postgres refuses that on a connection that parsed the other).
 */
const statementNames = new Map<string, string>();
/** Shapes whose text has a name: only their builds need the text (Drizzle writes it again to prepare). */
const namedShapes = new Set<string>();
let namedOpenShapes = 0;
/**
 * This module's own mark in its names: in development a module loaded again starts counting anew
 * while the pool's connections still hold the statements the first copy named.
 */
const NAME_PREFIX = `jx_${Math.random().toString(36).slice(2, 6)}_`;

/** Whether a shape may still get a name (the budgets not spent). */
function nameLeftFor(shape: string): boolean {
  return statementNames.size < MAX_NAMED_STATEMENTS && !(isOpenShape(shape) && namedOpenShapes >= MAX_NAMED_OPEN_SHAPES);
}

/** The name for a statement: its text's own, else a new one while the budgets last, else "" (unnamed). */
function nameFor(shape: string, text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (!nameLeftFor(shape)) return "";
    name = `${NAME_PREFIX}${statementNames.size + 1}`;
    statementNames.set(text, name);
    if (isOpenShape(shape)) namedOpenShapes++;
  }
  namedShapes.add(shape);
  return name;
}

/** How many statements have a name in this process (for the tests). */
export function namedStatementCount(): number {
  return statementNames.size;
}

/**
 * Runs the query of this shape with `params`: built by `build` (with placeholders only, never a
 * value) the first time the shape is seen on this database, then reused. `shape` must name
 * everything that changes the SQL text.
 */
export function runPrepared<T>(db: Executor, shape: string, build: () => Preparable<T>, params: Params): Promise<T> {
  let shapes = preparedByDatabase.get(db);
  if (!shapes) preparedByDatabase.set(db, (shapes = new Map()));
  let kept = shapes.get(shape);
  const runs = (kept?.runs ?? 0) + 1;
  // Built on first sight (with its name when the shape has had one), and once more at its
  // NAME_AFTER_RUNS-th run when a name is left for it.
  const naming = kept ? !kept.named && runs === NAME_AFTER_RUNS && nameLeftFor(shape) : namedShapes.has(shape);
  if (!kept || naming) {
    const builder = build();
    const name = naming ? nameFor(shape, builder.toSQL().sql) : ""; // "": node-postgres's unnamed statement
    if (!kept || name) {
      const query = builder.prepare(name);
      withCompiledMapper(query as Runnable<T> & PreparedSelect);
      if (!kept && shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
      kept = { query, runs, named: name !== "" };
      shapes.set(shape, kept);
    }
  }
  kept.runs = runs;
  return (kept.query as Runnable<T>).execute(params);
}

/** A query's rows mapped by a mapper made once for its fields (./row-mapper.ts) instead of Drizzle's per-cell checks. */
function withCompiledMapper(query: PreparedSelect): void {
  if (!Array.isArray(query.fields) || query.customResultMapper) return;
  query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
}
