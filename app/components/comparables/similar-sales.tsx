// "What similar judgments sold for" (issue 31), placed by React beside the asking price on a member's
// judgment page and in the owner's forms: its markup, the section's element and its chart, is
// written by ./similar-sales-html.ts (docs/decisions/0056).
import { MarkupElement } from "~/components/html/markup-element";
import { similarSalesSection, type SimilarSalesProps } from "./similar-sales-html";

export type { SimilarSalesView } from "./similar-sales-html";

export function SimilarSales(props: SimilarSalesProps) {
  return <MarkupElement element={similarSalesSection(props)} />;
}
