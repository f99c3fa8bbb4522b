// The SQL behind each benchmarked page, and its plan. The app's own query functions are called on a
// Drizzle instance with a query logger, so what is explained is exactly what the pages run (same
// builders, same parameters), then each SELECT is run again under EXPLAIN (ANALYZE, BUFFERS).
// Any write captured is listed but not explained (ANALYZE would run it); the judgment page's view
// counter, a PK-keyed insert, is left out of the calls for that reason.
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database } from "~/server/db/client";
import * as schema from "~/server/db/schema";
import type { Prepared } from "./database";

export type ExplainedQuery = {
  sql: string;
  params: unknown[];
  /** The plan's text, or null for statements not explained (writes). */
  plan: string | null;
  executionMs: number | null;
  seqScanOnJudgments: boolean;
};

export type ExplainedRequest = { name: string; queries: ExplainedQuery[] };

type Logged = { sql: string; params: unknown[] };

/** A Drizzle instance on the prepared database's own connection that records every query. */
function loggingDb(prepared: Prepared, logged: Logged[]): Database {
  const logger = { logQuery: (sql: string, params: unknown[]) => void logged.push({ sql, params: [...params] }) };
  const { handle } = prepared;
  if (handle.kind === "pglite") return drizzlePglite(handle.pglite!, { schema, logger }) as unknown as Database;
  return drizzleNodePg(handle.pool!, { schema, logger }) as unknown as Database;
}

const SEQ_SCAN_ON_JUDGMENTS = /Seq Scan on judgments\b/;

export async function explainRequest(prepared: Prepared, name: string, run: (db: Database) => Promise<unknown>): Promise<ExplainedRequest> {
  // Once to warm the caches, once more to capture the statements explained.
  await run(loggingDb(prepared, []));
  const logged: Logged[] = [];
  await run(loggingDb(prepared, logged));
  const queries: ExplainedQuery[] = [];
  for (const { sql, params } of logged) {
    if (!/^\s*(select|with)\b/i.test(sql)) {
      queries.push({ sql, params, plan: null, executionMs: null, seqScanOnJudgments: false });
      continue;
    }
    const rows = await prepared.raw.query<Record<string, string>>(`explain (analyze, buffers) ${sql}`, params);
    const plan = rows.map((row) => row["QUERY PLAN"] ?? Object.values(row)[0]).join("\n");
    const time = /Execution Time: ([\d.]+) ms/.exec(plan);
    queries.push({
      sql,
      params,
      plan,
      executionMs: time ? Number(time[1]) : null,
      seqScanOnJudgments: SEQ_SCAN_ON_JUDGMENTS.test(plan),
    });
  }
  return { name, queries };
}

/** A short, readable account of one request's plans for the console. */
export function describeExplained(request: ExplainedRequest): string {
  const lines = [`--- ${request.name}: ${request.queries.length} statements`];
  request.queries.forEach((q, i) => {
    lines.push(`[${i + 1}] ${q.sql}`);
    if (q.params.length) lines.push(`    params: ${JSON.stringify(q.params)}`);
    if (q.plan === null) {
      lines.push("    (a write: not explained)");
      return;
    }
    lines.push(...q.plan.split("\n").map((line) => `    ${line}`));
    if (q.seqScanOnJudgments) lines.push("    !!! Seq Scan on judgments");
  });
  return lines.join("\n");
}
