// Applies the rate limits of app/config/limits.ts. Counters live in PostgreSQL. An attempt is
// reserved (counted) before the work it guards, in one atomic statement; work that turns out not
// to count (a right password) is refunded afterwards.
import type { BackoffRule, RateRule } from "~/config/limits";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import {
  clearCounterAtMost,
  hasMark,
  refundCounter,
  rememberMark,
  reserveFixed,
  reserveWithBackoff,
  secondsUntilAllowed,
} from "~/server/queries/rate-limits";

export type LimitState = { limited: false; count: number } | { limited: true; retryAfterSeconds: number };

const open: LimitState = { limited: false, count: 0 };

/** Counts one attempt under `key` if `rule` lets it go ahead; a refused attempt is not counted. */
export async function reserve(
  services: Pick<AppServices, "db" | "config">,
  key: string,
  rule: RateRule | BackoffRule,
): Promise<LimitState> {
  if (!services.config.rateLimits) return open;
  const count = "delaySeconds" in rule ? await reserveWithBackoff(services.db, key, rule) : await reserveFixed(services.db, key, rule);
  if (count !== null) return { limited: false, count };
  return { limited: true, retryAfterSeconds: await secondsUntilAllowed(services.db, key, rule) };
}

/** The same as `reserve`, for limits whose attempts always count (contact, offers, sign-ups). */
export const consume = reserve;

/** Takes back one reserved attempt. */
export async function refund(services: AppServices, key: string): Promise<void> {
  if (!services.config.rateLimits) return;
  await refundCounter(services.db, key);
}

/** Forgets the attempts under `key`, unless more than `reservedCount` were made meanwhile. */
export async function clearUnlessBusier(services: AppServices, key: string, reservedCount: number): Promise<boolean> {
  if (!services.config.rateLimits) return false;
  return clearCounterAtMost(services.db, key, reservedCount);
}

/** Remembers a mark for `seconds`; `db`: a transaction the mark belongs to (the sign-in's). */
export async function remember(services: AppServices, key: string, seconds: number, db: Executor = services.db): Promise<void> {
  if (!services.config.rateLimits) return;
  await rememberMark(db, key, seconds);
}

export async function remembered(services: AppServices, key: string): Promise<boolean> {
  if (!services.config.rateLimits) return false;
  return hasMark(services.db, key);
}

export function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Please try again in a minute." : `Please try again in ${minutes} minutes.`;
}
