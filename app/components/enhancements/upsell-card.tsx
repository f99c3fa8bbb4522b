// One enhancement on sale: name, price, what it does, and the checkbox that puts it in the cart.
// The whole card is the checkbox's label, so a tap anywhere on it adds or removes it.
import { formatDate } from "~/domain/dates";
import type { UpsellCode } from "~/domain/enhancements";
import { feeSchedule } from "~/config/fees";
import { FIRST_LOOK_DAYS, MONTHLY_LISTING_CREDITS } from "~/domain/membership";
import { formatMoney, formatPercent } from "~/domain/money";

export type StoreUpsell = {
  id: number;
  code: UpsellCode;
  name: string;
  description: string;
  amountCents: number;
  /** The price with the premium members' discount (the server's). */
  memberCents: number;
  owned: boolean;
};

const icons: Record<string, string> = {
  embolden: "M5 3h6.5a4 4 0 0 1 2.7 7A4.5 4.5 0 0 1 12 18H5V3Zm3 3v3.5h3.5a1.75 1.75 0 0 0 0-3.5H8Zm0 6.5V15h4a2 2 0 0 0 0-4H8Z",
  highlight: "M4 15h12v2H4v-2Zm9.6-12.4 2.8 2.8-7.1 7.1H6.5V9.7l7.1-7.1Z",
  featured_state: "M10 2a6 6 0 0 1 6 6c0 4.4-6 10-6 10S4 12.4 4 8a6 6 0 0 1 6-6Zm0 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
  featured_nationwide: "M10 1.5 12.6 7l6 .6-4.5 4 1.3 5.9L10 14.5l-5.4 3 1.3-5.9-4.5-4 6-.6L10 1.5Z",
  premium: "M3 6l3.5 3L10 3l3.5 6L17 6l-1.5 9h-11L3 6Zm1.5 10.5h11V18h-11v-1.5Z",
};

export function UpsellCard({
  upsell,
  selected,
  discountedCents,
  premiumUntil,
  onToggle,
}: {
  upsell: StoreUpsell;
  selected: boolean;
  /** The price after the premium discount, when it applies. */
  discountedCents: number | null;
  /** Shown on the membership card when the seller is a member already. */
  premiumUntil?: string | null;
  onToggle?: (id: number, selected: boolean) => void;
}) {
  const inputId = `upsell-${upsell.id}`;
  const isPremium = upsell.code === "premium";
  const state = upsell.owned ? "owned" : selected ? "selected" : "available";
  return (
    <label
      htmlFor={upsell.owned ? undefined : inputId}
      data-testid="upsell-card"
      data-code={upsell.code}
      data-state={state}
      className={`card flex h-full flex-col p-5 transition-colors ${
        upsell.owned
          ? "cursor-default bg-slate-50"
          : selected
            ? "cursor-pointer border-brand-500 ring-2 ring-brand-500"
            : "cursor-pointer hover:border-brand-200"
      }`}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <svg viewBox="0 0 20 20" className="h-5 w-5">
            <path fill="currentColor" d={icons[upsell.code] ?? icons.featured_nationwide} />
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold text-slate-900">{upsell.name}</h3>
          <p className="mt-0.5 text-lg font-bold text-slate-900" data-testid="upsell-price">
            {discountedCents !== null && discountedCents !== upsell.amountCents ? (
              <>
                <span className="sr-only">Was </span>
                <s className="mr-2 text-sm font-normal text-slate-500">{formatMoney(upsell.amountCents)}</s>
                <span className="sr-only">now </span>
                {formatMoney(discountedCents)}
              </>
            ) : (
              formatMoney(upsell.amountCents)
            )}
            {isPremium && <span className="text-sm font-normal text-slate-600"> / month</span>}
          </p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{upsell.description}</p>
      {isPremium && (
        <p className="mt-2 text-sm text-slate-600">
          {premiumUntil ? (
            <span className="text-accent-700">You are a premium member until {formatDate(premiumUntil)}; this adds a month. </span>
          ) : null}
          Its {formatPercent(feeSchedule.premiumEnhancementDiscountBps)} enhancement discount applies to this order, and its other benefits
          (a {FIRST_LOOK_DAYS}-day first look, {MONTHLY_LISTING_CREDITS} bold or highlighted listings a month, free assignment forms) start
          at once. It renews monthly on your default card; cancel any time in My Settings.
        </p>
      )}
      <div className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm font-medium">
        {upsell.owned ? (
          <span
            className="inline-flex items-center gap-1.5 rounded-full bg-accent-600/10 px-2.5 py-1 text-accent-700"
            data-testid="upsell-owned"
          >
            <span aria-hidden="true">✓</span> On your listing
          </span>
        ) : (
          <>
            <input
              id={inputId}
              type="checkbox"
              name="upsells"
              value={upsell.id}
              className="h-4 w-4 rounded border-slate-300 accent-brand-700"
              checked={selected}
              onChange={(event) => onToggle?.(upsell.id, event.target.checked)}
            />
            <span className={selected ? "text-brand-700" : "text-slate-700"}>{selected ? "In your cart" : "Add to cart"}</span>
          </>
        )}
      </div>
    </label>
  );
}
