// The dashboard's building blocks: a titled panel card, its empty state, its item list and the
// listing status badge.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { listingPath } from "~/domain/listing-place";
import { shownStatus, shownStatusLabels, type ListingKind, type ListingStatus, type ShownStatus } from "~/domain/listing-status";
import { PortfolioTag } from "~/components/judgments/portfolio-tag";

/** How many items a dashboard panel shows; the loader asks for one more to know if there are more. */
export const PANEL_ITEMS = 5;

export function Panel({
  title,
  link,
  children,
  testId,
  badge,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  testId: string;
  badge?: ReactNode;
}) {
  return (
    <section className="card flex min-w-0 flex-col" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
        <h2 id={`${testId}-title`} className="flex items-center gap-2 text-base font-semibold">
          {title}
          {badge}
        </h2>
        {link && (
          <Link to={link.to} className="shrink-0 text-sm font-medium">
            {link.label}
          </Link>
        )}
      </header>
      <div className="flex-1 px-5 py-4 text-sm">{children}</div>
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="text-slate-600" data-testid="panel-empty">
      {children}
    </p>
  );
}

/** The panel's rows, separated by hairlines; `more` adds a closing note or link. */
export function PanelList({ children, more }: { children: ReactNode; more?: ReactNode }) {
  return (
    <>
      <ul className="-my-3 divide-y divide-slate-100">{children}</ul>
      {more && <p className="mt-4 border-t border-slate-100 pt-3 text-slate-600">{more}</p>}
    </>
  );
}

export function PanelItem({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <li className="py-3" data-testid={testId}>
      {children}
    </li>
  );
}

/**
 * A listing's title that links to its page, on two lines at most however long it is; a portfolio's
 * (docs/decisions/0055) links to the portfolio's page and is marked "Portfolio · 5 judgments".
 */
export function JudgmentLink({
  id,
  title,
  kind = "judgment",
  portfolioSize = null,
}: {
  id: number;
  title: string;
  kind?: ListingKind;
  portfolioSize?: number | null;
}) {
  return (
    <>
      <Link to={listingPath(kind, id)} className="line-clamp-2 font-medium" title={title}>
        {title}
      </Link>
      {kind === "portfolio" && <PortfolioTag size={portfolioSize} className="mt-1" />}
    </>
  );
}

/** A dashboard row's place: "Harris, TX"; a portfolio's state alone when its judgments are in several counties; none across states (its mark says what it is). */
export function panelPlace(item: { state: { abbreviation: string } | null; county: { name: string } | null }): string | null {
  if (!item.state) return null;
  return item.county ? `${item.county.name}, ${item.state.abbreviation}` : item.state.abbreviation;
}

const statusTone: Record<ShownStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  awaiting_fee: "bg-orange-100 text-orange-900 ring-1 ring-inset ring-orange-300",
  active: "bg-emerald-100 text-emerald-800",
  hidden: "bg-slate-100 text-slate-700",
  offer_accepted: "bg-sky-100 text-sky-900",
  paid: "bg-violet-100 text-violet-900",
  assigned: "bg-sky-100 text-sky-900",
  disputed: "bg-rose-100 text-rose-900",
  sold: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-800",
  declined: "bg-red-100 text-red-900 ring-1 ring-inset ring-red-300",
  in_portfolio: "bg-indigo-100 text-indigo-900",
};

/** The listing's status; `feeDue` (the seller's and administrators' views) shows "Awaiting listing fee". */
export function StatusBadge({ status, feeDue = false }: { status: ListingStatus; feeDue?: boolean }) {
  const shown = shownStatus(status, feeDue);
  return (
    <span
      className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${statusTone[shown]}`}
      data-testid="status"
      data-status={shown}
    >
      {shownStatusLabels[shown]}
    </span>
  );
}

/** The first `PANEL_ITEMS` of a list fetched with one extra, and whether there were more. */
export function firstItems<T>(items: T[]): { items: T[]; more: boolean } {
  return { items: items.slice(0, PANEL_ITEMS), more: items.length > PANEL_ITEMS };
}
