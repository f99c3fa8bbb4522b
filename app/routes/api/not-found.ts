// Any /api/... path that no endpoint matches (listed last in app/routes.ts): 404 in JSON for every
// method, so a script never gets the HTML page or "Unexpected Server Error".
import { jsonError } from "~/server/http/refusal";

const noSuchEndpoint = async () => jsonError(404, "No such endpoint.");

export const loader = noSuchEndpoint;
export const action = noSuchEndpoint;
