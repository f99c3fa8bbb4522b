// Payments received applied to the estimated balance (app/domain/judgment-value/payments.ts via
// balance.ts), interest first, then principal, over the real rules file. Every figure is worked by
// hand in the comment beside it, in cents where a fraction is carried: interest runs up to (not
// including) the day of a payment, and from that day on the new base.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { estimateBalance, type BalanceEstimate, type BalanceInput } from "~/domain/judgment-value/balance";
import { applyPayment } from "~/domain/judgment-value/payments";
import type { JurisdictionRules } from "~/domain/judgment-value/rules";

const file = JSON.parse(fs.readFileSync(new URL("../../reference/judgment-rules/v1.json", import.meta.url), "utf8")) as {
  jurisdictions: JurisdictionRules[];
};
const rules = (code: string) => file.jurisdictions.find((j) => j.code === code)!;
const balance = (code: string, input: BalanceInput) => estimateBalance(input, rules(code), rules("US"));
const estimate = (r: BalanceEstimate) => {
  if (r.kind !== "estimate") throw new Error(`no estimate: ${r.reason}`);
  return r;
};

describe("payments received, interest first", () => {
  it("California, 10% simple: $10,000 entered 01/01/2020, $2,000 paid 01/01/2021", () => {
    // 01/01/2020 → 01/01/2021 = 366 days (2020 is a leap year): $10,000 × 10% × 366 / 365 = $1,002.739726.
    // The $2,000 pays that interest ($1,002.74) and $997.26 of principal:
    // principal left = $10,000 − ($2,000 − $1,002.739726) = $9,002.739726.
    // 01/01/2021 → 01/01/2022 = 365 days: $9,002.739726 × 10% = $900.273973.
    // Interest in all: $1,002.739726 + $900.273973 = $1,903.013699 → $1,903.01.
    // Balance: $9,002.739726 + $900.273973 = $9,903.013699 → $9,903.01 (= $10,000 + $1,903.01 − $2,000).
    const r = estimate(
      balance("CA", {
        amountCents: 1_000_000,
        entryDate: "2020-01-01",
        asOf: "2022-01-01",
        payments: [{ on: "2021-01-01", amountCents: 200_000 }],
      }),
    );
    expect(r.interestCents).toBe(190_301);
    expect(r.paidCents).toBe(200_000);
    expect(r.balanceCents).toBe(990_301);
    expect(r.payments).toEqual([
      { on: "2021-01-01", amountCents: 200_000, toInterestCents: 100_274, toPrincipalCents: 99_726, balanceAfterCents: 900_274 },
    ]);
    expect(r.periods.map((p) => [p.from, p.to, p.days, p.baseCents, p.interestCents])).toEqual([
      ["2020-01-01", "2021-01-01", 366, 1_000_000, 100_274],
      ["2021-01-01", "2022-01-01", 365, 900_274, 90_027],
    ]);
  });

  it("Colorado, 8% compounded annually: $10,000 entered 03/01/2020, $500 paid 09/01/2021", () => {
    // 03/01/2020 → 03/01/2021, a full anniversary year: $10,000 × 8% = $800, added to the base on
    // 03/01/2021: base $10,800 (of which $800 is interest not yet paid).
    // 03/01/2021 → 09/01/2021 = 184 days of a 365-day anniversary year: $10,800 × 8% × 184 / 365 = $435.550685.
    // The $500 pays the $435.550685 accrued, then $64.449315 of the $800 compounded interest: all
    // $500 goes to interest, nothing to principal; the base is $10,800 − $64.449315 = $10,735.550685.
    // 09/01/2021 → 03/01/2022 = 181 days: $10,735.550685 × 8% × 181 / 365 = $425.892467.
    // Interest: $800 + $435.550685 + $425.892467 = $1,661.443152 → $1,661.44.
    // Balance: $10,735.550685 + $425.892467 = $11,161.443152 → $11,161.44 (= $10,000 + $1,661.44 − $500).
    const r = estimate(
      balance("CO", {
        amountCents: 1_000_000,
        entryDate: "2020-03-01",
        asOf: "2022-03-01",
        payments: [{ on: "2021-09-01", amountCents: 50_000 }],
      }),
    );
    expect(r.compounding).toBe("annual");
    expect(r.interestCents).toBe(166_144);
    expect(r.balanceCents).toBe(1_116_144);
    expect(r.payments).toEqual([
      { on: "2021-09-01", amountCents: 50_000, toInterestCents: 50_000, toPrincipalCents: 0, balanceAfterCents: 1_073_555 },
    ]);
    expect(r.periods.map((p) => [p.from, p.to, p.days, p.baseCents, p.interestCents])).toEqual([
      ["2020-03-01", "2021-03-01", 365, 1_000_000, 80_000],
      ["2021-03-01", "2021-09-01", 184, 1_080_000, 43_555],
      ["2021-09-01", "2022-03-01", 181, 1_073_555, 42_589],
    ]);
  });

  it("New York, 9% simple: $20,000 entered 06/15/2022, $1,000 paid 06/15/2023 and $5,000 paid 06/15/2024", () => {
    // 06/15/2022 → 06/15/2023 = 365 days: $20,000 × 9% = $1,800. The $1,000 pays interest only:
    // $800 of interest stays owing; principal $20,000.
    // 06/15/2023 → 06/15/2024 = 366 days (February 29, 2024): $20,000 × 9% × 366 / 365 = $1,804.931507.
    // Interest owing $800 + $1,804.931507 = $2,604.931507; the $5,000 pays it and $2,395.068493 of
    // principal: principal $17,604.931507.
    // 06/15/2024 → 06/15/2025 = 365 days: $17,604.931507 × 9% = $1,584.443836.
    // Interest: $1,800 + $1,804.931507 + $1,584.443836 = $5,189.375343 → $5,189.38.
    // Balance: $17,604.931507 + $1,584.443836 = $19,189.375343 → $19,189.38 (= $20,000 + $5,189.38 − $6,000).
    const r = estimate(
      balance("NY", {
        amountCents: 2_000_000,
        entryDate: "2022-06-15",
        asOf: "2025-06-15",
        debtType: "commercial",
        // Out of order on purpose: applied by date.
        payments: [
          { on: "2024-06-15", amountCents: 500_000 },
          { on: "2023-06-15", amountCents: 100_000 },
        ],
      }),
    );
    expect(r.interestCents).toBe(518_938);
    expect(r.paidCents).toBe(600_000);
    expect(r.balanceCents).toBe(1_918_938);
    expect(r.payments).toEqual([
      { on: "2023-06-15", amountCents: 100_000, toInterestCents: 100_000, toPrincipalCents: 0, balanceAfterCents: 2_080_000 },
      { on: "2024-06-15", amountCents: 500_000, toInterestCents: 260_493, toPrincipalCents: 239_507, balanceAfterCents: 1_760_493 },
    ]);
  });

  it("a payment on the day of entry is all principal; one made today counts today; one before entry or after the estimate's day is ignored", () => {
    // CA 10%: $10,000 entered 01/01/2021, $1,000 paid that day: $9,000 × 10% × 365 / 365 = $900 to 01/01/2022.
    // Then $300 paid 01/01/2022, the estimate's day: pays $300 of the $900 interest. Balance $9,000 + $600.
    const r = estimate(
      balance("CA", {
        amountCents: 1_000_000,
        entryDate: "2021-01-01",
        asOf: "2022-01-01",
        payments: [
          { on: "2020-12-31", amountCents: 50_000 },
          { on: "2021-01-01", amountCents: 100_000 },
          { on: "2022-01-01", amountCents: 30_000 },
          { on: "2022-01-02", amountCents: 70_000 },
        ],
      }),
    );
    expect(r.interestCents).toBe(90_000);
    expect(r.paidCents).toBe(130_000);
    expect(r.balanceCents).toBe(960_000);
    expect(r.payments.map((p) => [p.on, p.toInterestCents, p.toPrincipalCents])).toEqual([
      ["2021-01-01", 0, 100_000],
      ["2022-01-01", 30_000, 0],
    ]);
  });

  it("without payments the figures are those of before (no payment rows)", () => {
    const r = estimate(balance("CA", { amountCents: 1_000_000, entryDate: "2020-01-01", asOf: "2022-01-01" }));
    // 731 days × $10,000 × 10% / 365 = $2,002.739726 → $2,002.74.
    expect(r).toMatchObject({ interestCents: 200_274, balanceCents: 1_200_274, paidCents: 0, payments: [] });
  });

  it("a payment above everything owed pays it off and no more", () => {
    const owing = { base: 100_000, accrued: 2_500, compoundedUnpaid: 0 };
    expect(applyPayment(owing, { on: "2024-01-01", amountCents: 200_000 })).toEqual({
      on: "2024-01-01",
      amountCents: 200_000,
      toInterestCents: 2_500,
      toPrincipalCents: 100_000,
      balanceAfterCents: 0,
    });
  });
});
