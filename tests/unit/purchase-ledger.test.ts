import { describe, expect, it } from "vitest";
import { assertBalanced, ledgerAccounts, purchaseMovement } from "~/domain/ledger";
import { buyerFee, sellerFee } from "~/domain/fees";

describe("purchaseMovement", () => {
  it("moves the buyer's total into clearing and splits it between fees and the seller", () => {
    const agreed = 1_000_000;
    const entries = purchaseMovement(agreed, buyerFee(agreed), sellerFee(agreed), 7);
    expect(() => assertBalanced(entries)).not.toThrow();
    const by = Object.fromEntries(entries.map((e) => [e.account, e.amountCents]));
    expect(by[ledgerAccounts.providerClearing]).toBe(agreed + buyerFee(agreed));
    expect(by[ledgerAccounts.buyerFees]).toBe(-buyerFee(agreed));
    expect(by[ledgerAccounts.sellerFees]).toBe(-sellerFee(agreed));
    expect(by[ledgerAccounts.sellerPayable(7)]).toBe(-(agreed - sellerFee(agreed)));
  });

  it("balances for small amounts where the minimum fees apply", () => {
    for (const agreed of [100, 2_500, 99_999]) {
      expect(() => assertBalanced(purchaseMovement(agreed, buyerFee(agreed), sellerFee(agreed), 1))).not.toThrow();
    }
  });
});
