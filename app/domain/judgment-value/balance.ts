// The estimated balance of a judgment as of a date: the amount awarded plus post-judgment interest
// under the rule that applies (the rate stated in the judgment, the federal rule, or the state's),
// period by period where the rate changes, simple or compounded annually as the rule says.
// docs/decisions/0029-judgment-value.md explains the choices; the FAQ explains them to people.
//
// Conventions (stated on the page): interest runs from the date of entry; "as of" a date counts the
// days up to that date; simple interest earns 1/365 of the annual rate a day (leap days too);
// compounding adds the interest accrued to the principal on each anniversary of entry, each full
// anniversary year earning exactly the annual rate; the payments the seller swore they received are
// deducted interest first (payments.ts). Where the rule's data is low-confidence or a period's rate is not on file, the
// answer is "unavailable" with the reason, never a guess.
import { addDays, addYears, daysBetween } from "~/domain/judgment-value/calendar";
import type { Confidence, CourtType, DebtType, InterestSchedule, JurisdictionRules, RateRow } from "~/domain/judgment-value/rules";
import { formatDate } from "~/domain/dates";
import { formatRatePercent } from "~/domain/judgment-value/facts";
import { applyPayment, paymentsInOrder, type AppliedPayment, type Owing, type PaymentReceived } from "~/domain/judgment-value/payments";

export type BalanceInput = {
  amountCents: number;
  /** The date of entry ('YYYY-MM-DD'): the listing's date awarded. */
  entryDate: string;
  asOf: string;
  lastRenewalDate?: string | null;
  debtType?: DebtType | null;
  courtType?: CourtType | null;
  statedRatePercent?: number | null;
  /** The payments the seller received from the debtor (their sworn ledger); none when not stated. */
  payments?: readonly PaymentReceived[] | null;
};

export type InterestPeriod = {
  /** First day of the period; the period runs up to (not including) `to`. */
  from: string;
  to: string;
  days: number;
  ratePercent: number;
  /** What the rate applied to: the principal plus any interest compounded into it. */
  baseCents: number;
  interestCents: number;
  source: string;
  checked: string | null;
  /** After the newest rate on file: the last one is assumed to continue (period and reset rules only). */
  assumed?: boolean;
};

export type BalanceEstimate =
  | {
      kind: "estimate";
      asOf: string;
      principalCents: number;
      interestCents: number;
      /** The payments received, as applied (interest first); their sum is paidCents. */
      payments: AppliedPayment[];
      paidCents: number;
      balanceCents: number;
      periods: InterestPeriod[];
      compounding: "simple" | "annual";
      /** Where the rate came from: the judgment itself, the state's rule, or 28 U.S.C. § 1961. */
      rateFrom: "judgment" | "state" | "federal";
      label: string;
      citation: string;
      confidence: Confidence;
      /** The date of the newest rate (or index value) the figure rests on. */
      newestRateOn: string | null;
      /** When the newest-checked of those rates' sources was last checked ('YYYY-MM' or 'YYYY-MM-DD'). */
      checkedOn: string | null;
      /** From this day no rate is on file and the last one is assumed to continue. */
      assumedFrom: string | null;
      /** A disputed reading of the statute and its figure (New York's consumer rate on older judgments). */
      contested: ContestedReading | null;
    }
  | { kind: "unavailable"; reason: string; citation: string | null; confidence: Confidence | null };

export type ContestedReading = {
  note: string;
  citation: string;
  label: string;
  interestCents: number;
  balanceCents: number;
  periods: InterestPeriod[];
};

type Segment = {
  from: string;
  to: string;
  row: Pick<RateRow, "percent" | "source" | "confidence" | "sampledOn"> & { checked: string | null; from?: string };
  assumed?: boolean;
};

const unavailable = (reason: string, rule: JurisdictionRules | null): BalanceEstimate => ({
  kind: "unavailable",
  reason,
  citation: rule?.interest.citation ?? null,
  confidence: rule?.interest.confidence ?? null,
});

