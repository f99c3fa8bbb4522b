// The administrators' queues on /admin (docs/decisions/0043-needs-you.md): each queue's count, its
// oldest item's age and its target (app/config/queue-targets.ts), with how many items are past the
// target, from one query (app/server/queries/needs-you.ts). A target in business days is turned
// into the instant before which an item is late by the one business-day rule
// (businessDeadlineCutoff); the assignments' target is each sale's own stored deadline.
import type { AdminQueueCard } from "~/components/admin/overview";
import { adminQueueNames, adminQueueTargets, type AdminQueueName, type QueueTarget } from "~/config/queue-targets";
import { businessDeadlineCutoff } from "~/domain/business-days";
import { spanWords } from "~/domain/countdown";
import { formatDateTime } from "~/domain/dates";
import { waitingAgeCutoffs, waitingAges } from "~/domain/waiting-ages";
import type { AppServices } from "~/server/context";
import { listAdminQueues } from "~/server/queries/needs-you";

const HOUR = 3_600_000;

/** The instant an item's key must be before to be past this target at `now`. */
export function lateBefore(target: QueueTarget, now: Date): Date {
  switch (target.kind) {
    case "business_days":
      return businessDeadlineCutoff(now, target.days);
    case "hours":
      return new Date(now.getTime() - target.hours * HOUR);
    case "own_deadline":
      return now;
  }
}

/** The target in words: "within 1 business day", "within 12 hours", "by each sale's own deadline". */
export function targetWords(target: QueueTarget): string {
  switch (target.kind) {
    case "business_days":
      return `within ${target.days} business ${target.days === 1 ? "day" : "days"}`;
    case "hours":
      return `within ${target.hours} ${target.hours === 1 ? "hour" : "hours"}`;
    case "own_deadline":
      return "by each sale's own deadline";
  }
}

export async function loadAdminQueues(services: Pick<AppServices, "db" | "clock">): Promise<AdminQueueCard[]> {
  const now = services.clock.now();
  const cutoffs = Object.fromEntries(adminQueueNames.map((name) => [name, lateBefore(adminQueueTargets[name], now)])) as Record<
    AdminQueueName,
    Date
  >;
  const rows = new Map((await listAdminQueues(services.db, cutoffs, waitingAgeCutoffs(now))).map((row) => [row.queue, row]));
  return adminQueueNames.map((name) => {
    const row = rows.get(name);
    const oldest = row?.oldest ?? null;
    return {
      queue: name,
      count: row?.total ?? 0,
      held: row?.held ?? 0,
      oldest: oldest && { at: oldest.toISOString(), date: formatDateTime(oldest), age: spanWords(now.getTime() - oldest.getTime()) },
      target: targetWords(adminQueueTargets[name]),
      missed: row?.missed ?? 0,
      byAge: row?.byAge ?? waitingAges.map(() => 0),
    };
  });
}
