// "The seller's sworn statements" on the judgment page (docs/decisions/0046), and the statements
// beside an administrator's dispute: written once, in ./detail-statements-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import type { StatementsView } from "~/domain/sworn-statements";
import { detailStatementsParts, statementsListParts } from "./detail-statements-html";

export function StatementsList({ statements }: { statements: StatementsView }) {
  return <MarkupElement element={statementsListParts(statements)} />;
}

export function DetailStatements({ statements }: { statements: StatementsView | null }) {
  return <MarkupElement element={detailStatementsParts(statements)} />;
}
