// "My Phone" (the spec's page Phone) on /profile: a US number and Save, which texts a code; then
// the code and Verify, which returns to the number, now verified. Plain forms posting to the
// profile page's action (intent "phone" or "code"), which answers the page with the outcome above
// the forms; the enhancement script only shows the busy labels (docs/decisions/0040).
import { Form, Link } from "react-router";
import { Field, type Errors } from "~/components/forms";
import { formatDate } from "~/domain/dates";

export type PhoneSectionProps = {
  phone: {
    /** E.164, and as shown. */
    phone: string | null;
    display: string | null;
    verifiedAt: string | null;
    awaitingCode: boolean;
  };
  /** The member asked to enter another number instead of the code. */
  changing: boolean;
  /** What the last phone or code post answered, and which form to show after it. */
  result?: { message?: string; errors?: Errors; values?: Record<string, string>; show?: "phone" | "code" };
};

const PLACEHOLDER_PHONE = "xxx-xxx-xxxx";
const PLACEHOLDER_CODE = "xxxxxx";

export function PhoneSection({ phone, changing, result }: PhoneSectionProps) {
  const askCode = phone.awaitingCode && (result?.show ? result.show === "code" : !changing);
  return (
    <section id="phone" className="card mt-6 scroll-mt-20 p-5 sm:p-6" aria-labelledby="my-phone" data-testid="phone-section">
      <h2 id="my-phone" className="text-lg font-semibold">
        My Phone
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Add a US mobile number and confirm it with the code we text to it. A verified number shows buyers and our team that your account is
        real.
      </p>
      {result?.message && (
        <p
          role="status"
          className="mt-4 rounded-md border border-accent-600/30 bg-accent-600/10 px-3 py-2 text-sm font-medium text-slate-900"
          data-testid="phone-notice"
        >
          {result.message}
        </p>
      )}
      {askCode ? (
        <div key="code-step" className="mt-4 space-y-4">
          <p className="text-sm">
            Enter the code we texted to <span className="whitespace-nowrap font-semibold">{phone.display}</span>. It works for 10 minutes.
          </p>
          <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate data-testid="code-form">
            <input type="hidden" name="intent" value="code" />
            <div className="sm:w-48">
              <Field
                id="phone-code"
                name="code"
                label="Verification code"
                errors={result?.errors}
                placeholder={PLACEHOLDER_CODE}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                defaultValue={result?.values?.code ?? ""}
              />
            </div>
            <button type="submit" className="btn-primary sm:mt-6" data-busy-label="Checking…">
              Verify
            </button>
          </Form>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <Form method="post" data-testid="resend-form">
              <input type="hidden" name="intent" value="phone" />
              <input type="hidden" name="from" value="code" />
              <input type="hidden" name="phone" value={phone.phone ?? ""} />
              <button type="submit" className="btn-secondary" data-busy-label="Sending…">
                Send a new code
              </button>
            </Form>
            <Link to="/profile?phone=change#phone" className="font-semibold" data-testid="phone-change">
              Use another number
            </Link>
          </div>
          {result?.errors?.phone && (
            <ul className="text-sm text-red-700" data-testid="phone-send-errors">
              {result.errors.phone.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div key="phone-step" className="mt-4 space-y-4">
          {phone.verifiedAt && phone.display && (
            <p className="text-sm" data-testid="phone-verified">
              <span className="font-semibold">{phone.display}</span>{" "}
              <span className="inline-block whitespace-nowrap rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800">
                Verified {formatDate(phone.verifiedAt)}
              </span>
            </p>
          )}
          <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate data-testid="phone-form">
            <input type="hidden" name="intent" value="phone" />
            <div className="sm:w-64">
              <Field
                id="phone-number"
                name="phone"
                label={phone.verifiedAt ? "Change your number" : "Mobile phone number"}
                errors={result?.errors}
                type="tel"
                placeholder={PLACEHOLDER_PHONE}
                autoComplete="tel-national"
                maxLength={30}
                defaultValue={result?.values?.phone ?? phone.display ?? ""}
              />
            </div>
            <button type="submit" className="btn-primary sm:mt-6" data-busy-label="Saving…">
              Save
            </button>
          </Form>
          {phone.awaitingCode && (
            <p className="text-sm">
              <Link to="/profile#phone" className="font-semibold">
                Back to the code for {phone.display}
              </Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
