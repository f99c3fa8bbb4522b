// The review step's table: every field of the draft with Edit links back to its step, each
// collectability fact or "Not stated", the price warning (price not below half the amount), the
// listing fee that applies, and a notice when the dates given put the judgment past its limit.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent } from "~/domain/money";
import { privacyChoices, type DocumentPrivacy } from "~/domain/privacy-wording";

export type ReviewSummary = {
  title: string;
  description: string | null;
  stateName: string;
  countyName: string;
  casenum: string;
  courthouse: string | null;
  dateAwarded: string;
  amountCents: number;
  priceCents: number;
  buyNowCents: number | null;
  shareBps: number;
  atOrAboveHalf: boolean;
  /** The asking price's share is inside the pricing guide (1%–50%); outside it, priceAdvice (the guide's rule of thumb) shows. */
  withinGuide: boolean;
  priceAdvice: string;
  listingFeeCents: number;
  listingFeeLabel: string;
  privacy: DocumentPrivacy;
  /** A visitor's details from the first step; null for a member. */
  contact: { name: string; email: string } | null;
  /** Each collectability fact, "Not stated" when empty. */
  facts: { field: string; label: string; text: string; stated: boolean }[];
  /** The dates given put the judgment past its limit: what the seller should know. */
  pastLimitNotice: string | null;
};

function WarningIcon({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 20 20" className="inline h-5 w-5 shrink-0 text-amber-500" data-testid="price-warning">
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M8.26 2.9a2 2 0 0 1 3.48 0l6.33 11.25A2 2 0 0 1 16.33 17H3.67a2 2 0 0 1-1.74-2.85L8.26 2.9ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2Z"
      />
    </svg>
  );
}

function Section({ title, edit, children }: { title: string; edit: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200">
      <div className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{title}</h2>
        <Link to={edit} className="text-sm font-semibold" aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Link>
      </div>
      <table className="w-full text-sm">
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <tr>
      <th scope="row" className="w-2/5 px-4 py-2.5 text-left align-top font-medium text-slate-600 sm:w-1/3">
        {label}
      </th>
      <td className="px-4 py-2.5 align-top text-slate-900" data-testid={testId}>
        {children}
      </td>
    </tr>
  );
}

export function ReviewTable({ summary }: { summary: ReviewSummary }) {
  const s = summary;
  return (
    <div className="space-y-5" data-testid="review-table">
      {s.contact && (
        <Section title="Your details" edit="/sell/contact">
          <Row label="Name">{s.contact.name}</Row>
          <Row label="E-mail" testId="review-email">
            <span className="break-all">{s.contact.email}</span>
          </Row>
        </Section>
      )}
      <Section title="The judgment" edit="/sell/judgment">
        <Row label="Title" testId="review-title">
          {s.title}
        </Row>
        <Row label="Description">
          {s.description ? (
            <span className="whitespace-pre-line break-words">{s.description}</span>
          ) : (
            <span className="text-slate-500">None</span>
          )}
        </Row>
        <Row label="State">{s.stateName}</Row>
        <Row label="County">{s.countyName}</Row>
        <Row label="Case/Index Number">{s.casenum}</Row>
        <Row label="Courthouse">{s.courthouse ?? <span className="text-slate-500">Not given</span>}</Row>
        <Row label="Date Awarded">{formatDate(s.dateAwarded)}</Row>
      </Section>
      <Section title="What you know (optional)" edit="/sell/judgment">
        {s.facts.map((fact) => (
          <Row key={fact.field} label={fact.label} testId={`review-fact-${fact.field}`}>
            {fact.stated ? fact.text : <span className="text-slate-500">{fact.text}</span>}
          </Row>
        ))}
      </Section>
      {s.pastLimitNotice && (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid="review-past-limit"
        >
          {s.pastLimitNotice}
        </p>
      )}
      <Section title="Pricing" edit="/sell/pricing">
        <Row label="Judgment Amount" testId="review-amount">
          {formatMoney(s.amountCents)}
        </Row>
        <Row label="Asking Price" testId="review-price">
          <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
            {formatMoney(s.priceCents)}
            <span className="text-slate-500">({formatPercent(s.shareBps)} of the amount)</span>
            {s.atOrAboveHalf && <WarningIcon label="The asking price is half the judgment amount or more" />}
          </span>
          {!s.withinGuide && (
            <p className="mt-1 text-xs text-amber-800" data-testid="review-price-advice">
              {s.priceAdvice}
            </p>
          )}
        </Row>
        <Row label="Buy Now Price">{s.buyNowCents != null ? formatMoney(s.buyNowCents) : <span className="text-slate-500">None</span>}</Row>
        <Row label="Listing Fee" testId="review-listing-fee">
          {s.listingFeeCents === 0 ? (
            <span className="font-semibold text-accent-700">Free</span>
          ) : (
            <span className="font-semibold">
              {formatMoney(s.listingFeeCents)}{" "}
              <span className="font-normal text-slate-600">({s.listingFeeLabel.toLowerCase()}, paid at the checkout at the end)</span>
            </span>
          )}
        </Row>
      </Section>
      <Section title="Privacy" edit="/sell/privacy">
        <Row label="Documents" testId="review-privacy">
          <span className="font-semibold">{privacyChoices[s.privacy].title}</span>
          <p className="mt-0.5 text-slate-600">{privacyChoices[s.privacy].text}</p>
        </Row>
      </Section>
    </div>
  );
}
