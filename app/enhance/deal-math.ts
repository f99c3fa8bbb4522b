// The deal math of every amount field on a page that does not hydrate (the buyer's offer dialogs
// and counter-back): app/components/deal/deal-math-live.ts, on each data-enhance="deal-math".
import { attachDealMath } from "~/components/deal/deal-math-live";

export function liveDealMath() {
  for (const container of document.querySelectorAll<HTMLElement>('[data-enhance="deal-math"]')) attachDealMath(container);
}