/** The first schedule whose conditions the judgment meets. */
export function scheduleFor(rule: JurisdictionRules, input: Pick<BalanceInput, "debtType" | "amountCents">): InterestSchedule | null {
  return (
    rule.interest.schedules.find((s) => {
      const when = s.when;
      if (!when) return true;
      if (when.debtTypes && !(input.debtType && when.debtTypes.includes(input.debtType))) return false;
      if (when.amountBelowCents !== undefined && !(input.amountCents < when.amountBelowCents)) return false;
      if (when.amountAtLeastCents !== undefined && !(input.amountCents >= when.amountAtLeastCents)) return false;
      return true;
    }) ?? null
  );
}

const rowOn = (rates: RateRow[], date: string) => rates.find((r) => r.from <= date && (r.to === null || date <= r.to)) ?? null;

/** The rate segments from entry to the as-of date, or the first date with no rate on file. */
function segments(schedule: InterestSchedule, input: BalanceInput): Segment[] | { missing: string; entry: boolean } {
  const { entryDate: entry, asOf } = input;
  const rates = schedule.rates;
  const out: Segment[] = [];
  const push = (from: string, to: string, row: RateRow) => {
    if (from < to) out.push({ from, to, row });
  };
  if (schedule.basis === "entry") {
    const atEntry = rowOn(rates, entry);
    if (!atEntry) return { missing: entry, entry: true };
    const renewal = schedule.relockOnRenewal ? input.lastRenewalDate : null;
    if (renewal && renewal > entry && renewal < asOf) {
      const atRenewal = rowOn(rates, renewal);
      if (!atRenewal) return { missing: renewal, entry: false };
      push(entry, renewal, atEntry);
      push(renewal, asOf, atRenewal);
    } else {
      push(entry, asOf, atEntry);
    }
    return out;
  }
  // period / reset: walk forward from entry, changing rate at each change date.
  const changeDates = (from: string): string[] => {
    if (schedule.basis === "period") {
      return rates.map((r) => r.from).filter((d) => d > from);
    }
    const dates: string[] = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(asOf.slice(0, 4)); year++) {
      for (const md of schedule.resetOn ?? []) {
        const d = `${year}-${md}`;
        if (d > from) dates.push(d);
      }
    }
    return dates;
  };
  const changes = [...new Set(changeDates(entry))].filter((d) => d < asOf).sort();
  let from = entry;
  let row = rowOn(rates, entry);
  if (!row) return { missing: entry, entry: true };
  for (const change of changes) {
    // In "period" mode the row may end before the next listed start: a gap in the table.
    if (schedule.basis === "period" && row.to !== null && row.to < change && addDays(row.to, 1) < change) {
      return { missing: addDays(row.to, 1), entry: false };
    }
    push(from, change, row);
    from = change;
    const next = rowOn(rates, change);
    if (!next) {
      const newest = rates.reduce((a, r) => (r.from > a.from ? r : a), rates[0]!);
      if (row === newest && row.to !== null && change > row.to) {
        out.push({ from: change, to: asOf, row, assumed: true });
        return mergeAssumed(out);
      }
      return { missing: change, entry: false };
    }
    row = next;
  }
  // After the newest rate on file, the last one is assumed to continue, and the page says from when
  // (docs/decisions/0049): a floating rate's next notice is not yet in the table.
  const newest = rates.reduce((a, r) => (r.from > a.from ? r : a), rates[0]!);
  if (schedule.basis === "period" && row === newest && row.to !== null && row.to < addDays(asOf, -1) && from <= addDays(row.to, 1)) {
    const assumedFrom = addDays(row.to, 1);
    push(from, assumedFrom, row);
    if (assumedFrom < asOf) out.push({ from: assumedFrom, to: asOf, row, assumed: true });
    return out;
  }
  if (schedule.basis === "period" && row.to !== null && row.to < addDays(asOf, -1)) {
    return { missing: addDays(row.to, 1), entry: false };
  }
  push(from, asOf, row);
  return out;
}

/** Assumed segments after the table's end run as one, from the first assumed day to the as-of date. */
function mergeAssumed(list: Segment[]): Segment[] {
  const first = list.findIndex((s) => s.assumed);
  if (first < 0) return list;
  return [...list.slice(0, first), { ...list[first]!, to: list[list.length - 1]!.to }];
}

