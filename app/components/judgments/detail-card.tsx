// The judgment card: the price (the asking price; once an offer is accepted, the agreed price for
// those who may know it: app/domain/listing-price.ts) against the judgment amount and the estimated
// balance, the highest-offer panel, the actions (passed in), the views / watchers / offers counts
// and the seller.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { priceShareBps } from "~/domain/fees";
import { shownPrice } from "~/domain/listing-price";
import { listingStatusLabel } from "~/domain/listing-status";
import { formatMoney, formatPercent } from "~/domain/money";
import { ReputationFigures } from "~/components/feedback/reputation-figures";
import type { Reputation } from "~/components/feedback/feedback-view";
import type { DetailJudgment, DetailValue } from "./detail-types";
import { IdentityMark } from "~/components/users/identity-mark";

/** `enhance` names the number for the enhancement script (the watchers, updated by the Watch toggle). */
function Count({ label, value, testId, enhance }: { label: string; value: number; testId: string; enhance?: string }) {
  return (
    <div className="px-2 py-3 text-center">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900" data-testid={testId} data-enhance={enhance}>
        {value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

/** The balance as the card reads it: the amount of an estimate, or why there is none. */
type CardBalance = { kind: "estimate"; balanceCents: number } | { kind: Exclude<DetailValue["balance"]["kind"], "estimate"> };

type CardPage = {
  judgment: Pick<DetailJudgment, "status" | "priceCents" | "buyNowCents" | "amountCents" | "counts" | "seller">;
  highestOfferCents: number | null;
  /** The agreed price once an offer is accepted, when the viewer may know it; null otherwise. */
  agreedCents?: number | null;
  /** The seller keeps the offers private: the panel says so instead of an amount. */
  offersHidden?: boolean;
  /** A new listing whose listing fee is unpaid (known to the owner and administrators only). */
  listingFeeDue?: boolean;
  /** The estimated balance today and the asking price's share of it (a portfolio's: its judgments' summed). */
  value?: { balance: CardBalance; shareBps: DetailValue["shareBps"] } | null;
  /** The seller's reputation's figures (docs/decisions/0045), shown under their handle. */
  sellerReputation?: Reputation | null;
  /** A portfolio's card says "Face value" of its judgments where a judgment's says its amount. */
  portfolioSize?: number;
};

export function DetailCard({ page, children }: { page: CardPage; children?: ReactNode }) {
  const { judgment, highestOfferCents } = page;
  const price = shownPrice(judgment, page.agreedCents ?? null);
  const share = priceShareBps(price.cents, judgment.amountCents);
  const active = judgment.status === "active";
  // The balance share the loader computed is the asking price's; the agreed price's is worked out here.
  const balanceShare =
    page.value?.balance.kind === "estimate" && page.value.shareBps !== null
      ? price.kind === "agreed"
        ? priceShareBps(price.cents, page.value.balance.balanceCents)
        : page.value.shareBps
      : null;
  return (
    <section className="card overflow-hidden" aria-labelledby="judgment-card-title" data-testid="judgment-card">
      <div className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2
            id="judgment-card-title"
            className="text-sm font-medium uppercase tracking-wide text-slate-600"
            data-testid="judgment-price-label"
          >
            {price.label}
          </h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-800"}`}
            data-testid="judgment-status"
          >
            {listingStatusLabel(judgment.status, page.listingFeeDue ?? false)}
          </span>
        </div>
        <p
          className="mt-1 text-4xl font-bold tracking-tight text-accent-700 tabular-nums"
          data-testid="judgment-price"
          data-price-kind={price.kind}
        >
          {formatMoney(price.cents)}
        </p>
        {price.kind === "agreed" && price.cents !== judgment.priceCents && (
          <p className="mt-1 text-sm text-slate-600" data-testid="judgment-asking-was">
            Asking price was <span className="tabular-nums">{formatMoney(judgment.priceCents)}</span>
          </p>
        )}
        <p className="mt-2 text-sm text-slate-600">
          {page.portfolioSize ? "Face value" : "Judgment amount"}{" "}
          <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(judgment.amountCents)}</span>
          <span aria-hidden="true"> · </span>
          {formatPercent(share)} of {page.portfolioSize ? "face value" : "the judgment"}
        </p>
        {page.value?.balance.kind === "estimate" && balanceShare !== null && (
          <p className="mt-1 text-sm text-slate-600" data-testid="judgment-balance-share">
            Estimated balance{" "}
            <a href="#judgment-value" className="font-semibold tabular-nums text-slate-900">
              {formatMoney(page.value.balance.balanceCents)}
            </a>
            <span aria-hidden="true"> · </span>
            {formatPercent(balanceShare)} of the balance{" "}
            <a href="/faq#judgment-value" className="text-xs underline">
              (estimate, not legal advice)
            </a>
          </p>
        )}
        {judgment.buyNowCents !== null && price.kind === "asking" && (
          <p className="mt-1 text-sm text-slate-700" data-testid="judgment-buy-now-price">
            Buy Now price <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(judgment.buyNowCents)}</span>
          </p>
        )}

        <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3" data-testid="highest-offer">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600">Highest offer</p>
          <p className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900" data-testid="highest-offer-amount">
            {page.offersHidden ? "Private" : highestOfferCents === null ? "No offers yet" : formatMoney(highestOfferCents)}
          </p>
          {page.offersHidden && (
            <p className="mt-0.5 text-xs text-slate-600" data-testid="highest-offer-private">
              The seller shows offers only to themselves.
            </p>
          )}
        </div>

        {children && <div className="mt-5">{children}</div>}
      </div>

      <dl className="grid grid-cols-3 divide-x divide-slate-200 border-t border-slate-200 bg-slate-50/60">
        <Count label="Views" value={judgment.counts.views} testId="count-views" />
        <Count label="Watching" value={judgment.counts.watchlist} testId="count-watchlist" enhance="watch-count" />
        <Count label="Offers" value={judgment.counts.offers} testId="count-offers" />
      </dl>

      <div className="border-t border-slate-200 px-5 py-3 text-sm text-slate-600 sm:px-6" data-testid="seller-block">
        <p>
          Listed by{" "}
          <Link to={`/users/${encodeURIComponent(judgment.seller.handle)}`} className="font-semibold" data-testid="seller-link">
            @{judgment.seller.handle}
          </Link>{" "}
          <IdentityMark verified={judgment.seller.identityVerified} />
        </p>
        {page.sellerReputation && (
          <div className="mt-2">
            <ReputationFigures reputation={page.sellerReputation} compact />
          </div>
        )}
      </div>
    </section>
  );
}
