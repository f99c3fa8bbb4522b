// /how-it-works: linked from the seller spec's pages; the selling guide at /how-to-sell is the
// page that explains how it works, so this answers a permanent redirect there, query string kept.
import type { Route } from "./+types/how-it-works";
import { permanentRedirect } from "~/server/http/redirect";

export function loader({ request }: Route.LoaderArgs) {
  return permanentRedirect(request, "/how-to-sell");
}
