// Hostile input for the fuzz tests (tests/integration/fuzz.test.ts calls every loader and action
// with it; tests/e2e/http-safety.spec.ts sends what only the HTTP server sees). A fixed table of the
// inputs known to have answered 500 once, plus fast-check arbitraries that mix such values with
// plausible ones so the deeper code paths are reached too. No app imports: Playwright loads it.
import fc from "fast-check";

/** Text that once broke a page or an endpoint, or plausibly could. */
export const hostileText: readonly string[] = [
  "\u0000",
  "a\u0000b",
  "\ud800", // lone high surrogate: cannot be encoded as UTF-8
  "x\udc00y", // lone low surrogate
  "0000-01-01", // PostgreSQL has no year 0
  "12/31/0000",
  "99999-01-01",
  "2024-02-30",
  "0001-01-01",
  "9999-12-31", // its end of day (Eastern) is in the year 10000, out of PostgreSQL's range
  "%",
  "%E0%A4%A",
  "' OR 1=1 --",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "9".repeat(40),
  "1.5",
  " ",
  "",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "😀",
  "\u202e",
  "null",
  "x".repeat(20_000),
];

/** Cookie headers that are malformed: each must be ignored (a visitor), never a 500. */
export const hostileCookies: readonly string[] = [
  "jx_session=%",
  "jx_session=%E0%A4%A",
  "jx_session=%ZZ",
  "jx_toast=%",
  "jx_toast=%E0%A4%A",
  "jx_toast=eyJ0eXBlIjoiZXJyb3IifQ%3D%3D.bad",
  "jx_session=; jx_session=%; jx_toast=%",
  ";;;=;=%",
  `jx_session=${"a".repeat(5000)}`,
];

/** Host headers no URL can be built from. */
export const hostileHosts: readonly string[] = ["exa mple.com", "[", "a b:3000", "%", "host:99999999", "[::1", "ex<ample>.com", "a:b:c"];

/** JSON nested `depth` deep, as text (JSON.stringify would recurse as deep). */
export function deepJson(depth: number, kind: "array" | "object" = "array"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** A field's value nested `depth` deep; bodies encode it as text (see deepJson). */
export class Deep {
  constructor(readonly depth: number) {}
}

/** JSON text of a value, a Deep written out as deeply nested arrays without recursing. */
export function jsonText(value: unknown): string {
  const marks: Deep[] = [];
  const text = JSON.stringify(value, (_key, v) => (v instanceof Deep ? `\u0001deep${marks.push(v) - 1}\u0001` : v));
  return text.replace(/"\\u0001deep(\d+)\\u0001"/g, (_m, i) => deepJson(marks[Number(i)].depth));
}

/** Any text: the table, arbitrary Unicode (lone surrogates included), control characters. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileText) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom("\u0000", "\u0001", "\n", "%", "\\", "'", '"', "0", "-"), maxLength: 8 }) },
);

/** Any JSON value a client could send where a string was expected. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2) },
  { weight: 1, arbitrary: fc.array(anyText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("a", "__proto__", "constructor", "0"), anyText, { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.constant(new Deep(300)) },
);

/** Text as a URL path segment or query value can carry it: the URL decoder turns lone surrogates into U+FFFD. */
export function asUrlText(text: string): string {
  return text.toWellFormed();
}
