// POST /api/admin/messages/reject (message_id): see app/server/messages/decision-route.ts.
import { rejectRoute } from "~/server/messages/decision-route";

const route = rejectRoute;

export const loader = route.loader;
export const action = route.action;
