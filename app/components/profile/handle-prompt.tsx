// My Settings: an account whose handle the site made up ("member-k3x9q2": an invited member from
// before the invitation page asked for one, an account made with `user:create`) is asked to choose
// its own, once (docs/decisions/0032). The dashboard links here with ChooseHandleBanner.
import { Form, Link } from "react-router";
import { Field } from "~/components/forms";
import { HANDLE_HINT } from "~/domain/auth-forms";

export const HANDLE_INTENT = "handle";

export function HandlePrompt({ handle, errors, value }: { handle: string; errors?: Record<string, string[]>; value?: string }) {
  return (
    <Form
      method="post"
      id="choose-handle"
      className="mt-4 scroll-mt-24 rounded-md border border-amber-200 bg-amber-50 p-4"
      noValidate
      data-testid="handle-prompt"
    >
      <input type="hidden" name="intent" value={HANDLE_INTENT} />
      <p className="text-sm text-amber-900">
        Please choose your handle. Until you do, other members see you as <strong>@{handle}</strong>, a name we made up.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Field
            name="handle"
            label="Your handle"
            autoComplete="username"
            required
            defaultValue={value}
            errors={errors}
            hint={HANDLE_HINT}
          />
        </div>
        <button type="submit" className="btn-primary sm:mt-6" data-busy-label="Saving…" data-testid="handle-save">
          Save Handle
        </button>
      </div>
    </Form>
  );
}

/** On the dashboard, until the member chose a handle. */
export function ChooseHandleBanner({ handle }: { handle: string }) {
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
      data-testid="choose-handle-banner"
    >
      <p>
        Other members see you as <strong>@{handle}</strong>, a name we made up. Choose your own handle.
      </p>
      <Link to="/profile#choose-handle" className="btn-secondary">
        Choose my handle
      </Link>
    </div>
  );
}
