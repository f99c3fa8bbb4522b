// The pricing step's live figures (app/domain/listing-fee-preview.ts): one function for the server's
// render and the enhancement script, so what the seller sees while typing is what the page says after.
import { describe, expect, it } from "vitest";
import { listingFeePreview } from "~/domain/listing-fee-preview";

describe("listingFeePreview", () => {
  it("is null until the amount and an asking price within it read as dollars", () => {
    expect(listingFeePreview({ amount: "", price: "2000", buyNow: "" })).toBeNull();
    expect(listingFeePreview({ amount: "10000", price: "", buyNow: "" })).toBeNull();
    expect(listingFeePreview({ amount: "10000", price: "lots", buyNow: "" })).toBeNull();
    expect(listingFeePreview({ amount: "10000", price: "20000", buyNow: "" })).toBeNull();
  });

  it("gives the share, a free listing and no advice inside the pricing guide", () => {
    expect(listingFeePreview({ amount: "10,000", price: "2000", buyNow: "" })).toEqual({
      share: "20%",
      fee: "Free",
      free: true,
      feeNote: "",
      basis: "The fee is set by your asking price (20% of the judgment amount).",
      advice: "",
    });
  });

  it("names the premium tier and gives the guide's rule of thumb above it; the share is truncated, never rounded", () => {
    const preview = listingFeePreview({ amount: "10000", price: "6000", buyNow: "" });
    expect(preview).toMatchObject({ share: "60%", fee: "$50", free: false, feeNote: " (premium listing)" });
    expect(preview?.advice).toBe(
      "A rule of thumb before any sales: 1%–5% of the judgment amount with no information about the debtor, 3%–20% with assets or employment information, 20%–50% when the debtor is paying.",
    );
    expect(listingFeePreview({ amount: "10000", price: "4999", buyNow: "" })).toMatchObject({ share: "49.9%", fee: "$35", feeNote: "" });
  });

  it("takes the tier from a higher Buy Now price and says so", () => {
    expect(listingFeePreview({ amount: "10000", price: "3000", buyNow: "4000" })).toMatchObject({
      share: "30%",
      fee: "$35",
      basis: "The fee is set by your Buy Now price ($4,000, 40% of the judgment amount), the higher of your two prices.",
    });
  });
});
