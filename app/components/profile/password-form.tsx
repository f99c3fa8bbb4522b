// "Change My Password" on /profile: current, password, password_confirmation. With JavaScript the
// form is checked with the server's rules (changePasswordErrors in app/domain/auth-forms.ts) and sent as JSON to
// POST /api/users/password; without it, it posts to the page's own action with intent=password.
// Either way the errors come back under their fields, with the spec's one banner above them.
import { useEffect, useState, type FormEvent } from "react";
import { Field, FormErrorBanner, type Errors } from "~/components/forms";
import { postJson } from "~/components/ui/api";
import { changePasswordErrors, PASSWORD_CHANGED } from "~/domain/auth-forms";
import { PASSWORD_GUIDANCE } from "~/domain/password";

export const PASSWORD_INTENT = "password";

/** What the page's action answered to a form sent without JavaScript. */
export type PasswordFormResult = { errors?: Record<string, string[]>; changed?: { message: string; stamp: string } };

type Outcome = { errors?: Errors; changed?: string };

async function send(fields: Record<string, string>): Promise<Outcome> {
  try {
    const response = await postJson("/api/users/password", fields);
    const body = (await response.json().catch(() => null)) as { errors?: Record<string, string[]>; message?: string } | null;
    if (response.ok) return { changed: body?.message ?? PASSWORD_CHANGED };
    if (response.status === 401) return { errors: { _: ["You were signed out. Please sign in again to change your password."] } };
    return { errors: body?.errors ?? { _: [body?.message ?? "Something went wrong. Please try again."] } };
  } catch {
    return { errors: { _: ["We could not reach the server. Please check your connection."] } };
  }
}

export function PasswordForm({ result }: { result?: PasswordFormResult }) {
  const [outcome, setOutcome] = useState<Outcome>({ errors: result?.errors, changed: result?.changed?.message });
  const [busy, setBusy] = useState(false);
  // Set once React runs the form (browser tests wait for it before typing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { errors, changed } = outcome;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    delete fields.intent;
    const problems = changePasswordErrors(fields);
    if (problems) {
      setOutcome({ errors: problems });
      return;
    }
    setBusy(true);
    const answer = await send(fields);
    setBusy(false);
    setOutcome(answer);
    if (answer.changed) form.reset();
  }

  return (
    <form
      method="post"
      action="/profile"
      className="space-y-4"
      data-testid="password-form"
      data-hydrated={hydrated || undefined}
      onSubmit={onSubmit}
      noValidate
    >
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      {changed && (
        <p
          role="status"
          className="rounded-md border border-accent-600/30 bg-accent-600/10 px-3 py-2 text-sm font-medium text-slate-900"
          data-testid="password-changed"
        >
          {changed}
        </p>
      )}
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
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving…" : "Change My Password"}
      </button>
    </form>
  );
}
