// The collectability facts as the listing forms ask them and the pages list them (issue 17): the
// form fields' names, their questions and choices, and each fact as a row of text ("Not stated"
// when empty). The values and labels are app/domain/judgment-value/facts.ts's; the Zod schema that
// checks a form or a JSON body is app/domain/schemas/collectability-facts.ts.
import { formatDate } from "~/domain/dates";
import {
  courtTypeLabels,
  debtorTypeLabels,
  debtorYesNoFacts,
  debtTypeLabels,
  factText,
  formatRatePercent,
  litigationLabels,
  NOT_STATED,
  yesNo,
  type CollectabilityFacts,
} from "~/domain/judgment-value/facts";

export const FACTS_LEGEND = "What you know about the judgment and the debtor (optional)";
export const FACTS_INTRO =
  "Each answer is optional: leave “Not stated” where you do not know. Buyers see these facts, and the court type, debt type, interest rate and renewal date change the estimated balance and the enforceability dates we show.";

/** The form fields (the columns' names), in the order the forms ask them. */
export const factFieldNames = [
  "court_type",
  "debt_type",
  "litigation",
  "stated_rate_percent",
  "last_renewed_on",
  "debtor_type",
  "debtor_real_estate",
  "debtor_employed",
  "debtor_bank_account",
  "debtor_vehicles",
  "debtor_attorney",
] as const;
export type FactFieldName = (typeof factFieldNames)[number];

/** Which fact each form field holds. */
export const factKeyOf: Record<FactFieldName, keyof CollectabilityFacts> = {
  court_type: "courtType",
  debt_type: "debtType",
  litigation: "litigation",
  stated_rate_percent: "statedRatePercent",
  last_renewed_on: "lastRenewedOn",
  debtor_type: "debtorType",
  debtor_real_estate: "debtorRealEstate",
  debtor_employed: "debtorEmployed",
  debtor_bank_account: "debtorBankAccount",
  debtor_vehicles: "debtorVehicles",
  debtor_attorney: "debtorAttorney",
};

/** Each field's question, as its label and the row of a table that lists the facts. */
export const factLabels: Record<FactFieldName, string> = {
  court_type: "Court type",
  debt_type: "Type of debt",
  litigation: "Default or litigated",
  stated_rate_percent: "Interest rate stated in the judgment",
  last_renewed_on: "Last renewal, revival or writ of execution",
  debtor_type: "Debtor is",
  ...(Object.fromEntries(debtorYesNoFacts.map((fact) => [fact.field, `Debtor: ${fact.label.toLowerCase()}`])) as Record<
    (typeof debtorYesNoFacts)[number]["field"],
    string
  >),
};

export type Choice = { value: string; label: string };

const choices = <K extends string>(labels: Record<K, string>): Choice[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** The choices of each select ("" is "Not stated", offered first). */
export const factChoices = {
  court_type: choices(courtTypeLabels),
  debt_type: choices(debtTypeLabels),
  litigation: choices(litigationLabels),
  debtor_type: choices(debtorTypeLabels),
  yes_no: [
    { value: "yes", label: "Yes" },
    { value: "no", label: "No" },
  ],
} satisfies Record<string, Choice[]>;

/** The yes/no questions about the debtor, as form fields. */
export const debtorYesNoFields = debtorYesNoFacts.map((fact) => fact.field);

/** The facts as a form shows them: "" when not stated, "yes"/"no" for the debtor's facts. */
export function factFormValues(facts: CollectabilityFacts): Record<FactFieldName, string> {
  const yn = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");
  return {
    court_type: facts.courtType ?? "",
    debt_type: facts.debtType ?? "",
    litigation: facts.litigation ?? "",
    stated_rate_percent: facts.statedRatePercent === null ? "" : String(Number(facts.statedRatePercent.toFixed(3))),
    last_renewed_on: facts.lastRenewedOn ?? "",
    debtor_type: facts.debtorType ?? "",
    debtor_real_estate: yn(facts.debtorRealEstate),
    debtor_employed: yn(facts.debtorEmployed),
    debtor_bank_account: yn(facts.debtorBankAccount),
    debtor_vehicles: yn(facts.debtorVehicles),
    debtor_attorney: yn(facts.debtorAttorney),
  };
}

export type FactRow = { field: FactFieldName; label: string; text: string; stated: boolean };

/** Every fact as a row of text, "Not stated" when empty (the review step, the administrators' review). */
export function factRows(facts: CollectabilityFacts): FactRow[] {
  const text: Record<FactFieldName, string> = {
    court_type: factText(courtTypeLabels, facts.courtType),
    debt_type: factText(debtTypeLabels, facts.debtType),
    litigation: factText(litigationLabels, facts.litigation),
    stated_rate_percent: facts.statedRatePercent === null ? NOT_STATED : formatRatePercent(facts.statedRatePercent),
    last_renewed_on: facts.lastRenewedOn === null ? NOT_STATED : formatDate(facts.lastRenewedOn),
    debtor_type: factText(debtorTypeLabels, facts.debtorType),
    debtor_real_estate: yesNo(facts.debtorRealEstate),
    debtor_employed: yesNo(facts.debtorEmployed),
    debtor_bank_account: yesNo(facts.debtorBankAccount),
    debtor_vehicles: yesNo(facts.debtorVehicles),
    debtor_attorney: yesNo(facts.debtorAttorney),
  };
  return factFieldNames.map((field) => ({
    field,
    label: factLabels[field],
    text: text[field],
    stated: facts[factKeyOf[field]] !== null,
  }));
}
