import { describe, expect, it } from "vitest";
import { buyerNextStep } from "~/domain/buyer-next-step";

describe("the buyer's next step", () => {
  it("pays an accepted offer on the pay page", () => {
    expect(buyerNextStep("offer_accepted", 7)).toEqual({ label: "Pay now", url: "/judgments/pay/7" });
  });
  it("then waits, reviews the assignment, and is done, on the judgment page", () => {
    expect(buyerNextStep("paid", 7)).toEqual({ label: "Waiting for assignment", url: "/judgments/7" });
    expect(buyerNextStep("assigned", 7)).toEqual({ label: "Review documents", url: "/judgments/7" });
    expect(buyerNextStep("sold", 7)).toEqual({ label: "Completed", url: "/judgments/7" });
  });
});
