// The guard of docs/decisions/0055 ("Every read of judgments, decided"): a portfolio is a listing
// row in the judgments table, so every function of app/server that reads that table must say what
// it does with one, in app/server/queries/listing-kind-decisions.ts. This reads the source: a
// function is a top-level declaration (the formatter puts them at the line's start) and it reads
// judgments when its lines hold `from(judgments)`, `…Join(judgments`, or raw SQL's
// `from judgments` / `join judgments` / `from ${judgments}` / `join ${judgments}`.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listingKindDecisions, type ListingKindDecision } from "~/server/queries/listing-kind-decisions";

const serverDir = path.resolve(import.meta.dirname, "../../app/server");

const READS_JUDGMENTS = /\bfrom\(judgments\)|join\(judgments\b|\b(from|join)\s+(judgments\b|\$\{judgments\})/i;
const TOP_LEVEL = /^(?:export\s+)?(?:async\s+)?(?:function\*?\s+([\w$]+)|(?:const|let)\s+([\w$]+))/;
const COMMENT = /^\s*(\/\/|\*|\/\*)/;
const JUDGMENTS_ONLY = /\bjudgmentsOnly\b|\bkind\s*=\s*'judgment'/;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith(".ts") ? [full] : [];
    })
    .sort();
}

type Reader = { file: string; name: string; body: string };

/** The top-level functions of `source` (with their text) that read judgments. */
function judgmentReaders(file: string, source: string): Reader[] {
  const readers = new Map<string, Reader>();
  let name = "(top level)";
  let body: string[] = [];
  let reads = false;
  const close = () => {
    if (reads) readers.set(name, { file, name, body: body.join("\n") });
  };
  for (const line of source.split("\n")) {
    const declared = TOP_LEVEL.exec(line);
    if (declared) {
      close();
      name = declared[1] ?? declared[2]!;
      body = [];
      reads = readers.has(name);
    }
    body.push(line);
    if (!COMMENT.test(line) && READS_JUDGMENTS.test(line)) reads = true;
  }
  close();
  return [...readers.values()];
}

const readers = sourceFiles(serverDir).flatMap((full) =>
  judgmentReaders(path.relative(serverDir, full).split(path.sep).join("/"), fs.readFileSync(full, "utf8")),
);

const decisionOf = (reader: Reader): ListingKindDecision | undefined => listingKindDecisions[reader.file]?.[reader.name];

describe("every read of judgments says what it does with a portfolio (docs/decisions/0055)", () => {
  it("finds the readers (the scan itself works)", () => {
    expect(readers.length).toBeGreaterThan(90);
    expect(readers.map((r) => `${r.file} ${r.name}`)).toEqual(
      expect.arrayContaining([
        "queries/listing-status.ts lockListing",
        "queries/browse.ts selectPage",
        "queries/needs-you.ts listAdminQueues",
      ]),
    );
  });

  it("recognises each way of reading, and leaves comments and writes alone", () => {
    const source = [
      "export async function a(db) {",
      "  return db.select().from(judgments);",
      "}",
      "const b = (db) => db.select().from(offers).innerJoin(judgments, eq(x, y));",
      "async function c(db) {",
      "  return db.execute(sql`select 1 from ${judgments} j`);",
      "}",
      "export function d() {",
      "  return sql`select 1 from offers o JOIN judgments j on j.id = o.judgment_id`;",
      "}",
      "export async function e(db) {",
      "  // rows from judgments, said in a comment",
      "  return db.update(judgments).set({ title: 'x' });",
      "}",
    ].join("\n");
    expect(judgmentReaders("x.ts", source).map((r) => r.name)).toEqual(["a", "b", "c", "d"]);
  });

  it("every function that reads judgments has a decision", () => {
    const undecided = readers.filter((r) => decisionOf(r) === undefined).map((r) => `${r.file}: ${r.name}`);
    expect(undecided, "Add each to app/server/queries/listing-kind-decisions.ts: judgment, both, or why").toEqual([]);
  });

  it("every decision names a function that reads judgments (none left behind by a rename or a removal)", () => {
    const found = new Set(readers.map((r) => `${r.file}: ${r.name}`));
    const stale = Object.entries(listingKindDecisions)
      .flatMap(([file, functions]) => Object.keys(functions).map((name) => `${file}: ${name}`))
      .filter((key) => !found.has(key));
    expect(stale).toEqual([]);
  });

  it("a \"judgment\" function filters with judgmentsOnly (or kind = 'judgment') itself", () => {
    const unfiltered = readers
      .filter((r) => decisionOf(r) === "judgment" && !JUDGMENTS_ONLY.test(r.body))
      .map((r) => `${r.file}: ${r.name}`);
    expect(unfiltered).toEqual([]);
  });

  it("every reason and change is said in words", () => {
    const silent = Object.entries(listingKindDecisions).flatMap(([file, functions]) =>
      Object.entries(functions)
        .filter(([, decision]) => typeof decision === "object" && Object.values(decision)[0]!.trim().length < 10)
        .map(([name]) => `${file}: ${name}`),
    );
    expect(silent).toEqual([]);
  });
});
