// Phone numbers for text messages: common US formats normalised to E.164; other countries,
// impossible numbers, extensions and stray text refused; the code's shape.
import { describe, expect, it } from "vitest";
import {
  CODE_INVALID,
  codeSchema,
  formatUsPhone,
  normalizeUsPhone,
  PHONE_INVALID,
  PHONE_NOT_US,
  PHONE_REQUIRED,
  phoneSchema,
} from "~/domain/phone";

describe("normalizeUsPhone", () => {
  it.each([
    ["415-555-2671", "+14155552671"],
    ["(415) 555-2671", "+14155552671"],
    ["415.555.2671", "+14155552671"],
    ["415 555 2671", "+14155552671"],
    ["4155552671", "+14155552671"],
    ["1-415-555-2671", "+14155552671"],
    ["14155552671", "+14155552671"],
    ["+1 (212) 555-1234", "+12125551234"],
    ["  +14155552671  ", "+14155552671"],
  ])("accepts %j as %s", (input, e164) => {
    expect(normalizeUsPhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ["+44 20 7946 0958", PHONE_NOT_US],
    ["604-555-1234", PHONE_NOT_US], // Vancouver: +1, but Canada
    ["787-555-1234", PHONE_NOT_US], // Puerto Rico has its own region in the numbering plan
    ["555-555-5555", PHONE_INVALID], // no such area code
    ["123-456-7890", PHONE_INVALID],
    ["415-555-267", PHONE_INVALID],
    ["415-555-26711", PHONE_INVALID],
    ["415-555-2671 ext 2", PHONE_INVALID],
    ["call 415-555-2671", PHONE_INVALID],
    ["4155552671x", PHONE_INVALID],
    ["", PHONE_REQUIRED],
    ["   ", PHONE_REQUIRED],
  ])("refuses %j", (input, message) => {
    expect(normalizeUsPhone(input)).toEqual({ ok: false, message });
  });

  it("shows a stored number the way Americans write it", () => {
    expect(formatUsPhone("+14155552671")).toBe("(415) 555-2671");
    expect(formatUsPhone("+442079460958")).toBe("+442079460958");
  });
});

describe("phone and code schemas", () => {
  it("answers the E.164 number, or the field's message", () => {
    expect(phoneSchema.parse({ phone: "(415) 555-2671" })).toEqual({ phone: "+14155552671" });
    const refused = phoneSchema.safeParse({ phone: "+44 20 7946 0958" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["phone", PHONE_NOT_US]]);
    expect(phoneSchema.safeParse({}).error?.issues[0].message).toBe(PHONE_REQUIRED);
    expect(phoneSchema.safeParse({ phone: 4155552671 }).success).toBe(false);
  });

  it("takes six digits, with spaces or a dash between them", () => {
    expect(codeSchema.parse({ code: "012345" })).toEqual({ code: "012345" });
    expect(codeSchema.parse({ code: " 012 345 " })).toEqual({ code: "012345" });
    expect(codeSchema.parse({ code: "012-345" })).toEqual({ code: "012345" });
    for (const code of ["12345", "1234567", "12345a", "", "١٢٣٤٥٦"]) {
      expect(codeSchema.safeParse({ code }).error?.issues[0].message, code).toBe(CODE_INVALID);
    }
    expect(codeSchema.safeParse({ code: 123456 }).error?.issues[0].message).toBe(CODE_INVALID);
  });
});
