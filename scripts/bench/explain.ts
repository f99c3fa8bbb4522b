// The SQL behind each benchmarked page, and its plan. The app's own query functions are called on a
// Drizzle instance with a query logger, so what is explained is exactly what the pages run (same
// builders, same parameters). Each SELECT is explained twice under EXPLAIN (ANALYZE, BUFFERS):
// first in place of its very first run (the driver is wrapped so the statement is explained just
// before it runs, uncached as far as this process goes: whatever the database's buffers and the
// operating system's page cache held), then again once everything ran (warm). Any write captured
// is listed but not explained (ANALYZE would run it); the judgment page's view counter, a PK-keyed
// insert, is left out of the calls for that reason.
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database } from "~/server/db/client";
import * as schema from "~/server/db/schema";
import type { Prepared } from "./database";

export type ExplainedQuery = {
  sql: string;
  params: unknown[];
  /** The plan's text (warm), or null for statements not explained (writes). */
  plan: string | null;
  executionMs: number | null;
  /** The plan of its first run, explained in its place, and that run's time and buffers. */
  firstPlan: string | null;
  firstExecutionMs: number | null;
  /** "shared hit=… read=…" of the first run's top node: read pages came from outside the database's buffers. */
  firstBuffers: string | null;
  /** A Seq Scan on judgments or on sale_comparables (the tables that grow with the market). */
  seqScanOnJudgments: boolean;
};

export type ExplainedRequest = { name: string; queries: ExplainedQuery[] };

type Logged = { sql: string; params: unknown[] };

type Explained = { plan: string; executionMs: number | null; buffers: string | null };
const isSelect = (sql: string) => /^\s*(select|with)\b/i.test(sql);
const statementKey = (sql: string, params: unknown[]) => JSON.stringify([sql, params]);

async function explain(prepared: Prepared, sql: string, params: unknown[]): Promise<Explained> {
  const rows = await prepared.raw.query<Record<string, string>>(`explain (analyze, buffers) ${sql}`, params);
  const plan = rows.map((row) => row["QUERY PLAN"] ?? Object.values(row)[0]).join("\n");
  const time = /Execution Time: ([\d.]+) ms/.exec(plan);
  const buffers = /Buffers: (shared [^\n]*)/.exec(plan);
  return { plan, executionMs: time ? Number(time[1]) : null, buffers: buffers ? buffers[1].trim() : null };
}

/**
 * The database client with its `query` wrapped: each SELECT is first run under EXPLAIN (ANALYZE,
 * BUFFERS) on the benchmark's own connection, its plan kept in `first`, then run as asked.
 */
function explainingFirst<T extends object>(client: T, prepared: Prepared, first: Map<string, Explained>): T {
  type Query = (config: string | { text: string; values?: unknown[] }, values?: unknown[], ...rest: unknown[]) => Promise<unknown>;
  const query = (client as unknown as { query: Query }).query.bind(client);
  const wrapped: Query = async (config, values, ...rest) => {
    const text = typeof config === "string" ? config : config.text;
    const params = values ?? (typeof config === "string" ? [] : (config.values ?? []));
    const key = statementKey(text, params);
    if (isSelect(text) && !first.has(key)) first.set(key, await explain(prepared, text, params));
    return query(config, values, ...rest);
  };
  return new Proxy(client, {
    get: (target, property, receiver) => (property === "query" ? wrapped : Reflect.get(target, property, receiver)),
  });
}

/** A Drizzle instance on the prepared database that records every query and explains each SELECT's first run. */
function loggingDb(prepared: Prepared, logged: Logged[], first: Map<string, Explained>): Database {
  const logger = { logQuery: (sql: string, params: unknown[]) => void logged.push({ sql, params: [...params] }) };
  const { handle } = prepared;
  if (handle.kind === "pglite")
    return drizzlePglite(explainingFirst(handle.pglite!, prepared, first), { schema, logger }) as unknown as Database;
  return drizzleNodePg(explainingFirst(handle.pool!, prepared, first), { schema, logger }) as unknown as Database;
}

/** The tables that grow with the market: a plan may never read either whole. */
const SEQ_SCAN_ON_JUDGMENTS = /Seq Scan on (judgments|sale_comparables)\b/;

export async function explainRequest(prepared: Prepared, name: string, run: (db: Database) => Promise<unknown>): Promise<ExplainedRequest> {
  // Run once, each SELECT explained in place of its first run; then each explained again, warm.
  const logged: Logged[] = [];
  const first = new Map<string, Explained>();
  await run(loggingDb(prepared, logged, first));
  const queries: ExplainedQuery[] = [];
  for (const { sql, params } of logged) {
    if (!isSelect(sql)) {
      queries.push({
        sql,
        params,
        plan: null,
        executionMs: null,
        firstPlan: null,
        firstExecutionMs: null,
        firstBuffers: null,
        seqScanOnJudgments: false,
      });
      continue;
    }
    const cold = first.get(statementKey(sql, params)) ?? null;
    const warm = await explain(prepared, sql, params);
    queries.push({
      sql,
      params,
      plan: warm.plan,
      executionMs: warm.executionMs,
      firstPlan: cold?.plan ?? null,
      firstExecutionMs: cold?.executionMs ?? null,
      firstBuffers: cold?.buffers ?? null,
      seqScanOnJudgments: SEQ_SCAN_ON_JUDGMENTS.test(warm.plan) || SEQ_SCAN_ON_JUDGMENTS.test(cold?.plan ?? ""),
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
    if (q.firstExecutionMs !== null)
      lines.push(`    first run: ${q.firstExecutionMs} ms (${q.firstBuffers ?? "no buffers line"}); warm below`);
    lines.push(...q.plan.split("\n").map((line) => `    ${line}`));
    if (q.seqScanOnJudgments) lines.push("    !!! Seq Scan on judgments or sale_comparables");
  });
  return lines.join("\n");
}
