// The member's saved cards at the payment provider: listing, the setup token, saving a new one,
// making one the default and removing one (the Payments page and its JSON endpoints).
import type { AppServices } from "~/server/context";
import { jsonError, refuse } from "~/server/http/refusal";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { PaymentError, type CardSummary } from "~/server/payments/provider";
import { rateLimits } from "~/config/limits";
import { consume, retryMessage } from "~/server/rate-limit";

export const SETUP_FAILED =
  "Sorry, we were unable to set up the payment processing. Developers have been notified and we will get it fixed as soon as possible. In the meantime, refresh the page and try again.";

export type SavedCards = { methods: CardSummary[]; default: string | null };

/** Null when the provider could not be asked. */
export async function savedCards(services: AppServices, userId: number): Promise<SavedCards | null> {
  try {
    const customerId = await ensurePaymentCustomer(services, userId);
    return await services.payments.listPaymentMethods(customerId);
  } catch (error) {
    console.error("Listing payment methods failed", error);
    return null;
  }
}

/** Whether `paymentMethod` is one of this customer's saved cards (the provider is asked). */
export async function isSavedCard(services: Pick<AppServices, "payments">, customerId: string, paymentMethod: string): Promise<boolean> {
  const saved = await services.payments.listPaymentMethods(customerId);
  return saved.methods.some((method) => method.id === paymentMethod);
}

export async function setupIntent(services: AppServices, userId: number): Promise<string | null> {
  try {
    const customerId = await ensurePaymentCustomer(services, userId);
    return (await services.payments.createSetupIntent(customerId)).clientSecret;
  } catch (error) {
    console.error("Creating a setup intent failed", error);
    return null;
  }
}

/**
 * Saves the card from the card form on the user's customer; the provider's message on failure.
 * Counted against `cardsAddedPerUser` (each try asks the bank: no testing of stolen card numbers).
 */
export async function saveCard(
  services: AppServices,
  userId: number,
  paymentMethod: string,
): Promise<{ card: CardSummary } | { message: string }> {
  const limit = await consume(services, `card:add:user:${userId}`, rateLimits.cardsAddedPerUser);
  if (limit.limited) return { message: `You have tried to add many cards recently. ${retryMessage(limit.retryAfterSeconds)}` };
  try {
    const customerId = await ensurePaymentCustomer(services, userId);
    return { card: await services.payments.attachPaymentMethod(customerId, paymentMethod) };
  } catch (error) {
    if (error instanceof PaymentError) return { message: error.message };
    console.error("Saving a card failed", error);
    return { message: SETUP_FAILED };
  }
}

export const CARD_NOT_FOUND = "That card is not one of your saved cards.";
export const CARDS_UNAVAILABLE = "Your saved cards could not be changed right now. Please refresh the page and try again.";

/**
 * Runs a change to one of the member's saved cards: 404 when the card is not theirs (another
 * member's card answers exactly like a missing one), 502 when the provider cannot be asked.
 */
async function changeCard(
  services: AppServices,
  userId: number,
  cardId: string,
  change: (customerId: string) => Promise<void>,
): Promise<SavedCards> {
  let customerId: string;
  let cards: SavedCards;
  try {
    customerId = await ensurePaymentCustomer(services, userId);
    cards = await services.payments.listPaymentMethods(customerId);
  } catch (error) {
    console.error("Listing payment methods failed", error);
    throw jsonError(502, CARDS_UNAVAILABLE);
  }
  if (!cards.methods.some((m) => m.id === cardId)) throw refuse(404, "payment_method", CARD_NOT_FOUND);
  try {
    await change(customerId);
    return await services.payments.listPaymentMethods(customerId);
  } catch (error) {
    console.error("Changing a saved card failed", error);
    throw jsonError(502, CARDS_UNAVAILABLE);
  }
}

/** Makes one of the member's saved cards the default; the cards as they are now. */
export function makeDefaultCard(services: AppServices, userId: number, cardId: string): Promise<SavedCards> {
  return changeCard(services, userId, cardId, (customerId) => services.payments.setDefaultPaymentMethod(customerId, cardId));
}

/** Removes one of the member's saved cards at the provider (another becomes the default if it was). */
export function removeCard(services: AppServices, userId: number, cardId: string): Promise<SavedCards> {
  return changeCard(services, userId, cardId, (customerId) => services.payments.detachPaymentMethod(customerId, cardId));
}
