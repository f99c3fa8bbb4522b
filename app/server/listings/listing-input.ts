// Server-side checks of the listing forms that need the database, on top of the shared schemas in
// app/domain/listing-form.ts. Used by the sell wizard and the listing edit page.
import { countyInStateErrors } from "~/domain/listing-form";
import { judgmentStepSchema, listingFieldErrors, type JudgmentStep } from "~/domain/schemas/listing-form";
import type { Executor } from "~/server/db/client";
import { findCounty } from "~/server/queries/reference";

export type StepResult<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string[]> };

/** Runs judgmentStepSchema, then checks that the county belongs to the state. */
export async function validateJudgmentStep(db: Executor, body: unknown): Promise<StepResult<JudgmentStep>> {
  const parsed = judgmentStepSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: listingFieldErrors(parsed.error) };
  const county = await findCounty(db, parsed.data.county_id);
  const errors = countyInStateErrors(county, parsed.data.state_id);
  if (errors) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}
