// Active Listings as boxes: live and hidden listings, and those past an accepted offer (with what
// the seller does next), each with its views, watchers and offers and its paid enhancements, and its
// offers in negotiation with their threads, and the flag of an enforceability deadline within 18
// months or past.
import { Link } from "react-router";
import { StatusBadge } from "~/components/dashboard/panel";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { shownPrice } from "~/domain/listing-price";
import type { NextStep } from "~/domain/listing-facts";
import { BuyingLineLink } from "~/components/buy-requests/listing-buyers";
import { DeadlineFlag } from "~/components/judgments/deadline-flag";
import { html } from "~/components/html/html";
import { listingPath } from "~/domain/listing-place";
import { Negotiations } from "./negotiations";
import { PortfolioMark, PortfolioMemberList } from "./portfolio-members";
import type { SellingRow } from "./selling-types";

const EDITABLE = new Set(["active", "hidden"]);

const stepTone: Record<NextStep["tone"], string> = {
  action: "border-brand-200 bg-brand-50 text-brand-900",
  waiting: "border-slate-200 bg-slate-50 text-slate-700",
  info: "border-slate-200 bg-slate-50 text-slate-700",
};

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="px-2 py-2 text-center">
      <dt className="text-[11px] font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="text-base font-semibold tabular-nums text-slate-900" data-testid={testId}>
        {value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

function ListingBox({ row }: { row: SellingRow }) {
  const hidden = row.status === "hidden";
  const price = shownPrice(row, row.acceptedOfferCents);
  const page = listingPath(row.kind, row.id);
  return (
    <li
      className={`card flex min-w-0 flex-col overflow-hidden ${hidden ? "border-dashed bg-slate-50" : ""} ${row.enhancements.includes("Highlighted") ? "ring-2 ring-amber-300" : ""}`}
      data-testid="active-box"
      data-status={row.status}
      data-kind={row.kind}
    >
      <div className="flex-1 p-4">
        <PortfolioMark row={row} />
        <div className="flex items-start justify-between gap-3">
          <Link
            to={page}
            className={`line-clamp-2 break-words ${row.enhancements.includes("Bold") ? "font-extrabold" : "font-semibold"}`}
            title={row.title}
            data-testid="listing-title"
          >
            {row.title}
          </Link>
          <StatusBadge status={row.status} />
        </div>
        <p className="mt-1 text-xs text-slate-600">
          {row.location}
          {row.listedAt && <> · Listed {formatDate(row.listedAt)}</>}
        </p>
        <p className="mt-3 text-sm text-slate-600" data-testid="listing-price" data-price-kind={price.kind}>
          {price.label} <span className="text-lg font-bold tabular-nums text-accent-700">{formatMoney(price.cents)}</span>, of{" "}
          <span className="tabular-nums">{formatMoney(row.amountCents)}</span>
        </p>
        {price.kind === "agreed" && price.cents !== row.priceCents && (
          <p className="mt-1 text-xs text-slate-600" data-testid="asking-was">
            Asking price was <span className="tabular-nums">{formatMoney(row.priceCents)}</span>
          </p>
        )}
        <PortfolioMemberList row={row} />
        {row.enhancements.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Enhancements" data-testid="enhancements">
            {row.enhancements.map((label) => (
              <li key={label} className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                {label}
              </li>
            ))}
          </ul>
        )}
        {row.buying && <BuyingLineLink line={row.buying} judgmentId={row.id} />}
        {row.nextStep && (
          <div className={`mt-3 rounded-md border px-3 py-2 text-sm ${stepTone[row.nextStep.tone]}`} data-testid="next-step">
            <p>{row.nextStep.text}</p>
            {row.nextStep.link && (
              <Link to={row.nextStep.link.to} className="mt-1 inline-block font-semibold">
                {row.nextStep.link.label} →
              </Link>
            )}
          </div>
        )}
        {row.deadline && (
          <div className="mt-3">
            <DeadlineFlag
              flag={row.deadline}
              more={html`<a href="/judgments/${row.id}#judgment-value" class="mt-1 inline-block text-xs font-semibold">See the enforceability clock →</a>`}
            />
          </div>
        )}
        <Negotiations judgmentId={row.id} offers={row.negotiations} />
      </div>
      <dl className="grid grid-cols-3 divide-x divide-slate-200 border-t border-slate-200 bg-slate-50/60">
        <Count label="Views" value={row.counts.views} testId="count-views" />
        <Count label="Watching" value={row.counts.watchlist} testId="count-watchlist" />
        <Count label="Offers" value={row.counts.offers} testId="count-offers" />
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 px-4 py-3">
        <Link to={page} className="btn-secondary px-3 py-1.5 text-xs">
          {row.kind === "portfolio" ? "My Portfolio" : "My Listing"}
        </Link>
        {EDITABLE.has(row.status) && row.kind === "judgment" && (
          <Link to={`/judgments/${row.id}/edit`} className="btn-secondary px-3 py-1.5 text-xs" data-testid="edit-link">
            Edit
          </Link>
        )}
      </div>
    </li>
  );
}

export function ActiveListings({ rows }: { rows: SellingRow[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map((row) => (
        <ListingBox key={row.id} row={row} />
      ))}
    </ul>
  );
}
