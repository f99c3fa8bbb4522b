import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  businessDeadline,
  businessDeadlineCutoff,
  easternIsoDate,
  isBusinessDay,
  isUsFederalHoliday,
  paymentDueAt,
} from "~/domain/business-days";

describe("isUsFederalHoliday", () => {
  it.each([
    ["2026-01-01", "New Year's Day"],
    ["2026-01-19", "MLK Day (3rd Monday of January)"],
    ["2026-02-16", "Washington's Birthday (3rd Monday of February)"],
    ["2026-05-25", "Memorial Day (last Monday of May)"],
    ["2026-06-19", "Juneteenth"],
    ["2026-07-03", "Independence Day observed (July 4 is a Saturday)"],
    ["2026-09-07", "Labor Day (1st Monday of September)"],
    ["2026-10-12", "Columbus Day (2nd Monday of October)"],
    ["2026-11-11", "Veterans Day"],
    ["2026-11-26", "Thanksgiving (4th Thursday of November)"],
    ["2026-12-25", "Christmas Day"],
    ["2027-01-18", "MLK Day 2027"],
    ["2027-06-18", "Juneteenth observed (June 19 is a Saturday)"],
    ["2027-07-05", "Independence Day observed (July 4 is a Sunday)"],
    ["2027-11-25", "Thanksgiving 2027"],
    ["2027-12-24", "Christmas observed (December 25 is a Saturday)"],
    ["2027-12-31", "New Year's Day 2028 observed (January 1 is a Saturday)"],
    ["2028-11-10", "Veterans Day observed (November 11 is a Saturday)"],
    ["2029-11-12", "Veterans Day observed (November 11 is a Sunday)"],
    ["2025-11-27", "Thanksgiving 2025"],
    ["2024-05-27", "Memorial Day 2024 (May has five Mondays)"],
  ])("%s is a holiday: %s", (date) => {
    expect(isUsFederalHoliday(date)).toBe(true);
    expect(isBusinessDay(date)).toBe(false);
  });

  it.each(["2026-07-02", "2026-07-06", "2026-11-27", "2026-12-24", "2026-12-31", "2027-12-23", "2026-01-12", "2026-01-26", "2026-05-18"])(
    "%s is an ordinary business day",
    (date) => {
      expect(isUsFederalHoliday(date)).toBe(false);
      expect(isBusinessDay(date)).toBe(true);
    },
  );

  it("does not count Inauguration Day, Good Friday or Election Day", () => {
    expect(isUsFederalHoliday("2029-01-22")).toBe(false); // day after Jan 20, 2029 (Saturday) — no holiday
    expect(isUsFederalHoliday("2026-04-03")).toBe(false); // Good Friday 2026
    expect(isUsFederalHoliday("2026-11-03")).toBe(false); // Election Day 2026
  });

  it("reads a Date as its US Eastern calendar day", () => {
    // 2026-07-03 02:00 UTC is still July 2 in New York.
    expect(easternIsoDate(new Date("2026-07-03T02:00:00Z"))).toBe("2026-07-02");
    expect(isUsFederalHoliday(new Date("2026-07-03T02:00:00Z"))).toBe(false);
    expect(isUsFederalHoliday(new Date("2026-07-03T16:00:00Z"))).toBe(true);
  });
});

describe("isBusinessDay", () => {
  it("skips weekends", () => {
    expect(isBusinessDay("2026-11-21")).toBe(false); // Saturday
    expect(isBusinessDay("2026-11-22")).toBe(false); // Sunday
    expect(isBusinessDay("2026-11-23")).toBe(true); // Monday
  });
});

