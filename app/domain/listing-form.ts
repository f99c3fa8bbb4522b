// The listing forms' limits, messages and plain helpers (seller spec sections 2 and 5), for the
// sell wizard's pages (/sell/judgment, /sell/pricing, /sell/contact, …), the listing edit page and the
// server. The forms' Zod schemas, for the server's checks, are in app/domain/schemas/listing-form.ts
// and use these.
import { priceShareBps } from "~/domain/fees";
import { ruleOfThumbSentence, withinGuide } from "~/domain/pricing-guide";

export const listingLimits = {
  titleMin: 5,
  titleMax: 120,
  descriptionMax: 5_000,
  casenumMax: 60,
  courthouseMax: 120,
  earliestAwarded: "1970-01-01",
} as const;

export const FEE_AGREE_MESSAGE = "You must check this box to indicate you understand the fee structure.";

/** Errors for the database rule: the county must exist and belong to the chosen state. */
export function countyInStateErrors(county: { stateId: number } | null | undefined, stateId: number) {
  if (!county || county.stateId !== stateId) return { county_id: ["Please choose a county in the selected state."] };
  return null;
}

/**
 * Price guidance is advice, never an error. `atOrAboveHalf` drives the review's warning icon
 * (the spec: shown when the price is not below half the amount). Outside every row of the pricing
 * guide (app/domain/pricing-guide.ts: 1% to 50% of the amount) the advice is the guide itself, so
 * no page recommends a range the guide contradicts.
 */
export function priceGuidance(priceCents: number, amountCents: number) {
  const share = priceShareBps(priceCents, amountCents);
  return {
    shareBps: share,
    atOrAboveHalf: priceCents * 2 >= amountCents,
    withinGuide: withinGuide(share),
    advice: ruleOfThumbSentence(),
  };
}

/** /sell/contact (a visitor's first step): the longest name. */
export const contactNameMax = 100;

/** The full form when a first or last name was given, the short one otherwise. */
export function isFullAccountForm(body: Record<string, unknown>): boolean {
  const given = (value: unknown) => typeof value === "string" && value.trim() !== "";
  return given(body.first_name) || given(body.last_name);
}
