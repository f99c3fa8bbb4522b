// The answer to a refused or declined payment, above the pay form.
import type { Errors } from "~/components/forms";

const FIELDS = ["_", "payment_method", "amount", "judgment_id", "address", "identity", "saved_card"];

export function PaymentErrors({ errors }: { errors: Errors }) {
  const messages = FIELDS.flatMap((field) => errors?.[field] ?? []);
  if (!messages.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="payment-error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
