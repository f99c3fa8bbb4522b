/**
 * @deprecated Import from app/server/http/ (refusal, body, redirect, wants-json, endpoint) instead.
 * Kept only for the payment files another change is moving (app/server/purchases, payments,
 * enhancements and their routes): removed once checkout lands.
 */
export { invalid, jsonError, type FieldErrors } from "./http/refusal";
export { readBody } from "./http/body";
export { safeRedirectPath } from "./http/redirect";
export { wantsJson } from "./http/wants-json";
