// The court details of a judgment (written once, in ./detail-info-table-html.ts).
import { MarkupElement } from "~/components/html/markup-element";
import { detailInfoTableParts, type InfoJudgment } from "./detail-info-table-html";

export function DetailInfoTable({ judgment }: { judgment: InfoJudgment }) {
  return <MarkupElement element={detailInfoTableParts(judgment)} />;
}
