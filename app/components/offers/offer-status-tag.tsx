// An offer's status as a small tag: the words of app/domain/offer-status.ts, one colour per stage,
// the same on the judgment page and the dashboards. Written once, in ./offer-status-tag-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import type { OfferStage } from "~/domain/offer-status";
import { offerStatusTagParts } from "./offer-status-tag-html";

export function OfferStatusTag({ stage, className = "", testId }: { stage: OfferStage; className?: string; testId?: string }) {
  return <MarkupElement element={offerStatusTagParts(stage, className, testId)} />;
}
