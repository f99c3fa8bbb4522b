// The collectability facts' rules as a Zod schema (issue 17), for the sell wizard's judgment step,
// the progress and submit API, and the listing edit page (all through judgmentStepSchema in
// listing-form.ts, which adds them to the judgment's own fields and checks the renewal date against
// the date awarded). Every fact is optional: blank, null or missing is "not stated" (undefined).
//
// Inputs are what a form or a JSON body carries: choices as their values ("federal"), the debtor's
// facts as "yes"/"no" or true/false, the rate as "10", "5.125", "10%" or a number. Outputs are the
// clean values: `collectabilityFactsSchema.parse({ stated_rate_percent: "10%" }).stated_rate_percent === 10`.
import { z } from "zod";
import { isIsoDate, todayIso } from "~/domain/dates";
import type { FactFieldName } from "~/domain/collectability-facts";
import { factKeyOf } from "~/domain/collectability-facts";
import type { CollectabilityFacts, DebtorType, Litigation } from "~/domain/judgment-value/facts";
import type { CourtType, DebtType } from "~/domain/judgment-value/rules";

export const RATE_MAX_DECIMALS = 3;

export const factMessages = {
  court_type: "Please choose state court, federal court or Not stated.",
  debt_type: "Please choose commercial, consumer, medical, other or Not stated.",
  litigation: "Please choose default judgment, litigated or Not stated.",
  debtor_type: "Please choose individual, business or Not stated.",
  yesNo: "Please choose Yes, No or Not stated.",
  rateFormat: "Please enter the rate as a percent, like 10 or 5.125 (or leave it empty).",
  rateRange: "The interest rate must be between 0% and 100%.",
  rateDecimals: `The interest rate can have at most ${RATE_MAX_DECIMALS} decimal places.`,
  renewalDate: "Please enter a valid date (or leave it empty).",
  renewalFuture: "The last renewal date cannot be later than today.",
  renewalBeforeAward: "The last renewal date cannot be before the date awarded.",
} as const;

const isBlank = (value: unknown) => value == null || (typeof value === "string" && value.trim() === "");

function optionalChoice<T extends string>(values: readonly T[], message: string) {
  return z.unknown().transform((value, ctx): T | undefined => {
    if (isBlank(value)) return undefined;
    const text = typeof value === "string" ? value.trim().toLowerCase() : null;
    if (text !== null && (values as readonly string[]).includes(text)) return text as T;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

const yesNo = z.unknown().transform((value, ctx): boolean | undefined => {
  if (isBlank(value)) return undefined;
  if (typeof value === "boolean") return value;
  const text = typeof value === "string" ? value.trim().toLowerCase() : null;
  if (text === "yes" || text === "true") return true;
  if (text === "no" || text === "false") return false;
  ctx.addIssue({ code: "custom", message: factMessages.yesNo });
  return z.NEVER;
});

/** The annual rate in percent: 0 to 100, at most three decimals; a trailing "%" is allowed. */
const statedRate = z.unknown().transform((value, ctx): number | undefined => {
  if (isBlank(value)) return undefined;
  const text =
    typeof value === "number" && Number.isFinite(value)
      ? String(value)
      : typeof value === "string"
        ? value.trim().replace(/\s*%$/, "").trim()
        : "";
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && !match[3])) {
    ctx.addIssue({ code: "custom", message: factMessages.rateFormat });
    return z.NEVER;
  }
  const percent = Number(text);
  if (match[1] === "-" || percent > 100) {
    ctx.addIssue({ code: "custom", message: factMessages.rateRange });
    return z.NEVER;
  }
  if ((match[3] ?? "").length > RATE_MAX_DECIMALS) {
    ctx.addIssue({ code: "custom", message: factMessages.rateDecimals });
    return z.NEVER;
  }
  return percent;
});

/** 'YYYY-MM-DD', not in the future (not before the date awarded: judgmentStepSchema checks that). */
const lastRenewedOn = z.unknown().transform((value, ctx): string | undefined => {
  if (isBlank(value)) return undefined;
  const text = typeof value === "string" ? value.trim() : "";
  if (!isIsoDate(text)) {
    ctx.addIssue({ code: "custom", message: factMessages.renewalDate });
    return z.NEVER;
  }
  if (text > todayIso()) {
    ctx.addIssue({ code: "custom", message: factMessages.renewalFuture });
    return z.NEVER;
  }
  return text;
});

/** Each optional: a missing key is "not stated" like a blank value (undefined out). */
export const collectabilityFactsFields = {
  court_type: optionalChoice<CourtType>(["state", "federal"], factMessages.court_type).optional(),
  debt_type: optionalChoice<DebtType>(["commercial", "consumer", "medical", "other"], factMessages.debt_type).optional(),
  litigation: optionalChoice<Litigation>(["default", "litigated"], factMessages.litigation).optional(),
  stated_rate_percent: statedRate.optional(),
  last_renewed_on: lastRenewedOn.optional(),
  debtor_type: optionalChoice<DebtorType>(["individual", "business"], factMessages.debtor_type).optional(),
  debtor_real_estate: yesNo.optional(),
  debtor_employed: yesNo.optional(),
  debtor_bank_account: yesNo.optional(),
  debtor_vehicles: yesNo.optional(),
  debtor_attorney: yesNo.optional(),
} satisfies Record<FactFieldName, z.ZodType>;

export const collectabilityFactsSchema = z.object(collectabilityFactsFields);
export type CollectabilityFactsForm = z.output<typeof collectabilityFactsSchema>;

/** The renewal date is not before the date of entry (both given). */
export function renewalAfterAward(value: { date_awarded?: string; last_renewed_on?: string }): boolean {
  return !value.last_renewed_on || !value.date_awarded || value.last_renewed_on >= value.date_awarded;
}

/** The parsed fields as the domain's facts (a fact not given is null: "Not stated"). */
export function toCollectabilityFacts(parsed: Partial<CollectabilityFactsForm>): CollectabilityFacts {
  const facts = {} as Record<keyof CollectabilityFacts, unknown>;
  for (const [field, key] of Object.entries(factKeyOf) as [FactFieldName, keyof CollectabilityFacts][]) {
    facts[key] = parsed[field] ?? null;
  }
  return facts as CollectabilityFacts;
}
