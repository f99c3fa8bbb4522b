// Money is integer cents everywhere; these are the only conversions to and from text.

// Written by hand rather than by Intl.NumberFormat: grouping a whole number's digits is exact and
// about twenty times faster (60 ns against 1.2 µs a call; a browse page formats a few hundred
// amounts, docs/decisions/0040), and the enhancement script never loads the locale's data (about
// 25 ms; 100 ms on a phone). tests/unit/money-format.test.ts checks both against Intl's en-US.

/** 1234567 → "1,234,567": a whole number's digits grouped by thousands, as en-US writes them. */
export function groupThousands(whole: number): string {
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString("en-US", { maximumFractionDigits: 0 });
  const digits = String(Math.abs(whole));
  let grouped = "";
  let end = digits.length;
  while (end > 3) {
    grouped = `,${digits.slice(end - 3, end)}${grouped}`;
    end -= 3;
  }
  return `${whole < 0 ? "-" : ""}${digits.slice(0, end)}${grouped}`;
}

/** `$12,500` for whole dollars, `$19.99` when there are cents. */
export function formatMoney(cents: number): string {
  if (!Number.isFinite(cents)) return `$${cents}`;
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? "-" : "";
  const abs = Math.abs(rounded);
  const dollars = groupThousands(Math.floor(abs / 100));
  const rest = abs % 100;
  return rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, "0")}`;
}

/**
 * Parses what a person typed as a dollar amount ("12500", "$12,500.50", "1,000") into cents.
 * Returns null for anything that is not a non-negative amount with at most two decimals.
 */
export function parseDollarsToCents(input: unknown): number | null {
  if (typeof input === "number") input = String(input);
  if (typeof input !== "string") return null;
  const cleaned = input
    .trim()
    .replace(/^\$/, "")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the JSON API's and the forms' dollar text, `xxxx.xx` (DESIGN.md section 5): 209055 → "2090.55". */
export function dollarText(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A share of an amount in basis points (1% = 100), rounded to the nearest cent. */
export function percentOf(cents: number, bps: number): number {
  return Math.round((cents * bps) / 10_000);
}

/**
 * The one percentage formatter of the site: a share in basis points (1% = 100), truncated (never
 * rounded) to `decimals` places, so a figure is never shown on the other side of a boundary it is
 * compared with: 4,999 bps is "49.9%", under the 50% tier, where rounding said "50.0%"; 2,529 bps
 * is "25.2%" on every page. Whole values drop the fraction ("25%") unless `fixed` keeps it for a
 * column of figures that line up ("25.0%"). Rates with more precision (an interest rate of
 * 5.125%) pass `decimals: 3`.
 */
export function formatPercent(bps: number, options: { decimals?: number; fixed?: boolean } = {}): string {
  const decimals = options.decimals ?? 1;
  // Scaled to whole units of the last decimal shown; the rounding at 6 places only absorbs the
  // binary error of a rate typed in decimals (4.35% is 434.99999999999994 bps), never a real digit.
  // It can move a figure across a whole unit only within a millionth of one, so only those are
  // rounded (toFixed is the slow part of this; a judgment page formats dozens of shares).
  if (!Number.isFinite(bps)) return `${bps}%`;
  const raw = bps * 10 ** (decimals - 2);
  const scaled = Math.abs(raw - Math.round(raw)) < 1e-6 ? Math.floor(Number(raw.toFixed(6))) : Math.floor(raw);
  return `${decimalText(scaled, decimals, options.fixed ?? false)}%`;
}

/** `scaled` units of the `decimals`-th decimal as text, without grouping: (2529, 1) → "252.9"; (2500, 1) → "250" or, fixed, "250.0". */
function decimalText(scaled: number, decimals: number, fixed: boolean): string {
  const unit = 10 ** decimals;
  const abs = Math.abs(scaled);
  const whole = `${scaled < 0 ? "-" : ""}${Math.floor(abs / unit)}`;
  if (decimals === 0) return whole;
  let fraction = String(abs % unit).padStart(decimals, "0");
  if (!fixed) fraction = fraction.replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}