/** Splits segments at the dates where accrued interest is added to the principal. */
function splitAt(list: Segment[], dates: string[]): Segment[] {
  const out: Segment[] = [];
  for (const s of list) {
    let from = s.from;
    for (const d of dates) {
      if (d > from && d < s.to) {
        out.push({ ...s, from, to: d });
        from = d;
      }
    }
    out.push({ ...s, from });
  }
  return out;
}

/** The estimated balance, or why there is none. */
export function estimateBalance(input: BalanceInput, state: JurisdictionRules | null, federal: JurisdictionRules | null): BalanceEstimate {
  const isFederal = input.courtType === "federal";
  const rule = isFederal ? federal : state;
  if (!rule) return unavailable(isFederal ? "The federal rule is not on file." : "This state's rules are not on file.", null);
  const asOf = input.asOf;
  if (asOf < input.entryDate) return unavailable("The date of entry is later than the date of the estimate.", rule);
  const schedule = scheduleFor(rule, input);
  const stated = input.statedRatePercent ?? null;

  let list: Segment[];
  let label: string;
  let compounding: "simple" | "annual";
  let rateFrom: "judgment" | "state" | "federal";
  let citation = rule.interest.citation;
  if (stated !== null) {
    // The judgment is the authority (judgment-rules.md, pitfall 4): its rate for the whole life.
    compounding = schedule?.compounding ?? "simple";
    label = `Rate stated in the judgment (${formatRatePercent(stated)}), ${compounding === "annual" ? "compounded annually" : "simple"} as ${rule.name === "Federal courts" ? "28 U.S.C. § 1961" : `${rule.name} law`} provides`;
    list =
      input.entryDate < asOf
        ? [{ from: input.entryDate, to: asOf, row: { percent: stated, source: "Stated in the judgment", checked: null } }]
        : [];
    rateFrom = "judgment";
    citation = `The judgment; ${rule.interest.citation}`;
  } else {
    if (rule.interest.statedRate === "required") {
      return unavailable(
        `${rule.name} judgments carry the rate the court set (${rule.interest.citation}); enter the rate stated in the judgment to see an estimate.`,
        rule,
      );
    }
    if (!schedule) return unavailable(`No ${rule.name} rate applies to this judgment in our table.`, rule);
    const found = segments(schedule, input);
    if (!Array.isArray(found)) {
      const what = isFederal ? "the 28 U.S.C. § 1961 rate" : `the ${rule.name} rate`;
      return unavailable(
        found.entry
          ? `Our table has no record of ${what} for judgments entered ${formatDate(found.missing)}, so we show no figure. Enter the rate stated in the judgment to see an estimate.`
          : `Our table has no record of ${what} in force on ${formatDate(found.missing)}, so we show no figure rather than a guess.`,
        rule,
      );
    }
    list = found;
    label = schedule.label;
    compounding = schedule.compounding;
    rateFrom = isFederal ? "federal" : "state";
  }

  const capitalizeOn: string[] = [];
  if (compounding === "annual") {
    for (let k = 1; addYears(input.entryDate, k) < asOf; k++) capitalizeOn.push(addYears(input.entryDate, k));
  }
  const renewal = input.lastRenewalDate;
  if (schedule?.capitalizeOnRenewal && renewal && renewal > input.entryDate && renewal < asOf) capitalizeOn.push(renewal);
  capitalizeOn.sort();

  // Simple interest: each day earns 1/365 of the rate. Compounded annually: each anniversary year
  // earns the full rate, each day 1/365 (or 1/366 in an anniversary year holding February 29).
  const anniversaries = compounding === "annual" ? capitalizeOn.filter((d) => d !== renewal) : [];
  const yearLength = (day: string) => {
    if (compounding !== "annual") return 365;
    const k = anniversaries.filter((d) => d <= day).length;
    return daysBetween(addYears(input.entryDate, k), addYears(input.entryDate, k + 1));
  };
  const owing: Owing = { base: input.amountCents, accrued: 0, compoundedUnpaid: 0 };
  let total = 0;
  const periods: InterestPeriod[] = [];
  const due = paymentsInOrder(input.payments).filter((p) => p.on >= input.entryDate && p.on <= asOf);
  const applied: AppliedPayment[] = [];
  const payUpTo = (day: string) => {
    while (due.length && due[0]!.on <= day) applied.push(applyPayment(owing, due.shift()!));
  };
  for (const s of splitAt(list, [...new Set([...capitalizeOn, ...due.map((p) => p.on)])].sort())) {
    if (capitalizeOn.includes(s.from)) {
      owing.base += owing.accrued;
      owing.compoundedUnpaid += owing.accrued;
      owing.accrued = 0;
    }
    payUpTo(s.from);
    const base = owing.base;
    const days = daysBetween(s.from, s.to);
    const interest = (base * s.row.percent * days) / 100 / yearLength(s.from);
    owing.accrued += interest;
    total += interest;
    periods.push({
      from: s.from,
      to: s.to,
      days,
      ratePercent: s.row.percent,
      baseCents: Math.round(base),
      interestCents: Math.round(interest),
      source: s.row.source,
      checked: s.row.checked,
      ...(s.assumed ? { assumed: true } : {}),
    });
  }
  payUpTo(asOf);
  const used = list.map((s) => s.row);
  // A statutory rate's row starts at 1970-01-01 ("always"): it has no date of its own, only its check date.
  const newestRateOn = used.reduce<string | null>((a, r) => {
    const on = r.sampledOn ?? (r.from && r.from > "1970-01-01" ? r.from : null);
    return on && (a === null || on > a) ? on : a;
  }, null);
  const checkedOn = used.reduce<string | null>((a, r) => (r.checked && (a === null || r.checked > a) ? r.checked : a), null);
  const confidence = used.reduce<Confidence>(
    (a, r) => (r.confidence && rank[r.confidence] < rank[a] ? r.confidence : a),
    rule.interest.confidence,
  );
  const assumedFrom = list.find((s) => s.assumed)?.from ?? null;
  const reading =
    stated === null && schedule?.contested
      ? contestedReading(input, rule, schedule.contested, isFederal ? { state: null, federal: rule } : { state: rule, federal: null })
      : null;
  // Where both readings give the same balance there is nothing to dispute (a judgment entered after the change).
  const contested = reading && reading.interestCents !== Math.round(total) ? reading : null;
  const interestCents = Math.round(total);
  const paidCents = applied.reduce((sum, p) => sum + p.toInterestCents + p.toPrincipalCents, 0);
  return {
    kind: "estimate",
    asOf,
    principalCents: input.amountCents,
    interestCents,
    payments: applied,
    paidCents,
    balanceCents: applied.length ? Math.round(owing.base + owing.accrued) : input.amountCents + interestCents,
    periods,
    compounding,
    rateFrom,
    label,
    citation,
    confidence,
    newestRateOn: stated === null ? newestRateOn : null,
    checkedOn: stated === null ? checkedOn : null,
    assumedFrom,
    contested,
  };
}

const rank: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };

/** The figure under the disputed reading, or null where both readings give the same balance. */
function contestedReading(
  input: BalanceInput,
  rule: JurisdictionRules,
  contested: NonNullable<InterestSchedule["contested"]>,
  courts: { state: JurisdictionRules | null; federal: JurisdictionRules | null },
): ContestedReading | null {
  const other: JurisdictionRules = { ...rule, interest: { ...rule.interest, schedules: [contested.alternative] } };
  const alt = estimateBalance(input, courts.state && other, courts.federal && other);
  if (alt.kind !== "estimate") return null;
  return {
    note: contested.note,
    citation: contested.citation,
    label: contested.alternative.label,
    interestCents: alt.interestCents,
    balanceCents: alt.balanceCents,
    periods: alt.periods,
  };
}

/** The asking price as a share of the estimated balance, in basis points (floored like priceShareBps). */
export function shareOfBalanceBps(priceCents: number, balanceCents: number): number {
  if (balanceCents <= 0) return 0;
  return Math.floor((priceCents * 10_000) / balanceCents);
}
