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
