// POST /api/judgments/buyer_approved (judgment_id): the accepted buyer confirms receiving the
// assignment. In one transaction: the listing is sold, the seller's payout released and the seller
// e-mailed. 200 { judgment_id, status: "sold" }; 401; 403 not the buyer; 404; 409 wrong status;
// 422 no judgment_id.
import { assignmentStepEndpoint } from "~/server/assignment/answer";

const route = assignmentStepEndpoint("confirm_receipt", "Choose the judgment you received.");

export const loader = route.loader;
export const action = route.action;
