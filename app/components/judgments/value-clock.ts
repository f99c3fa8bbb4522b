// The value section's enforceability clock (./detail-value-html.ts): the deadline flag, the status
// "based on the records provided", the next required action and its window, the lien's expiry, the
// hard outer limit, the timeline, and the assumptions the dates rest on. Markup (docs/decisions/0056).
import { timelineChartHtml } from "~/components/charts/enforceability-timeline";
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml } from "~/components/html/markup-element";
import { formatDate } from "~/domain/dates";
import type { EnforcementClock } from "~/domain/judgment-value/clock";
import { actionWindowText, clockStatusText, deadlineFlag, withUsDates } from "~/domain/judgment-value/wording";
import { deadlineFlagElement } from "./deadline-flag";
import type { DetailValueCharts } from "./detail-types";
import { authorityHtml, unavailableHtml } from "./value-authority";

type Clock = Extract<EnforcementClock, { kind: "clock" }>;
type Row = { label: string; value: string; testId: string };

/** The clock's dates, each a row of the list. */
function rowsOf(clock: Clock, asOf: string): Row[] {
  const rows: Row[] = [];
  const action = clock.nextAction;
  if (action) {
    rows.push({ label: "Next required action", value: `${action.label}. ${actionWindowText(action, asOf)}.`, testId: "clock-next-action" });
    if (action.method) rows.push({ label: "How", value: action.method, testId: "clock-method" });
  }
  if (clock.lienExpiresOn) rows.push({ label: "Lien expiry (estimated)", value: formatDate(clock.lienExpiresOn), testId: "clock-lien" });
  if (clock.hardLimitOn) rows.push({ label: "Hard outer limit", value: formatDate(clock.hardLimitOn), testId: "clock-hard-limit" });
  rows.push({
    label: "Enforceable until (estimated)",
    value: clock.enforceableUntil ? formatDate(clock.enforceableUntil) : "No fixed end date",
    testId: "clock-until",
  });
  return rows;
}

const rowHtml = ({ label, value, testId }: Row): Html =>
  html`<div class="grid gap-1 py-1.5 sm:grid-cols-3 sm:gap-4"><dt class="text-slate-600">${label}</dt>\
<dd class="font-medium text-slate-900 sm:col-span-2" data-testid="${testId}">${value}</dd></div>`;

/** The clock's part of the section (after its heading). */
export function clockHtml(clock: EnforcementClock, asOf: string, chart: DetailValueCharts["timeline"]): Html {
  if (clock.kind === "unavailable") return unavailableHtml("No dates", "clock-unavailable", clock);
  const flag = deadlineFlag(clock, asOf);
  return html`${flag && html`<div class="mt-2">${markupElementHtml(deadlineFlagElement(flag))}</div>`}\
<p class="mt-2 text-sm font-medium text-slate-900" data-testid="clock-status" data-status="${clock.status}">${clockStatusText(clock)}</p>\
<dl class="mt-3 divide-y divide-slate-100 text-sm">${each(rowsOf(clock, asOf), rowHtml)}</dl>\
${chart && html`<div class="mt-5 max-w-md">${timelineChartHtml(chart)}</div>`}<p class="mt-3 text-sm text-slate-700">${clock.summary}</p>\
<p class="mt-3 text-sm font-medium text-slate-700">Assumptions</p>\
<ul class="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700" data-testid="clock-assumptions">${clock.assumptions.map((a) => html`<li>${withUsDates(a)}</li>`)}</ul>\
${authorityHtml(clock.citation, clock.confidence)}`;
}
