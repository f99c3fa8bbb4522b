// The administrator's verification form (docs/decisions/0047): one schema for the page and the
// server. The evidence file is checked where it is received (app/server/verification/evidence.ts).
import { z } from "zod";
import {
  docketChecks,
  matchChecks,
  verificationSources,
  type VerificationCheck,
  type VerificationChecks,
} from "~/domain/court-verification";
import { isStorableText } from "~/domain/storable-text";

/** The checkbox of each check: `check_court`, `check_not_satisfied`, … */
export const checkField = (check: VerificationCheck) => `check_${check}`;

export const VERIFICATION_LIMITS = { short: 200, parties: 2_000, entries: 8_000, note: 2_000 } as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(isStorableText, `${label} contains characters we cannot store.`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const requiredText = (max: number, message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} can be at most ${max} characters.`)
    .refine(isStorableText, `${label} contains characters we cannot store.`);

const ticked = z
  .unknown()
  .optional()
  .transform((value) => value === "on" || value === "1" || value === "true" || value === true);

export const MATCH_REQUIRED =
  "Every listed detail must match the docket to record a verification. If one does not, request more information from the seller or decline the listing instead.";

export const verificationFormSchema = z
  .object({
    source: z.enum(verificationSources, { error: "Choose where you read the docket." }),
    docket_court: requiredText(VERIFICATION_LIMITS.short, "Enter the court as the docket names it.", "The court"),
    docket_number: requiredText(VERIFICATION_LIMITS.short, "Enter the docket's case number.", "The docket number"),
    case_name: optionalText(VERIFICATION_LIMITS.short, "The case name"),
    docket_ref: optionalText(VERIFICATION_LIMITS.short, "The docket's id"),
    docket_url: optionalText(VERIFICATION_LIMITS.short * 2, "The docket's address").refine(
      (value) => value === null || /^https:\/\/[^\s]+$/i.test(value),
      "Enter the docket's address starting with https://, or leave it empty.",
    ),
    parties: optionalText(VERIFICATION_LIMITS.parties, "The parties"),
    entries: optionalText(VERIFICATION_LIMITS.entries, "The docket entries"),
    renewals: optionalText(VERIFICATION_LIMITS.short * 2, "The renewals"),
    note: optionalText(VERIFICATION_LIMITS.note, "The note"),
    ...Object.fromEntries([...matchChecks, ...docketChecks].map((check) => [checkField(check), ticked])),
  })
  .superRefine((value, ctx) => {
    const values = value as Record<string, unknown>;
    if (matchChecks.some((check) => values[checkField(check)] !== true)) {
      ctx.addIssue({ code: "custom", path: ["checks"], message: MATCH_REQUIRED });
    }
  });

export type VerificationForm = {
  source: (typeof verificationSources)[number];
  docket_court: string;
  docket_number: string;
  case_name: string | null;
  docket_ref: string | null;
  docket_url: string | null;
  parties: string | null;
  entries: string | null;
  renewals: string | null;
  note: string | null;
  checks: VerificationChecks;
};

/** The form's values, read; or its errors by field. */
export function readVerificationForm(
  body: Record<string, unknown>,
): { ok: true; form: VerificationForm } | { ok: false; errors: Record<string, string[]> } {
  const parsed = verificationFormSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "_")] ??= []).push(issue.message);
    return { ok: false, errors };
  }
  const data = parsed.data as unknown as Record<string, unknown> & Omit<VerificationForm, "checks">;
  const checks = Object.fromEntries(
    [...matchChecks, ...docketChecks].map((check) => [check, data[checkField(check)] === true]),
  ) as VerificationChecks;
  return {
    ok: true,
    form: {
      source: data.source,
      docket_court: data.docket_court,
      docket_number: data.docket_number,
      case_name: data.case_name,
      docket_ref: data.docket_ref,
      docket_url: data.docket_url,
      parties: data.parties,
      entries: data.entries,
      renewals: data.renewals,
      note: data.note,
      checks,
    },
  };
}

export const VOID_REASON_MAX = 500;
export const voidFormSchema = z.object({
  reason: requiredText(VOID_REASON_MAX, "Say why the verification no longer holds.", "The reason"),
});
