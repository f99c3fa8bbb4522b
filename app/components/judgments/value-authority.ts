// What goes with every figure of the value section (./detail-value-html.ts): its citation, its
// confidence and the estimate notice, and, where there is no figure, why. Markup (docs/decisions/0056).
import { html, type Html } from "~/components/html/html";
import { confidenceLabels, ESTIMATE_NOTICE, type Confidence } from "~/domain/judgment-value/rules";

const confidenceTone: Record<Confidence, string> = {
  high: "bg-emerald-100 text-emerald-900",
  medium: "bg-sky-100 text-sky-900",
  low: "bg-amber-100 text-amber-900",
};

const confidenceBadgeHtml = (confidence: Confidence): Html =>
  html`<span class="inline-block rounded px-1.5 py-0.5 text-xs font-medium ${confidenceTone[confidence]}" data-testid="confidence">${confidenceLabels[confidence]}</span>`;

/** The notice and the citation that go with every figure. */
export function authorityHtml(citation: string | null, confidence: Confidence | null): Html {
  const source = citation && html`<span data-testid="citation">Source: <cite class="not-italic text-slate-800">${citation}</cite></span>`;
  return html`<div class="mt-3 space-y-1.5 text-xs text-slate-600">${
    (citation || confidence) &&
    html`<p class="flex flex-wrap items-center gap-x-2 gap-y-1">${source}${confidence && confidenceBadgeHtml(confidence)}</p>`
  }<p data-testid="estimate-notice">${ESTIMATE_NOTICE}</p></div>`;
}

/** A figure that could not be made: why, and the rule it would have rested on. */
export type Unavailable = { reason: string; citation: string | null; confidence: Confidence | null };

/** No figure, and why (low confidence, a missing rate table…), with the authority. */
export function unavailableHtml(title: string, testId: string, { reason, citation, confidence }: Unavailable): Html {
  return html`<p class="mt-1 font-semibold text-slate-900">${title}</p><p class="mt-1 text-sm text-slate-700" data-testid="${testId}">${reason}</p>${authorityHtml(citation, confidence)}`;
}
