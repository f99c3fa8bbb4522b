// app/server/queries/prepared.ts: which statements get a name. A shape is built once per executor;
// at its NAME_AFTER_RUNS-th run it is built again with a name kept for its SQL text for the life of
// the process (another executor, such as a transaction, builds it with that name at once); a name
// never stands for two texts; past MAX_NAMED_OPEN_SHAPES browse shapes and MAX_NAMED_STATEMENTS
// names in all, statements stay unnamed however often they run, and are never built again. And
// param, which records a placeholder's value and refuses a name given for two values.
import { describe, expect, it } from "vitest";
import type { Executor } from "~/server/db/client";
import {
  MAX_NAMED_OPEN_SHAPES,
  MAX_NAMED_STATEMENTS,
  NAME_AFTER_RUNS,
  namedStatementCount,
  param,
  runPrepared,
} from "~/server/queries/prepared";

/** A stand-in database: runPrepared only keys its queries by it. */
const executor = () => ({}) as Executor;
const NAME = /^jx_[a-z0-9]{1,4}_\d+$/;

/** A query builder with this SQL text that records its builds, the texts asked of it and each prepare's name. */
function recorder(text: string) {
  const seen = { builds: 0, texts: 0, names: [] as string[] };
  const build = () => {
    seen.builds++;
    return {
      toSQL: () => {
        seen.texts++;
        return { sql: text };
      },
      prepare(name: string) {
        seen.names.push(name);
        return { execute: async (params?: Record<string, unknown>) => params };
      },
    };
  };
  return { seen, build };
}

async function run(db: Executor, shape: string, build: ReturnType<typeof recorder>["build"], times: number) {
  for (let i = 0; i < times; i++) expect(await runPrepared(db, shape, build, { i })).toEqual({ i });
}

describe("named statements", () => {
  it("names a shape at its NAME_AFTER_RUNS-th run, once, and a transaction's build of it at once", async () => {
    const db = executor();
    const query = recorder("select 1");
    await run(db, "hot", query.build, NAME_AFTER_RUNS - 1);
    expect(query.seen).toEqual({ builds: 1, texts: 0, names: [""] }); // built once, unnamed, its text written once (by prepare)
    await run(db, "hot", query.build, 1);
    expect(query.seen.names).toHaveLength(2);
    const name = query.seen.names[1]!;
    expect(name).toMatch(NAME);
    await run(db, "hot", query.build, 50);
    expect(query.seen.builds).toBe(2); // never built again

    const transaction = executor();
    await run(transaction, "hot", query.build, 1);
    expect(query.seen.names).toEqual(["", name, name]);
    expect(namedStatementCount()).toBe(1);
  });

  it("never gives one name to two texts, even under one shape string; one text keeps one name under two", async () => {
    const before = recorder("select 2");
    await run(executor(), "same-shape", before.build, NAME_AFTER_RUNS);
    const after = recorder("select 2 + 0"); // the same shape string writing another text (a mistake)
    await run(executor(), "same-shape", after.build, NAME_AFTER_RUNS);
    expect(before.seen.names.at(-1)).toMatch(NAME);
    expect(after.seen.names.at(-1)).toMatch(NAME);
    expect(after.seen.names.at(-1)).not.toBe(before.seen.names.at(-1));

    const twin = recorder("select 2");
    await run(executor(), "another-shape", twin.build, NAME_AFTER_RUNS);
    expect(twin.seen.names.at(-1)).toBe(before.seen.names.at(-1));
  });

  it("a shape seen rarely is never named", async () => {
    const rare = recorder("select 3");
    await run(executor(), "rare", rare.build, NAME_AFTER_RUNS - 1);
    expect(rare.seen.names).toEqual([""]);
  });

  it("names at most MAX_NAMED_OPEN_SHAPES browse shapes, MAX_NAMED_STATEMENTS in all; the rest are built once, unnamed", async () => {
    const db = executor();
    const lists = Array.from({ length: MAX_NAMED_OPEN_SHAPES + 3 }, (_, n) => recorder(`select ${n} from judgments`));
    for (const [n, list] of lists.entries()) await run(db, `browse-page|${n}`, list.build, NAME_AFTER_RUNS * 2);
    expect(lists.filter((list) => list.seen.names.at(-1) !== "").length).toBe(MAX_NAMED_OPEN_SHAPES);
    expect(lists.at(-1)!.seen).toEqual({ builds: 1, texts: 0, names: [""] });

    for (let n = namedStatementCount(); n < MAX_NAMED_STATEMENTS; n++)
      await run(db, `read-${n}`, recorder(`select ${n} as read`).build, NAME_AFTER_RUNS);
    expect(namedStatementCount()).toBe(MAX_NAMED_STATEMENTS);
    const late = recorder("select 'late'");
    await run(db, "late", late.build, NAME_AFTER_RUNS * 3);
    expect(late.seen).toEqual({ builds: 1, texts: 0, names: [""] });
    expect(namedStatementCount()).toBe(MAX_NAMED_STATEMENTS);
  });
});

describe("param", () => {
  it("records a placeholder's value; a name may stand for one value in several places, never for two", () => {
    const params = {};
    expect(param(params, "id", 7).name).toBe("id");
    expect(param(params, "id", 7).name).toBe("id");
    expect(params).toEqual({ id: 7 });
    expect(() => param(params, "id", 8)).toThrow(/named twice/);
    expect(params).toEqual({ id: 7 });
  });
});
