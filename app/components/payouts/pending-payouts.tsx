// The Pending Payouts table of "My Payout Settings": judgment title, price, completion date (empty
// while not paid out) and, for a released payout with a finished payout account, 'PAY ME!'.
import { Form, Link, useNavigation } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";

export type PayoutLine = {
  id: number;
  judgmentId: number;
  title: string;
  priceCents: number;
  amountCents: number;
  feeCents: number;
  /** What a dispute's partial refund took off the payout. */
  refundedCents: number;
  status: "pending" | "released" | "paid" | "failed" | "cancelled";
  completedAt: string | null;
};

const STATUS_TEXT: Record<PayoutLine["status"], string> = {
  pending: "Waiting for the buyer to confirm the assignment",
  released: "Released — ready to pay out",
  paid: "Paid out",
  failed: "Failed — contact support",
  cancelled: "Cancelled — the sale was refunded to the buyer",
};

export function PendingPayouts({
  payouts,
  hasAccount,
  accountReady,
}: {
  payouts: PayoutLine[];
  hasAccount: boolean;
  accountReady: boolean;
}) {
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("payout_id") : null;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="pending-payouts-title" data-testid="pending-payouts">
      <h2 id="pending-payouts-title" className="text-lg font-semibold">
        Pending Payouts
      </h2>
      {!hasAccount && (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="payout-account-hint">
          You need to set up your Stripe Payout Account at the right.
        </p>
      )}
      {hasAccount && !accountReady && (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="payout-account-unfinished-hint">
          Your Stripe Payout Account is not finished yet: complete its setup at the right to be paid.
        </p>
      )}
      {payouts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="no-payouts">
          You have no payouts yet. They appear here when one of your judgments sells.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Payouts">
          {payouts.map((p) => (
            <li
              key={p.id}
              className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:items-center"
              data-testid="payout-row"
              data-status={p.status}
            >
              <div className="min-w-0">
                <Link to={`/judgments/${p.judgmentId}`} className="break-words font-medium">
                  {p.title}
                </Link>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
                  <dt>Price</dt>
                  <dd className="tabular-nums">{formatMoney(p.priceCents)}</dd>
                  <dt>Your payout</dt>
                  <dd className="tabular-nums">
                    {formatMoney(p.amountCents)} <span className="text-xs">(after the {formatMoney(p.feeCents)} seller fee)</span>
                  </dd>
                  {p.refundedCents > 0 && (
                    <>
                      <dt>Refunded</dt>
                      <dd className="tabular-nums" data-testid="payout-refunded">
                        {formatMoney(p.refundedCents)} <span className="text-xs">(to the buyer, after a dispute)</span>
                      </dd>
                    </>
                  )}
                  <dt>Completed</dt>
                  <dd data-testid="payout-completed">{p.completedAt ? formatDate(p.completedAt) : "—"}</dd>
                </dl>
                <p className="mt-1 text-xs font-medium text-slate-500">{STATUS_TEXT[p.status]}</p>
              </div>
              {p.status === "released" && accountReady && (
                <Form method="post" className="sm:text-right">
                  <input type="hidden" name="intent" value="pay" />
                  <input type="hidden" name="payout_id" value={p.id} />
                  <button type="submit" className="btn-accent w-full sm:w-auto" disabled={busyId === String(p.id)} data-testid="pay-me">
                    {busyId === String(p.id) ? "Sending…" : "PAY ME!"}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
