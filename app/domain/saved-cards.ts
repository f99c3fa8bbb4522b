// Saved cards as the Payments page and the pay page show them, and the card a request names
// (its Zod schemas, for the server's checks, are in app/domain/schemas/saved-cards.ts).

export type SavedCard = { id: string; brand: string; last4: string; exp_month: number; exp_year: number };

export const CHOOSE_SAVED_CARD = "Please choose one of your saved cards.";

/** "Visa", "Mastercard", "Amex"…: the provider's brand as a name. */
export function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The card's own expiry as printed on it, MM/YY. */
export function cardExpiry(card: Pick<SavedCard, "exp_month" | "exp_year">): string {
  return `${String(card.exp_month).padStart(2, "0")}/${String(card.exp_year).slice(-2)}`;
}

/** The cards with the default first: the one a payment form offers first. */
export function defaultFirst<T extends { id: string }>(cards: T[], defaultId: string | null): T[] {
  return [...cards].sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
}

/**
 * What tells two saved cards apart (issue 27, item 9): the provider's card fingerprint (Stripe's
 * `card.fingerprint`: the same card number gives the same fingerprint, whatever its expiry) and
 * when the card was saved (milliseconds).
 */
export type CardIdentity = { id: string; fingerprint: string | null; created: number };

/** Whether `a` was saved after `b` (then the larger id, so every request agrees on which is newer). */
export function savedAfter(a: CardIdentity, b: CardIdentity): boolean {
  return a.created !== b.created ? a.created > b.created : a.id > b.id;
}

/** The other saved cards that are the same card as `card` (same fingerprint). */
export function twinsOf<T extends CardIdentity>(cards: readonly T[], card: CardIdentity): T[] {
  return card.fingerprint === null ? [] : cards.filter((other) => other.id !== card.id && other.fingerprint === card.fingerprint);
}

/**
 * One card per fingerprint, in the provider's order: of the same card saved twice, the default
 * when it is one of them, otherwise the newest. A card without a fingerprint is always kept.
 */
export function distinctCards<T extends CardIdentity>(cards: readonly T[], defaultId: string | null): T[] {
  const kept = new Map<string, T>();
  for (const card of cards) {
    if (card.fingerprint === null) continue;
    const current = kept.get(card.fingerprint);
    const better = !current || (current.id !== defaultId && (card.id === defaultId || savedAfter(card, current)));
    if (better) kept.set(card.fingerprint, card);
  }
  return cards.filter((card) => card.fingerprint === null || kept.get(card.fingerprint) === card);
}
