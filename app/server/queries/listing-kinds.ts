// The two kinds of listing row (docs/decisions/0055): a judgment, or a portfolio of judgments sold
// as one. A judgment row always has its court facts (judgments_kind_shape_check); the schema's
// types cannot say so per kind, so the queries that read judgments only filter with `judgmentsOnly`
// and narrow their rows once with `withCourtFacts` instead of asserting column by column.
import { eq } from "drizzle-orm";
import { judgments } from "~/server/db/schema";

/** The predicate of a query that reads judgment rows only, never a portfolio. */
export const judgmentsOnly = eq(judgments.kind, "judgment");

type WithFacts<T, K extends keyof T> = Omit<T, K> & { [P in K]: NonNullable<T[P]> };

/**
 * The row with the named court-fact columns known present: a judgment row has them (the shape
 * check). A null there means the query let a portfolio row in, a bug: it fails loudly, naming the
 * column, rather than pass a null along as a fact.
 */
export function withCourtFacts<T extends object, K extends keyof T>(row: T, ...keys: K[]): WithFacts<T, K> {
  for (const key of keys) {
    if (row[key] === null || row[key] === undefined) {
      throw new Error(`A judgment row without its ${String(key)}: a query read a portfolio as a judgment.`);
    }
  }
  return row as WithFacts<T, K>;
}
