// GET /profile/identity/return[?session=vs_…]: where the identity provider sends the member back
// (docs/decisions/0048). The session (the member's latest when none is named) is asked of the
// provider now and applied, then the member lands on their Identity section with the outcome. A
// session of another member answers 404: nobody learns whether someone else's check exists.
import type { Route } from "./+types/identity-return";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { isIdentitySessionId } from "~/domain/identity";
import { refreshOwnIdentitySession } from "~/server/identity/sessions";
import { redirectWithToast } from "~/server/toast";
import type { IdentityState } from "~/domain/identity";

function outcomeToast(state: IdentityState | null) {
  if (!state)
    return {
      type: "message" as const,
      description: "We could not reach the identity service just now; your result will show here shortly.",
    };
  switch (state.kind) {
    case "verified":
      return { type: "success" as const, description: "Your identity is verified." };
    case "pending":
      return { type: "message" as const, description: "Thank you: your ID and selfie are being checked." };
    case "needs_input":
      return { type: "error" as const, description: `Your identity could not be verified: ${state.reason ?? "please try again."}` };
    case "not_started":
      return {
        type: "message" as const,
        description: "You left the identity check before finishing it. Start it again whenever you are ready.",
      };
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const named = new URL(request.url).searchParams.get("session");
  if (named !== null && !isIdentitySessionId(named)) throw new Response("Not Found", { status: 404 });
  const result = await refreshOwnIdentitySession(services, user.id, named);
  if (!result.found) throw new Response("Not Found", { status: 404 });
  return redirectWithToast(services, "/profile#identity", outcomeToast(result.state));
}