describe("addBusinessDays", () => {
  it.each([
    ["2026-11-16", 3, "2026-11-19", "inside one week"],
    ["2026-11-20", 3, "2026-11-25", "over a weekend"],
    ["2026-11-21", 1, "2026-11-23", "from a Saturday"],
    ["2026-11-24", 3, "2026-11-30", "over Thanksgiving and a weekend"],
    ["2026-07-01", 2, "2026-07-06", "over July 3 observed and the weekend"],
    ["2027-12-22", 2, "2027-12-27", "over Christmas observed on Friday"],
    ["2027-12-29", 2, "2028-01-03", "over New Year's observed on December 31 and the year end"],
    ["2026-12-30", 3, "2027-01-05", "over the year end and New Year's Day"],
    ["2026-12-23", 3, "2026-12-29", "over Christmas"],
    ["2026-01-16", 1, "2026-01-20", "over MLK day"],
    ["2026-05-22", 1, "2026-05-26", "over Memorial Day"],
    ["2026-11-10", 1, "2026-11-12", "over Veterans Day"],
    ["2026-11-20", 0, "2026-11-20", "zero days"],
    ["2026-11-20", 10, "2026-12-07", "two weeks with Thanksgiving"],
  ])("%s + %i business days = %s (%s)", (start, n, expected) => {
    expect(addBusinessDays(start, n)).toBe(expected);
  });

  it("refuses negative and fractional counts", () => {
    expect(() => addBusinessDays("2026-11-20", -1)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-11-20", 1.5)).toThrow(RangeError);
  });
});

describe("paymentDueAt", () => {
  it("ends at 11:59:59 pm Eastern Standard Time on the n-th business day", () => {
    const acceptedAt = new Date("2026-11-20T15:00:00Z"); // Friday 10:00 EST
    expect(paymentDueAt(acceptedAt, 3).toISOString()).toBe("2026-11-26T04:59:59.000Z"); // Wed Nov 25, 23:59:59 EST
  });

  it("uses Eastern Daylight Time in summer", () => {
    const acceptedAt = new Date("2026-07-01T14:00:00Z"); // Wednesday
    expect(paymentDueAt(acceptedAt, 2).toISOString()).toBe("2026-07-07T03:59:59.000Z"); // Mon Jul 6, 23:59:59 EDT
  });

  it("counts from the Eastern day of acceptance, not the UTC day", () => {
    const lateThursday = new Date("2026-11-20T03:00:00Z"); // Thursday Nov 19, 22:00 EST
    expect(paymentDueAt(lateThursday, 3).toISOString()).toBe("2026-11-25T04:59:59.000Z"); // Tue Nov 24
  });

  it("crosses the daylight-saving change", () => {
    const friday = new Date("2026-03-06T17:00:00Z"); // Friday Mar 6 EST; clocks change Sunday Mar 8
    expect(paymentDueAt(friday, 1).toISOString()).toBe("2026-03-10T03:59:59.000Z"); // Mon Mar 9, 23:59:59 EDT
    const beforeFall = new Date("2026-10-30T16:00:00Z"); // Friday Oct 30 EDT; clocks change Sunday Nov 1
    expect(paymentDueAt(beforeFall, 1).toISOString()).toBe("2026-11-03T04:59:59.000Z"); // Mon Nov 2 EST
  });

  it("crosses Thanksgiving and the year end", () => {
    expect(paymentDueAt(new Date("2026-11-24T17:00:00Z"), 3).toISOString()).toBe("2026-12-01T04:59:59.000Z");
    expect(paymentDueAt(new Date("2026-12-30T17:00:00Z"), 3).toISOString()).toBe("2027-01-06T04:59:59.000Z");
  });
});

describe("businessDeadlineCutoff", () => {
  // Turned around for the administrators' targets (docs/decisions/0043-needs-you.md): whatever started
  // before the cutoff is past its businessDeadline at `now`, whatever started at or after it is not.
  const HOUR = 60 * 60 * 1000;

  it.each([
    // Wednesday 10 am ET: one business day back is anything from Monday; Monday's items are due end of Tuesday.
    ["2026-03-11T15:00:00Z", 1, "2026-03-10T04:00:00.000Z"],
    // Monday 10 am ET: Friday's items are due end of Monday, so only Thursday's and earlier are late.
    ["2026-03-09T14:00:00Z", 1, "2026-03-06T05:00:00.000Z"],
    // Tuesday after Presidents' Day (02/16/2026): Friday's items were due end of Tuesday, so Thursday's are late.
    ["2026-02-17T15:00:00Z", 1, "2026-02-13T05:00:00.000Z"],
    // Three business days, Wednesday: the previous Thursday's items were due end of Tuesday.
    ["2026-03-11T15:00:00Z", 3, "2026-03-06T05:00:00.000Z"],
  ])("at %s, %i business day(s): late before %s", (now, days, cutoff) => {
    expect(businessDeadlineCutoff(new Date(now), days).toISOString()).toBe(cutoff);
  });

  it("agrees with businessDeadline for every start over two months, at many moments", () => {
    for (const days of [1, 2, 3, 10]) {
      for (const nowIso of ["2026-11-25T16:00:00Z", "2026-12-28T04:30:00Z", "2027-01-04T04:59:58Z", "2026-03-08T07:30:00Z"]) {
        const now = new Date(nowIso);
        const cutoff = businessDeadlineCutoff(now, days).getTime();
        for (let t = now.getTime() - 60 * 24 * HOUR; t <= now.getTime(); t += 7 * HOUR + 13 * 60_000) {
          const late = now.getTime() > businessDeadline(new Date(t), days).getTime();
          expect(t < cutoff, `${new Date(t).toISOString()} at ${nowIso}, ${days} days`).toBe(late);
        }
      }
    }
  });
});
