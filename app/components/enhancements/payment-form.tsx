// The card form of the enhancement and premium pages: the hidden order fields, the shared card
// entry (app/components/payments/card-form.tsx) and the Pay button. Rendered with React Router's
// <Form> on the no-JavaScript payment screen and with a fetcher's form inside the payment dialog.
import type { ReactNode } from "react";
import type { Form, useFetcher } from "react-router";
import type { Errors } from "~/components/forms";
import { CardFields } from "~/components/payments/card-form";
import { formatMoney } from "~/domain/money";

type FormLike = typeof Form | ReturnType<typeof useFetcher>["Form"];

export function PaymentForm({
  FormTag,
  action,
  hidden,
  totalCents,
  errors,
  stripeKey,
  busy,
  cancel,
}: {
  FormTag: FormLike;
  action: string;
  /** The order: intent, judgment_id, amount, upsells (one field per id). */
  hidden: Record<string, string | number | Array<string | number>>;
  totalCents: number;
  errors?: Errors;
  stripeKey: string | null | undefined;
  busy: boolean;
  cancel?: ReactNode;
}) {
  return (
    <FormTag method="post" action={action} className="space-y-5" noValidate data-testid="payment-form">
      {Object.entries(hidden).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => <input key={`${name}-${item}`} type="hidden" name={name} value={item} />),
      )}
      <CardFields stripeKey={stripeKey} errors={errors} legend="Pay by card" />
      {errors?.amount?.length ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="amount-error"
        >
          {errors.amount.join(" ")}
        </p>
      ) : null}
      {errors?.upsells?.length || errors?.judgment_id?.length ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {[...(errors.upsells ?? []), ...(errors.judgment_id ?? [])].join(" ")}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {cancel}
        <button type="submit" className="btn-accent py-2.5" disabled={busy} data-testid="pay-button">
          {busy ? "Processing…" : `Pay ${formatMoney(totalCents)}`}
        </button>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0">
          <path
            fill="currentColor"
            d="M10 1.5 3.5 4v5c0 4.2 2.8 8 6.5 9.5 3.7-1.5 6.5-5.3 6.5-9.5V4L10 1.5Zm-1 11.6L5.8 9.9l1.1-1.1L9 10.9l4.1-4.1 1.1 1.1L9 13.1Z"
          />
        </svg>
        Card details go straight to our payment processor over an encrypted connection. An invoice is e-mailed to you.
      </p>
    </FormTag>
  );
}
