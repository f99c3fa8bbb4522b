// POST /api/portfolios/assigned (portfolio_id, judgment_id, assigned: true to tick, false to undo):
// the owner ticks one judgment of a paid portfolio's assignment checklist (docs/decisions/0055) →
// { portfolio_id, judgment_id, assigned, portfolio_status }. The last tick marks the portfolio
// assigned ("assigned": the buyer's inspection window starts, the buyer is e-mailed). 401; 403 not
// the owner; 404 a portfolio the caller may not see, or a judgment not in it; 409 not paid, no
// assignment document on that judgment, or no buyer's assignment information; 422 bad input.
import { itemAssignedSchema } from "~/domain/schemas/portfolio-forms";
import { parseInput, readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { setItemAssignment } from "~/server/portfolios/checklist";

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = parseInput(await readBody(request), itemAssignedSchema);
  const result = await setItemAssignment(services, {
    portfolioId: body.portfolio_id,
    judgmentId: body.judgment_id,
    assigned: body.assigned,
    user: { id: user.id, roles: user.roles, premium: user.premium },
  });
  return Response.json(
    {
      portfolio_id: result.portfolioId,
      judgment_id: result.judgmentId,
      assigned: result.assigned,
      portfolio_status: result.portfolioStatus,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const loader = route.loader;
export const action = route.action;
