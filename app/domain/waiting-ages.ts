// How long the items of the administrators' queues have waited (issue 31, item 3, on /admin): four
// bands, each from its lower bound (included) to the next one's, counted from the item's arrival.
// The queries count with the instants these bounds give for "now" (waitingAgeCutoffs).

export const waitingAges = [
  { label: "Under 1 day", fromDays: 0 },
  { label: "1–2 days", fromDays: 1 },
  { label: "2–7 days", fromDays: 2 },
  { label: "Over 7 days", fromDays: 7 },
] as const;

const DAY = 86_400_000;

/** The instants that part the bands at `now`, youngest first: arrived after the first is under a day old. */
export function waitingAgeCutoffs(now: Date): Date[] {
  return waitingAges.slice(1).map((age) => new Date(now.getTime() - age.fromDays * DAY));
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The chart's sentence: each queue's count and how many of them waited over 7 days. */
export function waitingSummary(queues: readonly { one: string; many: string; byAge: readonly number[] }[]): string {
  const parts = queues.map((q) => {
    const total = q.byAge.reduce((a, b) => a + b, 0);
    const old = q.byAge[q.byAge.length - 1] ?? 0;
    return `${plural(total, q.one, q.many)}${old > 0 ? ` (${old.toLocaleString("en-US")} over 7 days)` : ""}`;
  });
  return `Waiting now: ${parts.join(", ")}. Each bar counts the items of one queue by how long they have waited.`;
}
