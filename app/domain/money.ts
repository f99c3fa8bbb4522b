// Money is integer cents everywhere; these are the only conversions to and from text.

const dollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$12,500` for whole dollars, `$19.99` when there are cents. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const body = abs % 100 === 0 ? dollars.format(abs / 100) : dollarsAndCents.format(abs / 100);
  return `${sign}$${body}`;
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

/** A share of an amount in basis points (1% = 100), rounded to the nearest cent. */
export function percentOf(cents: number, bps: number): number {
  return Math.round((cents * bps) / 10_000);
}

/** `12.5%` style display of a basis-point share. */
export function formatPercent(bps: number): string {
  const value = bps / 100;
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
