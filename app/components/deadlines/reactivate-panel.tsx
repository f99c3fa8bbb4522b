// The payment deadline on the judgment page. The owner sees when the buyer must pay and, once the
// window has passed, the Reactivate Listing button (a real form: intent=reactivate). The accepted
// buyer sees the date, or that the window has passed.
import { Form, useNavigation } from "react-router";
import { PaymentDeadline } from "./payment-deadline";

/** The payment deadline as the owner or the accepted buyer sees it while an offer is accepted. */
export type DeadlineView = { viewer: "owner" | "buyer"; paymentDueAt: string; overdue: boolean };

function ReactivateForm() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reactivate";
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="reactivate" />
      <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="reactivate-listing">
        {busy ? "Reactivating…" : "Reactivate Listing"}
      </button>
    </Form>
  );
}

export function ReactivatePanel({ deadline, error }: { deadline: DeadlineView; error?: string | null }) {
  const { viewer, overdue, paymentDueAt } = deadline;
  const tone = overdue ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-200 bg-white text-slate-900";
  return (
    <section
      aria-label="Payment deadline"
      className={`rounded-lg border px-4 py-3 ${tone}`}
      data-testid="deadline-panel"
      data-overdue={overdue || undefined}
    >
      {error && (
        <p
          role="alert"
          className="mb-2 rounded-md border border-amber-300 bg-white px-3 py-2 text-sm text-amber-900"
          data-testid="reactivate-error"
        >
          {error}
        </p>
      )}
      {viewer === "owner" && overdue && (
        <>
          <p className="font-semibold">The buyer did not pay in time</p>
          <p className="mt-1 text-sm">
            <PaymentDeadline dueAt={paymentDueAt} label="The payment was due by" />. You can put the listing back on sale; everyone who made
            an offer on it will be told.
          </p>
          <ReactivateForm />
        </>
      )}
      {viewer === "owner" && !overdue && (
        <p className="text-sm">
          <PaymentDeadline dueAt={paymentDueAt} label="The buyer has until" /> to pay (end of day, US Eastern time).
        </p>
      )}
      {viewer === "buyer" && overdue && (
        <>
          <p className="font-semibold">Your payment window has passed</p>
          <p className="mt-1 text-sm">
            <PaymentDeadline dueAt={paymentDueAt} label="The payment was due by" />. The seller may put the listing back on sale.
          </p>
        </>
      )}
      {viewer === "buyer" && !overdue && (
        <p className="text-sm">
          <PaymentDeadline dueAt={paymentDueAt} label="Please pay by" /> (end of day, US Eastern time).
        </p>
      )}
    </section>
  );
}
