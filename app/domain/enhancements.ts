// Paid enhancements (upsells) and what a cart of them costs. Pure: the server computes the charge
// with it, and the enhancement pages show the same running total while the seller ticks boxes.
//
// Prices come from the `upsells` table (the administrators edit them at /admin/upsells): each
// catalogue item carries its amount_cents, and every page, the FAQ and the checkout price from
// those rows. The fee schedule (app/config/fees.ts) keeps only the premium members' discount.
import { feeSchedule, type FeeSchedule } from "~/config/fees";
import { percentOf } from "~/domain/money";
import { isCreditCode } from "~/domain/listing-credits";

/** The seller spec's success message after any enhancement or premium payment. */
export const PAYMENT_THANK_YOU = "Thank You! Your payment was successful and an invoice has been mailed to you for your records.";

export type UpsellCode = "embolden" | "highlight" | "featured_state" | "featured_nationwide" | "premium";

/** The listing enhancements (the cards of the enhancement pages), in the schedule's order. */
export const enhancementCodes = ["embolden", "highlight", "featured_state", "featured_nationwide"] as const;
export type EnhancementCode = (typeof enhancementCodes)[number];

export function isEnhancementCode(code: string): code is EnhancementCode {
  return (enhancementCodes as readonly string[]).includes(code);
}

/** One upsell as the catalogue sells it: `amountCents` is its row's list price. */
export type CatalogueItem = { id: number; code: UpsellCode; name: string; amountCents: number };

export type CartLine = {
  id: number;
  code: UpsellCode;
  name: string;
  listCents: number;
  /** What is charged for this line: the list price less the premium discount, if any; 0 when included. */
  amountCents: number;
  /** Paid for by one of the premium member's monthly credits (bold or highlight): charged $0. */
  included: boolean;
};

export type PricedCart = {
  lines: CartLine[];
  /** Selected items the listing already has: shown as owned, never charged again. */
  skipped: CatalogueItem[];
  listCents: number;
  /** The premium members' discount on the charged lines. */
  discountCents: number;
  /** The list prices of the lines paid for by monthly credits. */
  creditedCents: number;
  totalCents: number;
  /** True when the enhancements were discounted for a premium member. */
  premiumDiscount: boolean;
  includesPremium: boolean;
};

/** An upsell's price with the premium members' discount (the membership itself is never discounted). */
export function premiumMemberPrice(item: Pick<CatalogueItem, "code" | "amountCents">, schedule: FeeSchedule = feeSchedule): number {
  return item.code === "premium"
    ? item.amountCents
    : item.amountCents - percentOf(item.amountCents, schedule.premiumEnhancementDiscountBps);
}

/**
 * Prices the selected upsells at the catalogue's prices. `owned` are the enhancement codes the listing already has.
 * Premium members, and sellers buying the membership in this same order, pay the schedule's
 * premium discount on each enhancement (rounded per line); the membership itself is never
 * discounted. `credits`: the member's monthly credits left (app/domain/listing-credits.ts); they
 * pay for bold or highlight lines, the more expensive first (highlight before bold), at $0.
 * `includedIds` names them instead (an order rebuilt from its payment). Unknown ids are ignored:
 * the caller checks them.
 */
export function priceCart(
  catalogue: readonly CatalogueItem[],
  selectedIds: readonly number[],
  options: { owned: readonly string[]; premiumMember: boolean; credits?: number; includedIds?: readonly number[] },
  schedule: FeeSchedule = feeSchedule,
): PricedCart {
  const selected = new Set(selectedIds);
  const chosen = catalogue.filter((item) => selected.has(item.id));
  const skipped = chosen.filter((item) => item.code !== "premium" && options.owned.includes(item.code));
  const buying = chosen.filter((item) => !skipped.includes(item));
  const includesPremium = buying.some((item) => item.code === "premium");
  const discountBps = options.premiumMember || includesPremium ? schedule.premiumEnhancementDiscountBps : 0;
  const eligible = buying.filter((item) => isCreditCode(item.code));
  const included = new Set(
    options.includedIds
      ? eligible.filter((item) => options.includedIds!.includes(item.id)).map((item) => item.id)
      : eligible
          .sort((a, b) => b.amountCents - a.amountCents || (a.code === "highlight" ? -1 : b.code === "highlight" ? 1 : 0))
          .slice(0, Math.max(0, options.credits ?? 0))
          .map((item) => item.id),
  );
  const lines = buying.map((item): CartLine => {
    const listCents = item.amountCents;
    if (included.has(item.id)) return { id: item.id, code: item.code, name: item.name, listCents, amountCents: 0, included: true };
    const amountCents = discountBps > 0 ? premiumMemberPrice(item, schedule) : listCents;
    return { id: item.id, code: item.code, name: item.name, listCents, amountCents, included: false };
  });
  const listCents = lines.reduce((sum, line) => sum + line.listCents, 0);
  const creditedCents = lines.reduce((sum, line) => sum + (line.included ? line.listCents : 0), 0);
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    lines,
    skipped,
    listCents,
    discountCents: listCents - creditedCents - totalCents,
    creditedCents,
    totalCents,
    premiumDiscount: discountBps > 0 && lines.some((line) => line.code !== "premium" && !line.included),
    includesPremium,
  };
}

/** The ids of the lines paid for by monthly credits. */
export function includedIds(cart: PricedCart): number[] {
  return cart.lines.filter((line) => line.included).map((line) => line.id);
}

/**
 * A cart rebuilt after its payment (3-D Secure finished later) at the amount actually paid: when an
 * administrator changed a price in between, the lines are shared out in proportion to today's list
 * prices so the recorded enhancements add up to the charge, never to today's prices.
 */
export function atPaidTotal(cart: PricedCart, paidCents: number): PricedCart {
  const charged = cart.lines.filter((line) => !line.included);
  if (cart.totalCents === paidCents || charged.length === 0) return cart;
  let left = paidCents;
  let i = 0;
  const lines = cart.lines.map((line) => {
    if (line.included) return line;
    i += 1;
    const share = i === charged.length ? left : Math.round((paidCents * line.amountCents) / Math.max(cart.totalCents, 1));
    left -= share;
    return { ...line, listCents: share, amountCents: share };
  });
  return { ...cart, lines, listCents: paidCents + cart.creditedCents, discountCents: 0, totalCents: paidCents };
}
