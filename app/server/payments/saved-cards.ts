// The member's saved cards at the payment provider: listing, the setup token, saving a new one,
// making one the default and removing one (the Payments page and its JSON endpoints). A card is
// one card however often it was saved: matched by the provider's fingerprint (issue 27, item 9),
// it is listed once, not saved again by a payment, replaces its older copy when added again, and
// is removed with its copies.
import type { AppServices } from "~/server/context";
import { jsonError, refuse } from "~/server/http/refusal";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { PaymentError, type CardSummary, type ProviderCard } from "~/server/payments/provider";
import { distinctCards, savedAfter, twinsOf } from "~/domain/saved-cards";
import { rateLimits } from "~/config/limits";
import { consume, retryMessage } from "~/server/rate-limit";

export const SETUP_FAILED =
  "Sorry, we were unable to set up the payment processing. Developers have been notified and we will get it fixed as soon as possible. In the meantime, refresh the page and try again.";

export type SavedCards = { methods: CardSummary[]; default: string | null };

/** The card as the member sees it (the fingerprint stays on the server). */
const shown = ({ id, brand, last4, exp_month, exp_year }: ProviderCard): CardSummary => ({ id, brand, last4, exp_month, exp_year });

/**
 * The member's cards, each card once: of the same card saved twice (before fingerprints were
 * matched, or by two requests at once), the default or else the newest is listed. Null when the
 * provider could not be asked.
 */
export async function savedCards(services: AppServices, userId: number): Promise<SavedCards | null> {
  try {
    const customerId = await ensurePaymentCustomer(services, userId);
    const saved = await services.payments.listPaymentMethods(customerId);
    return { methods: distinctCards(saved.methods, saved.default).map(shown), default: saved.default };
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

/**
 * Whether a payment's card should be saved once it is charged: not when it is a saved card, nor
 * the same card as one (its fingerprint), which would list it twice. When the provider cannot
 * tell the card's fingerprint it is saved, and the list still shows it once.
 */
export async function isNewCard(services: Pick<AppServices, "payments">, customerId: string, paymentMethod: string): Promise<boolean> {
  const saved = await services.payments.listPaymentMethods(customerId);
  if (saved.methods.some((method) => method.id === paymentMethod)) return false;
  let fingerprint: string | null = null;
  try {
    fingerprint = await services.payments.cardFingerprint(paymentMethod);
  } catch (error) {
    // A payment method the provider does not know: the charge itself answers that.
    if (!(error instanceof PaymentError)) throw error;
  }
  return fingerprint === null || !saved.methods.some((method) => method.fingerprint === fingerprint);
}

/**
 * A card added again (a renewed card keeps its number, so its fingerprint): the older copies are
 * removed and the new one takes the default when a copy had it. Only older copies, so two
 * requests adding the same card at once agree on the one to keep.
 */
async function replaceOlderCopies(services: AppServices, customerId: string, card: ProviderCard): Promise<void> {
  const saved = await services.payments.listPaymentMethods(customerId);
  const older = twinsOf(saved.methods, card).filter((twin) => savedAfter(card, twin));
  for (const twin of older) await services.payments.detachPaymentMethod(customerId, twin.id);
  if (older.some((twin) => twin.id === saved.default)) await services.payments.setDefaultPaymentMethod(customerId, card.id);
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
    const card = await services.payments.attachPaymentMethod(customerId, paymentMethod);
    // The card is saved; a copy left behind by a failure here is still listed once.
    await replaceOlderCopies(services, customerId, card).catch((error) => console.error("Removing a card's older copies failed", error));
    return { card: shown(card) };
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
  change: (customerId: string, cards: ProviderCard[]) => Promise<void>,
): Promise<SavedCards> {
  let customerId: string;
  let cards: { methods: ProviderCard[]; default: string | null };
  try {
    customerId = await ensurePaymentCustomer(services, userId);
    cards = await services.payments.listPaymentMethods(customerId);
  } catch (error) {
    console.error("Listing payment methods failed", error);
    throw jsonError(502, CARDS_UNAVAILABLE);
  }
  if (!cards.methods.some((m) => m.id === cardId)) throw refuse(404, "payment_method", CARD_NOT_FOUND);
  try {
    await change(customerId, cards.methods);
    const now = await services.payments.listPaymentMethods(customerId);
    return { methods: distinctCards(now.methods, now.default).map(shown), default: now.default };
  } catch (error) {
    console.error("Changing a saved card failed", error);
    throw jsonError(502, CARDS_UNAVAILABLE);
  }
}

/** Makes one of the member's saved cards the default; the cards as they are now. */
export function makeDefaultCard(services: AppServices, userId: number, cardId: string): Promise<SavedCards> {
  return changeCard(services, userId, cardId, (customerId) => services.payments.setDefaultPaymentMethod(customerId, cardId));
}

/**
 * Removes one of the member's saved cards at the provider (another becomes the default if it was),
 * with the copies of the same card the list did not show, which would otherwise appear in its place.
 */
export function removeCard(services: AppServices, userId: number, cardId: string): Promise<SavedCards> {
  return changeCard(services, userId, cardId, async (customerId, cards) => {
    const card = cards.find((method) => method.id === cardId)!;
    for (const twin of twinsOf(cards, card)) await services.payments.detachPaymentMethod(customerId, twin.id);
    await services.payments.detachPaymentMethod(customerId, cardId);
  });
}
