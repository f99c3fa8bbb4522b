// The words and links of "Needs you" (docs/decisions/0043-needs-you.md): each kind links to the
// exact place its member acts, and says what it is about in the product's words.
import { describe, expect, it } from "vitest";
import { memberNeedKinds, needLink, needWords } from "~/domain/needs-you";

describe("needLink", () => {
  it.each([
    ["offer", "/judgments/7#offers"],
    ["counter", "/judgments/7#my-offer"],
    ["hand_over", "/judgments/7#payment-deadline"],
    ["payment", "/judgments/pay/7"],
    ["payment_missed", "/judgments/7#payment-deadline"],
    ["assignment", "/judgments/7#assignment"],
    ["inspection", "/judgments/7#assignment"],
    ["dispute", "/judgments/7#escrow"],
    ["listing_fee", "/sell/checkout?judgment_id=7"],
    ["past_limit", "/judgments/7/edit"],
    ["messages", "/messages"],
  ] as const)("%s goes to %s", (kind, link) => {
    expect(needLink(kind, kind === "messages" ? null : 7)).toBe(link);
  });

  it("covers every kind", () => {
    for (const kind of memberNeedKinds) expect(needLink(kind, 1)).toMatch(/^\//);
  });
});

describe("needWords", () => {
  const row = { amountCents: 1_250_000, otherHandle: "lakeside_capital", count: 1 };

  it("names the amount, the other side and the deadline", () => {
    expect(needWords({ ...row, kind: "offer" })).toEqual({
      headline: "Offer of $12,500 from @lakeside_capital",
      action: "Review offer",
      dueLabel: "Expires",
    });
    expect(needWords({ ...row, kind: "payment" })).toMatchObject({
      headline: "Pay $13,750 ($12,500 and the buyer's fee)",
      dueLabel: "Pay by",
    });
    expect(needWords({ ...row, kind: "payment", amountCents: 20_000 }).headline).toBe("Pay $250 ($200 and the buyer's fee)");
    expect(needWords({ ...row, kind: "listing_fee", amountCents: 2_000 }).headline).toBe(
      "Listing fee of $20 unpaid: not reviewed until paid",
    );
    expect(needWords({ ...row, kind: "assignment" })).toMatchObject({
      headline: "Assign the judgment to @lakeside_capital",
      dueLabel: "Assign by",
    });
    expect(needWords({ ...row, kind: "dispute", otherHandle: null }).headline).toBe("The buyer disputed the assignment");
  });

  it("counts the unread messages as one item", () => {
    expect(needWords({ ...row, kind: "messages", count: 1 }).headline).toBe("1 unread message");
    expect(needWords({ ...row, kind: "messages", count: 1200 }).headline).toBe("1,200 unread messages");
  });

  it("gives a deadline's name only to the kinds that have one", () => {
    const dated = memberNeedKinds.filter((kind) => needWords({ ...row, kind }).dueLabel !== null);
    expect(dated).toEqual(["offer", "counter", "hand_over", "payment", "assignment", "inspection"]);
  });
});
