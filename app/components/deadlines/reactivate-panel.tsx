// The payment deadline on the judgment page. The owner sees when the buyer must pay and, once the
// window has passed, the Reactivate Listing button (a real form: intent=reactivate) and, when
// another offer is still valid, "Offer it to the next-best offer" (intent=hand_over, naming the
// offer and amount shown). The accepted buyer sees the date, or that the window has passed; a
// buyer handed the sale as the next-best offer answers it (intent=accept_hand_over | decline_hand_over).
// Its id, payment-deadline, is where /home's "Needs you" sends both (docs/decisions/0043-needs-you.md).
import { Form, useNavigation } from "react-router";
import { formatDate } from "~/domain/dates";
import { dollarText, formatMoney } from "~/domain/money";
import { PaymentDeadline } from "./payment-deadline";

/** The payment deadline as the owner or the accepted buyer sees it while an offer is accepted (app/server/deadlines/deadline-view.ts). */
export type DeadlineView = {
  viewer: "owner" | "buyer";
  paymentDueAt: string;
  overdue: boolean;
  /** The sale was handed to this buyer as the next-best offer, at this amount; they answer by paymentDueAt. */
  handOver: { amountCents: number } | null;
  /** For the owner once overdue: the best offer still valid, which they may hand the sale to. */
  nextBest: { offerId: number; amountCents: number; buyerHandle: string; createdAt: string } | null;
};

function IntentButton({
  intent,
  label,
  busyLabel,
  className,
  fields = {},
  testId,
}: {
  intent: string;
  label: string;
  busyLabel: string;
  className: string;
  fields?: Record<string, string>;
  testId: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`${className} w-full`} disabled={busy} data-busy-label={busyLabel} data-testid={testId}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

function NextBest({ next }: { next: NonNullable<DeadlineView["nextBest"]> }) {
  const amount = formatMoney(next.amountCents);
  return (
    <div className="mt-4 border-t border-amber-200 pt-3" data-testid="next-best">
      <p className="text-sm">
        Or offer it to the next-best offer: <span className="font-semibold">@{next.buyerHandle}</span> offered{" "}
        <span className="font-semibold tabular-nums">{amount}</span> on {formatDate(next.createdAt)}. They get the payment window from the
        moment they accept.
      </p>
      <IntentButton
        intent="hand_over"
        label={`Offer it to @${next.buyerHandle} at ${amount}`}
        busyLabel="Offering…"
        className="btn-secondary"
        fields={{ offer_id: String(next.offerId), amount: dollarText(next.amountCents) }}
        testId="hand-over"
      />
    </div>
  );
}

export function ReactivatePanel({ deadline, error }: { deadline: DeadlineView; error?: string | null }) {
  const { viewer, overdue, paymentDueAt } = deadline;
  const tone = overdue ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-200 bg-white text-slate-900";
  return (
    <section
      id="payment-deadline"
      aria-label="Payment deadline"
      className={`scroll-mt-24 rounded-lg border px-4 py-3 ${tone}`}
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
          <IntentButton
            intent="reactivate"
            label="Reactivate Listing"
            busyLabel="Reactivating…"
            className="btn-primary"
            testId="reactivate-listing"
          />
          {deadline.nextBest && <NextBest next={deadline.nextBest} />}
        </>
      )}
      {viewer === "owner" && !overdue && (
        <p className="text-sm">
          {deadline.handOver ? (
            <>
              You offered it to the next-best offer at {formatMoney(deadline.handOver.amountCents)}.{" "}
              <PaymentDeadline dueAt={paymentDueAt} label="The buyer has until" /> to accept it (end of day, US Eastern time).
            </>
          ) : (
            <>
              <PaymentDeadline dueAt={paymentDueAt} label="The buyer has until" /> to pay (end of day, US Eastern time).
            </>
          )}
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
      {viewer === "buyer" && !overdue && deadline.handOver && (
        <div data-testid="hand-over-offer">
          <p className="font-semibold">The seller offers you this judgment at your offer of {formatMoney(deadline.handOver.amountCents)}</p>
          <p className="mt-1 text-sm">
            The buyer whose offer was accepted did not pay. <PaymentDeadline dueAt={paymentDueAt} label="Accept by" /> (end of day, US
            Eastern time); you then have the usual payment window to pay.
          </p>
          <IntentButton
            intent="accept_hand_over"
            label="Accept and pay"
            busyLabel="Accepting…"
            className="btn-accent"
            testId="accept-hand-over"
          />
          <IntentButton
            intent="decline_hand_over"
            label="No, thank you"
            busyLabel="Declining…"
            className="btn-secondary"
            testId="decline-hand-over"
          />
        </div>
      )}
      {viewer === "buyer" && !overdue && !deadline.handOver && (
        <p className="text-sm">
          <PaymentDeadline dueAt={paymentDueAt} label="Please pay by" /> (end of day, US Eastern time).
        </p>
      )}
    </section>
  );
}
