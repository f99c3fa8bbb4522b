// POST /api/judgments/offers/thresholds (judgment_id, auto_decline_below, auto_accept_at: dollars,
// blank to switch off): the owner's private offer thresholds → { auto_decline_below, auto_accept_at }.
// Only the owner ever reads them (this answer and the owner's page). See app/server/offers/thresholds.ts.
import { z } from "zod";
import { idSchema } from "~/domain/schemas/ids";
import { parseInput, readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { saveThresholds, THRESHOLDS_SAVED } from "~/server/offers/thresholds";
import { dollarText } from "~/domain/money";

const dollars = (cents: number | null) => (cents === null ? null : dollarText(cents));

const route = post({ access: "member" }, async ({ services, user, request }) => {
  const body = await readBody(request);
  const { judgment_id: judgmentId } = parseInput(body, z.object({ judgment_id: idSchema("Please choose a judgment.") }));
  const saved = await saveThresholds(services, { userId: user.id, judgmentId, body });
  return Response.json(
    {
      judgment_id: judgmentId,
      auto_decline_below: dollars(saved.autoDeclineBelowCents),
      auto_accept_at: dollars(saved.autoAcceptAtCents),
      message: THRESHOLDS_SAVED,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const loader = route.loader;
export const action = route.action;
