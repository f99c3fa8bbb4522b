// The data of /admin, the administrators' overview: how many listings, messages, assignments and
// disputes wait on them (the same counts as the queues they link to).
import type { AppServices } from "~/server/context";
import { countPendingAssignments } from "~/server/queries/assignment";
import { countOpenDisputes } from "~/server/queries/escrow";
import { countPendingListings } from "~/server/queries/listing-review";
import { countPendingMessages } from "~/server/queries/messages";

export type AdminOverview = { pendingListings: number; pendingMessages: number; pendingAssignments: number; openDisputes: number };

export async function loadAdminOverview(services: AppServices): Promise<AdminOverview> {
  const { db } = services;
  const [pendingListings, pendingMessages, pendingAssignments, openDisputes] = await Promise.all([
    countPendingListings(db),
    countPendingMessages(db),
    countPendingAssignments(db),
    countOpenDisputes(db),
  ]);
  return { pendingListings, pendingMessages, pendingAssignments, openDisputes };
}
