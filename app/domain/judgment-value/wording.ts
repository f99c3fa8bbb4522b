// How the pages word a judgment's value (issue 17; judgment-rules.md section 5): the rules version,
// the dates a rate was checked, the enforceability clock's status ("Based on the records provided,
// appears …", never "enforceable" or "expired" as fact), the flag a listing near or past a deadline
// carries, and what the assignment step tells the buyer about filing the assignment. Pure text from
// the figures balance.ts and clock.ts computed; the pages and the assignment forms read it here.
import { formatDate } from "~/domain/dates";
import { NEAR_DEADLINE_MONTHS, type EnforcementClock, type NextAction } from "~/domain/judgment-value/clock";
import type { AssignmentRule, JurisdictionRules, RulesVersion } from "~/domain/judgment-value/rules";

export const rulesVersionText = (rules: RulesVersion) => `Rules version ${rules.version}, published ${formatDate(rules.published)}`;

/** A rate row's check date: 'YYYY-MM-DD' reads MM/DD/YYYY, 'YYYY-MM' (only the month known) MM/YYYY. */
export function formatCheckedDate(checked: string): string {
  return /^\d{4}-\d{2}$/.test(checked) ? `${checked.slice(5, 7)}/${checked.slice(0, 4)}` : formatDate(checked);
}

/** Every rate row of a jurisdiction's schedules. */
const rateRows = (rules: JurisdictionRules) => rules.interest.schedules.flatMap((s) => s.rates);

export const rateRowCount = (rules: JurisdictionRules) => rateRows(rules).length;

/** The most recent date any of its rate rows was checked ('YYYY-MM' sorts before that month's days). */
export function latestCheckedDate(rules: JurisdictionRules): string | null {
  let latest: string | null = null;
  for (const row of rateRows(rules)) if (latest === null || row.checked > latest) latest = row.checked;
  return latest;
}

/** Text with its 'YYYY-MM-DD' dates as the pages show dates, MM/DD/YYYY (the clock's assumptions name ISO dates). */
export const withUsDates = (text: string) => text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, "$2/$3/$1");

/** Where the rate came from, said as the reference asks ("fall back to the state default only when the judgment is silent, and say so"). */
export const rateFromText: Record<"judgment" | "state" | "federal", string> = {
  judgment: "The rate stated in the judgment applies.",
  state: "No rate stated in the judgment was given, so the state's default rule applies.",
  federal: "No rate stated in the judgment was given, so 28 U.S.C. § 1961 applies.",
};

/**
 * The date of the newest rate a figure rests on, said with the figure (issue 30: every figure names
 * its source and the date of its newest rate), and from when the last rate is assumed to continue.
 */
export function newestRateText(balance: {
  rateFrom: "judgment" | "state" | "federal";
  newestRateOn: string | null;
  checkedOn: string | null;
  assumedFrom: string | null;
}): string {
  if (balance.rateFrom === "judgment") return "Rate: the one stated in the judgment.";
  const checked = balance.checkedOn ? ` (source checked ${formatCheckedDate(balance.checkedOn)})` : "";
  const newest = balance.newestRateOn
    ? `Newest rate used: in force from ${formatDate(balance.newestRateOn)}${checked}.`
    : `Rate set by statute${checked}.`;
  const assumed = balance.assumedFrom
    ? ` No later rate is on file: from ${formatDate(balance.assumedFrom)} that rate is assumed to continue.`
    : "";
  return `${newest}${assumed}`;
}

/** Said above a figure resting on low-confidence research or rates. */
export const LOW_CONFIDENCE_WARNING =
  "Low confidence: part of this figure rests on research or rates not verified against the statute or the publisher's series. Check it before relying on it.";

export const compoundingText = (compounding: "simple" | "annual") => (compounding === "annual" ? "Compounded annually" : "Simple interest");

/**
 * When the next required action may be done: "Window opens 03/15/2029, closes 03/15/2031", "Any time
 * before 03/15/2029", or, once its date passed, "Was due by 05/10/2026".
 */
export function actionWindowText(action: NextAction, asOf: string): string {
  const closes = formatDate(action.closesOn);
  if (asOf > action.closesOn) return `Was due by ${closes}`;
  if (action.opensOn === null) return `Any time before ${closes}`;
  if (action.opensOn <= asOf) return `Window open now, closes ${closes}`;
  return `Window opens ${formatDate(action.opensOn)}, closes ${closes}`;
}

