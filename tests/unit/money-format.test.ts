// The hand-written formatters (docs/decisions/0040, sixth session) write exactly what Intl's en-US
// writes: money grouped by thousands with or without cents, shares truncated to their decimals,
// counts, and an instant's Eastern date (formatted once per UTC hour).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber } from "~/components/judgments/browse-format";
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent, groupThousands } from "~/domain/money";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const eastern = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", month: "2-digit", day: "2-digit", year: "numeric" });

/** What formatPercent wrote with Intl before (useGrouping off, truncated to the decimals). */
function intlPercent(bps: number, decimals: number, fixed: boolean): string {
  const scaled = Math.floor(Number((bps * 10 ** (decimals - 2)).toFixed(6)));
  const format = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: fixed ? decimals : 0,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
  return `${format.format(scaled / 10 ** decimals)}%`;
}

describe("the hand-written formatters write what Intl's en-US writes", () => {
  it("groups whole numbers by thousands", () => {
    expect(groupThousands(0)).toBe("0");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands(1000)).toBe("1,000");
    expect(groupThousands(-1234567)).toBe("-1,234,567");
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => groupThousands(n) === whole.format(n)));
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => formatNumber(n) === whole.format(n)));
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => formatNumber(n) === whole.format(n).replace(/^-0$/, "0")),
    );
    expect(formatNumber(-2.5)).toBe("-3");
  });

  it("writes money in dollars, with cents only when there are some", () => {
    expect(formatMoney(1_250_000)).toBe("$12,500");
    expect(formatMoney(1_999)).toBe("$19.99");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(-250_050)).toBe("-$2,500.50");
    expect(formatMoney(-0.4)).toBe("$0");
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const abs = Math.abs(cents);
        const body = abs % 100 === 0 ? whole.format(abs / 100) : withCents.format(abs / 100);
        return formatMoney(cents) === `${cents < 0 ? "-" : ""}$${body}`;
      }),
    );
  });

  it("writes shares truncated to their decimals, fixed or not", () => {
    expect(formatPercent(4_999)).toBe("49.9%");
    expect(formatPercent(2_500)).toBe("25%");
    expect(formatPercent(2_500, { fixed: true })).toBe("25.0%");
    expect(formatPercent(512.5, { decimals: 3 })).toBe("5.125%");
    expect(formatPercent(434.99999999999994, { decimals: 2 })).toBe("4.35%");
    expect(formatPercent(-150)).toBe("-1.5%");
    // Within a millionth of a unit below a whole one: rounded up to it (the binary error of a typed
    // rate), not truncated below; a little further, truncated.
    expect(formatPercent(4_349.999_999_95)).toBe("43.5%");
    expect(formatPercent(4_349.999_99)).toBe("43.4%");
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.double({ min: -2e-6, max: 2e-6, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (units, offset, decimals) => {
          const bps = (units + offset) / 10 ** (decimals - 2);
          const expected = intlPercent(bps, decimals, false);
          fc.pre(!expected.startsWith("-0") || /[1-9]/.test(expected));
          return formatPercent(bps, { decimals }) === expected;
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ min: -100_000, max: 100_000, noNaN: true })),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (bps, decimals, fixed) => {
          const expected = intlPercent(bps, decimals, fixed);
          // Intl writes a negative zero as "-0"; ours writes "0".
          fc.pre(!expected.startsWith("-0") || /[1-9]/.test(expected));
          return formatPercent(bps, { decimals, fixed }) === expected;
        },
      ),
    );
  });

  it("writes an instant's date in Eastern time, across the changes of daylight saving time", () => {
    // 2026-03-08 07:00 UTC is 3:00 EDT; 06:59 UTC is 1:59 EST; 2026-11-01 05:59 UTC is 1:59 EDT.
    for (const iso of [
      "2026-03-08T06:59:59Z",
      "2026-03-08T07:00:00Z",
      "2026-11-01T03:59:59Z",
      "2026-11-01T04:00:00Z",
      "2026-11-01T05:59:59Z",
    ])
      expect(formatDate(iso)).toBe(eastern.format(new Date(iso)));
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        (time) => formatDate(new Date(time)) === eastern.format(new Date(time)),
      ),
      { numRuns: 2_000 },
    );
  });
});
