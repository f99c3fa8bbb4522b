// The buyer's saved cards to choose from (the default first), and a new card (charged, then saved
// on the account once the charge succeeds).
import { useEffect, useState } from "react";
import type { Errors } from "~/components/forms";
import { CardFields } from "~/components/payments/card-form";
import { brandName, cardExpiry, type SavedCard } from "~/domain/saved-cards";

export function CardChoice({ cards, stripeKey, errors }: { cards: SavedCard[]; stripeKey: string | null | undefined; errors?: Errors }) {
  const [choice, setChoice] = useState(cards[0]?.id ?? "new");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  if (cards.length === 0) return <CardFields stripeKey={stripeKey} errors={errors} authorizationNote legend="Add a card" />;
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Pay with</legend>
      {cards.map((card) => (
        <label
          key={card.id}
          className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600"
        >
          <input type="radio" name="saved_card" value={card.id} checked={choice === card.id} onChange={() => setChoice(card.id)} />
          <span className="font-medium">
            {brandName(card.brand)} •••• {card.last4}
          </span>
          <span className="ml-auto text-slate-500">Expires {cardExpiry(card)}</span>
        </label>
      ))}
      <label className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600">
        <input
          type="radio"
          name="saved_card"
          value="new"
          checked={choice === "new"}
          onChange={() => setChoice("new")}
          data-testid="new-card-choice"
        />
        <span className="font-medium">Add a new card</span>
      </label>
      {/* Without JavaScript the card fields are always there; a saved card is charged unless "new" is chosen.
          With it they appear only for a new card (the card form checks itself before the form is sent). */}
      {(!enhanced || choice === "new") && (
        <div className="pt-2">
          <CardFields stripeKey={stripeKey} errors={errors} authorizationNote legend="New card" />
        </div>
      )}
    </fieldset>
  );
}
