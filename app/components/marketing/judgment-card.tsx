// A listing as a card: title (the card's link), place, judgment amount and asking price.
import { formatDate } from "~/domain/dates";
import { priceShareBps } from "~/domain/fees";
import { listingPath, placeWords, stateShort } from "~/domain/listing-place";
import type { ListingSummary } from "~/domain/listing-summary";
import { formatMoney, formatPercent } from "~/domain/money";
import { FirstLookBadge } from "~/components/judgments/first-look-badge";
import { PortfolioTag } from "~/components/judgments/portfolio-tag";

export type JudgmentCardData = ListingSummary<Date | string> & { featured?: boolean };

export function JudgmentCard({ judgment }: { judgment: JudgmentCardData }) {
  const share = priceShareBps(judgment.priceCents, judgment.amountCents);
  const titleId = `judgment-${judgment.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="featured-judgment"
      className="card group relative flex w-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-brand-800">
          <abbr title={judgment.stateName ?? undefined} className="no-underline">
            {stateShort(judgment)}
          </abbr>
        </span>
        {judgment.kind === "portfolio" && <PortfolioTag size={judgment.portfolioSize} />}
        {judgment.firstLook && <FirstLookBadge className="ml-auto shrink-0" />}
        {judgment.featured && (
          <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Featured</span>
        )}
      </div>
      <h3 id={titleId} className="mt-2 text-lg font-semibold leading-snug">
        <a
          href={listingPath(judgment.kind, judgment.id)}
          className="text-slate-900 no-underline after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus:outline-none"
        >
          {judgment.title}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{placeWords(judgment)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Judgment amount</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900">{formatMoney(judgment.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Asking price</dt>
          <dd className="mt-0.5 text-lg font-semibold text-accent-700">{formatMoney(judgment.priceCents)}</dd>
        </div>
      </dl>
      <p className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-4 text-xs text-slate-600">
        <span>{formatPercent(share)} of the judgment amount</span>
        {judgment.listedAt && <span>Listed {formatDate(judgment.listedAt)}</span>}
      </p>
    </article>
  );
}
