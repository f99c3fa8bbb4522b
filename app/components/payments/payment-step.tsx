// What the checkout pages show around the card form (the listing's checkout, /sell/fees): the
// problems that belong to no card field, and the bank's confirmation step when a charge asks for
// it (3-D Secure), with what went wrong at the last try above it.
import type { Errors } from "~/components/forms";
import { AuthenticatePayment } from "./card-form";

/** The card fields' own errors (shown beside them) and the provider's message (`_`). */
const CARD_FIELDS = ["_", "card_number", "card_expiry", "card_cvc"];

/** The messages of the fields a checkout page has no place for, in one line. */
export function otherProblems(errors: Errors | undefined): string[] {
  return Object.entries(errors ?? {})
    .filter(([field]) => !CARD_FIELDS.includes(field))
    .flatMap(([, messages]) => messages ?? []);
}

/** One alert for what the payment could not go ahead with (a total that changed, a listing gone). */
export function PaymentProblems({ messages, testId }: { messages: string[]; testId: string }) {
  if (messages.length === 0) return null;
  return (
    <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid={testId}>
      {messages.join(" ")}
    </p>
  );
}

/** The charge waiting on the bank's confirmation. */
export function AuthenticateStep({
  errors,
  amountCents,
  authenticate,
}: {
  errors: Errors | undefined;
  amountCents: number;
  authenticate: { paymentId: number; clientSecret: string | null };
}) {
  return (
    <div className="space-y-4">
      {errors?._ && (
        <p role="alert" className="text-sm text-red-700">
          {errors._.join(" ")}
        </p>
      )}
      <AuthenticatePayment
        amountCents={amountCents}
        hidden={{ payment_id: String(authenticate.paymentId) }}
        clientSecret={authenticate.clientSecret}
      />
    </div>
  );
}
