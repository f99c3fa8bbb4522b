// POST /api/judgments/assigned (judgment_id): the listing's owner marks the judgment assigned.
// Needs the buyer's assignment info and at least one assignment document (409 otherwise); the
// buyer is e-mailed to review the documents and confirm. 200 { judgment_id, status: "assigned" };
// 401; 403 not the owner; 404; 409 wrong status; 422 no judgment_id.
import { assignmentStepEndpoint } from "~/server/assignment/answer";

const route = assignmentStepEndpoint("mark_assigned", "Choose the judgment to mark assigned.");

export const loader = route.loader;
export const action = route.action;
