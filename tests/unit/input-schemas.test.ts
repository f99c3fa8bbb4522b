// The input schemas of app/domain/: one id rule, the offer forms (checked in the browser and on the
// server), Buy Now's price, and the card and 3-D Secure reply schemas, which must agree with the
// checkout code that reads those inputs today.
import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { MAX_ID, parseId } from "~/domain/ids";
import { idSchema } from "~/domain/schemas/ids";
import { SEEN_AMOUNT_NEEDED } from "~/domain/offer-form";
import { buyNowSchema, editOfferSchema, makeOfferSchema, offerDecisionSchema } from "~/domain/schemas/offer-form";
import {
  amountCentsSchema,
  readPaymentAmount,
  authenticationReplySchema,
  cardSchema,
  paymentPostSchema,
  paymentRequestSchema,
} from "~/domain/schemas/payment-forms";
import { authenticationReply } from "~/server/checkout/authenticate";
import { paymentMethodFromForm } from "~/server/checkout/card-input";

const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? null : fieldErrors(result.error as never));

describe("ids", () => {
  it("are positive PostgreSQL integers, as a number or as plain digits", () => {
    for (const [value, id] of [
      ["1", 1],
      [42, 42],
      ["2147483647", MAX_ID],
      [MAX_ID, MAX_ID],
    ] as const)
      expect(parseId(value)).toBe(id);
  });

  it("name nothing otherwise: no zero, sign, leading zero, fraction, exponent, space or overflow", () => {
    for (const value of [
      "0",
      "01",
      "-1",
      "+1",
      "1.5",
      "1e3",
      " 1",
      "1 ",
      "12abc",
      "%20",
      "2147483648",
      "99999999999999999999",
      "",
      0,
      -3,
      1.5,
      2 ** 31,
      NaN,
      null,
      undefined,
      {},
      [],
      ["1"],
      true,
    ]) {
      expect(parseId(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("as a form field, name the field's own message", () => {
    const result = idSchema("Please choose a judgment.").safeParse("x");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Please choose a judgment.");
    expect(idSchema().parse("7")).toBe(7);
  });
});

describe("the Make Offer form", () => {
  const now = new Date("2026-06-15T16:00:00Z");

  it("reads the amount in cents, the date and the message", () => {
    expect(makeOfferSchema({ now }).parse({ amount: "$1,500.50", expiration: "2026-07-01", message: " Hello " })).toEqual({
      amount: 150_050,
      expiration: "2026-07-01",
      message: "Hello",
    });
    expect(makeOfferSchema({ now }).parse({ amount: 90 })).toEqual({ amount: 9000, expiration: null, message: null });
  });

  it("names each field's problem, as the server always did", () => {
    const errors = errorsOf(makeOfferSchema({ now }).safeParse({ amount: "12.345", expiration: "2026-06-15", message: "x".repeat(1001) }));
    expect(errors).toEqual({
      amount: ["Please enter a dollar amount like 1500.00."],
      expiration: ["The expiration date must be in the future."],
      message: ["Please keep your message to 1,000 characters."],
    });
    expect(errorsOf(makeOfferSchema({ now }).safeParse({}))?.amount).toEqual(["Please enter the amount you offer, like 1500.00."]);
    expect(errorsOf(makeOfferSchema({ now }).safeParse({ amount: "0" }))?.amount).toEqual(["Your offer must be more than $0."]);
    expect(errorsOf(makeOfferSchema({ now }).safeParse({ amount: "5", expiration: "2027-06-16" }))?.expiration).toEqual([
      "The expiration date can be at most 365 days from today.",
    ]);
    expect(errorsOf(makeOfferSchema({ now }).safeParse({ amount: "5", expiration: "2026-02-30" }))?.expiration).toEqual([
      "Please enter a date like 2026-12-31.",
    ]);
  });

  it("checks the price ceiling only where it is known (the server)", () => {
    const asking = { askingCents: 500_000, buyNowCents: null };
    expect(makeOfferSchema({ now }).safeParse({ amount: "6000" }).success).toBe(true);
    expect(errorsOf(makeOfferSchema({ now, prices: asking }).safeParse({ amount: "6000" }))?.amount?.[0]).toMatch(
      /above the asking price of \$5,000/,
    );
    expect(errorsOf(editOfferSchema({ prices: asking }).safeParse({ amount: "5000.01" }))?.amount?.[0]).toMatch(/above the asking price/);
  });

  it("lets an offer go above the asking price up to a higher Buy Now price, never above it", () => {
    const prices = { askingCents: 500_000, buyNowCents: 700_000 };
    expect(makeOfferSchema({ now, prices }).parse({ amount: "6000" }).amount).toBe(600_000);
    expect(editOfferSchema({ prices }).parse({ amount: "7000" }).amount).toBe(700_000);
    expect(errorsOf(makeOfferSchema({ now, prices }).safeParse({ amount: "7000.01" }))?.amount?.[0]).toBe(
      "Your offer is above the Buy Now price of $7,000. Use Buy Now to buy at that price.",
    );
    expect(editOfferSchema().parse({ amount: "5000.01", id: "3" })).toEqual({ amount: 500_001 });
  });
});

describe("accepting or rejecting an offer", () => {
  it("names the listing, the offer and the amount seen (required to accept)", () => {
    expect(offerDecisionSchema(true).parse({ judgment_id: "4", offer_id: 9, amount: "2000.00" })).toEqual({
      judgment_id: 4,
      offer_id: 9,
      amount: 200_000,
    });
    expect(offerDecisionSchema(false).parse({ judgment_id: "4", offer_id: "9" })).toEqual({ judgment_id: 4, offer_id: 9, amount: null });
    expect(errorsOf(offerDecisionSchema(true).safeParse({ judgment_id: "x" }))).toEqual({
      judgment_id: ["Please choose a judgment."],
      offer_id: ["Please choose an offer."],
      amount: [SEEN_AMOUNT_NEEDED],
    });
    expect(errorsOf(offerDecisionSchema(false).safeParse({ judgment_id: "4", offer_id: "9", amount: "lots" }))).toEqual({
      amount: [SEEN_AMOUNT_NEEDED],
    });
  });

  it("Buy Now names the price seen", () => {
    expect(buyNowSchema.parse({ price: "5000.00" })).toEqual({ price: 500_000 });
    expect(errorsOf(buyNowSchema.safeParse({}))?.price).toEqual(["Please send the price you saw, like 5000.00."]);
  });
});

describe("the card and the 3-D Secure reply", () => {
  const now = new Date("2026-06-15T16:00:00Z");
  const cards: Record<string, unknown>[] = [
    { payment_method: "pm_card_visa" },
    { payment_method: " pm_card_visa " },
    { payment_method: "<script>" },
    { card_number: "4242 4242 4242 4242", card_expiry: "12/34", card_cvc: "123" },
    { card_number: "4242424242424242", card_expiry: "1234", card_cvc: "1234" },
    { card_number: "4242 4242 4242 4241", card_expiry: "01/20", card_cvc: "1" },
    { card_number: "4000 0025 0000 3155", card_expiry: "13/30", card_cvc: "12a" },
    { card_number: "4000000000009995", card_expiry: "06/26", card_cvc: "999" },
    {},
    { card_number: ["4242"], card_expiry: 1234, card_cvc: null },
  ];

  it("agree with the checkout code's card reader", () => {
    const realNow = Date.now;
    for (const body of cards) {
      const ours = cardSchema(new Date()).safeParse(body);
      const theirs = paymentMethodFromForm(body);
      if ("paymentMethod" in theirs) expect(ours.success && ours.data, JSON.stringify(body)).toEqual(theirs);
      else expect(errorsOf(ours), JSON.stringify(body)).toEqual(theirs.errors);
    }
    expect(Date.now).toBe(realNow);
    expect(cardSchema(now).safeParse({ card_number: "4242424242424242", card_expiry: "05/26", card_cvc: "123" }).success).toBe(false);
  });

  it("agree with the checkout code's 3-D Secure reader", () => {
    const replies: Record<string, unknown>[] = [
      { intent: "authenticate", payment_id: "12", approved: "1" },
      { intent: "authenticate", payment_id: 12, approved: true },
      { intent: "authenticate", payment_id: "12", approved: "0" },
      { intent: "authenticate", payment_id: "x", approved: "true" },
      { intent: "authenticate" },
      { intent: "pay", payment_id: "12", approved: "1" },
      {},
    ];
    for (const body of replies) {
      const ours = authenticationReplySchema.safeParse(body);
      expect(ours.success ? ours.data : null, JSON.stringify(body)).toEqual(authenticationReply(body));
    }
  });
});

describe("a payment request", () => {
  it("reads the amount in cents as a JSON number or form digits, nothing else", () => {
    for (const [value, cents] of [
      [500, 500],
      [" 0500 ", 500],
      ["999999999", 999_999_999],
      ["1000000000", null],
      [1.5, null],
      [-1, null],
      ["12.50", null],
      ["1e3", null],
      ["", null],
      [null, null],
    ] as const) {
      const parsed = amountCentsSchema.safeParse(value);
      expect(parsed.success ? parsed.data : null, String(value)).toBe(cents);
    }
  });

  it("reads each field leniently: what is missing or not acceptable is null, checkout refuses it", () => {
    expect(paymentRequestSchema.parse({})).toEqual({
      judgment_id: null,
      attempt: null,
      saved_card: null,
      is_premium: false,
      premium_until: null,
    });
    const sent = { judgment_id: " 12 ", amount: "700", attempt: "a-1", saved_card: "new", is_premium: "1", payment_method: "pm_x" };
    expect(paymentRequestSchema.parse(sent)).toMatchObject({
      judgment_id: 12,
      // Kept as sent: each paid thing reads it in its unit (readPaymentAmount).
      amount: "700",
      attempt: "a-1",
      saved_card: null,
      is_premium: true,
      payment_method: "pm_x",
    });
    expect(paymentRequestSchema.parse({ attempt: "a b", saved_card: "pm_1", is_premium: "yes", premium_until: "" })).toMatchObject({
      attempt: null,
      saved_card: "pm_1",
      is_premium: false,
      premium_until: null,
    });
  });

  it("reads the amount in the endpoint's unit: a judgment's total in dollars, upsells in cents; a 422 names the format", () => {
    const dollars = "Enter the amount in dollars, like 2090.55.";
    const cents = "Enter the amount in cents, like 3900 for $39.00.";
    for (const [value, read] of [
      ["2090.55", { ok: true, cents: 209_055 }],
      [" 2090.5 ", { ok: true, cents: 209_050 }],
      [2090.55, { ok: true, cents: 209_055 }],
      [2090, { ok: true, cents: 209_000 }],
      ["$2,090.55", { ok: true, cents: 209_055 }],
      ["2090.555", { ok: false, problem: dollars }],
      ["-1", { ok: false, problem: dollars }],
      ["1e3", { ok: false, problem: dollars }],
      [false, { ok: false, problem: dollars }],
      ["", { ok: false, problem: `The amount is missing. ${dollars}` }],
      [undefined, { ok: false, problem: `The amount is missing. ${dollars}` }],
    ] as const) {
      expect(readPaymentAmount(value, "dollars"), String(value)).toEqual(read);
    }
    expect(readPaymentAmount("3900", "cents")).toEqual({ ok: true, cents: 3_900 });
    expect(readPaymentAmount(3900, "cents")).toEqual({ ok: true, cents: 3_900 });
    expect(readPaymentAmount("39.00", "cents")).toEqual({ ok: false, problem: cents });
    expect(readPaymentAmount(null, "cents")).toEqual({ ok: false, problem: `The amount is missing. ${cents}` });
  });

  it("is either the 3-D Secure reply or a payment", () => {
    expect(paymentPostSchema.parse({ intent: "authenticate", payment_id: "3", approved: "1" })).toEqual({
      reply: { paymentId: 3, approved: true },
    });
    expect(paymentPostSchema.parse({ amount: 300 })).toMatchObject({ payment: { amount: 300 } });
  });
});
