// The judgment page's "Court record" section as markup (decisions 0047 and 0056): verified by the
// marketplace against the court's docket on a date, with exactly what was checked, or "Not verified"
// with what that means for a buyer and where the docket can be read. Its one writer, for the pages
// written in markup and for React (DetailVerification places it).
import { each, html, type Html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { formatDate } from "~/domain/dates";
import { NOT_VERIFIED_HEADING, NOT_VERIFIED_TEXT, VERIFIED_HEADING, VOIDED_TEXT, shortFingerprint } from "~/domain/court-verification";

export type DetailVerificationView = {
  verified: {
    at: Date | string;
    source: string;
    docketCourt: string;
    docketNumber: string;
    docketUrl: string | null;
    checks: { key: string; text: string; confirmed: boolean }[];
    renewals: string | null;
    sha256: string;
  } | null;
  voidedOn: Date | string | null;
  docketSearches: { name: string; url: string }[];
};

const CONFIRMED = html`<svg aria-hidden="true" viewBox="0 0 20 20" class="mt-0.5 size-4 shrink-0 text-emerald-700" fill="currentColor">\
<path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"></path></svg>`;
const NOT_CONFIRMED = html`<svg aria-hidden="true" viewBox="0 0 20 20" class="mt-0.5 size-4 shrink-0 text-amber-700" fill="currentColor">\
<path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 4a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 7a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z"></path></svg>`;

function verifiedHtml(verified: NonNullable<DetailVerificationView["verified"]>, brand: string): Html {
  const docketLink =
    verified.docketUrl &&
    html` <!-- -->(<a href="${verified.docketUrl}" target="_blank" rel="noreferrer" data-testid="verified-docket-link">read the docket</a>)<!-- -->`;
  const checks = each(
    verified.checks,
    (check) => html`<li class="${`flex items-start gap-2 ${check.confirmed ? "text-slate-900" : "text-amber-950"}`}" \
data-confirmed="${String(check.confirmed)}">${check.confirmed ? CONFIRMED : NOT_CONFIRMED}<span>${check.text}</span></li>`,
  );
  return html`<p class="mt-2"><span class="inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900" \
data-testid="verification-status">${VERIFIED_HEADING}<!-- --> on <!-- -->${formatDate(verified.at)}</span></p>\
<p class="mt-2 text-sm text-slate-700">${brand}<!-- --> read this judgment&#x27;s docket <!-- -->${verified.source}<!-- --> \
and compared it with the listing:<!-- --> <span class="font-medium text-slate-900" data-testid="verified-docket">\
${verified.docketCourt}<!-- -->, case <!-- -->${verified.docketNumber}</span>${docketLink}.</p>\
<ul class="mt-3 space-y-1.5 text-sm" aria-label="What was checked" data-testid="verification-checklist">${checks}\
<li class="flex items-start gap-2 text-slate-900" data-testid="verification-renewals">${CONFIRMED}\
<span>${verified.renewals ? `Renewals of record: ${verified.renewals}` : "No renewal of record"}</span></li></ul>\
<p class="mt-3 text-xs text-slate-500">What the docket showed on that date; later filings are not reflected. \
The docket extract read is kept on file (SHA-256<!-- --> <code title="${verified.sha256}" data-testid="verification-fingerprint">\
${shortFingerprint(verified.sha256)}</code>). Not legal advice: a buyer may read the docket too.</p>`;
}

function notVerifiedHtml(view: DetailVerificationView): Html {
  const searches = view.docketSearches.map(
    (search, index) =>
      html`<span>${index > 0 ? " or " : null}<a href="${search.url}" target="_blank" rel="noreferrer">${search.name}</a></span>`,
  );
  return html`<p class="mt-2"><span class="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700" \
data-testid="verification-status">${NOT_VERIFIED_HEADING}</span></p><p class="mt-2 text-sm text-slate-700">${NOT_VERIFIED_TEXT}</p>\
${view.voidedOn && html`<p class="mt-2 text-sm text-amber-900" data-testid="verification-voided">${VOIDED_TEXT}<!-- --> <!-- -->${formatDate(view.voidedOn)}<!-- -->.</p>`}\
${view.docketSearches.length > 0 && html`<p class="mt-2 text-sm text-slate-700">Read the docket on<!-- --> ${searches}.</p>`}`;
}

/** The section; `brand`: the marketplace's name, which read the docket. */
export function detailVerificationParts(view: DetailVerificationView, brand: string): MarkupElementParts {
  return {
    tag: "section",
    attributes: { class: "card px-5 py-5 sm:px-6", "aria-labelledby": "court-record-title", "data-testid": "court-record" },
    inside: html`<h2 id="court-record-title" class="text-lg font-semibold">Court record</h2>\
${view.verified ? verifiedHtml(view.verified, brand) : notVerifiedHtml(view)}`,
  };
}

export function detailVerificationHtml(view: DetailVerificationView, brand: string): Html {
  return markupElementHtml(detailVerificationParts(view, brand));
}
