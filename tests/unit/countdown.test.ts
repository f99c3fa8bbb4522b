// The countdowns of "Needs you" (docs/decisions/0043-needs-you.md): a span in its two largest units,
// rounded down, whole days from a week on; "left" before a deadline, "overdue by" after.
import { describe, expect, it } from "vitest";
import { spanWords, timeLeft, waitingWords } from "~/domain/countdown";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date("2026-03-11T15:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("spanWords", () => {
  it.each([
    [0, "less than a minute"],
    [59_999, "less than a minute"],
    [MINUTE, "1 minute"],
    [59 * MINUTE + 59_999, "59 minutes"],
    [HOUR, "1 hour"],
    [HOUR + MINUTE, "1 hour 1 minute"],
    [3 * HOUR + 12 * MINUTE + 59_000, "3 hours 12 minutes"],
    [DAY, "1 day"],
    [DAY + HOUR, "1 day 1 hour"],
    [2 * DAY + 4 * HOUR + 59 * MINUTE, "2 days 4 hours"],
    [6 * DAY + 23 * HOUR, "6 days 23 hours"],
    [7 * DAY + 23 * HOUR, "7 days"],
    [400 * DAY, "400 days"],
    [-5 * HOUR, "less than a minute"],
  ])("%i ms reads %s", (ms, words) => {
    expect(spanWords(ms)).toBe(words);
  });
});

describe("timeLeft", () => {
  it("counts down to the deadline, marking the last day", () => {
    expect(timeLeft(at(2 * DAY + 4 * HOUR), now)).toEqual({ text: "2 days 4 hours left", overdue: false, soon: false });
    expect(timeLeft(at(DAY), now)).toEqual({ text: "1 day left", overdue: false, soon: false });
    expect(timeLeft(at(DAY - 1), now)).toEqual({ text: "23 hours 59 minutes left", overdue: false, soon: true });
    expect(timeLeft(at(0), now)).toEqual({ text: "less than a minute left", overdue: false, soon: true });
  });

  it("says how long ago a passed deadline was, in words (not colour alone)", () => {
    expect(timeLeft(at(-3 * HOUR), now)).toEqual({ text: "overdue by 3 hours", overdue: true, soon: true });
    expect(timeLeft(at(-1).toISOString(), now)).toEqual({ text: "overdue by less than a minute", overdue: true, soon: true });
  });
});

it("waitingWords says how long something has waited", () => {
  expect(waitingWords(at(-3 * DAY - 2 * HOUR), now)).toBe("waiting 3 days 2 hours");
  expect(waitingWords(at(-10 * DAY).toISOString(), now)).toBe("waiting 10 days");
});
