// The browse page shared by /judgments, /judgments/by_state/{abbr} and /judgments/by_county/{id}:
// header, the filters, the "Showing" line with the sort, the results and the page links. It never
// hydrates, so its two parts are escaped markup (./browse-page-html.ts), which a cookie-less
// visitor's document written without React Router joins too (server/visitor-pages.ts).
import type { BrowsePageData } from "./browse-types";
import { BROWSE_BODY_CLASS, BROWSE_HEADER_CLASS, browseParts } from "./browse-page-html";

export function BrowsePage({ data }: { data: BrowsePageData }) {
  const { header, body } = browseParts(data);
  return (
    <>
      <header className={BROWSE_HEADER_CLASS} dangerouslySetInnerHTML={header} />
      <div className={BROWSE_BODY_CLASS} dangerouslySetInnerHTML={body} />
    </>
  );
}
