// The enforceability timeline of the judgment page (issue 31, item 3): the dates of the clock
// (clock.ts) that exist for this judgment, in date order, each with what it rests on and the statute
// it comes from, and today. Dates that fall on the same day are one point with both names (a
// judgment that expires unless renewed is renewed by the very day it stops being enforceable).
import { formatDate } from "~/domain/dates";
import type { EnforcementClock } from "~/domain/judgment-value/clock";

export type TimelineKind = "entered" | "renewed" | "renew_by" | "lien" | "hard_limit" | "until";

export type TimelinePoint = {
  on: string;
  /** What happens that day, in date order of kinds ("Renew by / Enforceable until"). */
  label: string;
  kinds: TimelineKind[];
  /** What each date rests on, in words. */
  notes: string[];
  /** The statute the dates come from; for the seller's own dates, the one the clock runs under. */
  citation: string;
  /** On or before today. */
  past: boolean;
};

export type EnforceabilityTimeline = { asOf: string; points: TimelinePoint[]; citation: string };

const order: TimelineKind[] = ["entered", "renewed", "renew_by", "lien", "hard_limit", "until"];

/** The timeline of a clock, or null when the clock has no dates (the page says why). */
export function enforceabilityTimeline(
  clock: EnforcementClock,
  records: { enteredOn: string; lastRenewedOn: string | null },
  asOf: string,
): EnforceabilityTimeline | null {
  if (clock.kind !== "clock") return null;
  const dates: { on: string; kind: TimelineKind; label: string; note: string }[] = [
    {
      on: records.enteredOn,
      kind: "entered",
      label: "Entered",
      note: "The date of entry, as the seller stated: the judgment's life runs from it.",
    },
  ];
  if (records.lastRenewedOn && records.lastRenewedOn > records.enteredOn) {
    dates.push({
      on: records.lastRenewedOn,
      kind: "renewed",
      label: "Last renewed",
      note: "The last renewal, revival or writ, as the seller stated: the clock restarts from it.",
    });
  }
  const action = clock.nextAction;
  if (action) {
    const renewal = /^Renew/.test(action.label);
    const window = action.opensOn ? ` The window opens ${formatDate(action.opensOn)}.` : "";
    dates.push({
      on: action.closesOn,
      kind: "renew_by",
      label: renewal ? "Renew by" : "Act by",
      note: `${action.label} by this date.${window}`,
    });
  }
  if (clock.lienExpiresOn) {
    dates.push({
      on: clock.lienExpiresOn,
      kind: "lien",
      label: "Lien expires",
      note: "The judgment's lien on real property ends (estimated).",
    });
  }
  if (clock.hardLimitOn && clock.hardLimitOn !== clock.enforceableUntil) {
    dates.push({ on: clock.hardLimitOn, kind: "hard_limit", label: "Hard limit", note: "No renewal can carry it past this date." });
  }
  if (clock.enforceableUntil) {
    dates.push({
      on: clock.enforceableUntil,
      kind: "until",
      label: "Enforceable until",
      note: "The last day it can be enforced or revived if nothing is done (estimated).",
    });
  }
  const byDay = new Map<string, typeof dates>();
  for (const date of dates) byDay.set(date.on, [...(byDay.get(date.on) ?? []), date]);
  const points = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([on, same]): TimelinePoint => {
      same.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
      return {
        on,
        label: same.map((d) => d.label).join(" / "),
        kinds: same.map((d) => d.kind),
        notes: same.map((d) => d.note),
        citation: clock.citation,
        past: on <= asOf,
      };
    });
  return { asOf, points, citation: clock.citation };
}

/** The chart's sentence: each date in order, and where today falls among them. */
export function timelineSummary(timeline: EnforceabilityTimeline): string {
  const dates = timeline.points.map((p) => `${p.label} ${formatDate(p.on)}`).join("; ");
  const next = timeline.points.find((p) => !p.past);
  const today = `Today, ${formatDate(timeline.asOf)}, ${next ? `comes before ${next.label.toLowerCase()} ${formatDate(next.on)}` : "is past every date"}`;
  return `${dates}. ${today}. Dates from ${timeline.citation}.`;
}
