// /sell: resumes the listing wizard at the saved step (DESIGN.md section 11), or starts it.
import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { pageTitle } from "~/components/page-title";
import { resumeStep } from "~/server/listings/drafts";
import { loadWizard } from "./wizard.server";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { draft, signedIn } = await loadWizard(request, context);
  throw redirect(`/sell/${resumeStep(draft, signedIn)}`);
}

/** Never shown: the loader always redirects to a step. */
export default function SellIndex() {
  return null;
}
