// The buy request form (docs/decisions/0054): states (several), age in years since entry, the
// judgment amount and the collectability facts (read by the browse search's own schema, so a buy
// request's criteria mean what a saved search's do), the share of the estimated balance offered
// (a range, in percent) and the last day it runs. Never throws: every problem comes back beside
// its field.
import { addDays } from "~/domain/judgment-value/calendar";
import { isIsoDate } from "~/domain/dates";
import { parseId } from "~/domain/ids";
import { parseJudgmentSearch, type JudgmentSearch } from "~/domain/search";
import { MAX_AGE_YEARS, MAX_EXPIRY_DAYS, MAX_SHARE_BPS, MIN_SHARE_BPS, type BuyRequestCriteria } from "~/domain/buy-requests";

/** The browse filters a buy request takes, by their form names (the rest are a saved search's). */
const searchFieldsUsed = [
  "judgment_min",
  "judgment_max",
  "court_type",
  "debt_type",
  "litigation",
  "debtor_type",
  "debtor_real_estate",
  "debtor_employed",
  "debtor_bank_account",
  "debtor_vehicles",
] as const;

export const buyRequestFields = ["state_ids", "age_min", "age_max", ...searchFieldsUsed, "share_min", "share_max", "expires_on"] as const;

export type BuyRequestValues = Partial<Record<Exclude<(typeof buyRequestFields)[number], "state_ids">, string>> & { state_ids?: string[] };
export type BuyRequestErrors = Record<string, string[]>;

export type ParsedBuyRequest =
  { ok: true; criteria: BuyRequestCriteria; values: BuyRequestValues } | { ok: false; errors: BuyRequestErrors; values: BuyRequestValues };

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "number" && Number.isFinite(first)) return String(first);
  if (typeof first !== "string") return undefined;
  const trimmed = first.trim();
  return trimmed === "" ? undefined : trimmed.slice(0, 200);
}

function list(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values
    .slice(0, 100)
    .map((v) => text(v))
    .filter((v): v is string => v !== undefined);
}

/** Whole years, 0 to MAX_AGE_YEARS. */
function years(value: string | undefined, errors: BuyRequestErrors, field: string): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,3}$/.test(value) || Number(value) > MAX_AGE_YEARS) {
    (errors[field] ??= []).push(`Enter whole years from 0 to ${MAX_AGE_YEARS}.`);
    return null;
  }
  return Number(value);
}

/**
 * A percentage as typed ("8", "12.5", "12.5%") in basis points; null when it is not one. One decimal
 * at most: shares are shown to one decimal everywhere (formatPercent), so 12.55% would read 12.5%.
 */
export function percentToBps(value: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d))?\s*%?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2] ?? "0") * 10;
}

function share(value: string | undefined, errors: BuyRequestErrors, field: string): number | null {
  if (value === undefined) {
    (errors[field] ??= []).push("Enter a percentage of the balance, such as 8 or 12.5.");
    return null;
  }
  const bps = percentToBps(value);
  if (bps === null || bps < MIN_SHARE_BPS || bps > MAX_SHARE_BPS) {
    (errors[field] ??= []).push("Enter a percentage from 0.1 to 100 with at most one decimal, such as 8 or 12.5.");
    return null;
  }
  return bps;
}

function expiry(value: string | undefined, today: string, errors: BuyRequestErrors): string | null {
  const us = value ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) : null;
  const iso = us ? `${us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}` : value;
  if (!iso || !isIsoDate(iso)) {
    (errors.expires_on ??= []).push("Enter the last day the request runs, as MM/DD/YYYY.");
    return null;
  }
  if (iso <= today) {
    (errors.expires_on ??= []).push("Choose a day after today.");
    return null;
  }
  if (iso > addDays(today, MAX_EXPIRY_DAYS)) {
    (errors.expires_on ??= []).push(`A request runs at most ${MAX_EXPIRY_DAYS} days; choose an earlier day.`);
    return null;
  }
  return iso;
}

/**
 * Reads a submitted buy request. `today` is the US Eastern day; `stateIds` the states that exist.
 * Answers the criteria, or every problem by field with what was typed.
 */
export function parseBuyRequestForm(body: Record<string, unknown>, today: string, knownStateIds: ReadonlySet<number>): ParsedBuyRequest {
  const values: BuyRequestValues = { state_ids: list(body.state_ids) };
  for (const field of buyRequestFields) if (field !== "state_ids") values[field] = text(body[field]);
  const errors: BuyRequestErrors = {};

  const stateIds = [...new Set((values.state_ids ?? []).map(parseId))];
  if (stateIds.some((id) => id === null || !knownStateIds.has(id))) (errors.state_ids ??= []).push("Choose states from the list.");

  const ageMin = years(values.age_min, errors, "age_min");
  const ageMax = years(values.age_max, errors, "age_max");
  if (ageMax === 0) (errors.age_max ??= []).push("The maximum age must be at least 1 year.");
  else if (ageMin !== null && ageMax !== null && ageMin >= ageMax)
    (errors.age_max ??= []).push("The maximum age must be more than the minimum.");

  const parsed = parseJudgmentSearch(Object.fromEntries(searchFieldsUsed.map((f) => [f, values[f]])));
  for (const [field, messages] of Object.entries(parsed.errors ?? {})) (errors[field] ??= []).push(...messages);
  const search: JudgmentSearch = parsed.search;

  const shareMin = share(values.share_min, errors, "share_min");
  const shareMax = share(values.share_max, errors, "share_max");
  if (shareMin !== null && shareMax !== null && shareMin > shareMax) {
    (errors.share_max ??= []).push("The highest share must be at least the lowest.");
  }
  const expiresOn = expiry(values.expires_on, today, errors);

  if (Object.keys(errors).length) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    criteria: {
      search,
      stateIds: (stateIds as number[]).sort((a, b) => a - b),
      ageMinYears: ageMin || null,
      ageMaxYears: ageMax,
      shareMinBps: shareMin!,
      shareMaxBps: shareMax!,
      expiresOn: expiresOn!,
    },
  };
}
