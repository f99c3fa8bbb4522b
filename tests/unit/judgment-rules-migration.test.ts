// The migration that loads the judgment rules is generated from the repository's file: this fails
// when someone edits reference/judgment-rules/v1.json (or the migration) without the other. A correction
// belongs in a new version and a new migration (docs/decisions/0029-judgment-value.md).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { judgmentRulesSql, readRulesFile } from "../../scripts/generate-judgment-rules";

describe("judgment rules migration", () => {
  it("is exactly what the generator writes from reference/judgment-rules/v1.json", () => {
    const migration = fs.readFileSync(new URL("../../drizzle/0018_judgment_rules_v1.sql", import.meta.url), "utf8");
    expect(migration).toBe(judgmentRulesSql(readRulesFile(1, new URL("../..", import.meta.url).pathname)));
  });
});
