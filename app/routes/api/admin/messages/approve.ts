// POST /api/admin/messages/approve (message_id): see app/server/messages/decision-route.ts.
import { approveRoute } from "~/server/messages/decision-route";

const route = approveRoute;

export const loader = route.loader;
export const action = route.action;
