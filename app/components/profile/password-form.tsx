// "Change My Password" on /profile: current, password, password_confirmation, posted to the page's
// action (intent=password), which checks them with the server's rules (changePassword) and answers
// the errors under their fields, with the spec's one banner above them, or redirects back with a
// notice. No check in the browser: the hint says the rules before typing, and the answer names the
// one that failed (docs/decisions/0040).
import { Field, FormErrorBanner } from "~/components/forms";
import { PASSWORD_GUIDANCE } from "~/domain/password";

export const PASSWORD_INTENT = "password";

/** What the page's action answered when it refused the change. */
export type PasswordFormResult = { errors?: Record<string, string[]> };

export function PasswordForm({ result }: { result?: PasswordFormResult }) {
  const errors = result?.errors;
  return (
    <form method="post" action="/profile" className="space-y-4" data-testid="password-form" noValidate>
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      <FormErrorBanner errors={errors} />
      <Field
        id="password-current"
        name="current"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        maxLength={200}
        errors={errors}
      />
      <Field
        id="password-new"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        errors={errors}
        hint={PASSWORD_GUIDANCE}
      />
      <Field
        id="password-confirmation"
        name="password_confirmation"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        errors={errors}
      />
      <button type="submit" className="btn-primary" data-busy-label="Saving…">
        Change My Password
      </button>
    </form>
  );
}
