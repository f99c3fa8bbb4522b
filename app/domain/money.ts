// Money is integer cents everywhere; these are the only conversions to and from text.

// Made once, on first use: building an Intl formatter costs far more than using one, and the first
// one a page builds loads the locale's data (about 25 ms; 100 ms on a phone), which the
// enhancement script must not pay at load on pages that format nothing (docs/decisions/0040).
let dollars: Intl.NumberFormat | undefined;
let dollarsAndCents: Intl.NumberFormat | undefined;
const dollarsFormat = () => (dollars ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }));
const dollarsAndCentsFormat = () =>
  (dollarsAndCents ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** `$12,500` for whole dollars, `$19.99` when there are cents. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const body = abs % 100 === 0 ? dollarsFormat().format(abs / 100) : dollarsAndCentsFormat().format(abs / 100);
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
  const scaled = Math.floor(Number((bps * 10 ** (decimals - 2)).toFixed(6)));
  return `${percentFormat(decimals, options.fixed ?? false).format(scaled / 10 ** decimals)}%`;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

function percentFormat(decimals: number, fixed: boolean): Intl.NumberFormat {
  const key = `${decimals}:${fixed}`;
  let format = percentFormats.get(key);
  if (!format) {
    // Made once per style: building an Intl formatter costs far more than using one.
    format = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: fixed ? decimals : 0,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    percentFormats.set(key, format);
  }
  return format;
}