type Clock = Extract<EnforcementClock, { kind: "clock" }>;

/** The clock's status as a sentence that never states enforceability as fact. */
export function clockStatusText(clock: Clock): string {
  const until = clock.enforceableUntil && formatDate(clock.enforceableUntil);
  switch (clock.status) {
    case "past_limit":
      return `Based on the records provided, appears to be past the last date it could be enforced (${until}).`;
    case "overdue":
      return `Based on the records provided, the date to act (${formatDate(clock.nextAction!.closesOn)}) appears to have passed; it appears it can still be enforced or revived until ${until}.`;
    case "near":
      return `Based on the records provided, appears enforceable, with a deadline within ${NEAR_DEADLINE_MONTHS} months: ${formatDate(clock.deadlineOn!)}.`;
    case "ok":
      if (clock.nextAction)
        return `Based on the records provided, appears enforceable; the next deadline is ${formatDate(clock.nextAction.closesOn)}.`;
      return until
        ? `Based on the records provided, appears enforceable until ${until}.`
        : "Based on the records provided, appears enforceable, with no fixed end date.";
  }
}

export type DeadlineFlag = { tone: "warning" | "danger"; title: string; text: string };

/**
 * The flag of a listing within NEAR_DEADLINE_MONTHS of its next deadline or past it (null
 * otherwise): the judgment page and the seller's dashboard show it with the next action.
 */
export function deadlineFlag(clock: EnforcementClock, asOf: string): DeadlineFlag | null {
  if (clock.kind !== "clock" || clock.status === "ok") return null;
  const until = clock.enforceableUntil && formatDate(clock.enforceableUntil);
  const action = clock.nextAction;
  switch (clock.status) {
    case "near":
      return {
        tone: "warning",
        title: `Deadline within ${NEAR_DEADLINE_MONTHS} months`,
        text: action ? `${action.label}: ${actionWindowText(action, asOf)}.` : `Enforceable until ${until} (estimated).`,
      };
    case "overdue":
      return {
        tone: "danger",
        title: "Deadline passed",
        text: `${action!.label}: the date was ${formatDate(action!.closesOn)}. It appears it can still be enforced or revived until ${until}.`,
      };
    case "past_limit":
      return {
        tone: "danger",
        title: "Past its enforcement limit",
        text: `Based on the records provided, the last date it could be enforced appears to have been ${until}.`,
      };
  }
}

/** The assignment filing rule's answer, as a heading word and a sentence for the buyer. */
export function assignmentFilingText(rule: AssignmentRule | null, stateName: string): { answer: string; text: string } {
  if (!rule) return { answer: "Not on file", text: `Our research has no rule on filing an assignment in ${stateName}.` };
  const what = rule.form ? `an ${rule.form}` : "the assignment";
  switch (rule.filing) {
    case "yes":
      return { answer: "Required", text: `${stateName} requires filing ${what} with the court that entered the judgment.` };
    case "practically_yes":
      return {
        answer: "Required in practice",
        text: `In ${stateName} an assignee must be on the court's record, by filing ${what} with the court that entered the judgment, before enforcing or renewing it.`,
      };
    case "recommended":
      return { answer: "Recommended", text: `In ${stateName} filing ${what} with the court that entered the judgment is recommended.` };
    case "unknown":
      return {
        answer: "Not established",
        text: `Our research did not establish whether ${stateName} requires filing the assignment with the court; check with counsel licensed in ${stateName}.`,
      };
  }
}

/**
 * The filing rule worth printing on the assignment forms (docs/decisions/0021): one that says to
 * file, with medium or high confidence. A low-confidence entry is from memory or conflicting
 * sources, and printing it on a legal form would mislead more than help.
 */
export function printableFilingRule(
  rule: AssignmentRule | null,
): (AssignmentRule & { filing: "yes" | "practically_yes" | "recommended" }) | null {
  if (!rule || rule.confidence === "low" || rule.filing === "unknown") return null;
  return rule as AssignmentRule & { filing: "yes" | "practically_yes" | "recommended" };
}
