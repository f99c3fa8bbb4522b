// /admin/assignments: listings between payment and sale, oldest first — paid (waiting for the
// seller to upload the assignment and mark it assigned: days since payment, whether the buyer gave
// the assignment info, how many documents, and the deadline the seller has to assign by) and
// assigned (waiting for the buyer to confirm, by the end of the inspection window). The deadlines
// are the stored ones the seller and the buyer read too. Administrators only.
import type { Route } from "./+types/assignments";
import { PendingAssignmentsTable, type PendingAssignmentLine } from "~/components/assignment/pending-assignments-table";
import { pageTitle } from "~/components/page-title";
import { requireRole } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { listPendingAssignments, type PendingAssignment } from "~/server/queries/assignment";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Pending Assignments", matches);

const DAY_MS = 24 * 60 * 60 * 1000;

function line(row: PendingAssignment, now: number): PendingAssignmentLine {
  const since = row.status === "assigned" && row.assignedAt ? row.assignedAt : row.paidAt;
  const dueAt = row.status === "paid" ? row.assignmentDueAt : row.inspectionDueAt;
  return {
    id: row.id,
    title: row.title,
    sellerHandle: row.sellerHandle,
    buyerHandle: row.buyerHandle,
    buyerInfoGiven: row.buyerInfoGiven,
    documentsCount: row.documentsCount,
    since: since.toISOString(),
    dueAt: dueAt?.toISOString() ?? null,
    overdue: dueAt !== null && dueAt.getTime() < now,
    days: Math.max(0, Math.floor((now - since.getTime()) / DAY_MS)),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const { db, clock } = getServices(context);
  const rows = await listPendingAssignments(db);
  const now = clock.now().getTime();
  const byAge = (a: PendingAssignmentLine, b: PendingAssignmentLine) => a.since.localeCompare(b.since) || a.id - b.id;
  return {
    paid: rows
      .filter((r) => r.status === "paid")
      .map((r) => line(r, now))
      .sort(byAge),
    assigned: rows
      .filter((r) => r.status === "assigned")
      .map((r) => line(r, now))
      .sort(byAge),
  };
}

export default function PendingAssignments({ loaderData }: Route.ComponentProps) {
  const { paid, assigned } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-500">Administration</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pending Assignments</h1>
        <p className="mt-1 text-slate-600">Sales between the buyer's payment and the buyer's confirmation, the longest wait first.</p>
      </header>
      <section className="space-y-3" aria-labelledby="waiting-seller">
        <h2 id="waiting-seller" className="text-lg font-semibold">
          Paid — waiting for the seller to assign ({paid.length})
        </h2>
        <PendingAssignmentsTable rows={paid} waitingFor="seller" testId="assignments-paid" />
      </section>
      <section className="mt-8 space-y-3" aria-labelledby="waiting-buyer">
        <h2 id="waiting-buyer" className="text-lg font-semibold">
          Assigned — waiting for the buyer to confirm ({assigned.length})
        </h2>
        <PendingAssignmentsTable rows={assigned} waitingFor="buyer" testId="assignments-assigned" />
      </section>
    </div>
  );
}
