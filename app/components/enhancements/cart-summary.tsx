// The cart: the listing fee when it is due, one line per chosen enhancement, the premium discount
// and the total. Every figure is the server's checkout summary (the one pricing of the checkout,
// docs/decisions/0016-checkout.md), sent with the page and again after each change of the cart:
// the total here is what the checkout charges, and nothing is added up in the browser.
import type { ReactNode } from "react";
import { formatMoney } from "~/domain/money";

/** The checkout summary (GET /api/enhancements/payment's), the fields the cart shows. */
export type CartSummaryFigures = {
  listing_fee: { amount: number; tier: string; basis: string } | null;
  upsells: { id: number; code: string; name: string; list_amount: number; amount: number; included_with_premium: boolean }[];
  premium_discount: number;
  /** The enhancements are priced at the premium members' discount. */
  member_prices: boolean;
  /** What the checkout charges, in cents. */
  total: number;
};

export function CartSummary({
  cart,
  discountLabel,
  onRemove,
  empty = "Your cart is empty. Choose an enhancement to make your listing stand out.",
  busy = false,
  children,
}: {
  cart: CartSummaryFigures;
  discountLabel: string;
  /** With JavaScript: a Remove button per line. */
  onRemove?: (id: number) => void;
  empty?: ReactNode;
  /** The server is pricing a change: the figures shown are the last ones it gave. */
  busy?: boolean;
  children?: ReactNode;
}) {
  const fee = cart.listing_fee;
  return (
    <div data-testid="cart" aria-busy={busy || undefined} className={busy ? "opacity-60 transition-opacity" : undefined}>
      {cart.upsells.length === 0 && !fee ? (
        <p className="text-sm text-slate-600" data-testid="cart-empty">
          {empty}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {fee && (
            <li className="flex items-start justify-between gap-3 py-2" data-testid="cart-line" data-code="listing_fee">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  Listing fee <span className="font-normal text-slate-500">({fee.tier})</span>
                </span>
                <span className="block text-xs text-slate-500">Unpaid: paid with your enhancements at checkout.</span>
              </span>
              <span className="shrink-0 tabular-nums">{formatMoney(fee.amount)}</span>
            </li>
          )}
          {cart.upsells.map((line) => (
            <li key={line.id} className="flex items-center justify-between gap-3 py-2" data-testid="cart-line" data-code={line.code}>
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{line.name}</span>
                {line.included_with_premium && <span className="block text-xs text-accent-700">Included with premium</span>}
                {onRemove && (
                  <button
                    type="button"
                    className="text-xs font-medium text-brand-600 hover:underline"
                    onClick={() => onRemove(line.id)}
                    aria-label={`Remove ${line.name}`}
                  >
                    Remove
                  </button>
                )}
              </span>
              <span className="shrink-0 tabular-nums">
                {line.included_with_premium ? (
                  <>
                    <s className="mr-1 text-slate-400">{formatMoney(line.list_amount)}</s>
                    {formatMoney(0)}
                  </>
                ) : (
                  formatMoney(line.list_amount)
                )}
              </span>
            </li>
          ))}
          {fee && cart.upsells.length === 0 && (
            <li className="py-2 text-xs text-slate-500" data-testid="cart-empty">
              No enhancements chosen.
            </li>
          )}
        </ul>
      )}
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
        {cart.premium_discount > 0 && (
          <div className="flex justify-between text-accent-700" data-testid="cart-discount">
            <dt>{discountLabel}</dt>
            <dd className="tabular-nums">{formatMoney(-cart.premium_discount)}</dd>
          </div>
        )}
        <div className="flex justify-between text-base font-semibold text-slate-900">
          <dt>{fee ? "Total due at checkout" : "Total"}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatMoney(cart.total)}
          </dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
