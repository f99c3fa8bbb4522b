// The password rule of the specs: at least 8 characters, a capital letter, a number and a
// special character. Returns every unmet part so the form can say exactly what is missing. The
// server also refuses passwords that are easy to guess (app/server/auth/password-policy.ts); a
// random 8-character password with the four kinds of character passes both (decision 0031).

export const PASSWORD_MIN_LENGTH = 8;

/** The hint under every new-password field. The strength check itself runs on the server. */
export const PASSWORD_GUIDANCE =
  "At least 8 characters, with a capital letter, a number and a special character. Common passwords, predictable patterns (such as Summer2024!) and your own name or e-mail are refused.";
export const PASSWORD_MAX_LENGTH = 128;

export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
  if (!/[A-Z]/.test(password)) problems.push("Password must contain a capital letter.");
  if (!/[0-9]/.test(password)) problems.push("Password must contain a number.");
  if (!/[^A-Za-z0-9]/.test(password)) problems.push("Password must contain a special character.");
  return problems;
}
