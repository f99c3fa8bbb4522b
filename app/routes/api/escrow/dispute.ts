// POST /api/judgments/dispute (judgment_id, reason, details): the accepted buyer disputes the
// assignment within the inspection window (docs/decisions/0026). 200 { judgment_id, status:
// "disputed" }; 401; 403 not the buyer; 404; 409 window closed or wrong status; 422 field errors.
import { escrowEndpoint } from "~/server/escrow/answer";

const route = escrowEndpoint("open_dispute");

export const loader = route.loader;
export const action = route.action;
