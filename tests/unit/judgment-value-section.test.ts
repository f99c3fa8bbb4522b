// The judgment page's value section (app/components/judgments/detail-value-html.ts) over rules version 2:
// each figure names the date of its newest rate; New York's contested reading shows beside the
// figure for an older consumer judgment and not for a newer one; a low-confidence figure carries
// its warning; a period past the newest notice is marked assumed (docs/decisions/0049).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DetailValueSection } from "~/components/judgments/detail-value";
import { judgmentValue, type RuleBook } from "~/domain/judgment-value/value";
import { readRulesFile } from "../../scripts/generate-judgment-rules";

const file = readRulesFile(2, new URL("../..", import.meta.url).pathname);
const book: RuleBook = { version: { version: 2, published: file.published }, byCode: new Map(file.jurisdictions.map((j) => [j.code, j])) };
const facts = { courtType: null, debtType: null, statedRatePercent: null, lastRenewedOn: null } as const;

function section(stateCode: string, dateAwarded: string, asOf: string, more: Partial<typeof facts> | { debtType: "consumer" } = {}) {
  const value = judgmentValue(
    { amountCents: 1_000_000, priceCents: 200_000, dateAwarded, stateCode, facts: { ...facts, ...more } },
    book,
    asOf,
  );
  const html = renderToString(
    createElement(DetailValueSection, {
      value: { ...value, asOf },
      charts: { balance: null, timeline: null },
      priceCents: 200_000,
      amountCents: 1_000_000,
    }),
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

describe("the value section", () => {
  it("names the date of the newest rate (Georgia: prime 8.25% from 05/04/2023)", () => {
    expect(section("GA", "2023-06-01", "2024-06-01")).toContain("Newest rate used: in force from 05/04/2023 (source checked 11/29/2026).");
  });

  it("shows New York's contested reading for a 2019 consumer judgment, not for a 2023 one", () => {
    // As of 04/30/2023: $13,015.89 as the amendment says; $13,715.89 read the other way (tests/unit/judgment-rates.test.ts).
    const older = section("NY", "2019-03-15", "2023-04-30", { debtType: "consumer" });
    expect(older).toContain("$13,015.89");
    expect(older).toContain("Contested: $13,715.89 under the other reading");
    expect(older).toContain("courts disagree whether the 2% rate reaches judgments entered before 04/30/2022");
    expect(section("NY", "2023-06-01", "2024-06-01", { debtType: "consumer" })).not.toContain("Contested");
  });

  it("warns on a low-confidence figure and marks the periods after the newest notice as assumed", () => {
    expect(section("OR", "2020-01-01", "2026-11-24")).toContain("Low confidence: part of this figure rests on research");
    const ok = section("OK", "2025-01-01", "2026-07-01");
    expect(ok).toContain("No later rate is on file: from 01/01/2026 that rate is assumed to continue.");
    expect(ok).toContain("assumed");
  });
});
