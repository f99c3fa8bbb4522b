// The Payments page's pieces: the member's saved cards (brand, last four digits, the card's own
// expiry, which one is the default) with "Make default" and "Remove", and the form that adds one.
// Plain form posts to the page's action (intent=default, remove or add): they work without
// JavaScript.
import { Form } from "react-router";
import type { Errors } from "~/components/forms";
import { CardFields } from "~/components/payments/card-form";
import { brandName, cardExpiry, type SavedCard } from "~/domain/saved-cards";

export function SavedCardList({ cards, defaultId, busy }: { cards: SavedCard[]; defaultId: string | null; busy: boolean }) {
  if (cards.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="no-saved-cards">
        You have no saved cards yet. A card you add here, or pay with, is saved on your account.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="saved-cards">
      {cards.map((card) => {
        const isDefault = card.id === defaultId;
        const label = `${brandName(card.brand)} ending in ${card.last4}`;
        return (
          <li
            key={card.id}
            className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
            data-testid="saved-card"
            data-last4={card.last4}
            data-default={isDefault ? "true" : undefined}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {brandName(card.brand)} <span className="font-mono">•••• {card.last4}</span>
                {isDefault && (
                  <span
                    className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700"
                    data-testid="default-badge"
                  >
                    Default
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600" data-testid="card-expiry">
                Expires {cardExpiry(card)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {!isDefault && (
                <Form method="post">
                  <input type="hidden" name="intent" value="default" />
                  <input type="hidden" name="payment_method" value={card.id} />
                  <button type="submit" className="btn-secondary" disabled={busy} aria-label={`Make ${label} the default`}>
                    Make default
                  </button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="payment_method" value={card.id} />
                <button type="submit" className="btn-secondary text-red-700" disabled={busy} aria-label={`Remove ${label}`}>
                  Remove
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A new card, checked by the bank (the temporary $1.00 authorization) before it is saved. */
export function AddCardForm({ stripeKey, errors, busy }: { stripeKey: string | null | undefined; errors?: Errors; busy: boolean }) {
  return (
    <Form method="post" className="space-y-4" data-testid="add-card-form">
      <input type="hidden" name="intent" value="add" />
      <CardFields stripeKey={stripeKey} errors={errors} authorizationNote legend="Add a card" />
      <button type="submit" className="btn-primary" disabled={busy} data-testid="add-card-submit">
        {busy ? "Saving…" : "Save Card"}
      </button>
    </Form>
  );
}
