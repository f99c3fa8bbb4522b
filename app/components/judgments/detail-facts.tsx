// The collectability facts the seller gave (issue 17), written once, in ./detail-facts-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import { detailFactsParts } from "./detail-facts-html";

export function DetailFacts({ facts, dateAwarded }: { facts: CollectabilityFacts; dateAwarded: string }) {
  return <MarkupElement element={detailFactsParts(facts, dateAwarded)} />;
}
