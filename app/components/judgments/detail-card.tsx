// The judgment card (written once, in ./detail-card-html.ts). React places the card's frames and
// elements around the actions passed in as children (the buyer's and owner's forms, which stay
// React's), so the card's markup has one writer and no wrapper of its own.
import type { ReactNode } from "react";
import { MarkupElement, MarkupFrame } from "~/components/html/markup-element";
import { CARD, CARD_ACTIONS, CARD_BODY, detailCardParts, type CardPage } from "./detail-card-html";

export function DetailCard({ page, children }: { page: CardPage; children?: ReactNode }) {
  const { top, counts, seller } = detailCardParts(page);
  return (
    <MarkupFrame frame={CARD}>
      <MarkupFrame frame={CARD_BODY}>
        {top.map((element, index) => (
          <MarkupElement key={index} element={element} />
        ))}
        {children && <MarkupFrame frame={CARD_ACTIONS}>{children}</MarkupFrame>}
      </MarkupFrame>
      <MarkupElement element={counts} />
      <MarkupElement element={seller} />
    </MarkupFrame>
  );
}
