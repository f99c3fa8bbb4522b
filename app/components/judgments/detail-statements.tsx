// "The seller's sworn statements" on the judgment page (docs/decisions/0046): each statement in the
// words the seller agreed to (their version), whom they said they are, the payments they said they
// received, and when they said it; the address it was said from for administrators. A listing from
// before statements existed says so plainly. Server-rendered text only.
import { formatDate, formatDateTime } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { noStatementsText, roleSentence, statementKeys, type StatementsView } from "~/domain/sworn-statements";

export function StatementsList({ statements }: { statements: StatementsView }) {
  const total = statements.payments.reduce((sum, p) => sum + p.amountCents, 0);
  return (
    <div data-testid="statements">
      <p className="text-sm text-slate-700" data-testid="statements-made">
        Made on {formatDateTime(statements.statedAt)} (wording version {statements.version})
        {statements.clientIp ? <span data-testid="statements-address">, from the address {statements.clientIp}</span> : null}.
      </p>
      <p className="mt-2 text-sm text-slate-800" data-testid="statements-role">
        {roleSentence(statements.role)}
      </p>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
        {statementKeys.map((key) => (
          <li key={key} className="flex gap-2" data-testid={`statement-${key}`}>
            <span aria-hidden="true" className="font-bold text-emerald-700">
              ✓
            </span>
            <span>
              <span className="sr-only">Stated: </span>
              {statements.texts[key]}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-medium text-slate-900">Payments received from the debtor</p>
      {statements.payments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="statements-no-payments">
          None: the seller stated they received no payments.
        </p>
      ) : (
        <table className="mt-1 w-full max-w-sm text-left text-sm tabular-nums" data-testid="statements-payments">
          <caption className="sr-only">Payments received, as the seller stated them</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-1">
                Received
              </th>
              <th scope="col" className="py-1 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {statements.payments.map((p, i) => (
              <tr key={`${p.on}-${i}`} data-testid="statements-payment">
                <td className="py-1">{formatDate(p.on)}</td>
                <td className="py-1 text-right">{formatMoney(p.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold">
              <td className="py-1">Total</td>
              <td className="py-1 text-right">{formatMoney(total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}

export function DetailStatements({ statements }: { statements: StatementsView | null }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="statements-title" id="statements" data-testid="seller-statements">
      <h2 id="statements-title" className="text-lg font-semibold">
        The seller's sworn statements
      </h2>
      {statements ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            What the seller stated when listing the judgment. A false statement is a reason to dispute the sale.
          </p>
          <div className="mt-4">
            <StatementsList statements={statements} />
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700" data-testid="statements-none">
          {noStatementsText}
        </p>
      )}
    </section>
  );
}
