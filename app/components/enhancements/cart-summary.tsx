// The cart: one line per chosen item, the premium discount, and the total. The figures are the
// server's pricing function run in the browser (app/domain/enhancements.ts); the server prices the
// cart again when the seller pays.
import type { ReactNode } from "react";
import type { CartLine } from "~/domain/enhancements";
import { formatMoney } from "~/domain/money";

export type CartFigures = { lines: CartLine[]; listCents: number; discountCents: number; totalCents: number };

export function CartSummary({
  cart,
  discountLabel,
  onRemove,
  empty = "Your cart is empty. Choose an enhancement to make your listing stand out.",
  children,
}: {
  cart: CartFigures;
  discountLabel: string;
  /** With JavaScript: a Remove button per line. */
  onRemove?: (id: number) => void;
  empty?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div data-testid="cart">
      {cart.lines.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="cart-empty">
          {empty}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {cart.lines.map((line) => (
            <li key={line.id} className="flex items-center justify-between gap-3 py-2" data-testid="cart-line" data-code={line.code}>
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{line.name}</span>
                {line.included && <span className="block text-xs text-accent-700">Included with premium</span>}
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
                {line.included ? (
                  <>
                    <s className="mr-1 text-slate-400">{formatMoney(line.listCents)}</s>
                    {formatMoney(0)}
                  </>
                ) : (
                  formatMoney(line.listCents)
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
        {cart.discountCents > 0 && (
          <div className="flex justify-between text-accent-700" data-testid="cart-discount">
            <dt>{discountLabel}</dt>
            <dd className="tabular-nums">{formatMoney(-cart.discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between text-base font-semibold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatMoney(cart.totalCents)}
          </dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
