import { describe, expect, it } from "vitest";
import { testClockEnabled } from "~/server/clock";

describe("the browser tests' settable clock", () => {
  const local = { localOnly: true, production: false };
  it("only with E2E_TEST_CLOCK=1 on a local-only server that is not a deployment", () => {
    expect(testClockEnabled({ E2E_TEST_CLOCK: "1", NODE_ENV: "production" }, local)).toBe(true);
    expect(testClockEnabled({ NODE_ENV: "production" }, local)).toBe(false);
    expect(testClockEnabled({ E2E_TEST_CLOCK: "1", NODE_ENV: "production" }, { localOnly: false, production: false })).toBe(false);
    expect(testClockEnabled({ E2E_TEST_CLOCK: "1", NODE_ENV: "production" }, { localOnly: false, production: true })).toBe(false);
    expect(testClockEnabled({ E2E_TEST_CLOCK: "1", NODE_ENV: "development" }, local)).toBe(false);
  });
});
