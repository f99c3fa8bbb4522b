import { describe, expect, it } from "vitest";
import { formatDate, isIsoDate, todayIso } from "~/domain/dates";
import { formatMoney, formatPercent, parseDollarsToCents, percentOf } from "~/domain/money";

describe("formatMoney", () => {
  it("shows whole dollars with thousands separators and no fraction", () => {
    expect(formatMoney(1_250_000)).toBe("$12,500");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(200_000_000)).toBe("$2,000,000");
  });
  it("shows two fraction digits when there are cents", () => {
    expect(formatMoney(1_999)).toBe("$19.99");
    expect(formatMoney(100_050)).toBe("$1,000.50");
  });
  it("puts the sign before the dollar sign", () => {
    expect(formatMoney(-5_000)).toBe("-$50");
  });
});

describe("parseDollarsToCents", () => {
  it("reads what people type", () => {
    expect(parseDollarsToCents("12500")).toBe(1_250_000);
    expect(parseDollarsToCents("$12,500.5")).toBe(1_250_050);
    expect(parseDollarsToCents(" 1,000.25 ")).toBe(100_025);
    expect(parseDollarsToCents(42)).toBe(4_200);
  });
  it("refuses anything that is not an amount", () => {
    for (const bad of ["", "abc", "-5", "1.234", "1e5", "12,50", null, undefined, {}, "9".repeat(20)]) {
      expect(parseDollarsToCents(bad)).toBeNull();
    }
  });
});

describe("percentages", () => {
  it("computes shares in basis points, rounded to the cent", () => {
    expect(percentOf(10_001, 1_000)).toBe(1_000);
    expect(formatPercent(2_500)).toBe("25%");
    expect(formatPercent(1_250)).toBe("12.5%");
  });
});

describe("dates", () => {
  it("shows calendar dates as MM/DD/YYYY without shifting the day", () => {
    expect(formatDate("2024-01-05")).toBe("01/05/2024");
  });
  it("shows instants in US Eastern time", () => {
    expect(formatDate(new Date("2024-03-10T03:00:00Z"))).toBe("03/09/2024");
    expect(formatDate("2024-03-10T18:00:00.000Z")).toBe("03/10/2024");
  });
  it("is empty for missing or invalid values", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
  it("validates ISO dates strictly", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("05/01/2024")).toBe(false);
  });
  it("knows today's date in the US", () => {
    expect(todayIso(new Date("2026-01-01T03:00:00Z"))).toBe("2025-12-31");
  });
  it("gives each instant its own Eastern date, asked in any order around midnight and the clock changes", () => {
    // Kept per UTC hour: the answer must follow the instant asked, back and forth.
    const cases: [string, string][] = [
      ["2026-01-01T04:59:59.999Z", "2025-12-31"], // 11:59 p.m. EST
      ["2026-01-01T05:00:00Z", "2026-01-01"], // midnight EST
      ["2026-01-01T04:00:00Z", "2025-12-31"],
      ["2026-07-04T03:59:59Z", "2026-07-03"], // 11:59 p.m. EDT
      ["2026-07-04T04:00:00Z", "2026-07-04"], // midnight EDT
      ["2026-03-08T06:59:00Z", "2026-03-08"], // 1:59 a.m. EST, then the clocks go forward
      ["2026-03-08T07:00:00Z", "2026-03-08"],
      ["2026-11-01T04:30:00Z", "2026-11-01"], // 12:30 a.m. EDT
      ["2026-11-01T05:30:00Z", "2026-11-01"], // 1:30 a.m. EDT, then again 1:30 a.m. EST
      ["2026-11-02T04:59:00Z", "2026-11-01"], // 11:59 p.m. EST
      ["2026-01-01T04:59:59.999Z", "2025-12-31"],
    ];
    for (const [instant, day] of cases) expect(todayIso(new Date(instant)), instant).toBe(day);
    expect(() => todayIso(new Date("not a date"))).toThrow(RangeError);
  });
});
