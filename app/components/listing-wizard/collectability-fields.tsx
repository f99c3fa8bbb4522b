// The optional collectability facts (issue 17) as form fields, for the wizard's judgment step and
// the listing edit page: each a select whose first choice is "Not stated", the stated interest rate
// and the last renewal's date as inputs. Errors show under each field (app/components/forms.tsx).
import type { ReactNode } from "react";
import { Field, SelectField, type Errors } from "~/components/forms";
import {
  debtorYesNoFields,
  FACTS_INTRO,
  FACTS_LEGEND,
  factChoices,
  factLabels,
  type Choice,
  type FactFieldName,
} from "~/domain/collectability-facts";
import { NOT_STATED } from "~/domain/judgment-value/facts";

type Props = {
  /** The fields as text ("" = not stated). */
  values: Partial<Record<FactFieldName, string>>;
  errors?: Errors;
  /** 'YYYY-MM-DD': the renewal date's upper bound. */
  today: string;
  /** What to show after a field's label (the edit page's "Reviewed" mark), if anything. */
  mark?: (name: FactFieldName) => ReactNode;
};

/** A fact as a select whose first choice is "Not stated". */
function FactSelect({
  name,
  choices,
  value,
  errors,
  hint,
  mark,
}: {
  name: FactFieldName;
  choices: Choice[];
  value: string;
  errors?: Errors;
  hint?: string;
  mark?: ReactNode;
}) {
  return (
    <SelectField
      name={name}
      label={
        <>
          {factLabels[name]}
          {mark}
        </>
      }
      errors={errors}
      hint={hint}
      defaultValue={value}
    >
      <option value="">{NOT_STATED}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

export function CollectabilityFields({ values, errors, today, mark = () => null }: Props) {
  const value = (name: FactFieldName) => values[name] ?? "";
  const labelOf = (name: FactFieldName) => (
    <>
      {factLabels[name]}
      {mark(name)}
    </>
  );
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5" data-testid="collectability-facts">
      <legend className="px-1 text-base font-semibold text-slate-900">{FACTS_LEGEND}</legend>
      <p className="text-sm text-slate-600">{FACTS_INTRO}</p>

      <h3 className="mt-5 text-xs font-semibold uppercase tracking-wide text-slate-500">The judgment</h3>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <FactSelect
          name="court_type"
          choices={factChoices.court_type}
          value={value("court_type")}
          errors={errors}
          mark={mark("court_type")}
        />
        <FactSelect
          name="debt_type"
          choices={factChoices.debt_type}
          value={value("debt_type")}
          errors={errors}
          hint="Consumer and medical debt earn a lower rate in some states."
          mark={mark("debt_type")}
        />
        <FactSelect
          name="litigation"
          choices={factChoices.litigation}
          value={value("litigation")}
          errors={errors}
          mark={mark("litigation")}
        />
        <Field
          name="stated_rate_percent"
          label={labelOf("stated_rate_percent")}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={value("stated_rate_percent")}
          errors={errors}
          placeholder="e.g. 10 or 5.125"
          hint="The yearly rate in percent, only if the judgment states one."
        />
        <Field
          name="last_renewed_on"
          type="date"
          label={labelOf("last_renewed_on")}
          min="1970-01-01"
          max={today}
          defaultValue={value("last_renewed_on")}
          errors={errors}
          hint="The latest one, if any. Not before the date awarded."
        />
      </div>

      <h3 className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-500">The debtor</h3>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <FactSelect
          name="debtor_type"
          choices={factChoices.debtor_type}
          value={value("debtor_type")}
          errors={errors}
          mark={mark("debtor_type")}
        />
        {debtorYesNoFields.map((name) => (
          <FactSelect key={name} name={name} choices={factChoices.yes_no} value={value(name)} errors={errors} mark={mark(name)} />
        ))}
      </div>
    </fieldset>
  );
}
