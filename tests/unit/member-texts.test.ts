// The one rule of what a viewer is shown of a member's text (docs/decisions/0032), and the check of
// the administrator's note to a rejected text's writer.
import { describe, expect, it } from "vitest";
import { addressedToReviewer, rejectNoteProblem, shownText, suggestedRejectReason, withHeldNote } from "~/domain/member-texts";

const writer = { id: 1, admin: false };
const reader = { id: 2, admin: false };
const admin = { id: 3, admin: true };
const visitor = { id: null, admin: false };

describe("shownText", () => {
  it("shows a pending text to its writer and administrators with its state, and 'awaiting review' to anyone else", () => {
    const held = { body: "Call 312-555-0187", status: "pending" as const, senderId: 1, recipientId: 2 };
    expect(shownText(held, null, writer)).toEqual({ text: "Call 312-555-0187", review: "pending" });
    expect(shownText(held, null, admin)).toEqual({ text: "Call 312-555-0187", review: "pending" });
    expect(shownText(held, null, reader)).toEqual({ text: null, review: "pending" });
    expect(shownText(held, null, visitor)).toEqual({ text: null, review: "pending" });
  });

  it("never lets the other side learn of a rejected text; its writer sees it was not delivered", () => {
    const held = { body: "damn", status: "rejected" as const, senderId: 1, recipientId: 2 };
    expect(shownText(held, null, reader)).toEqual({ text: null, review: null });
    expect(shownText(held, null, writer)).toEqual({ text: "damn", review: "rejected" });
  });

  it("shows an approved text to everyone it is shown to, without a state; a text from before moderation as it is", () => {
    expect(shownText({ body: "Fine", status: "approved", senderId: 1, recipientId: 2 }, "Fine", reader)).toEqual({
      text: "Fine",
      review: null,
    });
    expect(shownText(null, "Older words", reader)).toEqual({ text: "Older words", review: null });
    expect(shownText(null, null, reader)).toEqual({ text: null, review: null });
  });

  it("treats an administrator the text is written to as its other side, not its reviewer (an administrator may buy and sell)", () => {
    const toAdmin = { body: "Call 312-555-0187", status: "pending" as const, senderId: 1, recipientId: 3 };
    expect(shownText(toAdmin, null, admin)).toEqual({ text: null, review: "pending" });
    expect(shownText({ ...toAdmin, status: "rejected" }, null, admin)).toEqual({ text: null, review: null });
    expect(shownText({ ...toAdmin, status: "approved" }, null, admin)).toEqual({ text: "Call 312-555-0187", review: null });
    // What an administrator wrote is their own.
    expect(shownText({ ...toAdmin, senderId: 3, recipientId: 2 }, null, admin)).toEqual({ text: "Call 312-555-0187", review: "pending" });
    expect(addressedToReviewer(toAdmin, 3)).toBe(true);
    expect(addressedToReviewer({ ...toAdmin, status: "rejected" }, 3)).toBe(true);
    expect(addressedToReviewer({ ...toAdmin, status: "approved" }, 3)).toBe(false);
    expect(addressedToReviewer(toAdmin, 4)).toBe(false);
  });
});

describe("rejectNoteProblem", () => {
  const words = ["damn"];
  it("refuses a note that quotes a banned word or a contact detail, and 'other' without a note", () => {
    expect(rejectNoteProblem("offensive", "You wrote d4mn.", words)).toMatch(/do not quote/);
    expect(rejectNoteProblem("contact_details", "Not 312-555-0187 please", words)).toMatch(/do not quote/);
    expect(rejectNoteProblem("contact_details", "Not seller@example.com please", words)).toMatch(/do not quote/);
    expect(rejectNoteProblem("other", "", words)).toMatch(/say why/);
    expect(rejectNoteProblem("other", "x".repeat(501), words)).toMatch(/500 characters/);
    expect(rejectNoteProblem("contact_details", "", words)).toBeNull();
    expect(rejectNoteProblem("other", "Please keep to the judgment.", words)).toBeNull();
  });
});

describe("withHeldNote", () => {
  it("adds the review note only when a text was held", () => {
    expect(withHeldNote("Sent.", false, "seller")).toBe("Sent.");
    expect(withHeldNote("Sent.", true, "seller")).toBe("Sent. Your message will reach the seller once our team has reviewed it.");
  });
});

describe("suggestedRejectReason", () => {
  it("starts the reject form on contact details, then offensive language, else another reason", () => {
    expect(suggestedRejectReason(["banned_word", "phone"])).toBe("contact_details");
    expect(suggestedRejectReason(["banned_word"])).toBe("offensive");
    expect(suggestedRejectReason([])).toBe("other");
  });
});
