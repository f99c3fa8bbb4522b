// A prepared query's rows mapped by a mapper made once per query. Drizzle maps every row with
// `mapResultRow`, which asks of every cell what kind of field it is (its `is()` checks walk the
// field's prototype chain) before decoding it: on /judgments's 25 rows that was most of Drizzle's
// 9% of the page's CPU (decision 0057). A prepared query's fields never change, so their decoders,
// paths and tables are worked out once here; each row then costs the decoding and nothing else. The
// result is the same object mapResultRow builds (same keys, same order, same left-join nulls):
// tests/unit/row-mapper.test.ts holds the two equal.
import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

/** A selected field as Drizzle's prepared query keeps it (`orderSelectedFields`). */
export type SelectedField = { path: string[]; field: unknown };

type Decoder = { mapFromDriverValue(value: unknown): unknown };

type CompiledField = {
  decoder: Decoder;
  /** The key in the row (path of one) or the keys down to it (a nested selection). */
  path: string[];
  /** A column selected as `{ object: { key: column } }`: its table, for a left join's all-null object. */
  nullableIn: { object: string; table: string } | null;
};

/** An SQL fragment's decoder (its `mapWith`): internal to Drizzle, so not in its types. */
type WithDecoder = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

/**
 * The rows' mapper for a prepared query's fields, as Drizzle's `mapResultRow(fields, row,
 * joinsNotNullableMap)` maps each row: a nested object whose columns all came back null from a
 * left-joined table that may be missing is null itself.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const compiled: CompiledField[] = fields.map(({ path, field }) => ({
    decoder: decoderOf(field),
    path,
    nullableIn:
      joinsNotNullableMap && path.length === 2 && is(field, Column) ? { object: path[0]!, table: getTableName(field.table) } : null,
  }));
  const flat = compiled.every((f) => f.path.length === 1);
  const keys = compiled.map((f) => f.path[0]!);
  const decoders = compiled.map((f) => f.decoder);

  if (flat) {
    // The common case: every field at the top level, no joined objects to null.
    return (rows) =>
      rows.map((row) => {
        const result: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) {
          const raw = row[i];
          result[keys[i]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw);
        }
        return result;
      });
  }
  return (rows) => rows.map((row) => mapNested(compiled, row, joinsNotNullableMap));
}

function mapNested(compiled: CompiledField[], row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const result: Record<string, unknown> = {};
  const nullify: Record<string, string | false> = {};
  compiled.forEach(({ decoder, path, nullableIn }, index) => {
    let node = result;
    for (let depth = 0; depth < path.length - 1; depth++) {
      const key = path[depth]!;
      if (!(key in node)) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const raw = row[index];
    const value = (node[path[path.length - 1]!] = raw === null ? null : decoder.mapFromDriverValue(raw));
    if (!nullableIn) return;
    const { object, table } = nullableIn;
    if (!(object in nullify)) nullify[object] = value === null ? table : false;
    else if (typeof nullify[object] === "string" && nullify[object] !== table) nullify[object] = false;
  });
  for (const [object, table] of Object.entries(nullify)) {
    if (typeof table === "string" && !joinsNotNullableMap![table]) result[object] = null;
  }
  return result;
}
