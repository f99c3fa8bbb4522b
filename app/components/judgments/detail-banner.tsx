// The status banner above the judgment card: what the listing's status means for this viewer
// (buyer spec section 4, "Banners on the detail"). Written once, in ./detail-banner-html.ts.
import { useLocation } from "react-router";
import { MarkupElement } from "~/components/html/markup-element";
import { detailBannerParts, type BannerPage } from "./detail-banner-html";

export type { BannerPage };

export function DetailBanner({ page }: { page: BannerPage }) {
  return <MarkupElement element={detailBannerParts(page, useLocation().pathname)} />;
}
