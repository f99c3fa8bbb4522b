// The judgment page's "What it's worth" section, placed by React: its markup is written by
// ./detail-value-html.ts (docs/decisions/0056), the section's element and all.
import { MarkupElement } from "~/components/html/markup-element";
import { detailValueSection, type DetailValueProps } from "./detail-value-html";

export { VALUE_FAQ_PATH } from "./detail-value-html";

export function DetailValueSection(props: DetailValueProps) {
  return <MarkupElement element={detailValueSection(props)} />;
}
