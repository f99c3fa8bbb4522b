// The account forms' messages and the password change form's check, plain code for the browser
// and the server alike. The forms' Zod schemas, for the server's checks, are in
// app/domain/schemas/auth-forms.ts and use these.
import { passwordProblems } from "~/domain/password";

/** The spec's one failure message of the password change form (the address form's too). */
export const CHECK_INPUT_MESSAGE = "Please check your input and try again.";
export const PASSWORD_CHANGED = "Your password was changed successfully.";

export const PASSWORDS_DIFFER = "The passwords do not match.";
export const CURRENT_PASSWORD_NEEDED = "Please enter your current password.";
export const CURRENT_PASSWORD_MAX = 200;

/**
 * "Change My Password" as the browser checks it before sending (the form's fields are text): the
 * errors the server's changePasswordSchema gives for the same fields, or null.
 */
export function changePasswordErrors(fields: { current?: string; password?: string; password_confirmation?: string }) {
  const errors: Record<string, string[]> = {};
  const current = fields.current ?? "";
  if (current.length < 1 || current.length > CURRENT_PASSWORD_MAX) errors.current = [CURRENT_PASSWORD_NEEDED];
  const problems = passwordProblems(fields.password ?? "");
  if (problems.length) errors.password = problems;
  if ((fields.password ?? "") !== (fields.password_confirmation ?? "")) errors.password_confirmation = [PASSWORDS_DIFFER];
  return Object.keys(errors).length ? errors : null;
}

/** A handle someone else has (registration, the invitation page, choosing one later). Handles are public: saying so reveals nothing. */
export const HANDLE_TAKEN = "This handle is taken. Please choose another.";

/** Under every handle field: what a handle is for. */
export const HANDLE_HINT =
  "Your public display name on the marketplace, for example lakeside_capital: not your e-mail address, a web address or a phone number.";
