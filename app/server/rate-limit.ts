// Applies the rate limits of app/config/limits.ts. Counters live in PostgreSQL.
import type { RateRule } from "~/config/limits";
import type { AppServices } from "~/server/context";
import { clearCounter, hitCounter, peekCounter } from "~/server/queries/rate-limits";

export type LimitState = { limited: boolean; retryAfterSeconds: number };

const open: LimitState = { limited: false, retryAfterSeconds: 0 };

function state(count: number, resetAt: Date, rule: RateRule, strictlyOver: boolean): LimitState {
  const limited = strictlyOver ? count > rule.max : count >= rule.max;
  return { limited, retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)) };
}

/** Counts one attempt; limited when this attempt is over the rule's maximum. */
export async function consume(services: AppServices, key: string, rule: RateRule): Promise<LimitState> {
  if (!services.config.rateLimits) return open;
  const { count, resetAt } = await hitCounter(services.db, key, rule.windowSeconds);
  return state(count, resetAt, rule, true);
}

/** Checks without counting; limited when the maximum has been reached already. */
export async function check(services: AppServices, key: string, rule: RateRule): Promise<LimitState> {
  if (!services.config.rateLimits) return open;
  const { count, resetAt } = await peekCounter(services.db, key);
  return state(count, resetAt, rule, false);
}

export async function reset(services: AppServices, key: string): Promise<void> {
  await clearCounter(services.db, key);
}

export function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Please try again in a minute." : `Please try again in ${minutes} minutes.`;
}
