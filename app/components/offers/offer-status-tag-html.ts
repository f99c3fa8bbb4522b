// An offer's status tag as markup (decision 0056): its one writer, for the judgment page's offers
// (written in markup for a visitor) and for React (OfferStatusTag places it on the dashboards).
import { html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { offerStageLabels, type OfferStage } from "~/domain/offer-status";

const tone: Record<OfferStage, string> = {
  pending: "bg-brand-50 text-brand-900",
  countered: "bg-amber-100 text-amber-900",
  accepted: "bg-emerald-100 text-emerald-800",
  declined: "bg-slate-100 text-slate-700",
  withdrawn: "bg-slate-100 text-slate-700",
  expired: "bg-slate-100 text-slate-700",
  lapsed: "bg-slate-100 text-slate-700",
  refunded: "bg-slate-100 text-slate-700",
};

export function offerStatusTagParts(stage: OfferStage, className = "", testId?: string): MarkupElementParts {
  return {
    tag: "span",
    attributes: {
      class: `inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${tone[stage]} ${className}`,
      "data-testid": testId,
      "data-stage": stage,
    },
    inside: html`${offerStageLabels[stage]}`,
  };
}

export function offerStatusTagHtml(stage: OfferStage, className = "", testId?: string): Html {
  return markupElementHtml(offerStatusTagParts(stage, className, testId));
}
