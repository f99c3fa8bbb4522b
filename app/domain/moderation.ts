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

export function findModerationHits(text: string, bannedWords: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (const word of bannedWords) {
    const trimmed = word.trim();
    if (!trimmed) continue;
    const pattern = new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(trimmed)}(?![A-Za-z0-9])`, "gi");
    for (const match of text.matchAll(pattern)) {
      hits.push({ kind: "banned_word", start: match.index!, end: match.index! + match[0].length, text: match[0] });
    }
  }
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
