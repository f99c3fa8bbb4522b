// The administrator's decision on an open dispute: a real form posting to /admin/disputes/{id}
// (resolution, amount, note), so it works without JavaScript; with it, a dialog first names what
// will happen ("Refund $X to the buyer and release $Y to the seller") and its own form sends
// exactly what was confirmed. A choice the dialog cannot describe (none chosen, a partial refund
// without a valid amount) goes straight to the server, whose errors show next to the fields.
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Choice, Field, FieldErrors, FormErrorBanner, TextAreaField, type Errors } from "~/components/forms";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { openDialog } from "~/components/ui/dialog-control";
import {
  DISPUTE_RESOLUTIONS,
  disputeResolutionLabels,
  isDisputeResolution,
  MAX_DISPUTE_TEXT,
  type DisputeResolutionCode,
} from "~/domain/escrow";
import { formatMoney } from "~/domain/money";
import { resolutionSummary, type SaleAmounts } from "./resolution-summary";

export type ResolveValues = { resolution: string; amount: string; note: string };

/** The shortest reason the server accepts (app/server/escrow/disputes.ts). */
const MIN_NOTE = 10;

function consequence(code: DisputeResolutionCode, sale: SaleAmounts): string {
  switch (code) {
    case "complete":
      return `${formatMoney(sale.payoutCents)} is released to @${sale.sellerHandle}.`;
    case "refund_full":
      return `${formatMoney(sale.paidCents)} goes back to @${sale.buyerHandle}; the listing returns to the seller, hidden.`;
    case "refund_partial":
      return `Enter the amount below: less than the seller's payout of ${formatMoney(sale.payoutCents)}.`;
  }
}

type Pending = { values: ResolveValues; title: string; text: string; confirmLabel: string; danger: boolean; n: number };

export function ResolveDisputeForm({
  disputeId,
  sale,
  errors,
  values,
}: {
  disputeId: number;
  sale: SaleAmounts;
  errors?: Errors;
  values?: ResolveValues;
}) {
  const action = `/admin/disputes/${disputeId}`;
  const dialogId = `resolve-dispute-${disputeId}`;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const [pending, setPending] = useState<Pending | null>(null);
  useEffect(() => {
    if (pending) openDialog(dialogId);
  }, [pending, dialogId]);

  return (
    <>
      <Form
        method="post"
        action={action}
        className="space-y-5"
        data-testid="resolve-form"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const resolution = form.get("resolution");
          const amount = String(form.get("amount") ?? "");
          const note = String(form.get("note") ?? "");
          if (!isDisputeResolution(resolution)) return;
          const summary = resolutionSummary(resolution, amount, sale);
          if (!summary.ok) return;
          event.preventDefault();
          setPending((previous) => ({
            values: { resolution, amount: resolution === "refund_partial" ? amount : "", note },
            title: summary.title,
            text: summary.text,
            confirmLabel: summary.confirmLabel,
            danger: resolution === "refund_full",
            n: (previous?.n ?? 0) + 1,
          }));
        }}
      >
        <FormErrorBanner errors={errors} />
        <fieldset aria-describedby={errors?.resolution?.length ? "field-resolution-errors" : undefined}>
          <legend className="label">Resolution</legend>
          <div className="grid gap-2">
            {DISPUTE_RESOLUTIONS.map((code) => (
              <Choice
                key={code}
                name="resolution"
                value={code}
                checked={values?.resolution === code}
                title={disputeResolutionLabels[code]}
                text={consequence(code, sale)}
              />
            ))}
          </div>
          <FieldErrors id="field-resolution-errors" errors={errors?.resolution} />
        </fieldset>
        <div className="max-w-xs">
          <Field
            name="amount"
            label="Amount to refund (partial refund only)"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values?.amount ?? ""}
            errors={errors}
            hint={`In dollars, less than the seller's payout of ${formatMoney(sale.payoutCents)}. Left out for the other choices.`}
          />
        </div>
        <div>
          <TextAreaField
            name="note"
            label="Reason for your decision"
            rows={4}
            required
            minLength={MIN_NOTE}
            maxLength={MAX_DISPUTE_TEXT}
            defaultValue={values?.note ?? ""}
            errors={errors}
          />
          <p className="mt-1 text-xs text-slate-500">
            At least {MIN_NOTE} characters. The buyer and the seller receive it by e-mail, and it is kept in the audit log.
          </p>
        </div>
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy} data-testid="resolve-submit" aria-haspopup="dialog">
            {busy ? "Resolving…" : "Resolve dispute…"}
          </button>
        </div>
      </Form>
      {pending && (
        <ConfirmDialog
          key={pending.n}
          id={dialogId}
          title={pending.title}
          action={action}
          fields={pending.values}
          confirmLabel={pending.confirmLabel}
          danger={pending.danger}
          busy={busy}
          testId="confirm-resolve"
        >
          <p data-testid="confirm-resolve-text">{pending.text}</p>
          <div>
            <p className="font-medium text-slate-900">Your reason, sent to both sides:</p>
            <p className="mt-1 whitespace-pre-line rounded-md bg-slate-50 px-3 py-2 text-slate-700">{pending.values.note}</p>
          </div>
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
