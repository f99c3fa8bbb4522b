import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { bannedWordsPatterns, findModerationHits, highlightSegments } from "~/domain/moderation";
import { EXCLUDED, seedWords } from "../../scripts/generate-banned-words";

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

describe("banned words: obfuscations and whole words", () => {
  const list = ["shit", "damn", "ass", "cunt", "cock", "bitch", "blow job", "fuck", "fucker", "hell"];
  const banned = (text: string) =>
    findModerationHits(text, list)
      .filter((hit) => hit.kind === "banned_word")
      .map((hit) => hit.text);

  it.each([
    ["repeated letters", "this is shiiit and daaamn", ["shiiit", "daaamn"]],
    ["dots between letters", "what s.h.i.t", ["s.h.i.t"]],
    ["spaces between letters", "what s h i t", ["s h i t"]],
    ["hyphens, underscores, stars", "s-h-i-t s_h_i_t s*h*i*t", ["s-h-i-t", "s_h_i_t", "s*h*i*t"]],
    ["two separators, spaced dots", "s..h..i..t and s . h . i . t", ["s..h..i..t", "s . h . i . t"]],
    ["a separator somewhere inside", "sh.it and fu-ck", ["sh.it", "fu-ck"]],
    ["leetspeak digits", "5h1t c0ck d4mn", ["5h1t", "c0ck", "d4mn"]],
    ["leetspeak symbols", "$h!t @$$ b!tch sh|t", ["$h!t", "@$$", "b!tch", "sh|t"]],
    ["leetspeak and repeats together", "5hiiii7 and a$$$", ["5hiiii7", "a$$$"]],
    ["any case", "SHIT Damn FuCkEr", ["SHIT", "Damn", "FuCkEr"]],
    ["a phrase", "a blow job", ["blow job"]],
    ["a phrase written together or hyphenated", "blowjob, blow-job, blow  job", ["blowjob", "blow-job", "blow  job"]],
    ["a phrase spaced out", "b l o w j o b", ["b l o w j o b"]],
    ["a word between words and punctuation", 'he was shit. (damn) "ass"', ["shit", "damn", "ass"]],
    ["a word before an apostrophe", "for fuck's sake", ["fuck"]],
    ["a longer entry whole", "you fucker", ["fucker"]],
  ])("catches %s", (_, text, expected) => {
    expect(banned(text)).toEqual(expected);
  });

  it.each([
    ["words containing a banned word", "class assess Scunthorpe passport cocktail hello shell bassist Hancock"],
    ["two ordinary words that spell one", "pass hit, this hit, as shown, Mrs. Lass hit"],
    ["a possessive before a word", "the plaintiff's hit record"],
    ["numbers that look like leetspeak", "paid $455 or $4.55 on 5/5, unit 455, 1337"],
    ["a word inside an e-mail address", "write to me@ssmail.com"],
    ["an inactive or missing word", "Dammit, heck"],
  ])("leaves alone %s", (_, text) => {
    expect(banned(text)).toEqual([]);
  });

  it("reports the positions in the original text, for highlighting", () => {
    const text = "Well, S.H.I.T — that d4aamn debtor!";
    const hits = findModerationHits(text, list);
    expect(hits.map((hit) => [hit.start, hit.end, hit.text])).toEqual([
      [6, 13, "S.H.I.T"],
      [21, 27, "d4aamn"],
    ]);
    for (const hit of hits) expect(text.slice(hit.start, hit.end)).toBe(hit.text);
    const segments = highlightSegments(text, hits);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(segments.filter((s) => s.hit).map((s) => s.text)).toEqual(["S.H.I.T", "d4aamn"]);
  });

  it("still finds contact details next to banned words", () => {
    expect(kinds("shit, call 555-123-4567 or mail joe@mail.com", list)).toEqual([
      ["banned_word", "shit"],
      ["phone", "555-123-4567"],
      ["email", "joe@mail.com"],
    ]);
  });

  it("takes words with apostrophes, hyphens and digits as an administrator typed them", () => {
    const entries = ["son of a gun", "d'oh", "f-word", "b1g"];
    expect(kinds("you sonofa gun; d'oh, doh; f-word, f word; b1g", entries).map(([, text]) => text)).toEqual([
      "sonofa gun",
      "d'oh",
      "doh",
      "f-word",
      "f word",
      "b1g",
    ]);
  });

  it("ignores blank entries and an empty list", () => {
    expect(findModerationHits("shit happens", [])).toEqual([]);
    expect(findModerationHits("shit happens", ["", "  "])).toEqual([]);
  });

  it("compiles a list once, and again when it changes", () => {
    const first = bannedWordsPatterns(["alpha", "beta"]);
    expect(bannedWordsPatterns(["alpha", "beta"])).toBe(first);
    const second = bannedWordsPatterns(["alpha"]);
    expect(second).not.toBe(first);
    expect(findModerationHits("beta", ["alpha"])).toEqual([]);
    expect(findModerationHits("beta", ["alpha", "beta"]).map((hit) => hit.text)).toEqual(["beta"]);
  });
});

