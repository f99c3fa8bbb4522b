// The one handle rule (docs/decisions/0032, issue 27 item 3's review): what looks like an e-mail
// address, a web address or a phone number, a made-up `member-` handle and the member's own
// address's name are refused, each with its own message; ordinary handles pass.
import { describe, expect, it } from "vitest";
import { contactProblems, handleProblems, handleRuleMessages as m } from "~/domain/handles";

describe("handleProblems", () => {
  it("accepts ordinary handles", () => {
    for (const handle of [
      "lakeside_capital",
      "john.smith",
      "jane-doe",
      "trader_2024",
      "j.r.r.tolkien",
      "Ace99",
      "4242",
      "a.b.c",
      "positive_outlook",
      "yahoo_fan",
    ]) {
      expect(handleProblems(handle), handle).toEqual([]);
    }
  });

  it("says which rule a handle breaks", () => {
    expect(handleProblems("")).toEqual([m.missing]);
    expect(handleProblems("ab")).toEqual([m.short]);
    expect(handleProblems("x".repeat(31))).toEqual([m.long]);
    expect(handleProblems("no spaces")).toEqual([m.characters]);
    expect(handleProblems("jane@example.com")).toEqual([m.email]);
    expect(handleProblems("jane.doe.GMAIL")).toEqual([m.email]);
    expect(handleProblems("hotmail.jane")).toEqual([m.email]);
    expect(handleProblems("acme.com")).toEqual([m.domain]);
    expect(handleProblems("acme.co.uk")).toEqual([m.domain]);
    expect(handleProblems("acme.law")).toEqual([m.domain]);
    expect(handleProblems("acme.com2")).toEqual([m.domain]);
    expect(handleProblems("www.acme")).toEqual([m.domain]);
    expect(handleProblems("3125550187")).toEqual([m.phone]);
    expect(handleProblems("312-555-0187")).toEqual([m.phone]);
    expect(handleProblems("312.555.0187")).toEqual([m.phone]);
    expect(handleProblems("jo_555_0187")).toEqual([m.phone]);
    expect(handleProblems("MEMBER-abc123")).toEqual([m.madeUp]);
  });

  it("refuses the member's own address's name, in any letter case or spelling of its dots, dashes and underscores", () => {
    expect(handleProblems("Jane.Doe", "jane.doe@example.com")).toEqual([m.ownEmail]);
    expect(handleProblems("jane_doe", "Jane.Doe@example.com")).toEqual([m.ownEmail]);
    expect(handleProblems("janedoe", "jane-doe@example.com")).toEqual([m.ownEmail]);
    expect(handleProblems("jane_doe_law", "jane.doe@example.com")).toEqual([]);
    expect(handleProblems("jane_doe", null)).toEqual([]);
  });
});

describe("contactProblems (a name the wizard would make a handle from)", () => {
  it("finds an address, a web address or a phone number in free text", () => {
    expect(contactProblems("grace@example.com")).toEqual([m.email]);
    expect(contactProblems("Grace Hopper example.com")).toEqual([m.domain]);
    expect(contactProblems("Grace (312) 555-0187")).toEqual([m.phone]);
    expect(contactProblems("Grace Hopper")).toEqual([]);
    expect(contactProblems("Acme Holdings, Inc.")).toEqual([]);
  });
});
