// POST /api/judgments/cancel_purchase (judgment_id): the accepted buyer cancels a paid sale the
// seller did not mark assigned by the assignment deadline; refunded in full (docs/decisions/0026).
// 200 { judgment_id, status }; 401; 403 not the buyer; 404; 409 too early or wrong status; 422.
import { escrowEndpoint } from "~/server/escrow/answer";

const route = escrowEndpoint("cancel_purchase");

export const loader = route.loader;
export const action = route.action;
