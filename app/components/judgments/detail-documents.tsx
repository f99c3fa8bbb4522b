// The listing's documents on the judgment page (DESIGN.md section 11), written once, in
// ./detail-documents-html.ts.
import { MarkupElement } from "~/components/html/markup-element";
import { detailDocumentsParts, type DetailDocumentsProps } from "./detail-documents-html";

export function DetailDocuments(props: DetailDocumentsProps) {
  return <MarkupElement element={detailDocumentsParts(props)} />;
}
