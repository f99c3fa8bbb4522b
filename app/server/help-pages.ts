// What the resources pages (FAQ, how to buy, how to sell) state from branding and the upsells'
// rows, read in one place.
import type { RouterContextProvider } from "react-router";
import { upsellFacts } from "~/domain/fee-wording";
import { getServices } from "~/server/context";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";

export async function helpPageFacts(context: Readonly<RouterContextProvider>) {
  const { branding } = getServices(context);
  return {
    brand: branding.name,
    paymentDays: branding.timeframes.acceptance_to_payment,
    offerDays: branding.timeframes.offers_expire_days,
    assignmentDays: branding.timeframes.payment_to_assignment,
    inspectionDays: branding.timeframes.inspection_days,
    csemail: branding.csemail,
    csphone: branding.csphone,
    upsells: await loadUpsellFacts(context),
  };
}

/** The upsells on offer as the help pages word them: every edit at /admin/upsells shows at once. */
export async function loadUpsellFacts(context: Readonly<RouterContextProvider>) {
  return upsellFacts(await loadUpsellCatalogue(getServices(context).db));
}