describe("the seeded banned words", () => {
  const words = seedWords(createRequire(import.meta.url)("badwords-list").array as string[]);

  it("are lower-case words and phrases of letters, without the excluded ones", () => {
    expect(words.length).toBeGreaterThan(300);
    for (const word of words) expect(word).toMatch(/^[a-z]{2,}(?: [a-z]{2,})*$/);
    for (const word of EXCLUDED) expect(words).not.toContain(word);
    expect(words).toEqual(expect.arrayContaining(["shit", "damn", "fuck", "blow job"]));
  });

  it("each finds itself and leaves an ordinary judgment alone", () => {
    const text = words.map((word) => `(${word})`).join(" ");
    expect(findModerationHits(text, words).filter((hit) => hit.kind === "banned_word")).toHaveLength(words.length);
    const judgment =
      "Default judgment for the plaintiff, a pawn shop in Essex County, against Mr. Cox and Mr. Wang for breach of contract; " +
      "an act of God is no defence. Class counsel assessed the cocktail bar's passport fees; magna cum laude; shag carpet; " +
      "tit for tat; Hancock v. Dickens; the assassin's bass hit; analysis of Scunthorpe.";
    expect(findModerationHits(judgment, words)).toEqual([]);
  });

  it("leaves amounts, abbreviations and names of places and businesses alone", () => {
    const flagged = (text: string) =>
      findModerationHits(text, words)
        .filter((h) => h.kind === "banned_word")
        .map((h) => h.text);
    expect(flagged("The court entered a $5.5 million judgment at a 5.5% interest rate.")).toEqual([]);
    expect(flagged("Judgment for the Lakeside Homeowners Ass'n against the Nat\u2019l Ass\u2019n of Realtors.")).toEqual([]);
    expect(flagged("Debtor: Kum & Go, L.C., of Cumming, GA; guarantor Dick Smith; Dick's Sporting Goods.")).toEqual([]);
    // A possessive or a contraction still ends the word.
    expect(flagged("That shit's not collectable, and the ass's owner knows it.")).toEqual(["shit", "ass"]);
  });

  it("checks a long run of one letter at once, however the list repeats letters", () => {
    // "booooooobs", "boooooobs"… once compiled to one group per letter, which backtracked through
    // every way of sharing a run of o's between them: "b" and 80 o's took seconds, 2,000 never ended.
    // Each run of one letter is now one group that takes a character at a time (one way to split).
    for (const letter of ["o", "s", "l", "i"]) {
      const text = `b${letter.repeat(1999)}`;
      expect(findModerationHits(text, words)).toEqual([]);
      expect(findModerationHits(`${letter.repeat(1000)} ${letter.repeat(999)}`, words)).toEqual([]);
    }
    expect(findModerationHits(`b${"o".repeat(1500)}bs`, words).map((h) => h.kind)).toEqual(["banned_word"]);
    expect(findModerationHits(`a${"$".repeat(1998)}`, words).map((h) => h.text.length)).toEqual([1999]);
  });
});
