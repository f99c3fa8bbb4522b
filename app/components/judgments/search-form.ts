// The search form of the browse pages: every field of the buyer spec. It posts to
// /judgments/search, which keeps the search in the session and sends the browser to the search's
// URL (app/domain/search-url.ts); amounts are in dollars. It sits in the browse page's filters
// panel: a sidebar on a wide screen (one column of fields), the full width on a phone.
// Choosing a state lists its counties: without JavaScript after the form is sent, with it at once
// from GET /api/counties/{state id} by the enhancement script (app/enhance/county-select.ts: the
// state select names the county list it controls, and data-enhance marks it). The browse pages never
// hydrate (decision 0040), so the form is plain HTML: escaped markup (decision 0056), about 190
// elements React would otherwise render one by one on every browse page. It holds nothing
// interactive beyond what HTML and the enhancement script do.
import { attr, each, html, type Html } from "~/components/html/html";
import { optionsHtml } from "~/components/html/options";
import { fieldErrorsHtml } from "~/components/forms-html";
import { isIsoDate } from "~/domain/dates";
import { NEAR_DEADLINE_MONTHS } from "~/domain/judgment-value/clock";
import { courtTypeLabels, debtorAssetFacts, debtorTypeLabels, debtTypeLabels, litigationLabels } from "~/domain/judgment-value/facts";
import type { SearchErrors, SearchField } from "~/domain/search";
import type { CountyOption, StateOption } from "./browse-types";
import { countyHint, searchCountyWording as wording } from "./county-wording";

type Values = Partial<Record<SearchField, string>>;

export type SearchFormProps = {
  action: string;
  values: Values;
  errors: SearchErrors | null;
  states: readonly StateOption[];
  counties: readonly CountyOption[];
  sort: string;
  /** Shown when a search is applied. */
  clearUrl: string | null;
  shareUrl: string | null;
};

const moreFields: SearchField[] = [
  "judgment_min",
  "judgment_max",
  "judgment_date_start",
  "judgment_date_end",
  "listing_date_start",
  "listing_date_end",
  ...factFields(),
];

/** The collectability facts' fields (issue 17): four lists and the checkboxes. */
function factFields(): SearchField[] {
  return [
    "court_type",
    "debt_type",
    "litigation",
    "debtor_type",
    ...debtorAssetFacts.map((fact) => fact.field),
    "near_deadline",
    "verified",
  ];
}

function fieldId(name: string) {
  return `search-${name}`;
}

/** The ids of a field's messages and of its hint, which its aria-describedby names. */
const errorsId = (name: string) => `${fieldId(name)}-errors`;
const hintId = (name: string) => `${fieldId(name)}-hint`;

