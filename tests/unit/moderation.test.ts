import { describe, expect, it } from "vitest";
import { findModerationHits, highlightSegments } from "~/domain/moderation";

const kinds = (text: string, words: string[] = []) => findModerationHits(text, words).map((h) => [h.kind, h.text]);

describe("moderation", () => {
  it("finds banned words as whole words, whatever the case", () => {
    expect(kinds("This Scam is a scammer's dream", ["scam"])).toEqual([["banned_word", "Scam"]]);
  });
  it("finds e-mail addresses, also spelled out", () => {
    expect(kinds("write to john.doe@mail.com")).toEqual([["email", "john.doe@mail.com"]]);
    expect(kinds("john (at) mail (dot) com")).toEqual([["email", "john (at) mail (dot) com"]]);
  });
  it("finds phone numbers in the usual US shapes", () => {
    for (const phone of ["(555) 123-4567", "555-123-4567", "555.123.4567", "+1 555 123 4567"]) {
      expect(kinds(`call ${phone} today`)).toEqual([["phone", phone]]);
    }
  });
  it("finds social security numbers, not as phones", () => {
    expect(kinds("SSN 123-45-6789")).toEqual([["ssn", "123-45-6789"]]);
  });
  it("finds web addresses", () => {
    expect(kinds("see https://example.com/x and www.debtor.net or myfirm.law")).toEqual([
      ["url", "https://example.com/x"],
      ["url", "www.debtor.net"],
      ["url", "myfirm.law"],
    ]);
  });
  it("leaves ordinary judgment text alone", () => {
    expect(kinds("Judgment of $12,500 entered 03/04/2021 in case 2021-CV-04821, Harris County.")).toEqual([]);
  });
  it("cuts text into highlighted segments without losing a character", () => {
    const text = "Call 555-123-4567 now, scam";
    const segments = highlightSegments(text, findModerationHits(text, ["scam"]));
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(segments.filter((s) => s.hit).map((s) => s.hit)).toEqual(["phone", "banned_word"]);
  });
});
