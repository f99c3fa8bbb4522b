// The browse page's "Save this search" form (in its filters panel, under the search form: a row on
// a phone or tablet, a column in the wide screen's sidebar): a name and the alert frequency, with the applied
// search as hidden fields, posted to /searches/new?{the search} (which shows it again, from its
// query, with messages when refused). A visitor gets a link that signs in first and comes back to the save form.
// Escaped markup (decision 0056), as the rest of the browse page, which never hydrates.
import { attr, each, html, type Html } from "~/components/html/html";
import { alertFrequencies, alertLabels, SAVED_SEARCH_NAME_MAX } from "~/domain/saved-searches";
import { signInPathTo } from "~/domain/sign-in-path";

export type SaveSearchPanelProps = { params: [string, string][]; signedIn: boolean; newUrl: string; suggestedName: string };

/** The alert choice, "Instantly" chosen (as ./alert-select.tsx, which the saved searches' own pages use, offers it). */
function alertSelectHtml(id: string): Html {
  return html`<select id="${id}" name="alerts" class="input">${each(
    alertFrequencies,
    (frequency) => html`<option value="${frequency}"${attr("selected", frequency === "instant" && "")}>${alertLabels[frequency]}</option>`,
  )}</select>`;
}

export function saveSearchPanelHtml({ params, signedIn, newUrl, suggestedName }: SaveSearchPanelProps): Html {
  const action = signedIn
    ? html`<form class="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end lg:flex-col lg:items-stretch" noValidate="" \
data-testid="save-search-form" data-discover="true" action="${newUrl}" method="post">\
${each(params, ([name, value]) => html`<input type="hidden" name="${name}" value="${value}"/>`)}\
<div class="sm:flex-1"><label for="save-search-name" class="label">Name</label>\
<input id="save-search-name" type="text" required="" maxLength="${SAVED_SEARCH_NAME_MAX}" class="input" name="search_name" value="${suggestedName}"/></div>\
<div><label for="save-search-alerts" class="label">E-mail me</label>${alertSelectHtml("save-search-alerts")}</div>\
<button type="submit" class="btn-primary">Save search</button></form>`
    : html`<p class="mt-2 text-sm"><a class="font-semibold" data-testid="save-search-sign-in" \
href="${signInPathTo(newUrl)}" data-discover="true">Sign in to save this search</a> <!-- -->and we will tell you about new matches.</p>`;
  return html`<section class="card border-brand-100 bg-brand-50/40 p-4 sm:p-5" aria-labelledby="save-search-title" data-testid="save-search">\
<div class="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between lg:flex-col">\
<h2 id="save-search-title" class="text-base font-semibold">Save this search</h2>\
<p class="text-sm text-slate-600">Get an e-mail when a newly approved listing matches it.</p></div>${action}</section>`;
}
