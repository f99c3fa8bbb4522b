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
