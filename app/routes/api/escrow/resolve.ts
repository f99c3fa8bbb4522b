// POST /api/admin/disputes/resolve (dispute_id, resolution complete|refund_full|refund_partial,
// amount for a partial refund, note): an administrator resolves an open dispute
// (docs/decisions/0026). 200 { dispute_id, status }; 401; 403; 404; 409 already resolved; 422.
import { resolveEndpoint } from "~/server/escrow/answer";

export const loader = resolveEndpoint.loader;
export const action = resolveEndpoint.action;
