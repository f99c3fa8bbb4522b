// Saving the buyer's assignment info: the form's rules, then the state against the states table.
import { addressSchema } from "~/domain/schemas/address-form";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import type { AppServices } from "~/server/context";
import { saveBuyerAddress } from "~/server/queries/addresses";
import { findStateByAbbreviation } from "~/server/queries/reference";

export async function saveAddress(
  services: AppServices,
  userId: number,
  body: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; errors: Record<string, string[]> }> {
  const parsed = addressSchema.safeParse(body);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (parsed.success && !(await findStateByAbbreviation(services.db, parsed.data.state))) {
    errors.state = ["Please enter a US state abbreviation, such as CA."];
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  await saveBuyerAddress(services.db, userId, parsed.data);
  return { ok: true };
}
