// A member's reputation as plain figures, never one score (docs/decisions/0045): completed sales
// as seller and as buyer, the share positive of the last 12 months with its count, on-time
// assignments, and disputes with how they ended. `compact`: the judgment page's block beside the seller.
// The markup is written once, in ./reputation-figures-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import type { Reputation } from "./feedback-view";
import { reputationFiguresParts } from "./reputation-figures-html";

export function ReputationFigures({ reputation, compact = false }: { reputation: Reputation; compact?: boolean }) {
  return <MarkupElement element={reputationFiguresParts(reputation, compact)} />;
}
