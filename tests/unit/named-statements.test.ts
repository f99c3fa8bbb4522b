// app/server/queries/prepared.ts: which statements get a name. A shape is built once per executor;
// at its NAME_AFTER_RUNS-th run it is built again with a name kept for its SQL text for the life of
// the process (another executor, such as a transaction, builds the same text with that name at
// once); a name never stands for two texts; past MAX_NAMED_LISTS browse shapes and
// MAX_NAMED_STATEMENTS names in all, statements stay unnamed however often they run.
import { describe, expect, it } from "vitest";
import type { Executor } from "~/server/db/client";
import { MAX_NAMED_LISTS, MAX_NAMED_STATEMENTS, NAME_AFTER_RUNS, namedStatementCount, runPrepared } from "~/server/queries/prepared";

/** A stand-in database: runPrepared only keys its queries by it. */
const executor = () => ({}) as Executor;

/** A query builder with this SQL text that records the name each build was prepared with. */
function recorder(text: string) {
  const names: string[] = [];
  const build = () => ({
    toSQL: () => ({ sql: text }),
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
  it("names a shape at its NAME_AFTER_RUNS-th run, once, and a transaction's build of its text at once", async () => {
    const db = executor();
    const query = recorder("select 1");
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

  it("never gives one name to two texts, even under one shape string", async () => {
    const before = recorder("select 2");
    await run(executor(), "same-shape", before.build, NAME_AFTER_RUNS);
    const after = recorder("select 2 + 0"); // the same shape string writing another text (a mistake, or a reload)
    await run(executor(), "same-shape", after.build, NAME_AFTER_RUNS);
    expect(before.names.at(-1)).toMatch(/^jx_\d+$/);
    expect(after.names.at(-1)).toMatch(/^jx_\d+$/);
    expect(after.names.at(-1)).not.toBe(before.names.at(-1));
  });

  it("a shape seen rarely is never named", async () => {
    const rare = recorder("select 3");
    await run(executor(), "rare", rare.build, NAME_AFTER_RUNS - 1);
    expect(rare.names).toEqual([""]);
  });

  it("names at most MAX_NAMED_LISTS browse shapes, and MAX_NAMED_STATEMENTS in all; later ones run unnamed", async () => {
    const db = executor();
    const lists = Array.from({ length: MAX_NAMED_LISTS + 3 }, (_, n) => recorder(`select ${n} from judgments`));
    for (const [n, list] of lists.entries()) await run(db, `browse-page|${n}`, list.build, NAME_AFTER_RUNS);
    expect(lists.filter((list) => list.names.at(-1) !== "").length).toBe(MAX_NAMED_LISTS);
    expect(lists.at(-1)!.names.at(-1)).toBe("");

    for (let n = namedStatementCount(); n < MAX_NAMED_STATEMENTS; n++)
      await run(db, `read-${n}`, recorder(`select ${n} as read`).build, NAME_AFTER_RUNS);
    expect(namedStatementCount()).toBe(MAX_NAMED_STATEMENTS);
    const late = recorder("select 'late'");
    await run(db, "late", late.build, NAME_AFTER_RUNS * 3);
    expect(late.names).toEqual([""]);
    expect(namedStatementCount()).toBe(MAX_NAMED_STATEMENTS);
  });
});
