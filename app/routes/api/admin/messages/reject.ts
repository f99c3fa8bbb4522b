// POST /api/admin/messages/reject (message_id): see app/server/messages/decision-route.ts.
import { decisionRoute } from "~/server/messages/decision-route";

const route = decisionRoute("reject");

export const loader = route.loader;
export const action = route.action;
