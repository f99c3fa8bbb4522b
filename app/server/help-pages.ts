// What the resources pages (FAQ, how to buy, how to sell) state from branding, read in one place.
import type { RouterContextProvider } from "react-router";
import { getServices } from "~/server/context";

export function helpPageFacts(context: Readonly<RouterContextProvider>) {
  const { branding } = getServices(context);
  return {
    brand: branding.name,
    paymentDays: branding.timeframes.acceptance_to_payment,
    offerDays: branding.timeframes.offers_expire_days,
    csemail: branding.csemail,
    csphone: branding.csphone,
  };
}
