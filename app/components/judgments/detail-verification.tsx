// The judgment page's "Court record" section (docs/decisions/0047), written once, in
// ./detail-verification-html.ts; the marketplace's name from the branding.
import { MarkupElement } from "~/components/html/markup-element";
import { useBranding } from "~/components/marketing/use-branding";
import { detailVerificationParts, type DetailVerificationView } from "./detail-verification-html";

export function DetailVerification({ view }: { view: DetailVerificationView }) {
  return <MarkupElement element={detailVerificationParts(view, useBranding().name)} />;
}
