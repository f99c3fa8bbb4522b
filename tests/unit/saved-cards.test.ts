// The saved cards' pure rules: the offline card form's payment-method id carries the typed expiry
// (so a saved card shows its own), a card's expiry as printed, the default card first, and which
// test cards the bank's verification declines.
import { describe, expect, it } from "vitest";
import { cardSchema } from "~/domain/schemas/payment-forms";
import { brandName, cardExpiry, defaultFirst, distinctCards, savedAfter, twinsOf } from "~/domain/saved-cards";
import { cardByNumber, cardByPaymentMethod, declinedOnSetup, expiryOfPaymentMethod, offlinePaymentMethod } from "~/domain/test-cards";

describe("saved cards", () => {
  it("carries the typed expiry in the offline payment-method id, and reads it back", () => {
    const visa = cardByNumber("4242 4242 4242 4242")!;
    const id = offlinePaymentMethod(visa, { month: 7, year: 2031 });
    expect(id).toBe("pm_card_visa__exp_07_2031");
    expect(cardByPaymentMethod(id)).toBe(visa);
    expect(expiryOfPaymentMethod(id)).toEqual({ month: 7, year: 2031 });
    // A saved card's id keeps naming its test card; a bare test id has no expiry.
    expect(expiryOfPaymentMethod("pm_card_visa")).toBeNull();
    expect(expiryOfPaymentMethod("pm_card_visa__exp_13_2031")).toBeNull();
    expect(cardByPaymentMethod("pm_card_visa_debit__exp_01_2030")?.number).toBe("4000056655665556");
    // Without JavaScript the card fields map to the same id.
    const parsed = cardSchema(new Date("2026-01-01")).parse({ card_number: "4242424242424242", card_expiry: "7/31", card_cvc: "123" });
    expect(parsed).toEqual({ paymentMethod: id });
  });

  it("shows the expiry as printed, the brand as a name, and the default first", () => {
    expect(cardExpiry({ exp_month: 3, exp_year: 2029 })).toBe("03/29");
    expect(brandName("mastercard")).toBe("Mastercard");
    const cards = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(defaultFirst(cards, "b").map((c) => c.id)).toEqual(["b", "a", "c"]);
    expect(defaultFirst(cards, null).map((c) => c.id)).toEqual(["a", "b", "c"]);
  });

  it("declines at setup the cards whose charges are declined, not the ones that succeed or ask for 3-D Secure", () => {
    expect(declinedOnSetup(cardByNumber("4000000000000002")!)).toBe(true);
    expect(declinedOnSetup(cardByNumber("4000000000009995")!)).toBe(true);
    expect(declinedOnSetup(cardByNumber("4242424242424242")!)).toBe(false);
    expect(declinedOnSetup(cardByNumber("4000002500003155")!)).toBe(false);
  });

  it("lists the same card (one fingerprint) once: the default among its copies, or else the newest", () => {
    const card = (id: string, fingerprint: string | null, created: number) => ({ id, fingerprint, created });
    const cards = [
      card("a", "visa", 1),
      card("b", "mc", 2),
      card("c", "visa", 3),
      card("d", null, 4),
      card("e", null, 5),
      card("f", "visa", 3),
    ];
    // c and f were saved at the same moment: the larger id is the newer, for every reader alike.
    expect(savedAfter(cards[5], cards[2])).toBe(true);
    expect(distinctCards(cards, null).map((c) => c.id)).toEqual(["b", "d", "e", "f"]);
    expect(distinctCards(cards, "a").map((c) => c.id)).toEqual(["a", "b", "d", "e"]);
    expect(distinctCards(cards, "b").map((c) => c.id)).toEqual(["b", "d", "e", "f"]);
    expect(twinsOf(cards, cards[0]).map((c) => c.id)).toEqual(["c", "f"]);
    expect(twinsOf(cards, cards[3])).toEqual([]);
  });
});
