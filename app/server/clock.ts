// The time as the marketplace's rules read it (the premium first look, membership months,
// renewals). Production reads the system clock; tests move a settable one (tests/support/app.ts)
// instead of waiting days.
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that follows the system's until it is set, then stays where it was put. */
export type SettableClock = Clock & {
  set(at: Date): void;
  /** Moves the clock on by whole days from where it stands. */
  advanceDays(days: number): void;
  /** Back to the system clock. */
  reset(): void;
};

export function settableClock(): SettableClock {
  let fixed: Date | null = null;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (at) => {
      fixed = new Date(at);
    },
    advanceDays: (days) => {
      fixed = new Date((fixed ?? new Date()).getTime() + days * 86_400_000);
    },
    reset: () => {
      fixed = null;
    },
  };
}

/**
 * A settable clock for the browser tests only: E2E_TEST_CLOCK=1 on a local-only server (the demo,
 * listening on and addressed as a loopback address) that is not a public deployment. Anything else
 * (every deployment, and any server reachable from another machine) gets the system clock and no
 * /__test__/clock route (server/test-clock.ts), whatever E2E_TEST_CLOCK says.
 */
export function testClockEnabled(env: Record<string, string | undefined>, config: { localOnly: boolean; production: boolean }): boolean {
  return env.E2E_TEST_CLOCK === "1" && config.localOnly && !config.production && env.NODE_ENV !== "development";
}

export function isSettable(clock: Clock): clock is SettableClock {
  return "set" in clock && "advanceDays" in clock && "reset" in clock;
}
