// POST /api/admin/messages/approve (message_id): see app/server/messages/decision-route.ts.
import { decisionRoute } from "~/server/messages/decision-route";

const route = decisionRoute("approve");

export const loader = route.loader;
export const action = route.action;
