// Browse's flag on a listing close to its enforceability deadline (issue 17): from the stored
// judgments.enforce_deadline_on, the next date that matters (app/domain/judgment-value/clock.ts),
// "Past deadline" once it has gone by and "Deadline near" within NEAR_DEADLINE_MONTHS of today. The
// browse filter "Near an enforceability deadline" takes both (enforce_deadline_on ≤ the cutoff).
import { nearDeadlineCutoff } from "~/domain/judgment-value/clock";

export type BrowseDeadline = "near" | "past";

export const browseDeadlineLabels: Record<BrowseDeadline, string> = { near: "Deadline near", past: "Past deadline" };

export function browseDeadline(deadlineOn: string | null, today: string): BrowseDeadline | null {
  if (!deadlineOn) return null;
  if (deadlineOn < today) return "past";
  return deadlineOn <= nearDeadlineCutoff(today) ? "near" : null;
}
