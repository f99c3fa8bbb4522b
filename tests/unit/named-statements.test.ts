// app/server/queries/prepared.ts: which statements get a name. A shape is built once per executor;
// at its NAME_AFTER_RUNS-th run it is built again with a name it keeps for the life of the process
// (another executor, such as a transaction, builds it with that name at once); past
// MAX_NAMED_STATEMENTS names, shapes stay unnamed however often they run.
import { describe, expect, it } from "vitest";
import type { Executor } from "~/server/db/client";
import { MAX_NAMED_STATEMENTS, NAME_AFTER_RUNS, namedStatementCount, runPrepared } from "~/server/queries/prepared";

/** A stand-in database: runPrepared only keys its queries by it. */
const executor = () => ({}) as Executor;

/** A query builder that records the name each build was prepared with. */
function recorder() {
  const names: string[] = [];
  const build = () => ({
    prepare(name: string) {
      names.push(name);
      return { execute: async (params?: Record<string, unknown>) => params };
    },
  });
  return { names, build };
}

async function run(db: Executor, shape: string, build: ReturnType<typeof recorder>["build"], times: number) {
  for (let i = 0; i < times; i++) expect(await runPrepared(db, shape, build, { i })).toEqual({ i });
}

describe("named statements", () => {
  it("names a shape at its NAME_AFTER_RUNS-th run, once, and a transaction's build of it at once", async () => {
    const db = executor();
    const query = recorder();
    await run(db, "hot", query.build, NAME_AFTER_RUNS - 1);
    expect(query.names).toEqual([""]); // built once, unnamed
    await run(db, "hot", query.build, 1);
    expect(query.names).toEqual(["", "jx_1"]);
    await run(db, "hot", query.build, 50);
    expect(query.names).toEqual(["", "jx_1"]); // never built again

    const transaction = executor();
    await run(transaction, "hot", query.build, 1);
    expect(query.names).toEqual(["", "jx_1", "jx_1"]);
    expect(namedStatementCount()).toBe(1);
  });

  it("a shape seen rarely is never named", async () => {
    const db = executor();
    const rare = recorder();
    await run(db, "rare", rare.build, NAME_AFTER_RUNS - 1);
    expect(rare.names).toEqual([""]);
  });

  it("gives at most MAX_NAMED_STATEMENTS names in a process; later shapes run unnamed", async () => {
    const db = executor();
    for (let n = namedStatementCount(); n < MAX_NAMED_STATEMENTS; n++) await run(db, `shape-${n}`, recorder().build, NAME_AFTER_RUNS);
    expect(namedStatementCount()).toBe(MAX_NAMED_STATEMENTS);

    const late = recorder();
    await run(db, "late", late.build, NAME_AFTER_RUNS * 3);
    expect(late.names).toEqual([""]);
    expect(namedStatementCount()).toBe(MAX_NAMED_STATEMENTS);
  });
});
