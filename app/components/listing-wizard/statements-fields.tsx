// The wizard's statements step: whom the seller says they are, each sworn statement as a box with
// its text, and the ledger of payments received (rows added and removed by the form's own buttons,
// so it works before the page hydrates and without script). Errors sit under their field.
import { Choice, ChoiceGroup, FieldErrors, type Errors } from "~/components/forms";
import {
  MAX_PAYMENT_ROWS,
  ownerRoleLabels,
  ownerRoles,
  paymentField,
  statementKeys,
  type PaymentRow,
  type StatementKey,
  type StatementsInput,
} from "~/domain/sworn-statements";

type Props = {
  values: StatementsInput;
  texts: Record<StatementKey, string>;
  version: number;
  errors?: Errors;
  /** Bounds of the date inputs: the date of entry and today. */
  minDate: string | null;
  maxDate: string;
};

export function StatementsFields({ values, texts, version, errors, minDate, maxDate }: Props) {
  return (
    <div className="space-y-6">
      <input type="hidden" name="version" value={version} />
      {errors?.statements?.length ? <FieldErrors id="field-statements-errors" errors={errors.statements} /> : null}
      <ChoiceGroup legend="Who are you in this judgment?" name="role" errors={errors}>
        {ownerRoles.map((role) => (
          <Choice
            key={role}
            name="role"
            value={role}
            checked={values.role === role}
            title={role === "creditor" ? "Creditor of record" : "Assignee of record"}
            text={
              role === "creditor"
                ? ownerRoleLabels.creditor
                : `${ownerRoleLabels.assignee}. You will upload the recorded assignment at the documents step.`
            }
          />
        ))}
      </ChoiceGroup>
      <fieldset>
        <legend className="label">I state that</legend>
        <ul className="mt-1 space-y-2">
          {statementKeys.map((key) => {
            const id = `field-stmt_${key}`;
            const fieldErrors = errors?.[`stmt_${key}`];
            return (
              <li key={key}>
                <label className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                  <input
                    id={id}
                    type="checkbox"
                    name={`stmt_${key}`}
                    value="on"
                    defaultChecked={values.checked[key]}
                    className="mt-1"
                    aria-invalid={fieldErrors?.length ? true : undefined}
                    aria-describedby={fieldErrors?.length ? `${id}-errors` : undefined}
                    data-testid={`stmt-${key}`}
                  />
                  <span className="text-sm text-slate-800">{texts[key]}</span>
                </label>
                <FieldErrors id={`${id}-errors`} errors={fieldErrors} />
              </li>
            );
          })}
        </ul>
      </fieldset>
      <PaymentsLedger rows={values.payments} errors={errors} minDate={minDate} maxDate={maxDate} />
    </div>
  );
}

function PaymentsLedger({
  rows,
  errors,
  minDate,
  maxDate,
}: {
  rows: PaymentRow[];
  errors?: Errors;
  minDate: string | null;
  maxDate: string;
}) {
  return (
    <fieldset data-testid="payments-ledger" aria-describedby="payments-hint">
      <legend className="label">Payments received from the debtor</legend>
      <p id="payments-hint" className="text-sm text-slate-600">
        Every payment since the judgment was entered, with the day you received it. They are deducted from the estimated balance buyers see
        (interest first, then principal). Leave the list empty if you received nothing.
      </p>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="payments-none">
          No payments listed.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {rows.map((row, i) => {
            const dateName = paymentField(i, "date");
            const amountName = paymentField(i, "amount");
            const dateErrors = errors?.[dateName];
            const amountErrors = errors?.[amountName];
            return (
              <li
                key={i}
                className="grid grid-cols-2 items-start gap-x-2 gap-y-1 sm:grid-cols-[1fr_1fr_auto] sm:gap-3"
                data-testid="payment-row"
              >
                <div>
                  <label htmlFor={`payment-date-${i}`} className="text-xs font-medium text-slate-700">
                    Payment {i + 1}: date
                  </label>
                  <input
                    id={`payment-date-${i}`}
                    type="date"
                    name="payment_date"
                    defaultValue={row.date}
                    min={minDate ?? undefined}
                    max={maxDate}
                    className="input"
                    aria-invalid={dateErrors?.length ? true : undefined}
                    aria-describedby={dateErrors?.length ? `payment-date-${i}-errors` : undefined}
                    data-testid={`payment-date-${i}`}
                  />
                  <FieldErrors id={`payment-date-${i}-errors`} errors={dateErrors} />
                </div>
                <div>
                  <label htmlFor={`payment-amount-${i}`} className="text-xs font-medium text-slate-700">
                    Amount ($)
                  </label>
                  <input
                    id={`payment-amount-${i}`}
                    type="text"
                    inputMode="decimal"
                    name="payment_amount"
                    defaultValue={row.amount}
                    className="input"
                    autoComplete="off"
                    aria-invalid={amountErrors?.length ? true : undefined}
                    aria-describedby={amountErrors?.length ? `payment-amount-${i}-errors` : undefined}
                    data-testid={`payment-amount-${i}`}
                  />
                  <FieldErrors id={`payment-amount-${i}-errors`} errors={amountErrors} />
                </div>
                <button
                  type="submit"
                  name="intent"
                  value={`remove:${i}`}
                  formNoValidate
                  className="btn-secondary col-span-2 justify-self-end px-3 py-1.5 text-sm sm:col-span-1 sm:mt-5 sm:py-2"
                  aria-label={`Remove payment ${i + 1}`}
                  data-testid={`payment-remove-${i}`}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <FieldErrors id="field-payments-errors" errors={errors?.payments} />
      {rows.length < MAX_PAYMENT_ROWS && (
        <button type="submit" name="intent" value="add" formNoValidate className="btn-secondary mt-3" data-testid="payment-add">
          Add a payment
        </button>
      )}
    </fieldset>
  );
}
