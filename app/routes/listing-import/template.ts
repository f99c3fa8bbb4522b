// GET /sell/import/template/csv and /sell/import/template/xlsx: the spreadsheet import's template
// (app/server/listing-import/template.ts), as a download. Open to anyone: it holds no data.
import type { Route } from "./+types/template";
import { csvTemplate, xlsxTemplate } from "~/server/listing-import/template";

const FILE = "judgments-import-template";

export async function loader({ params }: Route.LoaderArgs) {
  if (params.format === "csv") {
    return new Response(csvTemplate(), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${FILE}.csv"` },
    });
  }
  if (params.format === "xlsx") {
    return new Response(new Uint8Array(await xlsxTemplate()), {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="${FILE}.xlsx"`,
      },
    });
  }
  throw new Response("Not Found", { status: 404 });
}
