// /admin/judgment-rules/{code}: one jurisdiction's rules in one version, in full: the interest rule
// and each schedule with its rate rows (source and check date), the judgment life and renewal, the
// assignment filing rule, the sources and the open questions.
import type { ReactNode } from "react";
import { formatDate } from "~/domain/dates";
import { formatRatePercent } from "~/domain/judgment-value/facts";
import { formatMoney } from "~/domain/money";
import {
  confidenceLabels,
  type AssignmentRule,
  type InterestRule,
  type InterestSchedule,
  type JurisdictionRules,
  type LifeRule,
} from "~/domain/judgment-value/rules";
import { compoundingText, formatCheckedDate } from "~/domain/judgment-value/wording";
import { ConfidenceTag, lifeKindLabels, rateTypeText } from "./rules-table";

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-6" data-testid={testId}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3 space-y-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** Label and value rows; a row whose value is null or "" is left out. */
function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="divide-y divide-slate-100">
      {shown.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-1.5 sm:grid-cols-3 sm:gap-4">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const Confidence = ({ confidence }: { confidence: AssignmentRule["confidence"] }) => (
  <span className="inline-flex items-center gap-2">
    <ConfidenceTag confidence={confidence} /> {confidenceLabels[confidence]}
  </span>
);

const basisText: Record<InterestSchedule["basis"], string> = {
  entry: "The rate in force on the date of entry, for the judgment's life",
  period: "Each day takes the rate in force that day",
  reset: "The entry date's rate until the next reset day, then that day's",
};

function whenText(when: InterestSchedule["when"]): string {
  if (!when) return "All other judgments";
  const parts: string[] = [];
  if (when.debtTypes) parts.push(`debt type ${when.debtTypes.join(" or ")}`);
  if (when.amountBelowCents !== undefined) parts.push(`amount below ${formatMoney(when.amountBelowCents)}`);
  if (when.amountAtLeastCents !== undefined) parts.push(`amount at least ${formatMoney(when.amountAtLeastCents)}`);
  return `Judgments with ${parts.join(", ")}`;
}

