// Browse's side of issue 17, the rules without a database: the fact filters' bits, the row's
// deadline flag and the deadline a listing stores for it (over the real rules file).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { browseDeadline } from "~/domain/judgment-value/browse-deadline";
import { nearDeadlineCutoff } from "~/domain/judgment-value/clock";
import { factChoiceBits, factMask, factYesBits } from "~/domain/judgment-value/fact-flags";
import type { JurisdictionRules } from "~/domain/judgment-value/rules";
import { judgmentValue, storedValue, type RuleBook } from "~/domain/judgment-value/value";

const file = JSON.parse(fs.readFileSync(new URL("../../reference/judgment-rules/v1.json", import.meta.url), "utf8")) as {
  jurisdictions: JurisdictionRules[];
};
const book: RuleBook = { version: { version: 1, published: "2026-11-24" }, byCode: new Map(file.jurisdictions.map((j) => [j.code, j])) };

describe("the fact filters' bits", () => {
  it("gives every value of every fact its own bit, within a smallint", () => {
    const bits = [...Object.values(factChoiceBits).flatMap((values) => Object.values(values)), ...Object.values(factYesBits)];
    expect(new Set(bits).size).toBe(bits.length);
    for (const bit of bits) expect(bit & (bit - 1)).toBe(0);
    expect(bits.reduce((a, b) => a | b, 0)).toBeLessThan(2 ** 15);
  });

  it("asks for the bits of the filters given, and none without filters", () => {
    expect(factMask({})).toBe(0);
    expect(factMask({ litigation: "litigated", debtorRealEstate: true })).toBe(8 | 1024);
    expect(factMask({ courtType: "federal", debtType: "medical", debtorType: "business", debtorVehicles: true })).toBe(2 | 256 | 32 | 8192);
  });
});

describe("the row's deadline flag", () => {
  it("past once the deadline has gone by, near up to 18 months ahead (the cutoff included), none beyond or without one", () => {
    expect(nearDeadlineCutoff("2026-06-01")).toBe("2027-12-01");
    expect(browseDeadline("2026-05-31", "2026-06-01")).toBe("past");
    expect(browseDeadline("2026-06-01", "2026-06-01")).toBe("near");
    expect(browseDeadline("2027-12-01", "2026-06-01")).toBe("near");
    expect(browseDeadline("2027-12-02", "2026-06-01")).toBeNull();
    expect(browseDeadline(null, "2026-06-01")).toBeNull();
  });

  it("is stored as the passed action's date while a judgment can still be revived, so browse says it is past", () => {
    // Texas, rendered 05/10/2016 with no writ: dormant 05/10/2026, revivable until 05/10/2028.
    const texas = (lastRenewedOn: string | null) =>
      judgmentValue(
        {
          amountCents: 1_000_000,
          priceCents: 200_000,
          dateAwarded: "2016-05-10",
          stateCode: "TX",
          facts: { courtType: null, debtType: null, statedRatePercent: null, lastRenewedOn },
        },
        book,
        "2026-11-24",
      );
    const overdue = texas(null);
    expect(overdue.clock).toMatchObject({ status: "overdue", deadlineOn: "2028-05-10" });
    expect(storedValue(overdue, "2026-11-24")).toMatchObject({ enforceDeadlineOn: "2026-05-10", enforceLimitOn: "2028-05-10" });
    expect(browseDeadline("2026-05-10", "2026-11-24")).toBe("past");
    // With a writ in 2021 the next deadline is 2031: stored as the clock has it.
    expect(storedValue(texas("2021-02-01"), "2026-11-24")).toMatchObject({ enforceDeadlineOn: "2031-02-01" });
  });
});
