// The judgment rules (docs/decisions/0029): versions loaded by migrations, never changed, so a
// version read once is kept in memory for the process (a cache of immutable rows, not of pages).
import { desc, eq } from "drizzle-orm";
import type { JurisdictionRules } from "~/domain/judgment-value/rules";
import type { RuleBook } from "~/domain/judgment-value/value";
import type { Executor } from "~/server/db/client";
import { judgmentRules, judgmentRuleVersions } from "~/server/db/schema";
import { runPrepared } from "./prepared";

const books = new WeakMap<object, Map<number, Promise<RuleBook>>>();

/** The newest version's number, or null before any is loaded. */
export async function latestRulesVersion(db: Executor): Promise<number | null> {
  // Prepared: every judgment page view asks it (./prepared.ts).
  const [row] = await runPrepared(
    db,
    "latest-rules-version",
    () =>
      db.select({ version: judgmentRuleVersions.version }).from(judgmentRuleVersions).orderBy(desc(judgmentRuleVersions.version)).limit(1),
    {},
  );
  return row?.version ?? null;
}

async function readBook(db: Executor, version: number): Promise<RuleBook> {
  const [head] = await db
    .select({ version: judgmentRuleVersions.version, published: judgmentRuleVersions.publishedOn })
    .from(judgmentRuleVersions)
    .where(eq(judgmentRuleVersions.version, version));
  if (!head) throw new Error(`Judgment rules version ${version} is not loaded.`);
  const rows = await db
    .select({ code: judgmentRules.code, rules: judgmentRules.rules })
    .from(judgmentRules)
    .where(eq(judgmentRules.version, version));
  return { version: head, byCode: new Map(rows.map((r) => [r.code, r.rules as JurisdictionRules])) };
}

/** One version of the rules (the newest when no version is given). */
export async function loadRuleBook(db: Executor, version?: number): Promise<RuleBook> {
  const wanted = version ?? (await latestRulesVersion(db));
  if (wanted === null) throw new Error("No judgment rules are loaded (migration 0018).");
  let perDb = books.get(db);
  if (!perDb) books.set(db, (perDb = new Map()));
  let book = perDb.get(wanted);
  if (!book) {
    book = readBook(db, wanted);
    perDb.set(wanted, book);
    book.catch(() => perDb.delete(wanted));
  }
  return book;
}

export type RulesTableRow = {
  code: string;
  name: string;
  interestConfidence: "high" | "medium" | "low";
  lifeConfidence: "high" | "medium" | "low" | null;
  assignmentConfidence: "high" | "medium" | "low" | null;
  rules: JurisdictionRules;
};

/** Every version, newest first, for the administrators' page. */
export function listRulesVersions(db: Executor) {
  return db
    .select({
      version: judgmentRuleVersions.version,
      published: judgmentRuleVersions.publishedOn,
      title: judgmentRuleVersions.title,
      about: judgmentRuleVersions.about,
      loadedAt: judgmentRuleVersions.loadedAt,
    })
    .from(judgmentRuleVersions)
    .orderBy(desc(judgmentRuleVersions.version));
}

/** One version's rows, by name, for the administrators' page. */
export function listRulesTable(db: Executor, version: number): Promise<RulesTableRow[]> {
  return db
    .select({
      code: judgmentRules.code,
      name: judgmentRules.name,
      interestConfidence: judgmentRules.interestConfidence,
      lifeConfidence: judgmentRules.lifeConfidence,
      assignmentConfidence: judgmentRules.assignmentConfidence,
      rules: judgmentRules.rules,
    })
    .from(judgmentRules)
    .where(eq(judgmentRules.version, version))
    .orderBy(judgmentRules.name) as Promise<RulesTableRow[]>;
}
