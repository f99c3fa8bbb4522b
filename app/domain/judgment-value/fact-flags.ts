// The collectability facts as bits of one small integer, for browse's filters (issue 17). A
// listing's facts are packed into judgments.fact_flags and a saved search's fact criteria into
// saved_searches.fact_mask (generated columns: app/server/db/schema/marketplace.ts builds both from
// this table), so every browse index carries all the facts in two bytes, and any combination of
// fact filters is one test, the same in browse and in the saved searches' matching:
// (fact_flags & mask) = mask. Each choice of a fact has its own bit ("litigated" and "default" are
// two), and a fact not stated sets none, so it matches no filter on that fact.
import type { CourtType, DebtType } from "~/domain/judgment-value/rules";
import type { CollectabilityFacts, DebtorType, Litigation } from "~/domain/judgment-value/facts";

/** The bit of each value of the facts that have several, by column. */
export const factChoiceBits = {
  court_type: { state: 1, federal: 2 } satisfies Record<CourtType, number>,
  litigation: { default: 4, litigated: 8 } satisfies Record<Litigation, number>,
  debtor_type: { individual: 16, business: 32 } satisfies Record<DebtorType, number>,
  debt_type: { commercial: 64, consumer: 128, medical: 256, other: 512 } satisfies Record<DebtType, number>,
} as const;

/** The bit of each yes/no fact about the debtor (set when the seller said yes), by column. */
export const factYesBits = {
  debtor_real_estate: 1024,
  debtor_employed: 2048,
  debtor_bank_account: 4096,
  debtor_vehicles: 8192,
} as const;

/** The fact filters of a search (app/domain/search.ts's JudgmentSearch has these fields). */
export type FactFilters = {
  courtType?: CourtType;
  debtType?: DebtType;
  litigation?: Litigation;
  debtorType?: DebtorType;
  debtorRealEstate?: true;
  debtorEmployed?: true;
  debtorBankAccount?: true;
  debtorVehicles?: true;
};

/** The bits a listing's fact_flags must all have to meet these filters; 0 when there are none. */
export function factMask(filters: FactFilters): number {
  let mask = 0;
  if (filters.courtType) mask |= factChoiceBits.court_type[filters.courtType];
  if (filters.litigation) mask |= factChoiceBits.litigation[filters.litigation];
  if (filters.debtorType) mask |= factChoiceBits.debtor_type[filters.debtorType];
  if (filters.debtType) mask |= factChoiceBits.debt_type[filters.debtType];
  if (filters.debtorRealEstate) mask |= factYesBits.debtor_real_estate;
  if (filters.debtorEmployed) mask |= factYesBits.debtor_employed;
  if (filters.debtorBankAccount) mask |= factYesBits.debtor_bank_account;
  if (filters.debtorVehicles) mask |= factYesBits.debtor_vehicles;
  return mask;
}

/**
 * The fact_flags a listing with these facts has (what the generated column computes): a draft's
 * facts, before it is a listing, meet a saved search's criteria by the same test (docs/decisions/0054).
 */
export function factFlagsOf(facts: Pick<CollectabilityFacts, keyof FactFilters>): number {
  const yes = (value: boolean | null) => (value === true ? (true as const) : undefined);
  return factMask({
    courtType: facts.courtType ?? undefined,
    debtType: facts.debtType ?? undefined,
    litigation: facts.litigation ?? undefined,
    debtorType: facts.debtorType ?? undefined,
    debtorRealEstate: yes(facts.debtorRealEstate),
    debtorEmployed: yes(facts.debtorEmployed),
    debtorBankAccount: yes(facts.debtorBankAccount),
    debtorVehicles: yes(facts.debtorVehicles),
  });
}
