// A portfolio's judgments, one row each linking to its own page: state and county, award date,
// amount, estimated balance, the verified mark. A table on wide screens, cards on a phone.
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";

export type MemberRow = {
  id: number;
  title: string;
  state: string;
  county: string;
  dateAwarded: string;
  amountCents: number;
  estimatedBalanceCents: number | null;
  verified: boolean;
  /** Its assignment ticked on the checklist (shown during the sale). */
  assigned: boolean;
};

const balance = (cents: number | null) => (cents === null ? "No estimate" : formatMoney(cents));

function Verified({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">Verified</span>
  ) : (
    <span className="text-xs text-slate-500">Not verified</span>
  );
}

function Assigned({ assigned }: { assigned: boolean }) {
  return assigned ? (
    <span className="text-xs font-semibold text-emerald-800" data-testid="member-assigned">
      Assigned
    </span>
  ) : (
    <span className="text-xs text-slate-500">Not assigned yet</span>
  );
}

/** `sale`: the portfolio is paid or later, so each judgment shows its checklist state. */
export function MembersTable({ members, title = "The judgments", sale = false }: { members: MemberRow[]; title?: string; sale?: boolean }) {
  return (
    <section className="card overflow-hidden" aria-labelledby="portfolio-members-title" data-testid="portfolio-members">
      <h2 id="portfolio-members-title" className="px-5 pt-5 text-lg font-semibold sm:px-6">
        {title} ({members.length})
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 md:hidden">
        {members.map((m) => (
          <li key={m.id} className="px-5 py-3" data-testid="portfolio-member">
            <Link to={`/judgments/${m.id}`} className="font-semibold">
              {m.title}
            </Link>
            <p className="text-sm text-slate-600">
              {m.county}, {m.state} · awarded {formatDate(m.dateAwarded)}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span>
                Amount <span className="font-semibold tabular-nums">{formatMoney(m.amountCents)}</span>
              </span>
              <span>
                Balance <span className="font-semibold tabular-nums">{balance(m.estimatedBalanceCents)}</span>
              </span>
              <Verified verified={m.verified} />
              {sale && <Assigned assigned={m.assigned} />}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2">
                Judgment
              </th>
              <th scope="col" className="px-4 py-2">
                Place
              </th>
              <th scope="col" className="px-4 py-2">
                Awarded
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Amount
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Est. balance
              </th>
              <th scope="col" className="px-4 py-2">
                Court record
              </th>
              {sale && (
                <th scope="col" className="px-4 py-2">
                  Assignment
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {members.map((m) => (
              <tr key={m.id} data-testid="portfolio-member-row">
                <td className="px-4 py-2">
                  <Link to={`/judgments/${m.id}`} className="font-semibold">
                    {m.title}
                  </Link>
                </td>
                <td className="px-4 py-2">
                  {m.county}, {m.state}
                </td>
                <td className="px-4 py-2 tabular-nums">{formatDate(m.dateAwarded)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatMoney(m.amountCents)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{balance(m.estimatedBalanceCents)}</td>
                <td className="px-4 py-2">
                  <Verified verified={m.verified} />
                </td>
                {sale && (
                  <td className="px-4 py-2">
                    <Assigned assigned={m.assigned} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
