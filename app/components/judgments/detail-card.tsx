// The judgment card (written once, in ./detail-card-html.ts). React places the card's frames and
// elements around the actions passed in as children (the buyer's and owner's forms, which stay
// React's), so the card's markup has one writer and no wrapper of its own. Each piece keeps the place
// among the body's children it had as JSX, absent ones included: React's ids (useId) in the actions'
// dialogs are made from that place, and the page's ids stay what they were.
import type { ReactNode } from "react";
import { MarkupElement, MarkupFrame } from "~/components/html/markup-element";
import { CARD, CARD_ACTIONS, CARD_BODY, detailCardParts, type CardPage } from "./detail-card-html";

export function DetailCard({ page, children }: { page: CardPage; children?: ReactNode }) {
  const { top, counts, seller } = detailCardParts(page);
  const [status, price, askingWas, amount, balance, buyNow, highestOffer] = top;
  return (
    <MarkupFrame frame={CARD}>
      <MarkupFrame frame={CARD_BODY}>
        <MarkupElement element={status} />
        <MarkupElement element={price} />
        <MarkupElement element={askingWas} />
        <MarkupElement element={amount} />
        <MarkupElement element={balance} />
        <MarkupElement element={buyNow} />
        <MarkupElement element={highestOffer} />
        {children && <MarkupFrame frame={CARD_ACTIONS}>{children}</MarkupFrame>}
      </MarkupFrame>
      <MarkupElement element={counts} />
      <MarkupElement element={seller} />
    </MarkupFrame>
  );
}
