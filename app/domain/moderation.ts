// What an administrator must look at in a listing or message (DESIGN.md section 6): active banned
// words and self-identifying or contact details. Hits are reported with their positions so the
// page can highlight them; the text itself is never rewritten.

export type HitKind = "banned_word" | "email" | "phone" | "url" | "ssn";
export type Hit = { kind: HitKind; start: number; end: number; text: string };

const patterns: Array<{ kind: HitKind; pattern: RegExp }> = [
  // A plain dot has no space after it unless spaced on both sides ("mail . com"), so a sentence's
  // full stop after an address does not pull the next word in.
  {
    kind: "email",
    pattern: /[A-Za-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[A-Za-z0-9.-]+(?:\.|\s+\.\s+|\s*\(dot\)\s*|\s*\[dot\]\s*)[A-Za-z]{2,}/gi,
  },
  { kind: "ssn", pattern: /\b\d{3}-\d{2}-\d{4}\b/g },
  { kind: "phone", pattern: /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/g },
  { kind: "url", pattern: /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b[A-Za-z0-9-]+\.(?:com|net|org|io|co|us|biz|info|law)\b(?:\/[^\s<>"]*)?/gi },
];

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Banned words (docs/decisions/0018-banned-word-matching.md). A word matches as a whole word,
// whatever the case, also written with repeated letters ("shiiit"), common leetspeak ("sh1t",
// "$hit", "@ss"), separators inside it ("sh.it", "s-h-i-t") or a space between every letter
// ("s h i t"); a phrase's words may be joined by separators or nothing ("blow job", "blowjob").
// The list is compiled into one regular expression per first letter, once per distinct list.

/** What a letter may be written as. Digits and symbols only: letters stay letters. */
const LOOK_ALIKES: Record<string, string> = {
  a: "a@4",
  b: "b8",
  e: "e3",
  g: "g9",
  i: "i1!|",
  l: "l1|",
  o: "o0",
  s: "s5$",
  t: "t7+",
};

/** Separator characters allowed inside a word ("s.h.i.t", "s_h_i_t", "s*h*i*t"). */
const INNER_SEPARATOR = "[._*~-]";
/** Separators between spaced-out letters ("s h i t", "s . h . i . t"): at most three. */
const SPACED_SEPARATOR = "[\\s._*~-]{1,3}";
/** Between a phrase's words: nothing, or up to three separators. */
const PHRASE_SEPARATOR = "[\\s._*~-]{0,3}";
/** Not inside a word: no letter or digit before it, nor a letter and an apostrophe ("Plaintiff's hit"). */
const WORD_START = "(?<![\\p{L}\\p{N}])(?<![\\p{L}\\p{N}]['\u2019])";
/**
 * No letter or digit after it, nor an apostrophe and a letter ("Ass'n", "Nat'l"), except the "'s"
 * of a possessive or a contraction, which ends the word ("shit's").
 */
const WORD_END = "(?![\\p{L}\\p{N}])(?!['\u2019](?!s(?![\\p{L}\\p{N}]))\\p{L})";

/** One character of a banned word as written, a look-alike included; no repetition. */
function singleCharacter(char: string): string {
  const alikes = LOOK_ALIKES[char];
  return alikes ? `[${escapeRegExp(alikes)}]` : escapeRegExp(char);
}

const isLetter = (char: string) => /\p{L}/u.test(char);

/** One character of a banned word, a letter repeated any number of times ("shiiit"). */
function characterPattern(char: string): string {
  return isLetter(char) ? `${singleCharacter(char)}+` : escapeRegExp(char);
}

/**
 * `count` of one character in a row ("oo" of "boob"), separators allowed between them, a letter
 * repeated any number of times. Each repetition of the group takes exactly one character, so a
 * long run ("boooo…") can be split only one way: the expression never backtracks through the
 * ways of sharing a run between neighbouring groups (an exponential blow-up on a long run).
 */
function runPattern(char: string, count: number): string {
  const one = singleCharacter(char);
  const times = isLetter(char) ? `{${count - 1},}` : `{${count - 1}}`;
  return count === 1 && !isLetter(char) ? one : `${one}(?:${INNER_SEPARATOR}{0,2}${one})${times}`;
}

const isApostrophe = (char: string) => char === "'" || char === "\u2019";

/** The characters of one word of an entry, apostrophes dropped. */
function charactersOf(word: string): string[] {
  return [...word].filter((char) => !isApostrophe(char));
}

/**
 * One word with optional separators inside ("sh.it"); where the entry has an apostrophe the text
 * may have one or not ("d'oh", "doh"). `from` 1 leaves out the first character, written elsewhere.
 */
function wordPattern(word: string, from = 0): string {
  // The kept characters in runs of one character, each run with what may stand before it.
  const runs: { char: string; count: number; apostrophe: boolean; first: boolean }[] = [];
  let index = 0;
  let apostrophe = false;
  for (const char of word) {
    if (isApostrophe(char)) {
      apostrophe = true;
      continue;
    }
    if (index >= from) {
      const last = runs.at(-1);
      if (last && last.char === char && !apostrophe) last.count++;
      else runs.push({ char, count: 1, apostrophe, first: index === 0 });
    }
    apostrophe = false;
    index++;
  }
  return runs
    .map((run) => `${run.first ? "" : `${run.apostrophe ? "['\u2019]?" : ""}${INNER_SEPARATOR}{0,2}`}${runPattern(run.char, run.count)}`)
    .join("");
}

/**
 * The pattern of one list entry (a word or a phrase) after its first character, keyed by that
 * character: the list's regular expression tries each first character once, then its entries.
 */
export function bannedEntryPattern(entry: string): { first: string; rest: string } | null {
  const words = entry
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => charactersOf(word).length > 0);
  if (words.length === 0) return null;
  const letters = words.flatMap(charactersOf);
  const [first, ...others] = letters as [string, ...string[]];
  if (others.length === 0) return { first, rest: "" };
  // Written as words, separators allowed inside: the first word without its first letter, then the others.
  const [head, ...tail] = words as [string, ...string[]];
  const joined = [wordPattern(head, 1), ...tail.map((word) => `${PHRASE_SEPARATOR}${wordPattern(word)}`)].join("");
  // Every letter spaced out ("s h i t", "b l o w j o b"): only when a separator stands between
  // every two letters, so two ordinary words ("this hit") never read as one banned word.
  // Letters only, no look-alikes: "a $5.5 million" is an amount, not a word spaced out.
  const spaced = others.map((char) => `${SPACED_SEPARATOR}${isLetter(char) ? `${escapeRegExp(char)}+` : escapeRegExp(char)}`).join("");
  return { first, rest: `${joined}|${spaced}` };
}

/** The last list compiled, so a page checking many texts compiles its list once. */
let compiled: { key: string; patterns: RegExp[] } | null = null;

/**
 * The list as regular expressions, one per first character of its entries (19 for the seeded
 * list). One alternation of the whole list would be simpler, but V8 takes one to two seconds to
 * compile an expression that size on its first use; these take about a tenth of that together,
 * and still try each first character once per position.
 */
export function bannedWordsPatterns(bannedWords: readonly string[]): RegExp[] {
  const key = bannedWords.join("\n");
  if (compiled?.key === key) return compiled.patterns;
  const byFirst = new Map<string, string[]>();
  const entries = [...new Set(bannedWords.map((word) => word.trim()).filter(Boolean))]
    // Longer entries first, so a phrase wins over a word it starts with.
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
  for (const entry of entries) {
    const pattern = bannedEntryPattern(entry);
    if (!pattern) continue;
    byFirst.set(pattern.first, [...(byFirst.get(pattern.first) ?? []), pattern.rest]);
  }
  const patterns = [...byFirst].map(
    ([first, rests]) => new RegExp(`${WORD_START}${characterPattern(first)}(?:${rests.join("|")})${WORD_END}`, "gu"),
  );
  compiled = { key, patterns };
  return patterns;
}

/** The text with A-Z in lower case and nothing else changed: the same length, the same positions. */
function lowerAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The banned words in a text, with their positions in it. A match without a letter but with a digit ("455", "4.55") is a number, not a word. */
function bannedWordHits(text: string, bannedWords: readonly string[]): Hit[] {
  const patterns = bannedWordsPatterns(bannedWords);
  if (!patterns.length) return [];
  // Matched in lower case (A-Z only, so every position stays where it was): the expressions are
  // case-sensitive, cheaper to compile than case-insensitive ones over Unicode.
  const lowered = lowerAscii(text);
  const found: Hit[] = [];
  for (const pattern of patterns) {
    for (const match of lowered.matchAll(pattern)) {
      if (!/\p{L}/u.test(match[0]) && /\p{N}/u.test(match[0])) continue;
      const end = match.index + match[0].length;
      found.push({ kind: "banned_word", start: match.index, end, text: text.slice(match.index, end) });
    }
  }
  // Entries of different first letters may overlap ("a s s" inside a spaced-out longer word): keep the first, longest.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((hit, index) => index === 0 || hit.start >= found[index - 1]!.end);
}

export function findModerationHits(text: string, bannedWords: readonly string[]): Hit[] {
  const hits: Hit[] = bannedWordHits(text, bannedWords);
  for (const { kind, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index!;
      const end = start + match[0].length;
      // An SSN also looks like a phone number; report the stronger reading only.
      if (hits.some((h) => h.start <= start && end <= h.end)) continue;
      hits.push({ kind, start, end, text: match[0] });
    }
  }
  return hits.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The text cut into plain and flagged pieces, for highlighting. Overlapping hits are merged. */
/** A piece of a moderated text: a hit of some kind, or plain text between hits. */
export type Segment = { text: string; hit: HitKind | null };

export function highlightSegments(text: string, hits: readonly Hit[]): Segment[] {
  const segments: Array<{ text: string; hit: HitKind | null }> = [];
  let position = 0;
  for (const hit of hits) {
    if (hit.end <= position) continue;
    const start = Math.max(hit.start, position);
    if (start > position) segments.push({ text: text.slice(position, start), hit: null });
    segments.push({ text: text.slice(start, hit.end), hit: hit.kind });
    position = hit.end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), hit: null });
  return segments;
}
