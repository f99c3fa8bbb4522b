// The collectability facts a seller may give about a judgment (issue 17): each optional, shown as
// "Not stated" when empty. Their values, labels and the short highlights a browse row shows.
import type { CourtType, DebtType } from "~/domain/judgment-value/rules";
import { formatPercent } from "~/domain/money";

export type Litigation = "default" | "litigated";
export type DebtorType = "individual" | "business";

export type CollectabilityFacts = {
  courtType: CourtType | null;
  debtType: DebtType | null;
  litigation: Litigation | null;
  /** The annual rate stated in the judgment, in percent (e.g. 10 or 5.125); null when not stated. */
  statedRatePercent: number | null;
  /** The date of the last renewal, revival or writ of execution ('YYYY-MM-DD'). */
  lastRenewedOn: string | null;
  debtorType: DebtorType | null;
  /** What the seller knows of the debtor: true yes, false no, null not stated. */
  debtorRealEstate: boolean | null;
  debtorEmployed: boolean | null;
  debtorBankAccount: boolean | null;
  debtorVehicles: boolean | null;
  /** The debtor had an attorney in the case (issue 31's "attorney-represented"). */
  debtorAttorney: boolean | null;
};

export const NOT_STATED = "Not stated";

export const courtTypeLabels: Record<CourtType, string> = { state: "State court", federal: "Federal court" };
export const debtTypeLabels: Record<DebtType, string> = {
  commercial: "Commercial",
  consumer: "Consumer",
  medical: "Medical",
  other: "Other",
};
export const litigationLabels: Record<Litigation, string> = { default: "Default judgment", litigated: "Litigated" };
export const debtorTypeLabels: Record<DebtorType, string> = { individual: "Individual", business: "Business" };

/**
 * The yes/no facts about what the debtor has: the column, its form field and its question. Browse
 * filters on exactly these (their bits in fact_flags: fact-flags.ts).
 */
export const debtorAssetFacts = [
  { key: "debtorRealEstate", field: "debtor_real_estate", label: "Owns real estate", highlight: "Debtor owns real estate" },
  { key: "debtorEmployed", field: "debtor_employed", label: "Employed", highlight: "Debtor employed" },
  { key: "debtorBankAccount", field: "debtor_bank_account", label: "Bank account known", highlight: "Bank account known" },
  { key: "debtorVehicles", field: "debtor_vehicles", label: "Owns vehicles", highlight: "Debtor has vehicles" },
] as const;

/**
 * Whether the debtor had an attorney in the case: asked, listed and highlighted like the facts
 * above, but not a browse filter (it has no bit in fact_flags: docs/decisions/0029).
 */
export const debtorAttorneyFact = {
  key: "debtorAttorney",
  field: "debtor_attorney",
  label: "Had an attorney in the case",
  highlight: "Debtor had an attorney",
} as const;

/** Every yes/no fact about the debtor, in the order the forms ask them and the pages list them. */
export const debtorYesNoFacts = [...debtorAssetFacts, debtorAttorneyFact] as const;

export const emptyFacts: CollectabilityFacts = {
  courtType: null,
  debtType: null,
  litigation: null,
  statedRatePercent: null,
  lastRenewedOn: null,
  debtorType: null,
  debtorRealEstate: null,
  debtorEmployed: null,
  debtorBankAccount: null,
  debtorVehicles: null,
  debtorAttorney: null,
};

/** The facts' keys, as a row selected with the facts columns carries them among its other fields. */
export const factKeys = Object.keys(emptyFacts) as (keyof CollectabilityFacts)[];

/** A row that carries the facts among other fields, split into the facts and the rest. */
export function splitFacts<R extends CollectabilityFacts>(
  row: R,
): { facts: CollectabilityFacts; rest: Omit<R, keyof CollectabilityFacts> } {
  const rest: Record<string, unknown> = { ...row };
  const facts: Record<string, unknown> = {};
  for (const key of factKeys) {
    facts[key] = row[key];
    delete rest[key];
  }
  return { facts: facts as CollectabilityFacts, rest: rest as Omit<R, keyof CollectabilityFacts> };
}

export const yesNo = (value: boolean | null) => (value === null ? NOT_STATED : value ? "Yes" : "No");

/** A fact as the pages show it: its label, or "Not stated". */
export function factText<K extends string>(labels: Record<K, string>, value: K | null): string {
  return value === null ? NOT_STATED : labels[value];
}

/** An interest rate given in percent ("5.125%"), by the site's one percentage formatter. */
export function formatRatePercent(percent: number): string {
  return formatPercent(percent * 100, { decimals: 3 });
}

/** The facts worth a word on a browse row, most telling first (at most three). */
export function factHighlights(
  facts: Pick<
    CollectabilityFacts,
    "litigation" | "debtorType" | "debtorRealEstate" | "debtorEmployed" | "debtorBankAccount" | "debtorVehicles" | "debtorAttorney"
  >,
): string[] {
  const out: string[] = [];
  if (facts.litigation === "litigated") out.push("Litigated");
  for (const fact of debtorYesNoFacts) if (facts[fact.key] === true) out.push(fact.highlight);
  if (out.length < 3 && facts.debtorType === "business") out.push("Business debtor");
  return out.slice(0, 3);
}
