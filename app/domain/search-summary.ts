// The browse search in a few words, for the Filters panel's one line on a phone ("Texas · Price up
// to $20,000 · Litigated"). The saved searches' sentences (describeSearch in saved-searches.ts) say
// the same at length. Pure.
import { formatDate } from "~/domain/dates";
import { courtTypeLabels, debtorAssetFacts, debtorTypeLabels, debtTypeLabels, litigationLabels } from "~/domain/judgment-value/facts";
import { formatMoney } from "~/domain/money";
import type { JudgmentSearch } from "~/domain/search";

function span(noun: string, low: string | undefined, high: string | undefined): string | null {
  if (low && high) return `${noun} ${low}–${high}`;
  if (low) return `${noun} from ${low}`;
  if (high) return `${noun} up to ${high}`;
  return null;
}

const money = (cents: number | undefined) => (cents === undefined ? undefined : formatMoney(cents));
const day = (iso: string | undefined) => (iso ? formatDate(iso) || undefined : undefined);

/** One short phrase per filter that is on, in the form's order; the place by the names given. */
export function searchSummary(search: JudgmentSearch, places: { stateName?: string | null; countyName?: string | null }): string[] {
  const phrases: (string | null)[] = [
    search.name ? `“${search.name}”` : null,
    places.countyName && places.stateName ? `${places.countyName}, ${places.stateName}` : (places.stateName ?? null),
    span("Price", money(search.priceMinCents), money(search.priceMaxCents)),
    span("Amount", money(search.judgmentMinCents), money(search.judgmentMaxCents)),
    span("Awarded", day(search.judgmentDateStart), day(search.judgmentDateEnd)),
    span("Listed", day(search.listingDateStart), day(search.listingDateEnd)),
    search.courtType ? courtTypeLabels[search.courtType] : null,
    search.debtType ? `${debtTypeLabels[search.debtType]} debt` : null,
    search.litigation ? litigationLabels[search.litigation] : null,
    search.debtorType ? `${debtorTypeLabels[search.debtorType]} debtor` : null,
    ...debtorAssetFacts.map((fact) => (search[fact.key] ? fact.highlight : null)),
    search.nearDeadline ? "Deadline near" : null,
    search.verified ? "Verified" : null,
    search.portfoliosOnly ? "Portfolios" : null,
  ];
  return phrases.filter((phrase): phrase is string => phrase !== null);
}
