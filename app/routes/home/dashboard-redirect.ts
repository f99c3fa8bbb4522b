// /dashboard: the seller spec's links name the member's dashboard /dashboard, the buyer spec's
// route table /home. /home stays the page (every link, the sign-in redirect and the tests use it);
// /dashboard answers a permanent redirect to it, query string kept.
import type { Route } from "./+types/dashboard-redirect";
import { permanentRedirect } from "~/server/http/redirect";

export function loader({ request }: Route.LoaderArgs) {
  return permanentRedirect(request, "/home");
}