function Schedule({ schedule }: { schedule: InterestSchedule }) {
  const cell = "px-2 py-1.5 first:pl-0 align-top";
  return (
    <div className="rounded-md border border-slate-200 p-4" data-testid="rules-schedule">
      <h3 className="font-semibold text-slate-900">{schedule.label}</h3>
      <Facts
        rows={[
          ["Applies to", whenText(schedule.when)],
          ["Rate basis", basisText[schedule.basis]],
          ["Reset days", schedule.resetOn?.join(", ") ?? null],
          ["Compounding", compoundingText(schedule.compounding)],
          ["Relocks on renewal", schedule.relockOnRenewal ? "Yes" : null],
          ["Interest added to principal on renewal", schedule.capitalizeOnRenewal ? "Yes" : null],
        ]}
      />
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="rate-rows">
          <caption className="sr-only">Rate rows of {schedule.label}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className={cell}>
                From
              </th>
              <th scope="col" className={cell}>
                To
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Rate
              </th>
              <th scope="col" className={cell}>
                Source
              </th>
              <th scope="col" className={cell}>
                Checked
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {schedule.rates.map((r, i) => (
              <tr key={i} data-testid="rate-row">
                <td className={`${cell} tabular-nums`}>{formatDate(r.from)}</td>
                <td className={`${cell} tabular-nums`}>{r.to ? formatDate(r.to) : "In force"}</td>
                <td className={`${cell} text-right tabular-nums`}>{formatRatePercent(r.percent)}</td>
                <td className={`${cell} break-words`}>{r.source}</td>
                <td className={`${cell} tabular-nums`}>{formatCheckedDate(r.checked)}</td>
              </tr>
            ))}
            {schedule.rates.length === 0 && (
              <tr>
                <td colSpan={5} className={`${cell} text-slate-600`}>
                  No rate rows: only a rate stated in the judgment gives a figure.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Interest({ interest }: { interest: InterestRule }) {
  return (
    <Panel title="Post-judgment interest" testId="rules-interest">
      <p>{interest.summary}</p>
      <Facts
        rows={[
          ["Rate type", rateTypeText(interest.rateType)],
          ["Formula", interest.formula],
          [
            "A rate stated in the judgment",
            interest.statedRate === "required" ? "Required: the court sets the rate, there is no default" : "Overrides the table",
          ],
          [
            "Special cases",
            interest.specialCases.length ? (
              <ul className="list-disc pl-5">
                {interest.specialCases.map((c, i) => (
                  <li key={i}>{c}</li>
                ))}
              </ul>
            ) : null,
          ],
          ["Citation", interest.citation],
          ["Confidence", <Confidence key="c" confidence={interest.confidence} />],
        ]}
      />
      <div className="space-y-3">
        {interest.schedules.map((s, i) => (
          <Schedule key={i} schedule={s} />
        ))}
      </div>
    </Panel>
  );
}

function Life({ life }: { life: LifeRule | null }) {
  if (!life) {
    return (
      <Panel title="Judgment life and renewal" testId="rules-life">
        <p>Judgments of these courts follow the life of the state where the court sits.</p>
      </Panel>
    );
  }
  const r = life.renewal;
  const years = (n: number | null) => (n === null ? null : `${n} ${n === 1 ? "year" : "years"}`);
  return (
    <Panel title="Judgment life and renewal" testId="rules-life">
      <p>{life.summary}</p>
      <Facts
        rows={[
          ["Kind", lifeKindLabels[life.kind]],
          ["Life", years(life.years)],
          ["Lien", years(life.lienYears)],
          ["Lien note", life.lienSummary],
          ["Renewal possible", { yes: "Yes", no: "No", lien_only: "Only the lien", unknown: "Not confirmed" }[r.possible]],
          ["Method", r.method],
          ["A renewal adds", years(r.addsYears)],
          ["Window", r.window],
          ["Filed only in the last", r.windowDaysBeforeExpiry === null ? null : `${r.windowDaysBeforeExpiry} days before expiry`],
          ["Filed only after", years(r.windowOpensAfterYears)],
          ["Not within", r.minYearsBetweenRenewals === null ? null : `${years(r.minYearsBetweenRenewals)} of a prior renewal`],
          ["Hard outer limit", r.maxTotalYears === null ? null : `${years(r.maxTotalYears)} from entry`],
          ["Revivable for", r.reviveWithinYears === null ? null : `${years(r.reviveWithinYears)} after going dormant`],
          ["Renewal only for judgments entered before", r.enteredBefore && formatDate(r.enteredBefore)],
          [
            "Consumer debt",
            r.consumer &&
              `${r.consumer.when.map((w) => `${w.debtTypes.join(" and ")} debt under ${formatMoney(w.amountBelowCents)}`).join(", ")}: ${r.consumer.maxRenewals === 1 ? "one renewal" : `${r.consumer.maxRenewals} renewals`} of ${years(r.consumer.addsYears)} when renewed from ${formatDate(r.consumer.renewedFrom)}`,
          ],
          ["Citation", life.citation],
          ["Confidence", <Confidence key="c" confidence={life.confidence} />],
        ]}
      />
    </Panel>
  );
}

function Assignment({ assignment }: { assignment: AssignmentRule | null }) {
  return (
    <Panel title="Filing an assignment" testId="rules-assignment">
      {assignment ? (
        <>
          <p>{assignment.summary}</p>
          <Facts
            rows={[
              [
                "Filing",
                { yes: "Required", practically_yes: "Required in practice", recommended: "Recommended", unknown: "Not established" }[
                  assignment.filing
                ],
              ],
              ["Form", assignment.form],
              ["Citation", assignment.url ? <a href={assignment.url}>{assignment.citation}</a> : assignment.citation],
              ["Confidence", <Confidence key="c" confidence={assignment.confidence} />],
            ]}
          />
        </>
      ) : (
        <p>No assignment rule in this version.</p>
      )}
    </Panel>
  );
}

export function RulesDetail({ rules }: { rules: JurisdictionRules }) {
  return (
    <div className="space-y-6">
      <Interest interest={rules.interest} />
      <Life life={rules.life} />
      <Assignment assignment={rules.assignment} />
      <Panel title="Sources" testId="rules-sources">
        <ul className="list-disc space-y-1 pl-5">
          {rules.sources.map((s, i) => (
            <li key={i} className="break-words">
              {/^https?:\/\//.test(s.source) ? (
                <a href={s.source} rel="noopener noreferrer">
                  {s.source}
                </a>
              ) : (
                s.source
              )}
              : {s.supports}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Open questions" testId="rules-open-questions">
        {rules.openQuestions.length ? (
          <ul className="list-disc space-y-1 pl-5">
            {rules.openQuestions.map((q, i) => (
              <li key={i}>{q}</li>
            ))}
          </ul>
        ) : (
          <p>None recorded.</p>
        )}
      </Panel>
    </div>
  );
}
