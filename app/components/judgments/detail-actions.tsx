// What a signed-in buyer can do on an active listing (Make Offer or Edit Offer, Buy Now, Contact
// Seller, Watch), written once as markup in ./detail-actions-html.ts: a buyer's page does not hydrate
// (docs/decisions/0040), the enhancement script adds the behaviour by data-enhance. These place it,
// with the forms posting to the listing's page (a judgment's or a portfolio's).
import { MarkupElement } from "~/components/html/markup-element";
import { useBranding } from "~/components/marketing/use-branding";
import { useListingPath } from "~/components/judgments/listing-path";
import { detailActionsParts, watchToggleParts, type DetailActionsProps } from "./detail-actions-html";
import { visitorPromptParts } from "./visitor-prompt-html";

/** Watch / Unwatch: a form to the page's action; the enhancement script sends it without a page load. */
export function WatchToggle({ judgmentId, watching }: { judgmentId: number; watching: boolean }) {
  const action = useListingPath(judgmentId);
  return <MarkupElement element={watchToggleParts(judgmentId, watching, action)} />;
}

export function DetailActions(props: DetailActionsProps) {
  const action = useListingPath(props.judgmentId);
  const { timeframes } = useBranding();
  return <MarkupElement element={detailActionsParts(props, { action, timeframes })} />;
}

/** For visitors on an active listing (written once, in ./visitor-prompt-html.ts). */
export function VisitorPrompt({ signInPath }: { signInPath: string }) {
  return <MarkupElement element={visitorPromptParts(signInPath)} />;
}
