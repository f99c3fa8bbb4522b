// "Your offer" on the judgment page, for a signed-in buyer who made one: its amount, status and
// expiry, the negotiation as a thread, and the answer to the seller's counter-offer when one stands.
// Written once, in ./my-offer-html.ts (the buyer's page does not hydrate, decision 0040): this places
// it, with its forms posting to the listing's page.
import { MarkupElement } from "~/components/html/markup-element";
import { useEnhancedMarkup } from "~/components/ui/enhanced-markup";
import { useListingPath } from "~/components/judgments/listing-path";
import { myOfferParts, type MyOfferProps } from "./my-offer-html";

export type { MyOffer } from "./my-offer-html";

export function MyOfferCard(props: MyOfferProps) {
  const action = useListingPath(props.judgmentId ?? 0);
  // On a page that hydrates (an administrator's), its counter-back dialog and deal math work as the script makes them work elsewhere.
  return <MarkupElement element={myOfferParts(props, action)} ref={useEnhancedMarkup()} />;
}
