// The description: a short view of the first 200 characters with "Read more". Without React (a
// visitor's page does not hydrate) "Read more" is a link to ?full=1 (the server renders the whole
// text) and "Show less" a link back to the page without it; with React both act in place. Written
// once, in ./detail-description-html.ts: React places the section whole, or its frames around the
// link it makes act.
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { MarkupElement, MarkupFrame } from "~/components/html/markup-element";
import {
  DESCRIPTION,
  DESCRIPTION_BOX,
  DESCRIPTION_TITLE,
  descriptionTextParts,
  detailDescriptionParts,
  type Description,
} from "./detail-description-html";

export function DetailDescription({ description }: { description: Description }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(params.get("full") === "1");
  const shown = descriptionTextParts(description, expanded, pathname);
  if (!shown?.link) return <MarkupElement element={detailDescriptionParts(description, expanded, pathname)} />;
  return (
    <MarkupFrame frame={DESCRIPTION}>
      <MarkupElement element={DESCRIPTION_TITLE} />
      <MarkupFrame frame={DESCRIPTION_BOX}>
        <MarkupElement element={shown.text} />
        <MarkupElement
          element={shown.link}
          onClick={(event) => {
            event.preventDefault();
            setExpanded(!expanded);
          }}
        />
      </MarkupFrame>
    </MarkupFrame>
  );
}
