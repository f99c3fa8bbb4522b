// What a signed-in buyer can do on an active listing (Make Offer or Edit Offer, Buy Now, Contact
// Seller, Watch), written once as markup in ./detail-actions-html.ts: a buyer's page does not hydrate
// (docs/decisions/0040), the enhancement script adds the behaviour by data-enhance; on an
// administrator's, which hydrates, useEnhancedMarkup does. These place it,
// with the forms posting to the listing's page (a judgment's or a portfolio's).
import { MarkupElement } from "~/components/html/markup-element";
import { useEnhancedMarkup } from "~/components/ui/enhanced-markup";
import { useBranding } from "~/components/marketing/use-branding";
import { useListingPath } from "~/components/judgments/listing-path";
import { detailActionsParts, type DetailActionsProps } from "./detail-actions-html";
import { visitorPromptParts } from "./visitor-prompt-html";

export function DetailActions(props: DetailActionsProps) {
  const action = useListingPath(props.judgmentId);
  const { timeframes } = useBranding();
  // An administrator's page hydrates: the dialogs and the deal math work there as the script makes them work elsewhere.
  return <MarkupElement element={detailActionsParts(props, { action, timeframes })} ref={useEnhancedMarkup()} />;
}

/** For visitors on an active listing (written once, in ./visitor-prompt-html.ts). */
export function VisitorPrompt({ signInPath }: { signInPath: string }) {
  return <MarkupElement element={visitorPromptParts(signInPath)} />;
}
