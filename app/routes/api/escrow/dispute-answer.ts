// POST /api/judgments/dispute/answer (judgment_id, response): the seller answers the open dispute,
// once (docs/decisions/0026). 200 { judgment_id, status }; 401; 403 not the seller; 404; 409 no
// open dispute or already answered; 422 field errors.
import { escrowEndpoint } from "~/server/escrow/answer";

const route = escrowEndpoint("answer_dispute");

export const loader = route.loader;
export const action = route.action;
