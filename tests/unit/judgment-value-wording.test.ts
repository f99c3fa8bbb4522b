// How the pages word a judgment's value (app/domain/judgment-value/wording.ts), over the real rules
// file: the clock's status "based on the records provided", the deadline flag, the action window,
// the check dates, and what the assignment step and the assignment forms say about filing.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { enforcementClock, type EnforcementClock } from "~/domain/judgment-value/clock";
import type { AssignmentRule, JurisdictionRules } from "~/domain/judgment-value/rules";
import {
  actionWindowText,
  assignmentFilingText,
  clockStatusText,
  deadlineFlag,
  formatCheckedDate,
  latestCheckedDate,
  printableFilingRule,
  rateRowCount,
  rulesVersionText,
  withUsDates,
} from "~/domain/judgment-value/wording";

const file = JSON.parse(fs.readFileSync(new URL("../../reference/judgment-rules/v1.json", import.meta.url), "utf8")) as {
  jurisdictions: JurisdictionRules[];
};
const rules = (code: string) => file.jurisdictions.find((j) => j.code === code)!;
const AS_OF = "2026-11-24";
const clock = (code: string, entryDate: string, lastRenewalDate?: string) => {
  const c = enforcementClock({ entryDate, lastRenewalDate, asOf: AS_OF }, rules(code));
  if (c.kind !== "clock") throw new Error(`no clock for ${code}`);
  return c;
};

describe("dates and versions", () => {
  it("reads a check date of a day or only a month, and the rules version", () => {
    expect(formatCheckedDate("2026-06")).toBe("06/2026");
    expect(formatCheckedDate("2026-06-15")).toBe("06/15/2026");
    expect(rulesVersionText({ version: 1, published: "2026-11-24" })).toBe("Rules version 1, published 11/24/2026");
    expect(withUsDates("Date of entry 2019-03-15, last renewal or writ 2024-01-10, as the seller stated.")).toBe(
      "Date of entry 03/15/2019, last renewal or writ 01/10/2024, as the seller stated.",
    );
  });

  it("counts a jurisdiction's rate rows and finds its latest check", () => {
    const ca = rules("CA");
    expect(rateRowCount(ca)).toBe(ca.interest.schedules.reduce((n, s) => n + s.rates.length, 0));
    expect(latestCheckedDate(ca)).toMatch(/^\d{4}-\d{2}/);
    const later = {
      ...ca,
      interest: {
        ...ca.interest,
        schedules: [
          {
            ...ca.interest.schedules[0],
            rates: [
              { from: "2020-01-01", to: null, percent: 1, source: "x", checked: "2026-06" },
              { from: "2021-01-01", to: null, percent: 1, source: "x", checked: "2026-06-15" },
              { from: "2022-01-01", to: null, percent: 1, source: "x", checked: "2025-12" },
            ],
          },
        ],
      },
    };
    expect(latestCheckedDate(later)).toBe("2026-06-15");
    expect(latestCheckedDate({ ...ca, interest: { ...ca.interest, schedules: [] } })).toBeNull();
  });
});

describe("the enforceability clock in words", () => {
  it("says when the next action may be done: any time before, a window ahead, or a window open now", () => {
    // California: renew any time before the 10 years end.
    expect(actionWindowText(clock("CA", "2019-03-15").nextAction!, AS_OF)).toBe("Any time before 03/15/2029");
    // Iowa: a new action only after 9 years, before the 20 end.
    expect(actionWindowText(clock("IA", "2020-01-01").nextAction!, AS_OF)).toBe("Window opens 01/01/2029, closes 01/01/2040");
    expect(actionWindowText(clock("IA", "2010-01-01").nextAction!, AS_OF)).toBe("Window open now, closes 01/01/2030");
    // Texas, no writ since 05/10/2016: the keep-alive date has passed.
    expect(actionWindowText(clock("TX", "2016-05-10").nextAction!, AS_OF)).toBe("Was due by 05/10/2026");
  });

  it("never states enforceability as fact, whatever the status", () => {
    const ok = clock("CA", "2019-03-15");
    const near = clock("CA", "2017-03-01");
    const overdue = clock("TX", "2015-06-01"); // dormant 06/01/2025, revivable until 06/01/2027
    const past = clock("TX", "2014-01-01"); // dormant 01/01/2024, revivable until 01/01/2026
    expect([ok.status, near.status, overdue.status, past.status]).toEqual(["ok", "near", "overdue", "past_limit"]);
    expect(clockStatusText(ok)).toBe("Based on the records provided, appears enforceable; the next deadline is 03/15/2029.");
    expect(clockStatusText(near)).toBe("Based on the records provided, appears enforceable, with a deadline within 18 months: 03/01/2027.");
    expect(clockStatusText(overdue)).toBe(
      "Based on the records provided, the date to act (06/01/2025) appears to have passed; it appears it can still be enforced or revived until 06/01/2027.",
    );
    expect(clockStatusText(past)).toBe(
      "Based on the records provided, appears to be past the last date it could be enforced (01/01/2026).",
    );
    for (const c of [ok, near, overdue, past]) expect(clockStatusText(c)).toMatch(/^Based on the records provided, /);
  });

  it("flags a judgment within 18 months of a deadline or past it, with the next action, and no other", () => {
    expect(deadlineFlag(clock("CA", "2019-03-15"), AS_OF)).toBeNull();
    expect(deadlineFlag(clock("CA", "2017-03-01"), AS_OF)).toEqual({
      tone: "warning",
      title: "Deadline within 18 months",
      text: "Renew the judgment: Any time before 03/01/2027.",
    });
    expect(deadlineFlag(clock("TX", "2015-06-01"), AS_OF)).toEqual({
      tone: "danger",
      title: "Deadline passed",
      text: "Keep it alive (the writ, renewal or revival the state requires) before it goes dormant: the date was 06/01/2025. It appears it can still be enforced or revived until 06/01/2027.",
    });
    expect(deadlineFlag(clock("TX", "2014-01-01"), AS_OF)).toMatchObject({ tone: "danger", title: "Past its enforcement limit" });
    const unavailable: EnforcementClock = { kind: "unavailable", reason: "x", citation: null, confidence: null };
    expect(deadlineFlag(unavailable, AS_OF)).toBeNull();
  });
});

describe("filing the assignment", () => {
  const california = rules("CA").assignment!;

  it("tells the buyer what the state asks, by the rule's answer", () => {
    expect(assignmentFilingText(california, "California")).toEqual({
      answer: "Required in practice",
      text: "In California an assignee must be on the court's record, by filing an Acknowledgment of Assignment of Judgment (form EJ-100) with the court that entered the judgment, before enforcing or renewing it.",
    });
    expect(assignmentFilingText(rules("VA").assignment, "Virginia")).toEqual({
      answer: "Recommended",
      text: "In Virginia filing the assignment with the court that entered the judgment is recommended.",
    });
    expect(assignmentFilingText(rules("TX").assignment, "Texas").answer).toBe("Not established");
    expect(assignmentFilingText(null, "Guam")).toEqual({
      answer: "Not on file",
      text: "Our research has no rule on filing an assignment in Guam.",
    });
  });

  it("prints on the forms only a rule that says to file, with medium or high confidence: the states the old table held", () => {
    const printable = file.jurisdictions.filter((j) => printableFilingRule(j.assignment)).map((j) => j.code);
    expect(printable.sort()).toEqual(["AK", "AR", "CA", "DE", "IL", "IN", "LA", "ND", "NV", "SD", "VA"]);
    const low: AssignmentRule = { ...california, confidence: "low" };
    expect(printableFilingRule(low)).toBeNull();
  });
});
