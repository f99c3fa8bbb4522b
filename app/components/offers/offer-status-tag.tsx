// An offer's status as a small tag: the words of app/domain/offer-status.ts, one colour per stage,
// the same on the judgment page and the dashboards.
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

export function OfferStatusTag({ stage, className = "", testId }: { stage: OfferStage; className?: string; testId?: string }) {
  return (
    <span
      className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${tone[stage]} ${className}`}
      data-testid={testId}
      data-stage={stage}
    >
      {offerStageLabels[stage]}
    </span>
  );
}