function described(name: string, errors: SearchErrors | null, hint?: boolean) {
  const ids = [errors?.[name]?.length ? errorsId(name) : null, hint ? hintId(name) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A field's aria-invalid and aria-describedby, when it has errors or a hint. */
function aria(name: string, errors: SearchErrors | null, hint?: boolean): Html {
  return html`${attr("aria-invalid", errors?.[name]?.length ? "true" : null)}${attr("aria-describedby", described(name, errors, hint))}`;
}

/** A field's messages (their one writer, ~/components/forms-html). */
function fieldErrors(name: string, errors: SearchErrors | null): Html | null {
  return fieldErrorsHtml(errorsId(name), errors?.[name]);
}

function labelled(name: string, label: string, errors: SearchErrors | null, control: Html): Html {
  return html`<div><label for="${fieldId(name)}" class="label">${label}</label>${control}${fieldErrors(name, errors)}</div>`;
}

function dollarInput(name: SearchField, label: string, values: Values, errors: SearchErrors | null): Html {
  return labelled(
    name,
    label,
    errors,
    html`<div class="relative"><span aria-hidden="true" class="input-prefix">$</span>\
<input id="${fieldId(name)}" type="text" inputMode="decimal" autoComplete="off" placeholder="Any" class="input pl-7"${aria(name, errors)} \
name="${name}" value="${values[name] ?? ""}"/></div>`,
  );
}

/** What a date input can show: 'YYYY-MM-DD' (a typed MM/DD/YYYY is converted); anything else shows empty. */
function dateInputValue(value: string | undefined): string {
  const us = value ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) : null;
  const iso = us ? `${us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}` : (value ?? "");
  return isIsoDate(iso) ? iso : "";
}

function dateInput(name: SearchField, label: string, values: Values, errors: SearchErrors | null): Html {
  return labelled(
    name,
    label,
    errors,
    html`<input id="${fieldId(name)}" type="date" class="input"${aria(name, errors)} name="${name}" value="${dateInputValue(values[name])}"/>`,
  );
}

function choiceSelect(name: SearchField, label: string, labels: Record<string, string>, values: Values, errors: SearchErrors | null): Html {
  const chosen = values[name] ?? "";
  const option = ([value, text]: [string, string]) =>
    html`<option value="${value}"${attr("selected", value === chosen && "")}>${text}</option>`;
  return labelled(
    name,
    label,
    errors,
    html`<select id="${fieldId(name)}" name="${name}" class="input"${aria(name, errors)}>\
${option(["", "Any"])}${each(Object.entries(labels), option)}</select>`,
  );
}

/** A checkbox; `hint`: a line under the label, read with the box. */
function checkbox(name: SearchField, label: string, values: Values, errors: SearchErrors | null, hint?: string): Html {
  return html`<div><label class="flex items-start gap-2 text-sm text-slate-800">\
<input id="${fieldId(name)}" type="checkbox" class="mt-0.5"${aria(name, errors, Boolean(hint))} name="${name}"${attr("checked", values[name] === "1" && "")} value="1"/>\
<span>${label}</span></label>\
${hint && html`<p id="${hintId(name)}" class="mt-1 ml-6 text-xs text-slate-500">${hint}</p>`}${fieldErrors(name, errors)}</div>`;
}

/** A pair of From/To fields side by side; `stackWide`: one above the other in the wide screen's narrow sidebar (dates need the room). */
function rangeGroup(legend: string, fields: Html, stackWide = false): Html {
  return html`<fieldset class="min-w-0"><legend class="mb-2 text-sm font-semibold text-slate-800">${legend}</legend>\
<div class="${stackWide ? "grid grid-cols-2 gap-3 lg:grid-cols-1" : "grid grid-cols-2 gap-3"}">${fields}</div></fieldset>`;
}

/** What goes inside the form's <section>. */
export function searchFormHtml({ action, values, errors, states, counties, sort, clearUrl, shareUrl }: SearchFormProps): Html {
  const stateId = values.state_id ?? "";
  const countyId = values.county_id ?? "";
  const moreOpen = moreFields.some((field) => values[field] || errors?.[field]);
  const hasErrors = Boolean(errors && Object.keys(errors).length);
  const hint = countyHint(wording, { stateId, loading: false, failed: false, count: counties.length });

  return html`<div class="flex flex-wrap items-baseline justify-between gap-2">\
<h2 id="search-title" class="text-lg font-semibold">Search judgments</h2>\
<p class="text-xs text-slate-500">Amounts in US dollars. Dates as MM/DD/YYYY.</p></div>\
${
  hasErrors &&
  html`<div role="alert" class="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="search-errors">\
<p class="font-semibold">Some filters could not be applied.</p>\
<p>Please correct the fields marked below and search again; the results use the other filters.</p></div>`
}\
<form class="mt-4 space-y-5" noValidate="" data-testid="search-form" data-discover="true" action="${action}" method="post">\
<input type="hidden" name="sort" value="${sort}"/>\
<div class="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">\
<div class="sm:col-span-2 lg:col-span-1">${labelled(
    "name",
    "Keywords",
    errors,
    html`<input id="${fieldId("name")}" type="search" maxLength="100" placeholder="Words in the title or description" class="input"${aria("name", errors)} \
name="name" value="${values.name ?? ""}"/>`,
  )}</div>\
${labelled(
  "state_id",
  "State",
  errors,
  html`<select id="${fieldId("state_id")}" name="state_id" class="input" aria-controls="${fieldId("county_id")}" data-enhance="county-select"\
${aria("state_id", errors)}>${optionsHtml("All states", states, stateId)}</select>`,
)}\
${labelled(
  "county_id",
  "County",
  errors,
  html`<select id="${fieldId("county_id")}" name="county_id" class="input"${aria("county_id", errors, true)}>\
${optionsHtml(stateId ? wording.anyCounty : wording.noState, counties, countyId)}</select>\
<p id="${hintId("county_id")}" class="mt-1 text-xs text-slate-500" aria-live="polite">${hint}</p>`,
)}</div>\
<div class="sm:max-w-md lg:max-w-none">${rangeGroup(
    "Asking price",
    html`${dollarInput("price_min", "Minimum", values, errors)}${dollarInput("price_max", "Maximum", values, errors)}`,
  )}</div>\
<div class="sm:max-w-md lg:max-w-none" data-testid="kind-filters">${checkbox(
    "portfolios",
    "Portfolios only",
    values,
    errors,
    "Several judgments sold as one listing. A portfolio meets a place or collectability filter when every judgment in it does.",
  )}</div>\
<details class="group rounded-md border border-slate-200 bg-slate-50/60"${attr("open", moreOpen && "")} data-testid="more-filters">\
<summary class="flex cursor-pointer items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-800">\
<span>More filters: judgment amount, dates, collectability, deadlines, verified</span>\
<span aria-hidden="true" class="text-slate-500 transition-transform group-open:rotate-180">▾</span></summary>\
<div class="grid gap-x-6 gap-y-5 border-t border-slate-200 px-4 py-4 md:grid-cols-3 lg:grid-cols-1">\
${rangeGroup("Judgment amount", html`${dollarInput("judgment_min", "Minimum", values, errors)}${dollarInput("judgment_max", "Maximum", values, errors)}`)}\
${rangeGroup("Date awarded", html`${dateInput("judgment_date_start", "From", values, errors)}${dateInput("judgment_date_end", "To", values, errors)}`, true)}\
${rangeGroup("Date listed", html`${dateInput("listing_date_start", "From", values, errors)}${dateInput("listing_date_end", "To", values, errors)}`, true)}\
</div><div class="border-t border-slate-200 px-4 py-4">\
<fieldset class="min-w-0" data-testid="fact-filters">\
<legend class="mb-2 text-sm font-semibold text-slate-800">Collectability, as the seller states it</legend>\
<div class="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">\
${choiceSelect("litigation", "Default or litigated", litigationLabels, values, errors)}\
${choiceSelect("court_type", "Court", courtTypeLabels, values, errors)}\
${choiceSelect("debt_type", "Debt type", debtTypeLabels, values, errors)}\
${choiceSelect("debtor_type", "Debtor", debtorTypeLabels, values, errors)}</div>\
<div class="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">\
${each(debtorAssetFacts, (fact) => checkbox(fact.field, fact.highlight, values, errors))}\
${checkbox("near_deadline", `Near an enforceability deadline (within ${NEAR_DEADLINE_MONTHS} months, or past it)`, values, errors)}</div></fieldset>\
<fieldset class="mt-4 min-w-0 border-t border-slate-200 pt-4" data-testid="record-filters">\
<legend class="sr-only">Checked by the marketplace</legend>${checkbox("verified", "Verified against the court record", values, errors)}</fieldset>\
</div></details>\
<div class="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap sm:items-center lg:flex-col lg:items-stretch">\
<button type="submit" class="btn-primary sm:min-w-36">Search</button>\
${clearUrl && html`<a class="btn-secondary" data-testid="clear-search" href="${clearUrl}" data-discover="true">Clear search</a>`}\
${
  shareUrl &&
  html`<a class="text-sm font-medium underline underline-offset-2 sm:ml-auto lg:ml-0" data-testid="share-search" href="${shareUrl}" data-discover="true">Share this search</a>`
}\
</div></form>`;
}

/** The form in its <section>, as the filters panel places it. */
export function searchFormSectionHtml(props: SearchFormProps): Html {
  return html`<section class="card p-5 sm:p-6 lg:p-5" aria-labelledby="search-title">${searchFormHtml(props)}</section>`;
}
