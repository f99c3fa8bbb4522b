// The buyer's saved cards at the payment provider: listing, the setup token, and saving a new one.
import type { AppServices } from "~/server/context";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { PaymentError, type CardSummary } from "~/server/payments/provider";

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

export async function setupIntent(services: AppServices, userId: number): Promise<string | null> {
  try {
    const customerId = await ensurePaymentCustomer(services, userId);
    return (await services.payments.createSetupIntent(customerId)).clientSecret;
  } catch (error) {
    console.error("Creating a setup intent failed", error);
    return null;
  }
}

/** Saves the card from the card form on the user's customer; the provider's message on failure. */
export async function saveCard(
  services: AppServices,
  userId: number,
  paymentMethod: string,
): Promise<{ card: CardSummary } | { message: string }> {
  try {
    const customerId = await ensurePaymentCustomer(services, userId);
    return { card: await services.payments.attachPaymentMethod(customerId, paymentMethod) };
  } catch (error) {
    if (error instanceof PaymentError) return { message: error.message };
    console.error("Saving a card failed", error);
    return { message: SETUP_FAILED };
  }
}
