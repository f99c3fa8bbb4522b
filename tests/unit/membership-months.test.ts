// The membership's calendar months (app/domain/membership.ts): one month on or back from an
// instant, clamped to the target month's last day, in UTC.
import { describe, expect, it } from "vitest";
import { oneMonthAfter, oneMonthBefore } from "~/domain/membership";

const at = (iso: string) => new Date(iso);

describe("membership months", () => {
  it("moves one calendar month, keeping the time of day", () => {
    expect(oneMonthAfter(at("2026-11-23T22:15:00Z")).toISOString()).toBe("2026-12-23T22:15:00.000Z");
    expect(oneMonthBefore(at("2026-11-23T22:15:00Z")).toISOString()).toBe("2026-10-23T22:15:00.000Z");
    expect(oneMonthAfter(at("2026-12-15T00:00:00Z")).toISOString()).toBe("2027-01-15T00:00:00.000Z");
    expect(oneMonthBefore(at("2027-01-15T00:00:00Z")).toISOString()).toBe("2026-12-15T00:00:00.000Z");
  });

  it("clamps to the last day of a shorter month, leap years included", () => {
    expect(oneMonthAfter(at("2027-01-31T12:00:00Z")).toISOString()).toBe("2027-02-28T12:00:00.000Z");
    expect(oneMonthAfter(at("2028-01-31T12:00:00Z")).toISOString()).toBe("2028-02-29T12:00:00.000Z");
    expect(oneMonthBefore(at("2027-03-31T12:00:00Z")).toISOString()).toBe("2027-02-28T12:00:00.000Z");
    expect(oneMonthBefore(at("2026-12-31T12:00:00Z")).toISOString()).toBe("2026-11-30T12:00:00.000Z");
  });
});
