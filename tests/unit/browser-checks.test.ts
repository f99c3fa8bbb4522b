// The checks the browser runs before sending a form are plain functions (zod stays on the server);
// the server's Zod schemas are built from the same rules. Each browser check must give exactly the
// errors the server's schema gives for the same text fields, so nothing the browser lets through
// is refused with other words, and nothing the server accepts is stopped in the browser.
import { describe, expect, it } from "vitest";
import { changePasswordErrors } from "~/domain/auth-forms";
import { MAX_MESSAGE_CHARS, messageText, messageTextProblem } from "~/domain/message-form";
import { checkCard } from "~/domain/payment-forms";
import { changePasswordSchema, fieldErrors } from "~/domain/schemas/auth-forms";
import { newMessageSchema, replySchema } from "~/domain/schemas/message-form";
import { cardSchema } from "~/domain/schemas/payment-forms";
import type { z } from "zod";

const now = new Date("2026-03-10T12:00:00Z");

/** The schema's field errors for `fields`, or null when it accepts them. */
function serverErrors(schema: z.ZodType, fields: Record<string, string>) {
  const parsed = schema.safeParse(fields);
  return parsed.success ? null : fieldErrors(parsed.error);
}

describe("the browser's checks agree with the server's schemas", () => {
  it("Change My Password", () => {
    const strong = "Str0ng!pass";
    const cases = [
      { current: "", password: "", password_confirmation: "" },
      { current: "old", password: "weak", password_confirmation: "weak" },
      { current: "old", password: strong, password_confirmation: "other" },
      { current: "x".repeat(201), password: strong, password_confirmation: strong },
      { current: "x".repeat(200), password: strong, password_confirmation: strong },
      { current: "", password: "short", password_confirmation: "different" },
      { current: "old", password: strong, password_confirmation: strong },
    ];
    for (const fields of cases)
      expect(changePasswordErrors(fields), JSON.stringify(fields)).toEqual(serverErrors(changePasswordSchema, fields));
    expect(changePasswordErrors(cases[0])).not.toBeNull();
  });

  it("a message and a reply (the text; the ids are the server's own hidden fields)", () => {
    for (const text of [
      "",
      "   ",
      " Hello ",
      "x".repeat(MAX_MESSAGE_CHARS),
      ` ${"x".repeat(MAX_MESSAGE_CHARS)} `,
      "x".repeat(MAX_MESSAGE_CHARS + 1),
    ]) {
      const message = messageTextProblem("message", messageText(text));
      expect(message ? { message: [message] } : null).toEqual(serverErrors(newMessageSchema, { judgment_id: "7", message: text }));
      const reply = messageTextProblem("reply", messageText(text));
      expect(reply ? { reply: [reply] } : null).toEqual(serverErrors(replySchema, { message_id: "7", reply: text }));
    }
  });

  it("the card fields typed without a provider's card element", () => {
    const numbers = ["", "4242 4242 4242 4242", "4242424242424241", "4000000000000002"];
    const expiries = ["", "12/30", "13/30", "01/20", "1230"];
    const cvcs = ["", "12", "123", "12345"];
    for (const card_number of numbers) {
      for (const card_expiry of expiries) {
        for (const card_cvc of cvcs) {
          const fields = { card_number, card_expiry, card_cvc };
          const checked = checkCard(fields, now);
          const parsed = cardSchema(now).safeParse(fields);
          if (parsed.success) expect(checked, JSON.stringify(fields)).toEqual(parsed.data);
          else expect(checked, JSON.stringify(fields)).toEqual({ errors: fieldErrors(parsed.error) });
        }
      }
    }
    expect(checkCard({ payment_method: "pm_card_visa" })).toEqual({ paymentMethod: "pm_card_visa" });
    expect(checkCard({ payment_method: "nope" })).toEqual({ errors: { card_number: ["Your card number is incorrect."] } });
  });
});
