// Standing buy requests, "buy boxes" (docs/decisions/0054): what an investor buys (states, age,
// amounts, collectability facts) and at what price, as a share of the estimated balance, until a
// day. Underneath each is a saved search of kind 'buy_request' (the same criteria, the same
// matching). Here: the limits, how a request reads in words, and what a seller is shown: the
// count of investors and the range of their shares, each investor by a letter, never a name.
import { rateLimits } from "~/config/limits";
import { formatDate } from "~/domain/dates";
import { formatPercent } from "~/domain/money";
import { describeSearch } from "~/domain/saved-searches";
import type { JudgmentSearch } from "~/domain/search";

export const BUY_REQUESTS_PATH = "/buy-requests";
/** An investor keeps at most this many live (unexpired, not withdrawn) buy requests. */
export const MAX_LIVE_BUY_REQUESTS = 10;
/** A request runs at most a year: the market moves, and a forgotten request must end by itself. */
export const MAX_EXPIRY_DAYS = 365;
export const DEFAULT_EXPIRY_DAYS = 90;
/** Ages are whole years since entry, up to this (a judgment renewed for decades is still one). */
export const MAX_AGE_YEARS = 40;
/** Shares are whole basis points, from 0.1% to 100% of the estimated balance. */
export const MIN_SHARE_BPS = 10;
export const MAX_SHARE_BPS = 10_000;
/** Invitations a seller may send a day, across their listings (each is an e-mail to an investor). */
const INVITATIONS_PER_DAY = rateLimits.buyRequestInvitationsPerSeller.max;

/** The criteria of a buy request beside the browse filters it shares with saved searches. */
export type BuyRequestCriteria = {
  /** The browse search's filters a buy request uses: the judgment amount and the facts. */
  search: JudgmentSearch;
  stateIds: number[];
  ageMinYears: number | null;
  ageMaxYears: number | null;
  shareMinBps: number;
  shareMaxBps: number;
  /** The last day it runs (US Eastern), 'YYYY-MM-DD'. */
  expiresOn: string;
};

export type BuyRequestStatus = "live" | "expired" | "withdrawn";

export function buyRequestStatus(request: { expiresAt: Date; withdrawnAt: Date | null }, now: Date): BuyRequestStatus {
  if (request.withdrawnAt) return "withdrawn";
  return request.expiresAt > now ? "live" : "expired";
}

/** "8–12%", or "10%" when both ends read the same. */
export function shareRangeText(minBps: number, maxBps: number): string {
  const low = formatPercent(minBps);
  const high = formatPercent(maxBps);
  return low === high ? low : `${low.slice(0, -1)}–${high}`;
}

function ageText(min: number | null, max: number | null): string | null {
  const years = (n: number) => (n === 1 ? "1 year" : `${n} years`);
  if (min && max) return `Entered ${min}–${years(max)} ago`;
  if (max) return `Entered less than ${years(max)} ago`;
  if (min) return `Entered at least ${years(min)} ago`;
  return null;
}

/** The request's criteria in words, one phrase each (its states first). */
export function describeBuyRequest(
  criteria: Pick<BuyRequestCriteria, "search" | "ageMinYears" | "ageMaxYears">,
  stateNames: readonly string[],
): string[] {
  const phrases = [stateNames.length ? `In ${stateNames.join(", ")}` : "In any state"];
  const age = ageText(criteria.ageMinYears, criteria.ageMaxYears);
  if (age) phrases.push(age);
  const rest = describeSearch(criteria.search, {});
  return rest[0] === "Every new listing" ? phrases : [...phrases, ...rest];
}

/** A matching request as a seller may see it: no name, no e-mail, no id of the investor. */
export type MatchingRequest = { userId: number; shareMinBps: number; shareMaxBps: number };

export type BuyingSummary = { investors: number; shareMinBps: number; shareMaxBps: number };

/** How many distinct investors buy judgments like this one, and the range their shares span. */
export function buyingSummary(requests: readonly MatchingRequest[]): BuyingSummary | null {
  if (!requests.length) return null;
  return {
    investors: new Set(requests.map((r) => r.userId)).size,
    shareMinBps: Math.min(...requests.map((r) => r.shareMinBps)),
    shareMaxBps: Math.max(...requests.map((r) => r.shareMaxBps)),
  };
}

/** "3 investors are buying judgments like this at 8–12% of the balance." */
export function buyingSentence(summary: BuyingSummary): string {
  const who = summary.investors === 1 ? "1 investor is" : `${summary.investors.toLocaleString("en-US")} investors are`;
  return `${who} buying judgments like this at ${shareRangeText(summary.shareMinBps, summary.shareMaxBps)} of the balance.`;
}

/** Investor A, B, … Z, AA, AB…: a letter per matching request in the order shown, never the person. */
export function investorHandle(index: number): string {
  let n = index;
  let letters = "";
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return `Investor ${letters}`;
}

/** "Investor A — 8–12%, until 02/27/2027". */
export function anonymousRequestLine(index: number, request: { shareMinBps: number; shareMaxBps: number; expiresAt: Date }): string {
  return `${investorHandle(index)} — ${shareRangeText(request.shareMinBps, request.shareMaxBps)}, until ${formatDate(request.expiresAt)}`;
}

export const buyRequestMessages = {
  saved: "Your buy request is live. Sellers of matching judgments see it (never your name) and can invite you.",
  updated: "Your buy request was saved.",
  withdrawn: "Your buy request was withdrawn. Sellers no longer see it.",
  tooMany: `You can keep at most ${MAX_LIVE_BUY_REQUESTS} live buy requests. Withdraw one to post another.`,
  invited:
    "The investor was invited: your listing is on their buy requests page, and we e-mail it to them unless they turned these e-mails off. They can make an offer like anyone else.",
  alreadyInvited: "You already invited this investor to this listing.",
  invitationsLimited: `You can send at most ${INVITATIONS_PER_DAY} invitations a day. Try again tomorrow.`,
} as const;
